import AsyncHTTPClient
import Foundation
import NIOCore

/// An HTTP answer read in full.
struct HTTPAnswer: Sendable {
    var status: Int
    var reason: String
    var body: Data
}

extension HeadlinesClient {
    /// `GET url`, read in full within `timeout` (connecting, the answer's head and its body) and
    /// at most `limit` bytes.
    ///
    /// The client's deadline covers connecting and the head, so a refused connection is
    /// reported as ``HeadlinesError/unreachable(host:detail:)`` and a silent server as
    /// ``HeadlinesError/timedOut(host:after:)``; the body is read against what is left of the
    /// same deadline.
    func get(_ url: URL, headers: [(String, String)], timeout: Duration, limit: Int) async throws(HeadlinesError) -> HTTPAnswer {
        let host = url.host ?? url.absoluteString
        let deadline = ContinuousClock.now.advanced(by: timeout)
        var request = HTTPClientRequest(url: url.absoluteString)
        request.method = .GET
        request.headers.add(name: "User-Agent", value: "TopHeadlinesWidget/1.0 (WidgetKit for Linux)")
        for (name, value) in headers {
            request.headers.add(name: name, value: value)
        }
        let response: HTTPClientResponse
        do {
            response = try await http.execute(request, timeout: TimeAmount.nanoseconds(timeout.wholeNanoseconds))
        } catch {
            throw Self.classify(error, host: host, timeout: timeout, answered: false)
        }
        if let length = response.headers.first(name: "Content-Length").flatMap(Int.init), length > limit {
            throw .responseTooLarge(limit: limit)
        }
        let body = try await Self.read(response.body, limit: limit, until: deadline, host: host, timeout: timeout)
        return HTTPAnswer(status: Int(response.status.code), reason: response.status.reasonPhrase, body: body)
    }

    /// The body, or a timeout when `deadline` passes first.
    private static func read(
        _ body: HTTPClientResponse.Body, limit: Int, until deadline: ContinuousClock.Instant, host: String, timeout: Duration
    ) async throws(HeadlinesError) -> Data {
        do {
            return try await withThrowingTaskGroup(of: Data?.self) { group in
                group.addTask {
                    do {
                        return Data(try await body.collect(upTo: limit).readableBytesView)
                    } catch is NIOTooManyBytesError {
                        throw HeadlinesError.responseTooLarge(limit: limit)
                    }
                }
                group.addTask {
                    try await Task.sleep(until: deadline, clock: .continuous)
                    return nil
                }
                defer { group.cancelAll() }
                guard let first = try await group.next(), let data = first else {
                    throw HeadlinesError.timedOut(host: host, after: timeout)
                }
                return data
            }
        } catch {
            throw classify(error, host: host, timeout: timeout, answered: true)
        }
    }

    /// What kind of failure an error of the HTTP client is.
    static func classify(_ error: any Error, host: String, timeout: Duration, answered: Bool) -> HeadlinesError {
        if let error = error as? HeadlinesError { return error }
        if error is CancellationError { return .cancelled }
        if let error = error as? HTTPClientError {
            switch error {
            case .deadlineExceeded, .readTimeout, .writeTimeout:
                return .timedOut(host: host, after: timeout)
            case .connectTimeout, .getConnectionFromPoolTimeout:
                return .unreachable(host: host, detail: "no connection within \(HeadlinesError.describe(timeout))")
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

extension Duration {
    /// The duration in whole nanoseconds (saturating).
    var wholeNanoseconds: Int64 {
        let (seconds, attoseconds) = components
        let (whole, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
        return overflow ? .max : whole + attoseconds / 1_000_000_000
    }
}
