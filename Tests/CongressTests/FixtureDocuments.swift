/// Votes documents in the endpoint's format (see docs/examples/CONGRESS.md), written for tests:
/// roll calls 901–906 of an imaginary session, newest first.
enum FixtureDocuments {
    /// One vote record; `bill` is a JSON object (possibly `{}`).
    static func vote(
        rollCall: Int, quotesRollCall: Bool = false, bill: String, question: String, result: String, date: String, time: String?,
        yes: Int, no: Int, present: Int = 0, notVoting: Int = 0, url: String? = nil
    ) -> String {
        """
        {"congress": 119, "chamber": "House", "session": 2, "roll_call": \(quotesRollCall ? "\"\(rollCall)\"" : "\(rollCall)"),
         "url": \(url.map { "\"\($0)\"" } ?? "null"),
         "bill": \(bill), "question": "\(question)", "description": "Description of roll call \(rollCall)",
         "vote_type": "RECORDED VOTE", "date": "\(date)", \(time.map { "\"time\": \"\($0)\"," } ?? "")
         "result": "\(result)",
         "democratic": {"yes": \(yes / 2), "no": \(no / 2), "present": 0, "not_voting": 0},
         "republican": {"yes": \(yes - yes / 2), "no": \(no - no / 2), "present": \(present), "not_voting": \(notVoting)},
         "total": {"yes": \(yes), "no": \(no), "present": \(present), "not_voting": \(notVoting)}}
        """
    }

    static func document(_ votes: [String]) -> String {
        """
        {"status": "OK", "copyright": "test fixture",
         "results": {"chamber": "House", "offset": 0, "num_results": \(votes.count), "votes": [\(votes.joined(separator: ",\n"))]}}
        """
    }

    static let votes = [
        vote(rollCall: 906, bill: #"{"bill_id": "hr100-119", "number": "H.R. 100", "title": "Test Bridges Act"}"#,
             question: "On Passage", result: "Passed", date: "2026-10-02", time: "15:04:00", yes: 300, no: 120,
             present: 2, notVoting: 10, url: "https://example.org/roll/906"),
        // Roll call as a string, as older ProPublica answers have it; no bill.
        vote(rollCall: 905, quotesRollCall: true, bill: "{}", question: "On Approving the Journal", result: "Agreed to",
             date: "2026-10-02", time: "12:00:00", yes: 200, no: 180, present: 1, notVoting: 51),
        vote(rollCall: 904, bill: #"{"number": "H.Res. 7", "title": "Providing for consideration of H.R. 100"}"#,
             question: "On Agreeing to the Resolution", result: "Failed", date: "2026-10-01", time: nil,
             yes: 210, no: 215, notVoting: 7),
        vote(rollCall: 903, bill: #"{"number": "H.R. 55", "title": "Test Harbors Act"}"#,
             question: "On Motion to Suspend the Rules and Pass", result: "Passed", date: "2026-10-01",
             time: "10:30:00", yes: 400, no: 20, notVoting: 12),
        vote(rollCall: 902, bill: #"{"number": "H.R. 54", "title": "Fifth Vote Act"}"#,
             question: "On Passage", result: "Passed", date: "2026-09-30", time: "10:30:00", yes: 230, no: 190),
        vote(rollCall: 901, bill: #"{"number": "H.R. 53", "title": "Sixth Vote Act"}"#,
             question: "On Passage", result: "Failed", date: "2026-09-30", time: "09:30:00", yes: 190, no: 230),
    ]

    static let sixVotes = document(votes)
    static let twoVotes = document(Array(votes.prefix(2)))
    static let noVotes = document([])
    static let missingTotal = """
        {"status": "OK", "results": {"chamber": "House", "votes": [\(votes[0]),
         {"congress": 119, "roll_call": 800, "question": "On Passage", "result": "Passed", "date": "2026-10-02"}]}}
        """
}
