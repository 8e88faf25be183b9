@testable import CongressWidgets
import Foundation
import Testing

@Suite("Votes JSON")
struct VotesDocumentTests {
    private func decode(_ text: String) throws(VotesServiceError) -> [Vote] {
        try VotesDocument.votes(from: Data(text.utf8))
    }

    @Test("A date that is not a date names the vote")
    func badDate() {
        let document = FixtureDocuments.document([
            FixtureDocuments.vote(rollCall: 1, bill: "{}", question: "On Passage", result: "Passed",
                                  date: "2026-02-30", time: nil, yes: 1, no: 0),
        ])
        #expect(throws: VotesServiceError.malformedResponse(
            #"results.votes[0]: "2026-02-30" is not a date (YYYY-MM-DD) with an optional time (HH:MM:SS)"#)) {
            try decode(document)
        }
    }

    @Test("A count of the wrong type names its path")
    func wrongType() {
        let document = #"{"status": "OK", "results": {"votes": [{"result": "Passed", "date": "2026-01-01", "total": {"yes": "many", "no": 0}}]}}"#
        #expect(throws: VotesServiceError.malformedResponse("results.votes[0].total.yes is not a whole number")) {
            try decode(document)
        }
    }

    @Test("A document without results is malformed")
    func noResults() {
        #expect(throws: VotesServiceError.malformedResponse(#"the document has no "results" object"#)) {
            try decode(#"{"status": "OK"}"#)
        }
    }

    @Test("Links other than http(s) are dropped")
    func unsafeURL() throws {
        let document = FixtureDocuments.document([
            FixtureDocuments.vote(rollCall: 1, bill: "{}", question: "On Passage", result: "Passed",
                                  date: "2026-01-05", time: "09:00", yes: 1, no: 0, url: "javascript:alert(1)"),
        ])
        let votes = try decode(document)
        #expect(votes.first?.url == nil)
        #expect(votes.first?.hasTime == true)
    }

    @Test("Results are read as outcomes", arguments: [
        ("Passed", VoteOutcome.passed), ("Agreed to", .passed), ("Motion to Table Agreed to", .passed),
        ("Failed", .failed), ("Not Agreed to", .failed), ("Motion Rejected", .failed),
        ("Quorum Present", .other),
    ])
    func outcomes(result: String, outcome: VoteOutcome) {
        #expect(VoteOutcome(result: result) == outcome)
    }

    @Test("The tally bar gives each part its share of the segments", arguments: [
        (VoteTally(yes: 300, no: 120, present: 2, notVoting: 10), 24, [17, 7, 0, 0]),
        (VoteTally(yes: 216, no: 209, present: 0, notVoting: 7), 20, [10, 10, 0, 0]),
        (VoteTally(yes: 0, no: 0), 10, [0, 0, 0, 10]),
    ])
    func apportion(tally: VoteTally, segments: Int, expected: [Int]) {
        let counts = TallyMeter.apportion(tally, into: segments)
        #expect(counts == expected)
        #expect(counts.reduce(0, +) == segments)
    }
}
