package import DisplayList
package import Foundation
import Synchronization

/// The images the home screen page's widget fragments show, served once by URL instead of
/// repeated inline.
///
/// The HTML renderer embeds every image as a `data:` URL so a widget's document stands alone.
/// On the home screen the same few images appear in many tiles and in both color schemes; a
/// page of 50 widgets carried 2.8 MB of repeated base64. Fragments are therefore rendered with
/// ``url(for:)`` as the renderer's image source: each image is registered under a name derived
/// from its bytes and the fragment points at `/assets/{name}` (cached by browsers for good: the
/// name changes when the bytes do). Past ``byteLimit`` new images stay inline, so memory stays
/// bounded and no URL a page holds ever stops answering.
package final class ImageAssets: Sendable {
    /// One registered image.
    package struct Asset: Sendable {
        /// Its `Content-Type`.
        package let mimeType: String
        /// Its bytes.
        package let data: Data
    }

    /// The path the assets are served under.
    package static let basePath = "/assets/"

    private struct State {
        var assets: [String: Asset] = [:]
        var bytes = 0
    }

    private let state = Mutex(State())
    /// The most image bytes kept; past it images stay inline.
    package let byteLimit: Int

    package init(byteLimit: Int = 64 << 20) {
        self.byteLimit = byteLimit
    }

    /// The image registered as `name` (`{hash}-{length}.{extension}`), if any.
    package func asset(named name: String) -> Asset? {
        state.withLock { $0.assets[name] }
    }

    /// The number of images registered.
    package var count: Int { state.withLock { $0.assets.count } }

    /// The URL `image` is served at, registering it under its digest (`ImageData.id`); `nil`
    /// (keep it inline) past the byte limit, or for an id that is not a digest.
    package func url(for image: ImageData) -> String? {
        guard !image.id.isEmpty, image.id.utf8.allSatisfy({ Self.isDigestCharacter($0) }) else { return nil }
        let name = image.id + (image.format == .png ? ".png" : ".jpg")
        let registered = state.withLock { state -> Bool in
            if state.assets[name] != nil { return true }
            guard state.bytes + image.bytes.count <= byteLimit else { return false }
            state.assets[name] = Asset(mimeType: image.mimeType, data: image.bytes)
            state.bytes += image.bytes.count
            return true
        }
        return registered ? Self.basePath + name : nil
    }

    private static func isDigestCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "f"), UInt8(ascii: "-"): true
        default: false
        }
    }
}
