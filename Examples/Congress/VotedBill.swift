/// The bill or resolution a vote was about.
public struct VotedBill: Sendable, Hashable {
    /// Its number as Congress writes it: "H.R. 4821", "H.Res. 962", "H.J.Res. 88".
    public var number: String?
    /// Its title, e.g. "Rural Broadband Mapping Accuracy Act".
    public var title: String?

    /// Creates a bill reference; at least one of the two should be given.
    public init(number: String?, title: String?) {
        self.number = number
        self.title = title
    }
}
