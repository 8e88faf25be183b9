// Widget code written exactly as for iOS (only the imports differ: the test target sees our
// core modules, which `SwiftUI` and `WidgetKit` re-export).
import WidgetKitSupport
import Foundation
import Testing
import TimelineScheduling
import ViewCore
import WidgetCore
import TestSupport

// MARK: - As in an iOS widget extension

struct SimpleEntry: TimelineEntry {
    let date: Date
    let title: String
}

/// `Entry` inferred from `placeholder(in:)`; plain `@escaping (Entry) -> ()` completions.
struct Provider: TimelineProvider {
    func placeholder(in context: Context) -> SimpleEntry {
        SimpleEntry(date: Date(), title: "Placeholder")
    }

    func getSnapshot(in context: Context, completion: @escaping (SimpleEntry) -> ()) {
        let entry = SimpleEntry(date: Date(), title: "Snapshot")
        completion(entry)
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> ()) {
        var entries: [SimpleEntry] = []
        let currentDate = Date()
        for hourOffset in 0 ..< 5 {
            let entryDate = Calendar.current.date(byAdding: .hour, value: hourOffset, to: currentDate)!
            entries.append(SimpleEntry(date: entryDate, title: "Hour \(hourOffset)"))
        }
        let timeline = Timeline(entries: entries, policy: .atEnd)
        completion(timeline)
    }
}

/// With an explicit `typealias Entry` and `-> Void`.
struct VotesProvider: TimelineProvider {
    typealias Entry = SimpleEntry

    func placeholder(in context: Context) -> Entry {
        Entry(date: Date(), title: "Votes")
    }

    func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
        let expireDate = Calendar.current.date(byAdding: .minute, value: 15, to: Date()) ?? Date()
        completion(Timeline(entries: [placeholder(in: context)], policy: .after(expireDate)))
    }
}

struct EntryView: View {
    var entry: Provider.Entry
    @Environment(\.widgetFamily) var family

    var body: some View {
        switch family {
        case .systemSmall:
            Text(entry.title)
        case .systemMedium, .systemLarge:
            VStack(alignment: .leading) {
                Text(entry.title)
                Text(entry.date, style: .time)
            }
        default:
            Text("\(family.description)")
        }
    }
}

struct AWidget: Widget {
    let kind: String = "A"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: Provider()) { entry in
            EntryView(entry: entry)
        }
        .configurationDisplayName("Alpha")
        .description("The first widget.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

struct BWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "B", provider: VotesProvider()) { entry in
            Text(entry.title)
        }
        .configurationDisplayName(Text("Bravo"))
        .description(Text("The second widget."))
        .contentMarginsDisabled()
        .containerBackgroundRemovable(false)
    }
}

struct CWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "C", provider: Provider()) { entry in
            EntryView(entry: entry)
        }
        .supportedFamilies([.accessoryCircular, .accessoryRectangular, .accessoryInline])
    }
}

let showsC = true
let hidesC = false

struct MyWidgets: WidgetBundle {
    var body: some Widget {
        AWidget()
        BWidget()
        if showsC {
            CWidget()
        }
    }
}

struct FewerWidgets: WidgetBundle {
    @WidgetBundleBuilder
    var body: some Widget {
        if hidesC {
            CWidget()
        }
        BWidget()
    }
}

enum Edition { case lite, full }
let edition = Edition.lite

struct EditionWidgets: WidgetBundle {
    var body: some Widget {
        let extra = edition == .full
        switch edition {
        case .lite: AWidget()
        case .full: BWidget()
        }
        if #available(iOS 17.0, macOS 14.0, *) {
            CWidget()
        } else {
            AWidget()
        }
        if extra { BWidget() }
        MyWidgets().body
    }
}

struct EntryView_Previews: PreviewProvider {
    static var previews: some View {
        EntryView(entry: SimpleEntry(date: Date(), title: "Preview"))
            .previewContext(WidgetPreviewContext(family: .systemMedium))
            .previewDisplayName("Medium")
        EntryView(entry: SimpleEntry(date: Date(), title: "Preview"))
            .previewContext(WidgetPreviewContext(family: .systemSmall))
    }
}

// MARK: - Tests

@MainActor
@Suite("Widget source written for iOS")
struct IOSSourceCompatibilityTests {
    @Test("A bundle yields its widgets in order, honouring if, switch and if #available")
    func bundleDescriptors() {
        #expect(WidgetDescriptor.descriptors(in: MyWidgets.self).map(\.kind) == ["A", "B", "C"])
        #expect(WidgetDescriptor.descriptors(in: FewerWidgets.self).map(\.kind) == ["B"])
        #expect(WidgetDescriptor.descriptors(in: EditionWidgets.self).map(\.kind) == ["A", "C", "A", "B", "C"])
        #expect(WidgetRegistry(bundle: EditionWidgets.self).kinds == ["A", "C", "B"])
        #expect(WidgetDescriptor.descriptors(for: AWidget.self).map(\.kind) == ["A"])
    }

    @Test("Configuration modifiers reach the descriptor")
    func modifiers() throws {
        let registry = WidgetRegistry(bundle: MyWidgets.self)
        let a = try #require(registry["A"])
        #expect(a.displayName == "Alpha")
        #expect(a.description == "The first widget.")
        #expect(a.supportedFamilies == [.systemSmall, .systemMedium])
        #expect(!a.contentMarginsDisabled && a.containerBackgroundRemovable)
        #expect(a.configurationKind == .static)
        let b = try #require(registry["B"])
        #expect(b.displayName == "Bravo" && b.description == "The second widget.")
        #expect(b.supportedFamilies == WidgetDescriptor.defaultFamilies)
        #expect(b.contentMarginsDisabled && !b.containerBackgroundRemovable)
        #expect(registry["C"]?.supportedFamilies == [.accessoryCircular, .accessoryRectangular, .accessoryInline])
    }

    @Test("Providers written with plain completions run through the erased descriptor")
    func providersRun() async throws {
        let registry = WidgetRegistry(bundle: MyWidgets.self)
        let context = TimelineProviderContext(family: .systemSmall)
        let a = try #require(registry["A"])
        let timeline = try await a.timeline(in: context)
        #expect(timeline.entries.count == 5)
        #expect(timeline.policy == .atEnd)
        #expect(timeline.entries.last?.as(SimpleEntry.self)?.title == "Hour 4")
        #expect(try await a.snapshot(in: context).as(SimpleEntry.self)?.title == "Snapshot")
        #expect(a.placeholder(in: context).as(SimpleEntry.self)?.title == "Placeholder")
        let b = try #require(registry["B"])
        let votes = try await b.timeline(in: context)
        guard case .after(let date) = votes.policy.kind else {
            Issue.record("expected .after")
            return
        }
        #expect(date > Date())
    }

    @Test("The content view reads the widget family from the environment")
    func environmentFamily() throws {
        let seen = LockIsolated<[WidgetFamily]>([])
        let descriptor = WidgetDescriptor(
            kind: "probe",
            provider: AnyTimelineProvider(Provider()),
            content: WidgetContent { (_: SimpleEntry) in FamilyProbe(seen: seen) })
        let entry = AnyEntry(SimpleEntry(date: Date(), title: "x"))
        for family in [WidgetFamily.systemMedium, .accessoryInline] {
            var environment = EnvironmentValues()
            environment.widgetFamily = family
            _ = ResolveContext(environment: environment).resolve(descriptor.view(for: entry))
        }
        _ = ResolveContext(environment: EnvironmentValues()).resolve(descriptor.view(for: entry))
        #expect(seen.withLock { $0 } == [.systemMedium, .accessoryInline, .systemSmall])

        // The iOS view itself resolves in every family.
        let a = try #require(WidgetRegistry(bundle: MyWidgets.self)["A"])
        for family in WidgetFamily.allCases {
            var environment = EnvironmentValues()
            environment.widgetFamily = family
            #expect(!ResolveContext(environment: environment).resolve(a.view(for: entry)).isEmpty)
        }
    }

    @Test("An entry of the wrong type gives an empty view, not a crash")
    func wrongEntryType() throws {
        let a = try #require(WidgetRegistry(bundle: MyWidgets.self)["A"])
        let view = a.view(for: AnyEntry(TestEntry(date: Date(), id: 1)))
        #expect(ResolveContext(environment: EnvironmentValues()).resolve(view).isEmpty)
    }

    @Test("Previews record their family and name")
    func previews() {
        let preview = EntryView(entry: SimpleEntry(date: Date(), title: "P"))
            .previewContext(WidgetPreviewContext(family: .systemLarge))
            .previewDisplayName("Large")
        let annotated = preview as? any PreviewAnnotated
        #expect(annotated?.previewFamily == .systemLarge)
        #expect(annotated?.previewName == "Large")
        _ = EntryView_Previews.previews
    }

    @Test("The scheduler runs an iOS provider")
    func schedulerRunsIOSProvider() throws {
        let scheduler = TimelineScheduler(registry: WidgetRegistry(bundle: MyWidgets.self))
        try scheduler.addInstance("a", kind: "A", family: .systemMedium)
        let shown = try #require(scheduler.currentEntry(for: "a"))
        #expect(!shown.isPlaceholder)
        #expect(shown.entry.as(SimpleEntry.self)?.title == "Hour 0")
        #expect(scheduler.nextSwitchDate(for: "a") != nil)
    }
}

struct FamilyProbe: View {
    let seen: LockIsolated<[WidgetFamily]>
    @Environment(\.widgetFamily) var family

    var body: some View {
        seen.withLock { $0.append(family) }
        return EmptyView()
    }
}
