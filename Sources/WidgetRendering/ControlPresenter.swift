package import Foundation
package import DisplayList
package import WidgetCore

/// What a control's template says now: a toggle or a button, a toggle's state, and whether it
/// performs an intent.
package struct ControlState: Sendable, Codable, Hashable {
    package var isToggle: Bool
    package var isOn: Bool
    package var hasAction: Bool

    package init(isToggle: Bool, isOn: Bool, hasAction: Bool) {
        self.isToggle = isToggle
        self.isOn = isOn
        self.hasAction = hasAction
    }
}

/// A performed tap on a control: the intent's type name and, for a toggle, the state it set.
package struct PerformedControlIntent: Sendable, Codable, Hashable {
    package var intent: String
    package var isOn: Bool?

    package init(intent: String, isOn: Bool?) {
        self.intent = intent
        self.isOn = isOn
    }
}

/// Where a control runs: this process (``InProcessControlPresenter``) or its bundle's
/// extension process. Failures are ``RequestError``s: 502 when the value provider or the intent
/// throws (the message is the error's), 504 when the intent runs too long, 409 for a control
/// without an action, 503 when the extension is away.
package protocol ControlPresenter: Sendable {
    /// The control's state, from its value provider's `currentValue()`.
    func state() async throws -> ControlState
    /// The control drawn in `presentation` (a toggle in `isOn` if given).
    func draw(_ presentation: ControlPresentation, environment: RenderEnvironment, isOn: Bool?, fallbackTitle: String)
        async throws -> DisplayList
    /// Runs the control's intent (a toggle's `SetValueIntent` gets `isOn`, by default the
    /// opposite of its state now), within `timeout` if given.
    func perform(isOn: Bool?, timeout: Duration?) async throws -> PerformedControlIntent
}

/// A control of a bundle in this process: its value provider, views and intent run here.
package struct InProcessControlPresenter: ControlPresenter {
    package let control: ControlDescriptor
    private let bundles: UncheckedControlBundles

    package init(_ control: ControlDescriptor, bundles: [Bundle] = []) {
        self.control = control
        self.bundles = UncheckedControlBundles(bundles)
    }

    package func state() async throws -> ControlState {
        let now = try await Self.current(control)
        return ControlState(isToggle: now.isToggle, isOn: now.isOn, hasAction: now.action != nil)
    }

    package func draw(
        _ presentation: ControlPresentation, environment: RenderEnvironment, isOn: Bool?, fallbackTitle: String
    ) async throws -> DisplayList {
        let bundles = bundles
        do {
            return try await ControlRenderer.draw(control, presentation: presentation, environment: environment,
                                                  fallbackTitle: fallbackTitle, isOn: isOn, bundles: { bundles.value })
        } catch {
            throw Self.providerFailure(error)
        }
    }

    package func perform(isOn requested: Bool?, timeout: Duration?) async throws -> PerformedControlIntent {
        let now = try await Self.current(control)
        guard let action = now.action else {
            throw RequestError(status: 409, message: "The control '\(control.kind.prefix(200))' performs no intent.")
        }
        let isOn = now.isToggle ? (requested ?? !now.isOn) : nil
        let intent = isOn.map { action.switched(to: $0) } ?? action
        switch await IntentRun.run(intent, timeout: timeout) {
        case .performed: return PerformedControlIntent(intent: intent.typeName, isOn: isOn)
        case .failed(let reason): throw RequestError(status: 502, message: "\(intent.typeName).perform() failed: \(reason)")
        case .timedOut: throw RequestError(status: 504, message: "\(intent.typeName).perform() did not finish in time.")
        }
    }

    /// What the template says now.
    private struct Now: Sendable {
        var isToggle: Bool
        var isOn: Bool
        var action: ControlIntent?
    }

    @MainActor
    private static func current(_ control: ControlDescriptor) async throws -> Now {
        do {
            let template = try await control.template()
            return Now(isToggle: template.isToggle, isOn: template.isOn, action: template.action)
        } catch {
            throw providerFailure(error)
        }
    }

    private static func providerFailure(_ error: any Error) -> RequestError {
        if let error = error as? RequestError { return error }
        let text = (error as? any LocalizedError)?.errorDescription ?? String(describing: error)
        return RequestError(status: 502, message: "The control's value provider failed: \(text)")
    }
}

/// Bundles cross to the main actor for the layout; they are only read.
private struct UncheckedControlBundles: @unchecked Sendable {
    let value: [Bundle]
    init(_ value: [Bundle]) { self.value = value }
}
