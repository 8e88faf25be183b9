import SwiftUI
import WidgetKit

/// What the widget shows instead of a vote: why there is none and when it checks again.
struct VoteStatusView: View {
    let symbol: String
    let tint: Color
    let headline: String
    let message: String
    let nextCheck: Date
    @Environment(\.widgetFamily) private var family

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HouseHeader()
            Spacer(minLength: 0)
            Image(systemName: symbol)
                .font(family == .systemSmall ? .title3 : .title2)
                .foregroundStyle(tint)
            Text(headline)
                .font(.headline)
                .lineLimit(1)
                .minimumScaleFactor(0.75)
            Text(message)
                .font(family == .systemSmall ? .caption : .subheadline)
                .foregroundStyle(.secondary)
                .lineLimit(family == .systemLarge ? 6 : 3)
                .fixedSize(horizontal: false, vertical: true)
            Spacer(minLength: 0)
            (Text("Checking again at ") + Text(nextCheck, style: .time))
                .font(.caption2)
                .foregroundStyle(.secondary)
                .lineLimit(1)
                .minimumScaleFactor(0.8)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
    }
}
