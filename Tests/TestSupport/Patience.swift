internal import Foundation

/// How much longer than on a quiet machine a test waits for an event before it gives up.
///
/// Tests wait on events (a log line, a page state, a process's end) by polling until they
/// happen; a deadline only bounds how long a *failing* test takes, it is never the thing tested.
/// CI may run on a loaded machine (two cores, other builds beside it), where a step that takes
/// 2 s when quiet takes 20. Every deadline of the suite's wait helpers is multiplied by
/// ``factor``: 4 by default, or the value of `WIDGETKIT_TEST_PATIENCE` (at least 1).
package enum Patience {
    /// The multiplier applied to every deadline of a wait.
    package static let factor: Double = {
        guard let text = ProcessInfo.processInfo.environment["WIDGETKIT_TEST_PATIENCE"],
              let value = Double(text), value.isFinite, value >= 1 else { return 4 }
        return value
    }()

    /// `seconds`, stretched by ``factor``.
    package static func seconds(_ seconds: Double) -> Double { seconds * factor }

    /// `duration`, stretched by ``factor``.
    package static func duration(_ duration: Duration) -> Duration { duration * factor }
}
