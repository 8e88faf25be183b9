public import Foundation
package import DisplayList

/// A font: a text style that follows Dynamic Type, a fixed system size, or a named font.
///
/// ```swift
/// Text("Today").font(.headline)
/// Text("42").font(.system(size: 40, weight: .bold, design: .rounded))
/// ```
///
/// On Linux the system font is Inter, tracked by point size as San Francisco is
/// (``SystemFontTracking``); `.rounded` is Quicksand, `.serif` Caladea and `.monospaced`
/// JetBrains Mono (docs/TYPOGRAPHY.md says why each).
public struct Font: Sendable, Hashable {
    package enum Base: Sendable, Hashable {
        case style(TextStyle)
        case system(size: Double)
        case custom(name: String, size: Double, relativeTo: TextStyle?)
    }

    package var base: Base
    package var weight: Weight?
    package var design: Design?
    package var isItalic = false
    package var usesMonospacedDigit = false
    package var isMonospaced = false

    package init(base: Base, weight: Weight? = nil, design: Design? = nil) {
        self.base = base
        self.weight = weight
        self.design = design
    }

    // MARK: Text styles

    public static let largeTitle = Font(base: .style(.largeTitle))
    public static let title = Font(base: .style(.title))
    public static let title2 = Font(base: .style(.title2))
    public static let title3 = Font(base: .style(.title3))
    public static let headline = Font(base: .style(.headline))
    public static let subheadline = Font(base: .style(.subheadline))
    public static let body = Font(base: .style(.body))
    public static let callout = Font(base: .style(.callout))
    public static let footnote = Font(base: .style(.footnote))
    public static let caption = Font(base: .style(.caption))
    public static let caption2 = Font(base: .style(.caption2))

    /// A system font of a fixed size that does not follow Dynamic Type.
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(base: .system(size: Double(size)), weight: weight, design: design)
    }

    /// A system font for a text style.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(base: .style(style), weight: weight, design: design)
    }

    /// A named font that scales with body text.
    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(base: .custom(name: name, size: Double(size), relativeTo: .body))
    }

    /// A named font that scales with `textStyle`.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        Font(base: .custom(name: name, size: Double(size), relativeTo: textStyle))
    }

    /// A named font of a fixed size.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        Font(base: .custom(name: name, size: Double(fixedSize), relativeTo: nil))
    }

    // MARK: Modifiers

    public func weight(_ weight: Weight) -> Font {
        var font = self
        font.weight = weight
        return font
    }

    public func bold() -> Font { weight(.bold) }

    public func italic() -> Font {
        var font = self
        font.isItalic = true
        return font
    }

    /// This font with small capitals: accepted, drawn with the font's usual capitals (Inter's
    /// small capitals are not used here).
    public func smallCaps() -> Font { self }

    /// This font with lowercase letters as small capitals: accepted, drawn as written.
    public func lowercaseSmallCaps() -> Font { self }

    /// This font with uppercase letters as small capitals: accepted, drawn as written.
    public func uppercaseSmallCaps() -> Font { self }

    /// Line spacing of a font (`Font.leading(_:)`).
    public enum Leading: Sendable, Hashable {
        case standard, tight, loose
    }

    /// This font with tighter or looser line spacing: accepted, the text style's line height is kept.
    public func leading(_ leading: Leading) -> Font { self }

    public func monospacedDigit() -> Font {
        var font = self
        font.usesMonospacedDigit = true
        return font
    }

    public func monospaced() -> Font {
        var font = self
        font.isMonospaced = true
        return font
    }

    // MARK: Nested types

    /// A Dynamic Type text style.
    public enum TextStyle: Sendable, Hashable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }

    /// A font weight.
    public struct Weight: Sendable, Hashable {
        package let value: Int
        package init(value: Int) { self.value = value }

        public static let ultraLight = Weight(value: 100)
        public static let thin = Weight(value: 200)
        public static let light = Weight(value: 300)
        public static let regular = Weight(value: 400)
        public static let medium = Weight(value: 500)
        public static let semibold = Weight(value: 600)
        public static let bold = Weight(value: 700)
        public static let heavy = Weight(value: 800)
        public static let black = Weight(value: 900)
    }

    /// A font design.
    public enum Design: Sendable, Hashable {
        case `default`, serif, rounded, monospaced
    }

    // MARK: Resolution

    /// The concrete font for a Dynamic Type size.
    package func resolve(dynamicTypeSize: DynamicTypeSize, legibilityWeight: Bool = false) -> FontSpec {
        let size: Double
        var families: [String]
        let defaultWeight: Weight
        var lineHeight: Double?
        switch base {
        case .style(let style):
            size = style.pointSize(at: dynamicTypeSize)
            lineHeight = style.lineHeight(at: dynamicTypeSize)
            families = FontSpec.defaultFamilies
            defaultWeight = style.defaultWeight
        case .system(let fixed):
            size = fixed
            families = FontSpec.defaultFamilies
            defaultWeight = .regular
        case .custom(let name, let base, let relativeTo):
            if let relativeTo {
                size = base * relativeTo.pointSize(at: dynamicTypeSize) / relativeTo.pointSize(at: .large)
            } else {
                size = base
            }
            families = [name] + FontSpec.defaultFamilies
            defaultWeight = .regular
        }
        switch isMonospaced ? .monospaced : (design ?? .default) {
        case .serif: families = FontSpec.serifFamilies
        case .monospaced: families = FontSpec.monospacedFamilies
        case .rounded: if case .custom = base {} else { families = FontSpec.roundedFamilies }
        case .default: break
        }
        let sanitized = size.isFinite && size > 0 ? min(size, 1000) : 17
        // The system font tracks by size as San Francisco does; named and other designs keep their own spacing.
        let tracking = families == FontSpec.defaultFamilies ? SystemFontTracking.interTracking(at: sanitized) : 0
        return FontSpec(
            families: families, size: sanitized, weight: (weight ?? defaultWeight).value, italic: isItalic,
            monospacedDigits: usesMonospacedDigit, tracking: tracking, lineHeight: size == sanitized ? lineHeight : nil
        )
    }
}
