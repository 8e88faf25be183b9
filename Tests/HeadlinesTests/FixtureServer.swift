import Foundation
import TestSupport
import HeadlinesWidgets
import Hummingbird
import Synchronization
import Testing

/// A local NewsAPI stand-in on a port the system chooses. Each scenario is a base URL
/// (`http://127.0.0.1:<port>/<scenario>`) whose `top-headlines` answers one way:
///
/// | scenario | `top-headlines` answers |
/// |---|---|
/// | `ok` | 200, three articles: a good picture, a broken one (not an image), one that 404s |
/// | `by-country` | 200, one article whose title names the `country` asked for |
/// | `empty` | 200, no articles |
/// | `error` | 500 with a text body |
/// | `garbage` | 200, HTML instead of JSON |
/// | `wrong-shape` | 200, JSON whose `articles` is not a list |
/// | `keyed` | 200 with `X-Api-Key: secret`, else 401 with NewsAPI's error JSON |
/// | `hostile` | 200, ``HostileHeadline/article`` |
/// | `slow` | nothing until the test ends (or 10 s) |
/// | `slow-body` | the head and half the document, then nothing until the test ends |
///
/// Pictures: `/images/good.png` (a valid PNG), `/images/broken.jpg` (200, not an image),
/// `/images/missing.png` (404), `/images/slow.png` (nothing until the test ends).
struct FixtureServer: Sendable {
    let port: Int
    /// The query strings of `top-headlines` requests and the API keys sent, in order.
    let requests: RequestLog

    /// The base URL of `scenario`.
    func baseURL(_ scenario: String) -> URL {
        URL(string: "http://127.0.0.1:\(port)/\(scenario)")!
    }

    /// A client of `scenario` with `timeout`.
    /// A client of `scenario`; its timeouts are stretched by ``Patience`` (a loaded machine must
    /// not turn an answer into a timeout), except where a test gives its own.
    func client(_ scenario: String, apiKey: String? = nil, timeout: Duration = Patience.duration(.seconds(5)),
                imageTimeout: Duration = Patience.duration(.seconds(5))) -> HeadlinesClient {
        HeadlinesClient(source: .service(baseURL: baseURL(scenario), apiKey: apiKey), timeout: timeout,
                        imageTimeout: imageTimeout)
    }
}

/// What the server received, across tasks.
final class RequestLog: Sendable {
    private let entries = Mutex<[(query: String, apiKey: String?)]>([])

    func record(query: String, apiKey: String?) {
        entries.withLock { $0.append((query, apiKey)) }
    }

    var queries: [String] { entries.withLock { $0.map(\.query) } }
    var apiKeys: [String?] { entries.withLock { $0.map(\.apiKey) } }
}

/// The port, known once the server runs.
final class PortBox: Sendable {
    private let value = Mutex(0)
    var port: Int {
        get { value.withLock { $0 } }
        set { value.withLock { $0 = newValue } }
    }
}

/// Opens once; waiters return when it opens or after their limit.
final class Gate: Sendable {
    private let isOpen = Mutex(false)

    func open() { isOpen.withLock { $0 = true } }

    func wait(limit: Duration = .seconds(10)) async {
        let end = ContinuousClock.now.advanced(by: limit)
        while !isOpen.withLock({ $0 }), ContinuousClock.now < end {
            try? await Task.sleep(for: .milliseconds(20))
        }
    }
}

enum FixtureDocuments {
    /// A 16 × 10 PNG.
    static let png = Data(base64Encoded:
        "iVBORw0KGgoAAAANSUhEUgAAABAAAAAKCAIAAAAy3EnLAAAAF0lEQVR4nGM8YaPBQApgIkn1qIZBowEAUawBQF0sgPgAAAAASUVORK5CYII=")!

    /// Three articles; `images/…` paths are relative to the scenario's base URL's parent.
    static func ok(port: Int) -> String {
        """
        {"status": "ok", "totalResults": 41, "articles": [
          {"source": {"id": "fixture-times", "name": "Fixture Times"}, "author": "A. Writer",
           "title": "Harbour bridge reopens after repairs", "description": "Traffic returns on Monday.",
           "url": "https://news.example/bridge", "urlToImage": "http://127.0.0.1:\(port)/images/good.png",
           "publishedAt": "2024-06-10T09:00:00Z", "content": "Traffic returns… [+900 chars]"},
          {"source": {"id": null, "name": "Broken Pictures Daily"}, "author": null,
           "title": "A story whose picture is not a picture", "description": null,
           "url": "https://news.example/broken", "urlToImage": "/images/broken.jpg",
           "publishedAt": "2024-06-10T08:45:12.345Z", "content": null},
          {"source": {"id": null, "name": "Missing Pictures Weekly"}, "author": null,
           "title": "A story whose picture is gone", "description": null,
           "url": "javascript:alert(1)", "urlToImage": "images/missing.png",
           "publishedAt": "yesterday", "content": null},
          {"source": {"id": null, "name": "Removed"}, "title": "[Removed]", "url": "https://removed.example"},
          {"source": null, "title": null}
        ]}
        """
    }

    static func byCountry(_ country: String) -> String {
        #"{"status": "ok", "totalResults": 1, "articles": [{"source": {"id": null, "name": "Country Desk"}, "title": "Top story for \#(country)", "url": "https://news.example/\#(country)", "urlToImage": null, "publishedAt": "2024-06-10T09:00:00Z"}]}"#
    }

    static let empty = #"{"status": "ok", "totalResults": 0, "articles": []}"#
    static let wrongShape = #"{"status": "ok", "totalResults": 3, "articles": "three"}"#
    static let keyError = #"{"status": "error", "code": "apiKeyInvalid", "message": "Your API key is invalid or incorrect."}"#
}

/// Runs `body` with a fixture server on 127.0.0.1 at a free port, then releases slow requests
/// and stops the server.
func withFixtureServer<T: Sendable>(_ body: @Sendable (FixtureServer) async throws -> T) async throws -> T {
    let gate = Gate()
    let log = RequestLog()
    let router = Router()
    let portBox = PortBox()
    router.get("{scenario}/top-headlines") { request, context in
        let scenario = context.parameters.get("scenario") ?? ""
        let apiKey = request.headers.first { $0.name.rawName.lowercased() == "x-api-key" }?.value
        log.record(query: request.uri.query ?? "", apiKey: apiKey)
        let country = request.uri.queryParameters.get("country") ?? "?"
        switch scenario {
        case "ok": return json(FixtureDocuments.ok(port: portBox.port))
        case "by-country": return json(FixtureDocuments.byCountry(country))
        case "empty": return json(FixtureDocuments.empty)
        case "error": return Response(status: .internalServerError, body: ResponseBody(byteBuffer: ByteBuffer(string: "boom")))
        case "garbage": return json("<html><body>Service temporarily unavailable</body></html>")
        case "wrong-shape": return json(FixtureDocuments.wrongShape)
        case "keyed":
            return apiKey == "secret" ? json(FixtureDocuments.byCountry(country))
                : json(FixtureDocuments.keyError, status: .unauthorized)
        case "hostile": return json(HostileHeadline.document)
        case "slow":
            await gate.wait()
            return json(FixtureDocuments.empty)
        case "slow-body":
            let document = FixtureDocuments.byCountry(country)
            let half = document.count / 2
            return Response(status: .ok, headers: [.contentType: "application/json"], body: ResponseBody { writer in
                try await writer.write(ByteBuffer(string: String(document.prefix(half))))
                await gate.wait()
                try await writer.write(ByteBuffer(string: String(document.dropFirst(half))))
                try await writer.finish(nil)
            })
        default: return Response(status: .notFound)
        }
    }
    router.get("images/good.png") { _, _ in
        Response(status: .ok, headers: [.contentType: "image/png"],
                 body: ResponseBody(byteBuffer: ByteBuffer(bytes: FixtureDocuments.png)))
    }
    router.get("images/broken.jpg") { _, _ in
        Response(status: .ok, headers: [.contentType: "image/jpeg"],
                 body: ResponseBody(byteBuffer: ByteBuffer(bytes: [0xFF, 0xD8, 0xFF, 0xE0] + Array("this is not really a JPEG".utf8))))
    }
    router.get("images/slow.png") { _, _ in
        await gate.wait()
        return Response(status: .ok, body: ResponseBody(byteBuffer: ByteBuffer(bytes: FixtureDocuments.png)))
    }

    let (ports, portContinuation) = AsyncStream.makeStream(of: Int.self)
    let app = Application(
        router: router,
        configuration: ApplicationConfiguration(address: .hostname("127.0.0.1", port: 0)),
        onServerRunning: { channel in
            portContinuation.yield(channel.localAddress?.port ?? 0)
            portContinuation.finish()
        })
    return try await withThrowingTaskGroup(of: T?.self) { group in
        group.addTask {
            try await app.runService()
            return nil
        }
        var iterator = ports.makeAsyncIterator()
        let port = try #require(await iterator.next())
        portBox.port = port
        defer {
            gate.open()
            group.cancelAll()
        }
        return try await body(FixtureServer(port: port, requests: log))
    }
}

/// A JSON answer.
private func json(_ text: String, status: HTTPResponse.Status = .ok) -> Response {
    Response(status: status, headers: [.contentType: "application/json"],
             body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
}
