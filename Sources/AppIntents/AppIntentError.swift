// Errors and policies intents declare. Nothing on Linux runs an intent for a person, so these
// only need to compile and be throwable from `perform()` (the interactive host logs them).

/// An error an intent throws with structured meaning: App Intents' `AppIntentError`.
public struct AppIntentError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong, for logs.
    public let description: String

    init(_ description: String) { self.description = description }

    /// Errors with no immediate remedy: App Intents' `AppIntentError.Unrecoverable`.
    public enum Unrecoverable {
        /// No app entity matched the search criteria.
        public static let entityNotFound = AppIntentError("No entity matched")
        /// The feature is restricted (Screen Time, device management).
        public static let featureCurrentlyRestricted = AppIntentError("The feature is currently restricted")
        /// The person needs to be connected to the internet.
        public static let networkFailure = AppIntentError("The network is unavailable")
        /// The action is not allowed.
        public static let notAllowed = AppIntentError("This action is not allowed")
        /// Not every action was completed.
        public static let partialFailure = AppIntentError("Not every action was completed")
        /// Something went wrong.
        public static let unknown = AppIntentError("Something went wrong")
        /// The feature is not supported on this device.
        public static let unsupportedOnDevice = AppIntentError("Not supported on this device")
    }
}

/// When an intent may run on a locked device: App Intents' `IntentAuthenticationPolicy`
/// (`static var authenticationPolicy: IntentAuthenticationPolicy = .alwaysAllowed`).
public enum IntentAuthenticationPolicy: Sendable, Hashable {
    /// Runs whether the device is locked or not.
    case alwaysAllowed
    /// Needs the person to be authenticated.
    case requiresAuthentication
    /// Needs the device to be unlocked.
    case requiresLocalDeviceAuthentication
}
