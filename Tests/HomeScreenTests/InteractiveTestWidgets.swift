import AppIntents
import Foundation
import Synchronization
import ViewCore
import WidgetCore

// An interactive widget for the perform tests: a counter with a button that adds, one that
// throws, one that takes long, and a toggle. Tests run in parallel, so each test has a board of
// its own (a name the provider, the view and the intents carry) in `Boards`.

/// The state of each test's widget, by board name: what the intents change and the provider reads.
enum Boards {
    struct Board {
        var count = 0
        var lamp = false
        /// Every intent performed on the board, in order.
        var performed: [String] = []
    }

    private static let boards = Mutex<[String: Board]>([:])

    static func board(_ name: String) -> Board { boards.withLock { $0[name] ?? Board() } }

    static func change(_ name: String, _ change: (inout Board) -> Void) {
        boards.withLock { change(&$0[name, default: Board()]) }
    }
}

struct TallyTestEntry: TimelineEntry {
    let date: Date
    let board: String
    let count: Int
    let lamp: Bool
}

struct TallyTestProvider: TimelineProvider {
    let board: String

    func placeholder(in context: Context) -> TallyTestEntry {
        TallyTestEntry(date: Date(), board: board, count: -1, lamp: false)
    }

    func getSnapshot(in context: Context, completion: @escaping @Sendable (TallyTestEntry) -> Void) {
        completion(entry())
    }

    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<TallyTestEntry>) -> Void) {
        completion(Timeline(entries: [entry()], policy: .never))
    }

    private func entry() -> TallyTestEntry {
        let state = Boards.board(board)
        return TallyTestEntry(date: Date(), board: board, count: state.count, lamp: state.lamp)
    }
}

struct AddIntent: AppIntent {
    static var title: LocalizedStringResource { "Add" }
    @Parameter(title: "Board") var board: String
    @Parameter(title: "Amount", default: 1) var amount: Int
    /// How long `perform()` takes, in milliseconds (to fill the queue).
    @Parameter(title: "Delay", default: 0) var delay: Int

    init() {}
    init(board: String, amount: Int, delay: Int = 0) {
        self.board = board
        self.amount = amount
        self.delay = delay
    }

    func perform() async throws -> some IntentResult {
        if delay > 0 { try await Task.sleep(for: .milliseconds(delay)) }
        Boards.change(board) {
            $0.count += amount
            $0.performed.append("add \(amount)")
        }
        return .result()
    }
}

struct BrokenIntent: AppIntent {
    struct Failure: Error, CustomStringConvertible {
        var description: String { "the printer is on fire" }
    }

    static var title: LocalizedStringResource { "Broken" }
    @Parameter(title: "Board") var board: String

    init() {}
    init(board: String) { self.board = board }

    func perform() async throws -> some IntentResult {
        Boards.change(board) { $0.performed.append("broken") }
        if board.isEmpty { return .result() }
        throw Failure()
    }
}

struct SlowIntent: AppIntent {
    static var title: LocalizedStringResource { "Slow" }
    @Parameter(title: "Board") var board: String

    init() {}
    init(board: String) { self.board = board }

    func perform() async throws -> some IntentResult {
        Boards.change(board) { $0.performed.append("slow started") }
        try await Task.sleep(for: .seconds(20))
        Boards.change(board) { $0.count += 1000 }
        return .result()
    }
}

struct LampIntent: SetValueIntent {
    static var title: LocalizedStringResource { "Lamp" }
    @Parameter(title: "Board") var board: String
    @Parameter(title: "On") var value: Bool

    init() {}
    init(board: String) { self.board = board }

    func perform() async throws -> some IntentResult {
        Boards.change(board) {
            $0.lamp = value
            $0.performed.append("lamp \(value)")
        }
        return .result()
    }
}

/// Controls in resolve order: 0 "Add" (+1), 1 "Add slowly" (+1 after `delay` ms), 2 "Break",
/// 3 "Stall", 4 the lamp toggle.
struct TallyTestView: View {
    let entry: TallyTestEntry
    let delay: Int

    var body: some View {
        VStack(spacing: 2) {
            Text("Count \(entry.count)")
                .font(.caption)
                .invalidatableContent()
            HStack(spacing: 4) {
                Button("Add", intent: AddIntent(board: entry.board, amount: 1))
                Button("Add slowly", intent: AddIntent(board: entry.board, amount: 1, delay: delay))
            }
            HStack(spacing: 4) {
                Button("Break", intent: BrokenIntent(board: entry.board))
                Button("Stall", intent: SlowIntent(board: entry.board))
            }
            Toggle("Lamp", isOn: entry.lamp, intent: LampIntent(board: entry.board))
        }
        .font(.system(size: 9))
        .buttonStyle(.plain)
        .containerBackground(.background, for: .widget)
    }
}

/// Opens an app's URL after counting, as an intent does with `.result(opensIntent:)`.
struct AddAndOpenIntent: AppIntent {
    static var title: LocalizedStringResource { "Add and open" }
    @Parameter(title: "Board") var board: String

    init() {}
    init(board: String) { self.board = board }

    func perform() async throws -> some IntentResult & OpensIntent {
        Boards.change(board) {
            $0.count += 1
            $0.performed.append("add and open")
        }
        return .result(opensIntent: OpenURLIntent(URL(string: "examples://tally/\(board)?from=widget")!))
    }
}

/// Controls: 0 a web page (`Button(intent: OpenURLIntent(…))`, iOS 18), 1 counts and opens the app.
struct OpenerTestView: View {
    let entry: TallyTestEntry

    var body: some View {
        VStack(spacing: 2) {
            Text("Count \(entry.count)")
            Button(intent: OpenURLIntent(URL(string: "https://example.com/news?id=7&from=widget")!)) { Text("Read") }
            Button("Add and open", intent: AddAndOpenIntent(board: entry.board))
        }
        .font(.system(size: 9))
        .containerBackground(.background, for: .widget)
    }
}

enum InteractiveTestWidgets {
    /// A registry with "Tally" and "Opener" over a new board; `delay` is the slow button's delay.
    static func registry(board: String, delay: Int = 0) -> WidgetRegistry {
        WidgetRegistry([
            WidgetDescriptor(
                kind: "Tally", displayName: "Tally", description: "Counts taps.", supportedFamilies: [.systemSmall, .systemMedium],
                provider: AnyTimelineProvider(TallyTestProvider(board: board)),
                content: WidgetContent { (entry: TallyTestEntry) in TallyTestView(entry: entry, delay: delay) }),
            WidgetDescriptor(
                kind: "Opener", displayName: "Opener", description: "Opens URLs.", supportedFamilies: [.systemSmall],
                provider: AnyTimelineProvider(TallyTestProvider(board: board)),
                content: WidgetContent { (entry: TallyTestEntry) in OpenerTestView(entry: entry) }),
        ])
    }
}
