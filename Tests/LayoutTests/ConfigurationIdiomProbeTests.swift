// Configuration intents as widgets declare them (ranges, options providers, entity string
// queries, enums, dates, conditional summaries) and view idioms, compiled and exercised.
import WidgetKit
import SwiftUI
import AppIntents
import Foundation
import Testing
import DisplayList
import WidgetRendering

private enum ConfigColor: String, AppEnum {
    case red, blue
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Color"
    static let caseDisplayRepresentations: [ConfigColor: DisplayRepresentation] = [.red: "Red", .blue: "Blue"]
}

private struct SizeOptions: DynamicOptionsProvider {
    func results() async throws -> [String] { ["S", "M", "L"] }
    func defaultResult() async -> String? { "M" }
}

private struct ConfigEntity: AppEntity {
    let id: String
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Thing"
    static let defaultQuery = ConfigQuery()
    var displayRepresentation: DisplayRepresentation { "\(id)" }
}

private struct ConfigQuery: EntityStringQuery {
    func entities(for identifiers: [String]) async throws -> [ConfigEntity] { identifiers.map(ConfigEntity.init) }
    func entities(matching string: String) async throws -> [ConfigEntity] { [ConfigEntity(id: string)] }
    func suggestedEntities() async throws -> [ConfigEntity] { [] }
}

private struct ConfigConfig: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Config"
    @Parameter(title: "Count", default: 5, inclusiveRange: (1, 10)) var count: Int
    @Parameter(title: "Size", optionsProvider: SizeOptions()) var size: String?
    @Parameter(title: "Color", default: .red) var color: ConfigColor
    @Parameter(title: "Date") var date: Date?
    @Parameter(title: "Things") var things: [ConfigEntity]?
    @Parameter(title: "Shows date", default: false) var showsDate: Bool

    static var parameterSummary: some ParameterSummary {
        When(\.$showsDate, .equalTo, true) {
            Summary("Show \(\.$count) in \(\.$color)") { \.$date }
        } otherwise: {
            Summary("Show \(\.$count) in \(\.$color)")
        }
    }
}

private struct Config2View: View {
    let items = ["a", "b", "c", "d"]
    var body: some View {
        ZStack(alignment: .bottomLeading) {
            GeometryReader { proxy in
                VStack {
                    Text("**bold** and _italic_").bold().italic()
                    Text("x").font(.system(size: 12).monospacedDigit()).foregroundStyle(.tint)
                    Image(systemName: "cloud.sun.rain.fill").renderingMode(.original).resizable().scaledToFit()
                        .frame(width: proxy.size.width * 0.2)
                    Image(systemName: "photo").resizable().scaledToFill().frame(width: 20, height: 20).clipped()
                    LazyVGrid(columns: [GridItem(.adaptive(minimum: 40))]) {
                        ForEach(Array(zip(items.indices, items)), id: \.0) { index, item in Text("\(index)\(item)") }
                    }
                    ForEach(items.prefix(2), id: \.self) { Text($0) }
                    Text("o").overlay(RoundedRectangle(cornerRadius: 8).stroke(Color.gray, lineWidth: 1)).cornerRadius(8, antialiased: true)
                    Text("c").background(Color(.tertiarySystemFill)).brightness(-0.1).colorScheme(.dark)
                    Text("p").preferredColorScheme(.dark).previewDisplayName("x").redacted(reason: .privacy)
                    Text("s").environment(\.sizeCategory, .extraSmall).accessibilityElement(children: .ignore)
                        .accessibilityLabel(Text("label")).accessibilityHint("hint").accessibilityHidden(false)
                }
            }
            Text("\(Int(0.42 * 100))%").offset(y: -4).layoutPriority(1)
        }
        .background(Color(.systemGroupedBackground))
        .dynamicTypeSize(.xSmall ... .accessibility1)
    }
}

@MainActor private func configTimeline() -> Timeline<SimpleConfigEntry> {
    Timeline(entries: [SimpleConfigEntry(date: .now)], policy: .never)
}

private struct SimpleConfigEntry: TimelineEntry { let date: Date }

@MainActor
@Suite("Real-world probe: configuration intents and view idioms")
struct ConfigurationIdiomProbeTests {
    @Test("Parameters read their defaults; options and queries answer")
    func parameters() async throws {
        let intent = ConfigConfig()
        #expect(intent.count == 5 && intent.color == .red && !intent.showsDate && intent.size == nil)
        #expect(try await SizeOptions().results() == ["S", "M", "L"])
        #expect(try await ConfigQuery().entities(matching: "x").map(\.id) == ["x"])
        #expect(configTimeline().entries.count == 1)
    }

    @Test("The views render their texts")
    func views() {
        let list = WidgetLayout.displayList(for: Config2View(), environment: RenderEnvironment(family: .systemLarge))
        let texts = list.textItems.map(\.string)
        for expected in ["0a", "3d", "42%", "a", "b"] { #expect(texts.contains(expected), "\(expected): \(texts)") }
    }
}
