import Foundation
package import WidgetCore

/// The scheduler carries out `WidgetCenter` requests of its process:
/// `WidgetCenter.shared.install(handler: scheduler)`.
extension TimelineScheduler: WidgetCenterHandler {
    package func reloadAllTimelines() {
        reloadAll(reason: .widgetCenter)
    }

    package func reloadTimelines(ofKind kind: String) {
        reloadTimelines(ofKind: kind, reason: .widgetCenter)
    }

    package func currentConfigurations() async throws -> [WidgetInfo] {
        placedWidgets()
    }

    /// The placed widgets, as `WidgetCenter` describes them.
    package func placedWidgets() -> [WidgetInfo] {
        instanceIDs.compactMap { id in
            status(of: id).map { WidgetInfo(kind: $0.kind, family: $0.family, instanceID: id.rawValue) }
        }
    }
}
