import Foundation
import Logging

/// Logs each kind of bad layout input once per process (a grid with no columns, a custom
/// layout returning NaN…), so a widget rendered every minute does not flood the log.
package enum LayoutWarnings {
    private static let logger = Logger(label: "WidgetKitLinux.LayoutEngine")
    private static let lock = NSLock()
    nonisolated(unsafe) private static var seen: Set<String> = []

    /// Logs `message` at warning level the first time `key` is reported.
    package static func once(_ key: String, _ message: @autoclosure () -> String) {
        lock.lock()
        let first = seen.insert(key).inserted
        lock.unlock()
        guard first else { return }
        logger.warning("\(message())")
    }

    /// Whether `key` has been reported (for tests).
    package static func wasReported(_ key: String) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return seen.contains(key)
    }
}
