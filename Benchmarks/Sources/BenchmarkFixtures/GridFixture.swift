public import SwiftUI
import WidgetRendering
public import DisplayList

/// A medium widget with a grid of 12 cells (4 flexible columns × 3 rows), each a symbol, a
/// value and a label on a rounded background: the layout benchmark for grids.
public struct GridTilesView: View {
    public init() {}

    private static let tiles: [(symbol: String, value: String, label: String)] = (0..<12).map { index in
        (["sun.max.fill", "cloud.fill", "drop.fill", "wind"][index % 4], "\(10 + index)°", "Tile \(index + 1)")
    }

    private let columns = Array(repeating: GridItem(.flexible(), spacing: 4), count: 4)

    public var body: some View {
        LazyVGrid(columns: columns, spacing: 4) {
            ForEach(Self.tiles.indices, id: \.self) { index in
                VStack(spacing: 1) {
                    Image(systemName: Self.tiles[index].symbol)
                    Text(Self.tiles[index].value).font(.caption).bold()
                    Text(Self.tiles[index].label).font(.caption2).foregroundStyle(.secondary)
                }
                .frame(maxWidth: .infinity)
                .padding(.vertical, 2)
                .background(.fill.tertiary, in: RoundedRectangle(cornerRadius: 8))
            }
        }
        .containerBackground(.background, for: .widget)
    }
}

extension Fixtures {
    /// The 12-cell grid widget's display list (medium).
    @MainActor
    public static func gridDisplayList() -> DisplayList {
        WidgetLayout.displayList(for: GridTilesView(), environment: medium)
    }
}
