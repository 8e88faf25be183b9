import Foundation
import Logging

/// Identifies a signpost interval, so overlapping intervals of one name can be told apart.
public struct OSSignpostID: Comparable, Hashable, Sendable {
    /// The identifier's value.
    public let rawValue: UInt64

    /// An identifier with a value.
    public init(_ value: UInt64) { self.rawValue = value }
    /// A new identifier unique within a log.
    public init(log: OSLog) { self.rawValue = OSSignpostID.next() }
    /// An identifier derived from an object's address, the same for the same object.
    public init(log: OSLog, object: AnyObject) {
        self.rawValue = UInt64(UInt(bitPattern: ObjectIdentifier(object).hashValue))
    }

    /// For intervals that never overlap.
    public static let exclusive = OSSignpostID(0xEEEE_B0B5_B2B2_EEEE)
    /// An invalid identifier.
    public static let invalid = OSSignpostID(~0)
    /// The null identifier.
    public static let null = OSSignpostID(0)

    public static func < (lhs: OSSignpostID, rhs: OSSignpostID) -> Bool { lhs.rawValue < rhs.rawValue }

    private static let counter = Counter()
    private static func next() -> UInt64 { counter.next() }
}

private final class Counter: @unchecked Sendable {
    private var value: UInt64 = 0
    private let lock = NSLock()
    func next() -> UInt64 {
        lock.lock()
        defer { lock.unlock() }
        value += 1
        return value
    }
}

/// Whether a signpost begins or ends an interval, or marks an event.
public struct OSSignpostType: Equatable, RawRepresentable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// A single point in time.
    public static let event = OSSignpostType(rawValue: 0)
    /// The start of an interval.
    public static let begin = OSSignpostType(rawValue: 1)
    /// The end of an interval.
    public static let end = OSSignpostType(rawValue: 2)
}

/// Marks the start, end or an event of an interval in a log (signposts appear as debug lines).
public func os_signpost(_ type: OSSignpostType, dso: UnsafeRawPointer = #dsohandle, log: OSLog, name: StaticString,
                        signpostID: OSSignpostID = .exclusive) {
    LogBackend.emit(.debug, "signpost \(signpostWord(type)) \(name) [\(signpostID.rawValue)]", log: log)
}

/// Marks a signpost with a printf-style message.
public func os_signpost(_ type: OSSignpostType, dso: UnsafeRawPointer = #dsohandle, log: OSLog, name: StaticString,
                        signpostID: OSSignpostID = .exclusive, _ format: StaticString, _ arguments: any CVarArg...) {
    let text = formatLegacyMessage(format.description, arguments, revealPrivate: LogBackend.revealPrivate)
    LogBackend.emit(.debug, "signpost \(signpostWord(type)) \(name) [\(signpostID.rawValue)]: \(text)", log: log)
}

private func signpostWord(_ type: OSSignpostType) -> String {
    switch type {
    case .begin: return "begin"
    case .end: return "end"
    default: return "event"
    }
}

/// The state of an interval begun with `OSSignposter.beginInterval`; pass it to `endInterval`.
public final class OSSignpostIntervalState: Codable, @unchecked Sendable {
    let id: OSSignpostID
    let start: Date

    init(id: OSSignpostID, start: Date) {
        self.id = id
        self.start = start
    }

    private enum CodingKeys: String, CodingKey { case id, start }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = OSSignpostID(try container.decode(UInt64.self, forKey: .id))
        start = try container.decode(Date.self, forKey: .start)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id.rawValue, forKey: .id)
        try container.encode(start, forKey: .start)
    }
}

/// Marks intervals and events for performance analysis (`OSSignposter(logger:)`); here each
/// signpost is a debug line in the log, and an interval's end says how long it took.
public struct OSSignposter: @unchecked Sendable {
    let log: OSLog

    /// A signposter for a subsystem and category.
    public init(subsystem: String, category: String) { log = OSLog(subsystem: subsystem, category: category) }
    /// A signposter for a predefined category.
    public init(subsystem: String, category: OSLog.Category) { log = OSLog(subsystem: subsystem, category: category) }
    /// A signposter writing to a logger's log.
    public init(logger: Logger) { log = logger.log }
    /// A signposter writing to a log object.
    public init(logHandle: OSLog) { log = logHandle }
    /// A signposter for the default log.
    public init() { log = .default }

    /// A signposter that records nothing.
    public static var disabled: OSSignposter { OSSignposter(logHandle: .disabled) }

    /// Whether signposts are recorded.
    public var isEnabled: Bool { log.signpostsEnabled }

    /// A new identifier for an interval.
    public func makeSignpostID() -> OSSignpostID { OSSignpostID(log: log) }
    /// An identifier derived from an object.
    public func makeSignpostID(from object: AnyObject) -> OSSignpostID { OSSignpostID(log: log, object: object) }

    private func emit(_ word: String, _ name: StaticString, _ id: OSSignpostID, _ message: OSLogMessage?, suffix: String = "") {
        let text = message.map { ": " + $0.render(revealPrivate: LogBackend.revealPrivate) } ?? ""
        LogBackend.emit(.debug, "signpost \(word) \(name) [\(id.rawValue)]\(suffix)\(text)", log: log)
    }

    /// Marks a point in time.
    public func emitEvent(_ name: StaticString, id: OSSignpostID = .exclusive) { emit("event", name, id, nil) }
    /// Marks a point in time with a message.
    public func emitEvent(_ name: StaticString, id: OSSignpostID = .exclusive, _ message: OSLogMessage) {
        emit("event", name, id, message)
    }

    /// Begins an interval.
    public func beginInterval(_ name: StaticString, id: OSSignpostID = .exclusive) -> OSSignpostIntervalState {
        emit("begin", name, id, nil)
        return OSSignpostIntervalState(id: id, start: Date())
    }
    /// Begins an interval with a message.
    public func beginInterval(_ name: StaticString, id: OSSignpostID = .exclusive, _ message: OSLogMessage) -> OSSignpostIntervalState {
        emit("begin", name, id, message)
        return OSSignpostIntervalState(id: id, start: Date())
    }
    /// Begins an animation interval.
    public func beginAnimationInterval(_ name: StaticString, id: OSSignpostID = .exclusive) -> OSSignpostIntervalState {
        beginInterval(name, id: id)
    }
    /// Begins an animation interval with a message.
    public func beginAnimationInterval(_ name: StaticString, id: OSSignpostID = .exclusive, _ message: OSLogMessage) -> OSSignpostIntervalState {
        beginInterval(name, id: id, message)
    }

    /// Ends an interval.
    public func endInterval(_ name: StaticString, _ state: OSSignpostIntervalState) {
        emit("end", name, state.id, nil, suffix: duration(since: state.start))
    }
    /// Ends an interval with a message.
    public func endInterval(_ name: StaticString, _ state: OSSignpostIntervalState, _ message: OSLogMessage) {
        emit("end", name, state.id, message, suffix: duration(since: state.start))
    }

    /// Runs `task` inside an interval.
    public func withIntervalSignpost<T>(_ name: StaticString, id: OSSignpostID = .exclusive,
                                        around task: () throws -> T) rethrows -> T {
        let state = beginInterval(name, id: id)
        defer { endInterval(name, state) }
        return try task()
    }
    /// Runs `task` inside an interval whose beginning carries a message.
    public func withIntervalSignpost<T>(_ name: StaticString, id: OSSignpostID = .exclusive, _ message: OSLogMessage,
                                        around task: () throws -> T) rethrows -> T {
        let state = beginInterval(name, id: id, message)
        defer { endInterval(name, state) }
        return try task()
    }

    private func duration(since start: Date) -> String {
        String(format: " (%.3f ms)", Date().timeIntervalSince(start) * 1000)
    }
}
