import Foundation

/// Why top headlines could not be loaded.
///
/// ``summary`` is one short sentence a widget can show; ``description`` adds the details for
/// a log. Each case names the host or the setting at fault.
///
/// ```swift
/// do {
///     let articles = try await client.topHeadlines(for: .gb)
/// } catch {
///     print(error.summary)        // "newsapi.org didn't answer within 10 seconds."
/// }
/// ```
public enum HeadlinesError: Error, Sendable, Hashable, CustomStringConvertible {
    /// An environment variable holds something unusable; the message names it.
    case invalidConfiguration(String)
    /// No connection could be made: refused, unknown host name, no route.
    case unreachable(host: String, detail: String)
    /// The server did not answer completely within the timeout.
    case timedOut(host: String, after: Duration)
    /// The connection broke after the server started answering.
    case connectionLost(host: String, detail: String)
    /// The server answered with an HTTP status other than 2xx and no NewsAPI error body.
    case httpStatus(Int, reason: String)
    /// The service reported an error in NewsAPI's format (`"status": "error"`), with the HTTP
    /// status it came with.
    case service(code: String, message: String, status: Int)
    /// The answer is larger than the limit and was not read.
    case responseTooLarge(limit: Int)
    /// The answer is not a `top-headlines` document; the detail says what is wrong.
    case malformedResponse(String)
    /// The sample feed shipped with the widget is missing or unreadable.
    case sampleFeedMissing(country: String)
    /// The task loading the headlines was cancelled.
    case cancelled

    /// One short sentence for the widget.
    public var summary: String {
        switch self {
        case .invalidConfiguration(let message): message
        case .unreachable(let host, _): "Can't reach \(host)."
        case .timedOut(let host, let after): "\(host) didn't answer within \(Self.describe(after))."
        case .connectionLost(let host, _): "The connection to \(host) was lost."
        case .httpStatus(let code, let reason): reason.isEmpty ? "The news service answered \(code)." : "The news service answered \(code) \(reason)."
        case .service(let code, let message, _): message.isEmpty ? "The news service reported \(code)." : message
        case .responseTooLarge: "The news service's answer is too large."
        case .malformedResponse: "The news service's answer isn't a list of headlines."
        case .sampleFeedMissing(let country): "The sample headlines for \(country) are missing."
        case .cancelled: "Loading the headlines was cancelled."
        }
    }

    /// The summary with the details.
    public var description: String {
        switch self {
        case .unreachable(let host, let detail): "Can't reach \(host): \(detail)"
        case .connectionLost(let host, let detail): "The connection to \(host) was lost: \(detail)"
        case .service(let code, let message, let status): "The news service answered \(status) with \(code): \(message)"
        case .responseTooLarge(let limit): "The answer is larger than \(limit) bytes."
        case .malformedResponse(let detail): "The answer isn't a top-headlines document: \(detail)"
        default: summary
        }
    }

    /// "10 seconds", "1 second", "0.3 seconds".
    static func describe(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let value = Double(seconds) + Double(attoseconds) / 1e18
        if value == 1 { return "1 second" }
        if value == value.rounded() { return "\(Int(value)) seconds" }
        return "\((value * 10).rounded() / 10) seconds"
    }
}
