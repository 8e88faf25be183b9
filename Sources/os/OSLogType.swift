/// The level of a log message (`os_log`'s `type:`, `Logger.log(level:_:)`).
public struct OSLogType: Equatable, RawRepresentable, Sendable {
    public let rawValue: UInt8

    public init(_ rawValue: UInt8) { self.rawValue = rawValue }
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The default level (shown as `notice` in the host's log).
    public static let `default` = OSLogType(0x00)
    /// Information that may help troubleshoot a problem.
    public static let info = OSLogType(0x01)
    /// Information useful only during debugging.
    public static let debug = OSLogType(0x02)
    /// An error that occurred.
    public static let error = OSLogType(0x10)
    /// A fault: a bug in the program.
    public static let fault = OSLogType(0x11)
}
