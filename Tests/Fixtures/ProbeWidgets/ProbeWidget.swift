import AppIntents
import Foundation
import SwiftUI
import WidgetKit

/// Which build of the probe bundle this is: the text its widget shows, so a test sees a rebuild.
public protocol ProbeVersion {
    static var label: String { get }
}

/// A widget for the extension-host tests: it shows its build and how many timelines its
/// process has made, and its buttons make the extension process trap or exit on demand.
public struct ProbeWidget<Version: ProbeVersion>: Widget {
    public init() {}

    public var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Probe", provider: ProbeProvider<Version>()) { entry in
            ProbeView(entry: entry)
                .containerBackground(.white, for: .widget)
        }
        .configurationDisplayName("Probe \(Version.label)")
        .description("Traps on demand.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

struct ProbeEntry: TimelineEntry {
    let date: Date
    let text: String
    var process = "pid \(ProcessInfo.processInfo.processIdentifier)"
    /// The value the app stored under `greeting` in app group `group.probe.shared`, as the
    /// extension reads it.
    var group = UserDefaults(suiteName: "group.probe.shared")?.string(forKey: "greeting") ?? "none"
    /// The same from app group `group.probe.other`, which the probe programs do not declare.
    var otherGroup = UserDefaults(suiteName: "group.probe.other")?.string(forKey: "greeting") ?? "none"
}

/// Timelines made by this process.
private let timelineCount = Counter()

/// Whether the provider hangs from now on (set by `HangIntent`).
private let hangs = Flag()

/// Whether the provider loops on the CPU from now on (set by `SpinIntent`).
private let spins = Flag()

/// Whether the view's layout loops on the CPU from now on (set by `SpinLayoutIntent`).
private let layoutSpins = Flag()

/// Loops on the CPU while `flag` is set.
private func spin(while flag: Flag) {
    var turns: UInt64 = 0
    while flag.value { turns &+= 1 }
    _ = turns
}

private final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var flag = false

    var value: Bool {
        get { lock.withLock { flag } }
        set { lock.withLock { flag = newValue } }
    }
}

private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    func next() -> Int {
        lock.lock()
        defer { lock.unlock() }
        value += 1
        return value
    }
}

struct ProbeProvider<Version: ProbeVersion>: TimelineProvider {
    func placeholder(in context: Context) -> ProbeEntry {
        ProbeEntry(date: Date(), text: "Probe …")
    }

    func getSnapshot(in context: Context, completion: @escaping (ProbeEntry) -> Void) {
        completion(ProbeEntry(date: Date(), text: "Probe \(Version.label)"))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<ProbeEntry>) -> Void) {
        // After a Hang tap, the provider never completes.
        if hangs.value { return }
        // After a Spin tap, it never completes either, but busy: a loop on the CPU.
        spin(while: spins)
        let count = timelineCount.next()
        let entry = ProbeEntry(date: Date(), text: "Probe \(Version.label) #\(count)")
        completion(Timeline(entries: [entry], policy: .never))
    }
}

struct ProbeView: View {
    let entry: ProbeEntry

    var body: some View {
        // After a Spin layout tap, laying this view out loops on the CPU.
        let _ = spin(while: layoutSpins)
        VStack(spacing: 8) {
            Text(entry.text)
                .font(.headline)
            Text(entry.process)
                .font(.caption)
            Button(intent: TrapIntent()) { Text("Trap") }
            Button(intent: ExitIntent()) { Text("Exit") }
            Button(intent: NoteIntent()) { Text("Note") }
            Button(intent: HogIntent()) { Text("Hog") }
            Button(intent: HangIntent()) { Text("Hang") }
        }
        // Over the content, so the rows above keep their layout: the safety tests' buttons
        // (controls 5 to 13), an OpenURLIntent (14) and the app groups' values.
        .overlay(alignment: .bottom) {
            VStack(spacing: 0) {
                Text("group \(entry.group) other \(entry.otherGroup)")
                HStack(spacing: 2) {
                    Button(intent: SpinIntent()) { Text("Spin") }
                    Button(intent: ForkIntent()) { Text("Fork") }
                    Button(intent: GarbageIntent()) { Text("Garbage") }
                    Button(intent: HugeIntent()) { Text("Huge") }
                    Button(intent: FloodIntent()) { Text("Flood") }
                    Button(intent: StrayIntent()) { Text("Stray") }
                    Button(intent: ReloadFloodIntent()) { Text("Reloads") }
                    Button(intent: SpinLayoutIntent()) { Text("Spin layout") }
                    Button(intent: CloseChannelIntent()) { Text("Close") }
                    Button(intent: OpenURLIntent(URL(string: "probe://opened?from=extension")!)) { Text("Open") }
                }
            }
            .font(.system(size: 6))
        }
    }
}

/// Makes the provider loop on the CPU: the reload after this tap never completes.
struct SpinIntent: AppIntent {
    static let title: LocalizedStringResource = "Spin"

    func perform() async throws -> some IntentResult {
        spins.value = true
        return .result()
    }
}

/// Makes the view's layout loop on the CPU: the render after this tap never completes.
struct SpinLayoutIntent: AppIntent {
    static let title: LocalizedStringResource = "Spin layout"

    func perform() async throws -> some IntentResult {
        layoutSpins.value = true
        return .result()
    }
}

/// Starts a child and a grandchild (`sleep 600`) in the extension's process group.
struct ForkIntent: AppIntent {
    static let title: LocalizedStringResource = "Fork"

    func perform() async throws -> some IntentResult {
        ProbeProgram.forkChildren()
        return .result()
    }
}

/// Writes a frame whose bytes are not JSON to the host.
struct GarbageIntent: AppIntent {
    static let title: LocalizedStringResource = "Garbage"

    func perform() async throws -> some IntentResult {
        ProbeProgram.write(frame: [UInt8](repeating: 0xFF, count: 16))
        return .result()
    }
}

/// Writes a frame header claiming 4 GiB, then nothing.
struct HugeIntent: AppIntent {
    static let title: LocalizedStringResource = "Huge"

    func perform() async throws -> some IntentResult {
        ProbeProgram.write(raw: [0xFF, 0xFF, 0xFF, 0xFF])
        return .result()
    }
}

/// Writes a header claiming the longest frame the host takes (64 MiB), then streams bytes
/// without end (gigabytes, if the host kept reading).
struct FloodIntent: AppIntent {
    static let title: LocalizedStringResource = "Flood"

    func perform() async throws -> some IntentResult {
        ProbeProgram.write(raw: [0x04, 0x00, 0x00, 0x00])
        let block = [UInt8](repeating: UInt8(ascii: "x"), count: 1 << 20)
        for _ in 0..<4096 { ProbeProgram.write(raw: block) }
        return .result()
    }
}

/// Closes the extension's end of the channel's output (every descriptor of it) and stays alive:
/// the host sees the end of the stream without a word of why, as when a crash begins while
/// another thread writes a frame.
struct CloseChannelIntent: AppIntent {
    static let title: LocalizedStringResource = "Close"

    func perform() async throws -> some IntentResult {
        ProbeProgram.closeChannel()
        return .result()
    }
}

/// Makes the extension process trap (`fatalError`).
struct TrapIntent: AppIntent {
    static let title: LocalizedStringResource = "Trap"

    /// Always `true`; a condition, so `perform()` still has a result type.
    static var traps: Bool { ProcessInfo.processInfo.environment["PROBE_DOES_NOT_TRAP"] == nil }

    func perform() async throws -> some IntentResult {
        if Self.traps { fatalError("The probe widget was asked to trap") }
        return .result()
    }
}

/// Makes the extension process exit with status 7.
struct ExitIntent: AppIntent {
    static let title: LocalizedStringResource = "Exit"

    func perform() async throws -> some IntentResult {
        if TrapIntent.traps { exit(7) }
        return .result()
    }
}

/// Does nothing: a tap that succeeds (its widget reloads).
struct NoteIntent: AppIntent {
    static let title: LocalizedStringResource = "Note"

    func perform() async throws -> some IntentResult {
        .result()
    }
}

/// Allocates (and touches) memory, 64 MiB at a time, up to 4 GiB: past the extension's memory
/// cap, an allocation fails and the extension ends.
struct HogIntent: AppIntent {
    static let title: LocalizedStringResource = "Hog"

    func perform() async throws -> some IntentResult {
        var chunks: [[UInt8]] = []
        for index in 0..<64 {
            chunks.append([UInt8](repeating: UInt8(truncatingIfNeeded: index), count: 64 << 20))
        }
        withExtendedLifetime(chunks) {}
        return .result()
    }
}

/// Makes the provider hang: the reload after this tap never completes.
struct HangIntent: AppIntent {
    static let title: LocalizedStringResource = "Hang"

    func perform() async throws -> some IntentResult {
        hangs.value = true
        return .result()
    }
}

/// A widget whose render depends on nothing but its environment: the same bytes whichever
/// process lays it out.
public struct StillWidget: Widget {
    public init() {}

    public var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Still", provider: StillProvider()) { entry in
            StillView(entry: entry)
                .containerBackground(for: .widget) {
                    LinearGradient(colors: [.orange, .pink], startPoint: .top, endPoint: .bottom)
                }
        }
        .configurationDisplayName("Still")
        .description("The same every time.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

struct StillEntry: TimelineEntry {
    let date: Date
}

struct StillProvider: TimelineProvider {
    func placeholder(in context: Context) -> StillEntry { StillEntry(date: .distantPast) }

    func getSnapshot(in context: Context, completion: @escaping (StillEntry) -> Void) {
        completion(StillEntry(date: .distantPast))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<StillEntry>) -> Void) {
        completion(Timeline(entries: [StillEntry(date: .distantPast)], policy: .never))
    }
}

struct StillView: View {
    let entry: StillEntry
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Image(systemName: "leaf.fill")
                .font(.title2)
                .foregroundStyle(.white)
            Text("Still life")
                .font(.headline)
                .foregroundStyle(.white)
            Text(colorScheme == .dark ? "Dark" : "Light")
                .font(.caption)
                .foregroundStyle(.white.opacity(0.8))
            Spacer()
            Capsule().fill(.white.opacity(0.5)).frame(height: 6)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

/// Answers a request the host never sent (a well-formed frame, a stray answer).
struct StrayIntent: AppIntent {
    static let title: LocalizedStringResource = "Stray"

    func perform() async throws -> some IntentResult {
        ProbeProgram.write(frame: Array(#"{"response":{"id":999999,"_1":{"done":{}}}}"#.utf8))
        return .result()
    }
}

/// Asks for 1,000 reloads of its kind at once, as widget code calling
/// `WidgetCenter.shared.reloadTimelines(ofKind:)` in a loop does.
struct ReloadFloodIntent: AppIntent {
    static let title: LocalizedStringResource = "Reloads"

    func perform() async throws -> some IntentResult {
        for _ in 0..<1_000 { WidgetCenter.shared.reloadTimelines(ofKind: "Probe") }
        return .result()
    }
}
