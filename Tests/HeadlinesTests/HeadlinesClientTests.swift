import Foundation
@testable import HeadlinesWidgets
import Testing

@Suite("Headlines client over HTTP")
struct HeadlinesClientTests {
    @Test("A 200 answer gives the showable articles, in order, with their fields")
    func success() async throws {
        try await withFixtureServer { server in
            let articles = try await server.client("ok").topHeadlines(for: .gb)
            // "[Removed]" and the article without a title are left out.
            #expect(articles.map(\.title) == [
                "Harbour bridge reopens after repairs", "A story whose picture is not a picture", "A story whose picture is gone",
            ])
            let first = try #require(articles.first)
            #expect(first.source == Article.Source(id: "fixture-times", name: "Fixture Times"))
            #expect(first.author == "A. Writer")
            #expect(first.description == "Traffic returns on Monday.")
            #expect(first.link == URL(string: "https://news.example/bridge"))
            #expect(first.publishedAt == Date(timeIntervalSince1970: 1_718_010_000))
            #expect(first.content == "Traffic returns… [+900 chars]")
            // Fractional seconds are read; a date that is not ISO 8601 is nil, not an error.
            #expect(articles[1].publishedAt == Date(timeIntervalSince1970: 1_718_009_112.345))
            #expect(articles[2].publishedAt == nil)
            // Relative picture addresses are resolved against the request's URL.
            #expect(articles[1].urlToImage == "http://127.0.0.1:\(server.port)/images/broken.jpg")
            #expect(articles[2].urlToImage == "http://127.0.0.1:\(server.port)/ok/images/missing.png")
            // A javascript: URL is never a link.
            #expect(articles[2].link == nil)
            #expect(server.requests.queries == ["country=gb&pageSize=10"])
            #expect(server.requests.apiKeys == [nil])
        }
    }

    @Test("The API key goes in the X-Api-Key header; a refused key is the service's error")
    func apiKey() async throws {
        try await withFixtureServer { server in
            let articles = try await server.client("keyed", apiKey: "secret").topHeadlines(for: .de)
            #expect(articles.map(\.title) == ["Top story for de"])
            let error = await #expect(throws: HeadlinesError.self) {
                try await server.client("keyed", apiKey: "wrong").topHeadlines(for: .de)
            }
            #expect(error == .service(code: "apiKeyInvalid", message: "Your API key is invalid or incorrect.", status: 401))
            #expect(error?.summary == "Your API key is invalid or incorrect.")
            #expect(server.requests.apiKeys == ["secret", "wrong"])
            #expect(server.requests.queries.allSatisfy { !$0.contains("secret") }, "the key never goes in the URL")
        }
    }

    @Test("An HTTP 500 is an httpStatus error with the code")
    func serverError() async throws {
        try await withFixtureServer { server in
            let error = await #expect(throws: HeadlinesError.self) {
                try await server.client("error").topHeadlines(for: .us)
            }
            #expect(error == .httpStatus(500, reason: "Internal Server Error"))
            #expect(error?.summary == "The news service answered 500 Internal Server Error.")
        }
    }

    @Test("An answer that is not JSON is a malformed response")
    func malformedJSON() async throws {
        try await withFixtureServer { server in
            let error = await #expect(throws: HeadlinesError.self) {
                try await server.client("garbage").topHeadlines(for: .us)
            }
            #expect(error == .malformedResponse("not valid JSON"))
        }
    }

    @Test("JSON of the wrong shape names the field at fault")
    func wrongShape() async throws {
        try await withFixtureServer { server in
            let error = await #expect(throws: HeadlinesError.self) {
                try await server.client("wrong-shape").topHeadlines(for: .us)
            }
            #expect(error == .malformedResponse("articles has the wrong type"))
        }
    }

    @Test("A server that does not answer within the timeout is a timeout")
    func slowServer() async throws {
        try await withFixtureServer { server in
            let error = await #expect(throws: HeadlinesError.self) {
                try await server.client("slow", timeout: .milliseconds(300)).topHeadlines(for: .us)
            }
            #expect(error == .timedOut(host: "127.0.0.1", after: .milliseconds(300)))
        }
    }

    @Test("A body that stops arriving is a timeout too")
    func slowBody() async throws {
        try await withFixtureServer { server in
            let error = await #expect(throws: HeadlinesError.self) {
                try await server.client("slow-body", timeout: .milliseconds(300)).topHeadlines(for: .us)
            }
            #expect(error == .timedOut(host: "127.0.0.1", after: .milliseconds(300)))
        }
    }

    @Test("A port nobody listens on is unreachable, not a timeout")
    func unreachableHost() async throws {
        // Port 1 (tcpmux) on the loopback: nothing listens there, and an unprivileged test
        // server cannot take it (a port freed by a stopped server could be reused by another
        // test running at the same time).
        let client = HeadlinesClient(source: .service(baseURL: URL(string: "http://127.0.0.1:1/v2")!, apiKey: nil),
                                     timeout: .seconds(2))
        let error = await #expect(throws: HeadlinesError.self) {
            try await client.topHeadlines(for: .us)
        }
        guard case .unreachable(let host, let detail) = error else {
            Issue.record("expected unreachable, got \(String(describing: error))")
            return
        }
        #expect(host == "127.0.0.1")
        #expect(!detail.isEmpty)
        #expect(error?.summary == "Can't reach 127.0.0.1.")
    }

    @Test("Pictures: a good one decodes; one that is not an image, one that 404s and a slow one fall back to nil")
    func images() async throws {
        try await withFixtureServer { server in
            let client = server.client("ok")
            let articles = try await client.topHeadlines(for: .us)
            let good = await client.image(for: articles[0])
            #expect(good?.size == CGSize(width: 16, height: 10))
            #expect(await client.image(for: articles[1]) == nil, "200 with bytes that are not a JPEG")
            #expect(await client.image(for: articles[2]) == nil, "404")
            var slow = articles[0]
            slow.urlToImage = "http://127.0.0.1:\(server.port)/images/slow.png"
            #expect(await server.client("ok", imageTimeout: .milliseconds(300)).image(for: slow) == nil,
                    "slower than the image timeout")
            var local = articles[0]
            local.urlToImage = "file:///etc/hostname"
            #expect(await client.image(for: local) == nil, "a service never makes the widget read local files")
        }
    }

    @Test("A provider with a broken picture still shows every story, with a stand-in for the picture")
    func brokenImageFallsBackInTheWidget() async throws {
        try await withFixtureServer { server in
            let provider = HeadlinesProvider(client: server.client("ok"))
            let entry = await provider.entry(for: .us, family: .systemLarge, now: Date())
            #expect(entry.origin == .live)
            #expect(entry.stories.count == 3)
            #expect(entry.stories.map { $0.image != nil } == [true, false, false])
            let snapshot = await WidgetSnapshotSupport.snapshot(entry, family: .systemLarge)
            // One picture drawn (the good one); the others are stand-ins with a symbol.
            #expect(snapshot.imageCount == 1)
            #expect(snapshot.texts.contains("A story whose picture is not a picture"))
            #expect(snapshot.links == ["https://news.example/bridge", "https://news.example/broken"])
        }
    }
}
