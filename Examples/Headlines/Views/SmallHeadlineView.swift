import SwiftUI

/// The small widget: the lead story over its picture, darkened towards the bottom so the
/// headline stays readable; tapping it opens the article.
struct SmallHeadlineView: View {
    let entry: HeadlinesEntry
    let story: Story

    var body: some View {
        VStack(alignment: .leading, spacing: 3) {
            if let source = story.article.sourceName {
                Text(source.uppercased())
                    .font(.caption2)
                    .fontWeight(.bold)
                    .foregroundStyle(.white.opacity(0.8))
                    .lineLimit(1)
            }
            Text(story.article.title)
                .font(.subheadline)
                .fontWeight(.bold)
                .foregroundStyle(.white)
                .lineLimit(4)
        }
        .environment(\.locale, Locale(identifier: entry.country.languageCode))
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottomLeading)
        .widgetURL(story.article.link)
        .containerBackground(for: .widget) {
            ZStack {
                Color.black
                ArticleThumbnail(story: story, symbolSize: 28, symbolAlignment: .topLeading)
                imageGradientOverlay
            }
        }
    }

    /// Nearly black at the bottom, clear towards the top of the picture.
    var imageGradientOverlay: some View {
        LinearGradient(
            stops: [
                Gradient.Stop(color: .black.opacity(0.9), location: 0),
                Gradient.Stop(color: .black.opacity(0.72), location: 0.45),
                Gradient.Stop(color: .black.opacity(0), location: 0.9),
            ],
            startPoint: .bottom, endPoint: .top)
    }
}
