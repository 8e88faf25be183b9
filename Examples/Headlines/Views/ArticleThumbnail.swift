import SwiftUI

/// An article's picture filling the space it is given, cropped to it; the stand-in when the
/// story has no picture.
struct ArticleThumbnail: View {
    let story: Story
    var symbolSize: CGFloat = 18
    var symbolAlignment: Alignment = .center

    var body: some View {
        Color.thumbnailBackground
            .overlay {
                if let image = story.image {
                    Image(uiImage: image)
                        .resizable()
                        .scaledToFill()
                } else {
                    ArticleImageFallback(seed: story.article.sourceName ?? story.article.title, symbolSize: symbolSize,
                                         symbolAlignment: symbolAlignment)
                }
            }
            .clipped()
            .accessibilityHidden(true)
    }
}
