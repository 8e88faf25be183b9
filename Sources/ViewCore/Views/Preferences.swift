public import Foundation
import LayoutEngine

/// A named value that views produce and their ancestors read: SwiftUI's `PreferenceKey`.
///
/// ```swift
/// struct MaxLabelWidth: PreferenceKey {
///     static let defaultValue: CGFloat = 0
///     static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
///         value = max(value, nextValue())
///     }
/// }
/// ```
///
/// Values flow up from the views that set them, combined in view order by ``reduce(value:nextValue:)``,
/// to `onPreferenceChange(_:perform:)`, `overlayPreferenceValue(_:_:)` and
/// `backgroundPreferenceValue(_:_:)`. In a widget they are known when the view tree is
/// resolved; values set inside a `GeometryReader`'s content (built while placing) do not
/// reach its ancestors.
public protocol PreferenceKey {
    /// The type of value produced by this preference.
    associatedtype Value
    /// The value of the preference when no view sets it.
    static var defaultValue: Value { get }
    /// Combines a sequence of values by modifying the previously accumulated value with the
    /// result of a closure that provides the next value.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

/// Preference values by key: what a subtree wrote. An implementation detail of resolving.
package struct PreferenceValues {
    private struct Entry {
        var value: Any
        let reduce: (inout Any, Any) -> Void
    }

    private var entries: [ObjectIdentifier: Entry] = [:]

    package init() {}

    package var isEmpty: Bool { entries.isEmpty }

    /// The value written for `key`, if any view in the scope wrote one.
    package func value<K: PreferenceKey>(_ key: K.Type) -> K.Value? {
        entries[ObjectIdentifier(key)]?.value as? K.Value
    }

    /// The value for `key`, or its default when no view wrote one.
    package subscript<K: PreferenceKey>(key: K.Type) -> K.Value {
        value(key) ?? K.defaultValue
    }

    /// Replaces the value for `key` (a writing modifier overrides its content's value).
    package mutating func set<K: PreferenceKey>(_ key: K.Type, _ value: K.Value) {
        entries[ObjectIdentifier(key)] = Entry(value: value) { accumulated, next in
            guard var current = accumulated as? K.Value, let next = next as? K.Value else { return }
            K.reduce(value: &current, nextValue: { next })
            accumulated = current
        }
    }

    /// Appends `later`'s values after these, combining each key with its `reduce`.
    package mutating func merge(_ later: PreferenceValues) {
        for (key, entry) in later.entries {
            if var existing = entries[key] {
                existing.reduce(&existing.value, entry.value)
                entries[key] = existing
            } else {
                entries[key] = entry
            }
        }
    }
}

extension ResolveContext {
    /// Runs `body` in a fresh preference scope and returns what it wrote, without adding it
    /// to the enclosing scope (the caller merges it, possibly changed, with
    /// ``mergePreferences(_:)``).
    package func collectingPreferences<T>(_ body: () -> T) -> (T, PreferenceValues) {
        let saved = preferences
        preferences = PreferenceValues()
        let result = body()
        let collected = preferences
        preferences = saved
        return (result, collected)
    }

    /// Adds a subtree's preference values to the current scope, after what is there.
    package func mergePreferences(_ values: PreferenceValues) {
        guard !values.isEmpty else { return }
        preferences.merge(values)
    }

    /// A fresh id for an anchor: unique among the anchors of every render in this process.
    package func makeAnchorID() -> Int {
        Self.nextAnchorID += 1
        return Self.nextAnchorID
    }

    private static var nextAnchorID = 0
}

/// An opaque value derived from a view's geometry (its bounds, a point in it), which a
/// `GeometryProxy` resolves into its own coordinate space: `proxy[anchor]`.
public struct Anchor<Value>: Sendable {
    let id: Int
    let resolve: @Sendable (CGRect) -> Value

    /// A geometric value of a view, before it is placed: `.bounds`, `.topLeading`, `.rect(r)`.
    public struct Source: Sendable {
        let resolve: @Sendable (CGRect) -> Value

        init(_ resolve: @escaping @Sendable (CGRect) -> Value) {
            self.resolve = resolve
        }
    }
}

extension Anchor: Equatable where Value: Equatable {
    public static func == (lhs: Anchor, rhs: Anchor) -> Bool { lhs.id == rhs.id }
}

extension Anchor: Hashable where Value: Hashable {
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

extension Anchor.Source {
    /// The anchors of several sources, resolved together.
    public init<T>(_ array: [Anchor<T>.Source]) where Value == [T] {
        self.init { frame in array.map { $0.resolve(frame) } }
    }

    /// The anchor of an optional source.
    public init<T>(_ anchor: Anchor<T>.Source?) where Value == T? {
        self.init { frame in anchor?.resolve(frame) }
    }
}

extension Anchor.Source where Value == CGRect {
    /// The view's bounds.
    public static var bounds: Anchor<CGRect>.Source { .init { $0 } }

    /// A rectangle in the view's own coordinate space.
    public static func rect(_ r: CGRect) -> Anchor<CGRect>.Source {
        .init { r.offsetBy(dx: $0.minX, dy: $0.minY) }
    }
}

extension Anchor.Source where Value == CGPoint {
    /// A point in the view's own coordinate space.
    public static func point(_ p: CGPoint) -> Anchor<CGPoint>.Source {
        .init { CGPoint(x: $0.minX + p.x, y: $0.minY + p.y) }
    }

    /// A unit point of the view's bounds.
    public static func unitPoint(_ p: UnitPoint) -> Anchor<CGPoint>.Source {
        .init { CGPoint(x: $0.minX + p.x * $0.width, y: $0.minY + p.y * $0.height) }
    }

    /// The view's `.topLeading` unit point.
    public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
    /// The view's `.top` unit point.
    public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
    /// The view's `.topTrailing` unit point.
    public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
    /// The view's `.leading` unit point.
    public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
    /// The view's `.center` unit point.
    public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
    /// The view's `.trailing` unit point.
    public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
    /// The view's `.bottomLeading` unit point.
    public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
    /// The view's `.bottom` unit point.
    public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
    /// The view's `.bottomTrailing` unit point.
    public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}

/// A view whose content's preferences are collected and then changed by `body`, which may
/// also wrap the content's elements.
struct PreferenceModifierView<Content: View>: View, PrimitiveView {
    let content: Content
    let change: @MainActor (inout PreferenceValues, ResolveContext, inout [any LayoutElement]) -> Void

    typealias Body = Never

    func resolve(into outputs: inout _ViewOutputs) {
        let context = outputs.context
        var (elements, values) = context.collectingPreferences { context.resolve(content) }
        change(&values, context, &elements)
        context.mergePreferences(values)
        outputs.elements.append(contentsOf: elements)
    }
}

extension View {
    /// Sets a value for the given preference; it replaces what the view's content set.
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        PreferenceModifierView(content: self) { values, _, _ in values.set(K.self, value) }
    }

    /// Applies a transformation to a preference value.
    public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void) -> some View {
        PreferenceModifierView(content: self) { values, _, _ in
            var value = values[K.self]
            callback(&value)
            values.set(K.self, value)
        }
    }

    /// Sets a value for the specified preference key, the value is a function of a geometry
    /// value tied to the current coordinate space, allowing readers of the value to convert
    /// the geometry to their local coordinates.
    public func anchorPreference<A, K: PreferenceKey>(
        key _: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> K.Value
    ) -> some View {
        PreferenceModifierView(content: self) { values, context, elements in
            let anchor = Anchor<A>(id: context.makeAnchorID(), resolve: value.resolve)
            elements = elements.map { AnchorElement(child: $0, id: anchor.id) }
            values.set(K.self, transform(anchor))
        }
    }

    /// Sets a value for the specified preference key, the value is a function of the key's
    /// current value and a geometry value tied to the current coordinate space.
    public func transformAnchorPreference<A, K: PreferenceKey>(
        key _: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (inout K.Value, Anchor<A>) -> Void
    ) -> some View {
        PreferenceModifierView(content: self) { values, context, elements in
            let anchor = Anchor<A>(id: context.makeAnchorID(), resolve: value.resolve)
            elements = elements.map { AnchorElement(child: $0, id: anchor.id) }
            var current = values[K.self]
            transform(&current, anchor)
            values.set(K.self, current)
        }
    }

    /// Adds an action to perform when the specified preference key's value changes.
    ///
    /// A widget is drawn once per entry, so the action runs once, while the view is resolved,
    /// with the value the content produced (the key's default when nothing set it).
    public func onPreferenceChange<K: PreferenceKey>(
        _ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void
    ) -> some View where K.Value: Equatable {
        PreferenceModifierView(content: self) { values, _, _ in action(values[K.self]) }
    }

    /// Reads the specified preference value from the view, using it to produce a second view
    /// that is applied as an overlay to the original view.
    public func overlayPreferenceValue<Key: PreferenceKey, T: View>(
        _ key: Key.Type = Key.self, @ViewBuilder _ transform: @escaping (Key.Value) -> T
    ) -> some View {
        preferenceDecoration(Key.self, placement: .overlay, alignment: .center, transform)
    }

    /// Reads the specified preference value from the view, using it to produce a second view
    /// that is applied as an overlay to the original view.
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        preferenceDecoration(K.self, placement: .overlay, alignment: alignment, transform)
    }

    /// Reads the specified preference value from the view, using it to produce a second view
    /// that is applied as the background of the original view.
    public func backgroundPreferenceValue<Key: PreferenceKey, T: View>(
        _ key: Key.Type = Key.self, @ViewBuilder _ transform: @escaping (Key.Value) -> T
    ) -> some View {
        preferenceDecoration(Key.self, placement: .background, alignment: .center, transform)
    }

    /// Reads the specified preference value from the view, using it to produce a second view
    /// that is applied as the background of the original view.
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        preferenceDecoration(K.self, placement: .background, alignment: alignment, transform)
    }

    /// The content with a decoration built from its value for `key`. The content is placed
    /// first either way, so the decoration's `GeometryReader` resolves the content's anchors.
    private func preferenceDecoration<K: PreferenceKey, V: View>(
        _ key: K.Type, placement: DecorationElement.Placement, alignment: Alignment,
        _ transform: @escaping (K.Value) -> V
    ) -> some View {
        PreferenceModifierView(content: self) { values, context, elements in
            let decoration = context.resolveDecoration(transform(values[K.self]))
            elements = elements.map {
                DecorationElement(content: $0, decoration: decoration, placement: placement, alignment: alignment.key,
                                  placesContentFirst: true)
            }
        }
    }
}
