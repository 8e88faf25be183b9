public import Foundation
package import LayoutEngine

/// A proposal for the size of a view: SwiftUI's `ProposedViewSize`. A `nil` dimension asks for
/// the view's ideal size, `.infinity` for its maximum.
public struct ProposedViewSize: Equatable, Sendable {
    /// The proposed width; nil asks for the ideal width.
    public var width: CGFloat?
    /// The proposed height; nil asks for the ideal height.
    public var height: CGFloat?

    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    /// A proposal of exactly `size`.
    public init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }

    /// A proposal of zero in both dimensions: a view's minimum size.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// A proposal of nil in both dimensions: a view's ideal size.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// A proposal of infinity in both dimensions: a view's maximum size.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// The proposal with nil dimensions replaced by `size`'s (10 × 10 by default).
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    package var engine: ProposedSize {
        ProposedSize(width: width.map(Double.init), height: height.map(Double.init))
    }
}

/// Properties of a layout container: SwiftUI's `LayoutProperties`.
public struct LayoutProperties: Sendable {
    /// The axis a stack-like layout arranges its subviews along (Spacers and Dividers follow it).
    public var stackOrientation: Axis?

    public init() {}
}

/// A value a view gives its enclosing layout through `layoutValue(key:value:)`.
///
/// ```swift
/// private struct Rank: LayoutValueKey { static let defaultValue = 0 }
/// Text("First").layoutValue(key: Rank.self, value: 1)
/// // in the layout: subviews[0][Rank.self]
/// ```
public protocol LayoutValueKey {
    /// The type of the value.
    associatedtype Value
    /// The value of a view that does not set one.
    static var defaultValue: Self.Value { get }
}

/// A geometric container that sizes and places its subviews: SwiftUI's `Layout`.
///
/// ```swift
/// struct Diagonal: Layout {
///     func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
///         proposal.replacingUnspecifiedDimensions()
///     }
///     func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
///         for (index, subview) in subviews.enumerated() {
///             subview.place(at: CGPoint(x: bounds.minX + CGFloat(index) * 20, y: bounds.minY + CGFloat(index) * 20),
///                           proposal: .unspecified)
///         }
///     }
/// }
/// Diagonal { Text("A"); Text("B") }
/// ```
///
/// A subview the layout does not place is centred in the layout's bounds, as in SwiftUI.
@preconcurrency
public protocol Layout: Sendable {
    /// Properties of the layout (its stack orientation).
    static var layoutProperties: LayoutProperties { get }

    /// Data the layout computes once and reuses across its methods.
    associatedtype Cache = Void

    /// The subviews of a layout.
    typealias Subviews = LayoutSubviews

    /// A new cache for `subviews`.
    func makeCache(subviews: Self.Subviews) -> Self.Cache
    /// Updates `cache` for changed subviews.
    func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews)
    /// The spacing the layout container prefers around itself.
    func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing
    /// The size of the container for `proposal`.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGSize
    /// Places each subview with `LayoutSubview.place(at:anchor:proposal:)` within `bounds`.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache)
    /// The position of a horizontal guide in the container, if the layout defines it.
    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews,
        cache: inout Self.Cache
    ) -> CGFloat?
    /// The position of a vertical guide in the container, if the layout defines it.
    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews,
        cache: inout Self.Cache
    ) -> CGFloat?
}

extension Layout where Self.Cache == () {
    /// No cache.
    public func makeCache(subviews: Self.Subviews) -> Self.Cache { () }
}

extension Layout {
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    public func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews) {
        cache = makeCache(subviews: subviews)
    }

    /// The union of the subviews' preferences on every edge (zero for no subviews).
    public func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing {
        guard !subviews.isEmpty else { return .zero }
        return subviews.reduce(ViewSpacing(.empty)) { $0.union($1.spacing) }
    }

    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews,
        cache: inout Self.Cache
    ) -> CGFloat? { nil }

    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews,
        cache: inout Self.Cache
    ) -> CGFloat? { nil }

    /// Lays out `content` with this layout: `MyLayout { Text("A"); Text("B") }`.
    @MainActor @preconcurrency
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        _LayoutView(layout: self, content: content())
    }
}

/// A layout applied to views. An implementation detail of `Layout.callAsFunction`.
public struct _LayoutView<L: Layout, Content: View>: View, PrimitiveView {
    let layout: L
    let content: Content

    public typealias Body = Never

    package func resolve(into outputs: inout _ViewOutputs) {
        let axis = L.layoutProperties.stackOrientation?.engineAxis
        let children = outputs.context.resolveChildren(content, axis: axis)
        outputs.elements.append(layoutElement(layout, children: children))
    }
}

/// Layouts the engine lays out natively (stacks, grid, `AnyLayout` of them).
package protocol ElementLayout: Layout {
    func element(children: [any LayoutElement]) -> any LayoutElement
}

/// The element laying `children` out with `layout`.
func layoutElement<L: Layout>(_ layout: L, children: [any LayoutElement]) -> any LayoutElement {
    if let native = layout as? any ElementLayout { return native.element(children: children) }
    return CustomLayoutElement(layout: layout, children: children)
}

/// A `LayoutValueKey` value on a view.
package final class LayoutValueElement: ForwardingElement {
    package let child: any LayoutElement
    let values: [ObjectIdentifier: MainActorBox<Any>]

    init(child: any LayoutElement, values: [ObjectIdentifier: MainActorBox<Any>]) {
        self.child = child
        self.values = values
    }

    package func place(in frame: CGRect, context: LayoutContext, into output: inout DisplayListBuilder) {
        child.place(in: frame, context: context, into: &output)
    }
}

extension View {
    /// Gives this view a value its enclosing `Layout` reads as `subview[key]`.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        ModifiedView(self) { element, _ in
            let direct = element as? LayoutValueElement
            var values = element.forwarded(as: LayoutValueElement.self)?.values ?? [:]
            values[ObjectIdentifier(key)] = MainActorBox(value: value)
            return LayoutValueElement(child: direct?.child ?? element, values: values)
        }
    }
}
