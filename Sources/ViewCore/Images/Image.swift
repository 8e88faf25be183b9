public import Foundation
import DisplayList
package import LayoutEngine

/// A view that displays an image: from an asset catalog or resource file, a `UIImage`, or a
/// system symbol.
///
/// ```swift
/// Image("alipay").resizable().frame(width: 16, height: 16)     // Assets.xcassets/alipay.imageset
/// Image(uiImage: thumbnail).resizable().scaledToFill()        // downloaded bytes
/// Image(systemName: "star.fill").foregroundStyle(.yellow)     // a symbol, sized by the font
/// Image("logo").renderingMode(.template).foregroundColor(.blue)
/// ```
///
/// As in SwiftUI, an image is as large as its pixels divided by its scale (a 40×40 px `@2x`
/// image is 20×20 pt) until ``resizable(capInsets:resizingMode:)`` makes it take the size it is
/// offered; `aspectRatio`, `scaledToFit()` and `scaledToFill()` keep its proportions.
///
/// Where names are looked up and which variant (scale, dark appearance) is drawn is described
/// at ``AssetCatalog``. Only PNG and JPEG are drawn. What cannot be drawn is never silently
/// dropped: a missing, corrupt or oversized image draws a grey placeholder with a cross (its
/// reason is the accessibility label) and logs the reason once.
///
/// Approximations on Linux:
/// - SF Symbols are drawn with Material Design Icons glyphs (see ``SystemSymbols``), scaled
///   like SF Symbols by the font and ``Image/Scale``; weights and multicolor layers are not
///   available, so a symbol is one glyph painted with the foreground style. A resizable symbol
///   is scaled uniformly to fit its frame and centred, never stretched.
/// - `antialiased(_:)` and `symbolRenderingMode(_:)` are accepted and have no visible effect;
///   `interpolation(.none)` draws pixels sharp, the other qualities draw them smooth.
public struct Image: Equatable, Sendable {
    package enum Source: Equatable, Sendable {
        case named(String, bundlePath: String?)
        case system(String)
        case uiImage(UIImage)
    }

    /// What a screen reader says for the image.
    package enum AccessibilityText: Equatable, Sendable {
        /// The image's name (looked up as a localization key) or a symbol's name in words.
        case automatic
        case text(Text)
        /// Nothing: the image is decoration.
        case decorative
    }

    package var source: Source
    package var accessibilityText: AccessibilityText
    package var isResizable = false
    package var capInsets = EdgeInsets()
    package var resizingMode = ResizingMode.stretch
    package var templateRenderingMode: TemplateRenderingMode?
    package var interpolationQuality: Interpolation?
    package var isAntialiased = true
    package var symbolMode: SymbolRenderingMode?

    package init(source: Source, accessibilityText: AccessibilityText) {
        self.source = source
        self.accessibilityText = accessibilityText
    }

    /// An image from an asset catalog or resource file, labelled with its name.
    public init(_ name: String, bundle: Bundle? = nil) {
        self.init(source: .named(name, bundlePath: bundle?.bundlePath), accessibilityText: .automatic)
    }

    /// An image from an asset catalog or resource file, with an accessibility label.
    public init(_ name: String, bundle: Bundle? = nil, label: Text) {
        self.init(source: .named(name, bundlePath: bundle?.bundlePath), accessibilityText: .text(label))
    }

    /// An image from an asset catalog or resource file that screen readers skip.
    public init(decorative name: String, bundle: Bundle? = nil) {
        self.init(source: .named(name, bundlePath: bundle?.bundlePath), accessibilityText: .decorative)
    }

    /// An image for a variable value (the value is ignored: variable images are drawn as is).
    public init(_ name: String, variableValue: Double?, bundle: Bundle? = nil) {
        self.init(name, bundle: bundle)
    }

    /// A system symbol (`"star.fill"`), drawn at the current font's size.
    public init(systemName: String) {
        self.init(source: .system(systemName), accessibilityText: .automatic)
    }

    /// A system symbol for a variable value (the value is ignored).
    public init(systemName: String, variableValue: Double?) {
        self.init(systemName: systemName)
    }

    /// An image from a `UIImage` (a bitmap at its scale, or a symbol).
    public init(uiImage: UIImage) {
        self.init(source: .uiImage(uiImage), accessibilityText: .automatic)
    }

    // MARK: Nested types

    /// How a resizable image fills a size other than its own.
    public enum ResizingMode: Sendable, Hashable {
        /// Scales the image (or the part between its cap insets) to fill the space.
        case stretch
        /// Repeats the image (or the part between its cap insets) at its own size.
        case tile
    }

    /// Whether an image is drawn with its own colors or as a mask of the foreground style.
    public enum TemplateRenderingMode: Sendable, Hashable {
        case original
        case template
    }

    /// The quality of image scaling.
    public enum Interpolation: Sendable, Hashable {
        /// Nearest-neighbour: pixel art stays sharp.
        case none
        case low
        case medium
        case high
    }

    /// The size of symbols relative to the text around them.
    public enum Scale: Sendable, Hashable {
        case small
        case medium
        case large

        /// How much larger than the font's size a symbol of this scale is drawn (SF Symbols'
        /// proportions: small is about 0.78, large about 1.29 of medium).
        package var factor: Double {
            switch self {
            case .small: return 0.78
            case .medium: return 1
            case .large: return 1.29
            }
        }
    }

    // MARK: Modifiers that return Image

    /// Lets the image take the size offered to it. Cap insets keep the corners at their size
    /// while the rest stretches or tiles.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch) -> Image {
        var image = self
        image.isResizable = true
        image.capInsets = capInsets
        image.resizingMode = resizingMode
        return image
    }

    /// Draws the image as is (`.original`) or as a mask filled with the foreground style
    /// (`.template`); nil uses the asset's own setting.
    public func renderingMode(_ renderingMode: Image.TemplateRenderingMode?) -> Image {
        var image = self
        image.templateRenderingMode = renderingMode
        return image
    }

    /// The quality of scaling; `.none` keeps pixels sharp.
    public func interpolation(_ interpolation: Image.Interpolation) -> Image {
        var image = self
        image.interpolationQuality = interpolation
        return image
    }

    /// Whether edges are smoothed (accepted; images are always drawn smoothed at their edges).
    public func antialiased(_ isAntialiased: Bool) -> Image {
        var image = self
        image.isAntialiased = isAntialiased
        return image
    }

    /// How a symbol's layers are colored (accepted; a symbol is one layer here).
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image {
        var image = self
        image.symbolMode = mode
        return image
    }
}

/// How the layers of a symbol are colored. Symbols are drawn as a single layer on Linux, so
/// every mode looks like `.monochrome`.
public struct SymbolRenderingMode: Sendable, Hashable {
    package let name: String

    /// One layer in the foreground style.
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    /// The symbol's own colors.
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
    /// Layers in decreasing opacities of the foreground style.
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    /// Layers in the styles given to `foregroundStyle(_:_:)`.
    public static let palette = SymbolRenderingMode(name: "palette")
}

// MARK: - Resolution

extension Image: View, PrimitiveView {
    public typealias Body = Never

    package func resolve(into outputs: inout _ViewOutputs) {
        let environment = outputs.context.environment
        let element = makeElement(in: environment)
        outputs.elements.append(environment.redactionReasons.contains(.placeholder)
                                    ? RedactedImageElement(child: element) : element)
    }

    /// The layout element drawing this image in `environment`.
    package func makeElement(in environment: EnvironmentValues) -> any LayoutElement {
        switch source {
        case .named(let name, let bundlePath):
            switch AssetCatalog.image(named: name, bundlePath: bundlePath, environment: environment) {
            case .found(let image, let scale, let isTemplate):
                return bitmapElement(image, scale: scale, isTemplate: isTemplate, label: spokenName(for: name, in: environment),
                                     environment: environment)
            case .missing(let searched):
                let places = searched.isEmpty ? "no resource directories" : searched.joined(separator: ", ")
                environment.logOnce("Image(\"\(name)\"): no image named '\(name)' in an asset catalog or file of \(places); drawing a placeholder.")
                return placeholder(reason: "Missing image '\(name)'", size: CGSize(width: 24, height: 24))
            case .unusable(let reason):
                environment.logOnce("Image(\"\(name)\"): cannot draw it: \(reason); drawing a placeholder.")
                return placeholder(reason: "Unusable image '\(name)': \(reason)", size: CGSize(width: 24, height: 24))
            }
        case .system(let name):
            return symbolElement(name, environment: environment)
        case .uiImage(let uiImage):
            var environment = environment
            uiImage.symbolConfiguration?.apply(to: &environment)
            if let tint = uiImage.tintColor { environment.foregroundPaint = tint.color.resolvePaint(in: environment) }
            switch uiImage.content {
            case .bitmap(let image, _):
                return bitmapElement(image, scale: Double(uiImage.scale), isTemplate: uiImage.isTemplate,
                                     label: spokenName(for: nil, in: environment), environment: environment)
            case .symbol(let name):
                return symbolElement(name, environment: environment)
            case .empty:
                return EmptyImageElement(resizable: isResizable)
            }
        }
    }

    private func placeholder(reason: String, size: CGSize) -> PlaceholderElement {
        PlaceholderElement(naturalSize: isResizable ? nil : size, reason: reason)
    }

    /// The accessibility label: the `label:` text, else `automatic` (nil for decorative images).
    private func spokenName(for automatic: @autoclosure () -> String?, in environment: EnvironmentValues) -> String? {
        switch accessibilityText {
        case .decorative:
            return nil
        case .text(let text):
            if case .localized(let key, let table, _) = text.storage, let format = environment.localizer?.lookup(key.key, table) {
                return LocalizedStringKey.substitute(format, key.resolvedArguments())
            }
            return text.plainString
        case .automatic:
            guard let automatic = automatic() else { return nil }
            return environment.localizer?.lookup(automatic, nil) ?? automatic
        }
    }

    private func foregroundPaint(in environment: EnvironmentValues) -> Paint {
        environment.foregroundPaint ?? HierarchicalShapeStyle.primary.resolvePaint(in: environment)
    }

    private func bitmapElement(
        _ image: ImageData, scale: Double, isTemplate: Bool, label: String?, environment: EnvironmentValues
    ) -> any LayoutElement {
        let template = templateRenderingMode.map { $0 == .template } ?? isTemplate
        let tint = template ? foregroundPaint(in: environment) : nil
        let pixelated = interpolationQuality == Interpolation.none
        if isResizable, resizingMode == .tile || capInsets != EdgeInsets() {
            return SlicedImageElement(
                image: image, scale: scale, capInsets: capInsets.insets, tiles: resizingMode == .tile, tint: tint,
                pixelated: pixelated, accessibilityLabel: label)
        }
        return ImageElement(image: image, scale: scale, resizable: isResizable, tint: tint, pixelated: pixelated,
                            accessibilityLabel: label)
    }

    private func symbolElement(_ name: String, environment: EnvironmentValues) -> any LayoutElement {
        var font = environment.font ?? .body
        if let weight = environment.fontWeight { font = font.weight(weight) }
        var spec = font.resolve(dynamicTypeSize: environment.dynamicTypeSize)
        spec.families = FontSpec.symbolFamilies
        spec.italic = false
        spec.monospacedDigits = false
        spec.tracking = 0
        spec.size *= environment.imageScale.factor
        let label = spokenName(for: SymbolImageElement.spokenName(forSymbol: name), in: environment)
        let variantName = SymbolImageElement.name(name, with: environment.symbolVariants)
        let resolvedName = SystemSymbols.table[variantName] != nil ? variantName : name
        guard let codepoint = SystemSymbols.table[resolvedName], let glyph = SystemSymbols.glyph(for: resolvedName),
              let bounds = SystemSymbols.glyphBounds[codepoint]
        else {
            environment.logOnce("Image(systemName: \"\(name)\"): no stand-in glyph for this SF Symbol; drawing a placeholder.")
            return placeholder(reason: "Unknown symbol '\(name)'", size: CGSize(width: spec.size, height: spec.size))
        }
        return SymbolImageElement(glyph: String(glyph), font: spec, paint: foregroundPaint(in: environment),
                                  resizable: isResizable, accessibilityLabel: label, bounds: bounds,
                                  metrics: SymbolMetrics.of(resolvedName, bounds: bounds))
    }
}
