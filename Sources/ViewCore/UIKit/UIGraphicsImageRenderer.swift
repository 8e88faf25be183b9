public import Foundation

/// UIKit's image renderer, for the idiom widgets use to shrink a downloaded picture before
/// showing it (widgets have a memory limit on iOS):
///
/// ```swift
/// let small = UIGraphicsImageRenderer(size: CGSize(width: 200, height: 200)).image { _ in
///     photo.draw(in: CGRect(origin: .zero, size: CGSize(width: 200, height: 200)))
/// }
/// ```
///
/// Nothing is rasterised here: the result is the last image drawn with `draw(in:)` or
/// `draw(at:)`, with its scale set so that it measures the renderer's width in points (the
/// renderers scale the pixels when they draw). Fills and strokes of the context are not kept, and
/// a renderer in which no image was drawn returns a transparent 1×1-pixel image. There is no
/// `cgContext` (Core Graphics does not exist on Linux: docs/PORTING.md).
public final class UIGraphicsImageRenderer: Sendable {
    /// The canvas in points.
    public let bounds: CGRect
    /// The renderer's format.
    public let format: UIGraphicsImageRendererFormat

    /// A renderer of a canvas of `size` points at the default format.
    public convenience init(size: CGSize) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: .default())
    }

    /// A renderer of a canvas of `size` points at `format`.
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    /// A renderer of the canvas `bounds` at `format`.
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        self.bounds = bounds
        self.format = format
    }

    /// The image drawn by `actions`.
    public func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let context = UIGraphicsImageRendererContext(format: format)
        UIGraphicsImageRendererContext.$current.withValue(context) {
            actions(context)
        }
        return context.currentImage(width: bounds.width)
    }

    /// The PNG data of the image drawn by `actions`; empty when the drawn image is not a PNG.
    public func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).pngData() ?? Data()
    }

    /// The JPEG data of the image drawn by `actions`; empty when the drawn image is not a JPEG.
    public func jpegData(withCompressionQuality compressionQuality: CGFloat, actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).jpegData(compressionQuality: compressionQuality) ?? Data()
    }
}

/// How an image renderer draws (UIKit's `UIGraphicsImageRendererFormat`).
public final class UIGraphicsImageRendererFormat: @unchecked Sendable {
    /// The range of colours.
    public enum Range: Int, Sendable {
        case unspecified = -1
        case automatic = 0
        case extended = 1
        case standard = 2
    }

    private let lock = NSLock()
    private var values: (scale: CGFloat, opaque: Bool, range: Range) = (3, false, .automatic)

    /// A format at the main screen's scale.
    public init() {}

    /// The default format: the main screen's scale, not opaque.
    public class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

    /// The device's preferred format (the default).
    public class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

    /// Pixels per point.
    public var scale: CGFloat {
        get { lock.withLock { values.scale } }
        set { lock.withLock { values.scale = newValue } }
    }

    /// Whether the canvas has no transparency.
    public var opaque: Bool {
        get { lock.withLock { values.opaque } }
        set { lock.withLock { values.opaque = newValue } }
    }

    /// The range of colours.
    public var preferredRange: Range {
        get { lock.withLock { values.range } }
        set { lock.withLock { values.range = newValue } }
    }
}

/// The context `UIGraphicsImageRenderer` passes to its actions (UIKit's `UIGraphicsImageRendererContext`).
public final class UIGraphicsImageRendererContext: @unchecked Sendable {
    /// The renderer's format.
    public let format: UIGraphicsImageRendererFormat
    private let lock = NSLock()
    private var lastImage: UIImage?

    @TaskLocal static var current: UIGraphicsImageRendererContext?

    init(format: UIGraphicsImageRendererFormat) {
        self.format = format
    }

    /// The image drawn so far.
    public var currentImage: UIImage { currentImage(width: nil) }

    /// Fills `rect` (not kept: see ``UIGraphicsImageRenderer``).
    public func fill(_ rect: CGRect) {}

    /// Strokes `rect` (not kept).
    public func stroke(_ rect: CGRect) {}

    /// Clips to `rect` (not kept).
    public func clip(to rect: CGRect) {}

    func record(_ image: UIImage) {
        lock.withLock { lastImage = image }
    }

    /// The last image drawn, measuring `width` points across; a transparent pixel if none.
    func currentImage(width: CGFloat?) -> UIImage {
        let drawn = lock.withLock { lastImage } ?? UIImage(data: transparentPixel) ?? UIImage(content: .symbol("square"), scale: 1)
        guard let width, width > 0, case .bitmap(let bitmap, _) = drawn.content else { return drawn }
        return UIImage(content: drawn.content, scale: CGFloat(bitmap.pixelWidth) / width, renderingMode: drawn.renderingMode)
    }
}

/// A 1×1 transparent PNG.
private let transparentPixel = Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==") ?? Data()

extension UIImage {
    /// Draws the image in `rect` of the current image renderer (the renderer keeps the image; see
    /// ``UIGraphicsImageRenderer``). Outside a renderer, nothing happens.
    public func draw(in rect: CGRect) {
        UIGraphicsImageRendererContext.current?.record(self)
    }

    /// Draws the image at its size with its top-left corner at `point`.
    public func draw(at point: CGPoint) {
        UIGraphicsImageRendererContext.current?.record(self)
    }

    /// A format for a renderer that draws this image at its scale.
    public var imageRendererFormat: UIGraphicsImageRendererFormat {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return format
    }

    /// The image measuring `size` points (UIKit's thumbnail preparation); the pixels are kept
    /// and scaled when drawn.
    public func preparingThumbnail(of size: CGSize) -> UIImage? {
        guard size.width > 0, size.height > 0 else { return nil }
        return UIGraphicsImageRenderer(size: size).image { _ in draw(in: CGRect(origin: .zero, size: size)) }
    }

    /// The image measuring `size` points, prepared asynchronously.
    public func byPreparingThumbnail(ofSize size: CGSize) async -> UIImage? {
        preparingThumbnail(of: size)
    }
}
