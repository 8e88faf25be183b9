import WidgetKitSupport
import Foundation
import Testing
import TimelineScheduling
import WidgetCore
import TestSupport

/// `WidgetCenter` across processes: the app side reaches the home screen's scheduler through
/// the socket in the data directory.
@Suite("WidgetCenter across processes")
struct WidgetCenterIPCTests {
    private static let childFlag = "WIDGETKIT_IPC_TEST_CHILD"

    private func makeHost() throws -> (TimelineScheduler, ScriptedProvider, EventRecorder, URL, ManualClock) {
        let clock = ManualClock(now: t0)
        let provider = ScriptedProvider(clock: clock) { call, now in
            Timeline(entries: [TestEntry(date: now, id: call)], policy: .never)
        }
        let scheduler = TimelineScheduler(
            registry: WidgetRegistry([
                descriptor(kind: "votes", provider: provider),
                descriptor(kind: "news", provider: ScriptedProvider(clock: clock) { call, now in
                    Timeline(entries: [TestEntry(date: now, id: call)], policy: .never)
                }),
            ]),
            clock: clock)
        let recorder = EventRecorder(scheduler)
        try scheduler.addInstance("home-1", kind: "votes", family: .systemSmall)
        try scheduler.addInstance("home-2", kind: "news", family: .systemMedium)
        clock.advance(to: t0 + 60)
        let directory = URL(fileURLWithPath: "/tmp/wk-ipc-\(UUID().uuidString.prefix(8))", isDirectory: true)
        return (scheduler, provider, recorder, directory, clock)
    }

    /// Waits (up to a generous bound) for `condition`; the bound only keeps a broken build from hanging.
    private func eventually(_ condition: () -> Bool) async -> Bool {
        for _ in 0..<6_000 {
            if condition() { return true }
            try? await Task.sleep(for: .milliseconds(5))
        }
        return condition()
    }

    @Test("A center pointed at the socket reaches the scheduler behind the listener")
    func sameProcessOverTheSocket() async throws {
        let (scheduler, provider, recorder, directory, clock) = try makeHost()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("widgetcenter.sock").path
        let listener = try WidgetCenterSocketListener(path: path, handler: scheduler)
        defer { listener.stop() }
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)

        let center = WidgetCenter(remote: .socket(path: path))
        center.reloadTimelines(ofKind: "votes")
        #expect(await eventually { provider.calls == 2 })
        let infos = try await center.currentConfigurations()
        #expect(infos.map(\.kind).sorted() == ["news", "votes"])
        clock.advance(by: 5)  // past the coalescing interval of the reload above
        center.reloadAllTimelines()
        #expect(await eventually { recorder.reloads().filter { $0.reason == .widgetCenter }.count == 3 })

        // A second home screen cannot take over a live socket.
        #expect(throws: WidgetCenterSocket.TransportError.self) {
            try WidgetCenterSocketListener(path: path, handler: scheduler)
        }
        listener.stop()
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test("A stale socket is replaced; with no home screen running calls return at once")
    func staleSocket() async throws {
        let directory = URL(fileURLWithPath: "/tmp/wk-ipc-\(UUID().uuidString.prefix(8))", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("widgetcenter.sock").path
        // A socket file nobody listens on, as a crashed home screen leaves it.
        let dead = try WidgetCenterSocketListener(path: path, handler: RecordingHost())
        dead.stop()
        #expect(FileManager.default.createFile(atPath: path, contents: nil))

        let center = WidgetCenter(remote: .socket(path: path))
        center.reloadAllTimelines()
        center.reloadTimelines(ofKind: "votes")
        #expect(try await center.currentConfigurations().isEmpty)
        #expect(try await WidgetCenter(remote: .socket(path: directory.appendingPathComponent("none").path))
            .currentConfigurations().isEmpty)

        let host = RecordingHost()
        let listener = try WidgetCenterSocketListener(path: path, handler: host)
        defer { listener.stop() }
        center.reloadTimelines(ofKind: "votes")
        #expect(await eventually { host.requests.withLock { $0 } == ["votes"] })
    }

    @Test("The app side, in another process, reloads and lists the home screen's widgets")
    func twoProcesses() async throws {
        let (scheduler, provider, recorder, directory, _) = try makeHost()
        defer { try? FileManager.default.removeItem(at: directory) }
        let listener = try WidgetCenterSocketListener(
            path: WidgetCenterSocket.path(environment: ["WIDGETKIT_DATA_DIR": directory.path]), handler: scheduler)
        defer { listener.stop() }

        // The same test binary, running only `appSide` below.
        let child = try ChildTestProcess.start(
            "appSideProcess", environment: ["WIDGETKIT_DATA_DIR": directory.path, Self.childFlag: "1"])
        let (status, text) = await child.finish(timeout: .seconds(120))
        #expect(status == 0, "app-side process failed:\n\(text)")
        #expect(text.contains("1 test"), "the child ran the app-side test:\n\(text)")
        // The child asked for a reload of "votes", then of everything: "votes" is coalesced
        // with its reload a moment before (the host's clock stands still), "news" reloads.
        #expect(await eventually { recorder.reloads(for: "home-2").map(\.reason) == [.initial, .widgetCenter] })
        #expect(recorder.reloads(for: "home-1").map(\.reason) == [.initial, .widgetCenter])
        #expect(provider.calls == 2)
    }

    @Test("App side (run by twoProcesses in a child process)",
          .enabled(if: ProcessInfo.processInfo.environment["WIDGETKIT_IPC_TEST_CHILD"] == "1"))
    func appSideProcess() async throws {
        // Exactly what app code does; the data directory leads to the home screen's socket.
        WidgetCenter.shared.reloadTimelines(ofKind: "votes")
        let infos = try await WidgetCenter.shared.currentConfigurations()
        #expect(infos.count == 2)
        #expect(Set(infos.map(\.family)) == [.systemSmall, .systemMedium])
        WidgetCenter.shared.reloadAllTimelines()
    }
}

/// Records what reaches it.
private final class RecordingHost: WidgetCenterHandler {
    let requests = LockIsolated<[String]>([])

    func reloadAllTimelines() { requests.withLock { $0.append("all") } }
    func reloadTimelines(ofKind kind: String) { requests.withLock { $0.append(kind) } }
    func currentConfigurations() async throws -> [WidgetInfo] { [] }
}
