/// Whether a vote carried, read from the Clerk's result text.
public enum VoteOutcome: Sendable, Hashable {
    /// "Passed", "Agreed to", "Adopted", "Motion to Table Agreed to", …
    case passed
    /// "Failed", "Not Agreed to", "Rejected", "Defeated", …
    case failed
    /// A result that neither passes nor fails a measure: a quorum call, an election.
    case other

    /// The outcome a result text announces.
    public init(result: String) {
        let text = result.lowercased()
        if ["fail", "not agreed", "reject", "defeat", "not passed", "not sustained"].contains(where: text.contains) {
            self = .failed
        } else if ["pass", "agreed", "adopt", "sustained", "confirmed", "elected"].contains(where: text.contains) {
            self = .passed
        } else {
            self = .other
        }
    }
}
