import ActivityKit
import Foundation
import Synchronization
import TimelineScheduling
package import WidgetCore
package import WidgetRendering

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
    /// The controls of the serving bundle, in body order.
    package var controls: [ControlDescriptor] { registry.controls }

    /// The name shown for `control`: its display name, else the serving app's.
    package func displayName(of control: ControlDescriptor) -> String {
        control.displayName?.plainString ?? configuration.appName
    }

    /// Every control with its state now (each value provider is asked).
    package func controlSummaries() async -> [ControlSummary] {
        var result: [ControlSummary] = []
        for control in controls {
            var summary = ControlSummary(
                kind: control.kind, displayName: displayName(of: control), description: control.description?.plainString,
                role: "button", isOn: nil, error: nil, version: controlVersions.version(of: control.kind))
            do {
                let state = try await Self.state(of: control)
                summary.role = state.isToggle ? "toggle" : "button"
                summary.isOn = state.isToggle ? state.isOn : nil
            } catch {
                summary.error = Self.describe(error)
            }
            result.append(summary)
        }
        return result
    }

    /// Control `kind` drawn in `presentation`, rendered once per version of the control and
    /// request, and cached. With `isOn`, a toggle is drawn in that state (as a tap shows it
    /// before the intent settles it).
    ///
    /// - Throws: `RequestError.notFound` for an unknown kind, 502 when its value provider throws.
    package func renderControl(
        kind: String, presentation: ControlPresentation, request: RenderRequest, isOn: Bool? = nil
    ) async throws -> RenderedWidget {
        guard let control = registry.control(kind) else { throw RequestError.notFound("No control '\(kind.prefix(200))'.") }
        var keyed = request
        keyed.date = Self.undatedMoment
        keyed.environment.isPlaceholder = false
        keyed.family = .systemSmall
        keyed.fragmentID = keyed.format == .fragment ? "control-\(presentation.rawValue)" : nil
        let request = keyed
        let owner = "control:\(kind):\(presentation.rawValue)" + (isOn.map { $0 ? ":on" : ":off" } ?? "")
        let version = controlVersions.version(of: kind)
        let title = displayName(of: control)
        let bundles = UncheckedControlBundles(configuration.resourceBundles)
        return try await renderCache.render(RenderCache.Key(owner: owner, version: version, request: request)) {
            let environment = request.environment
            let drawn: ControlRenderer.Drawn
            do {
                drawn = try await ControlRenderer.draw(control, presentation: presentation, environment: environment,
                                                       fallbackTitle: title, isOn: isOn, bundles: { bundles.value })
            } catch {
                throw RequestError(status: 502, message: "The control's value provider failed: \(Self.describe(error))")
            }
            return RenderedWidget(data: try ControlRenderer.encode(drawn, for: request, title: title), isPlaceholder: false)
        }
    }

    /// Performs a tap on control `kind`, as iOS does: its action (a toggle's `SetValueIntent`
    /// gets the new state, by default the opposite of the provider's) runs `perform()` after
    /// every earlier tap on the control, within `intentTimeout`; then the control reloads
    /// (its value provider is asked again) and so do the serving bundle's widgets, and open pages
    /// are told.
    ///
    /// - Throws: `RequestError`: 404 for an unknown kind, 409 for a control without an action,
    ///   429 when `intentQueueLimit` taps are already waiting, 502 when the value provider or
    ///   `perform()` throws and 504 when `perform()` runs too long. The control is not reloaded.
    package func performControl(kind: String, isOn requested: Bool?) async throws -> PerformedControl {
        guard let control = registry.control(kind) else { throw RequestError.notFound("No control '\(kind.prefix(200))'.") }
        let timeout = configuration.intentTimeout
        let queued = performQueues.enqueue("control:\(kind)", limit: configuration.intentQueueLimit) {
            () -> Result<(String, Bool?), RequestError> in
            let state: ControlStateNow
            do {
                state = try await Self.state(of: control)
            } catch {
                return .failure(RequestError(status: 502, message: "The control's value provider failed: \(Self.describe(error))"))
            }
            guard let action = state.action else {
                return .failure(RequestError(status: 409, message: "The control '\(kind.prefix(200))' performs no intent."))
            }
            let isOn = state.isToggle ? (requested ?? !state.isOn) : nil
            let intent = isOn.map { action.switched(to: $0) } ?? action
            switch await IntentRun.run(intent, timeout: timeout) {
            case .performed: return .success((intent.typeName, isOn))
            case .failed(let reason):
                return .failure(RequestError(status: 502, message: "\(intent.typeName).perform() failed: \(reason)"))
            case .timedOut:
                return .failure(RequestError(status: 504, message: "\(intent.typeName).perform() did not finish in time."))
            }
        }
        guard let queued else {
            throw RequestError(status: 429, message:
                "This control already has \(configuration.intentQueueLimit) taps waiting; try again in a moment.")
        }
        switch await queued.value {
        case .success(let (intent, isOn)):
            let version = reloadControls(ofKind: kind)[kind] ?? controlVersions.version(of: kind)
            // The app's widgets may show what the intent changed, as on iOS.
            for descriptor in registry.descriptors where !descriptor.presenter().isRemote {
                scheduler.reloadTimelines(ofKind: descriptor.kind, reason: .intent)
            }
            return PerformedControl(kind: kind, intent: intent, isOn: isOn, version: version)
        case .failure(let error):
            logger.error("A tap on control '\(kind)' failed: \(error.message); the control keeps its state")
            // The page flipped the toggle at once: it draws the control again.
            publishControlChange(kind, version: controlVersions.version(of: kind), cause: "intentFailed")
            throw error
        }
    }

    /// Reloads the controls of `kind` (every control with `nil`): their renders are made anew
    /// and open pages are told. Unknown kinds are ignored. Returns the new versions.
    @discardableResult
    package func reloadControls(ofKind kind: String?) -> [String: UInt64] {
        let kinds = controls.map(\.kind).filter { kind == nil || $0 == kind }
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

    /// What a control's template says now: its role, state and action.
    private struct ControlStateNow: Sendable {
        var isToggle: Bool
        var isOn: Bool
        var action: ControlIntent?
    }

    @MainActor
    private static func state(of control: ControlDescriptor) async throws -> ControlStateNow {
        let template = try await control.template()
        return ControlStateNow(isToggle: template.isToggle, isOn: template.isOn, action: template.action)
    }

    private static func describe(_ error: any Error) -> String {
        if let localized = error as? any LocalizedError, let text = localized.errorDescription { return text }
        return String(describing: error)
    }
}

/// `WidgetCenter` calls that reach the home screen, with `ControlCenter`'s answered by the
/// runtime's controls.
final class ControlsWidgetCenter: WidgetCenterHandler {
    let base: any WidgetCenterHandler
    private let reload: @Sendable (String?) -> Void
    private let kinds: @Sendable () -> [String]

    init(base: any WidgetCenterHandler, runtime: HomeScreenRuntime) {
        self.base = base
        reload = { [weak runtime] kind in runtime?.reloadControls(ofKind: kind) }
        kinds = { [weak runtime] in runtime?.controls.map(\.kind) ?? [] }
    }

    func reloadAllTimelines() { base.reloadAllTimelines() }
    func reloadTimelines(ofKind kind: String) { base.reloadTimelines(ofKind: kind) }
    func currentConfigurations() async throws -> [WidgetInfo] { try await base.currentConfigurations() }
    func placedWidgetsWithoutWaiting() -> [WidgetInfo]? { base.placedWidgetsWithoutWaiting() }
    func handleActivity(_ request: ActivityHostRequest) -> ActivityHostReply { base.handleActivity(request) }
    func reloadControls(ofKind kind: String?) { reload(kind) }
    func currentControls() async throws -> [String] { kinds() }
}

/// Bundles cross to the main actor for the layout; they are only read.
private struct UncheckedControlBundles: @unchecked Sendable {
    let value: [Bundle]
    init(_ value: [Bundle]) { self.value = value }
}
