import Foundation

/// The answer of NewsAPI's `top-headlines` endpoint:
/// `{"status": "ok", "totalResults": 38, "articles": [...]}`.
///
/// ```swift
/// let headlines = try JSONDecoder().decode(TopHeadlines.self, from: data)
/// print(headlines.articles.first?.title ?? "no stories")
/// ```
///
/// Articles that cannot be shown are left out while decoding instead of failing the whole
/// answer: one without a title, with an empty title, or one NewsAPI marks `[Removed]`.
public struct TopHeadlines: Codable, Sendable, Hashable {
    /// `"ok"` for an answer with articles.
    public var status: String
    /// How many articles match in all (more than the page holds).
    public var totalResults: Int?
    /// The stories, most important first.
    public var articles: [Article]

    /// Creates an answer.
    public init(status: String = "ok", totalResults: Int? = nil, articles: [Article]) {
        self.status = status
        self.totalResults = totalResults
        self.articles = articles
    }

    private enum CodingKeys: String, CodingKey {
        case status, totalResults, articles
    }

    /// Decodes the answer, skipping articles that cannot be shown.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        status = try container.decode(String.self, forKey: .status)
        totalResults = try? container.decodeIfPresent(Int.self, forKey: .totalResults)
        let decoded = try container.decode([Lenient<Article>].self, forKey: .articles)
        articles = decoded.compactMap(\.value).filter(Self.isShowable)
    }

    /// Whether an article has a title worth showing.
    static func isShowable(_ article: Article) -> Bool {
        let title = article.title.trimmingCharacters(in: .whitespacesAndNewlines)
        return !title.isEmpty && title != "[Removed]"
    }
}

/// A value that decodes to `nil` instead of failing.
private struct Lenient<Value: Decodable>: Decodable {
    let value: Value?

    init(from decoder: any Decoder) throws {
        value = try? Value(from: decoder)
    }
}
