import ActivityKit
import Foundation
import Synchronization
import TimelineScheduling
package import WidgetCore
package import WidgetRendering
import WidgetHosting

/// The controls' versions: a reload (`ControlCenter`, or a performed intent) moves a kind on,
/// so its renders are made anew, asking its value provider again.
package final class ControlVersions: Sendable {
    private let versions = Mutex<[String: UInt64]>([:])

    package init() {}

    /// The current version of `kind`.
    package func version(of kind: String) -> UInt64 {
        versions.withLock { $0[kind, default: 1] }
    }

    /// Moves `kinds` on; returns their new versions.
    package func advance(_ kinds: [String]) -> [String: UInt64] {
        versions.withLock { versions in
            var advanced: [String: UInt64] = [:]
            for kind in kinds {
                let next = versions[kind, default: 1] + 1
                versions[kind] = next
                advanced[kind] = next
            }
            return advanced
        }
    }
}

/// A control as `GET /api/controls` lists it (docs/HTTP-API.md).
package struct ControlSummary: Sendable, Encodable {
    package var kind: String
    /// The name given with `displayName(_:)`, else the app's.
    package var displayName: String
    package var description: String?
    /// `toggle` or `button`.
    package var role: String
    /// A toggle's state, as its value provider says now; `nil` for a button, or when the
    /// provider failed (`error` says why).
    package var isOn: Bool?
    package var error: String?
    /// Grows with each reload of the control; its images' URLs carry it.
    package var version: UInt64
}

/// What a performed tap on a control did.
package struct PerformedControl: Sendable, Encodable {
    package var kind: String
    /// The intent's type name.
    package var intent: String
    /// For a toggle, the state it was switched to.
    package var isOn: Bool?
    /// The control's version after its reload.
    package var version: UInt64
}

extension HomeScreenRuntime {
    /// The controls of Control Center: the serving bundle's (run in this process), then each
    /// hosted bundle's (run in its extension, kinds `BUNDLE/kind`).
    package var controls: [ControlEntry] {
        let bundles = configuration.resourceBundles
        let own = registry.controls.map { control in
            ControlEntry(kind: control.kind, ownKind: control.kind,
                         displayName: control.displayName?.plainString ?? configuration.appName,
                         description: control.description?.plainString,
                         presenter: InProcessControlPresenter(control, bundles: bundles))
        }
        return own + (hosted?.controls() ?? [])
    }

    /// The control of `kind` (its home screen kind); 404 otherwise.
    private func control(_ kind: String) throws -> ControlEntry {
        guard let control = controls.first(where: { $0.kind == kind }) else {
            throw RequestError.notFound("No control '\(kind.prefix(200))'.")
        }
        return control
    }

    /// Every control with its state now (each value provider is asked).
    package func controlSummaries() async -> [ControlSummary] {
        var result: [ControlSummary] = []
        for control in controls {
            var summary = ControlSummary(
                kind: control.kind, displayName: control.displayName, description: control.description,
                role: "button", isOn: nil, error: nil, version: controlVersions.version(of: control.kind))
            do {
                let state = try await control.presenter.state()
                summary.role = state.isToggle ? "toggle" : "button"
                summary.isOn = state.isToggle ? state.isOn : nil
            } catch let error as RequestError {
                summary.error = error.message
            } catch {
                summary.error = String(describing: error)
            }
            result.append(summary)
        }
        return result
    }

    /// Control `kind` drawn in `presentation`, rendered once per version of the control and
    /// request, and cached. With `isOn`, a toggle is drawn in that state (as a tap shows it
    /// before the intent settles it).
    ///
    /// - Throws: `RequestError`: 404 for an unknown kind, 502 when its value provider throws,
    ///   503 when its extension is away.
    package func renderControl(
        kind: String, presentation: ControlPresentation, request: RenderRequest, isOn: Bool? = nil
    ) async throws -> RenderedWidget {
        let control = try control(kind)
        var keyed = request
        keyed.date = Self.undatedMoment
        keyed.environment.isPlaceholder = false
        keyed.family = .systemSmall
        keyed.fragmentID = keyed.format == .fragment ? "control-\(presentation.rawValue)" : nil
        let request = keyed
        let owner = "control:\(kind):\(presentation.rawValue)" + (isOn.map { $0 ? ":on" : ":off" } ?? "")
        let version = controlVersions.version(of: kind)
        return try await renderCache.render(RenderCache.Key(owner: owner, version: version, request: request)) {
            var environment = request.environment
            environment.date = Date()
            let list = try await control.presenter.draw(presentation, environment: environment, isOn: isOn,
                                                        fallbackTitle: control.displayName)
            return RenderedWidget(data: try WidgetRenderer.encode(list, for: request, title: control.displayName),
                                  isPlaceholder: false)
        }
    }

    /// Performs a tap on control `kind`, as iOS does: its action (a toggle's `SetValueIntent`
    /// gets the new state, by default the opposite of the provider's) runs `perform()` where the
    /// control runs, after every earlier tap on the control, within `intentTimeout`; then the
    /// control reloads (its value provider is asked again) and so do the widgets of its app, and
    /// open pages are told.
    ///
    /// - Throws: `RequestError`: 404 for an unknown kind, 409 for a control without an action,
    ///   429 when `intentQueueLimit` taps are already waiting, 502 when the value provider or
    ///   `perform()` throws, 503 when its extension is away and 504 when `perform()` runs too
    ///   long. The control is not reloaded.
    package func performControl(kind: String, isOn requested: Bool?) async throws -> PerformedControl {
        let control = try control(kind)
        let timeout = configuration.intentTimeout
        let queued = performQueues.enqueue("control:\(kind)", limit: configuration.intentQueueLimit) {
            () -> Result<PerformedControlIntent, RequestError> in
            do {
                return .success(try await control.presenter.perform(isOn: requested, timeout: timeout))
            } catch let error as RequestError {
                return .failure(error)
            } catch {
                return .failure(RequestError(status: 500, message: String(describing: error)))
            }
        }
        guard let queued else {
            throw RequestError(status: 429, message:
                "This control already has \(configuration.intentQueueLimit) taps waiting; try again in a moment.")
        }
        switch await queued.value {
        case .success(let performed):
            let version = reloadControls(ofKind: kind)[kind] ?? controlVersions.version(of: kind)
            // The app's widgets may show what the intent changed, as on iOS.
            let bundle = HostedBundles.bundleKey(ofQualified: kind, ownKind: control.ownKind)
            for descriptor in registry.descriptors where Self.app(of: descriptor) == bundle {
                scheduler.reloadTimelines(ofKind: descriptor.kind, reason: .intent)
            }
            return PerformedControl(kind: kind, intent: performed.intent, isOn: performed.isOn, version: version)
        case .failure(let error):
            logger.error("A tap on control '\(kind)' failed: \(error.message); the control keeps its state")
            // The page flipped the toggle at once: it draws the control again.
            publishControlChange(kind, version: controlVersions.version(of: kind), cause: "intentFailed")
            throw error
        }
    }

    /// The hosted bundle a widget belongs to (`nil` for the serving bundle's).
    static func app(of descriptor: WidgetDescriptor) -> String? {
        guard descriptor.presenter().isRemote, let slash = descriptor.kind.firstIndex(of: "/") else { return nil }
        return String(descriptor.kind[..<slash])
    }

    /// Reloads the controls of `kind` (every control with `nil`): their renders are made anew
    /// and open pages are told. `kind` is a home screen kind, or the kind an app declares (an
    /// app does not know its controls are hosted). Unknown kinds are ignored. Returns the new
    /// versions.
    @discardableResult
    package func reloadControls(ofKind kind: String?) -> [String: UInt64] {
        let kinds = controls.filter { kind == nil || $0.kind == kind || $0.ownKind == kind }.map(\.kind)
        let advanced = controlVersions.advance(kinds)
        for (kind, version) in advanced {
            for presentation in ControlPresentation.allCases {
                for state in ["", ":on", ":off"] {
                    renderCache.invalidate("control:\(kind):\(presentation.rawValue)\(state)", below: version)
                }
            }
            publishControlChange(kind, version: version, cause: "reload")
        }
        return advanced
    }

    /// Tells the pages that control `kind` is to be drawn again.
    private func publishControlChange(_ kind: String, version: UInt64, cause: String) {
        liveUpdates.publish(LiveUpdates.Update(kind: .control, instance: kind, version: version, cause: cause))
    }
}

/// `WidgetCenter` calls that reach the home screen, with `ControlCenter`'s answered by the
/// runtime's controls and `currentPushInfo` by its widget push tokens.
final class ControlsWidgetCenter: WidgetCenterHandler {
    let base: any WidgetCenterHandler
    private let reload: @Sendable (String?) -> Void
    private let kinds: @Sendable () -> [String]
    private let push: @Sendable (String?) async -> WidgetPushInfo?

    init(base: any WidgetCenterHandler, runtime: HomeScreenRuntime) {
        self.base = base
        reload = { [weak runtime] kind in runtime?.reloadControls(ofKind: kind) }
        kinds = { [weak runtime] in runtime?.controls.map(\.ownKind) ?? [] }
        push = { [weak runtime] app in await runtime?.widgetPushInfo(app: app) }
    }

    func reloadAllTimelines() { base.reloadAllTimelines() }
    func reloadTimelines(ofKind kind: String) { base.reloadTimelines(ofKind: kind) }
    func currentConfigurations() async throws -> [WidgetInfo] { try await base.currentConfigurations() }
    func placedWidgetsWithoutWaiting() -> [WidgetInfo]? { base.placedWidgetsWithoutWaiting() }
    func handleActivity(_ request: ActivityHostRequest) -> ActivityHostReply { base.handleActivity(request) }
    func reloadControls(ofKind kind: String?) { reload(kind) }
    func currentControls() async throws -> [String] { kinds() }
    func controlKindsWithoutWaiting() -> [String]? { kinds() }
    func pushInfo(app: String?) async throws -> WidgetPushInfo? { await push(app) }
}
