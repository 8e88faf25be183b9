package import Foundation

/// A hosted extension that failed and waits a long backoff before it is started again
/// (``ExtensionSupervisor/longWait``): what the home screen's notice tells.
package struct ExtensionRestartWait: Sendable, Equatable {
    /// Failures in a row so far.
    package var failures: Int
    /// How the last one ended ("trapped (SIGILL)", "did not answer in time", …).
    package var reason: String
    /// The delay the last failure set.
    package var delay: Duration
    /// When the extension is started again unless someone restarts it sooner.
    package var restartsAt: Date

    package init(failures: Int, reason: String, delay: Duration, restartsAt: Date) {
        self.failures = failures
        self.reason = reason
        self.delay = delay
        self.restartsAt = restartsAt
    }
}
