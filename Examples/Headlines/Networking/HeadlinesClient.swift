import AsyncHTTPClient
import Foundation

/// Loads top headlines from a NewsAPI-compatible service, or from the sample feeds shipped with
/// the widget (the default, which works offline).
///
/// ```swift
/// // What the widget uses: HEADLINES_API_KEY / HEADLINES_BASE_URL, or the samples when unset.
/// let client = try HeadlinesClient(environment: ProcessInfo.processInfo.environment)
/// let articles = try await client.topHeadlines(for: .gb)
/// let picture = await client.image(for: articles[0])     // nil when it cannot be loaded
///
/// // NewsAPI itself, with a shorter timeout.
/// var newsAPI = HeadlinesClient(source: .service(baseURL: HeadlinesClient.newsAPIBaseURL, apiKey: "…"))
/// newsAPI.timeout = .seconds(5)
/// ```
///
/// The service answers `GET <base URL>/top-headlines?country=gb&pageSize=10` with NewsAPI's JSON
/// (see `docs/examples/HEADLINES.md`); the key goes in the `X-Api-Key` header, never in the URL.
/// Every failure is a ``HeadlinesError``; nothing is retried here (the widget asks again at its
/// next update).
public struct HeadlinesClient: Sendable {
    /// Where headlines come from.
    public enum Source: Sendable, Hashable {
        /// The invented sample feeds shipped as resources of this module: no network.
        case samples
        /// A NewsAPI-compatible service: `baseURL` is the address `top-headlines` is appended
        /// to (`https://newsapi.org/v2`); `apiKey` is sent as `X-Api-Key` when set.
        case service(baseURL: URL, apiKey: String?)
    }

    /// NewsAPI's address, used when only an API key is configured.
    public static let newsAPIBaseURL = URL(string: "https://newsapi.org/v2")!

    /// Where this client loads headlines from.
    public let source: Source
    /// How long the headlines request may take, from connecting to the last byte.
    public var timeout: Duration
    /// How long each picture may take; a slower one is left out (the widget draws a stand-in).
    public var imageTimeout: Duration
    /// How many articles to ask for.
    public var pageSize: Int
    /// The largest headlines answer read, in bytes.
    public var maximumResponseSize: Int
    /// The largest picture read, in bytes.
    public var maximumImageSize: Int
    let http: HTTPClient

    /// Creates a client.
    ///
    /// - Parameters:
    ///   - source: The sample feeds (the default) or a service.
    ///   - timeout: The time the headlines request may take in all.
    ///   - imageTimeout: The time each picture may take.
    ///   - pageSize: How many articles to ask for (NewsAPI allows 1 to 100).
    ///   - client: The HTTP client; the process-wide `HTTPClient.shared` by default.
    public init(
        source: Source = .samples, timeout: Duration = .seconds(10), imageTimeout: Duration = .seconds(5),
        pageSize: Int = 10, client: HTTPClient = .shared
    ) {
        self.source = source
        self.timeout = timeout
        self.imageTimeout = imageTimeout
        self.pageSize = min(max(pageSize, 1), 100)
        self.maximumResponseSize = 2 << 20
        self.maximumImageSize = 5 << 20
        self.http = client
    }

    /// The top headlines of `country`, most important first.
    ///
    /// Relative `urlToImage` values are resolved against the feed's address. From a service,
    /// only `http` and `https` pictures are kept. Sample articles are re-dated so that the
    /// newest was published 12 minutes before `now`, keeping their spacing.
    ///
    /// - Throws: ``HeadlinesError`` for every failure: unreachable host, timeout, an HTTP error,
    ///   an error reported by the service, an answer that is too large or not the expected JSON.
    public func topHeadlines(for country: Country, now: Date = Date()) async throws(HeadlinesError) -> [Article] {
        switch source {
        case .samples:
            return try SampleFeeds.articles(for: country, now: now)
        case .service(let baseURL, let apiKey):
            return try await serviceHeadlines(for: country, baseURL: baseURL, apiKey: apiKey)
        }
    }

    // MARK: - Service

    /// The request URL: `<base>/top-headlines?country=<code>&pageSize=<n>`.
    func headlinesURL(for country: Country, baseURL: URL) -> URL {
        var components = URLComponents(url: baseURL.appendingPathComponent("top-headlines"), resolvingAgainstBaseURL: true)
            ?? URLComponents()
        var items = components.queryItems ?? []
        items.append(URLQueryItem(name: "country", value: country.code))
        items.append(URLQueryItem(name: "pageSize", value: String(pageSize)))
        components.queryItems = items
        return components.url ?? baseURL
    }

    private func serviceHeadlines(for country: Country, baseURL: URL, apiKey: String?) async throws(HeadlinesError) -> [Article] {
        let url = headlinesURL(for: country, baseURL: baseURL)
        var headers = [("Accept", "application/json")]
        if let apiKey { headers.append(("X-Api-Key", apiKey)) }
        let answer = try await get(url, headers: headers, timeout: timeout, limit: maximumResponseSize)
        let document = try HeadlinesDocument.decode(answer.body, status: answer.status, reason: answer.reason)
        return document.articles.map { Self.resolvingImage(of: $0, against: url, allowsFiles: false) }
    }

    /// The article with its picture's address made absolute against `documentURL`; a picture
    /// that is not `http(s)` (or a file, when `allowsFiles`) is dropped.
    static func resolvingImage(of article: Article, against documentURL: URL, allowsFiles: Bool) -> Article {
        var article = article
        guard let text = article.urlToImage?.trimmingCharacters(in: .whitespacesAndNewlines), !text.isEmpty,
              let resolved = URL(string: text, relativeTo: documentURL)?.absoluteURL,
              let scheme = resolved.scheme?.lowercased() else {
            article.urlToImage = nil
            return article
        }
        let allowed = scheme == "http" || scheme == "https" || (allowsFiles && scheme == "file")
        article.urlToImage = allowed ? resolved.absoluteString : nil
        return article
    }
}
