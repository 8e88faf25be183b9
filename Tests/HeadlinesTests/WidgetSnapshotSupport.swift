import Foundation
import HeadlinesWidgets
import SwiftUI
import WidgetKit
import WidgetSnapshotTesting

/// Lays out an entry with the registered `TopHeadlinesWidget` (as the home screen does) and
/// reads what was drawn.
struct RenderedHeadlines: Sendable {
    let snapshot: WidgetSnapshot

    /// Each text item's visible text, lines joined by spaces.
    var texts: [String] { snapshot.displayList.textItems.map { $0.string.replacingOccurrences(of: "\n", with: " ") } }
    /// The text items themselves.
    var textItems: [TextItem] { snapshot.displayList.textItems }
    /// The link targets, in order.
    var links: [String] { snapshot.displayList.links.map(\.url.absoluteString) }
    /// How many bitmaps were drawn (symbols are text, not bitmaps).
    var imageCount: Int { Self.images(in: snapshot.displayList.items).count }
    /// The widget's size in points.
    var size: CGSize { snapshot.displayList.size }

    static func images(in items: [DisplayItem]) -> [ImageItem] {
        items.flatMap { item -> [ImageItem] in
            switch item {
            case .image(let image): [image]
            case .group(let group): images(in: group.children)
            default: []
            }
        }
    }

    func data(_ format: RenderFormat) throws -> Data {
        try snapshot.data(as: format)
    }

    func markup(_ format: RenderFormat) throws -> String {
        String(decoding: try data(format), as: UTF8.self)
    }
}

enum WidgetSnapshotSupport {
    @MainActor
    static func snapshot(
        _ entry: HeadlinesEntry, family: WidgetFamily, colorScheme: ColorScheme = .light
    ) -> RenderedHeadlines {
        // The widget supports these families, and the entry is its entry type: this cannot fail.
        let snapshot = try! WidgetSnapshot(
            of: TopHeadlinesWidget.self, entry: entry, environment: .snapshot(family: family, colorScheme: colorScheme))
        return RenderedHeadlines(snapshot: snapshot)
    }

    /// The sample entry of `country` at the snapshot date, pictures included.
    static func sampleEntry(_ country: Country, family: WidgetFamily) async -> HeadlinesEntry {
        await HeadlinesProvider(client: HeadlinesClient(source: .samples))
            .entry(for: country, family: family, now: RenderEnvironment.snapshotDate)
    }
}
