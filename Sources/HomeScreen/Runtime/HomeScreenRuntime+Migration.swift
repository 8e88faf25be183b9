import Foundation
import Logging
import WidgetCore
import WidgetHosting

extension HomeScreenRuntime {
    /// The kind a stored instance has on this home screen when its widget moved out of the
    /// serving program into a hosted one: `BUNDLE/kind` if `kind` is unknown here and exactly one
    /// hosted bundle declares a widget of that kind; otherwise `nil` (known, or ambiguous, or gone).
    static func hostedKind(for kind: String, registry: WidgetRegistry, hosted: HostedBundles) -> String? {
        guard registry[kind] == nil else { return nil }
        var found: String?
        for descriptor in registry.descriptors {
            guard case let (_, own)? = hosted.widget(descriptor.kind), own == kind else { continue }
            guard found == nil else { return nil }
            found = descriptor.kind
        }
        return found
    }

    /// Qualifies the kinds of stored instances whose widget now lives in a hosted bundle (a data
    /// directory of a program that had those widgets in process, such as the old one-program
    /// showcase): `VocabularyWidget` becomes `vocabulary-widgets/VocabularyWidget`. Nothing is
    /// dropped: an instance that matches no bundle, or more than one, keeps its kind and shows as
    /// unavailable, as before.
    static func qualifyHostedKinds(
        _ records: [WidgetInstanceRecord], registry: WidgetRegistry, hosted: HostedBundles, store: SQLiteInstanceStore,
        logger: Logger
    ) async throws -> [WidgetInstanceRecord] {
        var result: [WidgetInstanceRecord] = []
        result.reserveCapacity(records.count)
        for record in records {
            guard let kind = hostedKind(for: record.kind, registry: registry, hosted: hosted),
                  let updated = try await store.setKind(record.id, kind: kind)
            else {
                result.append(record)
                continue
            }
            logger.info("Instance \(record.id) of '\(record.kind)' is now '\(kind)' (its widget is in a hosted bundle)")
            result.append(updated)
        }
        return result
    }
}

/// `WidgetCenter` calls of app processes (the socket) on a home screen that hosts bundles: an
/// app does not know its widgets are hosted, so `reloadTimelines(ofKind: "CongressVotes")`
/// reloads `Congress/CongressVotes` when exactly one hosted bundle declares that kind and the
/// serving bundle does not (the rule of ``HomeScreenRuntime/hostedKind(for:registry:hosted:)``).
struct HostedKindsWidgetCenter: WidgetCenterHandler {
    let scheduler: any WidgetCenterHandler
    let registry: WidgetRegistry
    let hosted: HostedBundles

    func reloadAllTimelines() { scheduler.reloadAllTimelines() }

    func reloadTimelines(ofKind kind: String) {
        scheduler.reloadTimelines(ofKind: HomeScreenRuntime.hostedKind(for: kind, registry: registry, hosted: hosted) ?? kind)
    }

    func currentConfigurations() async throws -> [WidgetInfo] { try await scheduler.currentConfigurations() }

    func placedWidgetsWithoutWaiting() -> [WidgetInfo]? { scheduler.placedWidgetsWithoutWaiting() }
}
