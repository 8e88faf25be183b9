// The intents iOS 18 controls use. Controls (Control Center, the Lock Screen, the Action
// button) have no place on a Linux home screen: these compile so that an extension declaring
// controls next to its widgets builds unchanged.

/// An intent the system itself offers a kind of (App Intents' `SystemIntent`).
public protocol SystemIntent: AppIntent {}

/// The configuration of a control, edited by a person: App Intents' `ControlConfigurationIntent`.
public protocol ControlConfigurationIntent: AppIntent {}

extension ControlConfigurationIntent {
    /// A control configuration does nothing when performed.
    public func perform() async throws -> IntentResultContainer<Never, Never, Never, Never> { .result() }
}

extension ControlConfigurationIntent where Self: WidgetConfigurationIntent {
    /// An intent configuring both a widget and a control does nothing when performed.
    public func perform() async throws -> IntentResultContainer<Never, Never, Never, Never> { .result() }
}
