import ActivityKit
import Foundation
import Testing
import TestSupport

/// The example bundle's delivery attributes as an app declares them (on iOS the app and its
/// widget extension share the type's source): same name, same JSON.
struct DeliveryAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var minutesLeft: Int
        var stage: String
        var progress: Double
    }

    var orderNumber: String
    var courier: String
}

/// Live Activities between two real processes: `example-widgets serve` as the home screen and
/// this test binary, run again as the app (`ChildTestProcess`), reaching it through the data
/// directory's socket (`WIDGETKIT_DATA_DIR`) as app code does.
@Suite("Live Activities between an app process and the home screen's")
struct LiveActivityProcessTests {
    private static let phase = "WIDGETKIT_ACTIVITY_APP_PHASE"

    /// Runs the app-side test `name` in a child process on `directory`.
    private func runApp(_ name: String, directory: URL) async throws -> String {
        let child = try ChildTestProcess.start(name, environment: ["WIDGETKIT_DATA_DIR": directory.path, Self.phase: name])
        let (status, log) = await child.finish(timeout: .seconds(300))
        #expect(status == 0, "the app process failed:\n\(log)")
        #expect(log.contains("1 test"), "the child ran \(name):\n\(log)")
        return log
    }

    private func activities(_ server: ServerProcess) async throws -> [[String: Any]] {
        let answer = try await DataDirectoryFaultTests.request(server, "GET", "/api/activities")
        #expect(answer.status == 200, "\(answer.body)")
        return try #require(try JSONSerialization.jsonObject(with: Data(answer.body.utf8)) as? [[String: Any]])
    }

    @Test("An app starts and updates an activity and exits; it stays through a restart of the host; the app ends it")
    func startUpdateRestartEnd() async throws {
        let directory = DataDirectoryFaultTests.newDirectory("activity")
        defer { try? FileManager.default.removeItem(at: directory) }
        let first = try ServerProcess(dataDirectory: directory)
        defer { first.stop() }

        _ = try await runApp("appStartsDelivery", directory: directory)
        let started = try await activities(first)
        #expect(started.count == 1)
        let activity = try #require(started.first)
        #expect(activity["kind"] as? String == "DeliveryAttributes")
        #expect(activity["state"] as? String == "active", "the app process is gone; the activity stays")
        let state = try #require(activity["contentState"] as? [String: Any])
        #expect(state["minutesLeft"] as? Int == 5 && state["stage"] as? String == "On its way")
        let id = try #require(activity["id"] as? String)
        let png = try await DataDirectoryFaultTests.request(first, "GET", "/activities/\(id)/expanded.png")
        #expect(png.status == 200 && png.headers["content-type"] == "image/png", "\(png.status)")

        first.terminate()
        let second = try ServerProcess(dataDirectory: directory)
        defer { second.stop() }
        #expect(try await activities(second).compactMap { $0["id"] as? String } == [id], "kept through the restart")

        _ = try await runApp("appEndsDelivery", directory: directory)
        #expect(try await activities(second).isEmpty, "ended with .immediate: dismissed at once")
    }

    @Test("App side: start and update a delivery (run by startUpdateRestartEnd)",
          .enabled(if: ProcessInfo.processInfo.environment["WIDGETKIT_ACTIVITY_APP_PHASE"] == "appStartsDelivery"))
    func appStartsDelivery() async throws {
        #expect(ActivityAuthorizationInfo().areActivitiesEnabled)
        let activity = try Activity.request(
            attributes: DeliveryAttributes(orderNumber: "1042", courier: "Sam"),
            content: ActivityContent(state: .init(minutesLeft: 12, stage: "Preparing", progress: 0.1), staleDate: nil),
            pushType: .token)
        #expect(activity.pushToken?.count == 32)
        await activity.update(ActivityContent(state: .init(minutesLeft: 5, stage: "On its way", progress: 0.6), staleDate: nil))
        #expect(activity.content.state.minutesLeft == 5)
    }

    @Test("App side: find the delivery and end it (run by startUpdateRestartEnd)",
          .enabled(if: ProcessInfo.processInfo.environment["WIDGETKIT_ACTIVITY_APP_PHASE"] == "appEndsDelivery"))
    func appEndsDelivery() async throws {
        let activity = try #require(Activity<DeliveryAttributes>.activities.first)
        #expect(activity.attributes.orderNumber == "1042")
        #expect(activity.content.state.stage == "On its way")
        await activity.end(ActivityContent(state: .init(minutesLeft: 0, stage: "Delivered", progress: 1), staleDate: nil),
                           dismissalPolicy: .immediate)
        #expect(activity.activityState == .dismissed)
    }
}
