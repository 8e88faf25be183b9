import SwiftUI

/// The two languages of a translation as a small badge: "EN → ES".
struct LanguagePairBadge: View {
    let from: String
    let to: String
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        HStack(spacing: 3) {
            Text(verbatim: from.uppercased())
            Image(systemName: "arrow.right")
                .font(.system(size: 8, weight: .bold))
            Text(verbatim: to.uppercased())
        }
        .font(.caption2)
        .fontWeight(.bold)
        .foregroundStyle(VocabularyStyle.accent(colorScheme))
        .lineLimit(1)
        .fixedSize()
        .padding(.horizontal, 6)
        .padding(.vertical, 2)
        .background(Capsule().fill(VocabularyStyle.accent(colorScheme).opacity(colorScheme == .dark ? 0.18 : 0.14)))
    }
}
