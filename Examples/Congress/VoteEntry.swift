import Foundation
import WidgetKit

/// What the votes widget shows at one moment: a vote, or an honest note that there is none.
public struct VoteEntry: TimelineEntry, Sendable {
    /// The content of an entry.
    public enum Content: Sendable, Hashable {
        /// A vote to feature, its position among the votes of this timeline (0-based) and
        /// their count, and the others of the timeline (the large widget lists them).
        case vote(Vote, index: Int, count: Int, others: [Vote])
        /// The source answered with an empty list.
        case noVotes(nextCheck: Date)
        /// Loading failed; the widget says why and when it will try again.
        case unavailable(VotesServiceError, nextCheck: Date)
    }

    /// When the entry is shown.
    public let date: Date
    /// What it shows.
    public let content: Content
    /// Whether the votes are the shipped sample data rather than live data.
    public let isSample: Bool

    /// Creates an entry.
    public init(date: Date, content: Content, isSample: Bool) {
        self.date = date
        self.content = content
        self.isSample = isSample
    }

    /// The featured vote, if the entry shows one.
    public var vote: Vote? {
        if case .vote(let vote, _, _, _) = content { return vote }
        return nil
    }
}

extension VoteEntry {
    /// The first sample vote at `date`: the placeholder and the widget gallery's preview.
    public static func sample(at date: Date) -> VoteEntry {
        switch VotesService.sampleVotes {
        case .success(let votes) where !votes.isEmpty:
            let shown = Array(votes.prefix(VotesTimelineProvider.entriesPerTimeline))
            return VoteEntry(date: date, content: .vote(shown[0], index: 0, count: shown.count,
                                                        others: Array(shown.dropFirst())), isSample: true)
        case .success:
            return VoteEntry(date: date, content: .noVotes(nextCheck: date), isSample: true)
        case .failure(let error):
            return VoteEntry(date: date, content: .unavailable(error, nextCheck: date), isSample: true)
        }
    }
}
