import Foundation
import SwiftUI
import Synchronization

extension HeadlinesClient {
    /// The article's picture, or `nil` when it has none or it cannot be used: the address is
    /// unusable, the download fails or takes longer than ``imageTimeout``, the answer is not
    /// 2xx, larger than ``maximumImageSize``, or not a PNG or JPEG `UIImage(data:)` decodes.
    ///
    /// Never throws: the widget draws a stand-in instead of a missing picture.
    ///
    /// ```swift
    /// let image = await client.image(for: article)
    /// let story = Story(article: article, image: image)
    /// ```
    public func image(for article: Article) async -> UIImage? {
        let sample = Self.sampleURL(of: article)
        if let sample, let image = Self.samplePictures.withLock({ $0[sample] }) {
            return image
        }
        guard let data = await imageData(for: article), let image = UIImage(data: data) else { return nil }
        if let sample {
            Self.samplePictures.withLock { $0[sample] = image }
        }
        return image
    }

    /// The sample feeds' pictures, decoded once per process: they are resources that never
    /// change, and every widget showing the samples (the showcase places many) shares them
    /// instead of holding its own decoded copy in each timeline.
    private static let samplePictures = Mutex<[URL: UIImage]>([:])

    /// The article's picture address if it is one of the sample feeds' pictures.
    private static func sampleURL(of article: Article) -> URL? {
        guard let text = article.urlToImage, let url = URL(string: text), url.isFileURL, SampleFeeds.contains(url) else {
            return nil
        }
        return url
    }

    /// The picture's bytes, or `nil` (see ``image(for:)``).
    func imageData(for article: Article) async -> Data? {
        guard let text = article.urlToImage, let url = URL(string: text), let scheme = url.scheme?.lowercased() else {
            return nil
        }
        switch scheme {
        case "file":
            // Only the pictures of the sample feeds are read from disk.
            guard SampleFeeds.contains(url), let data = try? Data(contentsOf: url), data.count <= maximumImageSize else {
                return nil
            }
            return data
        case "http", "https":
            guard let answer = try? await get(url, headers: [("Accept", "image/png, image/jpeg")],
                                              timeout: imageTimeout, limit: maximumImageSize),
                  (200..<300).contains(answer.status) else { return nil }
            return answer.body
        default:
            return nil
        }
    }
}
