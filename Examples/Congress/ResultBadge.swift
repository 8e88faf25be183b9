import SwiftUI

/// A vote's result as a tinted capsule with its icon: "✓ Passed", "✕ Failed".
struct ResultBadge: View {
    let vote: Vote
    var font: Font = .caption
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        let palette = VotePalette(colorScheme: colorScheme)
        let outcome = vote.outcome
        HStack(spacing: 3) {
            Image(systemName: palette.symbol(for: outcome))
            Text(vote.result)
                .lineLimit(1)
        }
        .font(font)
        .fontWeight(.semibold)
        .foregroundStyle(palette.text(for: outcome))
        .padding(.horizontal, 7)
        .padding(.vertical, 3)
        .background(palette.fill(for: outcome).opacity(colorScheme == .dark ? 0.22 : 0.14), in: Capsule())
    }
}
