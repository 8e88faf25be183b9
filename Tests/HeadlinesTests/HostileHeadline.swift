import Foundation
import HeadlinesWidgets

/// Headlines written to break things: markup, quotes and ampersands, 5,000 characters, and
/// right-to-left Arabic and Hebrew.
enum HostileHeadline {
    static let script = "<script>alert(1)</script>"
    static let arabic = "عاجل: افتتاح الجسر الجديد فوق النهر"
    static let hebrew = "מבזק: הגשר החדש נפתח לתנועה"

    /// Starts with the dangerous parts (so they are on the first, visible lines), mixes in
    /// Arabic and Hebrew, and goes on to exactly 5,000 characters.
    static let title: String = {
        let start = "\(script) \"Quotes\" & عاجل שלום &amp; 'apostrophes' "
        let filler = String(repeating: "Very long headline words ", count: 250)
        return String((start + filler).prefix(5_000))
    }()

    static let source = "<b>Evil & \"Sons\"</b>"

    /// The hostile article: markup in every field, a link with markup characters.
    static var article: Article {
        Article(source: .init(id: "evil", name: source), author: "<img src=x onerror=alert(2)>", title: title,
                description: "<iframe src=\"https://evil.example\"></iframe>",
                url: "https://news.example/story?a=1&b=<2>", urlToImage: nil,
                publishedAt: Date(timeIntervalSince1970: 1_718_010_000), content: nil)
    }

    /// A right-to-left headline (so the paragraph itself runs right to left) from a
    /// publication with a Hebrew name and markup in it.
    static var rightToLeft: Article {
        Article(source: .init(name: "\(hebrew) <i>&</i>"), title: "\(arabic) \(script) & \"\(arabic)\"",
                url: "https://news.example/rtl", publishedAt: Date(timeIntervalSince1970: 1_718_011_000))
    }

    /// A NewsAPI document with both articles.
    static var document: String {
        let data = try! JSONEncoder().encode(TopHeadlines(totalResults: 2, articles: [article, rightToLeft]))
        return String(decoding: data, as: UTF8.self)
    }
}
