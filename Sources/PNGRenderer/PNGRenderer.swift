public import DisplayList
public import Foundation
import CPangoCairo
import TextEngine

/// Renders a display list to PNG with Cairo, drawing text with the text engine's own Pango setup.
///
/// Every item is painted in order at `scale` pixels per point; text runs are drawn where the
/// layout placed them, with the fonts they were measured with, so line breaks never differ from
/// the SVG and HTML renderers.
///
/// ```swift
/// let list = DisplayList(size: CGSize(width: 170, height: 170), items: [
///     .shape(ShapeItem(frame: CGRect(x: 0, y: 0, width: 170, height: 170), outline: .rectangle,
///                      fill: .color(.white))),
/// ])
/// let png = try PNGRenderer().render(list, scale: 2)   // 340×340 pixels
/// try png.write(to: URL(fileURLWithPath: "/tmp/widget.png"))
/// ```
///
/// The renderer holds no state: each thread draws text with its own ``TextEngine/current`` and
/// keeps its own cache of decoded images, so one value can be used from many threads at once.
///
/// Approximations, by design:
/// - Continuous (squircle) corners are one cubic Bézier per corner, starting about 1.53 radii from
///   the corner, close to Apple's curve.
/// - Angular gradients are computed per pixel from a table of 1440 colors (Cairo has no conic
///   gradient).
/// - Shadows are the group's alpha, blurred by three box blurs (close to a Gaussian whose standard
///   deviation is the shadow radius), tinted and offset.
/// - Images that cannot be decoded, or have more than 40 megapixels, draw as a light gray
///   placeholder with a darker diagonal cross instead of failing the render.
public struct PNGRenderer: Sendable {
    /// The largest image, in pixels, that is decoded.
    public static let maximumImagePixels = 40_000_000

    /// Creates a renderer.
    public init() {}

    /// Renders `list` and returns the PNG file's bytes.
    ///
    /// - Parameters:
    ///   - list: What to draw; its size in points times `scale`, rounded up, is the pixel size.
    ///   - scale: Pixels per point (2 or 3 for iPhone-like output).
    ///   - background: Painted under everything; `nil` leaves the canvas transparent.
    /// - Throws: ``PNGRenderError`` when the scale or the canvas size is unusable.
    public func render(_ list: DisplayList, scale: Double = 2, background: RGBAColor? = nil) throws -> Data {
        let surface = try drawnSurface(list, scale: scale, background: background)
        defer { cairo_surface_destroy(surface) }
        return PNGEncoder.encode(surface)
    }

    /// Draws `list` on a new Cairo image surface (the caller destroys it).
    func drawnSurface(_ list: DisplayList, scale: Double, background: RGBAColor?) throws -> OpaquePointer {
        guard scale.isFinite, scale > 0, scale <= 64 else { throw PNGRenderError.invalidScale(scale) }
        let width = Double(list.size.width) * scale
        let height = Double(list.size.height) * scale
        guard width.isFinite, height.isFinite, width >= 0, height >= 0 else {
            throw PNGRenderError.invalidSize(width: Double(list.size.width), height: Double(list.size.height))
        }
        let pixelWidth = max(1, Int((width - 1e-9).rounded(.up)))
        let pixelHeight = max(1, Int((height - 1e-9).rounded(.up)))
        guard pixelWidth <= 32767, pixelHeight <= 32767, pixelWidth * pixelHeight <= 200_000_000 else {
            throw PNGRenderError.tooLarge(pixelWidth: pixelWidth, pixelHeight: pixelHeight)
        }

        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight)),
            cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
        else { throw PNGRenderError.cairo("cannot create a \(pixelWidth)×\(pixelHeight) surface") }
        guard let cairo = cairo_create(surface) else {
            cairo_surface_destroy(surface)
            throw PNGRenderError.cairo("cannot create a context")
        }
        defer { cairo_destroy(cairo) }

        if let background {
            Canvas.setColor(cairo, background)
            cairo_paint(cairo)
        }
        cairo_scale(cairo, scale, scale)
        let canvas = Canvas(
            cairo: cairo, scale: scale, pixelWidth: pixelWidth, pixelHeight: pixelHeight,
            textEngine: TextEngine.current, images: ImageSurfaceCache.current)
        canvas.draw(list.items)

        let status = cairo_status(cairo)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw PNGRenderError.cairo(String(cString: cairo_status_to_string(status)))
        }
        cairo_surface_flush(surface)
        return surface
    }
}

/// Why a display list could not be rendered.
public enum PNGRenderError: Error, Sendable, Equatable {
    /// The scale is not a positive, finite number up to 64.
    case invalidScale(Double)
    /// The display list's size is negative or not finite.
    case invalidSize(width: Double, height: Double)
    /// The image would exceed 32767 pixels a side or 200 megapixels.
    case tooLarge(pixelWidth: Int, pixelHeight: Int)
    /// Cairo failed.
    case cairo(String)
}
