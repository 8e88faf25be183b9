package import Foundation
package import DisplayList

/// Reads and validates PNG and JPEG headers, so an image's pixel size is known without decoding it.
///
/// The renderers decode the bytes later (Cairo/libpng for PNG, libjpeg for JPEG, the browser
/// for HTML); layout only needs the pixel size. Validation is deliberately structural and cheap:
///
/// - PNG: the signature, an `IHDR` chunk of 13 bytes first, and a chain of chunks that reaches
///   `IEND` without running past the end of the data (catches truncated downloads). CRCs are
///   not checked.
/// - JPEG: the `SOI` marker, then marker segments up to a start-of-frame (`SOF0`, `SOF1` or
///   `SOF2`: baseline, extended and progressive Huffman, what libjpeg and every browser decode)
///   followed by a start-of-scan. Other codings (lossless, arithmetic) are refused.
/// - Both: a size of zero is refused, as is data over ``maximumByteCount`` or images over
///   ``maximumPixelCount`` (a widget never needs more; decoding them could exhaust memory).
///
/// EXIF orientation is not applied: a JPEG is drawn as its pixels are stored.
package enum ImageDecoding {
    /// Data larger than this (25 MiB) is refused.
    package static let maximumByteCount = 25 * 1024 * 1024
    /// Images with more pixels than this (40 megapixels) are refused.
    package static let maximumPixelCount = 40_000_000

    /// Validates `data` and wraps it with its format, pixel size and content digest.
    package static func decode(_ data: Data) -> Result<ImageData, ImageDecodingError> {
        if data.count > maximumByteCount { return .failure(.tooLarge(byteCount: data.count)) }
        let header: Result<(ImageData.Format, Int, Int), ImageDecodingError> = data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            if bytes.starts(with: pngSignature) { return pngSize(bytes).map { (.png, $0.0, $0.1) } }
            if bytes.count >= 2, bytes[0] == 0xFF, bytes[1] == 0xD8 { return jpegSize(bytes).map { (.jpeg, $0.0, $0.1) } }
            return .failure(.unknownFormat)
        }
        switch header {
        case .failure(let error):
            return .failure(error)
        case .success(let (format, width, height)):
            guard width > 0, height > 0 else { return .failure(.zeroSize) }
            guard width.multipliedReportingOverflow(by: height).partialValue <= maximumPixelCount,
                  width <= maximumPixelCount, height <= maximumPixelCount
            else { return .failure(.tooManyPixels(width: width, height: height)) }
            return .success(ImageData(format: format, bytes: data, pixelWidth: width, pixelHeight: height, id: digest(data)))
        }
    }

    /// A stable hex digest of `data`: 64-bit FNV-1a over the bytes, with the length appended.
    ///
    /// Not cryptographic: it names image bytes for caches and URLs, where a collision would show
    /// the wrong picture but could not be forced by anyone who does not already supply images.
    package static func digest(_ data: Data) -> String {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        data.withUnsafeBytes { raw in
            for byte in raw.bindMemory(to: UInt8.self) {
                hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
            }
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex + "-" + String(data.count, radix: 16)
    }

    // MARK: PNG

    private static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    private static func uint32(_ bytes: UnsafeBufferPointer<UInt8>, _ offset: Int) -> Int {
        Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
    }

    private static func pngSize(_ bytes: UnsafeBufferPointer<UInt8>) -> Result<(Int, Int), ImageDecodingError> {
        // Signature (8), IHDR length (4), "IHDR" (4), width (4), height (4).
        guard bytes.count >= 24 else { return .failure(.truncated) }
        guard uint32(bytes, 8) == 13, bytes[12] == 0x49, bytes[13] == 0x48, bytes[14] == 0x44, bytes[15] == 0x52 else {
            return .failure(.corrupt("the PNG does not start with an IHDR chunk"))
        }
        let width = uint32(bytes, 16)
        let height = uint32(bytes, 20)
        // Walk the chunk chain to IEND: each chunk is length (4), type (4), data, CRC (4).
        var offset = 8
        while true {
            guard offset + 8 <= bytes.count else { return .failure(.truncated) }
            let length = uint32(bytes, offset)
            let isEnd = bytes[offset + 4] == 0x49 && bytes[offset + 5] == 0x45 && bytes[offset + 6] == 0x4E
                && bytes[offset + 7] == 0x44
            let next = offset + 12 + length
            guard length < 0x8000_0000, next <= bytes.count else { return .failure(.truncated) }
            if isEnd { break }
            offset = next
        }
        return .success((width, height))
    }

    // MARK: JPEG

    private static func jpegSize(_ bytes: UnsafeBufferPointer<UInt8>) -> Result<(Int, Int), ImageDecodingError> {
        var offset = 2
        var size: (Int, Int)?
        while true {
            // Markers may be preceded by any number of 0xFF fill bytes.
            guard offset < bytes.count else { return .failure(.truncated) }
            guard bytes[offset] == 0xFF else { return .failure(.corrupt("bad JPEG marker at byte \(offset)")) }
            while offset < bytes.count, bytes[offset] == 0xFF { offset += 1 }
            guard offset < bytes.count else { return .failure(.truncated) }
            let marker = bytes[offset]
            offset += 1
            switch marker {
            case 0xD8, 0x01, 0xD0...0xD7:
                continue  // Segments without a length.
            case 0xD9:
                return .failure(size == nil ? .corrupt("the JPEG has no frame header") : .truncated)
            default:
                break
            }
            guard offset + 2 <= bytes.count else { return .failure(.truncated) }
            let length = Int(bytes[offset]) << 8 | Int(bytes[offset + 1])
            guard length >= 2 else { return .failure(.corrupt("bad JPEG segment length")) }
            guard offset + length <= bytes.count else { return .failure(.truncated) }
            switch marker {
            case 0xC0, 0xC1, 0xC2:
                // Length (2), precision (1), height (2), width (2), components (1).
                guard length >= 8 else { return .failure(.corrupt("short JPEG frame header")) }
                let height = Int(bytes[offset + 3]) << 8 | Int(bytes[offset + 4])
                let width = Int(bytes[offset + 5]) << 8 | Int(bytes[offset + 6])
                size = (width, height)
            case 0xC3, 0xC5...0xC7, 0xC9...0xCB, 0xCD...0xCF:
                return .failure(.unsupported("JPEG coding (SOF\(marker - 0xC0)); only baseline and progressive JPEGs are drawn"))
            case 0xDA:
                // Start of scan: entropy-coded data follows; the header is complete.
                guard let size else { return .failure(.corrupt("the JPEG has no frame header")) }
                return .success(size)
            default:
                break
            }
            offset += length
        }
    }
}

/// Why image bytes were refused.
package enum ImageDecodingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Neither PNG nor JPEG (GIF, HEIC, WebP, PDF, SVG and others are not drawn).
    case unknownFormat
    /// The data ends inside the header or chunk structure.
    case truncated
    /// The header is malformed.
    case corrupt(String)
    /// A valid image this package does not draw.
    case unsupported(String)
    /// Width or height is zero.
    case zeroSize
    /// More bytes than ``ImageDecoding/maximumByteCount``.
    case tooLarge(byteCount: Int)
    /// More pixels than ``ImageDecoding/maximumPixelCount``.
    case tooManyPixels(width: Int, height: Int)

    package var description: String {
        switch self {
        case .unknownFormat: return "not a PNG or JPEG image"
        case .truncated: return "the image data is truncated"
        case .corrupt(let detail): return "the image data is corrupt (\(detail))"
        case .unsupported(let detail): return "unsupported \(detail)"
        case .zeroSize: return "the image has a width or height of zero"
        case .tooLarge(let count):
            return "the image is \(count / 1_048_576) MiB, over the limit of \(ImageDecoding.maximumByteCount / 1_048_576) MiB"
        case .tooManyPixels(let width, let height):
            return "the image is \(width)×\(height) pixels, over the limit of \(ImageDecoding.maximumPixelCount / 1_000_000) megapixels"
        }
    }
}
