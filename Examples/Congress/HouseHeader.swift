import SwiftUI

/// The widget's header: the Capitol icon and "HOUSE VOTES", with an optional trailing detail.
struct HouseHeader: View {
    var detail: String? = nil
    var isSample: Bool = false
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        let palette = VotePalette(colorScheme: colorScheme)
        HStack(spacing: 4) {
            Image(systemName: "building.columns.fill")
            Text("HOUSE VOTES")
                .lineLimit(1)
                .layoutPriority(1)
            if isSample {
                Text("SAMPLE")
                    .foregroundStyle(.secondary)
                    .padding(.horizontal, 4)
                    .padding(.vertical, 1)
                    .background(.fill.tertiary, in: Capsule())
            }
            Spacer(minLength: 4)
            if let detail {
                Text(detail)
                    .foregroundStyle(.secondary)
                    .lineLimit(1)
                    .fixedSize()
            }
        }
        .font(.caption2)
        .fontWeight(.bold)
        .foregroundStyle(palette.accent)
    }
}
