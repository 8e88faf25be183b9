import AppIntents
import SwiftUI
import WidgetKit

// Tally: an interactive widget (iOS 17) written exactly as an iOS widget extension is. Its
// buttons and toggle run App Intents in the widget's process; the intents store the count in
// the app group's defaults, and WidgetKit reloads the widget afterwards, so the new count shows.

/// Where the app and its widget keep the tally: the app group's defaults.
enum TallyStore {
    static let suiteName = "group.com.example.tally"
    static let countKey = "count"
    static let lockedKey = "locked"

    static var defaults: UserDefaults? { UserDefaults(suiteName: suiteName) }

    static var count: Int { defaults?.integer(forKey: countKey) ?? 0 }
    static var isLocked: Bool { defaults?.bool(forKey: lockedKey) ?? false }

    /// Adds `amount` unless the tally is locked; it never goes below zero.
    static func add(_ amount: Int) throws {
        guard let defaults, !defaults.bool(forKey: lockedKey) else { return }
        let count = defaults.integer(forKey: countKey) + amount
        guard count >= 0 else { throw TallyError.belowZero }
        defaults.set(count, forKey: countKey)
        defaults.synchronize()
    }

    static func setLocked(_ locked: Bool) {
        guard let defaults else { return }
        defaults.set(locked, forKey: lockedKey)
        defaults.synchronize()
    }
}

/// Why a change of the tally was refused (the widget keeps showing its last entry).
enum TallyError: LocalizedError {
    case belowZero

    var errorDescription: String? { "The tally cannot go below zero." }
}

/// Adds `amount` (negative to take away) to the tally.
public struct ChangeTallyIntent: AppIntent {
    public static var title: LocalizedStringResource { "Change Tally" }
    public static var description: IntentDescription { IntentDescription("Adds to the tally or takes away from it.") }

    @Parameter(title: "Amount", default: 1) public var amount: Int

    public init() {}
    public init(amount: Int) { self.amount = amount }

    public func perform() async throws -> some IntentResult {
        try TallyStore.add(amount)
        return .result()
    }
}

/// Locks the tally (its buttons then do nothing) or unlocks it: a toggle's `SetValueIntent`.
public struct LockTallyIntent: SetValueIntent {
    public static var title: LocalizedStringResource { "Lock Tally" }

    @Parameter(title: "Locked") public var value: Bool

    public init() {}

    public func perform() async throws -> some IntentResult {
        TallyStore.setLocked(value)
        // The lock control shows the same state: it reloads too, when the widget's toggle is used.
        ControlCenter.shared.reloadControls(ofKind: "com.example.tally.lock")
        return .result()
    }
}

struct TallyEntry: TimelineEntry {
    let date: Date
    let count: Int
    let isLocked: Bool
}

struct TallyProvider: TimelineProvider {
    func placeholder(in context: Context) -> TallyEntry {
        TallyEntry(date: Date(), count: 0, isLocked: false)
    }

    func getSnapshot(in context: Context, completion: @escaping (TallyEntry) -> ()) {
        completion(TallyEntry(date: Date(), count: context.isPreview ? 7 : TallyStore.count, isLocked: TallyStore.isLocked))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<TallyEntry>) -> ()) {
        // Nothing changes on its own: the intents' reloads bring new entries.
        completion(Timeline(entries: [TallyEntry(date: Date(), count: TallyStore.count, isLocked: TallyStore.isLocked)],
                            policy: .never))
    }
}

struct TallyView: View {
    let entry: TallyEntry

    var body: some View {
        VStack(spacing: 8) {
            Text("Tally")
                .font(.caption.bold())
                .foregroundStyle(.secondary)
            Text("\(entry.count)")
                .font(.system(size: 40, weight: .bold, design: .rounded))
                .monospacedDigit()
                .contentTransition(.numericText())
                .invalidatableContent()
            HStack(spacing: 10) {
                Button(intent: ChangeTallyIntent(amount: -1)) {
                    Image(systemName: "minus")
                }
                .accessibilityLabel("Take one away")
                Button(intent: ChangeTallyIntent(amount: 1)) {
                    Image(systemName: "plus")
                }
                .accessibilityLabel("Add one")
            }
            .buttonStyle(.bordered)
            .buttonBorderShape(.circle)
            .tint(.orange)
            .disabled(entry.isLocked)
            Toggle("Locked", isOn: entry.isLocked, intent: LockTallyIntent())
                .font(.caption)
                .tint(.orange)
        }
        .containerBackground(.background, for: .widget)
    }
}

/// The Tally widget: a counter with − and + buttons and a lock toggle.
public struct TallyWidget: Widget {
    public init() {}

    public var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Tally", provider: TallyProvider()) { entry in
            TallyView(entry: entry)
        }
        .configurationDisplayName("Tally")
        .description("Counts with − and + buttons; lock it with the toggle.")
        .supportedFamilies([.systemSmall])
        .pushHandler(TallyPushHandler.self)
    }
}
