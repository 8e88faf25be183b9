public import Foundation

/// A type that specifies the date to display a widget and, optionally, the relevance of its
/// content: WidgetKit's `TimelineEntry`.
///
/// ```swift
/// struct CharacterDetailEntry: TimelineEntry {
///     var date: Date
///     var healthLevel: Double
/// }
/// ```
public protocol TimelineEntry {
    /// The date for WidgetKit to render a widget.
    var date: Date { get }

    /// The relevance of a widget's content to the user.
    var relevance: TimelineEntryRelevance? { get }
}

extension TimelineEntry {
    /// No relevance information, the default.
    public var relevance: TimelineEntryRelevance? { nil }
}

/// The relative importance of a timeline entry: WidgetKit's `TimelineEntryRelevance`.
public struct TimelineEntryRelevance: Sendable, Hashable, Codable {
    /// A value you choose that indicates the relevance of the entry, relative to other entries.
    public let score: Float
    /// The time, starting at the entry's date, during which the relevance applies.
    public let duration: TimeInterval

    /// Creates a relevance with a score and a duration (in seconds, `0` for "until the next entry").
    public init(score: Float, duration: TimeInterval = 0.0) {
        self.score = score
        self.duration = duration
    }
}
