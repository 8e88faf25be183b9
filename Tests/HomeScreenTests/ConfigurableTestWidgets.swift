import AppIntents
import Foundation
import Intents
import Synchronization
import ViewCore
import WidgetCore

// MARK: What the providers received

/// The configurations providers were called with, newest last, by widget kind.
enum ReceivedConfigurations {
    private static let log = Mutex<[String: [String]]>([:])

    static func record(_ kind: String, _ summary: String) {
        log.withLock { $0[kind, default: []].append(summary) }
    }

    /// Whether a provider of `kind` was called with exactly `summary` (tests run in parallel,
    /// so the newest call may be another test's).
    static func contains(_ kind: String, _ summary: String) -> Bool {
        log.withLock { $0[kind]?.contains(summary) ?? false }
    }
}

struct SummaryEntry: TimelineEntry {
    let date: Date
    let summary: String
}

struct SummaryView: View {
    let entry: SummaryEntry
    var body: some View {
        Text(entry.summary).font(.caption2)
    }
}

// MARK: App Intents: an enum, a Bool, a ranged Int, text, an entity and a list of entities

enum Planet: String, AppEnum {
    case mercury, venus, earth

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Planet"
    static let caseDisplayRepresentations: [Planet: DisplayRepresentation] = [
        .mercury: "Mercury", .venus: "Venus", .earth: DisplayRepresentation(title: "Earth", subtitle: "Home"),
    ]
}

struct CityEntity: AppEntity {
    let id: String
    let name: String

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "City"
    static let defaultQuery = CityQuery()
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }

    static let all = [("lisbon", "Lisbon"), ("oslo", "Oslo"), ("tokyo", "Tokyo"), ("lima", "Lima")]
        .map { CityEntity(id: $0.0, name: $0.1) }
}

struct CityQuery: EntityStringQuery {
    func entities(for identifiers: [String]) async throws -> [CityEntity] {
        CityEntity.all.filter { identifiers.contains($0.id) }
    }

    func suggestedEntities() async throws -> [CityEntity] { CityEntity.all }

    func entities(matching string: String) async throws -> [CityEntity] {
        CityEntity.all.filter { $0.name.lowercased().contains(string.lowercased()) }
    }

    func defaultResult() async -> CityEntity? { CityEntity.all[1] }
}

struct SkyIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource { "Sky" }

    @Parameter(title: "Planet", default: .earth) var planet: Planet
    @Parameter(title: "Show moons", default: true) var showsMoons: Bool
    @Parameter(title: "Count", default: 3, inclusiveRange: (1, 5)) var count: Int
    @Parameter(title: "Note") var note: String?
    @Parameter(title: "City") var city: CityEntity?
    @Parameter(title: "Favourites", size: 2) var favourites: [CityEntity]

    var summary: String {
        "planet=\(planet.rawValue) moons=\(showsMoons) count=\(count) note=\(note ?? "-") city=\(city?.name ?? "-") "
            + "favourites=\(favourites.map(\.name).joined(separator: ","))"
    }
}

struct SkyProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> SummaryEntry { SummaryEntry(date: Date(), summary: "placeholder") }

    func snapshot(for configuration: SkyIntent, in context: Context) async -> SummaryEntry {
        SummaryEntry(date: Date(), summary: configuration.summary)
    }

    func timeline(for configuration: SkyIntent, in context: Context) async -> Timeline<SummaryEntry> {
        ReceivedConfigurations.record("Sky", configuration.summary)
        return Timeline(entries: [SummaryEntry(date: Date(), summary: configuration.summary)], policy: .never)
    }
}

struct SkyWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "Sky", intent: SkyIntent.self, provider: SkyProvider()) { SummaryView(entry: $0) }
            .configurationDisplayName("Sky")
            .supportedFamilies([.systemSmall, .systemMedium, .systemLarge])
    }
}

// MARK: App Intents: options that depend on another parameter (`@IntentParameterDependency`)

struct AccountEntity: AppEntity {
    let id: String
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Account"
    static let defaultQuery = AccountQuery()
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id.capitalized)") }
}

struct AccountQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [AccountEntity] { identifiers.map(AccountEntity.init) }
    func suggestedEntities() async throws -> [AccountEntity] { [AccountEntity(id: "home"), AccountEntity(id: "work")] }
}

struct CalendarEntity: AppEntity {
    let id: String
    let account: String
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Calendar"
    static let defaultQuery = CalendarQuery()
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }

    static let all = [("Family", "home"), ("Garden", "home"), ("Meetings", "work"), ("Travel", "work")]
        .map { CalendarEntity(id: $0.0, account: $0.1) }
}

/// The calendars of the account the form shows (none before an account is chosen).
struct CalendarQuery: EntityQuery {
    @IntentParameterDependency<AgendaIntent>(\.$account) var agenda

    func entities(for identifiers: [String]) async throws -> [CalendarEntity] {
        CalendarEntity.all.filter { identifiers.contains($0.id) }
    }

    func suggestedEntities() async throws -> [CalendarEntity] {
        guard let agenda else { return [] }
        return CalendarEntity.all.filter { $0.account == agenda.account.id }
    }
}

/// Colours offered by account, with the dependency named through the provider's own alias.
struct AgendaColourOptions: DynamicOptionsProvider {
    @ParameterDependency<AgendaIntent>(\.$account, \.$days) var agenda

    func results() async throws -> [String] {
        guard let agenda else { return ["none"] }
        return agenda.account.id == "work" ? ["grey-\(agenda.days)"] : ["green-\(agenda.days)", "yellow-\(agenda.days)"]
    }
}

struct AgendaIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource { "Agenda" }

    @Parameter(title: "Account") var account: AccountEntity?
    @Parameter(title: "Days", default: 3) var days: Int
    @Parameter(title: "Calendar") var calendar: CalendarEntity?
    @Parameter(title: "Colour", optionsProvider: AgendaColourOptions()) var colour: String?

    var summary: String { "account=\(account?.id ?? "-") calendar=\(calendar?.id ?? "-") colour=\(colour ?? "-")" }
}

struct AgendaProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> SummaryEntry { SummaryEntry(date: Date(), summary: "placeholder") }

    func snapshot(for configuration: AgendaIntent, in context: Context) async -> SummaryEntry {
        SummaryEntry(date: Date(), summary: configuration.summary)
    }

    func timeline(for configuration: AgendaIntent, in context: Context) async -> Timeline<SummaryEntry> {
        ReceivedConfigurations.record("Agenda", configuration.summary)
        return Timeline(entries: [SummaryEntry(date: Date(), summary: configuration.summary)], policy: .never)
    }
}

struct AgendaWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "Agenda", intent: AgendaIntent.self, provider: AgendaProvider()) { SummaryView(entry: $0) }
            .configurationDisplayName("Agenda")
            .supportedFamilies([.systemSmall])
    }
}

// MARK: Intents: the shape the .intentdefinition plugin generates, written out

enum PizzaTopping: Int, CaseIterable, _INCodableEnum {
    case unknown = 0, cheese = 1, olives = 2

    static var _caseDefinitions: [_INEnumCaseDefinition] {
        [_INEnumCaseDefinition(rawValue: 1, name: "cheese", displayName: "Cheese"),
         _INEnumCaseDefinition(rawValue: 2, name: "olives", displayName: "Olives")]
    }
}

final class Team: INObject {
    var city: String? {
        get { _value(forProperty: "city") }
        set { _setValue(newValue, forProperty: "city") }
    }

    override class var _propertyDefinitions: [_INPropertyDefinition] {
        [_INPropertyDefinition(name: "city", type: .string)]
    }
}

final class PizzaIntent: INIntent {
    var topping: PizzaTopping {
        get { _value(forParameter: "topping") ?? .unknown }
        set { _setValue(newValue, forParameter: "topping") }
    }
    var extraCheese: NSNumber? {
        get { _value(forParameter: "extraCheese") }
        set { _setValue(newValue, forParameter: "extraCheese") }
    }
    var teams: [Team]? {
        get { _value(forParameter: "teams") }
        set { _setValue(newValue, forParameter: "teams") }
    }

    override class var _intentDefinition: _INIntentDefinition {
        _INIntentDefinition(title: "Pizza", parameters: [
            _INParameterDefinition(name: "topping", title: "Topping", type: .enumeration(PizzaTopping.self),
                                   defaultValue: PizzaTopping.cheese),
            _INParameterDefinition(name: "extraCheese", title: "Extra cheese", type: .boolean, defaultValue: NSNumber(value: false)),
            _INParameterDefinition(name: "teams", title: "Teams", type: .object(Team.self), supportsMultipleValues: true,
                                   fixedSize: 2, supportsDynamicOptions: true, supportsSearch: true),
        ])
    }

    override class func _provideOptions(
        forParameter name: String, of intent: INIntent, searchTerm: String?, handler: Any
    ) async throws -> (any _INErasedObjectCollection)? {
        guard let handler = handler as? any PizzaIntentHandling, let intent = intent as? PizzaIntent else { return nil }
        switch name {
        case "teams":
            // Each form in turn, as the generated dispatcher does; the first one implemented answers.
            do { return try await handler.provideTeamsOptionsCollection(for: intent, searchTerm: searchTerm) }
            catch is _INHandlerMethodNotImplemented {}
            do {
                return try await _withINCompletion { handler.provideTeamsOptionsCollection(for: intent, searchTerm: searchTerm, with: $0) }
                    ?? INObjectCollection<Team>(items: [])
            } catch is _INHandlerMethodNotImplemented {}
            do { return try await handler.provideTeamsOptionsCollection(for: intent) }
            catch is _INHandlerMethodNotImplemented {}
            return try await _withINCompletion { handler.provideTeamsOptionsCollection(for: intent, with: $0) }
                ?? INObjectCollection<Team>(items: [])
        default:
            return nil
        }
    }

    override class func _provideDefault(forParameter name: String, of intent: INIntent, handler: Any) -> Any? {
        guard let handler = handler as? any PizzaIntentHandling, let intent = intent as? PizzaIntent else { return nil }
        switch name {
        case "teams": return handler.defaultTeams(for: intent)
        default: return nil
        }
    }

    var summary: String {
        "topping=\(topping.rawValue) extraCheese=\(extraCheese?.boolValue ?? false) "
            + "teams=\((teams ?? []).map { "\($0.displayString)@\($0.city ?? "?")" }.joined(separator: ","))"
    }
}

protocol PizzaIntentHandling: NSObjectProtocol {
    func provideTeamsOptionsCollection(for intent: PizzaIntent, searchTerm: String?) async throws -> INObjectCollection<Team>
    func provideTeamsOptionsCollection(
        for intent: PizzaIntent, searchTerm: String?, with completion: @escaping (INObjectCollection<Team>?, (any Error)?) -> Void)
    func provideTeamsOptionsCollection(for intent: PizzaIntent) async throws -> INObjectCollection<Team>
    func provideTeamsOptionsCollection(
        for intent: PizzaIntent, with completion: @escaping (INObjectCollection<Team>?, (any Error)?) -> Void)
    func defaultTeams(for intent: PizzaIntent) -> [Team]?
}

extension PizzaIntentHandling {
    func provideTeamsOptionsCollection(for intent: PizzaIntent, searchTerm: String?) async throws -> INObjectCollection<Team> {
        throw _INHandlerMethodNotImplemented()
    }
    func provideTeamsOptionsCollection(
        for intent: PizzaIntent, searchTerm: String?, with completion: @escaping (INObjectCollection<Team>?, (any Error)?) -> Void
    ) {
        completion(nil, _INHandlerMethodNotImplemented())
    }
    func provideTeamsOptionsCollection(for intent: PizzaIntent) async throws -> INObjectCollection<Team> {
        throw _INHandlerMethodNotImplemented()
    }
    func provideTeamsOptionsCollection(
        for intent: PizzaIntent, with completion: @escaping (INObjectCollection<Team>?, (any Error)?) -> Void
    ) {
        completion(nil, _INHandlerMethodNotImplemented())
    }
    func defaultTeams(for intent: PizzaIntent) -> [Team]? { nil }
}

/// The bundle's Intents extension: answers with the older completion form, without a search term.
final class PizzaIntentHandler: INExtension, PizzaIntentHandling {
    override func handler(for intent: INIntent) -> Any? { self }

    static func team(_ id: String, _ name: String, _ city: String) -> Team {
        let team = Team(identifier: id, display: name)
        team.city = city
        return team
    }

    func provideTeamsOptionsCollection(
        for intent: PizzaIntent, with completion: @escaping (INObjectCollection<Team>?, (any Error)?) -> Void
    ) {
        completion(INObjectCollection(sections: [
            INObjectSection(title: "North", items: [Self.team("bears", "Bears", "Chicago"), Self.team("wolves", "Wolves", "Oslo")]),
            INObjectSection(title: "South", items: [Self.team("sharks", "Sharks", "Lima")]),
        ]), nil)
    }

    func defaultTeams(for intent: PizzaIntent) -> [Team]? { [Self.team("wolves", "Wolves", "Oslo")] }
}

struct PizzaProvider: IntentTimelineProvider {
    func placeholder(in context: Context) -> SummaryEntry { SummaryEntry(date: Date(), summary: "placeholder") }

    func getSnapshot(for configuration: PizzaIntent, in context: Context, completion: @escaping @Sendable (SummaryEntry) -> Void) {
        completion(SummaryEntry(date: Date(), summary: configuration.summary))
    }

    func getTimeline(
        for configuration: PizzaIntent, in context: Context, completion: @escaping @Sendable (Timeline<SummaryEntry>) -> Void
    ) {
        ReceivedConfigurations.record("Pizza", configuration.summary)
        completion(Timeline(entries: [SummaryEntry(date: Date(), summary: configuration.summary)], policy: .never))
    }
}

struct PizzaWidget: Widget {
    var body: some WidgetConfiguration {
        IntentConfiguration(kind: "Pizza", intent: PizzaIntent.self, provider: PizzaProvider()) { SummaryView(entry: $0) }
            .configurationDisplayName("Pizza")
            .supportedFamilies([.systemSmall, .systemLarge])
    }
}

struct ConfigurableBundle: WidgetBundle {
    static let intentsExtension: INExtension.Type? = PizzaIntentHandler.self

    var body: some Widget {
        SkyWidget()
        PizzaWidget()
        AgendaWidget()
    }
}
