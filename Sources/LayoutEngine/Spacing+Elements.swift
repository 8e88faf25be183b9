import Foundation

// The spacing containers and modifiers prefer: SwiftUI's rules for each.

extension PaddingElement {
    /// The child's, with the padded edges made plain (as if a shape's).
    package func spacing(context: LayoutContext) -> Spacing {
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
    package func spacing(context: LayoutContext) -> Spacing { child.preferredSpacing(context) }
}

extension FlexibleFrameElement {
    /// The child's: a frame keeps the spacing of what it frames.
    package func spacing(context: LayoutContext) -> Spacing { child.preferredSpacing(context) }
}

extension FixedSizeElement {
    /// The child's.
    package func spacing(context: LayoutContext) -> Spacing { child.preferredSpacing(context) }
}

extension AspectRatioElement {
    /// The child's.
    package func spacing(context: LayoutContext) -> Spacing { child.preferredSpacing(context) }
}

extension DecorationElement {
    /// The decorated content's: a background or overlay does not change it.
    package func spacing(context: LayoutContext) -> Spacing { content.preferredSpacing(context) }
}

extension ZStackElement {
    /// Every child's preferences on every edge.
    package func spacing(context: LayoutContext) -> Spacing {
        guard let first = children.first else { return .zero }
        var spacing = first.preferredSpacing(context)
        for child in children.dropFirst() { spacing.formUnion(child.preferredSpacing(context)) }
        return spacing
    }
}

extension SpacerElement {
    /// Outside a stack, nothing on any edge (in a stack, nothing along its axis).
    package func spacing(context: LayoutContext) -> Spacing { .zero }
}

extension StackElement {
    /// The children's preferences across the axis, the first child's before it and the last
    /// child's after it (Apple's example for `Layout.spacing(subviews:cache:)`).
    package func spacing(context: LayoutContext) -> Spacing {
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
    package func spacing(context: LayoutContext) -> Spacing {
        var spacing = Spacing.empty
        for row in rows { for cell in row.cells { spacing.formUnion(cell.preferredSpacing(context)) } }
        return spacing.entries.isEmpty ? .zero : spacing
    }
}

extension GridElement {
    /// Each single-column cell of `row` by the column it starts in (views outside a `GridRow`
    /// stand in every column).
    private func cellsByColumn(_ row: GridRowSpec) -> [Int: any LayoutElement] {
        var cells: [Int: any LayoutElement] = [:]
        if row.spansAllColumns {
            if let cell = row.cells.first { for column in 0..<max(columnCount, 1) { cells[column] = cell } }
            return cells
        }
        var column = 0
        for cell in row.cells {
            let span = cell.forwarded(as: GridCellElement.self)?.columns ?? 1
            if span == 1 { cells[column] = cell }
            column += span
        }
        return cells
    }

    /// The gaps between adjacent rows when the grid names no vertical spacing: the largest
    /// distance that the cells of one column in the two rows prefer (8 points if no column has
    /// a cell in both); empty when the grid names its spacing.
    func rowGaps(_ context: LayoutContext) -> [Double] {
        guard !namesVerticalSpacing, rows.count > 1 else { return [] }
        let byColumn = rows.map(cellsByColumn)
        return (1..<rows.count).map { index in
            var gap: Double?
            for (column, upper) in byColumn[index - 1] {
                guard let lower = byColumn[index][column] else { continue }
                let distance = upper.preferredSpacing(context).resolvedDistance(to: lower.preferredSpacing(context), along: .vertical)
                gap = max(gap ?? distance, distance)
            }
            return gap ?? Spacing.defaultDistance
        }
    }

    /// The gaps between adjacent columns when the grid names no horizontal spacing: the largest
    /// distance that neighbouring cells of one row prefer (8 points if none).
    func columnGaps(_ context: LayoutContext) -> [Double] {
        guard !namesHorizontalSpacing, columnCount > 1 else { return [] }
        var gaps = Array(repeating: -Double.infinity, count: columnCount - 1)
        for row in rows where !row.spansAllColumns {
            let cells = cellsByColumn(row)
            for column in 1..<columnCount {
                guard let left = cells[column - 1], let right = cells[column] else { continue }
                let distance = left.preferredSpacing(context).resolvedDistance(to: right.preferredSpacing(context), along: .horizontal)
                gaps[column - 1] = max(gaps[column - 1], distance)
            }
        }
        return gaps.map { $0 == -.infinity ? Spacing.defaultDistance : $0 }
    }
}
