import Logging
import Synchronization

/// Widgets that have not adopted `containerBackground(for: .widget)`, as iOS treats widgets
/// built before iOS 17: no content margins, one log line per kind.
package enum ContainerBackgroundAdoption {
    private static let reported = Mutex<Set<String>>([])
    private static let logger = Logger(label: "WidgetKitLinux.WidgetCore")

    /// Logs once per `kind` (per process) that the widget draws without a container background.
    /// Returns whether this call logged.
    @discardableResult
    package static func reportNotAdopted(kind: String) -> Bool {
        let first = reported.withLock { $0.insert(kind).inserted }
        guard first else { return false }
        logger.notice(
            "Widget '\(kind)' has not adopted containerBackground(for: .widget): rendered as iOS renders widgets built before iOS 17, without content margins. Call containerBackground(_:for: .widget) to opt in.")
        return true
    }
}
