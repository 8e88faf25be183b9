// The intents iOS 18 controls use. Controls (Control Center, the Lock Screen, the Action
// button) have no place on a Linux home screen: these compile so that an extension declaring
// controls next to its widgets builds unchanged.

/// An intent the system itself offers a kind of (App Intents' `SystemIntent`).
public protocol SystemIntent: AppIntent {}

/// The configuration of a control, edited by a person: App Intents' `ControlConfigurationIntent`.
public protocol ControlConfigurationIntent: AppIntent {}
