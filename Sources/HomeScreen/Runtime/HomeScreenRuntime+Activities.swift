import ActivityKit
import Foundation
import WidgetCore

extension HomeScreenRuntime {
    /// The home screen's Live Activities; `nil` for a read-only home screen, or when their
    /// store could not be opened (logged).
    package var liveActivities: LiveActivityCenter? {
        state.withLock { $0.liveActivities }
    }

    /// Opens the activity store in the data directory and keeps its center (at start).
    func openLiveActivities() {
        guard !configuration.readOnly else { return }
        do {
            let store = try ActivityStore(directory: configuration.dataDirectory)
            let center = LiveActivityCenter(
                store: store, kinds: { [weak self] in Set(self?.registry.activities.map(\.attributesType) ?? []) },
                changed: { [weak self] record in self?.publishActivityChange(record) })
            state.withLock { $0.liveActivities = center }
        } catch {
            logger.warning("Live Activities will not be kept: \(error)")
        }
    }

    /// `handler` answering apps' Live Activity requests too, from the activity center.
    func withLiveActivities(_ handler: any WidgetCenterHandler) -> any WidgetCenterHandler {
        guard let center = liveActivities else { return handler }
        return ActivityWidgetCenter(base: handler, activities: center)
    }

    /// Tells the pages that a Live Activity started, changed or ended.
    private func publishActivityChange(_ record: ActivityRecord) {
        let version = state.withLock { state -> UInt64 in
            state.version += 1
            return state.version
        }
        liveUpdates.publish(LiveUpdates.Update(kind: .activity, instance: record.id, version: version,
                                               cause: "\(record.state)"))
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
