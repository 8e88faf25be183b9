import CPangoCairo
import DisplayList
import Foundation

/// Decoded images of one thread, as cairo surfaces keyed by ``ImageData/id``.
///
/// Bounded: when it holds more than 128 images or 256 MB of pixels it starts over. Images that
/// cannot be decoded are remembered too, so a broken image is not decoded again every render.
final class ImageSurfaceCache {
    /// A decoded image (or the memory of a failure); owns its surface.
    final class Entry {
        let surface: OpaquePointer?
        let bytes: Int

        init(surface: OpaquePointer?) {
            self.surface = surface
            if let surface {
                bytes = Int(cairo_image_surface_get_stride(surface)) * Int(cairo_image_surface_get_height(surface))
            } else {
                bytes = 0
            }
        }

        deinit {
            if let surface { cairo_surface_destroy(surface) }
        }
    }

    static let maximumEntries = 128
    static let maximumBytes = 256 << 20

    private var entries: [String: Entry] = [:]
    private var totalBytes = 0

    private init() {}

    /// The cache of the calling thread.
    static var current: ImageSurfaceCache {
        let key = "WidgetKitLinux.PNGRenderer.ImageSurfaceCache"
        let dictionary = Thread.current.threadDictionary
        if let cache = dictionary[key] as? ImageSurfaceCache { return cache }
        let cache = ImageSurfaceCache()
        dictionary[key] = cache
        return cache
    }

    /// The decoded surface of `image`, or `nil` when it cannot (or may not) be decoded.
    func surface(for image: ImageData) -> OpaquePointer? {
        let key = "\(image.id)#\(image.bytes.count)"
        if let entry = entries[key] { return entry.surface }
        let entry = Entry(surface: ImageDecoder.decode(image.bytes, maximumPixels: PNGRenderer.maximumImagePixels))
        if entries.count >= Self.maximumEntries || totalBytes + entry.bytes > Self.maximumBytes {
            entries.removeAll()
            totalBytes = 0
        }
        entries[key] = entry
        totalBytes += entry.bytes
        return entry.surface
    }
}

/// Decodes PNG (Cairo) and JPEG (libjpeg) bytes into ARGB32 cairo surfaces.
enum ImageDecoder {
    /// A new surface the caller owns, or `nil` for data that is not a decodable PNG or JPEG,
    /// or that has more than `maximumPixels` pixels.
    static func decode(_ data: Data, maximumPixels: Int) -> OpaquePointer? {
        let bytes = [UInt8](data)
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            return decodePNG(bytes, maximumPixels: maximumPixels)
        }
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) {
            return bytes.withUnsafeBufferPointer { buffer in
                wk_jpeg_decode_surface(buffer.baseAddress, UInt(buffer.count), UInt(maximumPixels))
            }
        }
        return nil
    }

    /// Reads a PNG stream from memory for `cairo_image_surface_create_from_png_stream`.
    private static func decodePNG(_ bytes: [UInt8], maximumPixels: Int) -> OpaquePointer? {
        // The IHDR chunk follows the signature: length, "IHDR", width, height (big-endian).
        guard bytes.count > 33, bytes[12..<16].elementsEqual("IHDR".utf8) else { return nil }
        func bigEndian(_ at: Int) -> Int {
            bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) }
        }
        let width = bigEndian(16)
        let height = bigEndian(20)
        guard width > 0, height > 0, width <= 32767, height <= 32767, width * height <= maximumPixels else {
            return nil
        }
        return PNGSurfaceDecoder.decode(bytes).surface
    }
}

/// Decodes PNG bytes with cairo's own reader: the renderer's images and the snapshot tests'
/// references are read alike.
package enum PNGSurfaceDecoder {
    private final class Reader {
        let bytes: [UInt8]
        var offset = 0
        init(_ bytes: [UInt8]) { self.bytes = bytes }
    }

    /// The image surface of PNG `bytes` (the caller destroys it), or `nil` and why not: cairo's
    /// status text, or "Cairo returned no surface".
    package static func decode(_ bytes: [UInt8]) -> (surface: OpaquePointer?, failure: String?) {
        let reader = Reader(bytes)
        let surface = withExtendedLifetime(reader) {
            cairo_image_surface_create_from_png_stream(
                { closure, data, length in
                    guard let closure, let data else { return CAIRO_STATUS_READ_ERROR }
                    let reader = Unmanaged<Reader>.fromOpaque(closure).takeUnretainedValue()
                    let count = Int(length)
                    guard count >= 0, reader.offset + count <= reader.bytes.count else { return CAIRO_STATUS_READ_ERROR }
                    reader.bytes.withUnsafeBufferPointer { buffer in
                        guard count > 0, let base = buffer.baseAddress else { return }
                        data.update(from: base + reader.offset, count: count)
                    }
                    reader.offset += count
                    return CAIRO_STATUS_SUCCESS
                }, Unmanaged.passUnretained(reader).toOpaque())
        }
        guard let surface else { return (nil, "Cairo returned no surface") }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return (nil, String(cString: cairo_status_to_string(status)))
        }
        return (surface, nil)
    }
}
