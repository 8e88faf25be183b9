public import Foundation

/// A font as UIKit spells it, for widget code that sizes text with `UIFont` and shows it with
/// `Font(uiFont)`:
///
/// ```swift
/// Text(entry.title).font(Font(UIFont.systemFont(ofSize: 15, weight: .semibold)))
/// ```
///
/// A system font becomes `Font.system(size:weight:)`, a text style's font `Font.system(_:)`
/// (which follows Dynamic Type) and a named font `Font.custom(_:fixedSize:)`. The metrics
/// (``lineHeight``, ``ascender``…) are the system font's proportions, not measured glyphs.
public final class UIFont: Hashable, Sendable, CustomStringConvertible {
    package enum Kind: Hashable, Sendable {
        case system(weight: Weight, monospacedDigits: Bool, monospaced: Bool, italic: Bool)
        case textStyle(TextStyle)
        case named(String)
    }

    package let kind: Kind
    /// The size in points.
    public let pointSize: CGFloat

    package init(kind: Kind, pointSize: CGFloat) {
        self.kind = kind
        self.pointSize = pointSize
    }

    /// The font named `fontName` (a PostScript, full or family name), or `nil` when there is no
    /// such font, as UIKit answers: `UIFont(name: "Brand-Bold", size: 15) ?? .boldSystemFont(ofSize: 15)`.
    ///
    /// A font is found when fontconfig knows the name (installed here, or registered from the
    /// app's `UIAppFonts` at start) or when iOS ships it ("Menlo-Bold", "Avenir Next"): the
    /// latter are drawn with the nearest installed face.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        guard Self.isKnownFontName(fontName) else { return nil }
        self.init(kind: .named(fontName), pointSize: fontSize)
    }

    /// The system font in regular weight.
    public class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .regular)
    }

    /// The system font in `weight`.
    public class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(kind: .system(weight: weight, monospacedDigits: false, monospaced: false, italic: false), pointSize: fontSize)
    }

    /// The bold system font.
    public class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .bold)
    }

    /// The italic system font.
    public class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(kind: .system(weight: .regular, monospacedDigits: false, monospaced: false, italic: true), pointSize: fontSize)
    }

    /// The system font with digits of equal width.
    public class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(kind: .system(weight: weight, monospacedDigits: true, monospaced: false, italic: false), pointSize: fontSize)
    }

    /// The monospaced system font.
    public class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(kind: .system(weight: weight, monospacedDigits: false, monospaced: true, italic: false), pointSize: fontSize)
    }

    /// The font of a text style at the render's text size (its ``pointSize``; drawn with
    /// `Font(_:)` it follows the environment's text size, as `Font.system(_:)` does).
    public class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// The font of a text style at the traits' text size (the render's when they give none).
    public class func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let size = traitCollection?.preferredContentSizeCategory.dynamicTypeSize ?? RenderThread.dynamicTypeSize
        return UIFont(kind: .textStyle(style), pointSize: CGFloat(style.swiftUIStyle.pointSize(at: size)))
    }

    /// The size UIKit uses for standard controls: 14.
    public class var systemFontSize: CGFloat { 14 }
    /// The size of small controls: 12.
    public class var smallSystemFontSize: CGFloat { 12 }
    /// The size of labels: 17.
    public class var labelFontSize: CGFloat { 17 }
    /// The size of buttons: 18.
    public class var buttonFontSize: CGFloat { 18 }

    /// This font at another size.
    public func withSize(_ fontSize: CGFloat) -> UIFont {
        switch kind {
        case .textStyle:
            // A resized text-style font is a fixed-size system font, as on iOS.
            let weight: Weight = if case .textStyle(.headline) = kind { .semibold } else { .regular }
            return UIFont.systemFont(ofSize: fontSize, weight: weight)
        default:
            return UIFont(kind: kind, pointSize: fontSize)
        }
    }

    /// The font's name: ".SFUI-Regular" style names for the system font.
    public var fontName: String {
        switch kind {
        case .named(let name): name
        case .system, .textStyle: ".SFUI-Regular"
        }
    }

    /// The family's name.
    public var familyName: String {
        switch kind {
        case .named(let name): name
        case .system, .textStyle: ".SF UI Text"
        }
    }

    /// The distance from the baseline to the top of the tallest glyphs (San Francisco's proportion).
    public var ascender: CGFloat { pointSize * 0.953 }
    /// The distance below the baseline, negative (San Francisco's proportion).
    public var descender: CGFloat { -pointSize * 0.238 }
    /// The height of a line: ascender plus descender.
    public var lineHeight: CGFloat { ascender - descender }
    /// The height of capital letters.
    public var capHeight: CGFloat { pointSize * 0.705 }
    /// The height of lowercase x.
    public var xHeight: CGFloat { pointSize * 0.528 }
    /// Extra space between lines: 0 for the system font.
    public var leading: CGFloat { 0 }

    public static func == (lhs: UIFont, rhs: UIFont) -> Bool { lhs.kind == rhs.kind && lhs.pointSize == rhs.pointSize }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(pointSize)
    }

    public var description: String { "<UIFont: \(fontName) \(pointSize)pt>" }

    /// A font weight, from -1 (lightest) to 1 (heaviest), as UIKit's `UIFont.Weight`.
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)

        /// SwiftUI's weight nearest to this one.
        package var swiftUIWeight: Font.Weight {
            let table: [(CGFloat, Font.Weight)] = [
                (-0.8, .ultraLight), (-0.6, .thin), (-0.4, .light), (0, .regular), (0.23, .medium), (0.3, .semibold),
                (0.4, .bold), (0.56, .heavy), (0.62, .black),
            ]
            return table.min { abs($0.0 - rawValue) < abs($1.0 - rawValue) }!.1
        }
    }

    /// A Dynamic Type text style, as UIKit's `UIFont.TextStyle`.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// SwiftUI's text style of the same name; body for an unknown one.
        package var swiftUIStyle: Font.TextStyle {
            switch self {
            case .largeTitle: .largeTitle
            case .title1: .title
            case .title2: .title2
            case .title3: .title3
            case .headline: .headline
            case .subheadline: .subheadline
            case .callout: .callout
            case .footnote: .footnote
            case .caption1: .caption
            case .caption2: .caption2
            default: .body
            }
        }
    }
}

extension Font {
    /// The SwiftUI font of a UIKit font (SwiftUI's `Font(_: CTFont)`, which a `UIFont` is on iOS).
    public init(_ font: UIFont) {
        switch font.kind {
        case .textStyle(let style):
            self = .system(style.swiftUIStyle)
        case .named(let name):
            self = .custom(name, fixedSize: font.pointSize)
        case .system(let weight, let monospacedDigits, let monospaced, let italic):
            var result = Font.system(size: font.pointSize, weight: weight.swiftUIWeight)
            if monospacedDigits { result = result.monospacedDigit() }
            if monospaced { result = result.monospaced() }
            if italic { result = result.italic() }
            self = result
        }
    }
}
