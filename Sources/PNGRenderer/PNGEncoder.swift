import CPangoCairo
import Foundation

/// Encodes a cairo ARGB32 image surface as PNG with libpng, into memory.
///
/// Fast settings: zlib level 1 and no row filter, about twice as fast as
/// `cairo_surface_write_to_png_stream`. Fully opaque images are written as RGB, others as RGBA
/// with Cairo's premultiplied alpha undone.
///
/// libpng reports errors by `longjmp`, which Swift cannot catch. Errors cannot happen here: the
/// dimensions are validated by the renderer (1...32767), the parameters are constants libpng
/// accepts, and the writer only appends to memory. Should libpng still report one, the error
/// callback stops the process with libpng's message rather than continue in an undefined state.
enum PNGEncoder {
    /// Collects the bytes libpng writes.
    private final class Sink {
        var data = Data()
    }

    static func encode(_ surface: OpaquePointer) -> Data {
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard width > 0, height > 0, let pixels = cairo_image_surface_get_data(surface) else { return Data() }
        let rows = UnsafeRawPointer(pixels)

        var opaque = true
        scan: for y in 0..<height {
            let row = (rows + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width where row[x] >> 24 != 0xFF {
                opaque = false
                break scan
            }
        }

        var png = png_create_write_struct(
            PNG_LIBPNG_VER_STRING, nil,
            { _, message in
                fatalError("libpng: \(message.map { String(cString: $0) } ?? "error")")
            },
            { _, _ in })
        guard png != nil else { fatalError("libpng: cannot create a write structure") }
        var info = png_create_info_struct(png)
        defer { png_destroy_write_struct(&png, &info) }
        guard info != nil else { fatalError("libpng: cannot create an info structure") }

        let sink = Sink()
        sink.data.reserveCapacity(width * height)
        png_set_write_fn(
            png, Unmanaged.passUnretained(sink).toOpaque(),
            { png, bytes, length in
                guard let png, let bytes, let io = png_get_io_ptr(png) else { return }
                Unmanaged<Sink>.fromOpaque(io).takeUnretainedValue().data.append(bytes, count: length)
            },
            { _ in })
        let channels = opaque ? 3 : 4
        png_set_IHDR(
            png, info, png_uint_32(width), png_uint_32(height), 8,
            opaque ? PNG_COLOR_TYPE_RGB : PNG_COLOR_TYPE_RGB_ALPHA, PNG_INTERLACE_NONE,
            PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT)
        png_set_compression_level(png, 1)
        png_set_filter(png, 0, PNG_FILTER_NONE)
        png_write_info(png, info)

        var line = [UInt8](repeating: 0, count: width * channels)
        withExtendedLifetime(sink) {
            line.withUnsafeMutableBufferPointer { buffer in
                let out = buffer.baseAddress!
                for y in 0..<height {
                    let row = (rows + y * stride).assumingMemoryBound(to: UInt32.self)
                    if opaque {
                        for x in 0..<width {
                            let pixel = row[x]
                            out[3 * x] = UInt8(truncatingIfNeeded: pixel >> 16)
                            out[3 * x + 1] = UInt8(truncatingIfNeeded: pixel >> 8)
                            out[3 * x + 2] = UInt8(truncatingIfNeeded: pixel)
                        }
                    } else {
                        for x in 0..<width {
                            let pixel = row[x]
                            let alpha = pixel >> 24
                            var red = (pixel >> 16) & 0xFF
                            var green = (pixel >> 8) & 0xFF
                            var blue = pixel & 0xFF
                            if alpha != 0xFF && alpha != 0 {
                                red = min(255, (red * 255 + alpha / 2) / alpha)
                                green = min(255, (green * 255 + alpha / 2) / alpha)
                                blue = min(255, (blue * 255 + alpha / 2) / alpha)
                            }
                            out[4 * x] = UInt8(red)
                            out[4 * x + 1] = UInt8(green)
                            out[4 * x + 2] = UInt8(blue)
                            out[4 * x + 3] = UInt8(alpha)
                        }
                    }
                    png_write_row(png, out)
                }
            }
            png_write_end(png, nil)
        }
        return sink.data
    }
}
