import ActivityKit
import Foundation
import HomeScreen
import Hummingbird
import HummingbirdTesting
import Testing
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
            Text(context.isStale ? "Parcel \(context.attributes.parcel): updating" : "Parcel \(context.attributes.parcel): \(context.state.minutesLeft) min")
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
func registryWithParcelActivity() -> WidgetRegistry {
    var registry = TestWidgets.registry()
    registry.activities = WidgetRegistry(widget: ParcelActivity.self).activities
    return registry
}

/// Runs `body` as an app process does: ActivityKit reaching the home screen of `runtime`
/// through its data directory's socket.
func asApp<T>(_ runtime: HomeScreenRuntime, _ body: () async throws -> T) async rethrows -> T {
    let socket = runtime.configuration.dataDirectory.appendingPathComponent("widgetcenter.sock").path
    return try await ActivityHost.$socketPathOverride.withValue(socket) { try await body() }
}

/// The next element of `iterator`, or `nil` if none comes within a generous bound (which only
/// keeps a broken build from hanging; no test depends on how soon it comes).
func nextElement<I: AsyncIteratorProtocol & Sendable>(_ iterator: I) async -> I.Element? where I.Element: Sendable {
    await withTaskGroup(of: I.Element?.self) { group in
        group.addTask {
            var iterator = iterator
            return try? await iterator.next()
        }
        group.addTask {
            try? await Task.sleep(for: .seconds(120))
            return nil
        }
        let first = await group.next() ?? nil
        group.cancelAll()
        return first
    }
}

private func parcel(_ name: String = "A", minutes: Int = 12, stale: Date? = nil,
                    relevance: Double = 0) -> (ParcelAttributes, ActivityContent<ParcelAttributes.ContentState>) {
    (ParcelAttributes(parcel: name), ActivityContent(state: .init(minutesLeft: minutes), staleDate: stale, relevanceScore: relevance))
}

@Suite("Live Activities of an app, kept by the home screen")
struct LiveActivityHostTests {
    @Test("Without a home screen activities are off and a request is unsupported")
    func noHost() {
        ActivityHost.$socketPathOverride.withValue("/tmp/no-home-screen-\(UUID().uuidString.prefix(8)).sock") {
            #expect(!ActivityAuthorizationInfo().areActivitiesEnabled)
            let (attributes, content) = parcel()
            #expect(throws: ActivityAuthorizationError.unsupported) {
                try Activity.request(attributes: attributes, content: content)
            }
            #expect(Activity<ParcelAttributes>.activities.isEmpty)
            #expect(Activity<ParcelAttributes>.pushToStartToken == nil)
        }
    }

    @Test("The app starts, updates and ends an activity; the host draws it and keeps it through a restart")
    func lifecycle() async throws {
        try await withTemporaryDirectory { directory in
            let registry = await registryWithParcelActivity()
            let id = try await withHomeScreen(directory: directory, registry: registry,
                                              listensForWidgetCenter: true) { runtime, client in
                try await asApp(runtime) {
                    #expect(ActivityAuthorizationInfo().areActivitiesEnabled)
                    let (attributes, content) = parcel(relevance: 1)
                    let activity = try Activity.request(attributes: attributes, content: content, pushType: .token)
                    #expect(activity.activityState == .active)
                    #expect(activity.pushToken?.count == 32, "the host issues a token for pushType: .token")
                    await activity.update(ActivityContent(state: .init(minutesLeft: 5), staleDate: nil))
                    #expect(activity.content.state.minutesLeft == 5)
                    let listed = Activity<ParcelAttributes>.activities
                    #expect(listed.map(\.id) == [activity.id])
                    #expect(listed.first?.content.state.minutesLeft == 5)
                    #expect(listed.first?.attributes.parcel == "A")
                    #expect(listed.first?.pushToken == activity.pushToken)

                    let response = try await client.execute(uri: "/activities/\(activity.id)/compact.png", method: .get)
                    #expect(response.status == .ok)
                    let png = Array(response.body.readableBytesView)
                    #expect(png.prefix(4) == [0x89, 0x50, 0x4E, 0x47])
                    let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }
                    #expect(width == Int(((62.33 * 2 + 125) * 2).rounded(.up)))

                    let api = try await client.execute(uri: "/api/activities", method: .get)
                    let list = try #require(try JSONSerialization.jsonObject(with: Data(api.body.readableBytesView)) as? [[String: Any]])
                    #expect(list.map { $0["id"] as? String } == [activity.id])
                    #expect(list.first?["kind"] as? String == "ParcelAttributes")
                    #expect((list.first?["contentState"] as? [String: Any])?["minutesLeft"] as? Int == 5)
                    #expect(list.first?["takesPushes"] as? Bool == true)
                    #expect(list.first?["pushToken"] == nil, "the token is not listed")
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
                    await activity.update(ActivityContent(state: .init(minutesLeft: 9), staleDate: nil))
                    #expect(activity.activityState == .dismissed, "an update after the end changes nothing")
                }
            }
        }
    }

    @Test("Ending with the default policy keeps the activity, ended, for four hours; .after at most four")
    func dismissalPolicies() async throws {
        try await withHomeScreen(registry: await registryWithParcelActivity(), listensForWidgetCenter: true) { runtime, _ in
            try await asApp(runtime) {
                let (attributes, content) = parcel("B")
                let kept = try Activity.request(attributes: attributes, content: content)
                await kept.end(nil)
                #expect(kept.activityState == .ended)
                let record = try #require(try runtime.liveActivities?.activity(kept.id))
                let window = try #require(record.dismissalDate).timeIntervalSince(record.updatedAt)
                #expect(abs(window - 4 * 3600) < 5)
                #expect(Activity<ParcelAttributes>.activities.map(\.id) == [kept.id], "an ended activity is still shown")

                let late = try Activity.request(attributes: attributes, content: content)
                await late.end(nil, dismissalPolicy: .after(Date().addingTimeInterval(24 * 3600)))
                let lateRecord = try #require(try runtime.liveActivities?.activity(late.id))
                let lateWindow = try #require(lateRecord.dismissalDate).timeIntervalSince(lateRecord.updatedAt)
                #expect(lateWindow <= 4 * 3600 + 5, "a dismissal date past four hours is cut to four")
            }
        }
    }

    @Test("Requests the host cannot honour are refused with ActivityKit's errors")
    func refusals() async throws {
        struct Other: ActivityAttributes {
            struct ContentState: Codable, Hashable { var n: Int }
        }
        try await withHomeScreen(registry: await registryWithParcelActivity(), listensForWidgetCenter: true) { runtime, _ in
            await asApp(runtime) {
                #expect(throws: ActivityAuthorizationError.unsupportedTarget) {
                    try Activity.request(attributes: Other(), content: ActivityContent(state: .init(n: 1), staleDate: nil))
                }
                #expect(Activity<Other>.pushToStartToken == nil, "no push-to-start token for a kind the host cannot draw")
                #expect(throws: ActivityAuthorizationError.attributesTooLarge) {
                    try Activity.request(attributes: ParcelAttributes(parcel: String(repeating: "x", count: 5000)),
                                         content: ActivityContent(state: .init(minutesLeft: 1), staleDate: nil))
                }
            }
        }
    }

    @Test("Activities are listed most relevant first, then in the order they started")
    func relevanceOrder() async throws {
        try await withHomeScreen(registry: await registryWithParcelActivity(), listensForWidgetCenter: true) { runtime, client in
            try await asApp(runtime) {
                let low = try Activity.request(attributes: ParcelAttributes(parcel: "low"),
                                               content: ActivityContent(state: .init(minutesLeft: 1), staleDate: nil))
                let high = try Activity.request(attributes: ParcelAttributes(parcel: "high"),
                                                content: ActivityContent(state: .init(minutesLeft: 1), staleDate: nil,
                                                                         relevanceScore: 50))
                let second = try Activity.request(attributes: ParcelAttributes(parcel: "low 2"),
                                                  content: ActivityContent(state: .init(minutesLeft: 1), staleDate: nil))
                #expect(Activity<ParcelAttributes>.activities.map(\.id) == [high.id, low.id, second.id])
                // An update changes the relevance: the first now leads.
                await low.update(ActivityContent(state: .init(minutesLeft: 2), staleDate: nil, relevanceScore: 100))
                #expect(Activity<ParcelAttributes>.activities.map(\.id) == [low.id, high.id, second.id])
                let api = try await client.execute(uri: "/api/activities", method: .get)
                let list = try #require(try JSONSerialization.jsonObject(with: Data(api.body.readableBytesView)) as? [[String: Any]])
                #expect(list.compactMap { $0["id"] as? String } == [low.id, high.id, second.id])
            }
        }
    }

    @Test("Past its stale date an activity is stale and drawn so; an update with a later date revives it")
    func staleDates() async throws {
        try await withHomeScreen(registry: await registryWithParcelActivity(), listensForWidgetCenter: true) { runtime, client in
            try await asApp(runtime) {
                let (attributes, content) = parcel(stale: Date().addingTimeInterval(-60))
                let activity = try Activity.request(attributes: attributes, content: content)
                let listed = try #require(Activity<ParcelAttributes>.activities.first)
                #expect(listed.activityState == .stale)
                let stale = try await client.execute(uri: "/activities/\(activity.id)/lockScreen.svg", method: .get)
                #expect(String(buffer: stale.body).contains("updating"), "context.isStale is true")
                await activity.update(ActivityContent(state: .init(minutesLeft: 3), staleDate: Date().addingTimeInterval(3600)))
                #expect(activity.activityState == .active)
                let fresh = try await client.execute(uri: "/activities/\(activity.id)/lockScreen.svg", method: .get)
                #expect(String(buffer: fresh.body).contains("3 min"))
            }
        }
    }

    @Test("A scheduled start is pending until its date (iOS 26's request(…start:))")
    func scheduledStart() async throws {
        try await withHomeScreen(registry: await registryWithParcelActivity(), listensForWidgetCenter: true) { runtime, _ in
            try await asApp(runtime) {
                let (attributes, content) = parcel()
                let alert = AlertConfiguration(title: "Parcel", body: "On its way", sound: .default)
                let later = try Activity.request(attributes: attributes, content: content, style: .standard,
                                                 alertConfiguration: alert, start: Date().addingTimeInterval(3600))
                #expect(later.activityState == .pending)
                let now = try Activity.request(attributes: attributes, content: content, style: .transient,
                                               alertConfiguration: alert, start: Date().addingTimeInterval(-1))
                #expect(now.activityState == .active)
                let record = try #require(try runtime.liveActivities?.activity(now.id))
                #expect(record.style == "transient")
                #expect(record.alert?.body == "On its way")
            }
        }
    }

    @Test("An update with an older timestamp than the last one is ignored")
    func timestamps() async throws {
        try await withHomeScreen(registry: await registryWithParcelActivity(), listensForWidgetCenter: true) { runtime, _ in
            try await asApp(runtime) {
                let (attributes, content) = parcel()
                let activity = try Activity.request(attributes: attributes, content: content)
                let moment = Date()
                await activity.update(ActivityContent(state: .init(minutesLeft: 7), staleDate: nil), timestamp: moment)
                await activity.update(ActivityContent(state: .init(minutesLeft: 9), staleDate: nil),
                                      timestamp: moment.addingTimeInterval(-10))
                #expect(Activity<ParcelAttributes>.activities.first?.content.state.minutesLeft == 7)
                await activity.end(nil, dismissalPolicy: .immediate, timestamp: moment.addingTimeInterval(-5))
                #expect(Activity<ParcelAttributes>.activities.map(\.id) == [activity.id], "an older end is ignored too")
            }
        }
    }

    @Test("The asynchronous sequences see what another process changes")
    func sequences() async throws {
        try await withHomeScreen(registry: await registryWithParcelActivity(), listensForWidgetCenter: true) { runtime, _ in
            try await asApp(runtime) {
                let starts = Activity<ParcelAttributes>.activityUpdates.makeAsyncIterator()
                let (attributes, content) = parcel()
                let activity = try Activity.request(attributes: attributes, content: content, pushType: .token)
                let started = await nextElement(starts)
                #expect(started?.id == activity.id, "activityUpdates gives an activity that starts")

                let token = await nextElement(activity.pushTokenUpdates.makeAsyncIterator())
                #expect(token != nil && token == activity.pushToken)

                // Another handle on the same activity (as another process has) sees the changes.
                let other = try #require(Activity<ParcelAttributes>.activities.first)
                let contents = other.contentUpdates.makeAsyncIterator()
                let states = other.activityStateUpdates.makeAsyncIterator()
                await activity.update(ActivityContent(state: .init(minutesLeft: 4), staleDate: nil))
                let changed = await nextElement(contents)
                #expect(changed?.state.minutesLeft == 4)
                await activity.end(nil, dismissalPolicy: .default)
                #expect(await nextElement(states) == .ended)
                #expect(other.activityState == .ended)
            }
        }
    }

    @Test("A kind's push-to-start token is issued once and kept")
    func pushToStartToken() async throws {
        try await withTemporaryDirectory { directory in
            let registry = await registryWithParcelActivity()
            let first = try await withHomeScreen(directory: directory, registry: registry,
                                                 listensForWidgetCenter: true) { runtime, _ in
                try await asApp(runtime) {
                    let token = try #require(Activity<ParcelAttributes>.pushToStartToken)
                    #expect(token.count == 32)
                    #expect(Activity<ParcelAttributes>.pushToStartToken == token)
                    let update = await nextElement(Activity<ParcelAttributes>.pushToStartTokenUpdates.makeAsyncIterator())
                    #expect(update == token)
                    return token
                }
            }
            try await withHomeScreen(directory: directory, registry: registry, listensForWidgetCenter: true) { runtime, _ in
                await asApp(runtime) {
                    #expect(Activity<ParcelAttributes>.pushToStartToken == first, "the same after a restart")
                }
            }
        }
    }
}
