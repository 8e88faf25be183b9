import SwiftUI

/// One of the other votes in the large widget: a result dot, number and title, yes–no.
struct OtherVoteRow: View {
    let vote: Vote
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        let palette = VotePalette(colorScheme: colorScheme)
        HStack(alignment: .center, spacing: 8) {
            Image(systemName: palette.symbol(for: vote.outcome))
                .font(.caption)
                .foregroundStyle(palette.fill(for: vote.outcome))
            VStack(alignment: .leading, spacing: 0) {
                Text(vote.heading)
                    .font(.caption)
                    .fontWeight(.semibold)
                    .lineLimit(1)
                Text(vote.title)
                    .font(.caption2)
                    .foregroundStyle(.secondary)
                    .lineLimit(1)
            }
            .layoutPriority(1)
            Spacer(minLength: 4)
            Text(vote.tally.yesNo)
                .font(.caption)
                .fontWeight(.semibold)
                .monospacedDigit()
                .foregroundStyle(palette.text(for: vote.outcome))
                .fixedSize()
        }
    }
}
