public import Foundation

/// When a `TimelineView` updates (SwiftUI's `TimelineSchedule`).
public protocol TimelineSchedule {
    /// The dates of the updates.
    associatedtype Entries: Sequence where Entries.Element == Date
    /// The dates of the updates from `startDate`.
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

/// How often a schedule may update.
public enum TimelineScheduleMode: Sendable, Hashable {
    case normal
    case lowFrequency
}

/// A schedule updating at the start of every minute.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
    /// Creates a value.
    public init() {}
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> [Date] {
        let start = Date(timeIntervalSinceReferenceDate: (startDate.timeIntervalSinceReferenceDate / 60).rounded(.down) * 60)
        return (0..<60).map { start.addingTimeInterval(Double($0) * 60) }
    }
}

/// A schedule updating every `interval` from a date.
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
    let start: Date
    let interval: TimeInterval
    /// Creates a value.
    public init(from startDate: Date, by interval: TimeInterval) {
        start = startDate
        self.interval = interval
    }
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> [Date] {
        guard interval > 0 else { return [start] }
        return (0..<60).map { start.addingTimeInterval(Double($0) * interval) }
    }
}

/// A schedule updating at given dates.
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
    let dates: Entries
    /// Creates a value.
    public init(_ dates: Entries) { self.dates = dates }
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries { dates }
}

/// A schedule updating as often as animations do.
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    let minimumInterval: Double?
    /// Creates a value.
    public init(minimumInterval: Double? = nil, paused: Bool = false) { self.minimumInterval = minimumInterval }
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> [Date] {
        let step = max(minimumInterval ?? 1.0 / 60, 1.0 / 120)
        return (0..<60).map { startDate.addingTimeInterval(Double($0) * step) }
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// Updates at the start of every minute.
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// Updates every `interval` from `startDate`.
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// Updates as often as animations.
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }
    /// Updates as often as animations, at most every `minimumInterval`.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

extension TimelineSchedule {
    /// Updates at `dates`.
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S> where Self == ExplicitTimelineSchedule<S> {
        ExplicitTimelineSchedule(dates)
    }
}

/// A view that updates on a schedule (SwiftUI's `TimelineView`). A widget is drawn once per
/// timeline entry, as on iOS (where widgets do not run timeline views): the content is drawn
/// for the moment of the render.
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View {
    /// What the content is drawn for.
    public struct Context {
        /// How often the view updates.
        public enum Cadence: Comparable, Sendable {
            case live
            case seconds
            case minutes
        }

        /// The date the content is drawn for.
        public let date: Date
        /// How often the view updates.
        public let cadence: Cadence
    }

    let schedule: Schedule
    let content: (TimelineViewDefaultContext) -> Content
    @Environment(\.self) private var environment

    /// A view that draws `content` on `schedule`.
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    /// The content.
    public var body: some View {
        content(TimelineViewDefaultContext(date: environment.renderDate, cadence: .minutes))
    }
}

/// The context of every `TimelineView`'s content.
public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>.Context
