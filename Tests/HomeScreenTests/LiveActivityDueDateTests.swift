import ActivityKit
import Foundation
import HomeScreen
import Testing
import TestSupport

/// The `activity` events of dates that come due: no app or push changes the activity then, the
/// host's watch tells the pages.
@Suite("Live Activity dates that come due are told as events")
struct LiveActivityDueDateTests {
    /// Whether an `activity` event for `id` with `cause` arrives on `updates` (within a generous
    /// bound that only keeps a broken build from hanging).
    private static func arrives(_ updates: AsyncStream<LiveUpdates.Update>, id: String, cause: String) async -> Bool {
        let seen = Task {
            for await update in updates where update.kind == .activity && update.instance == id && update.cause == cause {
                return true
            }
            return false
        }
        let bound = Task {
            try? await Task.sleep(for: .seconds(120))
            seen.cancel()
        }
        defer { bound.cancel() }
        return await seen.value
    }

    @Test("A stale date, a scheduled start and a dismissal date each send an activity event when they come due")
    func dueDates() async throws {
        try await withHomeScreen(registry: await registryWithParcelActivity(), listensForWidgetCenter: true) { runtime, _ in
            try await asApp(runtime) {
                let stale = runtime.liveUpdates.subscribe()
                let soon = Date().addingTimeInterval(1)
                let activity = try Activity.request(
                    attributes: ParcelAttributes(parcel: "E"),
                    content: ActivityContent(state: .init(minutesLeft: 4), staleDate: soon))
                #expect(await Self.arrives(stale, id: activity.id, cause: "stale"), "the stale date came due")
                #expect(try runtime.liveActivities?.activity(activity.id)?.state == .stale)

                let started = runtime.liveUpdates.subscribe()
                let scheduled = try Activity.request(
                    attributes: ParcelAttributes(parcel: "F"),
                    content: ActivityContent(state: .init(minutesLeft: 4), staleDate: nil), pushType: nil, style: .standard,
                    alertConfiguration: AlertConfiguration(title: "F", body: "Starts", sound: .default),
                    start: Date().addingTimeInterval(1))
                #expect(scheduled.activityState == .pending)
                #expect(await Self.arrives(started, id: scheduled.id, cause: "active"), "the scheduled start came due")

                let dismissed = runtime.liveUpdates.subscribe()
                await activity.end(nil, dismissalPolicy: .after(Date().addingTimeInterval(1)))
                #expect(activity.activityState == .ended)
                #expect(await Self.arrives(dismissed, id: activity.id, cause: "dismissed"), "the dismissal date came due")
                #expect(try runtime.liveActivities?.shown().map(\.id) == [scheduled.id], "the dismissed activity is gone")
            }
        }
    }
}
