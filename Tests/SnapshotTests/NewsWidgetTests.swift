import Foundation
import SwiftUI
import Testing
import WidgetKit
import WidgetSnapshotTesting

// MARK: - A "Top Stories" news widget with a gradient "photo" and a Link per story

struct NewsStory: Identifiable {
    let id: String
    let source: String
    let section: String
    let title: String
    let minutesAgo: Int

    var url: URL { URL(string: "news://story/\(id)")! }
}

struct NewsEntry: TimelineEntry {
    let date: Date
    let stories: [NewsStory]

    static let sample = NewsEntry(
        date: RenderEnvironment.snapshotDate,
        stories: [
            NewsStory(id: "wwdc", source: "The Daily Swift", section: "Technology",
                      title: "Developers get a first look at what's next for widgets on every platform",
                      minutesAgo: 12),
            NewsStory(id: "rail", source: "Metro Journal", section: "Local",
                      title: "Night trains return to the coast line this summer", minutesAgo: 47),
        ])
}

struct NewsWidgetView: View {
    let entry: NewsEntry

    var body: some View {
        HStack(spacing: 12) {
            VStack(alignment: .leading, spacing: 6) {
                Label("Top Stories", systemImage: "newspaper.fill")
                    .font(.caption)
                    .fontWeight(.bold)
                    .foregroundStyle(.red)
                ForEach(entry.stories) { story in
                    Link(destination: story.url) {
                        VStack(alignment: .leading, spacing: 1) {
                            Text(story.source.uppercased())
                                .font(.caption2)
                                .fontWeight(.semibold)
                                .foregroundStyle(.secondary)
                            Text(story.title)
                                .font(.footnote)
                                .fontWeight(.semibold)
                                .lineLimit(2)
                                .fixedSize(horizontal: false, vertical: true)
                        }
                    }
                }
                Spacer(minLength: 0)
            }
            .frame(maxWidth: .infinity, alignment: .leading)

            ZStack(alignment: .bottomLeading) {
                LinearGradient(colors: [.orange, .pink, .purple], startPoint: .topLeading, endPoint: .bottomTrailing)
                LinearGradient(colors: [.clear, .black.opacity(0.55)], startPoint: .center, endPoint: .bottom)
                VStack(alignment: .leading, spacing: 0) {
                    Text(entry.stories[0].section)
                        .font(.caption2)
                        .fontWeight(.bold)
                    Text("\(entry.stories[0].minutesAgo) min ago")
                        .font(.caption2)
                        .opacity(0.8)
                }
                .foregroundStyle(.white)
                .padding(8)
            }
            .frame(width: 112)
            .clipShape(RoundedRectangle(cornerRadius: 12))
        }
        .widgetURL(URL(string: "news://top"))
        .containerBackground(.background, for: .widget)
    }
}

// MARK: - Snapshots

@MainActor
@Suite("News widget snapshots")
struct NewsWidgetTests {
    @Test("Medium, light and dark", arguments: [ColorScheme.light, .dark])
    func medium(colorScheme: ColorScheme) throws {
        try assertWidgetSnapshot(of: NewsWidgetView(entry: .sample), family: .systemMedium, colorScheme: colorScheme)
    }

    @Test("Each story is a link; the rest of the widget opens the top stories")
    func links() {
        let snapshot = WidgetSnapshot(of: NewsWidgetView(entry: .sample), environment: .snapshot(family: .systemMedium))
        #expect(snapshot.displayList.links.map(\.url.absoluteString) == ["news://story/wwdc", "news://story/rail"])
        #expect(snapshot.displayList.widgetURL?.absoluteString == "news://top")
    }
}
