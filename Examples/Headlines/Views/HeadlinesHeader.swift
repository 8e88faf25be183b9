import SwiftUI

/// The header of the medium and large widgets: "🔥 TOP STORIES" and the country.
struct HeadlinesHeader: View {
    let entry: HeadlinesEntry

    var body: some View {
        HStack(alignment: .firstTextBaseline, spacing: 4) {
            Image(systemName: "flame.fill")
                .foregroundStyle(Color.headlinesAccent)
            Text("TOP STORIES")
                .fontWeight(.heavy)
                .foregroundStyle(Color.headlinesAccent)
                .lineLimit(1)
            Text(subtitle)
                .font(.caption2)
                .fontWeight(.medium)
                .foregroundStyle(Color.storyMeta)
                .lineLimit(1)
                .frame(maxWidth: .infinity, alignment: .trailing)
                .padding(.leading, 6)
        }
        .font(.caption)
        .accessibilityElement(children: .combine)
    }

    /// "United Kingdom", or "United Kingdom · Sample" for the invented sample feed.
    var subtitle: String {
        entry.origin == .sample ? "\(entry.country.displayName) · Sample" : entry.country.displayName
    }
}
