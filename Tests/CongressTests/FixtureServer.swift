import CongressWidgets
import Foundation
import TestSupport
import Synchronization
import Hummingbird
import Logging
import Testing

/// A local HTTP server on a free port answering the ways a votes endpoint can answer:
///
/// | path | answer |
/// |---|---|
/// | `/votes` | 200, the given votes document |
/// | `/few` | 200, two votes |
/// | `/empty` | 200, no votes |
/// | `/error` | 500 |
/// | `/garbage` | 200, text that is not JSON |
/// | `/wrong-shape` | 200, JSON with a vote missing its `total` |
/// | `/flaky` | 503 the first time, then like `/votes` |
/// | `/status-error` | 200, `"status": "ERROR"` with a message |
/// | `/keyed` | 200 with `X-API-Key: secret`, else 403 |
/// | `/huge` | 200, a 64 KiB body |
/// | `/slow` | nothing until the test ends (or 10 s) |
/// | `/slow-body` | the head and half a document, then nothing until the test ends |
struct FixtureServer: Sendable {
    let port: Int
    /// Requests received, by path.
    let hits: Counter

    /// The URL of `path` on this server.
    func url(_ path: String) -> URL {
        URL(string: "http://127.0.0.1:\(port)\(path)")!
    }

    /// A service reading `path` with `timeout`.
    func service(_ path: String, timeout: Duration = Patience.duration(.seconds(5)), maximumResponseSize: Int = 2 << 20,
                 apiKey: String? = nil) -> VotesService {
        VotesService(source: .endpoint(url(path)), timeout: timeout, maximumResponseSize: maximumResponseSize,
                     apiKey: apiKey)
    }
}

/// Counts requests per path, across tasks.
final class Counter: Sendable {
    private let counts = Mutex<[String: Int]>([:])
    func hit(_ path: String) { counts.withLock { $0[path, default: 0] += 1 } }
    subscript(path: String) -> Int { counts.withLock { $0[path] ?? 0 } }
}

/// Opens once; waiters return when it opens or after their limit, whichever is first.
final class Gate: Sendable {
    private let opened = Mutex(false)

    func open() { opened.withLock { $0 = true } }

    func wait(limit: Duration = .seconds(10)) async {
        let end = ContinuousClock.now.advanced(by: limit)
        while !opened.withLock({ $0 }), ContinuousClock.now < end {
            try? await Task.sleep(for: .milliseconds(20))
        }
    }
}

/// Runs `body` with a fixture server listening on 127.0.0.1 at a port the system chose, then
/// releases slow requests and stops the server.
func withFixtureServer<T: Sendable>(
    votes: String = FixtureDocuments.sixVotes, _ body: @Sendable (FixtureServer) async throws -> T
) async throws -> T {
    let gate = Gate()
    let hits = Counter()
    let router = Router()
    router.middlewares.add(CountingMiddleware(hits: hits))
    router.get("votes") { _, _ in json(votes) }
    router.get("few") { _, _ in json(FixtureDocuments.twoVotes) }
    router.get("empty") { _, _ in json(FixtureDocuments.noVotes) }
    router.get("error") { _, _ in Response(status: .internalServerError, body: ResponseBody(byteBuffer: ByteBuffer(string: "boom"))) }
    router.get("garbage") { _, _ in json("<html>Service temporarily unavailable</html>") }
    router.get("wrong-shape") { _, _ in json(FixtureDocuments.missingTotal) }
    router.get("status-error") { _, _ in json(#"{"status": "ERROR", "errors": [{"error": "Invalid API key"}]}"#) }
    router.get("keyed") { request, _ in
        request.headers.first { $0.name.rawName.lowercased() == "x-api-key" }?.value == "secret"
            ? json(FixtureDocuments.twoVotes) : Response(status: .forbidden)
    }
    router.get("huge") { _, _ in json(String(repeating: " ", count: 65_536) + FixtureDocuments.twoVotes) }
    router.get("flaky") { _, _ in
        hits["/flaky"] == 1 ? Response(status: .serviceUnavailable) : json(votes)
    }
    router.get("slow") { _, _ in
        await gate.wait()
        return json(FixtureDocuments.twoVotes)
    }
    router.get("slow-body") { _, _ in
        let document = FixtureDocuments.twoVotes
        let half = document.count / 2
        return Response(status: .ok, headers: [.contentType: "application/json"], body: ResponseBody { writer in
            try await writer.write(ByteBuffer(string: String(document.prefix(half))))
            await gate.wait()
            try await writer.write(ByteBuffer(string: String(document.dropFirst(half))))
            try await writer.finish(nil)
        })
    }

    let (ports, portContinuation) = AsyncStream.makeStream(of: Int.self)
    let app = Application(
        router: router,
        configuration: ApplicationConfiguration(address: .hostname("127.0.0.1", port: 0)),
        onServerRunning: { channel in
            portContinuation.yield(channel.localAddress?.port ?? 0)
            portContinuation.finish()
        },
        // Stopping by cancellation logs errors about open connections; only real failures matter.
        logger: quietLogger)
    return try await withThrowingTaskGroup(of: T?.self) { group in
        group.addTask {
            try await app.runService()
            return nil
        }
        var iterator = ports.makeAsyncIterator()
        let port = try #require(await iterator.next())
        let server = FixtureServer(port: port, hits: hits)
        do {
            let result = try await body(server)
            gate.open()
            group.cancelAll()
            return result
        } catch {
            gate.open()
            group.cancelAll()
            throw error
        }
    }
}

/// The server's logger: critical messages only.
private let quietLogger: Logger = {
    var logger = Logger(label: "CongressTests.FixtureServer")
    logger.logLevel = .critical
    return logger
}()

/// A 200 answer with a JSON body.
private func json(_ text: String) -> Response {
    Response(status: .ok, headers: [.contentType: "application/json"],
             body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
}

/// Counts each request by path.
private struct CountingMiddleware<Context: RequestContext>: RouterMiddleware {
    let hits: Counter
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        hits.hit(request.uri.path)
        return try await next(request, context)
    }
}
