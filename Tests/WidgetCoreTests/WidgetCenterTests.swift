import WidgetKitSupport
import Foundation
import Testing
import TimelineScheduling
import WidgetCore
import TestSupport

/// Records what reaches it.
private final class RecordingHandler: WidgetCenterHandler {
    let requests = LockIsolated<[String]>([])

    func reloadAllTimelines() { requests.withLock { $0.append("all") } }
    func reloadTimelines(ofKind kind: String) { requests.withLock { $0.append(kind) } }
    func currentConfigurations() async throws -> [WidgetInfo] {
        [WidgetInfo(kind: "k", family: .systemLarge, instanceID: "1")]
    }
}

/// Tests that install handlers on `WidgetCenter.shared` run one at a time.
@Suite("WidgetCenter", .serialized)
struct WidgetCenterTests {
    @Test("Without a handler or a running home screen every call returns at once and does nothing")
    func noHandler() async throws {
        let nowhere = FileManager.default.temporaryDirectory.appendingPathComponent("no-\(UUID().uuidString).sock").path
        for center in [WidgetCenter(remote: .none), WidgetCenter(remote: .socket(path: nowhere))] {
            center.reloadAllTimelines()
            center.reloadTimelines(ofKind: "any")
            #expect(try await center.currentConfigurations().isEmpty)
            let result = LockIsolated<Result<[WidgetInfo], any Error>?>(nil)
            center.getCurrentConfigurations { value in result.withLock { $0 = value } }
            // Called synchronously, before getCurrentConfigurations returned.
            let configurations = try #require(result.withLock { $0 }).get()
            #expect(configurations.isEmpty)
        }
        // The shared center, with whatever data directory this process has: returns.
        WidgetCenter.shared.install(handler: nil)
        WidgetCenter.shared.reloadAllTimelines()
        WidgetCenter.shared.reloadTimelines(ofKind: "any")
    }

    @Test("Requests reach the installed handler")
    func forwarding() async throws {
        let handler = RecordingHandler()
        WidgetCenter.shared.install(handler: handler)
        defer { WidgetCenter.shared.install(handler: nil) }
        WidgetCenter.shared.reloadTimelines(ofKind: "votes")
        WidgetCenter.shared.reloadAllTimelines()
        #expect(handler.requests.withLock { $0 } == ["votes", "all"])
        #expect(try await WidgetCenter.shared.currentConfigurations().map(\.family) == [.systemLarge])
        let families = try await withCheckedThrowingContinuation { continuation in
            WidgetCenter.shared.getCurrentConfigurations { result in
                continuation.resume(with: result.map { $0.map(\.family) })
            }
        }
        #expect(families == [.systemLarge])
    }

    @Test("The scheduler serves WidgetCenter.shared: reloads by kind and the placed widgets")
    func schedulerAsHandler() async throws {
        let clock = ManualClock(now: t0)
        let provider = ScriptedProvider(clock: clock) { call, now in
            Timeline(entries: [TestEntry(date: now, id: call)], policy: .never)
        }
        let scheduler = TimelineScheduler(
            registry: WidgetRegistry([descriptor(kind: "votes", provider: provider)]), clock: clock)
        WidgetCenter.shared.install(handler: scheduler)
        defer { WidgetCenter.shared.install(handler: nil) }
        try scheduler.addInstance("home-1", kind: "votes", family: .systemSmall)
        try scheduler.addInstance("home-2", kind: "votes", family: .systemLarge)
        scheduler.advance(to: t0 + 60)
        WidgetCenter.shared.reloadTimelines(ofKind: "votes")
        #expect(provider.calls == 4)
        #expect(scheduler.shownID("home-2") == 4)
        let infos = try await WidgetCenter.shared.currentConfigurations()
        #expect(Set(infos.map(\.family)) == [.systemSmall, .systemLarge])
        #expect(infos.allSatisfy { $0.kind == "votes" })
    }
}
