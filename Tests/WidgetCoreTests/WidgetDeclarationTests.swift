import Foundation
import Testing
import ViewCore
import WidgetCore
import TestSupport

@Suite("Widget declarations")
struct WidgetDeclarationTests {
    @Test("WidgetFamily lists every family, describes and encodes itself by name")
    func families() throws {
        #expect(WidgetFamily.allCases.map(\.description) == [
            "systemSmall", "systemMedium", "systemLarge", "systemExtraLarge", "systemExtraLargePortrait",
            "accessoryCorner", "accessoryCircular", "accessoryRectangular", "accessoryInline",
        ])
        let encoded = try JSONEncoder().encode(WidgetFamily.allCases)
        #expect(String(decoding: encoded, as: UTF8.self).hasPrefix(#"["systemSmall","systemMedium""#))
        #expect(try JSONDecoder().decode([WidgetFamily].self, from: encoded) == WidgetFamily.allCases)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(WidgetFamily.self, from: Data(#""huge""#.utf8)) }
        #expect(WidgetFamily(name: "medium") == .systemMedium)
        #expect(WidgetFamily(name: "accessoryInline") == .accessoryInline)
        #expect(WidgetFamily(name: "huge") == nil)
        #expect(WidgetFamily(name: "systemExtraLargePortrait") == .systemExtraLargePortrait)
        #expect(WidgetFamily(name: "extra-large-portrait") == .systemExtraLargePortrait)
    }

    @Test("Reference sizes follow the Human Interface Guidelines")
    func sizes() {
        #expect(WidgetFamily.systemSmall.displaySize() == CGSize(width: 170, height: 170))
        #expect(WidgetFamily.systemMedium.displaySize() == CGSize(width: 364, height: 170))
        #expect(WidgetFamily.systemLarge.displaySize() == CGSize(width: 364, height: 382))
        #expect(WidgetFamily.systemExtraLarge.displaySize() == CGSize(width: 795, height: 378.5))
        // No HIG figure yet: systemExtraLarge turned upright.
        #expect(WidgetFamily.systemExtraLargePortrait.displaySize() == CGSize(width: 378.5, height: 795))
        #expect(WidgetFamily.systemExtraLargePortrait.displaySize(on: .phone) == CGSize(width: 378.5, height: 795))
        #expect(WidgetFamily.accessoryCircular.displaySize() == CGSize(width: 76, height: 76))
        #expect(WidgetFamily.accessoryRectangular.displaySize() == CGSize(width: 172, height: 76))
        #expect(WidgetFamily.accessoryInline.displaySize() == CGSize(width: 257, height: 26))
        #expect(WidgetFamily.systemMedium.displaySize(on: .phone) == CGSize(width: 338, height: 158))
        #expect(WidgetFamily.accessoryRectangular.displaySize(on: .phone) == CGSize(width: 160, height: 72))
        #expect(WidgetFamily.systemLarge.displaySize(on: .pad) == CGSize(width: 378.5, height: 378.5))
        #expect(TimelineProviderContext(family: .systemLarge).displaySize == CGSize(width: 364, height: 382))
    }

    @Test("Environment defaults: small, full color, background shown, 16-point margins")
    func environmentDefaults() {
        let environment = EnvironmentValues()
        #expect(environment.widgetFamily == .systemSmall)
        #expect(environment.widgetRenderingMode == .fullColor)
        #expect(environment.showsWidgetContainerBackground)
        #expect(environment.widgetContentMargins == EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16))
        var changed = environment
        changed.widgetRenderingMode = .vibrant
        #expect(changed.widgetRenderingMode.description == "vibrant")
    }

    @Test("Environment variants answer by key path")
    func environmentVariants() {
        let variants = TimelineProviderContext.EnvironmentVariants()
            .setting(\.widgetRenderingMode, to: [.fullColor, .accented])
        let context = TimelineProviderContext(family: .systemSmall, environmentVariants: variants)
        #expect(context.environmentVariants[\.widgetRenderingMode] == [.fullColor, .accented])
        #expect(!context.isPreview)
    }

    @Test("Timeline values")
    func timelineValues() throws {
        struct Ranked: TimelineEntry {
            let date: Date
            let relevance: TimelineEntryRelevance?
        }
        struct Plain: TimelineEntry { let date: Date }
        #expect(Plain(date: t0).relevance == nil)
        let ranked = AnyEntry(Ranked(date: t0, relevance: TimelineEntryRelevance(score: 2.5, duration: 60)))
        #expect(ranked.relevance == TimelineEntryRelevance(score: 2.5, duration: 60))
        #expect(TimelineEntryRelevance(score: 1).duration == 0)
        #expect(ranked.withDate(t0 + 10).date == t0 + 10)
        #expect(TimelineReloadPolicy.after(t0) == .after(t0))
        #expect(TimelineReloadPolicy.atEnd != .never)
        #expect(TimelineReloadPolicy.never.summary == "never")
        let timeline = Timeline(entries: [Plain(date: t0)], policy: .atEnd)
        #expect(timeline.entries.count == 1 && timeline.policy == .atEnd)
    }

    @Test("String, localized key and Text overloads of the name and description")
    @MainActor
    func nameOverloads() throws {
        let name = "Votes"
        let count = 3
        let configuration = StaticConfiguration(kind: "k", provider: VotesProvider()) { entry in Text(entry.title) }
        let byString = configuration.configurationDisplayName(name).description(name[...])
        let byLiteral = configuration.configurationDisplayName("Votes \(count)").description("Latest votes")
        let byText = configuration.configurationDisplayName(Text("Votes")).description(Text(verbatim: "All"))
        #expect(WidgetDescriptor.descriptors(of: byString).map(\.displayName) == ["Votes"])
        #expect(WidgetDescriptor.descriptors(of: byString).map(\.description) == ["Votes"])
        #expect(WidgetDescriptor.descriptors(of: byLiteral).map(\.displayName) == ["Votes 3"])
        #expect(WidgetDescriptor.descriptors(of: byLiteral).map(\.description) == ["Latest votes"])
        #expect(WidgetDescriptor.descriptors(of: byText).map(\.description) == ["All"])
        #expect(WidgetDescriptor.descriptors(of: EmptyWidgetConfiguration()).isEmpty)
        let families = configuration.supportedFamilies([.systemSmall, .systemSmall, .systemLarge])
        #expect(WidgetDescriptor.descriptors(of: families).first?.supportedFamilies == [.systemSmall, .systemLarge])
    }

    @Test("Duplicate kinds: the first declaration wins")
    @MainActor
    func duplicateKinds() {
        let first = WidgetDescriptor.descriptors(of: StaticConfiguration(kind: "k", provider: VotesProvider()) { _ in EmptyView() }
            .configurationDisplayName("first"))
        let second = WidgetDescriptor.descriptors(of: StaticConfiguration(kind: "k", provider: VotesProvider()) { _ in EmptyView() }
            .configurationDisplayName("second"))
        let registry = WidgetRegistry(first + second)
        #expect(registry.descriptors.count == 1)
        #expect(registry["k"]?.displayName == "first")
        #expect(registry["missing"] == nil)
    }

    @Test("WidgetInfo identity")
    func widgetInfo() {
        let a = WidgetInfo(kind: "k", family: .systemSmall, instanceID: "1")
        let b = WidgetInfo(kind: "k", family: .systemSmall, instanceID: "2")
        #expect(a != b)
        #expect(a.id == a)
        #expect(Set([a, b, a]).count == 2)
        #expect(a.configuration == nil)
    }
}
