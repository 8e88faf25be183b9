import SwiftUI

/// Shown when there are no stories: the service had none for the country, or loading failed
/// (the error's summary says why). Says when the widget tries again.
struct EmptyHeadlinesView: View {
    let entry: HeadlinesEntry
    @Environment(\.widgetFamily) private var family

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            if family != .systemSmall {
                HeadlinesHeader(entry: entry)
            }
            message
                .frame(maxWidth: .infinity, maxHeight: .infinity)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .containerBackground(Color.headlinesBackground, for: .widget)
    }

    var message: some View {
        VStack(spacing: 4) {
            Image(systemName: entry.failure == nil ? "newspaper" : "wifi.slash")
                .font(.system(size: family == .systemSmall ? 24 : 28, weight: .regular))
                .foregroundStyle(Color.storyMeta)
                .padding(.bottom, 2)
            Text(entry.failure == nil ? "No top stories right now" : "Headlines unavailable")
                .font(.subheadline)
                .fontWeight(.semibold)
                .foregroundStyle(Color.storyTitle)
                .lineLimit(2)
            Text(detail)
                .font(.caption)
                .foregroundStyle(Color.storyMeta)
                .lineLimit(family == .systemSmall ? 3 : 2)
            (Text("Checking again at ") + Text(entry.nextUpdate, style: .time))
                .font(.caption2)
                .foregroundStyle(Color.storyMeta)
                .lineLimit(1)
                .minimumScaleFactor(0.8)
        }
        .multilineTextAlignment(.center)
    }

    /// Why there is nothing to show.
    var detail: String {
        if let failure = entry.failure { return failure.summary }
        return "There are no headlines for \(entry.country.displayName) yet."
    }
}
