import Foundation
import HeadlinesWidgets
import SwiftUI
import Testing
import WidgetKit
import WidgetSnapshotTesting

/// A headline with markup, quotes, ampersands, 5,000 characters and right-to-left text renders
/// escaped and inside the widget in PNG, SVG and HTML.
@MainActor
@Suite("A hostile headline")
struct HostileHeadlineTests {
    nonisolated static let families: [WidgetFamily] = [.systemSmall, .systemMedium, .systemLarge]

    static func entry() -> HeadlinesEntry {
        let ordinary = Article(source: .init(name: "Plain News"), title: "An ordinary third story",
                               url: "https://news.example/plain", publishedAt: Date(timeIntervalSince1970: 1_718_011_000))
        return HeadlinesEntry(
            date: RenderEnvironment.snapshotDate, country: .us,
            stories: [Story(article: HostileHeadline.article), Story(article: HostileHeadline.rightToLeft), Story(article: ordinary)],
            origin: .live)
    }

    /// The text item showing the (truncated) 5,000-character title.
    static func titleItem(in rendered: RenderedHeadlines) throws -> TextItem {
        try #require(rendered.textItems.first { $0.string.contains("alert(1)") && $0.string.contains("Quotes") })
    }

    @Test("PNG: renders at the family's size; the title is truncated and stays inside the widget", arguments: families)
    func png(family: WidgetFamily) throws {
        let rendered = WidgetSnapshotSupport.snapshot(Self.entry(), family: family)
        let png = try rendered.data(.png)
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }
        let height = png[20..<24].reduce(0) { $0 << 8 | Int($1) }
        #expect(width == Int((rendered.size.width * 2).rounded(.up)))
        #expect(height == Int((rendered.size.height * 2).rounded(.up)))

        let title = try Self.titleItem(in: rendered)
        #expect(title.lines.count <= (family == .systemSmall ? 4 : 2))
        #expect(title.string.count < 300, "truncated, not 5,000 characters")
        #expect(title.string.contains("…"))
        #expect(title.lines.first?.string.hasPrefix("<script>alert(1)") == true)
        for item in rendered.textItems {
            for line in item.lines {
                #expect(line.origin.x >= -0.5 && line.origin.x + line.width <= rendered.size.width + 0.5,
                        "\"\(line.string)\" runs outside the widget")
                #expect(line.origin.y - line.ascent >= -0.5 && line.origin.y + line.descent <= rendered.size.height + 0.5)
            }
        }
        // Every text item stays within the widget too.
        for item in rendered.textItems {
            #expect(item.frame.minX >= -0.5 && item.frame.maxX <= rendered.size.width + 0.5)
        }
        try assertWidgetSnapshot(rendered.snapshot, named: "hostile.\(family)")
    }

    @Test("SVG and HTML: no raw markup from the feed; text escaped; right-to-left text kept",
          arguments: families, [RenderFormat.svg, .html])
    func markup(family: WidgetFamily, format: RenderFormat) throws {
        let rendered = WidgetSnapshotSupport.snapshot(Self.entry(), family: family)
        let markup = try rendered.markup(format)
        let lowercased = markup.lowercased()
        #expect(!lowercased.contains("<script>alert"))
        #expect(!lowercased.contains("<b>"))
        #expect(!lowercased.contains("<img src=x"))
        #expect(!lowercased.contains("<iframe"))
        #expect(!lowercased.contains("<i>"))
        // In small the line breaks inside "</script>".
        #expect(lowercased.contains("&lt;script&gt;alert(1)&lt;/"))
        #expect(lowercased.contains("&lt;b&gt;evil &amp;"), "the publication's name, escaped")
        #expect(!markup.contains("\" & "), "a bare ampersand")
        #expect(unescaped(markup).contains("\"Quotes\" &"))
        #expect(markup.contains("عاجل"))
        if family != .systemSmall {
            // The right-to-left story: its headline and its publication's Hebrew name.
            #expect(markup.contains(HostileHeadline.arabic.prefix(4)))
            #expect(markup.contains(HostileHeadline.hebrew.prefix(4)))
        }
        // Every laid-out line is in the markup, as a reader sees it.
        for line in rendered.textItems.flatMap(\.lines) {
            for run in line.runs {
                #expect(unescaped(markup).contains(run.text))
            }
        }
    }

    @Test("The hostile article comes through the client and the provider unchanged")
    func throughTheService() async throws {
        try await withFixtureServer { server in
            let entry = await HeadlinesProvider(client: server.client("hostile")).entry(for: .us, family: .systemMedium, now: Date())
            let story = try #require(entry.stories.first)
            #expect(story.article.title == HostileHeadline.title)
            #expect(story.article.title.count == 5_000)
            #expect(story.article.sourceName == HostileHeadline.source)
            #expect(story.image == nil)
        }
    }

    /// The markup with character references replaced, to look for text as a reader sees it.
    func unescaped(_ markup: String) -> String {
        var text = markup
        for (entity, character) in [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#34;", "\""), ("&#39;", "'"),
                                    ("&apos;", "'"), ("&amp;", "&")] {
            text = text.replacingOccurrences(of: entity, with: character)
        }
        return text
    }
}
