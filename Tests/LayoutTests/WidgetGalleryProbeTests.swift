// More widget extensions in the shapes open-source apps write them: a habit tracker with
// interactive buttons, a countdown, a Pomodoro timer, a now-playing widget, a transit board,
// a battery widget, a calendar day, a notes widget with an entity query. Compiled unchanged
// with the imports iOS extensions use, laid out and checked.
import WidgetKit
import SwiftUI
import AppIntents
import UIKit
import OSLog
import Foundation
import Testing
import DisplayList
import WidgetRendering

private let galleryLog = Logger(subsystem: Bundle.main.bundleIdentifier ?? "com.example.gallery", category: "widgets")

// MARK: - Shared helpers

extension Color {
    /// The other common `Color(hex:)` shape: an integer literal.
    fileprivate init(galleryHex hex: UInt, alpha: Double = 1) {
        self.init(.sRGB, red: Double((hex >> 16) & 0xff) / 255, green: Double((hex >> 8) & 0xff) / 255,
                  blue: Double(hex & 0xff) / 255, opacity: alpha)
    }
}

extension UIColor {
    fileprivate convenience init?(galleryHex: String) {
        var value: UInt64 = 0
        guard Scanner(string: galleryHex.replacingOccurrences(of: "#", with: "")).scanHexInt64(&value) else { return nil }
        self.init(red: CGFloat((value >> 16) & 0xff) / 255, green: CGFloat((value >> 8) & 0xff) / 255,
                  blue: CGFloat(value & 0xff) / 255, alpha: 1)
    }
}

private enum SharedStore {
    // Swift 6 mode: swift-corelibs-foundation declares UserDefaults non-Sendable (PORTING.md).
    nonisolated(unsafe) static let suite = UserDefaults(suiteName: "group.com.example.gallery")!

    static var completed: Set<String> {
        get { Set(suite.stringArray(forKey: "completed") ?? []) }
        set { suite.set(Array(newValue).sorted(), forKey: "completed") }
    }
}

// MARK: - A habit tracker: interactive buttons and a toggle

private struct Habit: Identifiable, Codable, Hashable {
    let id: String
    let name: String
    let symbol: String
    let color: String
}

private struct ToggleHabitIntent: AppIntent {
    static let title: LocalizedStringResource = "Toggle Habit"
    static let isDiscoverable = false
    static let openAppWhenRun = false

    @Parameter(title: "Habit ID")
    var habitID: String

    init() {}

    init(habitID: String) {
        self.habitID = habitID
    }

    func perform() async throws -> some IntentResult {
        var completed = SharedStore.completed
        if completed.contains(habitID) { completed.remove(habitID) } else { completed.insert(habitID) }
        SharedStore.completed = completed
        galleryLog.debug("Toggled \(habitID, privacy: .public)")
        return .result()
    }
}

private struct HabitEntry: TimelineEntry {
    let date: Date
    let habits: [Habit]
    let completed: Set<String>
}

private struct HabitProvider: TimelineProvider {
    static let habits = [
        Habit(id: "water", name: "Water", symbol: "drop.fill", color: "#0A84FF"),
        Habit(id: "read", name: "Read", symbol: "book.fill", color: "#FF9F0A"),
        Habit(id: "walk", name: "Walk", symbol: "figure.walk", color: "#30D158"),
    ]

    func placeholder(in context: Context) -> HabitEntry { HabitEntry(date: .now, habits: Self.habits, completed: []) }

    func getSnapshot(in context: Context, completion: @escaping (HabitEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<HabitEntry>) -> Void) {
        let entry = HabitEntry(date: .now, habits: Self.habits, completed: SharedStore.completed)
        let tomorrow = Calendar.current.startOfDay(for: .now).addingTimeInterval(86_400)
        completion(Timeline(entries: [entry], policy: .after(tomorrow)))
    }
}

private struct HabitWidgetView: View {
    var entry: HabitEntry
    @Environment(\.widgetFamily) var family

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                Text("Today").font(.headline)
                Spacer()
                Text("\(entry.completed.count)/\(entry.habits.count)")
                    .font(.caption.monospacedDigit())
                    .foregroundStyle(.secondary)
                    .contentTransition(.numericText())
            }
            ForEach(entry.habits) { habit in
                let done = entry.completed.contains(habit.id)
                Button(intent: ToggleHabitIntent(habitID: habit.id)) {
                    HStack {
                        Image(systemName: done ? "checkmark.circle.fill" : "circle")
                            .foregroundStyle(Color(uiColor: UIColor(galleryHex: habit.color) ?? .systemBlue))
                        Label(habit.name, systemImage: habit.symbol)
                            .strikethrough(done)
                        Spacer(minLength: 0)
                    }
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .contentShape(Rectangle())
                }
                .buttonStyle(.plain)
                .invalidatableContent()
            }
            Toggle(isOn: entry.completed.contains("walk"), intent: ToggleHabitIntent(habitID: "walk")) {
                Text("Walked")
            }
            .toggleStyle(.switch)
        }
        .containerBackground(for: .widget) {
            Color(galleryHex: 0x1C1C1E).opacity(0.05)
        }
    }
}

private struct HabitWidget: Widget {
    let kind = "GalleryHabits"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: HabitProvider()) { entry in
            HabitWidgetView(entry: entry)
        }
        .configurationDisplayName("Habits")
        .description("Tick off today's habits.")
        .supportedFamilies([.systemSmall, .systemMedium])
        .containerBackgroundRemovable(false)
    }
}

// MARK: - A countdown with a configurable event (App Intents, entities, a query)

private struct EventEntity: AppEntity, Identifiable {
    let id: String
    let title: String
    let date: Date

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Event"
    static let defaultQuery = EventQuery()

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(title)", subtitle: "\(date.formatted(date: .abbreviated, time: .omitted))")
    }

    static let all = [
        EventEntity(id: "trip", title: "Lisbon trip", date: Date(timeIntervalSince1970: 1_800_000_000)),
        EventEntity(id: "birthday", title: "Birthday", date: Date(timeIntervalSince1970: 1_790_000_000)),
    ]
}

private struct EventQuery: EntityQuery {
    func entities(for identifiers: [EventEntity.ID]) async throws -> [EventEntity] {
        EventEntity.all.filter { identifiers.contains($0.id) }
    }

    func suggestedEntities() async throws -> [EventEntity] { EventEntity.all }

    func defaultResult() async -> EventEntity? { EventEntity.all.first }
}

private struct CountdownIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Countdown"
    static let description: IntentDescription = "Counts the days to an event."

    @Parameter(title: "Event")
    var event: EventEntity?

    @Parameter(title: "Show hours", default: false)
    var showsHours: Bool

    static var parameterSummary: some ParameterSummary {
        Summary("Count down to \(\.$event)") {
            \.$showsHours
        }
    }
}

private struct CountdownEntry: TimelineEntry {
    let date: Date
    let event: EventEntity?
    let showsHours: Bool
}

private struct CountdownProvider: AppIntentTimelineProvider {
    typealias Entry = CountdownEntry
    typealias Intent = CountdownIntent

    func placeholder(in context: Context) -> CountdownEntry {
        CountdownEntry(date: .now, event: EventEntity.all[0], showsHours: false)
    }

    func snapshot(for configuration: CountdownIntent, in context: Context) async -> CountdownEntry {
        CountdownEntry(date: .now, event: configuration.event ?? EventEntity.all[0], showsHours: configuration.showsHours)
    }

    func timeline(for configuration: CountdownIntent, in context: Context) async -> Timeline<CountdownEntry> {
        var entries: [CountdownEntry] = []
        let start = Calendar.current.startOfDay(for: .now)
        for offset in 0..<7 {
            let date = Calendar.current.date(byAdding: .day, value: offset, to: start)!
            entries.append(CountdownEntry(date: date, event: configuration.event, showsHours: configuration.showsHours))
        }
        return Timeline(entries: entries, policy: .atEnd)
    }
}

private struct CountdownView: View {
    let entry: CountdownEntry
    @Environment(\.widgetFamily) private var family
    @Environment(\.widgetRenderingMode) private var renderingMode

    private var daysLeft: Int {
        guard let event = entry.event else { return 0 }
        let calendar = Calendar.current
        return calendar.dateComponents([.day], from: calendar.startOfDay(for: entry.date), to: calendar.startOfDay(for: event.date)).day ?? 0
    }

    var body: some View {
        if let event = entry.event {
            switch family {
            case .accessoryCircular:
                ZStack {
                    AccessoryWidgetBackground()
                    VStack(spacing: -2) {
                        Text("\(daysLeft)").font(.title2.bold()).minimumScaleFactor(0.5)
                        Text("days").font(.caption2)
                    }
                }
                .widgetAccentable()
            case .accessoryInline:
                Label("\(daysLeft) days to \(event.title)", systemImage: "calendar")
            default:
                VStack(alignment: .leading) {
                    Text(event.title.uppercased())
                        .font(.caption2.weight(.semibold))
                        .foregroundStyle(.secondary)
                        .lineLimit(1)
                    Spacer()
                    Text("\(daysLeft)")
                        .font(.system(size: 48, weight: .heavy, design: .rounded))
                        .foregroundStyle(renderingMode == .fullColor ? Color.orange : .primary)
                    Text(daysLeft == 1 ? "day left" : "days left").font(.footnote)
                    if entry.showsHours {
                        Text(event.date, style: .relative).font(.caption2)
                    }
                }
                .frame(maxWidth: .infinity, alignment: .leading)
                .containerBackground(Color.orange.gradient.opacity(0.2), for: .widget)
            }
        } else {
            ContentUnavailableView("No Event", systemImage: "calendar.badge.plus", description: Text("Edit the widget to pick one."))
                .containerBackground(.background, for: .widget)
        }
    }
}

private struct CountdownWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "GalleryCountdown", intent: CountdownIntent.self, provider: CountdownProvider()) { entry in
            CountdownView(entry: entry)
                .widgetURL(URL(string: "gallery://event/\(entry.event?.id ?? "")"))
        }
        .configurationDisplayName("Countdown")
        .supportedFamilies([.systemSmall, .accessoryCircular, .accessoryInline])
        .promptsForUserConfiguration()
    }
}

// MARK: - A Pomodoro timer: a live ring, a timer text, start/stop intents

private struct StartFocusIntent: AppIntent {
    static let title: LocalizedStringResource = "Start Focus"
    @Parameter(title: "Minutes", default: 25) var minutes: Int
    init() {}
    init(minutes: Int) { self.minutes = minutes }
    func perform() async throws -> some IntentResult {
        SharedStore.suite.set(Date().addingTimeInterval(Double(minutes) * 60), forKey: "focusEnd")
        WidgetCenter.shared.reloadTimelines(ofKind: "GalleryPomodoro")
        return .result()
    }
}

private struct PomodoroView: View {
    let start: Date
    let end: Date?

    var body: some View {
        VStack(spacing: 6) {
            if let end {
                ZStack {
                    ProgressView(timerInterval: start...end, countsDown: true) { EmptyView() } currentValueLabel: {
                        Text(timerInterval: start...end, countsDown: true).font(.caption.monospacedDigit())
                    }
                    .progressViewStyle(.circular)
                    .tint(.red)
                }
                Text(end, style: .timer).monospacedDigit().multilineTextAlignment(.center)
            } else {
                Image(systemName: "timer").font(.largeTitle).symbolRenderingMode(.hierarchical).foregroundStyle(.red)
                HStack(spacing: 4) {
                    ForEach([15, 25, 50], id: \.self) { minutes in
                        Button(intent: StartFocusIntent(minutes: minutes)) {
                            Text("\(minutes)").font(.caption.bold())
                        }
                        .buttonStyle(.borderedProminent)
                        .buttonBorderShape(.capsule)
                        .tint(.red)
                    }
                }
            }
        }
        .containerBackground(.red.opacity(0.1), for: .widget)
    }
}

// MARK: - Now playing: artwork from data, play/pause with an audio intent

private struct PlayPauseIntent: AudioPlaybackIntent {
    static let title: LocalizedStringResource = "Play or Pause"
    func perform() async throws -> some IntentResult { .result() }
}

private struct NowPlayingView: View {
    let title: String
    let artist: String
    let artwork: Data?
    let progress: Double

    var body: some View {
        HStack(spacing: 10) {
            Group {
                if let artwork, let image = UIImage(data: artwork) {
                    Image(uiImage: image).resizable().aspectRatio(1, contentMode: .fill)
                } else {
                    RoundedRectangle(cornerRadius: 8).fill(.quaternary)
                        .overlay { Image(systemName: "music.note").foregroundStyle(.secondary) }
                }
            }
            .frame(width: 56, height: 56)
            .clipShape(.rect(cornerRadius: 8))
            VStack(alignment: .leading, spacing: 2) {
                Text(title).font(.subheadline.bold()).lineLimit(1)
                Text(artist).font(.caption).foregroundStyle(.secondary).lineLimit(1)
                ProgressView(value: progress).tint(.pink)
                HStack(spacing: 16) {
                    Button(intent: PlayPauseIntent()) { Image(systemName: "playpause.fill") }
                    Link(destination: URL(string: "gallery://player")!) { Image(systemName: "music.note.list") }
                }
                .font(.title3)
                .buttonStyle(.plain)
            }
        }
        .containerBackground(for: .widget) {
            LinearGradient(colors: [Color(galleryHex: 0x2C2C2E), .black], startPoint: .topLeading, endPoint: .bottomTrailing)
        }
        .environment(\.colorScheme, .dark)
    }
}

// MARK: - A transit board: a grid of departures with relative times

private struct Departure: Identifiable, Decodable {
    let id: Int
    let line: String
    let destination: String
    let minutes: Int
}

private struct TransitView: View {
    let departures: [Departure]
    let updated: Date

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack {
                Label("Central Station", systemImage: "tram.fill").font(.caption.bold())
                Spacer()
                Text(updated, style: .time).font(.caption2).foregroundStyle(.secondary)
            }
            Grid(alignment: .leading, horizontalSpacing: 8, verticalSpacing: 4) {
                ForEach(departures) { departure in
                    GridRow {
                        Text(departure.line)
                            .font(.caption.bold())
                            .padding(.horizontal, 4)
                            .background(Color.yellow, in: RoundedRectangle(cornerRadius: 3))
                        Text(departure.destination).font(.caption).lineLimit(1)
                        Text(departure.minutes == 0 ? "now" : "\(departure.minutes) min")
                            .font(.caption.monospacedDigit())
                            .gridColumnAlignment(.trailing)
                    }
                }
            }
        }
        .containerBackground(.fill.quaternary, for: .widget)
    }
}

// MARK: - Battery, calendar and notes

private struct BatteryView: View {
    @Environment(\.widgetFamily) private var family

    private var level: Float {
        UIDevice.current.isBatteryMonitoringEnabled = true
        let level = UIDevice.current.batteryLevel
        return level < 0 ? 0.8 : level
    }

    var body: some View {
        Gauge(value: Double(level)) {
            Image(systemName: "battery.100percent")
        } currentValueLabel: {
            Text(Double(level), format: .percent.precision(.fractionLength(0)))
        }
        .gaugeStyle(.accessoryCircularCapacity)
        .tint(level < 0.2 ? .red : .green)
        .containerBackground(.clear, for: .widget)
    }
}

private struct CalendarDayView: View {
    let date: Date
    let events: [(title: String, start: Date, color: Color)]

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(date.formatted(.dateTime.weekday(.wide)).uppercased()).font(.caption2.bold()).foregroundStyle(.red)
            Text(date.formatted(.dateTime.day())).font(.system(size: 34, weight: .light))
            ForEach(events.indices, id: \.self) { index in
                let event = events[index]
                HStack(spacing: 4) {
                    Capsule().fill(event.color).frame(width: 3, height: 24)
                    VStack(alignment: .leading, spacing: 0) {
                        Text(event.title).font(.caption.weight(.semibold)).lineLimit(1)
                        Text(event.start, format: Date.FormatStyle(date: .omitted, time: .shortened))
                            .font(.caption2).foregroundStyle(.secondary)
                    }
                }
            }
            Spacer(minLength: 0)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .containerBackground(.background, for: .widget)
    }
}

private struct NoteEntry: Codable {
    let text: String
    let modified: Date
}

private enum NoteCache {
    static func url() -> URL? {
        FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.com.example.gallery")?
            .appending(path: "note.json")
    }

    static func save(_ note: NoteEntry) throws {
        guard let url = url() else { return }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try JSONEncoder().encode(note).write(to: url)
    }

    static func load() -> NoteEntry? {
        guard let url = url(), let data = try? Data(contentsOf: url) else { return nil }
        return try? JSONDecoder().decode(NoteEntry.self, from: data)
    }
}

private struct NotesView: View {
    let note: NoteEntry?

    var body: some View {
        ViewThatFits(in: .vertical) {
            Text(note?.text ?? "No note").font(.body)
            Text(note?.text ?? "No note").font(.caption).lineLimit(4)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .containerShape(.rect(cornerRadius: 20))
        .containerBackground(Color.yellow.opacity(0.3), for: .widget)
    }
}

// MARK: - A GitHub contribution grid without Charts: a lazy horizontal grid of squares

private struct ContributionDay: Identifiable {
    let id: Int
    let count: Int
}

private struct ContributionGridView: View {
    let days: [ContributionDay]
    private let rows = Array(repeating: GridItem(.fixed(10), spacing: 3), count: 7)

    private func color(for count: Int) -> Color {
        switch count {
        case 0: Color(.systemGray5)
        case 1...3: Color(galleryHex: 0x9BE9A8)
        case 4...6: Color(galleryHex: 0x40C463)
        default: Color(galleryHex: 0x216E39)
        }
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack {
                Image(systemName: "chevron.left.forwardslash.chevron.right")
                Text("\(days.reduce(0) { $0 + $1.count }) contributions").font(.caption.bold())
            }
            LazyHGrid(rows: rows, spacing: 3) {
                ForEach(days) { day in
                    RoundedRectangle(cornerRadius: 2, style: .continuous)
                        .fill(color(for: day.count))
                        .frame(width: 10, height: 10)
                }
            }
        }
        .containerBackground(.background, for: .widget)
        .widgetURL(URL(string: "https://github.com/octocat"))
    }
}

// MARK: - The bundle, with an availability check as apps write it

private struct GalleryBundle: WidgetBundle {
    @WidgetBundleBuilder
    var body: some Widget {
        HabitWidget()
        if #available(iOSApplicationExtension 17.0, *) {
            CountdownWidget()
        }
    }
}

// MARK: - Network and WidgetCenter calls widgets make

private func fetchDepartures(from url: URL) async throws -> [Departure] {
    let (data, response) = try await URLSession.shared.data(from: url)
    guard (response as? HTTPURLResponse)?.statusCode ?? 200 == 200 else { throw URLError(.badServerResponse) }
    return try JSONDecoder().decode([Departure].self, from: data)
}

private func configuredKinds() async -> [String] {
    await withCheckedContinuation { continuation in
        WidgetCenter.shared.getCurrentConfigurations { result in
            switch result {
            case .success(let widgets): continuation.resume(returning: widgets.map(\.kind))
            case .failure: continuation.resume(returning: [])
            }
        }
    }
}

// MARK: - Tests

@MainActor
@Suite("Real-world probe: a gallery of widget extensions")
struct WidgetGalleryProbeTests {
    private func render<V: View>(_ view: V, _ family: WidgetFamily = .systemSmall) -> DisplayList {
        expectingBinaryRoundTrip(WidgetLayout.displayList(for: view, environment: RenderEnvironment(family: family)))
    }

    private func strings(_ list: DisplayList) -> [String] { list.textItems.map(\.string) }

    @Test("A habit tracker: rows of intent buttons and a toggle, each a control")
    func habits() throws {
        let entry = HabitEntry(date: .now, habits: HabitProvider.habits, completed: ["read"])
        let list = render(HabitWidgetView(entry: entry), .systemMedium)
        let texts = strings(list)
        #expect(texts.contains("1/3") && texts.contains("Water") && texts.contains("Walked"), "\(texts)")
        func controls(_ nodes: [AccessibilityNode]) -> [Int] {
            nodes.flatMap { node in (node.control.map { [$0] } ?? []) + controls(node.children) }
        }
        let controls = controls(list.accessibility)
        #expect(Set(controls).count >= 4, "three buttons and a toggle are controls: \(controls)")
        let registry = WidgetRegistry(bundle: GalleryBundle.self)
        #expect(registry.kinds == ["GalleryHabits", "GalleryCountdown"])
    }

    @Test("A countdown: the days to the configured event; an empty state without one")
    func countdown() async throws {
        let now = Date(timeIntervalSince1970: 1_799_913_600)
        let event = EventEntity.all[0]
        let list = render(CountdownView(entry: CountdownEntry(date: now, event: event, showsHours: true)))
        let texts = strings(list)
        #expect(texts.contains("LISBON TRIP") && texts.contains("1") && texts.contains("day left"), "\(texts)")
        #expect(!strings(render(CountdownView(entry: CountdownEntry(date: now, event: event, showsHours: false)),
                               .accessoryCircular)).isEmpty)
        let empty = strings(render(CountdownView(entry: CountdownEntry(date: now, event: nil, showsHours: false))))
            .joined(separator: " ").replacingOccurrences(of: "\n", with: " ")
        #expect(empty.contains("No Event") && empty.contains("Edit the widget to pick one."), "\(empty)")
        let suggested = try await EventQuery().suggestedEntities()
        #expect(suggested.count == 2)
        let timeline = await CountdownProvider().timeline(for: CountdownIntent(), in: TimelineProviderContext(family: .systemSmall))
        #expect(timeline.entries.count == 7)
    }

    @Test("Pomodoro and now-playing: timers, rings, buttons with intents")
    func timers() throws {
        let start = Date()
        let running = render(PomodoroView(start: start, end: start.addingTimeInterval(1_500)))
        #expect(!running.textItems.isEmpty)
        let idle = strings(render(PomodoroView(start: start, end: nil)))
        #expect(idle.contains("15") && idle.contains("25") && idle.contains("50"), "\(idle)")
        #expect(render(PomodoroView(start: start, end: nil)).accessibility.count > 0)
        let playing = strings(render(NowPlayingView(title: "Song", artist: "Band", artwork: nil, progress: 0.3), .systemMedium))
        #expect(playing.contains("Song") && playing.contains("Band"))
    }

    @Test("Transit, battery, calendar, notes")
    func boards() throws {
        let json = #"[{"id":1,"line":"15E","destination":"Belém","minutes":0},{"id":2,"line":"28","destination":"Martim Moniz","minutes":7}]"#
        let departures = try JSONDecoder().decode([Departure].self, from: Data(json.utf8))
        let transit = strings(render(TransitView(departures: departures, updated: .now), .systemMedium))
        #expect(transit.contains("15E") && transit.contains("now") && transit.contains("7 min"), "\(transit)")
        #expect(!strings(render(BatteryView(), .accessoryCircular)).isEmpty)
        var components = DateComponents()
        (components.year, components.month, components.day, components.hour) = (2024, 6, 3, 9)
        let date = try #require(Calendar.current.date(from: components))
        let calendar = strings(render(CalendarDayView(date: date, events: [("Standup", date, .blue), ("Lunch", date.addingTimeInterval(10_800), .green)])))
        #expect(calendar.contains("MONDAY") && calendar.contains("3") && calendar.contains("Standup"), "\(calendar)")
        try NoteCache.save(NoteEntry(text: "Buy milk", modified: .now))
        #expect(strings(render(NotesView(note: NoteCache.load()))).contains("Buy milk"))
        _ = fetchDepartures
        _ = configuredKinds
    }

    @Test("A contribution grid: seven rows of ten-point squares, column by column")
    func contributionGrid() throws {
        let days = (0..<(7 * 12)).map { ContributionDay(id: $0, count: ($0 * 5) % 9) }
        let list = render(ContributionGridView(days: days), .systemMedium)
        let squares = list.allItems.compactMap { item -> CGRect? in
            if case .shape(let shape) = item, shape.frame.size == CGSize(width: 10, height: 10) { return shape.frame } else { return nil }
        }
        #expect(squares.count == days.count)
        #expect(Set(squares.map(\.minY)).count == 7, "seven rows")
        #expect(Set(squares.map(\.minX)).count == 12, "twelve weeks")
        if squares.count > 7 {
            #expect(squares[0].minX == squares[6].minX && squares[7].minX - squares[0].minX == 13, "column by column, 3 points apart")
        }
        #expect(strings(list).contains("\(days.reduce(0) { $0 + $1.count }) contributions"))
        #expect(list.widgetURL?.host == "github.com")
    }
}

