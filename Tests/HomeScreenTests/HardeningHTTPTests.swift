import TestSupport
import Foundation
import HomeScreen
import Hummingbird
import HummingbirdTesting
import Logging
import Synchronization
import Testing
import WidgetKitSupport
#if canImport(Glibc)
import Glibc
#endif

/// Log lines a test can read.
final class CapturedLog: Sendable {
    private let lines = Mutex<[String]>([])
    var all: [String] { lines.withLock { $0 } }
    func append(_ line: String) { lines.withLock { $0.append(line) } }

    /// A logger whose lines (message and metadata values) land here.
    func logger(escaping: Bool = false) -> Logger {
        Logger(label: "test") { _ in
            let handler = CapturingLogHandler(log: self)
            return escaping ? EscapingLogHandler(wrapping: handler) : handler
        }
    }
}

struct CapturingLogHandler: LogHandler {
    let log: CapturedLog
    var logLevel: Logger.Level = .trace
    var metadata: Logger.Metadata = [:]
    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }
    func log(event: LogEvent) {
        let values = (event.metadata ?? [:]).sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        log.append("\(event.level) \(event.message) \(values.joined(separator: " "))")
    }
}

/// A home screen on a real socket with `limits`, for what the test client cannot do.
func withLiveHomeScreen<T: Sendable>(
    limits: ConnectionLimits = ConnectionLimits(),
    _ body: @escaping @Sendable (HomeScreenRuntime, Int) async throws -> T
) async throws -> T {
    try await withHomeScreen(setup: .live, configure: { $0.connectionLimits = limits }) { runtime, client in
        try await body(runtime, try #require(client.port))
    }
}

extension RawConnection {
    /// Reads until the server closes the connection (or `timeout`); whether it closed.
    func readUntilClosed(timeout: Duration = .seconds(10)) async -> Bool {
        await read(until: { _ in false }, timeout: timeout)
        return await offPool { self.isClosed() }
    }
}

@Suite("Hardening: slow clients, odd requests, errors and headers")
struct HardeningHTTPTests {
    static var short: ConnectionLimits {
        var limits = ConnectionLimits()
        limits.headerTimeout = .milliseconds(300)
        limits.bodyTimeout = .milliseconds(300)
        limits.idleTimeout = .milliseconds(600)
        return limits
    }

    @Test("A request head that never ends is answered 408 and closed after the header timeout")
    func slowHead() async throws {
        try await withLiveHomeScreen(limits: Self.short) { _, port in
            let connection = try RawConnection(port: port)
            connection.send("GET / HTTP/1.1\r\nHost: x\r\nX-a: ")
            #expect(await connection.readUntilClosed())
            #expect(connection.received.hasPrefix("HTTP/1.1 408"))
        }
    }

    @Test("A body shorter than its Content-Length is answered 408 and closed after the body timeout")
    func slowBody() async throws {
        try await withLiveHomeScreen(limits: Self.short) { runtime, port in
            let connection = try RawConnection(port: port)
            connection.send("POST /api/instances HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                            + "Content-Length: 100\r\n\r\n{\"kind\":")
            #expect(await connection.readUntilClosed())
            #expect(connection.received.hasPrefix("HTTP/1.1 408"))
            #expect(try await runtime.store.instances().isEmpty)
        }
    }

    @Test("An idle kept-alive connection is closed; a request in time is answered")
    func idle() async throws {
        try await withLiveHomeScreen(limits: Self.short) { _, port in
            let connection = try RawConnection(port: port)
            connection.send("GET /api/kinds HTTP/1.1\r\nHost: localhost\r\n\r\n")
            #expect(await connection.read(until: { $0.contains("}]}") }))
            #expect(connection.received.hasPrefix("HTTP/1.1 200"))
            #expect(await connection.readUntilClosed())
            #expect(!connection.received.contains("408"))
        }
    }

    @Test("A peer past its connection cap is answered 503; closing one makes room")
    func connectionCap() async throws {
        var limits = ConnectionLimits()
        limits.maxConnectionsPerPeer = 3
        try await withLiveHomeScreen(limits: limits) { _, port in
            // (The test client may hold a connection of its own: count what is admitted.)
            var admitted: [RawConnection] = []
            var refused: RawConnection?
            for _ in 0..<6 where refused == nil {
                let connection = try RawConnection(port: port)
                connection.send("GET /api/kinds HTTP/1.1\r\nHost: localhost\r\n\r\n")
                await connection.read(until: { $0.contains("}]}") || $0.contains("\"}") })
                if connection.received.hasPrefix("HTTP/1.1 200") {
                    admitted.append(connection)
                } else {
                    refused = connection
                }
            }
            let refusal = try #require(refused)
            #expect(refusal.received.hasPrefix("HTTP/1.1 503"))
            #expect(await refusal.readUntilClosed())
            #expect((1...3).contains(admitted.count))
            admitted.removeLast()  // closes it: room for one more
            #expect(try await eventually {
                let connection = try RawConnection(port: port)
                connection.send("GET /api/kinds HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n")
                await connection.read(until: { $0.contains("}]}") || $0.contains("\"}") }, timeout: .seconds(2))
                return connection.received.hasPrefix("HTTP/1.1 200")
            })
        }
    }

    @Test("Two Host headers, or an absolute-form target naming another host, are refused with 400")
    func oddHeads() async throws {
        try await withLiveHomeScreen { _, port in
            let cases = [
                "GET /api/kinds HTTP/1.1\r\nHost: localhost\r\nHost: evil.example\r\n\r\n",
                "GET http://evil.example/api/kinds HTTP/1.1\r\nHost: localhost:\(port)\r\n\r\n",
                "GET http://localhost:\(port)/api/kinds HTTP/1.1\r\nHost: evil.example\r\n\r\n",
            ]
            for request in cases {
                let connection = try RawConnection(port: port)
                connection.send(request)
                #expect(await connection.readUntilClosed())
                #expect(connection.received.hasPrefix("HTTP/1.1 400"), "\(request)")
            }
            let same = try RawConnection(port: port)
            same.send("GET http://localhost:\(port)/api/kinds HTTP/1.1\r\nHost: localhost:\(port)\r\nConnection: close\r\n\r\n")
            #expect(await same.read(until: { $0.contains("}]}") }))
            #expect(same.received.hasPrefix("HTTP/1.1 200"))
        }
    }

    @Test("An Origin of another scheme is another origin")
    func originScheme() async throws {
        try await withHomeScreen { _, client in
            let https = try await client.place("Counter", "systemSmall", headers: [.origin: "https://localhost"])
            #expect(https.status == .forbidden)
            let http = try await client.place("Counter", "systemSmall", headers: [.origin: "http://localhost"])
            #expect(http.status == .created)
        }
    }

    @Test("A tiny scale is a bad request, and scales are kept in quarter steps")
    func tinyScale() async throws {
        try await withHomeScreen { _, client in
            let id = try await client.placedID("Counter", "systemSmall")
            for scale in ["1e-200", "0.1", "-1", "nan", "4.2"] {
                let response = try await client.execute(uri: "/widgets/\(id).png?scale=\(scale)", method: .get)
                #expect(response.status == .badRequest, "\(scale)")
                #expect(try response.json()["error"] as? String != nil)
            }
            let near = try await client.execute(uri: "/widgets/\(id).png?scale=1.01", method: .get)
            let one = try await client.execute(uri: "/widgets/\(id).png?scale=1", method: .get)
            #expect(near.status == .ok)
            #expect(near.headers[.eTag] == one.headers[.eTag])
        }
    }

    @Test("Every 5xx answer is logged, with a JSON body")
    func serverErrorsLog() async throws {
        struct Broken: Error {}
        let log = CapturedLog()
        let router = Router()
        router.addMiddleware { ErrorMiddleware(logger: log.logger()) }
        router.get("/broken") { _, _ -> String in throw Broken() }
        router.get("/fine") { _, _ in "fine" }
        try await Application(router: router).test(.router) { client in
            let response = try await client.execute(uri: "/broken", method: .get)
            #expect(response.status == .internalServerError)
            #expect(String(buffer: response.body).contains("\"error\""))
            #expect(log.all.count == 1)
            #expect(log.all.first?.contains("/broken") == true)
            #expect(log.all.first?.contains("500") == true)
            _ = try await client.execute(uri: "/fine", method: .get)
            #expect(log.all.count == 1)
        }
    }

    @Test("The standalone document and the fragment carry a content security policy")
    func documentPolicies() async throws {
        try await withHomeScreen { _, client in
            let id = try await client.placedID("Counter", "systemSmall")
            let document = try await client.execute(uri: "/widgets/\(id).html", method: .get)
            let policy = try #require(document.headers[.contentSecurityPolicy])
            #expect(!policy.contains("unsafe-inline'; script") && !policy.contains("script-src 'unsafe-inline'"))
            #expect(policy.contains("frame-ancestors 'none'"))
            // The one inline script is allowed by its hash, and only it.
            let html = document.text
            let start = try #require(html.range(of: "<script>"))
            let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
            let script = String(html[start.upperBound..<end.lowerBound])
            #expect(policy.contains("script-src \(ScriptHash.cspSource(of: script));"))
            #expect(html.components(separatedBy: "<script").count == 2)

            let fragment = try await client.execute(uri: "/widgets/\(id)/fragment", method: .get)
            let fragmentPolicy = try #require(fragment.headers[.contentSecurityPolicy])
            #expect(fragmentPolicy.contains("script-src 'none'"))
        }
    }

    @Test("The script hash is the base64 SHA-256 of the script, as CSP writes it")
    func scriptHash() {
        // FIPS 180-2's "abc" vector, ba7816bf…f20015ad, in base64.
        #expect(ScriptHash.cspSource(of: "abc") == "'sha256-ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0='")
    }

    @Test("Log lines escape control and bidi characters from widget data")
    func logEscaping() {
        let log = CapturedLog()
        let logger = log.logger(escaping: true)
        logger.warning("Provider of 'evil\u{202E}gnp.exe' failed:\nforged line \u{1B}[31m", metadata: ["kind": "a\u{2066}b"])
        let line = log.all.first
        #expect(line?.contains("\u{202E}") == false)
        #expect(line?.contains("\n") == false)
        #expect(line?.contains("\u{1B}") == false)
        #expect(line?.contains("\u{2066}") == false)
        #expect(line?.contains("evil\\u{202E}gnp.exe") == true)
        #expect(line?.contains("failed:\\nforged") == true)
        #expect(LogText.escaped("Grüße, שלום") == "Grüße, שלום")
    }
}
