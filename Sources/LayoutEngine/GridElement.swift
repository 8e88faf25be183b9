package import Foundation
import DisplayList

/// A grid cell's settings (`gridCellColumns`, `gridColumnAlignment`, `gridCellAnchor`,
/// `gridCellUnsizedAxes`); outside a grid it lays out as its child.
package final class GridCellElement: ForwardingElement {
    package let child: any LayoutElement
    package let columns: Int
    package let columnAlignment: AlignmentKey?
    /// A unit point (0…1 in each dimension) of the cell to align the view's same point with.
    package let anchor: CGPoint?
    package let unsizedHorizontally: Bool
    package let unsizedVertically: Bool

    package init(
        child: any LayoutElement, columns: Int = 1, columnAlignment: AlignmentKey? = nil, anchor: CGPoint? = nil,
        unsizedHorizontally: Bool = false, unsizedVertically: Bool = false
    ) {
        self.child = child
        if columns < 1 { LayoutWarnings.once("grid-columns", "gridCellColumns(\(columns)): a cell spans at least one column") }
        self.columns = max(1, min(columns, 1_000))
        self.columnAlignment = columnAlignment
        self.anchor = anchor
        self.unsizedHorizontally = unsizedHorizontally
        self.unsizedVertically = unsizedVertically
    }

    /// A wrapper of `element` with its settings (found through forwarding wrappers) changed.
    package static func updating(
        _ element: any LayoutElement,
        columns: Int? = nil, columnAlignment: AlignmentKey? = nil, anchor: CGPoint? = nil,
        unsizedHorizontally: Bool? = nil, unsizedVertically: Bool? = nil
    ) -> GridCellElement {
        let direct = element as? GridCellElement
        let old = element.forwarded(as: GridCellElement.self)
        return GridCellElement(
            child: direct?.child ?? element, columns: columns ?? old?.columns ?? 1,
            columnAlignment: columnAlignment ?? old?.columnAlignment, anchor: anchor ?? old?.anchor,
            unsizedHorizontally: unsizedHorizontally ?? old?.unsizedHorizontally ?? false,
            unsizedVertically: unsizedVertically ?? old?.unsizedVertically ?? false)
    }

    package func place(in frame: CGRect, context: LayoutContext, into output: inout DisplayListBuilder) {
        child.place(in: frame, context: context, into: &output)
    }
}

/// One row of a `Grid`: cells in a `GridRow`, or a single view outside any row that spans all
/// the columns.
package struct GridRowSpec: Sendable {
    package var cells: [any LayoutElement]
    package var alignment: AlignmentKey?
    package var spansAllColumns: Bool

    package init(cells: [any LayoutElement], alignment: AlignmentKey?, spansAllColumns: Bool) {
        self.cells = cells
        self.alignment = alignment
        self.spansAllColumns = spansAllColumns
    }
}

/// SwiftUI's `Grid`: columns as wide as their widest cell, rows as tall as their tallest, the
/// space offered shared out among columns (and rows) like a stack's children, least flexible
/// first. Cells spanning several columns, and views outside a `GridRow`, do not widen columns.
package final class GridElement: LayoutElement {
    package let rows: [GridRowSpec]
    package let alignment: Alignment2D
    package let horizontalSpacing: Double
    package let verticalSpacing: Double
    /// Whether the grid named its spacings; if not, neighbours are spaced as they prefer.
    let namesHorizontalSpacing: Bool
    let namesVerticalSpacing: Bool
    let columnCount: Int
    /// `gridColumnAlignment` of a cell applies to its whole column.
    let columnAlignments: [AlignmentKey?]
    /// Each cell's settings (found under forwarding wrappers) and the column it starts in, by
    /// row: elements are immutable, so this is worked out once rather than on every layout.
    private let cellSettings: [[GridCellElement?]]
    private let startColumns: [[Int]]
    /// The cells that size each column (`(row, cell)`): one column wide, in a `GridRow`, and
    /// not `gridCellUnsizedAxes(.horizontal)`.
    private let columnSizingCells: [[(row: Int, cell: Int)]]

    /// More rows than a widget could show are not laid out.
    package static let maximumRows = 1_000

    package init(rows: [GridRowSpec], alignment: Alignment2D, horizontalSpacing: Double?, verticalSpacing: Double?) {
        if rows.count > Self.maximumRows {
            LayoutWarnings.once("grid-too-many-rows", "A Grid has \(rows.count) rows: only the first \(Self.maximumRows) are laid out (a widget cannot show more)")
            self.rows = Array(rows.prefix(Self.maximumRows))
        } else {
            self.rows = rows
        }
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing.map { $0.isFinite && $0 >= 0 ? $0 : 0 } ?? 8
        self.verticalSpacing = verticalSpacing.map { $0.isFinite && $0 >= 0 ? $0 : 0 } ?? 8
        namesHorizontalSpacing = horizontalSpacing != nil
        namesVerticalSpacing = verticalSpacing != nil
        var count = 0
        var alignments: [AlignmentKey?] = []
        var settingsByRow: [[GridCellElement?]] = []
        var startsByRow: [[Int]] = []
        var sizing: [[(row: Int, cell: Int)]] = []
        for (rowIndex, row) in self.rows.enumerated() {
            let settings = row.cells.map { $0.forwarded(as: GridCellElement.self) }
            var starts: [Int] = []
            var column = 0
            for (cellIndex, cellSettings) in settings.enumerated() {
                starts.append(column)
                if !row.spansAllColumns {
                    if let guide = cellSettings?.columnAlignment {
                        while alignments.count <= column { alignments.append(nil) }
                        alignments[column] = guide
                    }
                    if (cellSettings?.columns ?? 1) == 1, cellSettings?.unsizedHorizontally != true {
                        while sizing.count <= column { sizing.append([]) }
                        sizing[column].append((rowIndex, cellIndex))
                    }
                }
                column += cellSettings?.columns ?? 1
            }
            if !row.spansAllColumns { count = max(count, column) }
            settingsByRow.append(settings)
            startsByRow.append(starts)
        }
        columnCount = count
        columnAlignments = alignments
        cellSettings = settingsByRow
        startColumns = startsByRow
        columnSizingCells = sizing
    }

    struct Result {
        var columns: [(offset: Double, length: Double)]
        var rows: [(offset: Double, length: Double)]
        var size: CGSize
    }

    /// Shares `proposed` among tracks sized by `size(track, length)`, least flexible first.
    private static func distribute(
        count: Int, proposed: Double?, spacing: Double, size: (Int, Double?) -> Double
    ) -> [Double] {
        guard count > 0 else { return [] }
        guard let proposed else { return (0..<count).map { size($0, nil) } }
        let flexibility = (0..<count).map { size($0, .infinity) - size($0, 0) }
        let order = (0..<count).sorted { (flexibility[$0], $0) < (flexibility[$1], $1) }
        var remaining = max(0, proposed - spacing * Double(count - 1))
        var lengths = Array(repeating: 0.0, count: count)
        for (step, track) in order.enumerated() {
            let share = remaining.isInfinite ? .infinity : remaining / Double(count - step)
            let length = size(track, share)
            lengths[track] = length.isNaN ? 0 : length
            if remaining.isFinite { remaining = max(0, remaining - lengths[track]) }
        }
        return lengths
    }

    func layout(_ proposal: ProposedSize, context: LayoutContext) -> Result {
        let columnGaps = columnGaps(context), rowGaps = rowGaps(context)
        let columnSpacing = columnGaps.isEmpty ? horizontalSpacing : columnGaps.reduce(0, +) / Double(columnGaps.count)
        let rowSpacing = rowGaps.isEmpty ? verticalSpacing : rowGaps.reduce(0, +) / Double(rowGaps.count)
        let widths = Self.distribute(count: columnCount, proposed: proposal.width, spacing: columnSpacing) { column, width in
            var widest = 0.0
            guard column < columnSizingCells.count else { return widest }
            for (rowIndex, cellIndex) in columnSizingCells[column] {
                let measured = Double(rows[rowIndex].cells[cellIndex].measure(ProposedSize(width: width, height: nil), context).width)
                if measured.isFinite || width == .infinity { widest = max(widest, measured) }
            }
            return widest
        }
        let (columns, columnsExtent) = Self.tracks(widths, gaps: columnGaps, spacing: horizontalSpacing)
        var gridWidth = columnsExtent
        if columns.isEmpty {
            // Only views outside rows: the grid is as wide as the widest.
            for row in rows { for cell in row.cells { gridWidth = max(gridWidth, Double(cell.measure(ProposedSize(width: proposal.width, height: nil), context).width)) } }
        }
        func spanWidth(_ start: Int, _ span: Int) -> Double {
            guard start < columns.count else { return 0 }
            let end = min(columns.count, start + span) - 1
            return columns[end].offset + columns[end].length - columns[start].offset
        }
        let heights = Self.distribute(count: rows.count, proposed: proposal.height, spacing: rowSpacing) { rowIndex, height in
            var tallest = 0.0
            let row = rows[rowIndex]
            let guide = rowGuide(rowIndex)
            let onLine = alignsOnLine(row, guide: guide, rowIndex: rowIndex)
            var above = 0.0, below = 0.0
            for (cellIndex, cell) in row.cells.enumerated() {
                let settings = cellSettings[rowIndex][cellIndex]
                if settings?.unsizedVertically == true { continue }
                let width = row.spansAllColumns ? gridWidth : spanWidth(startColumns[rowIndex][cellIndex], settings?.columns ?? 1)
                let size = cell.measure(ProposedSize(width: width, height: height), context)
                tallest = max(tallest, Double(size.height))
                if onLine {
                    // Cells lined up on a guide need the most above it plus the most below it.
                    let value = cell.alignmentValue(guide, size: size, context: context)
                    if value.isFinite {
                        above = max(above, value)
                        below = max(below, Double(size.height) - value)
                    }
                }
            }
            return onLine ? max(tallest, above + below) : tallest
        }
        let (rowFrames, gridHeight) = Self.tracks(heights, gaps: rowGaps, spacing: verticalSpacing)
        return Result(columns: columns, rows: rowFrames, size: CGSize(width: gridWidth, height: gridHeight))
    }

    /// Columns or rows of `lengths` laid end to end, `gaps[i]` after track `i` (`spacing` where
    /// there are no gaps), and their extent (0 if none).
    static func tracks(
        _ lengths: [Double], gaps: [Double], spacing: Double
    ) -> (tracks: [(offset: Double, length: Double)], extent: Double) {
        var tracks: [(offset: Double, length: Double)] = []
        var position = 0.0
        for (index, length) in lengths.enumerated() {
            if index > 0 { position += index - 1 < gaps.count ? gaps[index - 1] : spacing }
            tracks.append((position, length))
            position += length
        }
        return (tracks, position)
    }

    package func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> CGSize {
        layout(proposal, context: context).size
    }

    package func place(in frame: CGRect, context: LayoutContext, into output: inout DisplayListBuilder) {
        forEachCellFrame(size: frame.size, context: context) { cell, cellFrame in
            cell.place(in: cellFrame.offsetBy(dx: frame.minX, dy: frame.minY), context: context, into: &output)
            return true
        }
    }

    /// A grid's baselines are its first (or last) row's: that of the first cell in it that has one.
    package func explicitAlignment(_ guide: AlignmentKey, size: CGSize, context: LayoutContext) -> Double? {
        guard guide == .firstTextBaseline || guide == .lastTextBaseline else { return nil }
        var found: Double?
        forEachCellFrame(size: size, context: context) { cell, cellFrame in
            guard let value = cell.explicitAlignment(guide, size: cellFrame.size, context: context) else { return true }
            // Cells come row by row: the first baseline is the first found, the last the last.
            found = value + Double(cellFrame.minY)
            return guide == .lastTextBaseline
        }
        return found
    }

    /// Whether a row aligned on `guide` lines its cells up on one line across the row (text
    /// baselines, custom guides, a cell's own `alignmentGuide`), rather than aligning each in its slot.
    private func alignsOnLine(_ row: GridRowSpec, guide: AlignmentKey, rowIndex: Int) -> Bool {
        switch guide {
        case .firstTextBaseline, .lastTextBaseline, .custom: return !row.spansAllColumns
        default: return false
        }
    }

    /// The vertical guide each cell of row `rowIndex` is aligned on.
    private func rowGuide(_ rowIndex: Int) -> AlignmentKey {
        rows[rowIndex].alignment ?? alignment.vertical
    }

    /// The highest guide value and the deepest extent below it among `cells` of `sizes`: the
    /// line a row aligns its cells on and the height that needs.
    private static func line(
        of cells: [any LayoutElement], sizes: [CGSize], guide: AlignmentKey, context: LayoutContext
    ) -> (above: Double, below: Double) {
        var above = 0.0, below = 0.0
        for (cell, size) in zip(cells, sizes) {
            let value = cell.alignmentValue(guide, size: size, context: context)
            guard value.isFinite else { continue }
            above = max(above, value)
            below = max(below, Double(size.height) - value)
        }
        return (above, below)
    }

    /// Calls `body` with each cell and its frame in a grid of `size` (in the grid's space),
    /// row by row, until it returns false.
    private func forEachCellFrame(size: CGSize, context: LayoutContext, _ body: (any LayoutElement, CGRect) -> Bool) {
        let result = layout(ProposedSize(size), context: context)
        for (rowIndex, row) in rows.enumerated() {
            let rowFrame = result.rows[rowIndex]
            let guide = rowGuide(rowIndex)
            let onLine = alignsOnLine(row, guide: guide, rowIndex: rowIndex)
            var column = 0
            var slots: [(cell: Int, slot: CGRect, size: CGSize)] = []
            slots.reserveCapacity(row.cells.count)
            for (cellIndex, cell) in row.cells.enumerated() {
                let span = cellSettings[rowIndex][cellIndex]?.columns ?? 1
                let slot: CGRect
                if row.spansAllColumns {
                    slot = CGRect(x: 0, y: rowFrame.offset, width: result.size.width, height: rowFrame.length)
                } else if column < result.columns.count {
                    let end = min(result.columns.count, column + span) - 1
                    let minX = result.columns[column].offset
                    slot = CGRect(x: minX, y: rowFrame.offset,
                                  width: result.columns[end].offset + result.columns[end].length - minX, height: rowFrame.length)
                } else {
                    continue
                }
                column += span
                slots.append((cellIndex, slot, cell.measure(ProposedSize(slot.size), context)))
            }
            // Cells aligned on one line: the line sits as far down as the tallest part above it.
            var lineY: Double?
            if onLine {
                let line = Self.line(of: slots.map { row.cells[$0.cell] }, sizes: slots.map(\.size), guide: guide, context: context)
                lineY = rowFrame.offset + line.above
            }
            for (cellIndex, slot, size) in slots {
                let cell = row.cells[cellIndex]
                let settings = cellSettings[rowIndex][cellIndex]
                var origin: CGPoint
                if let anchor = settings?.anchor {
                    origin = CGPoint(x: slot.minX + (slot.width - size.width) * anchor.x,
                                     y: slot.minY + (slot.height - size.height) * anchor.y)
                } else {
                    // A column's alignment applies to the cells in that column alone.
                    let span = settings?.columns ?? 1
                    let first = startColumns[rowIndex][cellIndex]
                    let columnGuide = row.spansAllColumns ? nil
                        : settings?.columnAlignment ?? (span == 1 && first < columnAlignments.count ? columnAlignments[first] : nil)
                    let guides = Alignment2D(horizontal: columnGuide ?? alignment.horizontal,
                                             vertical: lineY == nil ? guide : .top)
                    origin = alignedOrigin(of: cell, size: size, in: slot, alignment: guides, context: context)
                    if let lineY {
                        let value = cell.alignmentValue(guide, size: size, context: context)
                        origin.y = CGFloat(lineY - (value.isFinite ? value : 0))
                    }
                }
                if !body(cell, CGRect(origin: origin, size: size)) { return }
            }
        }
    }
}
