/// How many members voted yes, no, present, or did not vote.
public struct VoteTally: Sendable, Hashable {
    /// Members voting yes (yea or aye).
    public var yes: Int
    /// Members voting no (nay).
    public var no: Int
    /// Members answering present.
    public var present: Int
    /// Members who did not vote.
    public var notVoting: Int

    /// Creates a tally.
    public init(yes: Int, no: Int, present: Int = 0, notVoting: Int = 0) {
        self.yes = yes
        self.no = no
        self.present = present
        self.notVoting = notVoting
    }

    /// Every member counted, voting or not.
    public var total: Int { yes + no + present + notVoting }

    /// "311–114", the way a result is quoted.
    public var yesNo: String { "\(yes)–\(no)" }
}

/// The tally of one party's members on a vote.
public struct PartyTally: Sendable, Hashable {
    /// The party's name, e.g. "Democratic" or "Republican".
    public var party: String
    /// How its members voted.
    public var tally: VoteTally

    /// Creates a party tally.
    public init(party: String, tally: VoteTally) {
        self.party = party
        self.tally = tally
    }
}
