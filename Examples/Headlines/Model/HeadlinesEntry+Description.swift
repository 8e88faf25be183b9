import Foundation

extension HeadlinesEntry: CustomStringConvertible {
    /// One line for logs and the `timeline` command: the country, where the stories came from
    /// and the lead headline, e.g. `United Kingdom, sample, 2 stories: "Overnight sleeper…"`.
    public var description: String {
        let origin: String
        switch self.origin {
        case .sample: origin = "sample"
        case .live: origin = "live"
        case .placeholder: origin = "placeholder"
        case .failed(let error): origin = "failed: \(error.summary)"
        }
        let count = stories.count == 1 ? "1 story" : "\(stories.count) stories"
        guard let lead = stories.first?.article.title else { return "\(country.displayName), \(origin), no stories" }
        let shown = lead.count > 60 ? lead.prefix(59) + "…" : Substring(lead)
        return "\(country.displayName), \(origin), \(count): \"\(shown)\""
    }
}
