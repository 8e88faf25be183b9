/// A log object: a subsystem and a category (`OSLog(subsystem:category:)`, `OSLog.default`).
///
/// Messages sent through it reach the host's swift-log handler with the subsystem as the logger's
/// label and the category in the `category` metadata.
public final class OSLog: @unchecked Sendable {
    /// The subsystem, usually reverse-DNS (`com.example.widgets`).
    public let subsystem: String
    /// The category within the subsystem.
    public let category: String
    let enabled: Bool

    /// A log object for a subsystem and category.
    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
        self.enabled = true
    }

    /// A log object for one of the predefined categories (`.pointsOfInterest`, `.dynamicTracing`, `.dynamicStackTracing`).
    public convenience init(subsystem: String, category: OSLog.Category) {
        self.init(subsystem: subsystem, category: category.rawValue)
    }

    private init(disabled: Void) {
        self.subsystem = ""
        self.category = ""
        self.enabled = false
    }

    /// The shared log with no subsystem or category.
    public static let `default` = OSLog(subsystem: "", category: "")
    /// A log that drops everything sent to it.
    public static let disabled = OSLog(disabled: ())

    /// Whether messages of a level would be recorded (all levels are, except on `OSLog.disabled`).
    public func isEnabled(type: OSLogType) -> Bool { enabled }

    /// Whether signposts to this log are recorded.
    public var signpostsEnabled: Bool { enabled }

    /// The predefined categories.
    public struct Category: RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Signposts shown as points of interest in Instruments.
        public static let pointsOfInterest = Category(rawValue: "PointsOfInterest")
        /// Signposts recorded only while a tool is attached.
        public static let dynamicTracing = Category(rawValue: "DynamicTracing")
        /// As `dynamicTracing`, with backtraces.
        public static let dynamicStackTracing = Category(rawValue: "DynamicStackTracing")
    }
}
