public import Foundation
package import LayoutEngine

/// Built-in layouts implement `Layout`'s methods with their own element, its children standing
/// in for the subviews (so a custom layout can delegate to `HStackLayout` too).
extension ElementLayout {
    func sizeThatFitsNatively(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGSize {
        let children = subviews.map { SubviewElement(subview: $0) }
        return subviews.session.retaining(element(children: children)).measure(proposal.engine, subviews.session.context)
    }

    func placeNatively(in bounds: CGRect, _ subviews: LayoutSubviews) {
        let children = subviews.map { SubviewElement(subview: $0) }
        var scratch = DisplayListBuilder()
        subviews.session.retaining(element(children: children)).place(in: bounds, context: subviews.session.context, into: &scratch)
    }

    // `Layout`'s methods for the built-in layouts without a cache (the stacks and the grid).

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        sizeThatFitsNatively(proposal, subviews)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        placeNatively(in: bounds, subviews)
    }
}

/// A subview inside a built-in layout used through `Layout`'s methods: placing it places the
/// subview.
private final class SubviewElement: ForwardingElement, @unchecked Sendable {
    let subview: LayoutSubview
    var child: any LayoutElement { subview.element }

    init(subview: LayoutSubview) { self.subview = subview }

    func place(in frame: CGRect, context: LayoutContext, into output: inout DisplayListBuilder) {
        subview.place(at: frame.origin, anchor: .topLeading, proposal: ProposedViewSize(frame.size))
    }
}

/// `HStack`'s layout as a `Layout` value (for `AnyLayout` and custom layouts).
public struct HStackLayout: Layout, ElementLayout, Sendable {
    public var alignment: VerticalAlignment
    public var spacing: CGFloat?

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }

    package func element(children: [any LayoutElement]) -> any LayoutElement {
        StackElement(axis: .horizontal, alignment: alignment.key, spacing: spacing.map(Double.init), children: children)
    }
}

/// `VStack`'s layout as a `Layout` value.
public struct VStackLayout: Layout, ElementLayout, Sendable {
    public var alignment: HorizontalAlignment
    public var spacing: CGFloat?

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }

    package func element(children: [any LayoutElement]) -> any LayoutElement {
        StackElement(axis: .vertical, alignment: alignment.key, spacing: spacing.map(Double.init), children: children)
    }
}

/// `ZStack`'s layout as a `Layout` value.
public struct ZStackLayout: Layout, ElementLayout, Sendable {
    public var alignment: Alignment

    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    package func element(children: [any LayoutElement]) -> any LayoutElement {
        ZStackElement(alignment: alignment.key, children: children)
    }
}

/// `Grid`'s layout as a `Layout` value: `GridRow`s among its subviews are rows, other views
/// rows of their own spanning every column.
public struct GridLayout: Layout, ElementLayout, Sendable {
    public var alignment: Alignment
    public var horizontalSpacing: CGFloat?
    public var verticalSpacing: CGFloat?

    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    package func element(children: [any LayoutElement]) -> any LayoutElement {
        gridElement(children: children, alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
    }
}

/// A type-erased layout, to switch layouts while keeping the views' identity:
///
/// ```swift
/// let layout = family == .systemSmall ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout())
/// layout { Icon(); Title() }
/// ```
public struct AnyLayout: Layout, ElementLayout, @unchecked Sendable {
    /// The erased layout's cache.
    public struct Cache {
        var value: Any
    }

    private let base: any Layout

    public init<L: Layout>(_ layout: L) {
        if let erased = layout as? AnyLayout {
            base = erased.base
        } else {
            base = layout
        }
    }

    package func element(children: [any LayoutElement]) -> any LayoutElement {
        func open<L: Layout>(_ layout: L) -> any LayoutElement { layoutElement(layout, children: children) }
        return open(base)
    }

    public func makeCache(subviews: Subviews) -> Cache {
        func open<L: Layout>(_ layout: L) -> Cache { Cache(value: layout.makeCache(subviews: subviews)) }
        return open(base)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        func open<L: Layout>(_ layout: L) -> CGSize {
            var inner = cache.value as? L.Cache ?? layout.makeCache(subviews: subviews)
            defer { cache.value = inner }
            return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &inner)
        }
        return open(base)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        func open<L: Layout>(_ layout: L) {
            var inner = cache.value as? L.Cache ?? layout.makeCache(subviews: subviews)
            layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &inner)
            cache.value = inner
        }
        open(base)
    }
}
