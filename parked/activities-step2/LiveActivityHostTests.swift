import ActivityKit
import Foundation
import Testing
import HomeScreen
import Hummingbird
import HummingbirdTesting
import TestSupport
import ViewCore
import WidgetCore

struct ParcelAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var minutesLeft: Int
    }

    var parcel: String
}

struct ParcelActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: ParcelAttributes.self) { context in
            Text("Parcel \(context.parcel): \(context.state.minutesLeft) min")
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.center) { Text("\(context.state.minutesLeft) min") }
            } compactLeading: {
                Text("P")
            } compactTrailing: {
                Text("\(context.state.minutesLeft)m")
            } minimal: {
                Text("P")
            }
        }
    }
}

/// The test widgets with the parcel Live Activity.
@MainActor
private func registryWithActivity() -> WidgetRegistry {
    var registry = TestWidgets.registry()
    registry.activities = WidgetRegistry(widget: ParcelActivity.self).activities
    return registry
}

@Suite("Live Activities of an app, kept by the home screen")
struct LiveActivityHostTests {
    /// Runs `body` as an app process does: ActivityKit reaching the home screen through the
    /// data directory's socket.
    func asApp<T>(_ runtime: HomeScreenRuntime, _ body: () async throws -> T) async rethrows -> T {
        let socket = runtime.configuration.dataDirectory.appendingPathComponent("widgetcenter.sock").path
        return try await ActivityHost.$socketPathOverride.withValue(socket) { try await body() }
    }

    @Test("Without a home screen activities are off and a request is unsupported")
    func noHost() throws {
        try ActivityHost.$socketPathOverride.withValue("/tmp/no-home-screen-\(UUID().uuidString).sock") {
            #expect(!ActivityAuthorizationInfo().areActivitiesEnabled)
            #expect(throws: ActivityAuthorizationError.unsupported) {
                try Activity.request(attributes: ParcelAttributes(parcel: "A"),
                                     content: ActivityContent(state: .init(minutesLeft: 3), staleDate: nil))
            }
            #expect(Activity<ParcelAttributes>.activities.isEmpty)
        }
    }

    @Test("The app starts, updates and ends an activity; the host draws it and keeps it through a restart")
    func lifecycle() async throws {
        try await withTemporaryDirectory { directory in
            let registry = await registryWithActivity()
            let id = try await withHomeScreen(directory: directory, registry: registry,
                                              listensForWidgetCenter: true) { runtime, client in
                try await asApp(runtime) {
                    #expect(ActivityAuthorizationInfo().areActivitiesEnabled)
                    let activity = try Activity.request(
                        attributes: ParcelAttributes(parcel: "A"),
                        content: ActivityContent(state: .init(minutesLeft: 12), staleDate: nil, relevanceScore: 1),
                        pushType: .token)
                    #expect(activity.activityState == .active)
                    #expect(activity.pushToken?.count == 32, "the host issues a token for pushType: .token")
                    await activity.update(ActivityContent(state: .init(minutesLeft: 5), staleDate: nil))
                    #expect(activity.content.state.minutesLeft == 5)
                    let listed = Activity<ParcelAttributes>.activities
                    #expect(listed.map(\.id) == [activity.id])
                    #expect(listed.first?.content.state.minutesLeft == 5)
                    #expect(listed.first?.attributes.parcel == "A")
                    let response = try await client.execute(uri: "/activities/\(activity.id)/compact.png", method: .get)
                    #expect(response.status == .ok)
                    let png = Data(buffer: response.body)
                    #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
                    let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }
                    #expect(width == Int(((62.33 * 2 + 125) * 2).rounded(.up)))
                    return activity.id
                }
            }
            // Another host on the same data directory still has it.
            try await withHomeScreen(directory: directory, registry: registry,
                                     listensForWidgetCenter: true) { runtime, _ in
                try await asApp(runtime) {
                    let activity = try #require(Activity<ParcelAttributes>.activities.first)
                    #expect(activity.id == id)
                    #expect(activity.content.state.minutesLeft == 5)
                    await activity.end(ActivityContent(state: .init(minutesLeft: 0), staleDate: nil), dismissalPolicy: .immediate)
                    #expect(activity.activityState == .dismissed)
                    #expect(Activity<ParcelAttributes>.activities.isEmpty, "an immediately dismissed activity is gone")
                }
            }
        }
    }

    @Test("Ending with the default policy keeps the activity, ended, for four hours")
    func defaultDismissal() async throws {
        try await withHomeScreen(registry: await registryWithActivity(), listensForWidgetCenter: true) { runtime, _ in
            try await asApp(runtime) {
                let activity = try Activity.request(attributes: ParcelAttributes(parcel: "B"),
                                                    content: ActivityContent(state: .init(minutesLeft: 1), staleDate: nil))
                await activity.end(nil)
                #expect(activity.activityState == .ended)
                let record = try #require(try runtime.liveActivities?.store.activity(activity.id))
                let kept = try #require(record.dismissalDate).timeIntervalSince(record.updatedAt)
                #expect(abs(kept - 4 * 3600) < 1)
                #expect(Activity<ParcelAttributes>.activities.map(\.id) == [activity.id])
            }
        }
    }

    @Test("A request for attributes the host cannot draw is refused")
    func unknownKind() async throws {
        struct Other: ActivityAttributes {
            struct ContentState: Codable, Hashable { var n: Int }
        }
        try await withHomeScreen(registry: await registryWithActivity(), listensForWidgetCenter: true) { runtime, _ in
            asApp(runtime) {
                #expect(throws: ActivityAuthorizationError.unsupportedTarget) {
                    try Activity.request(attributes: Other(), content: ActivityContent(state: .init(n: 1), staleDate: nil))
                }
            }
        }
    }
}
