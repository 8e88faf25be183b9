import SwiftUI

/// How each party voted, one compact line per party: "Democratic  198 yes · 12 no".
struct PartyBreakdown: View {
    let parties: [PartyTally]

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            ForEach(parties, id: \.self) { party in
                HStack(spacing: 6) {
                    Text(party.party)
                        .foregroundStyle(.secondary)
                        .lineLimit(1)
                        .layoutPriority(1)
                    Spacer(minLength: 4)
                    Text("\(party.tally.yes) yes · \(party.tally.no) no")
                        .monospacedDigit()
                        .fixedSize()
                }
                .font(.caption)
            }
        }
    }
}
