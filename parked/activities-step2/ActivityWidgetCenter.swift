import ActivityKit
import Foundation
import WidgetCore

extension HomeScreenRuntime {
    /// The home screen's Live Activities (`nil` until the `WidgetCenter` socket starts, or when
    /// their store could not be opened).
    package var liveActivities: LiveActivityCenter? {
        state.withLock { $0.liveActivities }
    }

    /// `handler` answering the app side's Live Activity requests too: opens the activity store
    /// in the data directory and keeps its center.
    func withLiveActivities(_ handler: any WidgetCenterHandler) -> any WidgetCenterHandler {
        let center: LiveActivityCenter
        do {
            let store = try ActivityStore(directory: configuration.dataDirectory)
            center = LiveActivityCenter(
                store: store, kinds: { [weak self] in Set(self?.registry.activities.map(\.attributesType) ?? []) },
                changed: { [weak self] record in self?.publishActivityChange(record) })
        } catch {
            logger.warning("Live Activities will not be kept: \(error)")
            return handler
        }
        state.withLock { $0.liveActivities = center }
        return ActivityWidgetCenter(base: handler, activities: center)
    }

    /// Tells the pages that a Live Activity changed.
    private func publishActivityChange(_ record: ActivityRecord) {
        let version = state.withLock { state -> UInt64 in
            state.version += 1
            return state.version
        }
        liveUpdates.publish(LiveUpdates.Update(kind: .activity, instance: record.id, version: version, cause: "\(record.state)"))
    }
}

/// A `WidgetCenter` handler that answers Live Activity requests from the activity center and
/// everything else from `base`.
struct ActivityWidgetCenter: WidgetCenterHandler {
    let base: any WidgetCenterHandler
    let activities: LiveActivityCenter

    func reloadAllTimelines() { base.reloadAllTimelines() }
    func reloadTimelines(ofKind kind: String) { base.reloadTimelines(ofKind: kind) }
    func currentConfigurations() async throws -> [WidgetInfo] { try await base.currentConfigurations() }
    func placedWidgetsWithoutWaiting() -> [WidgetInfo]? { base.placedWidgetsWithoutWaiting() }
    func handleActivity(_ request: ActivityHostRequest) -> ActivityHostReply { activities.handle(request) }
}
