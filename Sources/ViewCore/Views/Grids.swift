public import Foundation
package import LayoutEngine

/// A column of a `LazyVGrid` or a row of a `LazyHGrid`.
///
/// ```swift
/// LazyVGrid(columns: [GridItem(.adaptive(minimum: 60))]) { … }
/// LazyVGrid(columns: Array(repeating: GridItem(.flexible(), spacing: 4), count: 3)) { … }
/// ```
public struct GridItem: Sendable {
    /// How a grid item is sized.
    public enum Size: Sendable {
        /// Exactly this length.
        case fixed(CGFloat)
        /// An equal share of the space fixed items leave, within these limits.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many items of at least `minimum` as fit in its share.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    /// The size of the item.
    public var size: GridItem.Size
    /// The space to the next item; nil uses the default of 8 points.
    public var spacing: CGFloat?
    /// How views are aligned in the item; nil uses the grid's alignment.
    public var alignment: Alignment?

    public init(_ size: GridItem.Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }

    package var track: GridTrack {
        func clean(_ value: CGFloat) -> Double { value.isNaN || value < 0 ? 0 : Double(value) }
        let size: GridTrack.Size
        switch self.size {
        case .fixed(let length): size = .fixed(clean(length))
        case .flexible(let minimum, let maximum): size = .flexible(minimum: clean(minimum), maximum: Swift.max(clean(minimum), clean(maximum)))
        case .adaptive(let minimum, let maximum): size = .adaptive(minimum: clean(minimum), maximum: Swift.max(clean(minimum), clean(maximum)))
        }
        return GridTrack(size: size, spacing: spacing.map(Double.init), alignment: alignment?.key)
    }
}

/// A grid that fills its columns row by row (laid out eagerly in a widget).
public struct LazyVGrid<Content: View>: View {
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public typealias Body = Never
}

/// A grid that fills its rows column by column (laid out eagerly in a widget).
public struct LazyHGrid<Content: View>: View {
    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public typealias Body = Never
}

extension LazyVGrid: PrimitiveView {
    package func resolve(into outputs: inout _ViewOutputs) {
        outputs.elements.append(LazyGridElement(
            axis: .horizontal, tracks: columns.map(\.track),
            alignment: Alignment2D(horizontal: alignment.key, vertical: .verticalCenter),
            lineSpacing: spacing.map(Double.init), children: outputs.context.resolveChildren(content, axis: nil)))
    }
}

extension LazyHGrid: PrimitiveView {
    package func resolve(into outputs: inout _ViewOutputs) {
        outputs.elements.append(LazyGridElement(
            axis: .vertical, tracks: rows.map(\.track),
            alignment: Alignment2D(horizontal: .horizontalCenter, vertical: alignment.key),
            lineSpacing: spacing.map(Double.init), children: outputs.context.resolveChildren(content, axis: nil)))
    }
}

/// A grid whose columns are as wide as their widest cell (iOS 16):
///
/// ```swift
/// Grid(alignment: .leading, horizontalSpacing: 12) {
///     GridRow { Text("High"); Text("21°") }
///     Divider()
///     GridRow { Text("Low"); Text("12°") }
/// }
/// ```
///
/// A view outside a `GridRow` is a row of its own spanning every column.
public struct Grid<Content: View>: View {
    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?
    let content: Content

    public init(
        alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }

    public typealias Body = Never
}

/// A row of a `Grid`; its views fill the columns in order.
public struct GridRow<Content: View>: View {
    let alignment: VerticalAlignment?
    let content: Content

    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public typealias Body = Never
}

/// The cells of one `GridRow`, as an element the enclosing grid takes apart.
final class GridRowElement: LayoutElement {
    let cells: [any LayoutElement]
    let alignment: AlignmentKey?
    private let stack: StackElement

    init(cells: [any LayoutElement], alignment: AlignmentKey?) {
        self.cells = cells
        self.alignment = alignment
        // Outside a grid a row lays out as an HStack.
        stack = StackElement(axis: .horizontal, alignment: alignment ?? .verticalCenter, spacing: nil, children: cells)
    }

    func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> CGSize { stack.measure(proposal, context) }

    func place(in frame: CGRect, context: LayoutContext, into output: inout DisplayListBuilder) {
        stack.place(in: frame, context: context, into: &output)
    }
}

extension GridRow: PrimitiveView {
    package func resolve(into outputs: inout _ViewOutputs) {
        outputs.elements.append(GridRowElement(
            cells: outputs.context.resolveChildren(content, axis: .horizontal), alignment: alignment?.key))
    }
}

extension Grid: PrimitiveView {
    package func resolve(into outputs: inout _ViewOutputs) {
        let children = outputs.context.resolveChildren(content, axis: nil)
        outputs.elements.append(gridElement(
            children: children, alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing))
    }
}

/// A grid of `children`: `GridRow`s are rows, other views rows spanning every column.
func gridElement(
    children: [any LayoutElement], alignment: Alignment, horizontalSpacing: CGFloat?, verticalSpacing: CGFloat?
) -> GridElement {
    let rows = children.map { child in
        if let row = child as? GridRowElement {
            return GridRowSpec(cells: row.cells, alignment: row.alignment, spansAllColumns: false)
        }
        return GridRowSpec(cells: [child], alignment: nil, spansAllColumns: true)
    }
    return GridElement(
        rows: rows, alignment: alignment.key,
        horizontalSpacing: horizontalSpacing.map(Double.init), verticalSpacing: verticalSpacing.map(Double.init))
}

extension View {
    /// Makes this cell of a `GridRow` span `count` columns.
    public func gridCellColumns(_ count: Int) -> some View {
        ModifiedView(self) { element, _ in GridCellElement.updating(element, columns: count) }
    }

    /// Aligns every cell of this cell's column horizontally with `guide`.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        ModifiedView(self) { element, _ in GridCellElement.updating(element, columnAlignment: guide.key) }
    }

    /// Aligns this cell's `anchor` with the same point of the space the grid gives it.
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        ModifiedView(self) { element, _ in
            GridCellElement.updating(element, anchor: CGPoint(x: Double(anchor.x), y: Double(anchor.y)))
        }
    }

    /// Keeps this cell from sizing its column (`.horizontal`) or row (`.vertical`): it takes
    /// the size the other cells give them.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        ModifiedView(self) { element, _ in
            GridCellElement.updating(element, unsizedHorizontally: axes.contains(.horizontal),
                                     unsizedVertically: axes.contains(.vertical))
        }
    }
}
