package import ActivityKit
package import Foundation
package import WidgetCore
package import WidgetRendering

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
            center.startWatchingDueDates()
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
    func reloadControls(ofKind kind: String?) { base.reloadControls(ofKind: kind) }
    func currentControls() async throws -> [String] { try await base.currentControls() }
    func controlKindsWithoutWaiting() -> [String]? { base.controlKindsWithoutWaiting() }
    func pushInfo(app: String?) async throws -> WidgetPushInfo? { try await base.pushInfo(app: app) }
}

extension HomeScreenRuntime {
    /// A Live Activity drawn in one presentation as an HTML fragment for the home screen page
    /// (images from `/assets`, app links pointed at the host, as widgets' fragments), with its
    /// size in points. The fragment's root id is `activity-<id>-<presentation>-<scheme>`.
    ///
    /// - Throws: `RequestError.notFound` when the bundle has no `ActivityConfiguration` for the
    ///   activity's kind; `ActivityDecodingError` when its JSON no longer decodes.
    package func activityFragment(
        _ record: ActivityRecord, presentation: ActivityPresentation, request: RenderRequest
    ) async throws -> (html: String, size: CGSize) {
        guard let activity = registry.activity(record.attributesType) else {
            throw RequestError.notFound("This home screen cannot draw \(record.attributesType.prefix(200)) any more.")
        }
        var request = request
        request.format = .fragment
        request.date = Date()
        let scheme = presentation.isDynamicIsland ? "dark" : request.colorScheme.name
        request.fragmentID = "activity-\(record.id)-\(presentation.rawValue)-\(scheme)"
        let input = ActivityViewInput(attributes: Data(record.attributes.utf8), contentState: Data(record.contentState.utf8),
                                      isStale: record.state == .stale, activityID: record.id)
        let environment = request.environment
        let bundles = UncheckedActivityBundles(configuration.resourceBundles)
        let list = try await MainActor.run {
            try ActivityRenderer.layout(activity, input: input, presentation: presentation, environment: environment,
                                        bundles: bundles.value).displayList
        }
        let hooks = WidgetRenderer.Hooks(imageURL: imageAssets.url(for:), rewrite: { AppLinks.pointingAtHost($0) })
        let output = try WidgetRenderer.renderOutput(request, list: list, title: activity.attributesType, hooks: hooks)
        guard case .text(let html) = output else { throw RequestError(status: 500, message: "A fragment came out as bytes.") }
        return (html, CGSize(width: Double(list.size.width), height: Double(list.size.height)))
    }
}

/// Bundles cross to the main actor for the layout; they are only read.
private struct UncheckedActivityBundles: @unchecked Sendable {
    let value: [Bundle]
    init(_ value: [Bundle]) { self.value = value }
}
