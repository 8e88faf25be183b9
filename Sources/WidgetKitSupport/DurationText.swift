package import Foundation

extension Duration {
    /// The duration in seconds, fractions included, as Foundation's intervals count it.
    package var timeInterval: TimeInterval {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) * 1e-18
    }
}

/// A wait as people say it, rounded up to whole seconds: "45 s", "1 min 4 s", "2 h 5 min".
///
/// One wording for every place that tells a user how long something waits: the page's restart
/// notice and the message of a widget whose extension waits to be started again.
package func spokenDuration(_ seconds: TimeInterval) -> String {
    let total = Int(max(0, seconds).rounded(.up))
    let (hours, minutes, rest) = (total / 3600, total % 3600 / 60, total % 60)
    if hours > 0 { return minutes > 0 ? "\(hours) h \(minutes) min" : "\(hours) h" }
    if minutes > 0 { return rest > 0 ? "\(minutes) min \(rest) s" : "\(minutes) min" }
    return "\(rest) s"
}
