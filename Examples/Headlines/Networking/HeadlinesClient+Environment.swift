import AsyncHTTPClient
import Foundation

extension HeadlinesClient {
    /// The environment variable with the NewsAPI key. Set alone, headlines come from NewsAPI.
    public static let apiKeyVariable = "HEADLINES_API_KEY"
    /// The environment variable with the address of a NewsAPI-compatible service (a mirror, a
    /// proxy that adds the key, a test server); without a key, requests are sent without one.
    public static let baseURLVariable = "HEADLINES_BASE_URL"
    /// The environment variable with the request timeout in seconds (default 10).
    public static let timeoutVariable = "HEADLINES_TIMEOUT"

    /// The client the environment describes:
    ///
    /// | set | source |
    /// |---|---|
    /// | neither ``apiKeyVariable`` nor ``baseURLVariable`` | the sample feeds |
    /// | ``apiKeyVariable`` only | NewsAPI (``newsAPIBaseURL``) with that key |
    /// | ``baseURLVariable`` (with or without a key) | that service |
    ///
    /// Empty or blank values count as unset.
    ///
    /// - Throws: ``HeadlinesError/invalidConfiguration(_:)`` naming the variable when
    ///   ``baseURLVariable`` is not an absolute `http(s)` URL or ``timeoutVariable`` is not a
    ///   positive number of seconds.
    public init(environment: [String: String], client: HTTPClient = .shared) throws(HeadlinesError) {
        func value(_ name: String) -> String? {
            guard let text = environment[name]?.trimmingCharacters(in: .whitespacesAndNewlines), !text.isEmpty else { return nil }
            return text
        }
        var timeout = Duration.seconds(10)
        if let text = value(Self.timeoutVariable) {
            guard let seconds = Double(text), seconds.isFinite, seconds > 0 else {
                throw .invalidConfiguration("\(Self.timeoutVariable) must be a positive number of seconds, not \"\(text)\".")
            }
            timeout = .milliseconds(Int64((seconds * 1000).rounded()))
        }
        let apiKey = value(Self.apiKeyVariable)
        let source: Source
        if let text = value(Self.baseURLVariable) {
            guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
                  url.host?.isEmpty == false else {
                throw .invalidConfiguration("\(Self.baseURLVariable) must be an http(s) URL, not \"\(text)\".")
            }
            source = .service(baseURL: url, apiKey: apiKey)
        } else if let apiKey {
            source = .service(baseURL: Self.newsAPIBaseURL, apiKey: apiKey)
        } else {
            source = .samples
        }
        self.init(source: source, timeout: timeout, imageTimeout: min(timeout, .seconds(5)), client: client)
    }
}
