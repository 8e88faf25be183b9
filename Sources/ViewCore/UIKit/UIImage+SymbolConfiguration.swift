public import Foundation

extension UIImage {
    /// Traits an image is looked up or drawn with (UIKit's `UIImage.Configuration`).
    public class Configuration: @unchecked Sendable {
        /// The traits the configuration carries, if any.
        public let traitCollection: UITraitCollection?

        init(traitCollection: UITraitCollection?) {
            self.traitCollection = traitCollection
        }

        /// This configuration with `traitCollection`'s traits.
        public func withTraitCollection(_ traitCollection: UITraitCollection?) -> Self {
            copy(traitCollection: traitCollection)
        }

        /// This configuration with `other`'s settings on top.
        public func applying(_ other: Configuration?) -> Self {
            copy(traitCollection: other?.traitCollection ?? traitCollection)
        }

        func copy(traitCollection: UITraitCollection?) -> Self {
            // Subclasses override; a plain configuration only has traits.
            Configuration(traitCollection: traitCollection) as! Self
        }
    }

    /// How large and heavy a symbol image is drawn (UIKit's `UIImage.SymbolConfiguration`).
    ///
    /// ```swift
    /// let config = UIImage.SymbolConfiguration(pointSize: 24, weight: .semibold)
    /// Image(uiImage: UIImage(systemName: "bolt.fill", withConfiguration: config)!)
    /// ```
    ///
    /// A point size or a text style sets the symbol's size (and its weight, if given), the scale
    /// is SwiftUI's `imageScale`, and a hierarchical or palette color tints it (the first palette
    /// color: symbols are drawn in one color here).
    public final class SymbolConfiguration: Configuration, @unchecked Sendable {
        /// The size in points; 0 when not set.
        package let pointSize: CGFloat
        package let weight: SymbolWeight
        package let scale: SymbolScale
        package let textStyle: UIFont.TextStyle?
        package let colors: [UIColor]

        init(
            pointSize: CGFloat = 0, weight: SymbolWeight = .unspecified, scale: SymbolScale = .unspecified,
            textStyle: UIFont.TextStyle? = nil, colors: [UIColor] = [], traitCollection: UITraitCollection? = nil
        ) {
            self.pointSize = pointSize.isFinite && pointSize > 0 ? pointSize : 0
            self.weight = weight
            self.scale = scale
            self.textStyle = textStyle
            self.colors = colors
            super.init(traitCollection: traitCollection)
        }

        /// Symbols drawn at `pointSize`.
        public convenience init(pointSize: CGFloat) { self.init(pointSize: pointSize, weight: .unspecified) }
        /// Symbols drawn at `pointSize` in `weight`.
        public convenience init(pointSize: CGFloat, weight: SymbolWeight) {
            self.init(pointSize: pointSize, weight: weight, scale: .unspecified)
        }
        /// Symbols drawn at `pointSize` in `weight` and `scale`.
        public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            self.init(pointSize: pointSize, weight: weight, scale: scale, textStyle: nil)
        }
        /// Symbols drawn at the size of `textStyle`.
        public convenience init(textStyle: UIFont.TextStyle) { self.init(textStyle: textStyle, scale: .unspecified) }
        /// Symbols drawn at the size of `textStyle` in `scale`.
        public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale) {
            self.init(pointSize: 0, weight: .unspecified, scale: scale, textStyle: textStyle)
        }
        /// Symbols drawn in `weight`.
        public convenience init(weight: SymbolWeight) { self.init(pointSize: 0, weight: weight) }
        /// Symbols drawn in `scale`.
        public convenience init(scale: SymbolScale) { self.init(pointSize: 0, weight: .unspecified, scale: scale) }
        /// Symbols drawn at `font`'s size.
        public convenience init(font: UIFont) { self.init(font: font, scale: .unspecified) }
        /// Symbols drawn at `font`'s size in `scale`.
        public convenience init(font: UIFont, scale: SymbolScale) {
            self.init(pointSize: font.pointSize, weight: .unspecified, scale: scale)
        }
        /// Symbols drawn in `hierarchicalColor`.
        public convenience init(hierarchicalColor: UIColor) {
            self.init(pointSize: 0, colors: [hierarchicalColor])
        }
        /// Symbols drawn in the palette's colors (the first one here).
        public convenience init(paletteColors: [UIColor]) {
            self.init(pointSize: 0, colors: paletteColors)
        }

        /// A configuration that sets nothing.
        public static let unspecified = SymbolConfiguration(pointSize: 0)

        /// Prefers the multicolor variant (symbols are drawn in one color here).
        public static func preferringMulticolor() -> SymbolConfiguration { SymbolConfiguration(pointSize: 0) }

        /// This configuration without its size and weight.
        public func configurationWithoutPointSizeAndWeight() -> SymbolConfiguration {
            SymbolConfiguration(pointSize: 0, scale: scale, textStyle: nil, colors: colors, traitCollection: traitCollection)
        }

        override func copy(traitCollection: UITraitCollection?) -> Self {
            SymbolConfiguration(pointSize: pointSize, weight: weight, scale: scale, textStyle: textStyle, colors: colors,
                                traitCollection: traitCollection) as! Self
        }

        /// The settings of both, `other`'s winning where it sets one.
        package func merged(with other: SymbolConfiguration) -> SymbolConfiguration {
            SymbolConfiguration(
                pointSize: other.pointSize > 0 ? other.pointSize : pointSize,
                weight: other.weight != .unspecified ? other.weight : weight,
                scale: other.scale != .unspecified ? other.scale : scale,
                textStyle: other.textStyle ?? (other.pointSize > 0 ? nil : textStyle),
                colors: other.colors.isEmpty ? colors : other.colors,
                traitCollection: other.traitCollection ?? traitCollection)
        }

        /// `environment` with this configuration's font, weight, scale and color.
        package func apply(to environment: inout EnvironmentValues) {
            let fontWeight = weight.fontWeight
            if pointSize > 0 {
                environment.font = .system(size: Double(pointSize), weight: fontWeight ?? .regular)
            } else if let textStyle {
                environment.font = .system(textStyle.swiftUIStyle)
            }
            if let fontWeight { environment.fontWeight = fontWeight }
            switch scale {
            case .small: environment.imageScale = .small
            case .medium: environment.imageScale = .medium
            case .large: environment.imageScale = .large
            case .default, .unspecified: break
            }
            if let color = colors.first { environment.foregroundPaint = color.color.resolvePaint(in: environment) }
        }
    }

    /// The weight of a symbol.
    public enum SymbolWeight: Int, Sendable {
        case unspecified = 0, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

        var fontWeight: Font.Weight? {
            switch self {
            case .unspecified: nil
            case .ultraLight: .ultraLight
            case .thin: .thin
            case .light: .light
            case .regular: .regular
            case .medium: .medium
            case .semibold: .semibold
            case .bold: .bold
            case .heavy: .heavy
            case .black: .black
            }
        }
    }

    /// The size of a symbol relative to its point size.
    public enum SymbolScale: Int, Sendable {
        case `default` = -1, unspecified = 0, small, medium, large
    }
}
