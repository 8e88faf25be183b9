public import Foundation

/// A list of entries with the date to update a widget and the policy for the next reload:
/// WidgetKit's `Timeline`.
///
/// ```swift
/// let entries = (0..<5).map { SimpleEntry(date: now.addingTimeInterval(Double($0) * 3600)) }
/// completion(Timeline(entries: entries, policy: .atEnd))
/// ```
public struct Timeline<EntryType: TimelineEntry> {
    /// An array of timeline entries.
    public let entries: [EntryType]
    /// The policy that determines the earliest date WidgetKit requests a new timeline.
    public let policy: TimelineReloadPolicy

    /// Creates a timeline.
    public init(entries: [EntryType], policy: TimelineReloadPolicy) {
        self.entries = entries
        self.policy = policy
    }
}

extension Timeline: Sendable where EntryType: Sendable {}

/// The earliest date WidgetKit requests a new timeline: WidgetKit's `TimelineReloadPolicy`.
///
/// The scheduler never reloads sooner than its minimum interval (5 minutes by default) and
/// within the daily reload budget, whatever the policy asks.
public struct TimelineReloadPolicy: Equatable, Sendable {
    /// What the policy asks for.
    package enum Kind: Equatable, Sendable {
        case atEnd
        case after(Date)
        case never
    }

    package let kind: Kind

    package init(kind: Kind) { self.kind = kind }

    /// Request a new timeline after the last date in the timeline passes.
    public static let atEnd = TimelineReloadPolicy(kind: .atEnd)

    /// Only reload when the app asks for it through `WidgetCenter`.
    public static let never = TimelineReloadPolicy(kind: .never)

    /// Request a new timeline after `date`.
    public static func after(_ date: Date) -> TimelineReloadPolicy {
        TimelineReloadPolicy(kind: .after(date))
    }

    /// A short human-readable form: `atEnd`, `after(2024-01-01T10:00:00Z)`, `never`.
    package var summary: String {
        switch kind {
        case .atEnd: "atEnd"
        case .never: "never"
        case .after(let date): "after(\(date.formatted(.iso8601)))"
        }
    }
}
