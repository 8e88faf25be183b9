import Foundation
import Testing
import ViewCore
@testable import WidgetCore
import WidgetRendering

private struct NamesEntry: TimelineEntry { let date: Date }

private struct NamesProvider: TimelineProvider {
    func placeholder(in context: Context) -> NamesEntry { NamesEntry(date: Date()) }
    func getSnapshot(in context: Context, completion: @escaping (NamesEntry) -> ()) { completion(NamesEntry(date: Date())) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<NamesEntry>) -> ()) {
        completion(Timeline(entries: [NamesEntry(date: Date())], policy: .never))
    }
}

private struct LocalizedWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Vocabulary", provider: NamesProvider()) { _ in
            Text("Random translation")
        }
        .configurationDisplayName("Random translation")
        .description("A new word every few seconds.")
    }
}

@MainActor
@Suite("Localized widget names")
struct LocalizedNamesTests {
    @Test("Display names, descriptions and Text keys follow the locale")
    func names() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("names-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("es.lproj"), withIntermediateDirectories: true)
        try """
        "Random translation" = "Traducción aleatoria";
        "A new word every few seconds." = "Una palabra nueva cada pocos segundos.";
        """.write(to: root.appendingPathComponent("es.lproj/Localizable.strings"), atomically: true, encoding: .utf8)
        let bundle = try #require(Bundle(path: root.path))
        let descriptor = try #require(WidgetRegistry(widget: LocalizedWidget.self)["Vocabulary"])
        #expect(descriptor.displayName == "Random translation")
        #expect(descriptor.localizedDisplayName(in: Locale(identifier: "es_ES"), bundles: [bundle]) == "Traducción aleatoria")
        #expect(descriptor.localizedDescription(in: Locale(identifier: "es_ES"), bundles: [bundle]) == "Una palabra nueva cada pocos segundos.")
        #expect(descriptor.localizedDisplayName(in: Locale(identifier: "fr_FR"), bundles: [bundle]) == "Random translation")

        let list = WidgetLayout.displayList(
            for: descriptor, entry: descriptor.placeholder(in: TimelineProviderContext(family: .systemSmall)),
            environment: RenderEnvironment(family: .systemSmall, locale: Locale(identifier: "es_ES")), bundles: [bundle])
        #expect(list.textItems.first?.string.replacingOccurrences(of: "\n", with: " ") == "Traducción aleatoria")
    }
}
