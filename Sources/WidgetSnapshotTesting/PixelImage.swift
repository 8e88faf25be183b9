import CPangoCairo
import Foundation
import PNGRenderer

/// Decoded pixels: premultiplied ARGB, one `UInt32` a pixel (alpha in the top byte), row by row.
///
/// PNGs are decoded and encoded by Cairo, the library that draws them, so a reference and a
/// rendering are read the same way.
struct PixelImage: Sendable, Equatable {
    var width: Int
    var height: Int
    var pixels: [UInt32]

    init(width: Int, height: Int, pixels: [UInt32]) {
        precondition(pixels.count == width * height, "pixel count does not match the size")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// Decodes a PNG.
    init(png data: Data) throws {
        let decoded = PNGSurfaceDecoder.decode(Array(data))
        guard let surface = decoded.surface else {
            throw WidgetSnapshotError.unreadableImage(decoded.failure ?? "Cairo returned no surface")
        }
        defer { cairo_surface_destroy(surface) }
        try self.init(surface: surface)
    }

    /// Copies the pixels of an image surface, converting other formats to ARGB32.
    private init(surface: OpaquePointer) throws {
        let format = cairo_image_surface_get_format(surface)
        guard format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24 else {
            // 16-bit PNGs decode to wider formats: paint them onto an ARGB32 surface.
            let width = cairo_image_surface_get_width(surface), height = cairo_image_surface_get_height(surface)
            guard let converted = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height),
                cairo_surface_status(converted) == CAIRO_STATUS_SUCCESS
            else { throw WidgetSnapshotError.unreadableImage("cannot convert the pixel format") }
            defer { cairo_surface_destroy(converted) }
            let cairo = cairo_create(converted)
            cairo_set_source_surface(cairo, surface, 0, 0)
            cairo_set_operator(cairo, CAIRO_OPERATOR_SOURCE)
            cairo_paint(cairo)
            cairo_destroy(cairo)
            try self.init(surface: converted)
            return
        }
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else {
            throw WidgetSnapshotError.unreadableImage("the image has no pixels")
        }
        let opaque: UInt32 = format == CAIRO_FORMAT_RGB24 ? 0xFF00_0000 : 0
        var pixels = [UInt32](repeating: 0, count: width * height)
        let rows = UnsafeRawPointer(data)
        pixels.withUnsafeMutableBufferPointer { out in
            for y in 0..<height {
                let row = (rows + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width { out[y * width + x] = row[x] | opaque }
            }
        }
        self.init(width: width, height: height, pixels: pixels)
    }

    /// Encodes the pixels as PNG with Cairo's writer (default compression, compact files).
    func pngData() throws -> Data {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
            cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
        else { throw WidgetSnapshotError.unreadableImage("cannot create a \(width)×\(height) surface") }
        defer { cairo_surface_destroy(surface) }
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else {
            throw WidgetSnapshotError.unreadableImage("the surface has no pixels")
        }
        let stride = Int(cairo_image_surface_get_stride(surface))
        let rows = UnsafeMutableRawPointer(data)
        pixels.withUnsafeBufferPointer { source in
            for y in 0..<height {
                let row = (rows + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width { row[x] = source[y * width + x] }
            }
        }
        cairo_surface_mark_dirty(surface)
        var bytes: UnsafeMutablePointer<UInt8>?
        var length = 0
        let status = wk_surface_png(surface, &bytes, &length)
        guard status == CAIRO_STATUS_SUCCESS, let bytes else {
            throw WidgetSnapshotError.unreadableImage(String(cString: cairo_status_to_string(status)))
        }
        return Data(bytesNoCopy: bytes, count: length, deallocator: .free)
    }
}
