package import Foundation
package import AppIntents
package import ConfigurationSchema

/// The App Intent a widget's control performs (`Button(intent:)`, `Toggle(isOn:intent:)`), as
/// the host gets it back from a layout by the control's id, with the parameter values the
/// widget's view set.
package struct ControlIntent: Sendable {
    /// The intent value.
    package let intent: any AppIntent

    /// The intent a control recorded (an erased `AppIntent`), or `nil` if it holds none.
    package init?(_ erased: any Sendable) {
        guard let intent = erased as? any AppIntent else { return nil }
        self.intent = intent
    }

    private init(intent: any AppIntent) {
        self.intent = intent
    }

    /// The intent's type name, as the display list's `performs:<Name>` trait has it.
    package var typeName: String { String(describing: type(of: intent)) }

    /// The values of its parameters, as JSON.
    package var parameterValues: [String: JSONValue] { intent.parameterValues }

    /// The intent for a toggle switched to `isOn`: a `SetValueIntent` of `Bool` gets it as its value.
    package func switched(to isOn: Bool) -> ControlIntent {
        ControlIntent(intent: intent.switched(to: isOn))
    }

    /// Sets parameters from JSON; throws `IntentParameterError` (and sets none) when a name is
    /// unknown or a value has the wrong type.
    package func setParameters(_ values: [String: JSONValue]) async throws {
        try await intent.setParameters(values)
    }

    /// Runs the intent's `perform()`; the URL the tap opens (an `OpenURLIntent`, itself or
    /// opened by its result), if any.
    @discardableResult
    package func perform() async throws -> URL? {
        try await intent.performOpeningURL()
    }
}
