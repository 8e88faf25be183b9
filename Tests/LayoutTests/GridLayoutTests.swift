import Foundation
import Testing
import DisplayList
import LayoutEngine
@testable import ViewCore

@MainActor
@Suite("Grid, LazyVGrid, LazyHGrid, lazy stacks and sections")
struct GridLayoutTests {
    // MARK: - LazyVGrid / LazyHGrid

    @Test("Three flexible columns share the width less two 8-point spacings")
    func flexibleColumns() throws {
        let columns = Array(repeating: GridItem(.flexible()), count: 3)
        let list = layout(LazyVGrid(columns: columns) {
            ForEach(0..<5) { _ in Color.red.frame(height: 40) }
        }, in: CGSize(width: 320, height: 200))
        // Each column: (320 − 2 × 8) / 3; two rows of 40 with 8 between: 88 high, centred (y 56).
        let width = (320 - 16) / 3.0
        let cells = frames(of: red, in: list)
        #expect(cells.count == 5)
        #expect(approximately(cells[0], CGRect(x: 0, y: 56, width: width, height: 40)))
        #expect(approximately(cells[2], CGRect(x: 2 * (width + 8), y: 56, width: width, height: 40)))
        #expect(approximately(cells[3], CGRect(x: 0, y: 104, width: width, height: 40)))
        #expect(approximately(cells[4], CGRect(x: width + 8, y: 104, width: width, height: 40)))
    }

    @Test("An adaptive column fits as many columns of at least its minimum as it can")
    func adaptiveColumns() throws {
        let list = layout(LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))], spacing: 4) {
            ForEach(0..<4) { _ in Color.red.frame(height: 20) }
        }, in: CGSize(width: 320, height: 100))
        // (320 + 8) / (80 + 8) = 3.7: three columns of (320 − 16) / 3; the fourth cell wraps.
        let width = (320 - 16) / 3.0
        let cells = frames(of: red, in: list)
        #expect(approximately(cells[1], CGRect(x: width + 8, y: 28, width: width, height: 20)))
        #expect(approximately(cells[3], CGRect(x: 0, y: 52, width: width, height: 20)))
    }

    @Test("Fixed columns are sized first; flexible ones share the rest within their limits")
    func fixedAndFlexible() throws {
        let columns = [GridItem(.fixed(100), spacing: 10), GridItem(.flexible(maximum: 120)), GridItem(.flexible())]
        let list = layout(LazyVGrid(columns: columns, alignment: .leading) {
            Color.red.frame(height: 10)
            Color.blue.frame(height: 10)
            Color.green.frame(height: 10)
        }, in: CGSize(width: 400, height: 10))
        // 400 − 100 − 10 − 8 = 282 left for two flexible columns: the first takes min(141, 120),
        // the second the remaining 162.
        #expect(approximately(try frame(of: red, in: list), CGRect(x: 0, y: 0, width: 100, height: 10)))
        #expect(approximately(try frame(of: blue, in: list), CGRect(x: 110, y: 0, width: 120, height: 10)))
        #expect(approximately(try frame(of: green, in: list), CGRect(x: 238, y: 0, width: 162, height: 10)))
    }

    @Test("GridItem alignment places a smaller cell in its column")
    func itemAlignment() throws {
        let list = layout(LazyVGrid(columns: [GridItem(.fixed(100), alignment: .trailing)]) {
            Color.red.frame(width: 30, height: 10)
        }, in: CGSize(width: 100, height: 10))
        #expect(approximately(try frame(of: red, in: list), CGRect(x: 70, y: 0, width: 30, height: 10)))
    }

    @Test("LazyHGrid fills rows column by column")
    func lazyHGrid() throws {
        let list = layout(LazyHGrid(rows: [GridItem(.fixed(30)), GridItem(.fixed(30))], spacing: 5) {
            ForEach(0..<3) { _ in Color.red.frame(width: 20) }
        }, in: CGSize(width: 100, height: 68))
        // Two rows of 30 with 8 between (68 high); columns 20 wide with 5 between: 45 wide, centred.
        let cells = frames(of: red, in: list)
        #expect(approximately(cells[0], CGRect(x: 27.5, y: 0, width: 20, height: 30)))
        #expect(approximately(cells[1], CGRect(x: 27.5, y: 38, width: 20, height: 30)))
        #expect(approximately(cells[2], CGRect(x: 52.5, y: 0, width: 20, height: 30)))
    }

    @Test("A section's header and footer fill a whole line of a lazy grid")
    func gridSection() throws {
        let list = layout(LazyVGrid(columns: [GridItem(), GridItem()], spacing: 0) {
            Section {
                ForEach(0..<3) { _ in Color.red.frame(height: 10) }
            } header: {
                Color.blue.frame(height: 6)
            } footer: {
                Color.green.frame(height: 4)
            }
        }, in: CGSize(width: 208, height: 40))
        // Header (6), two rows of cells (10 + 10), footer (4): 30 high, centred at y 5.
        #expect(approximately(try frame(of: blue, in: list), CGRect(x: 0, y: 5, width: 208, height: 6)))
        let cells = frames(of: red, in: list)
        #expect(approximately(cells[1], CGRect(x: 108, y: 11, width: 100, height: 10)))
        #expect(approximately(cells[2], CGRect(x: 0, y: 21, width: 100, height: 10)))
        #expect(approximately(try frame(of: green, in: list), CGRect(x: 0, y: 31, width: 208, height: 4)))
    }

    @Test("A grid with no columns logs and lays its views out in one column")
    func zeroColumns() throws {
        let list = layout(LazyVGrid(columns: []) {
            Color.red.frame(height: 10)
            Color.red.frame(height: 10)
        }, in: CGSize(width: 100, height: 28))
        let cells = frames(of: red, in: list)
        #expect(cells.count == 2)
        #expect(approximately(cells[1], CGRect(x: 0, y: 18, width: 100, height: 10)))
        #expect(LayoutWarnings.wasReported("grid-no-tracks"))
    }

    @Test("A 10,000-item ForEach in a grid logs and lays out what a widget can show")
    func tenThousandItems() throws {
        let list = layout(LazyVGrid(columns: [GridItem(.adaptive(minimum: 20))]) {
            ForEach(0..<10_000) { _ in Color.red.frame(height: 20) }
        }, in: CGSize(width: 338, height: 158))
        let cells = frames(of: red, in: list)
        #expect(cells.count == LazyGridElement.maximumCells)
        #expect(LayoutWarnings.wasReported("grid-too-many"))
    }

    // MARK: - Lazy stacks

    @Test("LazyVStack and LazyHStack lay out as VStack and HStack")
    func lazyStacks() throws {
        let size = CGSize(width: 200, height: 100)
        let lazy = layout(LazyVStack { Color.red.frame(width: 50, height: 20); Color.blue.frame(width: 30, height: 20) }, in: size)
        // 48 high (20 + 8 + 20), centred; children centred on the stack's 50-point width.
        #expect(approximately(try frame(of: red, in: lazy), CGRect(x: 75, y: 26, width: 50, height: 20)))
        #expect(approximately(try frame(of: blue, in: lazy), CGRect(x: 85, y: 54, width: 30, height: 20)))
        let lazyH = layout(LazyHStack(alignment: .top, spacing: 4) {
            Color.red.frame(width: 50, height: 20); Color.blue.frame(width: 30, height: 10)
        }, in: size)
        let eager = layout(HStack(alignment: .top, spacing: 4) {
            Color.red.frame(width: 50, height: 20); Color.blue.frame(width: 30, height: 10)
        }, in: size)
        #expect(try frame(of: blue, in: lazyH) == frame(of: blue, in: eager))
    }

    @Test("Sections in a LazyVStack stack header, content and footer")
    func stackSections() throws {
        let list = layout(LazyVStack(spacing: 0, pinnedViews: [.sectionHeaders]) {
            Section(header: Color.red.frame(width: 10, height: 10)) {
                Color.blue.frame(width: 10, height: 20)
            }
            Section {
                Color.green.frame(width: 10, height: 5)
            }
        }, in: CGSize(width: 100, height: 35))
        #expect(approximately(try frame(of: red, in: list).minY, 0))
        #expect(approximately(try frame(of: blue, in: list).minY, 10))
        #expect(approximately(try frame(of: green, in: list).minY, 30))
    }

    // MARK: - Grid

    @Test("Grid columns are as wide as their widest cell, rows as tall as their tallest")
    func gridSizing() throws {
        let list = layout(Grid(horizontalSpacing: 10, verticalSpacing: 5) {
            GridRow {
                Color.red.frame(width: 40, height: 10)
                Color.blue.frame(width: 20, height: 10)
            }
            GridRow {
                Color.green.frame(width: 60, height: 20)
            }
        }, in: CGSize(width: 200, height: 100))
        // Columns 60 and 20 (+10): 90 wide; rows 10 and 20 (+5): 35 high; centred at (55, 32.5).
        // Cells are centred in their slots (the grid's default alignment).
        #expect(approximately(try frame(of: red, in: list), CGRect(x: 65, y: 32.5, width: 40, height: 10)))
        #expect(approximately(try frame(of: blue, in: list), CGRect(x: 125, y: 32.5, width: 20, height: 10)))
        #expect(approximately(try frame(of: green, in: list), CGRect(x: 55, y: 47.5, width: 60, height: 20)))
    }

    @Test("Flexible cells share the grid's width and height like a stack's children")
    func flexibleGrid() throws {
        let list = layout(Grid {
            GridRow { Color.red; Color.blue }
            GridRow { Color.green; Color.green }
        }, in: CGSize(width: 208, height: 108))
        #expect(approximately(try frame(of: red, in: list), CGRect(x: 0, y: 0, width: 100, height: 50)))
        #expect(approximately(try frame(of: blue, in: list), CGRect(x: 108, y: 0, width: 100, height: 50)))
        #expect(approximately(frames(of: green, in: list)[1], CGRect(x: 108, y: 58, width: 100, height: 50)))
    }

    @Test("gridColumnAlignment, gridCellColumns, gridCellAnchor and views outside rows")
    func gridCellModifiers() throws {
        let list = layout(Grid(alignment: .topLeading, horizontalSpacing: 10, verticalSpacing: 0) {
            GridRow {
                Color.red.frame(width: 40, height: 10).gridColumnAlignment(.trailing)
                Color.blue.frame(width: 20, height: 30)
            }
            Color.green.frame(height: 2)  // outside a GridRow: spans every column
            GridRow {
                Color.blue.frame(width: 60, height: 10)
                Color.red.frame(width: 6, height: 6).gridCellAnchor(.bottomTrailing)
            }
            GridRow {
                Color.green.frame(width: 30, height: 10).gridCellColumns(2).opacity(0.9)  // found under the effect
            }
        }, in: CGSize(width: 90, height: 52))
        // Columns 60 and 20 (+10) = 90; rows 30, 2, 10, 10 = 52: the grid fills the canvas.
        let reds = frames(of: red, in: list)
        #expect(approximately(reds[0], CGRect(x: 20, y: 0, width: 40, height: 10)))  // trailing in its column
        #expect(approximately(reds[1], CGRect(x: 84, y: 36, width: 6, height: 6)))   // bottom-trailing of its slot
        let greens = frames(of: green, in: list)
        #expect(approximately(greens[0], CGRect(x: 0, y: 30, width: 90, height: 2)))
        // Spans both columns (90 wide); the grid's leading alignment puts it at x 0.
        #expect(approximately(greens[1], CGRect(x: 0, y: 42, width: 30, height: 10)))
    }

    @Test("gridCellUnsizedAxes keeps a flexible cell from widening its column")
    func unsizedAxes() throws {
        let list = layout(Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow { Color.red.frame(width: 50, height: 10) }
            GridRow { Color.blue.frame(height: 4).gridCellUnsizedAxes(.horizontal) }
        }, in: CGSize(width: 200, height: 14))
        #expect(approximately(try frame(of: blue, in: list), CGRect(x: 75, y: 10, width: 50, height: 4)))
    }

    @Test("A Grid with 10,000 rows from a ForEach logs and lays out what a widget can show")
    func tenThousandRows() throws {
        let list = layout(Grid(verticalSpacing: 0) {
            ForEach(0..<10_000) { _ in GridRow { Color.red.frame(width: 10, height: 1); Color.blue.frame(width: 10, height: 1) } }
        }, in: CGSize(width: 100, height: 100))
        #expect(frames(of: red, in: list).count == GridElement.maximumRows)
        #expect(LayoutWarnings.wasReported("grid-too-many-rows"))
    }

    @Test("GridRow alignment overrides the grid's vertical alignment")
    func rowAlignment() throws {
        let list = layout(Grid(alignment: .top) {
            GridRow(alignment: .bottom) {
                Color.red.frame(width: 10, height: 10)
                Color.blue.frame(width: 10, height: 40)
            }
        }, in: CGSize(width: 28, height: 40))
        #expect(approximately(try frame(of: red, in: list), CGRect(x: 0, y: 30, width: 10, height: 10)))
    }
}
