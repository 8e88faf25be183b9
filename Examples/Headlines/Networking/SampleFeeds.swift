import Foundation

/// The invented sample feeds shipped with the widget: one NewsAPI `top-headlines` document per
/// country in `Resources/Samples/<code>.json`, with pictures in `Resources/Samples/images/`
/// (drawn by `Tools/make_sample_images.py`). Every headline, publication and person in them is
/// made up.
enum SampleFeeds {
    /// The folder holding the feeds, in this module's resource bundle.
    static let directory: URL? = {
        let candidates = [
            Bundle.module.url(forResource: "Samples", withExtension: nil),
            Bundle.module.resourceURL?.appendingPathComponent("Samples", isDirectory: true),
        ]
        var isDirectory: ObjCBool = false
        return candidates.compactMap(\.self).first {
            FileManager.default.fileExists(atPath: $0.path, isDirectory: &isDirectory) && isDirectory.boolValue
        }?.standardizedFileURL
    }()

    /// The articles of `country`'s sample feed, re-dated so that the newest was published
    /// 12 minutes before `now`, with picture paths made absolute file URLs inside ``directory``.
    static func articles(for country: Country, now: Date) throws(HeadlinesError) -> [Article] {
        guard let directory else { throw .sampleFeedMissing(country: country.displayName) }
        let file = directory.appendingPathComponent("\(country.code).json")
        guard let data = try? Data(contentsOf: file),
              let document = try? JSONDecoder().decode(TopHeadlines.self, from: data) else {
            throw .sampleFeedMissing(country: country.displayName)
        }
        let newest = document.articles.compactMap(\.publishedAt).max()
        let shift = newest.map { now.addingTimeInterval(-12 * 60).timeIntervalSince($0) } ?? 0
        return document.articles.map { article in
            var article = HeadlinesClient.resolvingImage(of: article, against: file, allowsFiles: true)
            article.publishedAt = article.publishedAt?.addingTimeInterval(shift)
            return article
        }
    }

    /// Whether `url` is a file inside the sample folder (the only files pictures are read from).
    static func contains(_ url: URL) -> Bool {
        guard url.isFileURL, let directory else { return false }
        let root = directory.path.hasSuffix("/") ? directory.path : directory.path + "/"
        return url.standardizedFileURL.path.hasPrefix(root)
    }
}
