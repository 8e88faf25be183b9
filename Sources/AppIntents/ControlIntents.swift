// The intents iOS 18 controls use. Controls (Control Center, the Lock Screen, the Action
// button) have no place on a Linux home screen: these compile so that an extension declaring
// controls next to its widgets builds unchanged.

/// An intent the system itself offers a kind of (App Intents' `SystemIntent`).
public protocol SystemIntent: AppIntent {}

/// An intent that sets a value, such as a control toggle's on/off state: App Intents' `SetValueIntent`.
///
/// ```swift
/// struct ToggleTimerIntent: SetValueIntent {
///     static let title: LocalizedStringResource = "Toggle Timer"
///     @Parameter(title: "Running") var value: Bool
///     func perform() async throws -> some IntentResult { .result() }
/// }
/// ```
public protocol SetValueIntent: SystemIntent {
    /// The type of the value set.
    associatedtype ValueType: _IntentValue
    /// The value to set (a `@Parameter`).
    var value: ValueType { get set }
}

/// The configuration of a control, edited by a person: App Intents' `ControlConfigurationIntent`.
public protocol ControlConfigurationIntent: AppIntent {}
