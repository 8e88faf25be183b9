import Foundation
package import Logging

/// Where `Logger`, `os_log` and signposts send their messages: swift-log, with the subsystem as the
/// logger's label and the category in the `category` metadata. The host program's
/// `LoggingSystem.bootstrap` decides where lines go (stderr by default).
///
/// Private values are redacted unless the environment variable `WIDGETKIT_LOG_PRIVATE` is `1`
/// (or `true`/`yes`) when the process starts.
package enum LogBackend {
    /// Replaces swift-log's handler for log calls made in this task (tests capture lines with it).
    @TaskLocal package static var handlerFactory: (@Sendable (_ label: String) -> any LogHandler)?

    /// Overrides `WIDGETKIT_LOG_PRIVATE` for log calls made in this task.
    @TaskLocal package static var revealPrivateOverride: Bool?

    /// Whether private values are shown: `WIDGETKIT_LOG_PRIVATE=1`, or the task's override.
    package static var revealPrivate: Bool { revealPrivateOverride ?? revealPrivateFromEnvironment }

    private static let revealPrivateFromEnvironment: Bool = {
        guard let value = ProcessInfo.processInfo.environment["WIDGETKIT_LOG_PRIVATE"]?.lowercased() else { return false }
        return ["1", "true", "yes"].contains(value)
    }()

    /// The swift-log label for a subsystem (the process name when the subsystem is empty).
    static func label(subsystem: String) -> String {
        subsystem.isEmpty ? ProcessInfo.processInfo.processName : subsystem
    }

    static func logger(subsystem: String, category: String) -> Logging.Logger {
        let label = label(subsystem: subsystem)
        var logger: Logging.Logger
        if let factory = handlerFactory {
            logger = Logging.Logger(label: label, factory: factory)
        } else {
            logger = Logging.Logger(label: label)
        }
        logger.logLevel = .trace
        if !category.isEmpty { logger[metadataKey: "category"] = .string(category) }
        return logger
    }

    static func emit(_ level: Logging.Logger.Level, _ message: @autoclosure () -> String, log: OSLog,
                     file: String = #fileID, function: String = #function, line: UInt = #line) {
        guard log.enabled else { return }
        let logger = logger(subsystem: log.subsystem, category: log.category)
        logger.log(level: level, "\(message())", file: file, function: function, line: line)
    }

    static func level(for type: OSLogType) -> Logging.Logger.Level {
        switch type {
        case .debug: return .debug
        case .info: return .info
        case .error: return .error
        case .fault: return .critical
        default: return .notice
        }
    }
}
