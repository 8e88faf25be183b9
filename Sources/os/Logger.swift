import Logging

/// Apple's unified-logging `Logger`: `Logger(subsystem:category:)`, then `logger.info("…\(value, privacy: .public)")`.
///
/// Messages go to swift-log (see `LogBackend`): the label is the subsystem, the `category`
/// metadata the category; levels map as `trace`→trace, `debug`→debug, `info`→info,
/// `notice`/`log`→notice, `warning`→warning, `error`→error, `critical`/`fault`→critical.
public struct Logger: @unchecked Sendable {
    let log: OSLog

    /// A logger for a subsystem and category.
    public init(subsystem: String, category: String) {
        self.log = OSLog(subsystem: subsystem, category: category)
    }

    /// A logger writing to an existing log object.
    public init(_ logObj: OSLog) {
        self.log = logObj
    }

    /// A logger with no subsystem or category (`OSLog.default`).
    public init() {
        self.log = .default
    }

    private func emit(_ level: Logging.Logger.Level, _ message: OSLogMessage) {
        LogBackend.emit(level, message.render(revealPrivate: LogBackend.revealPrivate), log: log)
    }

    /// Logs at the default level (notice).
    public func log(_ message: OSLogMessage) { emit(.notice, message) }
    /// Logs at a level.
    public func log(level: OSLogType, _ message: OSLogMessage) { emit(LogBackend.level(for: level), message) }
    /// Logs a trace message (debug level on Apple platforms).
    public func trace(_ message: OSLogMessage) { emit(.trace, message) }
    /// Logs a debug message.
    public func debug(_ message: OSLogMessage) { emit(.debug, message) }
    /// Logs an informative message.
    public func info(_ message: OSLogMessage) { emit(.info, message) }
    /// Logs a notice (the default level).
    public func notice(_ message: OSLogMessage) { emit(.notice, message) }
    /// Logs a warning (error level on Apple platforms).
    public func warning(_ message: OSLogMessage) { emit(.warning, message) }
    /// Logs an error.
    public func error(_ message: OSLogMessage) { emit(.error, message) }
    /// Logs a critical message (fault level on Apple platforms).
    public func critical(_ message: OSLogMessage) { emit(.critical, message) }
    /// Logs a fault.
    public func fault(_ message: OSLogMessage) { emit(.critical, message) }
}
