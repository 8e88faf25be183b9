public import Foundation
package import DisplayList
import WidgetResources

/// An image as UIKit spells it: PNG or JPEG bytes with a scale, or a system symbol.
///
/// The usual way a widget shows a downloaded picture works unchanged:
///
/// ```swift
/// if let data = try? Data(contentsOf: url), let image = UIImage(data: data) {
///     Image(uiImage: image).resizable().scaledToFill()
/// }
/// ```
///
/// Only PNG and JPEG are understood (see ``ImageDecoding`` for the checks and limits); other
/// data gives `nil`, as undecodable data does on iOS. Images are not decoded here: the size
/// comes from the header and the renderers decode the bytes.
///
/// Approximations: ``pngData()`` returns the original bytes of a PNG and ``jpegData(compressionQuality:)``
/// those of a JPEG (the quality is ignored); asking for the other format, or for the data of a
/// symbol, returns `nil`, since no encoder is linked into the view layer.
public final class UIImage: Hashable, Sendable, CustomStringConvertible {
    package enum Content: Hashable, Sendable {
        /// Validated bytes; `isTemplate` when an asset catalog marks the image as a template.
        case bitmap(ImageData, isTemplate: Bool)
        /// An SF Symbol name (drawn with its Material Design Icons stand-in).
        case symbol(String)
        /// `UIImage()`: nothing, zero points across.
        case empty

        /// Compares bitmaps by digest, not byte by byte.
        package static func == (lhs: Content, rhs: Content) -> Bool {
            switch (lhs, rhs) {
            case (.bitmap(let a, let ta), .bitmap(let b, let tb)):
                return a.id == b.id && a.format == b.format && a.pixelWidth == b.pixelWidth && ta == tb
            case (.symbol(let a), .symbol(let b)):
                return a == b
            case (.empty, .empty):
                return true
            default:
                return false
            }
        }

        package func hash(into hasher: inout Hasher) {
            switch self {
            case .bitmap(let image, let isTemplate):
                hasher.combine(image.id)
                hasher.combine(isTemplate)
            case .symbol(let name):
                hasher.combine(name)
            case .empty:
                hasher.combine(0)
            }
        }
    }

    /// How an image is drawn: its own colors, or as a mask filled with the tint.
    public enum RenderingMode: Int, Sendable, Hashable {
        /// Template for symbols, original for bitmaps (unless the asset says otherwise).
        case automatic = 0
        case alwaysOriginal = 1
        case alwaysTemplate = 2
    }

    package let content: Content
    /// Pixels per point (2 for an `@2x` image).
    public let scale: CGFloat
    public let renderingMode: RenderingMode
    /// The color ``withTintColor(_:)`` set: the image is drawn as a mask filled with it.
    package let tintColor: UIColor?
    /// A symbol's size, weight, scale and color.
    public let symbolConfiguration: SymbolConfiguration?

    package init(
        content: Content, scale: CGFloat, renderingMode: RenderingMode = .automatic, tintColor: UIColor? = nil,
        symbolConfiguration: SymbolConfiguration? = nil
    ) {
        self.content = content
        self.scale = scale.isFinite && scale > 0 ? scale : 1
        self.renderingMode = renderingMode
        self.tintColor = tintColor
        self.symbolConfiguration = symbolConfiguration
    }

    /// An empty image: zero points across, drawing nothing (`Image(uiImage: UIImage())`).
    public convenience init() {
        self.init(content: .empty, scale: 1)
    }

    /// The configuration the image was made with (a symbol's, else none).
    public var configuration: Configuration? { symbolConfiguration }

    /// Whether the image is an SF Symbol.
    public var isSymbolImage: Bool {
        if case .symbol = content { return true }
        return false
    }

    /// An image from PNG or JPEG data at scale 1; nil for other, corrupt or oversized data.
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// An image from PNG or JPEG data with `scale` pixels per point.
    public convenience init?(data: Data, scale: CGFloat) {
        switch ImageDecoding.decode(data) {
        case .success(let image):
            self.init(content: .bitmap(image, isTemplate: false), scale: scale)
        case .failure(let error):
            EnvironmentValues().logOnce("UIImage(data:) of \(data.count) bytes returned nil: \(error).")
            return nil
        }
    }

    /// The image named `name` from the main bundle's asset catalogs or files (or the resource
    /// bundles next to the executable), at the default display scale; nil if there is none.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// The image named `name` from `bundle`, in the variant for the traits' scale and appearance.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        let environment = traitCollection?.environment ?? EnvironmentValues()
        switch AssetCatalog.image(named: name, bundlePath: bundle?.bundlePath, environment: environment) {
        case .found(let image, let scale, let isTemplate):
            self.init(content: .bitmap(image, isTemplate: isTemplate), scale: CGFloat(scale))
        case .missing:
            return nil
        case .unusable(let reason):
            environment.logOnce("UIImage(named: \"\(name)\") returned nil: \(reason).")
            return nil
        }
    }

    /// The image named `name` from `bundle`, in the variant for the configuration's traits.
    public convenience init?(named name: String, in bundle: Bundle?, with configuration: Configuration?) {
        self.init(named: name, in: bundle, compatibleWith: configuration?.traitCollection)
    }

    /// A system symbol; nil when no stand-in glyph is known for `name`.
    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// A system symbol drawn with `configuration`'s size, weight, scale and color (a plain
    /// configuration only carries traits, which symbols ignore).
    public convenience init?(systemName name: String, withConfiguration configuration: Configuration?) {
        guard SystemSymbols.glyph(for: name) != nil else { return nil }
        self.init(content: .symbol(name), scale: 1, symbolConfiguration: configuration as? SymbolConfiguration)
    }

    /// A system symbol; the traits do not change how symbols are drawn.
    public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// The image in the file at `path`; a `@2x` or `@3x` suffix in its name sets the scale.
    public convenience init?(contentsOfFile path: String) {
        guard let loaded = AssetCatalog.loadImage(atPath: path) else { return nil }
        switch loaded {
        case .success(let image):
            let stem = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
            let scale: CGFloat = stem.hasSuffix("@3x") ? 3 : stem.hasSuffix("@2x") ? 2 : 1
            self.init(content: .bitmap(image, isTemplate: false), scale: scale)
        case .failure(let error):
            EnvironmentValues().logOnce("UIImage(contentsOfFile: \"\(path)\") returned nil: \(error).")
            return nil
        }
    }

    /// The size in points: pixels divided by ``scale``. A symbol measures 17 points, the body size.
    public var size: CGSize {
        switch content {
        case .bitmap(let image, _):
            return CGSize(width: CGFloat(image.pixelWidth) / scale, height: CGFloat(image.pixelHeight) / scale)
        case .symbol:
            let side = symbolConfiguration.map { $0.pointSize > 0 ? $0.pointSize : 17 } ?? 17
            return CGSize(width: side, height: side)
        case .empty:
            return .zero
        }
    }

    /// The original bytes of a PNG image; nil for a JPEG or a symbol (no encoder is linked).
    public func pngData() -> Data? {
        guard case .bitmap(let image, _) = content, image.format == .png else { return nil }
        return image.bytes
    }

    /// The original bytes of a JPEG image (the quality is ignored); nil for a PNG or a symbol.
    public func jpegData(compressionQuality: CGFloat) -> Data? {
        guard case .bitmap(let image, _) = content, image.format == .jpeg else { return nil }
        return image.bytes
    }

    /// The same image drawn in `renderingMode`.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        UIImage(content: content, scale: scale, renderingMode: renderingMode, tintColor: tintColor,
                symbolConfiguration: symbolConfiguration)
    }

    /// The image drawn in `color`: a symbol in that color, a bitmap as a mask filled with it (its
    /// alpha kept, as UIKit draws it with the destination-in blend mode). Keeps the rendering mode.
    public func withTintColor(_ color: UIColor) -> UIImage {
        withTintColor(color, renderingMode: renderingMode)
    }

    /// The image drawn in `color` with `renderingMode`.
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        UIImage(content: content, scale: scale, renderingMode: renderingMode, tintColor: color,
                symbolConfiguration: symbolConfiguration)
    }

    /// A symbol with `configuration` (merged over its own); other images are returned unchanged.
    public func withConfiguration(_ configuration: Configuration) -> UIImage {
        applyingSymbolConfiguration(configuration as? SymbolConfiguration ?? .unspecified) ?? self
    }

    /// A symbol with `configuration` merged over its own; `nil` for an image that is not a symbol.
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
        guard isSymbolImage else { return nil }
        let merged = symbolConfiguration.map { $0.merged(with: configuration) } ?? configuration
        return UIImage(content: content, scale: scale, renderingMode: renderingMode, tintColor: tintColor,
                       symbolConfiguration: merged)
    }

    /// Whether the image is drawn as a mask filled with the foreground style.
    package var isTemplate: Bool {
        if tintColor != nil { return true }
        switch (renderingMode, content) {
        case (.alwaysTemplate, _), (.automatic, .symbol), (.automatic, .bitmap(_, isTemplate: true)): return true
        default: return false
        }
    }

    public static func == (lhs: UIImage, rhs: UIImage) -> Bool {
        lhs.content == rhs.content && lhs.scale == rhs.scale && lhs.renderingMode == rhs.renderingMode
            && lhs.tintColor == rhs.tintColor && lhs.symbolConfiguration === rhs.symbolConfiguration
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(content)
        hasher.combine(scale)
        hasher.combine(renderingMode)
        hasher.combine(tintColor)
    }

    public var description: String {
        switch content {
        case .bitmap(let image, _):
            return "UIImage(\(image.format), \(image.pixelWidth)×\(image.pixelHeight) px, scale \(scale))"
        case .symbol(let name):
            return "UIImage(systemName: \"\(name)\")"
        case .empty:
            return "UIImage()"
        }
    }
}
