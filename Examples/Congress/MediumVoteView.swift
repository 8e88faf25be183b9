import SwiftUI

/// The medium widget: the vote on the left (number or question, title, question, date), its
/// result and tally on the right.
struct MediumVoteView: View {
    let vote: Vote
    let index: Int
    let count: Int
    let isSample: Bool
    @Environment(\.locale) private var locale

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HouseHeader(detail: vote.rollCallText, isSample: isSample)
            HStack(alignment: .top, spacing: 12) {
                VStack(alignment: .leading, spacing: 3) {
                    Text(vote.heading)
                        .font(.title3)
                        .bold()
                        .lineLimit(1)
                        .minimumScaleFactor(0.8)
                    Text(vote.title)
                        .font(.caption)
                        .lineLimit(3)
                        .layoutPriority(1)
                    Spacer(minLength: 0)
                    if let question = vote.question, vote.bill != nil {
                        Text(question)
                            .font(.caption2)
                            .fontWeight(.semibold)
                            .foregroundStyle(.secondary)
                            .lineLimit(1)
                    }
                    Text(vote.dateTimeText(locale: locale))
                        .font(.caption2)
                        .foregroundStyle(.secondary)
                        .lineLimit(1)
                }
                .frame(maxWidth: .infinity, alignment: .leading)
                VStack(alignment: .leading, spacing: 6) {
                    ResultBadge(vote: vote, font: .caption2)
                    TallyLegend(tally: vote.tally)
                    Spacer(minLength: 0)
                    PageDots(index: index, count: count)
                        .frame(maxWidth: .infinity, alignment: .trailing)
                }
                .frame(width: 108)
            }
        }
    }
}
