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
        var result: [WidgetInfo] = []
        for id in instanceIDs {
            guard let status = status(of: id) else { continue }
            let support = registry[status.kind]?.configuration
            let values = support == nil ? nil : WidgetConfigurationSupport.object(from: status.configuration)
            result.append(await WidgetInfo.make(
                kind: status.kind, family: status.family, configuration: values, support: support,
                instanceID: id.rawValue))
        }
        return result
    }

    package func placedWidgetsWithoutWaiting() -> [WidgetInfo]? {
        placedWidgets()
    }

    /// The placed widgets, as `WidgetCenter` describes them.
    package func placedWidgets() -> [WidgetInfo] {
        instanceIDs.compactMap { id in
            status(of: id).map { status in
                let configurable = registry[status.kind]?.configuration != nil
                return WidgetInfo(
                    kind: status.kind, family: status.family,
                    configurationValues: configurable ? WidgetConfigurationSupport.object(from: status.configuration) : nil,
                    instanceID: id.rawValue)
            }
        }
    }
}
