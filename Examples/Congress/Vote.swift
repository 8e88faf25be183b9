import Foundation

/// One roll-call vote of the House of Representatives, as the widget shows it.
///
/// Votes come from ``VotesService``, which decodes them from the endpoint's JSON (see
/// `docs/examples/CONGRESS.md`) or from the sample data shipped with the widget.
///
/// ```swift
/// let vote = Vote(
///     congress: 119, session: 2, rollCall: 412,
///     bill: VotedBill(number: "H.R. 4821", title: "Rural Broadband Mapping Accuracy Act"),
///     question: "On Passage", result: "Passed",
///     date: Date(), tally: VoteTally(yes: 311, no: 114, present: 1, notVoting: 8))
/// print(vote.heading)   // "H.R. 4821"
/// ```
public struct Vote: Sendable, Hashable {
    /// The Congress the vote was taken in, e.g. 119.
    public var congress: Int?
    /// The session of that Congress (1 or 2).
    public var session: Int?
    /// The roll-call number, unique within a session.
    public var rollCall: Int?
    /// The bill or resolution voted on; `nil` for procedural votes such as approving the Journal.
    public var bill: VotedBill?
    /// The question put to the House, e.g. "On Passage" or "On Motion to Suspend the Rules and Pass".
    public var question: String?
    /// A free-text description of what was voted on, used when there is no bill title.
    public var summary: String?
    /// The result as the Clerk announces it: "Passed", "Failed", "Agreed to", …
    public var result: String
    /// When the vote was taken.
    public var date: Date
    /// Whether `date` includes the time of day; otherwise only its day is meaningful.
    public var hasTime: Bool
    /// The totals of the whole House.
    public var tally: VoteTally
    /// The totals of each party that voted, in the order the endpoint gave them.
    public var parties: [PartyTally]
    /// A page about the vote (the Clerk's roll-call page), opened when the widget is tapped.
    public var url: URL?

    /// Creates a vote.
    public init(
        congress: Int? = nil, session: Int? = nil, rollCall: Int? = nil, bill: VotedBill? = nil,
        question: String? = nil, summary: String? = nil, result: String, date: Date, hasTime: Bool = true,
        tally: VoteTally, parties: [PartyTally] = [], url: URL? = nil
    ) {
        self.congress = congress
        self.session = session
        self.rollCall = rollCall
        self.bill = bill
        self.question = question
        self.summary = summary
        self.result = result
        self.date = date
        self.hasTime = hasTime
        self.tally = tally
        self.parties = parties
        self.url = url
    }

    /// What the vote is about, in a few characters: the bill number, or for a vote without a
    /// bill its question without the leading "On" ("Approving the Journal").
    public var heading: String {
        if let number = bill?.number { return number }
        guard let question, !question.isEmpty else { return "Roll call \(rollCall.map(String.init) ?? "")" }
        if question.hasPrefix("On ") { return String(question.dropFirst(3)) }
        return question
    }

    /// A sentence about what was voted on: the bill's title, else the description, else the question.
    public var title: String {
        bill?.title ?? summary ?? question ?? "Untitled vote"
    }

    /// Whether the measure passed, failed or neither, read from ``result``.
    public var outcome: VoteOutcome { VoteOutcome(result: result) }
}
