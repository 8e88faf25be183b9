import Foundation

extension Article {
    private enum CodingKeys: String, CodingKey {
        case source, author, title, description, url, urlToImage, publishedAt, content
    }

    /// Decodes an article leniently, as real answers need: `null` or missing fields are `nil`,
    /// a `publishedAt` that is not ISO 8601 (with or without fractional seconds) is `nil`
    /// rather than an error. Only a missing or non-text `title` fails.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        source = try? container.decodeIfPresent(Source.self, forKey: .source)
        author = try? container.decodeIfPresent(String.self, forKey: .author)
        title = try container.decode(String.self, forKey: .title)
        description = try? container.decodeIfPresent(String.self, forKey: .description)
        url = try? container.decodeIfPresent(String.self, forKey: .url)
        urlToImage = try? container.decodeIfPresent(String.self, forKey: .urlToImage)
        publishedAt = (try? container.decodeIfPresent(String.self, forKey: .publishedAt)).flatMap(Self.parseDate)
        content = try? container.decodeIfPresent(String.self, forKey: .content)
    }

    /// Encodes the article in NewsAPI's shape, with `publishedAt` in ISO 8601.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(source, forKey: .source)
        try container.encode(author, forKey: .author)
        try container.encode(title, forKey: .title)
        try container.encode(description, forKey: .description)
        try container.encode(url, forKey: .url)
        try container.encode(urlToImage, forKey: .urlToImage)
        try container.encode(publishedAt.map { $0.formatted(.iso8601) }, forKey: .publishedAt)
        try container.encode(content, forKey: .content)
    }

    /// An ISO 8601 date with a time zone, with or without fractional seconds.
    static func parseDate(_ text: String) -> Date? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if let date = try? Date(trimmed, strategy: .iso8601) { return date }
        let fractional = Date.ISO8601FormatStyle(includingFractionalSeconds: true)
        return try? fractional.parse(trimmed)
    }
}
