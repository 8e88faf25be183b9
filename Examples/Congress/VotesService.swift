import AsyncHTTPClient
import Foundation
import NIOCore

/// Loads the latest roll-call votes of the House: from an HTTP endpoint, or from the sample
/// data shipped with the widget (the default, which works offline).
///
/// ```swift
/// // What the widget uses: CONGRESS_VOTES_URL, or the sample data when it is unset.
/// let service = try VotesService(environment: ProcessInfo.processInfo.environment)
/// let votes = try await service.latestHouseVotes()   // newest first
///
/// // An endpoint of your own, with a shorter timeout.
/// let custom = VotesService(source: .endpoint(URL(string: "https://votes.example.org/house/recent.json")!),
///                           timeout: .seconds(5))
/// ```
///
/// The endpoint answers `GET` with the JSON described in `docs/examples/CONGRESS.md` (the shape
/// of the ProPublica Congress API's recent-votes response). Every failure is a
/// ``VotesServiceError`` that says what happened; nothing is retried here (the widget's
/// timeline asks again later).
public struct VotesService: Sendable {
    /// Where votes come from.
    public enum Source: Sendable, Hashable {
        /// The invented sample votes shipped as a resource of this module: no network.
        case sample
        /// A URL answering `GET` with the votes JSON.
        case endpoint(URL)
    }

    /// The environment variable naming the endpoint; unset or empty means ``Source/sample``.
    public static let endpointVariable = "CONGRESS_VOTES_URL"
    /// The environment variable with the timeout in seconds (default 10).
    public static let timeoutVariable = "CONGRESS_VOTES_TIMEOUT"
    /// The environment variable with an API key, sent as the `X-API-Key` header.
    public static let apiKeyVariable = "CONGRESS_VOTES_API_KEY"

    /// Where this service loads votes from.
    public let source: Source
    /// How long a request may take, from connecting to the last byte of the answer.
    public var timeout: Duration
    /// The largest answer read, in bytes; a larger one fails with ``VotesServiceError/responseTooLarge(limit:)``.
    public var maximumResponseSize: Int
    /// Sent as the `X-API-Key` header when set.
    public var apiKey: String?
    private let client: HTTPClient

    /// Creates a service.
    ///
    /// - Parameters:
    ///   - source: The sample data (the default) or an endpoint.
    ///   - timeout: The time a request may take in all.
    ///   - maximumResponseSize: The largest answer read, in bytes.
    ///   - apiKey: A key sent as the `X-API-Key` header.
    ///   - client: The HTTP client; the process-wide `HTTPClient.shared` by default.
    public init(
        source: Source = .sample, timeout: Duration = .seconds(10), maximumResponseSize: Int = 2 << 20,
        apiKey: String? = nil, client: HTTPClient = .shared
    ) {
        self.source = source
        self.timeout = timeout
        self.maximumResponseSize = maximumResponseSize
        self.apiKey = apiKey
        self.client = client
    }

    /// The service configured by environment variables: ``endpointVariable`` (unset or empty:
    /// the sample data), ``timeoutVariable`` and ``apiKeyVariable``.
    ///
    /// - Throws: ``VotesServiceError/invalidConfiguration(_:)`` saying which variable is wrong.
    public init(environment: [String: String], client: HTTPClient = .shared) throws(VotesServiceError) {
        var timeout = Duration.seconds(10)
        if let text = environment[Self.timeoutVariable]?.nonEmpty {
            guard let seconds = Double(text), seconds > 0, seconds.isFinite else {
                throw .invalidConfiguration("\(Self.timeoutVariable) must be a positive number of seconds, not \"\(text)\".")
            }
            timeout = .milliseconds(Int64((seconds * 1000).rounded()))
        }
        var source = Source.sample
        if let text = environment[Self.endpointVariable]?.nonEmpty {
            guard let url = URL(string: text), ["http", "https"].contains(url.scheme?.lowercased()),
                  let host = url.host, !host.isEmpty else {
                throw .invalidConfiguration("\(Self.endpointVariable) must be an http(s) URL, not \"\(text)\".")
            }
            source = .endpoint(url)
        }
        self.init(source: source, timeout: timeout, apiKey: environment[Self.apiKeyVariable]?.nonEmpty, client: client)
    }

    /// The latest House votes, newest first (in the order the source lists them).
    ///
    /// - Throws: ``VotesServiceError`` for every failure: unreachable host, timeout, a status
    ///   other than 2xx, an answer that is too large or not the votes JSON.
    public func latestHouseVotes() async throws(VotesServiceError) -> [Vote] {
        switch source {
        case .sample:
            return try Self.sampleVotes.get()
        case .endpoint(let url):
            let data = try await download(url)
            return try VotesDocument.votes(from: data)
        }
    }

    // MARK: - Sample data

    /// The votes of `sample-house-votes.json`, decoded once.
    static let sampleVotes: Result<[Vote], VotesServiceError> = {
        guard let url = Bundle.module.url(forResource: "sample-house-votes", withExtension: "json"),
              let data = try? Data(contentsOf: url) else {
            return .failure(.sampleDataMissing)
        }
        return Result { () throws(VotesServiceError) in try VotesDocument.votes(from: data) }
    }()

    // MARK: - HTTP

    /// The body of a 2xx answer, within ``timeout`` from connecting to the last byte.
    ///
    /// The client's own deadline covers connecting and the answer's head (so a host that
    /// refuses connections is reported as unreachable, not as slow); the body is read against
    /// what is left of the same deadline.
    private func download(_ url: URL) async throws(VotesServiceError) -> Data {
        let host = url.host ?? url.absoluteString
        let deadline = ContinuousClock.now.advanced(by: timeout)
        var request = HTTPClientRequest(url: url.absoluteString)
        request.method = .GET
        request.headers.add(name: "Accept", value: "application/json")
        request.headers.add(name: "User-Agent", value: "CongressVotesWidget/1.0 (WidgetKit for Linux)")
        if let apiKey {
            request.headers.add(name: "X-API-Key", value: apiKey)
        }
        let response: HTTPClientResponse
        do {
            response = try await client.execute(request, timeout: TimeAmount(timeout))
        } catch {
            throw classify(error, host: host, answered: false)
        }
        guard (200..<300).contains(response.status.code) else {
            throw .httpStatus(Int(response.status.code), reason: response.status.reasonPhrase)
        }
        return try await body(of: response, host: host, deadline: deadline)
    }

    /// The answer's body, at most ``maximumResponseSize`` bytes, read before `deadline`.
    private func body(
        of response: HTTPClientResponse, host: String, deadline: ContinuousClock.Instant
    ) async throws(VotesServiceError) -> Data {
        let limit = maximumResponseSize
        let timeout = self.timeout
        do {
            return try await withThrowingTaskGroup(of: Data.self) { group in
                group.addTask {
                    do {
                        let buffer = try await response.body.collect(upTo: limit)
                        return Data(buffer.readableBytesView)
                    } catch is NIOTooManyBytesError {
                        throw VotesServiceError.responseTooLarge(limit: limit)
                    }
                }
                group.addTask {
                    try await Task.sleep(until: deadline, clock: .continuous)
                    throw VotesServiceError.timedOut(host: host, after: timeout)
                }
                defer { group.cancelAll() }
                guard let data = try await group.next() else { throw VotesServiceError.cancelled }
                return data
            }
        } catch {
            throw classify(error, host: host, answered: true)
        }
    }

    /// The kind of a client error: a timeout, a cancelled task, or a failed connection (before
    /// the server answered: unreachable; after: lost).
    private func classify(_ error: any Error, host: String, answered: Bool) -> VotesServiceError {
        if let error = error as? VotesServiceError { return error }
        if error is CancellationError || Task.isCancelled { return .cancelled }
        if let error = error as? HTTPClientError {
            switch error {
            case .deadlineExceeded, .readTimeout, .writeTimeout:
                return .timedOut(host: host, after: timeout)
            case .connectTimeout, .getConnectionFromPoolTimeout:
                return .unreachable(host: host, detail: "no connection within \(timeout)")
            case .cancelled:
                return .cancelled
            default:
                break
            }
        }
        let detail = String(describing: error)
        return answered ? .connectionLost(host: host, detail: detail) : .unreachable(host: host, detail: detail)
    }
}

extension TimeAmount {
    /// The same length of time, in nanoseconds.
    init(_ duration: Duration) {
        let (seconds, attoseconds) = duration.components
        self = .nanoseconds(seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
    }
}
