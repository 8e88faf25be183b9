import SwiftUI
import WidgetKit

/// The votes widget's view: the small, medium or large layout for the widget's family, or a
/// note when there is no vote to show.
///
/// ```swift
/// StaticConfiguration(kind: "CongressVotes", provider: VotesTimelineProvider()) { entry in
///     VotesWidgetEntryView(entry: entry)
/// }
/// ```
public struct VotesWidgetEntryView: View {
    @Environment(\.widgetFamily) private var family
    /// The entry shown.
    public var entry: VoteEntry

    /// A view of `entry`.
    public init(entry: VoteEntry) {
        self.entry = entry
    }

    public var body: some View {
        content
            .widgetURL(entry.vote?.url)
            .containerBackground(.background, for: .widget)
    }

    @ViewBuilder
    private var content: some View {
        switch entry.content {
        case .vote(let vote, let index, let count, let others):
            switch family {
            case .systemSmall:
                SmallVoteView(vote: vote)
            case .systemMedium:
                MediumVoteView(vote: vote, index: index, count: count, isSample: entry.isSample)
            default:
                LargeVoteView(vote: vote, index: index, count: count, others: others, isSample: entry.isSample)
            }
        case .noVotes(let nextCheck):
            VoteStatusView(
                symbol: "calendar", tint: .gray, headline: "No recent votes",
                message: "The House hasn't recorded a roll-call vote lately.", nextCheck: nextCheck)
        case .unavailable(let error, let nextCheck):
            VoteStatusView(
                symbol: "exclamationmark.triangle.fill", tint: .orange, headline: "Votes unavailable",
                message: error.summary, nextCheck: nextCheck)
        }
    }
}
