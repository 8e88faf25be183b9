// The `interactive` branch declares the same protocol in AppIntent+Perform.swift (with what a
// toggle does with it); when both are merged, keep that one and delete this file.

/// An intent that contains a value which can be set: App Intents' `SetValueIntent` (a
/// `ControlWidgetToggle`'s action, a `Toggle(isOn:intent:)`'s intent).
///
/// ```swift
/// struct ToggleTimerIntent: SetValueIntent {
///     static let title: LocalizedStringResource = "Toggle Timer"
///     @Parameter(title: "Running") var value: Bool
///     func perform() async throws -> some IntentResult { .result() }
/// }
/// ```
public protocol SetValueIntent<ValueType>: AppIntent {
    /// The type of the value the intent sets.
    associatedtype ValueType: _IntentValue
    /// The value the intent sets.
    var value: Self.ValueType { get set }
}
