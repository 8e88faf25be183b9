import Foundation
package import LayoutEngine

/// A key for a value in the environment: SwiftUI's `EnvironmentKey`.
///
/// ```swift
/// private struct AccentKey: EnvironmentKey { static let defaultValue = Color.blue }
/// extension EnvironmentValues {
///     var accent: Color { get { self[AccentKey.self] } set { self[AccentKey.self] = newValue } }
/// }
/// ```
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Self.Value { get }
}

/// The values a view reads with `@Environment`, passed down the view tree.
public struct EnvironmentValues: @unchecked Sendable, CustomStringConvertible {
    // Values set on a copy are pushed on an immutable list in front of a shared dictionary,
    // so setting a value (every modifier, every stack) neither copies nor rehashes the
    // dictionary; the list is folded into the dictionary once it gets long.
    private var storage: [ObjectIdentifier: Any] = [:]
    private var changes: Change?

    private final class Change {
        let key: ObjectIdentifier
        let value: Any
        let next: Change?
        let depth: Int

        init(key: ObjectIdentifier, value: Any, next: Change?) {
            self.key = key
            self.value = value
            self.next = next
            self.depth = (next?.depth ?? 0) + 1
        }
    }

    /// Changes kept in the list before they are folded into the dictionary.
    private static let maximumChanges = 16

    public init() {}

    /// The value for `key`, or its default.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { value(for: ObjectIdentifier(key)) as? K.Value ?? K.defaultValue }
        set {
            changes = Change(key: ObjectIdentifier(key), value: newValue, next: changes)
            if changes!.depth >= Self.maximumChanges { fold() }
        }
    }

    private func value(for key: ObjectIdentifier) -> Any? {
        var change = changes
        while let current = change {
            if current.key == key { return current.value }
            change = current.next
        }
        return storage[key]
    }

    /// Moves the list of changes into the dictionary, oldest first.
    private mutating func fold() {
        var pending: [Change] = []
        var change = changes
        while let current = change {
            pending.append(current)
            change = current.next
        }
        for current in pending.reversed() { storage[current.key] = current.value }
        changes = nil
    }

    public var description: String {
        var copy = self
        copy.fold()
        return "EnvironmentValues(\(copy.storage.count) values)"
    }
}

/// Reads a value from the environment: `@Environment(\.colorScheme) var colorScheme`.
@propertyWrapper
public struct Environment<Value>: DynamicProperty, @unchecked Sendable {
    private let keyPath: KeyPath<EnvironmentValues, Value>
    private let box = EnvironmentBox()

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
    }

    public var wrappedValue: Value {
        (box.values ?? EnvironmentValues())[keyPath: keyPath]
    }

    @MainActor
    package func install(_ context: ResolveContext) {
        box.values = context.environment
    }
}

private final class EnvironmentBox: @unchecked Sendable {
    var values: EnvironmentValues?
}

/// A stored property of a view that the engine updates before it evaluates `body`:
/// `@Environment`, `@State`, `@StateObject` and friends.
public protocol DynamicProperty {
    /// Called before the view's body is evaluated. The default does nothing.
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

/// Dynamic properties that read from the resolve context.
@MainActor
package protocol ContextInstallable {
    func install(_ context: ResolveContext)
}

extension Environment: ContextInstallable {}

extension View {
    /// Sets an environment value for this view and its descendants.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        transformEnvironment(keyPath) { $0 = value }
    }

    /// Transforms an environment value for this view and its descendants.
    public func transformEnvironment<V>(
        _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
    ) -> some View {
        EnvironmentModifierView(content: self) { transform(&$0[keyPath: keyPath]) }
    }
}

/// Applies a change to the environment for its content.
package struct EnvironmentModifierView<Content: View>: View, PrimitiveView {
    let content: Content
    let change: (inout EnvironmentValues) -> Void

    package typealias Body = Never
    package var body: Never { fatalError() }

    package func resolve(in context: ResolveContext) -> [any LayoutElement] {
        context.withEnvironment(change) { context.resolve(content) }
    }
}
