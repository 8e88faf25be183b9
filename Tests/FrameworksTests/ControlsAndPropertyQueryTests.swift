import AppIntents
import Foundation
import Synchronization
import SwiftUI
import Testing
import WidgetKit
@testable import WidgetCore

// iOS 17–18 extension code as real extensions write it: a property query with comparators and
// sorting, collection sizes by widget family, and iOS 18 controls inside a widget bundle.

struct BookEntity: AppEntity {
    let id: UUID
    @Property(title: "Title") var title: String
    @Property(title: "Published") var published: Date
    @Property(title: "Tags") var tags: [String]

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Book"
    static let defaultQuery = BookQuery()
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(title)") }

    init(title: String, published: Date, tags: [String]) {
        id = UUID()
        self.title = title
        self.published = published
        self.tags = tags
    }
}

/// What the comparators map a person's values into (a predicate the store understands).
enum BookPredicate: Equatable {
    case titleIs(String), titleContains(String), titlePrefix(String), before(Date), after(Date), tagged(String)
}

let shelf = [
    BookEntity(title: "Dune", published: Date(timeIntervalSince1970: -150_000_000), tags: ["sf"]),
    BookEntity(title: "Emma", published: Date(timeIntervalSince1970: -5_000_000_000), tags: ["classic"]),
    BookEntity(title: "Dracula", published: Date(timeIntervalSince1970: -2_300_000_000), tags: ["classic", "horror"]),
]

struct BookQuery: EntityQuery {
    func entities(for identifiers: [UUID]) async throws -> [BookEntity] {
        shelf.filter { identifiers.contains($0.id) }
    }
}

extension BookQuery: EntityPropertyQuery {
    static let properties = QueryProperties {
        Property(\BookEntity.$title) {
            EqualToComparator { BookPredicate.titleIs($0) }
            ContainsComparator { BookPredicate.titleContains($0) }
            HasPrefixComparator { BookPredicate.titlePrefix($0) }
        }
        Property(\BookEntity.$published) {
            LessThanComparator { BookPredicate.before($0) }
            GreaterThanComparator { BookPredicate.after($0) }
        }
        Property(\BookEntity.$tags) {
            ContainsComparator { (tag: String) in BookPredicate.tagged(tag) }
        }
    }

    static let sortingOptions = SortingOptions {
        SortableBy(\.$title)
        SortableBy(\.$published)
    }

    func entities(matching comparators: [BookPredicate], mode: ComparatorMode, sortedBy: [Sort<BookEntity>],
                  limit: Int?) async throws -> [BookEntity] {
        let tests: [(BookEntity) -> Bool] = comparators.map { predicate in
            switch predicate {
            case .titleIs(let title): return { $0.title == title }
            case .titleContains(let part): return { $0.title.contains(part) }
            case .titlePrefix(let prefix): return { $0.title.hasPrefix(prefix) }
            case .before(let date): return { $0.published < date }
            case .after(let date): return { $0.published > date }
            case .tagged(let tag): return { $0.tags.contains(tag) }
            }
        }
        var found = shelf.filter { book in
            mode == .and ? tests.allSatisfy { $0(book) } : tests.contains { $0(book) }
        }
        if let sort = sortedBy.first, sort.by == \BookEntity.$title {
            found.sort { sort.order == .ascending ? $0.title < $1.title : $0.title > $1.title }
        }
        return limit.map { Array(found.prefix($0)) } ?? found
    }
}

/// A query with `EntityQueryProperties<…>` spelled out and text mappings (Core Data apps map to
/// `NSPredicate(format:)`, which swift-corelibs-foundation does not have).
struct TagQuery: EntityPropertyQuery {
    static let properties = EntityQueryProperties<BookEntity, String> {
        Property(\.$title) {
            EqualToComparator { "title = \($0)" }
            NotEqualToComparator { "title != \($0)" }
        }
    }
    func entities(for identifiers: [UUID]) async throws -> [BookEntity] { [] }
    func entities(matching comparators: [String], mode: ComparatorMode, sortedBy: [Sort<BookEntity>],
                  limit: Int?) async throws -> [BookEntity] { [] }
}

struct ShelfIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Shelf"
    @Parameter(title: "Books", size: [.systemSmall: 1, .systemMedium: 2, .systemLarge: 4]) var books: [BookEntity]?
    @Parameter(title: "Tags", size: IntentCollectionSize(min: 1, max: 3)) var tags: [String]?
    @Parameter(title: "Authors", size: .init(exactly: 2)) var authors: [String]?
}

// MARK: Controls

struct ToggleTimerIntent: SetValueIntent {
    static let title: LocalizedStringResource = "Toggle Timer"
    @Parameter(title: "Running") var value: Bool
    func perform() async throws -> some IntentResult { .result() }
}

struct StartBrewIntent: AppIntent {
    static let title: LocalizedStringResource = "Start Brew"
    func perform() async throws -> some IntentResult { .result() }
}

struct TimerValueProvider: ControlValueProvider {
    var previewValue: Bool { true }
    func currentValue() async throws -> Bool { false }
}

struct TimerControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "com.example.timer", provider: TimerValueProvider()) { isRunning in
            ControlWidgetToggle("Timer", isOn: isRunning, action: ToggleTimerIntent()) { isOn in
                Label(isOn ? "Running" : "Stopped", systemImage: "timer")
                    .controlWidgetActionHint(isOn ? "Stop" : "Start")
            }
            .tint(.orange)
        }
        .displayName("Timer")
        .description("Starts and stops the timer.")
    }
}

struct BrewControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "com.example.brew") {
            ControlWidgetButton(action: StartBrewIntent()) {
                Label("Brew", systemImage: "cup.and.saucer")
            }
        }
    }
}

struct RoomIntent: ControlConfigurationIntent {
    static let title: LocalizedStringResource = "Room"
    @Parameter(title: "Room", default: "Kitchen") var room: String
}

struct LightProvider: AppIntentControlValueProvider {
    func previewValue(configuration: RoomIntent) -> Bool { configuration.room == "Kitchen" }
    func currentValue(configuration: RoomIntent) async throws -> Bool { false }
}

struct LightControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        AppIntentControlConfiguration(kind: "com.example.light", provider: LightProvider()) { isOn in
            ControlWidgetToggle(isOn: isOn, action: ToggleTimerIntent()) {
                Text("Light")
            } valueLabel: { on in
                Text(on ? "Lit" : "Dark")
            }
        }
        .promptsForUserConfiguration()
    }
}

struct ShelfEntry: TimelineEntry { let date: Date }

struct ShelfProvider: TimelineProvider {
    func placeholder(in context: Context) -> ShelfEntry { ShelfEntry(date: .now) }
    func getSnapshot(in context: Context, completion: @escaping (ShelfEntry) -> Void) { completion(ShelfEntry(date: .now)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<ShelfEntry>) -> Void) {
        completion(Timeline(entries: [ShelfEntry(date: .now)], policy: .never))
    }
}

struct ShelfWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Shelf", provider: ShelfProvider()) { _ in Text("Shelf") }
    }
}

struct ShelfBundle: WidgetBundle {
    var body: some Widget {
        ShelfWidget()
        TimerControl()
        if #available(iOS 18.0, *) {
            BrewControl()
        }
        LightControl()
    }
}

@Suite("App Intents and WidgetKit: property queries, collection sizes, iOS 18 controls")
struct ControlsAndPropertyQueryTests {
    @Test("A property query declares its properties, comparators and sorting options, and answers")
    func propertyQuery() async throws {
        let properties = BookQuery.properties.properties
        #expect(properties.count == 3)
        #expect(properties.map(\.comparatorCount) == [3, 2, 1])
        #expect(properties[0].keyPath == \BookEntity.$title)
        #expect(BookQuery.sortingOptions.count == 2)
        #expect(BookQuery.sortingOptions[1].keyPath == \BookEntity.$published)

        // A person's values go through the comparators' mappings into the query.
        let title = try #require(properties[0] as? BookQuery.Property<String>)
        let contains = try #require(title.comparators.first { $0.kind == "ContainsComparator" })
        let prefix = try #require(title.comparators.first { $0.kind == "HasPrefixComparator" })
        let mapped = [contains.mapping(for: "a"), prefix.mapping(for: "D")].compactMap { $0 }
        #expect(mapped == [.titleContains("a"), .titlePrefix("D")])
        #expect(contains.mapping(for: 42) == nil)
        let both = try await BookQuery().entities(matching: mapped, mode: .and,
                                                  sortedBy: [EntityQuerySort(by: \BookEntity.$title, order: .descending)], limit: nil)
        #expect(both.map(\.title) == ["Dracula"])
        let either = try await BookQuery().entities(matching: mapped, mode: .or,
                                                    sortedBy: [EntityQuerySort(by: \BookEntity.$title)], limit: 2)
        #expect(either.map(\.title) == ["Dracula", "Dune"])

        let tags = try #require(properties[2] as? BookQuery.Property<[String]>)
        #expect(tags.comparators.first?.mapping(for: "horror") == .tagged("horror"))
        #expect(TagQuery.properties.properties.first?.comparatorCount == 2)
        #expect(TagQuery.sortingOptions.count == 0)
    }

    @Test("Collection sizes: exactly, min…max, and per widget family (the form offers the largest)")
    func collectionSizes() {
        #expect(IntentCollectionSize(exactly: 2) == 2)
        #expect(IntentCollectionSize(min: 1, max: 3).minimum == 1)
        #expect(IntentCollectionSize(min: 1, max: 3).size == 3)
        let schema = ShelfIntent.configurationSchema()
        #expect(schema.parameters.map(\.maximumCount) == [4, 3, 2])
    }

    @Test("Controls in a widget bundle declare no widget; the registry records them with their templates")
    @MainActor func controlsInBundle() async throws {
        let descriptors = WidgetDescriptor.descriptors(in: ShelfBundle.self)
        #expect(descriptors.map(\.kind) == ["Shelf"])
        let registry = WidgetRegistry(bundle: ShelfBundle.self)
        #expect(registry.kinds == ["Shelf"])

        let timer = try #require(registry.control("com.example.timer"))
        #expect(timer.displayName == Text("Timer"))
        #expect(timer.description == Text("Starts and stops the timer."))
        let preview = try await timer.template(preview: true)
        #expect(preview.isToggle && preview.isOn, "the provider's previewValue")
        #expect(preview.tint == .orange)
        #expect(preview.action?.typeName == "ToggleTimerIntent")
        let current = try await timer.template()
        #expect(current.isToggle && !current.isOn, "the provider's currentValue()")

        let light = try #require(registry.control("com.example.light"))
        #expect(try await light.template(preview: true).isOn)

        let brew = try #require(registry.control("com.example.brew"))
        let button = try await brew.template()
        #expect(!button.isToggle && button.action?.typeName == "StartBrewIntent")
    }
}

// MARK: Intent results as interactive widgets' and shortcuts' intents return them

struct CountIntent: AppIntent {
    static let title: LocalizedStringResource = "Count"
    @Parameter(title: "Start", default: 3) var start: Int
    func perform() async throws -> some IntentResult & ReturnsValue<Int> { .result(value: start + 1) }
}

struct GreetIntent: AppIntent {
    static let title: LocalizedStringResource = "Greet"
    func perform() async throws -> some IntentResult & ReturnsValue<String> & ProvidesDialog {
        .result(value: "hello", dialog: "Said hello")
    }
}

struct AnnounceIntent: AppIntent {
    static let title: LocalizedStringResource = "Announce"
    func perform() async throws -> some IntentResult & ProvidesDialog & ShowsSnippetView {
        .result(dialog: "Done") { Text("Done") }
    }
}

struct OpenBookIntent: AppIntent {
    static let title: LocalizedStringResource = "Open"
    func perform() async throws -> some IntentResult & OpensIntent { .result(opensIntent: StartBrewIntent()) }
}

@Suite("App Intents: perform() results")
struct IntentResultTests {
    @Test("Results carry their value, dialog and opened intent")
    func results() async throws {
        let count = try await CountIntent().perform() as? IntentResultContainer<Int, Never, Never, Never>
        #expect(count?.value == 4)
        let greeting = try await GreetIntent().perform() as? IntentResultContainer<String, Never, Never, IntentDialog>
        #expect(greeting?.value == "hello")
        #expect(greeting?.dialog.map { String(localized: $0.full) } == "Said hello")
        let announcement = try await AnnounceIntent().perform() as? IntentResultContainer<Never, Never, Text, IntentDialog>
        #expect(announcement?.dialog != nil)
        let opening = try await OpenBookIntent().perform() as? IntentResultContainer<Never, StartBrewIntent, Never, Never>
        #expect(opening?.opensIntent != nil)
        #expect(try await ShelfIntent().perform().value == nil)
        #expect(try await RoomIntent().perform().dialog == nil)
    }
}

/// An intent configuring both a widget and a control (iOS 18 extensions share one).
struct SharedConfigurationIntent: WidgetConfigurationIntent, ControlConfigurationIntent {
    static let title: LocalizedStringResource = "Shared"
    @Parameter(title: "Room", default: "Hall") var room: String
}

// MARK: @Dependency

final class Counter: Sendable {
    let made: Int
    init(made: Int) { self.made = made }
}

struct CountingQuery: EntityQuery {
    @Dependency var counter: Counter
    @Dependency(key: "secondary") var secondary: Counter
    func entities(for identifiers: [UUID]) async throws -> [BookEntity] { [] }
}

@Suite("App Intents: @Dependency and AppDependencyManager")
struct AppDependencyTests {
    @Test("Dependencies resolve by type or key, are made once, and a standalone manager keeps its own")
    func resolve() {
        let made = Mutex(0)
        AppDependencyManager.shared.add(dependency: { () throws -> Counter in
            made.withLock { $0 += 1 }
            return Counter(made: 1)
        })
        AppDependencyManager.shared.add(key: "secondary", dependency: Counter(made: 2))
        let query = CountingQuery()
        #expect(query.counter.made == 1)
        #expect(query.counter === CountingQuery().counter)
        #expect(made.withLock { $0 } == 1)
        #expect(query.secondary.made == 2)

        let standalone = AppDependencyManager()
        standalone.add(dependency: Counter(made: 3))
        #expect(AppDependency<Counter>(manager: standalone).wrappedValue.made == 3)
    }
}

// MARK: Measurement parameters in the form

struct RunIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Run"
    @Parameter(title: "Goal", default: Measurement(value: 5, unit: UnitLength.kilometers)) var goal: Measurement<UnitLength>
    @Parameter(title: "Pace") var pace: Measurement<UnitDuration>?
    @Parameter(title: "Track") var track: IntentFile?
    @Parameter(title: "Buddies") var buddies: [IntentPerson]?
}

@Suite("App Intents: Measurement parameters")
struct MeasurementParameterTests {
    @Test("A measurement is a number field, stored in the base unit, and decoded back")
    func measurement() async throws {
        let schema = RunIntent.configurationSchema()
        // Files and people have no form field: they are not offered.
        #expect(schema.parameters.map(\.name) == ["goal", "pace"])
        #expect(schema.parameters.map(\.type) == [.decimal(minimum: nil, maximum: nil), .decimal(minimum: nil, maximum: nil)])
        #expect(schema.parameters.first?.defaultValue == .number(5000))
        let intent = try await RunIntent.make(from: ["goal": .number(1500), "pace": .number(300)])
        #expect(intent.goal.converted(to: .meters).value == 1500)
        #expect(intent.pace?.converted(to: .minutes).value == 5)
        #expect(intent.configuration["goal"] == .number(1500))
        let unset = try await RunIntent.make(from: ["pace": .string("fast")])
        #expect(unset.pace == nil)
    }
}
