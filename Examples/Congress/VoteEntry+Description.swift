extension VoteEntry: CustomStringConvertible {
    /// One line for logs and the `timeline` command: "vote 1/4 H.R. 4821 Passed 311–114 (sample)".
    public var description: String {
        let text: String
        switch content {
        case .vote(let vote, let index, let count, _):
            text = "vote \(index + 1)/\(count) \(vote.heading) \(vote.result) \(vote.tally.yesNo)"
        case .noVotes:
            text = "no recent votes"
        case .unavailable(let error, _):
            text = "unavailable: \(error)"
        }
        return isSample ? "\(text) (sample)" : text
    }
}
