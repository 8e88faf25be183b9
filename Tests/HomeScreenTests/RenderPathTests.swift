import Foundation
import HomeScreen
import HummingbirdTesting
import Testing
import TimelineScheduling
import ViewCore
import WidgetCore
import WidgetRendering
@testable import WidgetProgram
import TestSupport

/// The `render` command and the home screen build one `RenderRequest` and fulfil it through one
/// function: the same entry gives the same bytes through both.
@Suite("One render path", .serialized)
struct RenderPathTests {
    /// Always the same entry, so both paths show it.
    struct FixedProvider: TimelineProvider {
        func placeholder(in context: Context) -> CountEntry { CountEntry(date: .distantPast, count: -1) }
        func getSnapshot(in context: Context, completion: @escaping @Sendable (CountEntry) -> Void) {
            completion(CountEntry(date: .distantPast, count: 7))
        }
        func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<CountEntry>) -> Void) {
            completion(Timeline(entries: [CountEntry(date: .distantPast, count: 7)], policy: .never))
        }
    }

    /// Text, a shape and a divider: nothing that depends on the moment rendered.
    struct FixedView: View {
        let entry: CountEntry
        var body: some View {
            VStack(alignment: .leading) {
                Text("Entry \(entry.count)").font(.headline)
                Divider()
                Capsule().fill(.orange).frame(height: 12)
                Text("Fixed widget").foregroundStyle(.secondary)
            }
        }
    }

    static func registry() -> WidgetRegistry {
        var fixed = WidgetDescriptor(
            kind: "Fixed", displayName: "Fixed", description: "Always the same.",
            supportedFamilies: [.systemSmall, .systemMedium],
            provider: AnyTimelineProvider(FixedProvider()), content: WidgetContent { (entry: CountEntry) in FixedView(entry: entry) })
        fixed.displayNameText = Text("Fixed")
        return WidgetRegistry([fixed])
    }

    /// What `render` writes for `arguments` (after the kind).
    static func cli(_ arguments: [String]) async throws -> Data {
        ProgramState.registry.withLock { $0 = registry() }
        let command = try RenderCommand.parse(["Fixed"] + arguments)
        return try await command.renderedData()
    }

    @Test("PNG, SVG, HTML and the fragment: the CLI's bytes are the home screen's")
    func cliAndHomeScreenAgree() async throws {
        try await withHomeScreen(registry: Self.registry()) { runtime, client in
            let id = try await client.placedID("Fixed", "systemMedium")
            #expect(try await eventually { runtime.scheduler.currentEntry(for: WidgetInstanceID(id))?.isPlaceholder == false })
            let query = "appearance=dark&locale=es_ES&dynamicTypeSize=xLarge"
            let common = ["--family", "systemMedium", "--color-scheme", "dark", "--locale", "es_ES",
                          "--dynamic-type-size", "xLarge"]

            for (format, scale) in [("png", "3"), ("svg", "2"), ("html", "2")] {
                let served = try await client.execute(uri: "/widgets/\(id).\(format)?\(query)&scale=\(scale)", method: .get)
                #expect(served.status == .ok)
                let rendered = try await Self.cli(
                    common + ["--format", format, "--scale", scale, "--font-base-url", "/fonts"])
                #expect(Data(served.body.readableBytesView) == rendered, "\(format)")
            }

            let preferences = try DisplayPreferences(query: ["appearance": "dark", "locale": "es_ES",
                                                             "dynamicTypeSize": "xLarge"], cookies: [:])
            let fragment = try await runtime.render(
                instance: id, request: preferences.renderRequest(colorScheme: .dark, format: .fragment))
            let rendered = try await Self.cli(common + ["--format", "fragment", "--fragment-id", "widget-\(id)-dark"])
            #expect(fragment.text == String(decoding: rendered, as: UTF8.self))
            #expect(fragment.text.contains("aria-label=\"Fixed\""))
        }
    }

    @Test("The CLI's HTML document has the locale's lang and the widget's name as its title")
    func cliHTMLHasLanguageAndTitle() async throws {
        let html = String(decoding: try await Self.cli(["--format", "html", "--locale", "es_ES"]), as: UTF8.self)
        #expect(html.contains("<html lang=\"es-ES\">"))
        #expect(html.contains("<title>Fixed</title>"))
    }

    @Test("A display list render decodes to the list the other formats draw")
    func displayListRoundTrip() async throws {
        let json = try await Self.cli(["--format", "displayList", "--family", "systemSmall"])
        let list = try WidgetRenderer.decodeDisplayList(json)
        let png = try await Self.cli(["--format", "png", "--family", "systemSmall"])
        #expect(try WidgetRenderer.encode(list, for: RenderRequest(family: .systemSmall, format: .png)) == png)
    }
}
