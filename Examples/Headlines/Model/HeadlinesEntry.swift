import Foundation
import WidgetKit

/// What the Top Headlines widget shows at one moment: the stories of the chosen country.
///
/// ```swift
/// let entry = HeadlinesEntry(date: Date(), country: .gb, stories: stories, origin: .sample)
/// ```
public struct HeadlinesEntry: TimelineEntry, Sendable {
    /// Where the stories came from.
    public enum Origin: Sendable, Hashable {
        /// The invented sample feed shipped with the widget (no API key or base URL configured).
        case sample
        /// The configured NewsAPI-compatible service.
        case live
        /// Loading failed; the stories are empty and the error says why.
        case failed(HeadlinesError)
        /// A stand-in shown while the widget loads (the widget gallery, a new instance).
        case placeholder
    }

    /// When the entry is shown.
    public let date: Date
    /// The country the widget is configured for.
    public let country: Country
    /// The stories, most important first; empty when there is nothing to show.
    public let stories: [Story]
    /// Where the stories came from.
    public let origin: Origin
    /// When the widget asks for fresh headlines.
    public let nextUpdate: Date

    /// Creates an entry; the next update defaults to ``HeadlinesProvider/refreshInterval`` after `date`.
    public init(date: Date, country: Country, stories: [Story], origin: Origin, nextUpdate: Date? = nil) {
        self.date = date
        self.country = country
        self.stories = stories
        self.origin = origin
        self.nextUpdate = nextUpdate ?? date.addingTimeInterval(HeadlinesProvider.refreshInterval)
    }

    /// The error that emptied the entry, if loading failed.
    public var failure: HeadlinesError? {
        if case .failed(let error) = origin { return error }
        return nil
    }
}
