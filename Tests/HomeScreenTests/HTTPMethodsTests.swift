import Foundation
import HomeScreen
import Hummingbird
import HummingbirdTesting
import Testing
import TestSupport

/// HTTP as clients expect it (RFC 9110, RFC 9112): HEAD on every GET route, OPTIONS, 405 and
/// 501 with `Allow`, `Host` required in HTTP/1.1, HTTP/1.0 connections closed unless kept alive,
/// and JSON bodies read strictly. Over a real socket where the channel matters.
@Suite("HTTP methods, framing and strict JSON")
struct HTTPMethodsTests {
    /// One answer read off a raw connection: status line, headers (lowercased names) and body.
    struct Answer {
        var status: Int
        var headers: [String: String]
        var body: String

        init?(_ text: String) {
            guard let end = text.range(of: "\r\n\r\n") else { return nil }
            let lines = text[..<end.lowerBound].components(separatedBy: "\r\n")
            guard let first = lines.first, first.hasPrefix("HTTP/1."), first.count >= 12,
                  let status = Int(first.dropFirst(9).prefix(3)) else { return nil }
            self.status = status
            var headers: [String: String] = [:]
            for line in lines.dropFirst() {
                guard let colon = line.firstIndex(of: ":") else { continue }
                headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            }
            self.headers = headers
            body = String(text[end.upperBound...])
        }
    }

    /// Sends `request` on a new connection and reads until the server closes it.
    static func exchange(_ port: Int, _ request: String) async throws -> Answer {
        let connection = try RawConnection(port: port)
        connection.send(request)
        #expect(await connection.readUntilClosed(timeout: .seconds(60)), "the server closes after: \(request)")
        return try #require(Answer(connection.received), "an answer to \(request): \(connection.received.prefix(300))")
    }

    @Test("HEAD on every GET route answers as GET without the body, with the GET body's Content-Length")
    func head() async throws {
        try await withLiveHomeScreen { runtime, port in
            let record = try await runtime.add(kind: "Counter", family: "systemSmall")
            let id = record.id
            for path in ["/api/kinds", "/api/instances", "/widgets/\(id).png", "/widgets/\(id).svg",
                         "/fonts/Inter-Regular.otf", "/api/instances/\(id)/configuration", "/no/such/path"] {
                let get = try await Self.exchange(port, "GET \(path) HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n")
                let head = try await Self.exchange(port, "HEAD \(path) HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n")
                #expect(head.status == get.status, "\(path)")
                #expect(head.body.isEmpty, "\(path): no body after HEAD's headers: \(head.body.prefix(100))")
                #expect(head.headers["content-type"] == get.headers["content-type"], "\(path)")
                #expect(head.headers["etag"] == get.headers["etag"], "\(path)")
                // The GET's length (its header; binary bodies do not survive the test's UTF-8 decoding).
                #expect(head.headers["content-length"] != nil, "\(path): \(head.headers)")
                #expect(head.headers["content-length"] == get.headers["content-length"], "\(path): \(head.headers)")
                if get.headers["content-type"]?.contains("json") == true {
                    #expect(head.headers["content-length"] == String(get.body.utf8.count), "\(path)")
                }
            }
            // Pages carry a fresh nonce (their length varies): a length, and no body.
            for path in ["/", "/gallery", "/widgets/\(id)/fragment", "/widgets/\(id).html"] {
                let head = try await Self.exchange(port, "HEAD \(path) HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n")
                #expect(head.status == 200, "\(path)")
                #expect(head.body.isEmpty, "\(path)")
                #expect(Int(head.headers["content-length"] ?? "") ?? 0 > 100, "\(path): \(head.headers)")
                #expect(head.headers["content-type"]?.hasPrefix("text/html") == true, "\(path)")
            }
            // The event stream: its headers, and the answer ends (no stream is opened).
            let events = try await Self.exchange(port, "HEAD /events HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n")
            #expect(events.status == 200)
            #expect(events.headers["content-type"]?.hasPrefix("text/event-stream") == true)
            #expect(events.body.isEmpty)
            // A kept-alive connection goes on after a HEAD: the next answer is framed right.
            let connection = try RawConnection(port: port)
            connection.send("HEAD /api/kinds HTTP/1.1\r\nHost: localhost\r\n\r\nGET /api/kinds HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n")
            #expect(await connection.readUntilClosed(timeout: .seconds(60)))
            let parts = connection.received.components(separatedBy: "HTTP/1.1 200")
            #expect(parts.count == 3, "two answers: \(connection.received.prefix(600))")
            #expect(parts.last?.contains("\"kinds\"") == true)
        }
    }

    @Test("OPTIONS answers 204 with Allow; a wrong method 405 with Allow; an unknown method 501")
    func optionsAndWrongMethods() async throws {
        try await withLiveHomeScreen { runtime, port in
            let id = try await runtime.add(kind: "Counter", family: "systemSmall").id
            for (path, allow) in [
                ("/", "GET, HEAD, OPTIONS"),
                ("/api/instances", "GET, HEAD, POST, OPTIONS"),
                ("/api/instances/\(id)", "DELETE, OPTIONS"),
                ("/api/instances/\(id)/configuration", "GET, HEAD, PUT, OPTIONS"),
                ("/events", "GET, HEAD, OPTIONS"),
            ] {
                let options = try await Self.exchange(port, "OPTIONS \(path) HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n")
                #expect(options.status == 204, "\(path)")
                #expect(options.headers["allow"] == allow, "\(path): \(options.headers)")
            }
            for (method, path) in [("TRACE", "/"), ("HEAD", "/api/instances/\(id)/move"), ("PUT", "/gallery"), ("PATCH", "/events")] {
                let answer = try await Self.exchange(port, "\(method) \(path) HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n")
                #expect(answer.status == 405, "\(method) \(path)")
                #expect(answer.headers["allow"] != nil, "\(method) \(path): \(answer.headers)")
            }
            // A method HTTP does not define (the parser refuses names it does not know with 400).
            let propfind = try await Self.exchange(port, "PROPFIND / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n")
            #expect(propfind.status == 501, "\(propfind.status) \(propfind.body)")
            #expect(try await runtime.instances().map(\.id) == [id], "nothing changed")
        }
    }

    @Test("HTTP/1.1 without Host is refused with 400; HTTP/1.0 is closed after its answer unless kept alive")
    func framing() async throws {
        try await withLiveHomeScreen { _, port in
            let noHost = try await Self.exchange(port, "GET /api/kinds HTTP/1.1\r\n\r\n")
            #expect(noHost.status == 400)
            #expect(noHost.body.contains("Host"), "\(noHost.body)")

            // HTTP/1.0 needs no Host, and its connection ends with its answer (no Connection: close sent).
            let old = try await Self.exchange(port, "GET /api/kinds HTTP/1.0\r\n\r\n")
            #expect(old.status == 200)
            #expect(old.headers["connection"]?.lowercased() == "close", "\(old.headers)")
            #expect(old.body.contains("\"kinds\""))

            // With keep-alive it stays open for a second request.
            let kept = try RawConnection(port: port)
            kept.send("GET /api/kinds HTTP/1.0\r\nConnection: keep-alive\r\n\r\n")
            #expect(await kept.read(until: { $0.contains("\"kinds\"") }, timeout: .seconds(60)))
            #expect(kept.received.lowercased().contains("connection: keep-alive"))
            #expect(!kept.isClosed(), "kept alive")
            kept.send("GET /api/instances HTTP/1.0\r\n\r\n")
            #expect(await kept.readUntilClosed(timeout: .seconds(60)), "closed after the request without keep-alive")
            #expect(kept.received.contains("\"instances\""))
        }
    }

    @Test("JSON bodies: an integer field refuses 1.5, 1e3 and 1e-999999; a key twice is refused", arguments: [
        (#"{"position": 1e-999999}"#, "must be an integer"),
        (#"{"position": 1.5}"#, "must be an integer"),
        (#"{"position": 1e3}"#, "must be an integer"),
        (#"{"position": 99999999999999999999999}"#, "out of range"),
        (#"{"position": 0, "position": 1}"#, "appears twice"),
        (#"{"position": 0} x"#, "text after"),
        (#"{"position": "0"}"#, "wrong type"),
    ])
    func strictJSON(body: String, reason: String) async throws {
        try await withHomeScreen { _, client in
            let first = try await client.placedID("Counter", "systemSmall")
            let second = try await client.placedID("Counter", "systemSmall")
            let response = try await client.execute(uri: "/api/instances/\(second)/move", method: .post,
                                                    body: ByteBuffer(string: body))
            #expect(response.status == .badRequest, "\(body): \(response.text)")
            #expect(response.text.contains(reason), "\(body): \(response.text)")
            #expect(try await client.instanceIDs() == [first, second], "nothing moved")
            let fine = try await client.execute(uri: "/api/instances/\(second)/move", method: .post,
                                                body: ByteBuffer(string: #"{"position": 0}"#))
            #expect(fine.status == .ok, "\(fine.text)")
            #expect(try await client.instanceIDs() == [second, first])
        }
    }
}
