@testable import CongressWidgets
import Foundation
import Testing

@Suite("Votes service over HTTP")
struct VotesServiceTests {
    @Test("A 200 answer gives every vote, newest first, with its fields")
    func success() async throws {
        try await withFixtureServer { server in
            let votes = try await server.service("/votes").latestHouseVotes()
            #expect(votes.map(\.rollCall) == [906, 905, 904, 903, 902, 901])
            let first = try #require(votes.first)
            #expect(first.heading == "H.R. 100")
            #expect(first.title == "Test Bridges Act")
            #expect(first.question == "On Passage")
            #expect(first.result == "Passed")
            #expect(first.outcome == .passed)
            #expect(first.tally == VoteTally(yes: 300, no: 120, present: 2, notVoting: 10))
            #expect(first.parties.map(\.party) == ["Democratic", "Republican"])
            #expect(first.url == URL(string: "https://example.org/roll/906"))
            // 15:04 in Washington on 2 October (daylight saving time) is 19:04 UTC.
            #expect(first.date == Date(timeIntervalSince1970: 1_790_967_840))
            #expect(first.hasTime)
            // An empty bill object means no bill: the question names the vote.
            #expect(votes[1].bill == nil)
            #expect(votes[1].heading == "Approving the Journal")
            #expect(votes[2].outcome == .failed)
            #expect(!votes[2].hasTime)
            #expect(server.hits["/votes"] == 1)
        }
    }

    @Test("An HTTP 500 is an httpStatus error with the code")
    func serverError() async throws {
        try await withFixtureServer { server in
            let error = await #expect(throws: VotesServiceError.self) {
                try await server.service("/error").latestHouseVotes()
            }
            #expect(error == .httpStatus(500, reason: "Internal Server Error"))
            #expect(error?.summary == "The server answered 500 Internal Server Error.")
        }
    }

    @Test("An answer that is not JSON is a malformed-response error")
    func malformedJSON() async throws {
        try await withFixtureServer { server in
            let error = await #expect(throws: VotesServiceError.self) {
                try await server.service("/garbage").latestHouseVotes()
            }
            #expect(error == .malformedResponse("not valid JSON"))
        }
    }

    @Test("JSON of the wrong shape names the field at fault")
    func wrongShape() async throws {
        try await withFixtureServer { server in
            let error = await #expect(throws: VotesServiceError.self) {
                try await server.service("/wrong-shape").latestHouseVotes()
            }
            #expect(error == .malformedResponse("results.votes[1].total is missing"))
        }
    }

    @Test("A document reporting an error passes its message on")
    func reportedError() async throws {
        try await withFixtureServer { server in
            let error = await #expect(throws: VotesServiceError.self) {
                try await server.service("/status-error").latestHouseVotes()
            }
            #expect(error == .serverReported("Invalid API key"))
        }
    }

    @Test("A server that does not answer within the timeout is a timeout")
    func slowServer() async throws {
        try await withFixtureServer { server in
            let error = await #expect(throws: VotesServiceError.self) {
                try await server.service("/slow", timeout: .milliseconds(300)).latestHouseVotes()
            }
            #expect(error == .timedOut(host: "127.0.0.1", after: .milliseconds(300)))
        }
    }

    @Test("A body that stops arriving is a timeout too")
    func slowBody() async throws {
        try await withFixtureServer { server in
            let error = await #expect(throws: VotesServiceError.self) {
                try await server.service("/slow-body", timeout: .milliseconds(300)).latestHouseVotes()
            }
            #expect(error == .timedOut(host: "127.0.0.1", after: .milliseconds(300)))
        }
    }

    @Test("A port nobody listens on is unreachable, not a timeout")
    func unreachableHost() async throws {
        // A port bound by a socket that does not listen: connecting is refused, and no other
        // test's server can take the port meanwhile (a port that was merely free once was taken
        // by another server under the whole suite, which then answered too slowly: a timeout).
        let socket = try BoundSocket()
        defer { socket.close() }
        let service = VotesService(source: .endpoint(URL(string: "http://127.0.0.1:\(socket.port)/votes")!),
                                   timeout: .seconds(5))
        let error = await #expect(throws: VotesServiceError.self) {
            try await service.latestHouseVotes()
        }
        guard case .unreachable(let host, let detail) = error else {
            Issue.record("expected unreachable, got \(String(describing: error))")
            return
        }
        #expect(host == "127.0.0.1")
        #expect(!detail.isEmpty)
    }

    @Test("An answer over the size limit is not read")
    func tooLarge() async throws {
        try await withFixtureServer { server in
            let error = await #expect(throws: VotesServiceError.self) {
                try await server.service("/huge", maximumResponseSize: 16_384).latestHouseVotes()
            }
            #expect(error == .responseTooLarge(limit: 16_384))
        }
    }

    @Test("The API key is sent as X-API-Key")
    func apiKey() async throws {
        try await withFixtureServer { server in
            let votes = try await server.service("/keyed", apiKey: "secret").latestHouseVotes()
            #expect(votes.count == 2)
            let error = await #expect(throws: VotesServiceError.self) {
                try await server.service("/keyed").latestHouseVotes()
            }
            #expect(error == .httpStatus(403, reason: "Forbidden"))
        }
    }
}

@Suite("Votes service configuration and sample data")
struct VotesConfigurationTests {
    @Test("No CONGRESS_VOTES_URL means the sample data")
    func defaultIsSample() throws {
        #expect(try VotesService(environment: [:]).source == .sample)
        #expect(try VotesService(environment: ["CONGRESS_VOTES_URL": "  "]).source == .sample)
    }

    @Test("CONGRESS_VOTES_URL, CONGRESS_VOTES_TIMEOUT and CONGRESS_VOTES_API_KEY are read")
    func configured() throws {
        let service = try VotesService(environment: [
            "CONGRESS_VOTES_URL": "https://votes.example.org/house/recent.json",
            "CONGRESS_VOTES_TIMEOUT": "2.5",
            "CONGRESS_VOTES_API_KEY": "k",
        ])
        #expect(service.source == .endpoint(URL(string: "https://votes.example.org/house/recent.json")!))
        #expect(service.timeout == .milliseconds(2_500))
        #expect(service.apiKey == "k")
    }

    @Test("A bad setting is a clear error naming the variable", arguments: [
        ("CONGRESS_VOTES_URL", "votes.json"),
        ("CONGRESS_VOTES_URL", "ftp://example.org/votes.json"),
        ("CONGRESS_VOTES_TIMEOUT", "soon"),
        ("CONGRESS_VOTES_TIMEOUT", "-1"),
    ])
    func invalid(variable: String, value: String) {
        let error = #expect(throws: VotesServiceError.self) {
            try VotesService(environment: [variable: value])
        }
        guard case .invalidConfiguration(let message) = error else {
            Issue.record("expected invalidConfiguration, got \(String(describing: error))")
            return
        }
        #expect(message.hasPrefix(variable))
        #expect(message.contains("\"\(value)\""))
    }

    @Test("The sample data loads offline: eight invented votes, newest first")
    func sample() async throws {
        let votes = try await VotesService().latestHouseVotes()
        #expect(votes.count == 8)
        #expect(votes.map(\.rollCall) == [412, 411, 410, 409, 408, 407, 406, 405])
        #expect(votes[0].heading == "H.R. 4821")
        #expect(votes.allSatisfy { $0.tally.total == 432 })
        #expect(votes.allSatisfy { vote in vote.parties.reduce(0) { $0 + $1.tally.total } == vote.tally.total })
        #expect(Set(votes.map(\.outcome)) == [.passed, .failed])
    }
}
