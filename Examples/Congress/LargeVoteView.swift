import SwiftUI

/// The large widget: the vote in full (result, tally bar and counts, each party's tally) and
/// the other votes of the timeline below.
struct LargeVoteView: View {
    let vote: Vote
    let index: Int
    let count: Int
    let others: [Vote]
    let isSample: Bool
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.locale) private var locale

    var body: some View {
        let palette = VotePalette(colorScheme: colorScheme)
        VStack(alignment: .leading, spacing: 6) {
            HouseHeader(detail: vote.rollCallText, isSample: isSample)
            HStack(alignment: .center, spacing: 8) {
                Text(vote.heading)
                    .font(.title2)
                    .bold()
                    .lineLimit(1)
                    .minimumScaleFactor(0.7)
                Spacer(minLength: 4)
                ResultBadge(vote: vote)
            }
            Text(vote.title)
                .font(.subheadline)
                .lineLimit(2)
            Text(questionLine)
                .font(.caption)
                .foregroundStyle(.secondary)
                .lineLimit(1)
            TallyMeter(tally: vote.tally, segments: 36, height: 7)
                .padding(.top, 2)
            HStack(spacing: 0) {
                TallyFigure(label: "Yes", count: vote.tally.yes, color: palette.yes)
                TallyFigure(label: "No", count: vote.tally.no, color: palette.no)
                TallyFigure(label: "Present", count: vote.tally.present, color: palette.present)
                TallyFigure(label: "Not voting", count: vote.tally.notVoting, color: palette.notVoting)
            }
            if !vote.parties.isEmpty {
                PartyBreakdown(parties: vote.parties)
            }
            if !others.isEmpty {
                Divider()
                HStack {
                    Text("MORE VOTES")
                        .font(.caption2)
                        .fontWeight(.bold)
                        .foregroundStyle(.secondary)
                    Spacer()
                    PageDots(index: index, count: count)
                }
                ForEach(others.prefix(3), id: \.self) { other in
                    OtherVoteRow(vote: other)
                }
            }
            Spacer(minLength: 0)
        }
    }

    private var questionLine: String {
        let date = vote.dateTimeText(locale: locale)
        guard let question = vote.question, vote.bill != nil else { return date }
        return "\(question) · \(date)"
    }
}

/// A count over its label, with the label's colour: "311" / "● Yes".
private struct TallyFigure: View {
    let label: String
    let count: Int
    let color: Color

    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            Text("\(count)")
                .font(.headline)
                .monospacedDigit()
            HStack(spacing: 3) {
                Circle()
                    .fill(color)
                    .frame(width: 6, height: 6)
                Text(label)
                    .font(.caption2)
                    .foregroundStyle(.secondary)
                    .lineLimit(1)
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}
