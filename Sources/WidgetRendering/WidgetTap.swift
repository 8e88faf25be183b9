package import Foundation
package import ConfigurationSchema

/// A tap on a control of a laid-out widget, as a page, a script or the `perform` command asks
/// for it.
package struct WidgetTap: Sendable {
    /// The control's id in the widget's render (`data-control`); `nil` for the first control
    /// that performs ``expectedIntent`` (the `perform` command names intents, not controls).
    package var control: Int?
    /// For a toggle: the state it switches to (by default the opposite of the state shown).
    package var isOn: Bool?
    /// The intent type the caller saw at the control: when the widget holds another one there
    /// now, the tap is refused (409) rather than performing something else.
    package var expectedIntent: String?
    /// Parameter values set on the intent before it runs (`perform --parameters`); only a widget
    /// of this process takes them.
    package var parameters: [String: JSONValue]

    package init(control: Int?, isOn: Bool? = nil, expectedIntent: String? = nil, parameters: [String: JSONValue] = [:]) {
        self.control = control
        self.isOn = isOn
        self.expectedIntent = expectedIntent
        self.parameters = parameters
    }
}

/// What a performed tap did.
package struct PerformedIntent: Sendable {
    /// The intent's type name.
    package var intent: String
    /// For a toggle, the state it was switched to.
    package var isOn: Bool?
    /// The URL the tap opens (an `OpenURLIntent`), as the widget gave it.
    package var opensURL: URL?
    /// The intent's parameters as it ran; empty when another process ran it.
    package var parameters: [String: JSONValue]

    package init(intent: String, isOn: Bool?, opensURL: URL?, parameters: [String: JSONValue] = [:]) {
        self.intent = intent
        self.isOn = isOn
        self.opensURL = opensURL
        self.parameters = parameters
    }
}
