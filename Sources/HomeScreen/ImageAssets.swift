package import Foundation
import Synchronization

/// The images the home screen page's widget fragments show, served once by URL instead of
/// repeated inline.
///
/// The HTML renderer embeds every image as a `data:` URL so a widget's document stands alone.
/// On the home screen the same few images appear in many tiles and in both color schemes; a
/// page of 50 widgets carried 2.8 MB of repeated base64. Fragments therefore go through
/// ``hoisting(in:)``, which registers each inline image under a name derived from its bytes
/// and points the fragment at `/assets/{name}` (cached by browsers for good: the name changes
/// when the bytes do). Past ``byteLimit`` new images stay inline, so memory stays bounded and
/// no URL a page holds ever stops answering.
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

    /// The image registered as `name` (`{hash}.{extension}`), if any.
    package func asset(named name: String) -> Asset? {
        state.withLock { $0.assets[name] }
    }

    /// The number of images registered.
    package var count: Int { state.withLock { $0.assets.count } }

    /// `html` with each `data:image/…;base64,…` URL replaced by the URL of a registered asset.
    /// Anything that is not a well-formed base64 image URL is left as it was.
    package func hoisting(in html: String) -> String {
        let marker = Array("data:image/".utf8)
        let bytes = Array(html.utf8)
        guard bytes.count >= marker.count else { return html }
        var output: [UInt8] = []
        var copied = 0
        var index = 0
        while index <= bytes.count - marker.count {
            guard bytes[index] == UInt8(ascii: "d"), bytes[index..<index + marker.count].elementsEqual(marker),
                  let (end, name) = register(bytes, from: index, typeStart: index + marker.count)
            else {
                index += 1
                continue
            }
            if output.isEmpty { output.reserveCapacity(bytes.count) }
            output += bytes[copied..<index]
            output += Array("\(Self.basePath)\(name)".utf8)
            copied = end
            index = end
        }
        guard copied > 0 else { return html }
        output += bytes[copied...]
        return String(decoding: output, as: UTF8.self)
    }

    /// Registers the image URL whose media subtype starts at `typeStart`; returns where the
    /// URL ends and the asset's name, or `nil` if it is not a base64 image URL.
    private func register(_ bytes: [UInt8], from start: Int, typeStart: Int) -> (end: Int, name: String)? {
        var index = typeStart
        while index < bytes.count, Self.isSubtypeCharacter(bytes[index]) { index += 1 }
        let subtype = String(decoding: bytes[typeStart..<index], as: UTF8.self)
        let base64Marker = Array(";base64,".utf8)
        guard !subtype.isEmpty, index + base64Marker.count <= bytes.count,
              bytes[index..<index + base64Marker.count].elementsEqual(base64Marker)
        else { return nil }
        let payloadStart = index + base64Marker.count
        var end = payloadStart
        while end < bytes.count, Self.isBase64Character(bytes[end]) { end += 1 }
        guard end > payloadStart, let data = Data(base64Encoded: Data(bytes[payloadStart..<end])) else { return nil }
        let name = "\(Self.hash(data)).\(Self.fileExtension(of: subtype))"
        let registered = state.withLock { state -> Bool in
            if state.assets[name] != nil { return true }
            guard state.bytes + data.count <= byteLimit else { return false }
            state.assets[name] = Asset(mimeType: "image/\(subtype)", data: data)
            state.bytes += data.count
            return true
        }
        return registered ? (end, name) : nil
    }

    private static func isSubtypeCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."): true
        default: false
        }
    }

    private static func isBase64Character(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: "="): true
        default: false
        }
    }

    private static func fileExtension(of subtype: String) -> String {
        switch subtype {
        case "svg+xml": "svg"
        case "jpeg": "jpg"
        default: subtype
        }
    }

    /// A 64-bit FNV-1a hash of the bytes with their count, in hexadecimal.
    private static func hash(_ data: Data) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in data {
            hash ^= UInt64(byte)
            hash = hash &* 0x0100_0000_01b3
        }
        return "\(String(hash, radix: 16))-\(String(data.count, radix: 16))"
    }
}
