import CPangoCairo
import Foundation

/// A decoded screenshot (cairo's PNG reader) for asserting on pixels.
struct Screenshot {
    let width: Int
    let height: Int
    /// Straight (not premultiplied) RGB, 3 bytes a pixel, row by row.
    private let rgb: [UInt8]

    private final class Reader {
        let bytes: [UInt8]
        var offset = 0
        init(_ bytes: [UInt8]) { self.bytes = bytes }
    }

    init(png: Data) throws {
        let reader = Reader([UInt8](png))
        let surface = withExtendedLifetime(reader) {
            cairo_image_surface_create_from_png_stream({ closure, data, length in
                guard let closure, let data else { return CAIRO_STATUS_READ_ERROR }
                let reader = Unmanaged<Reader>.fromOpaque(closure).takeUnretainedValue()
                let count = Int(length)
                guard reader.offset + count <= reader.bytes.count else { return CAIRO_STATUS_READ_ERROR }
                reader.bytes.withUnsafeBufferPointer { data.update(from: $0.baseAddress! + reader.offset, count: count) }
                reader.offset += count
                return CAIRO_STATUS_SUCCESS
            }, Unmanaged.passUnretained(reader).toOpaque())
        }
        guard let surface else { throw BrowserTestError("cairo could not read the screenshot") }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            throw BrowserTestError("The screenshot is not a readable PNG (\(png.count) bytes)")
        }
        cairo_surface_flush(surface)
        width = Int(cairo_image_surface_get_width(surface))
        height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let format = cairo_image_surface_get_format(surface)
        guard let pixels = cairo_image_surface_get_data(surface) else { throw BrowserTestError("Empty screenshot") }
        var rgb = [UInt8](repeating: 0, count: width * height * 3)
        for y in 0..<height {
            let row = (pixels + y * stride).withMemoryRebound(to: UInt32.self, capacity: width) { $0 }
            for x in 0..<width {
                // ARGB32 / RGB24: native-endian 0xAARRGGBB, premultiplied.
                let value = row[x]
                let alpha = format == CAIRO_FORMAT_RGB24 ? 255 : Int(value >> 24)
                func channel(_ shift: UInt32) -> UInt8 {
                    let premultiplied = Int((value >> shift) & 0xFF)
                    return alpha == 0 ? 0 : UInt8(min(255, premultiplied * 255 / alpha))
                }
                let index = (y * width + x) * 3
                rgb[index] = channel(16)
                rgb[index + 1] = channel(8)
                rgb[index + 2] = channel(0)
            }
        }
        self.rgb = rgb
    }

    /// The luminance (0…255) of each pixel in `rect` (clipped to the image).
    func luminances(in rect: CGRect) -> [Double] {
        let x0 = max(0, Int(rect.minX.rounded(.up))), x1 = min(width, Int(rect.maxX.rounded(.down)))
        let y0 = max(0, Int(rect.minY.rounded(.up))), y1 = min(height, Int(rect.maxY.rounded(.down)))
        guard x0 < x1, y0 < y1 else { return [] }
        var values: [Double] = []
        values.reserveCapacity((x1 - x0) * (y1 - y0))
        for y in y0..<y1 {
            for x in x0..<x1 {
                let index = (y * width + x) * 3
                values.append(0.2126 * Double(rgb[index]) + 0.7152 * Double(rgb[index + 1]) + 0.0722 * Double(rgb[index + 2]))
            }
        }
        return values
    }

    /// The median luminance in `rect`: the widget's background, as text covers a minority of it.
    func medianLuminance(in rect: CGRect) -> Double {
        let values = luminances(in: rect).sorted()
        return values.isEmpty ? .nan : values[values.count / 2]
    }

    /// How many distinct luminance levels (rounded to 8) `rect` holds: more than a few means
    /// something is drawn there, not a flat box.
    func luminanceLevels(in rect: CGRect) -> Int {
        Set(luminances(in: rect).map { Int($0 / 8) }).count
    }
}
