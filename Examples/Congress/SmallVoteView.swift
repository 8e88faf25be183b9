import SwiftUI

/// The small widget: bill number or question, title, tally bar, counts, result and day.
struct SmallVoteView: View {
    let vote: Vote
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.locale) private var locale

    var body: some View {
        let palette = VotePalette(colorScheme: colorScheme)
        VStack(alignment: .leading, spacing: 4) {
            HStack(alignment: .top, spacing: 4) {
                Text(vote.heading)
                    .font(.headline)
                    .lineLimit(2)
                    .minimumScaleFactor(0.8)
                    .layoutPriority(1)
                Spacer(minLength: 2)
                Image(systemName: palette.symbol(for: vote.outcome))
                    .font(.headline)
                    .foregroundStyle(palette.fill(for: vote.outcome))
            }
            .layoutPriority(1)
            // A question heading ("Approving the Journal") may take two lines: leave the title two.
            Text(vote.title)
                .font(.caption)
                .foregroundStyle(.secondary)
                .lineLimit(vote.bill?.number == nil ? 2 : 3)
                .layoutPriority(1)
            Spacer(minLength: 0)
            TallyMeter(tally: vote.tally, segments: 20, height: 5)
            HStack(spacing: 4) {
                Text("\(vote.tally.yes) Yes")
                Spacer(minLength: 2)
                Text("\(vote.tally.no) No")
            }
            .font(.caption2)
            .fontWeight(.semibold)
            .monospacedDigit()
            (Text(vote.result).foregroundColor(palette.text(for: vote.outcome)).fontWeight(.semibold)
                + Text(" · \(vote.dayText(locale: locale, withYear: false))").foregroundColor(.secondary))
                .font(.caption2)
                .lineLimit(1)
        }
    }
}
