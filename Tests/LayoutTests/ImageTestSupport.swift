import Foundation
import DisplayList

/// Builds small, valid PNG and JPEG files in memory, so image tests need no fixture files.
enum TestImages {
    /// A valid RGBA PNG (stored, uncompressed deflate) with each pixel from `pixel(x, y)`.
    static func png(width: Int, height: Int, pixel: (Int, Int) -> (UInt8, UInt8, UInt8, UInt8) = { _, _ in (255, 59, 48, 255) }) -> Data {
        var raw: [UInt8] = []
        raw.reserveCapacity(height * (1 + width * 4))
        for y in 0..<height {
            raw.append(0)  // filter: none
            for x in 0..<width {
                let (r, g, b, a) = pixel(x, y)
                raw += [r, g, b, a]
            }
        }
        var zlib: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let count = min(65_535, raw.count - offset)
            let final: UInt8 = offset + count == raw.count ? 1 : 0
            zlib.append(final)
            zlib += [UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF)]
            zlib += raw[offset..<(offset + count)]
            offset += count
        } while offset < raw.count
        zlib += bigEndian(adler32(raw))
        return pngFile(width: width, height: height, chunks: [("IDAT", zlib)])
    }

    /// A PNG whose header claims `width`×`height` but that holds no pixel data (for limit tests).
    static func pngHeader(width: Int, height: Int) -> Data {
        pngFile(width: width, height: height, chunks: [])
    }

    private static func pngFile(width: Int, height: Int, chunks: [(String, [UInt8])]) -> Data {
        var file: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        let ihdr = bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, 6, 0, 0, 0]
        for (type, data) in [("IHDR", ihdr)] + chunks + [("IEND", [])] {
            let typeBytes = Array(type.utf8)
            file += bigEndian(UInt32(data.count)) + typeBytes + data + bigEndian(crc32(typeBytes + data))
        }
        return Data(file)
    }

    /// The header segments of a JPEG (SOI, APP0, a frame header, a scan header, a little scan
    /// data and EOI): enough for header parsing, not a decodable picture.
    static func jpeg(width: Int, height: Int, frameMarker: UInt8 = 0xC0) -> Data {
        var bytes: [UInt8] = [0xFF, 0xD8]
        bytes += [0xFF, 0xE0, 0x00, 0x10] + Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0]
        bytes += [0xFF, 0xFF]  // a fill byte before the next marker is legal
        bytes += [0xFF, frameMarker, 0x00, 0x11, 8] + bigEndian16(height) + bigEndian16(width)
        bytes += [3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]
        bytes += [0xFF, 0xDA, 0x00, 0x0C, 3, 1, 0, 2, 0x11, 3, 0x11, 0, 0x3F, 0]
        bytes += [0x12, 0x34, 0x56, 0xFF, 0xD9]
        return Data(bytes)
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }

    private static func bigEndian16(_ value: Int) -> [UInt8] {
        [UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }

    private static func adler32(_ data: [UInt8]) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in data {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        return b << 16 | a
    }

    private static let crcTable: [UInt32] = (0..<256).map { n -> UInt32 in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 == 1 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    private static func crc32(_ data: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in data { crc = crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        return crc ^ 0xFFFF_FFFF
    }
}

/// A temporary resource directory holding a real `Assets.xcassets`, removed on deinit.
final class AssetFixture {
    let root: URL
    var catalog: URL { root.appendingPathComponent("Assets.xcassets") }
    var bundle: Bundle { Bundle(path: root.path)! }

    init() throws {
        root = FileManager.default.temporaryDirectory
            .appendingPathComponent("ImageTests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try write(#"{"info":{"author":"xcode","version":1}}"#, to: catalog.appendingPathComponent("Contents.json"))
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    func write(_ string: String, to url: URL) throws {
        try write(Data(string.utf8), to: url)
    }

    func write(_ data: Data, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }

    /// An image set: `files` maps a file name to its bytes; `entries` is the `images` array.
    func addImageSet(_ name: String, folder: String = "", files: [String: Data], entries: [[String: Any]], properties: [String: Any]? = nil) throws {
        let directory = catalog.appendingPathComponent(folder).appendingPathComponent("\(name).imageset")
        for (file, data) in files { try write(data, to: directory.appendingPathComponent(file)) }
        var json: [String: Any] = ["images": entries, "info": ["author": "xcode", "version": 1]]
        if let properties { json["properties"] = properties }
        try write(JSONSerialization.data(withJSONObject: json), to: directory.appendingPathComponent("Contents.json"))
    }

    func addColorSet(_ name: String, json: String) throws {
        try write(json, to: catalog.appendingPathComponent("\(name).colorset/Contents.json"))
    }

    func addLooseFile(_ name: String, _ data: Data) throws {
        try write(data, to: root.appendingPathComponent(name))
    }
}

func imageItems(_ list: DisplayList) -> [ImageItem] {
    list.allItems.compactMap { if case .image(let image) = $0 { return image } else { return nil } }
}

func textItemsOf(_ list: DisplayList) -> [TextItem] {
    list.allItems.compactMap { if case .text(let text) = $0 { return text } else { return nil } }
}

func shapeItems(_ list: DisplayList) -> [ShapeItem] {
    list.allItems.compactMap { if case .shape(let shape) = $0 { return shape } else { return nil } }
}
