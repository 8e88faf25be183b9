import SwiftUI

/// One story in the medium and large widgets: the picture, the headline, the publication and
/// how long ago it was published.
struct ArticleRow: View {
    let story: Story
    /// The moment ages are counted from (the entry's date).
    let now: Date
    let country: Country

    var body: some View {
        HStack(alignment: .top, spacing: 10) {
            ArticleThumbnail(story: story, symbolSize: 16)
                .frame(width: 72, height: 50)
                .clipShape(RoundedRectangle(cornerRadius: 8, style: .continuous))
            VStack(alignment: .leading, spacing: 1) {
                Text(story.article.title)
                    .font(.system(size: titleSize, weight: .semibold, design: .rounded))
                    .foregroundStyle(Color.storyTitle)
                    .lineLimit(2)
                if let byline = ArticleAge.byline(for: story.article, now: now) {
                    Text(byline)
                        .font(.caption2)
                        .foregroundStyle(Color.storyMeta)
                        .lineLimit(1)
                }
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .environment(\.locale, Locale(identifier: country.languageCode))
        }
        .frame(minHeight: 50, alignment: .top)
    }

    /// 14 points, as in the seed; 13 for Japanese, whose faces have taller lines, so that two
    /// lines and the byline still fit next to the picture in a medium widget.
    var titleSize: CGFloat {
        country.languageCode == "ja" ? 13 : 14
    }
}
