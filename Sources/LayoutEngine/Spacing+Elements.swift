import Foundation

// The spacing containers and modifiers prefer: SwiftUI's rules for each.

extension PaddingElement {
    /// The child's, with the padded edges made plain (as if a shape's).
    public func spacing(context: LayoutContext) -> Spacing {
        var spacing = child.preferredSpacing(context)
        var padded: Spacing.Edges = []
        if insets.top != 0 { padded.insert(.top) }
        if insets.bottom != 0 { padded.insert(.bottom) }
        if insets.leading != 0 { padded.insert(.left) }
        if insets.trailing != 0 { padded.insert(.right) }
        spacing.reset(padded)
        return spacing
    }
}

extension FixedFrameElement {
    /// The child's: a frame keeps the spacing of what it frames.
    public func spacing(context: LayoutContext) -> Spacing { child.preferredSpacing(context) }
}

extension FlexibleFrameElement {
    /// The child's: a frame keeps the spacing of what it frames.
    public func spacing(context: LayoutContext) -> Spacing { child.preferredSpacing(context) }
}

extension FixedSizeElement {
    /// The child's.
    public func spacing(context: LayoutContext) -> Spacing { child.preferredSpacing(context) }
}

extension AspectRatioElement {
    /// The child's.
    public func spacing(context: LayoutContext) -> Spacing { child.preferredSpacing(context) }
}

extension DecorationElement {
    /// The decorated content's: a background or overlay does not change it.
    public func spacing(context: LayoutContext) -> Spacing { content.preferredSpacing(context) }
}

extension ZStackElement {
    /// Every child's preferences on every edge.
    public func spacing(context: LayoutContext) -> Spacing {
        guard let first = children.first else { return .zero }
        var spacing = first.preferredSpacing(context)
        for child in children.dropFirst() { spacing.formUnion(child.preferredSpacing(context)) }
        return spacing
    }
}

extension SpacerElement {
    /// Outside a stack, nothing on any edge (in a stack, nothing along its axis).
    public func spacing(context: LayoutContext) -> Spacing { .zero }
}

extension StackElement {
    /// The children's preferences across the axis, the first child's before it and the last
    /// child's after it (Apple's example for `Layout.spacing(subviews:cache:)`).
    public func spacing(context: LayoutContext) -> Spacing {
        guard !children.isEmpty else { return .zero }
        let across: Spacing.Edges = axis == .horizontal ? .vertical : .horizontal
        let before: Spacing.Edges = axis == .horizontal ? .left : .top
        let after: Spacing.Edges = axis == .horizontal ? .right : .bottom
        var spacing = Spacing.empty
        for (index, child) in children.enumerated() {
            var edges = across
            if index == 0 { edges.formUnion(before) }
            if index == children.count - 1 { edges.formUnion(after) }
            spacing.formUnion(childSpacing(child, context), edges: edges)
        }
        return spacing
    }

    /// A child's spacing in this stack: a spacer's is nothing along the axis.
    func childSpacing(_ child: any LayoutElement, _ context: LayoutContext) -> Spacing {
        child.spacerMinLength != nil ? .spacer(along: axis) : child.preferredSpacing(context)
    }

    /// The distance between children `index - 1` and `index` when the stack names no spacing.
    func defaultGap(before index: Int, _ context: LayoutContext) -> Double {
        childSpacing(children[index - 1], context)
            .resolvedDistance(to: childSpacing(children[index], context), along: axis)
    }
}

extension GridElement {
    /// Every cell's preferences on every edge.
    public func spacing(context: LayoutContext) -> Spacing {
        var spacing = Spacing.empty
        for row in rows { for cell in row.cells { spacing.formUnion(cell.preferredSpacing(context)) } }
        return spacing.entries.isEmpty ? .zero : spacing
    }
}
