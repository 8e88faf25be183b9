package import DisplayList
package import WidgetCore
import WidgetExtension
package import WidgetRendering

/// A control of a hosted bundle: its value provider, views and intent run in the bundle's
/// extension process (through an ``InProcessControlPresenter`` of its own). Failures are the
/// extension's refusals as it sent them, and 503 when the extension is away or did not answer.
package struct HostedControlPresenter: ControlPresenter {
    package let supervisor: ExtensionSupervisor
    /// The control's kind in its own bundle.
    package let kind: String

    package init(supervisor: ExtensionSupervisor, kind: String) {
        self.supervisor = supervisor
        self.kind = kind
    }

    package func state() async throws -> ControlState {
        switch try await call(.controlState(kind: kind), timeout: supervisor.settings.renderTimeout) {
        case .controlState(let state): return state
        case let other: throw Self.unexpected(other)
        }
    }

    package func draw(
        _ presentation: ControlPresentation, environment: RenderEnvironment, isOn: Bool?, fallbackTitle: String
    ) async throws -> DisplayList {
        let query = ExtensionControlRenderQuery(kind: kind, presentation: presentation, environment: environment, isOn: isOn,
                                                fallbackTitle: fallbackTitle)
        switch try await call(.controlRender(query), timeout: supervisor.settings.renderTimeout) {
        case .displayList(let list, _): return list
        case let other: throw Self.unexpected(other)
        }
    }

    package func perform(isOn: Bool?, timeout: Duration?) async throws -> PerformedControlIntent {
        // An intent may take long by design: a late answer is abandoned, the extension kept.
        switch try await call(.controlPerform(kind: kind, isOn: isOn), timeout: timeout, endsWhenHung: false) {
        case .controlPerformed(let performed): return performed
        case let other: throw Self.unexpected(other)
        }
    }

    /// The extension's answer to `body`; its refusal thrown as it sent it.
    private func call(
        _ body: ExtensionRequest.Body, timeout: Duration?, endsWhenHung: Bool = true
    ) async throws -> ExtensionResponse {
        guard !supervisor.isStopped else {
            throw RequestError(status: 404, message: "The app of this control is no longer hosted.")
        }
        let response: ExtensionResponse
        do {
            (response, _) = try await supervisor.call(body, timeout: timeout, endsWhenHung: endsWhenHung)
        } catch let failure as ExtensionFailure {
            throw RequestError(status: failure.hung && !endsWhenHung ? 504 : 503, message: failure.description)
        }
        if case .failure(let status, let message) = response { throw RequestError(status: status, message: message) }
        return response
    }

    private static func unexpected(_ response: ExtensionResponse) -> RequestError {
        RequestError(status: 502, message: "The control's extension answered with something else.")
    }
}
