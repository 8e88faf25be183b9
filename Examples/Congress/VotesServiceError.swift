import Foundation

/// Why the latest votes could not be loaded. Each case says what happened in words a widget
/// can show (``summary``) and, in ``description``, the details for a log.
public enum VotesServiceError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The configuration is unusable: `CONGRESS_VOTES_URL` is not an absolute `http(s)` URL,
    /// or `CONGRESS_VOTES_TIMEOUT` is not a positive number of seconds. The message says which.
    case invalidConfiguration(String)
    /// No connection could be made to the host: refused, unknown name, no route.
    case unreachable(host: String, detail: String)
    /// The server did not answer completely within the timeout.
    case timedOut(host: String, after: Duration)
    /// The connection failed after the server started answering.
    case connectionLost(host: String, detail: String)
    /// The server answered with a status other than 2xx.
    case httpStatus(Int, reason: String)
    /// The answer is larger than the limit, so it was not read.
    case responseTooLarge(limit: Int)
    /// The answer is not the votes JSON; the detail names the field at fault.
    case malformedResponse(String)
    /// The answer is well formed but reports an error of its own (`"status": "ERROR"`).
    case serverReported(String)
    /// The sample data shipped with the widget is missing from its resource bundle or unreadable.
    case sampleDataMissing
    /// The task loading the votes was cancelled.
    case cancelled

    /// One short sentence for the widget.
    public var summary: String {
        switch self {
        case .invalidConfiguration(let message): message
        case .unreachable(let host, _): "Can't reach \(host)."
        case .timedOut(let host, let after): "\(host) didn't answer within \(Self.seconds(after))."
        case .connectionLost(let host, _): "The connection to \(host) was lost."
        case .httpStatus(let code, let reason): reason.isEmpty ? "The server answered \(code)." : "The server answered \(code) \(reason)."
        case .responseTooLarge: "The server's answer is too large."
        case .malformedResponse: "The server's answer isn't a list of votes."
        case .serverReported(let message): "The server reported: \(message)"
        case .sampleDataMissing: "The sample votes are missing."
        case .cancelled: "Loading the votes was cancelled."
        }
    }

    /// The summary with the details.
    public var description: String {
        switch self {
        case .unreachable(let host, let detail): "Can't reach \(host): \(detail)"
        case .connectionLost(let host, let detail): "The connection to \(host) was lost: \(detail)"
        case .responseTooLarge(let limit): "The answer is larger than \(limit) bytes."
        case .malformedResponse(let detail): "The answer isn't the votes JSON: \(detail)."
        default: summary
        }
    }

    private static func seconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let value = Double(seconds) + Double(attoseconds) / 1e18
        if value == 1 { return "1 second" }
        if value == value.rounded() { return "\(Int(value)) seconds" }
        return "\(value.formatted(.number.precision(.fractionLength(0...1)))) seconds"
    }
}
