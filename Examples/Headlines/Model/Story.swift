import Foundation
import SwiftUI

/// An article ready to show: its text and its picture, loaded by the provider.
///
/// `image` is `nil` when the article has no picture or it could not be loaded or decoded; the
/// views then draw ``ArticleImageFallback`` instead, so a broken picture never breaks the widget.
public struct Story: Sendable, Hashable, Identifiable {
    /// The article.
    public var article: Article
    /// The article's picture, decoded from PNG or JPEG data.
    public var image: UIImage?

    /// Creates a story.
    public init(article: Article, image: UIImage? = nil) {
        self.article = article
        self.image = image
    }

    /// The article's identifier.
    public var id: String { article.id }
}
