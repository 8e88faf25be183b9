import Foundation

/// How long ago an article was published, as the rows show it: "Just now", "12 min ago",
/// "3 hr ago", "Yesterday", "4 days ago".
enum ArticleAge {
    static func text(publishedAt: Date?, now: Date) -> String? {
        guard let publishedAt else { return nil }
        let minutes = Int(now.timeIntervalSince(publishedAt) / 60)
        switch minutes {
        case ..<1: return "Just now"
        case ..<60: return "\(minutes) min ago"
        case ..<(24 * 60): return "\(minutes / 60) hr ago"
        case ..<(48 * 60): return "Yesterday"
        default: return "\(minutes / (24 * 60)) days ago"
        }
    }

    /// "Harbor Ledger · 12 min ago", either part alone, or `nil` when neither is known.
    static func byline(for article: Article, now: Date) -> String? {
        let parts = [article.sourceName, text(publishedAt: article.publishedAt, now: now)].compactMap(\.self)
        return parts.isEmpty ? nil : parts.joined(separator: " · ")
    }
}
