public import DisplayList
import CPangoCairo

/// Pixels drawn by ``PNGRenderer`` before any encoding: for encoders of other formats (e-paper
/// displays' BMP and gray PNG).
public struct RenderedPixels: Sendable, Equatable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Cairo's `ARGB32` words (`0xAARRGGBB`, premultiplied alpha), row by row, no padding.
    public let argb: [UInt32]
}

extension PNGRenderer {
    /// Draws `list` as ``render(_:scale:background:)`` does and returns the pixels unencoded.
    ///
    /// ```swift
    /// let pixels = try PNGRenderer().renderPixels(list, scale: 2, background: .white)
    /// pixels.argb.count == pixels.width * pixels.height
    /// ```
    public func renderPixels(_ list: DisplayList, scale: Double = 2, background: RGBAColor? = nil) throws -> RenderedPixels {
        let surface = try drawnSurface(list, scale: scale, background: background)
        defer { cairo_surface_destroy(surface) }
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else {
            throw PNGRenderError.cairo("the surface has no pixels")
        }
        let rows = UnsafeRawPointer(data)
        let argb = [UInt32](unsafeUninitializedCapacity: width * height) { buffer, count in
            for y in 0..<height {
                let row = (rows + y * stride).assumingMemoryBound(to: UInt32.self)
                (buffer.baseAddress! + y * width).update(from: row, count: width)
            }
            count = width * height
        }
        return RenderedPixels(width: width, height: height, argb: argb)
    }
}
