import SwiftUI

/// One line of a tally: a coloured dot, the label and the count, e.g. "● Yes   311".
struct TallyLegendRow: View {
    let label: String
    let count: Int
    let color: Color

    var body: some View {
        HStack(spacing: 5) {
            Circle()
                .fill(color)
                .frame(width: 7, height: 7)
            Text(label)
                .foregroundStyle(.secondary)
                .lineLimit(1)
                .layoutPriority(1)
            Spacer(minLength: 4)
            Text("\(count)")
                .fontWeight(.semibold)
                .monospacedDigit()
                .fixedSize()
        }
        .font(.caption)
    }
}

/// The four lines of a tally: yes, no, present, not voting.
struct TallyLegend: View {
    let tally: VoteTally
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        let palette = VotePalette(colorScheme: colorScheme)
        VStack(alignment: .leading, spacing: 3) {
            TallyLegendRow(label: "Yes", count: tally.yes, color: palette.yes)
            TallyLegendRow(label: "No", count: tally.no, color: palette.no)
            TallyLegendRow(label: "Present", count: tally.present, color: palette.present)
            TallyLegendRow(label: "Not voting", count: tally.notVoting, color: palette.notVoting)
        }
    }
}
