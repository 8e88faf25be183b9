import AppIntents
import Foundation
import SwiftUI
import Testing
import WidgetKit

// App Intents code as iOS widget extensions write it.
enum Period: String, AppEnum {
    case daily, weekly, monthly
    static var typeDisplayRepresentation: TypeDisplayRepresentation { "Period" }
    static var caseDisplayRepresentations: [Period: DisplayRepresentation] {
        [.daily: "Daily", .weekly: "Weekly", .monthly: "Monthly"]
    }
}

struct CityEntity: AppEntity {
    let id: String
    @Property(title: "Population") var population: Int
    static var typeDisplayRepresentation: TypeDisplayRepresentation { "City" }
    static let defaultQuery = CityQuery()
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }

    init(id: String, population: Int) {
        self.id = id
        self.population = population
    }
}

struct CityQuery: EnumerableEntityQuery {
    func allEntities() async throws -> [CityEntity] {
        [CityEntity(id: "Lisbon", population: 545_000), CityEntity(id: "Porto", population: 232_000)]
    }
}

struct ForecastIntent: WidgetConfigurationIntent, CustomIntentMigratedAppIntent {
    static let title: LocalizedStringResource = "Forecast"
    static let intentClassName = "ForecastConfigurationIntent"

    @Parameter(title: "City", requestValueDialog: "Which city?") var city: CityEntity?
    @Parameter(title: "Period", default: .daily) var period: Period
    @Parameter(title: "Details", default: false, inputConnectionBehavior: .never) var showsDetails: Bool
    @Parameter(title: "Days", default: 3) var days: Int
    @Parameter(title: "Cities", size: 3) var favorites: [String]?

    static var parameterSummary: some ParameterSummary {
        When(\.$showsDetails, .equalTo, true) {
            Summary("Forecast for \(\.$city), \(\.$days) days, with details") {
                \.$period
                \.$favorites
            }
        } otherwise: {
            Summary("Forecast for \(\.$city)")
        }
    }
}

struct PeriodIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Period"
    @Parameter(title: "Period", default: .daily) var period: Period

    static var parameterSummary: some ParameterSummary {
        Switch(\.$period) {
            Case(.daily) { Summary("Every day") }
            Case([.weekly]) { Summary("Every week") }
            DefaultCase { Summary("Now and then: \(\.$period)") }
        }
    }
}

struct OpenCityIntent: OpenIntent {
    static let title: LocalizedStringResource = "Open City"
    @Parameter(title: "City") var target: CityEntity
    func perform() async throws -> some IntentResult { .result() }
}

struct PlayIntent: AudioPlaybackIntent, LiveActivityIntent, ForegroundContinuableIntent {
    static let title: LocalizedStringResource = "Play"
    @Parameter(title: "Attachment") var file: IntentFile?
    @Parameter(title: "Friend") var friend: IntentPerson?
    @Parameter(title: "Distance") var distance: Measurement<UnitLength>?
    func perform() async throws -> some IntentResult {
        try await requestToContinueInForeground("Open the app to play")
        return .result()
    }
}

struct AppSettings: UniqueAppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation { "Settings" }
    var displayRepresentation: DisplayRepresentation { "Settings" }
}

struct ForecastEntry: TimelineEntry {
    let date: Date
}

struct ForecastProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> ForecastEntry { ForecastEntry(date: .now) }
    func snapshot(for configuration: ForecastIntent, in context: Context) async -> ForecastEntry { ForecastEntry(date: .now) }
    func timeline(for configuration: ForecastIntent, in context: Context) async -> Timeline<ForecastEntry> {
        Timeline(entries: [ForecastEntry(date: .now)], policy: .never)
    }
    func recommendations() -> [AppIntentRecommendation<ForecastIntent>] {
        let intent = ForecastIntent()
        intent.days = 7
        return [AppIntentRecommendation(intent: intent, description: "A week"),
                AppIntentRecommendation(intent: ForecastIntent(), description: Text("Default"))]
    }
}

struct PlainProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> ForecastEntry { ForecastEntry(date: .now) }
    func snapshot(for configuration: PeriodIntent, in context: Context) async -> ForecastEntry { ForecastEntry(date: .now) }
    func timeline(for configuration: PeriodIntent, in context: Context) async -> Timeline<ForecastEntry> {
        Timeline(entries: [ForecastEntry(date: .now)], policy: .never)
    }
}

@Suite("App Intents: parameter summaries, recommendations and the other intent kinds")
struct AppIntentsTests {
    @Test("When chooses the summary by a parameter's value; placeholders show values or titles")
    func whenSummary() {
        let intent = ForecastIntent()
        #expect(ForecastIntent.parameterSummary._sentence(for: intent) == "Forecast for City")
        intent.city = CityEntity(id: "Lisbon", population: 1)
        intent.showsDetails = true
        #expect(ForecastIntent.parameterSummary._sentence(for: intent) == "Forecast for Lisbon, 3 days, with details")
        #expect(ForecastIntent.intentClassName == "ForecastConfigurationIntent")
    }

    @Test("Switch, Case and DefaultCase")
    func switchSummary() {
        let intent = PeriodIntent()
        #expect(PeriodIntent.parameterSummary._sentence(for: intent) == "Every day")
        intent.period = .weekly
        #expect(PeriodIntent.parameterSummary._sentence(for: intent) == "Every week")
        intent.period = .monthly
        #expect(PeriodIntent.parameterSummary._sentence(for: intent) == "Now and then: monthly")
    }

    @Test("Recommendations: the provider's, or none by default")
    func recommendations() {
        let offered = ForecastProvider().recommendations()
        #expect(offered.count == 2)
        #expect(offered[0].intent.days == 7)
        #expect(PlainProvider().recommendations().isEmpty)
    }

    @Test("Entity kinds: enumerable queries, unique entities, properties, files")
    func entities() async throws {
        let porto = try await CityQuery().entities(for: ["Porto"])
        #expect(porto.map(\.id) == ["Porto"])
        #expect(porto.first?.population == 232_000)
        let settings = try await AppSettings.defaultQuery.suggestedEntities()
        #expect(settings.count == 1)
        let file = IntentFile(data: Data("hi".utf8), filename: "note.txt")
        #expect(file.filename == "note.txt")
        #expect(IntentCollectionSize(3).size == 3)
    }
}

struct WeatherShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: OpenCityIntent(), phrases: ["Open \(\.$target) in \(.applicationName)", "Show a city in \(.applicationName)"],
                    shortTitle: "Open City", systemImageName: "building.2")
        AppShortcut(intent: PlayIntent(), phrases: ["Play \(.applicationName)"])
    }
    static let shortcutTileColor: ShortcutTileColor = .teal
}

@Suite("App Shortcuts compile and list their phrases")
struct AppShortcutsTests {
    @Test func shortcuts() {
        let shortcuts = WeatherShortcuts.appShortcuts
        #expect(shortcuts.count == 2)
        #expect(shortcuts[0].phrases == ["Open ${parameter} in ${applicationName}", "Show a city in ${applicationName}"])
        #expect(shortcuts[1].shortTitle == nil)
        #expect(WeatherShortcuts.shortcutTileColor == .teal)
    }
}

// MARK: Progress and string-described recommendations

/// An intent that reports its progress, as a sync button's intent writes it.
struct SyncIntent: ProgressReportingIntent {
    static var title: LocalizedStringResource { "Sync" }
    static let seen = SyncRecord()

    func perform() async throws -> some IntentResult {
        progress.totalUnitCount = 4
        for _ in 0..<4 { progress.completedUnitCount += 1 }
        Self.seen.record(progress.fractionCompleted)
        return .result()
    }
}

/// What the sync intent saw of its progress.
final class SyncRecord: @unchecked Sendable {
    private let lock = NSLock()
    private var fractions: [Double] = []
    func record(_ fraction: Double) { lock.lock(); fractions.append(fraction); lock.unlock() }
    var all: [Double] { lock.lock(); defer { lock.unlock() }; return fractions }
}

@Suite("App Intents: progress reporting and recommendations described by strings")
struct ProgressAndRecommendationTests {
    @Test("A ProgressReportingIntent has a progress of its own in perform()")
    func progress() async throws {
        _ = try await SyncIntent().performOpeningURL()
        _ = try await SyncIntent().performOpeningURL()
        #expect(SyncIntent.seen.all == [1.0, 1.0], "each run starts from a fresh progress: \(SyncIntent.seen.all)")
    }

    @Test("AppIntentRecommendation takes a String description as well as a literal and a Text")
    func stringDescription() {
        let city = String("Porto")
        let recommendation = AppIntentRecommendation(intent: ForecastIntent(), description: city)
        #expect(recommendation.description.plainString == "Porto")
        let substring = AppIntentRecommendation(intent: ForecastIntent(), description: city.prefix(3))
        #expect(substring.description.plainString == "Por")
    }
}
