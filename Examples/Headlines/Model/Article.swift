import Foundation

/// One story of a NewsAPI `top-headlines` answer.
///
/// Every field but the title may be missing or `null` in real answers, so they are optional;
/// ``TopHeadlines`` leaves out articles without a usable title.
///
/// ```json
/// {"source": {"id": null, "name": "Harbor Ledger"}, "author": "Dana Whitfield",
///  "title": "City council approves overnight ferry service", "description": "…",
///  "url": "https://headlines.example/us/ferry", "urlToImage": "https://…/ferry.jpg",
///  "publishedAt": "2024-06-10T09:29:00Z", "content": "… [+1200 chars]"}
/// ```
public struct Article: Codable, Sendable, Hashable, Identifiable {
    /// The publication an article comes from.
    public struct Source: Codable, Sendable, Hashable {
        /// NewsAPI's identifier of the publication, when it has one.
        public var id: String?
        /// The publication's name, as shown to readers.
        public var name: String

        /// Creates a source.
        public init(id: String? = nil, name: String) {
            self.id = id
            self.name = name
        }
    }

    /// Where the article was published.
    public var source: Source?
    /// The author or authors, as the publication writes them.
    public var author: String?
    /// The headline.
    public var title: String
    /// A sentence or two about the story.
    public var description: String?
    /// The article's page, as the answer gives it (see ``link``).
    public var url: String?
    /// The article's picture, as the answer gives it; may be relative to the feed's address.
    public var urlToImage: String?
    /// When the article was published.
    public var publishedAt: Date?
    /// The start of the article's text.
    public var content: String?

    /// Creates an article.
    public init(
        source: Source? = nil, author: String? = nil, title: String, description: String? = nil, url: String? = nil,
        urlToImage: String? = nil, publishedAt: Date? = nil, content: String? = nil
    ) {
        self.source = source
        self.author = author
        self.title = title
        self.description = description
        self.url = url
        self.urlToImage = urlToImage
        self.publishedAt = publishedAt
        self.content = content
    }

    /// The article's address, or the headline when it has none.
    public var id: String { url ?? title }

    /// The article's page when it is an absolute `http` or `https` URL: the only links the
    /// widget opens (a feed cannot make the widget open `javascript:` or `file:` URLs).
    public var link: URL? {
        guard let url, let parsed = URL(string: url.trimmingCharacters(in: .whitespacesAndNewlines)),
              let scheme = parsed.scheme?.lowercased(), scheme == "http" || scheme == "https",
              parsed.host?.isEmpty == false else { return nil }
        return parsed
    }

    /// The name of the publication, or `nil` when the answer leaves it out.
    public var sourceName: String? {
        guard let name = source?.name.trimmingCharacters(in: .whitespacesAndNewlines), !name.isEmpty else { return nil }
        return name
    }
}
