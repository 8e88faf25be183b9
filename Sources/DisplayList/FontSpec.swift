import Foundation

/// A concrete font: what the text engine measures with and every renderer draws with.
public struct FontSpec: Sendable, Codable, Hashable {
    /// A fontconfig family list, most preferred first, e.g. `["Inter", "Noto Sans CJK SC", "Noto Color Emoji"]`.
    public var families: [String]
    /// Size in points.
    public var size: Double
    /// CSS/OpenType weight, 100...900.
    public var weight: Int
    public var italic: Bool
    /// Tabular (fixed-width) digits, as `monospacedDigit()` asks.
    public var monospacedDigits: Bool
    /// Extra space between characters in points (`kerning`/`tracking`).
    public var tracking: Double
    /// The line height of a Dynamic Type text style in points (Apple's typography table: body
    /// 17/22, caption 12/16), from which the text engine derives the leading between lines; nil
    /// for fonts of a fixed size, which have no leading.
    public var lineHeight: Double?

    public init(
        families: [String], size: Double, weight: Int = 400, italic: Bool = false,
        monospacedDigits: Bool = false, tracking: Double = 0, lineHeight: Double? = nil
    ) {
        self.families = families
        self.size = size
        self.weight = weight
        self.italic = italic
        self.monospacedDigits = monospacedDigits
        self.tracking = tracking
        self.lineHeight = lineHeight
    }

    /// The default families: Inter for Latin text, Noto Sans CJK for Chinese and Japanese, Noto Color Emoji.
    public static let defaultFamilies = ["Inter", "Noto Sans CJK SC", "Noto Color Emoji"]
    /// A monospaced stack for `.monospaced` designs: JetBrains Mono (fonts-jetbrains-mono) for SF Mono.
    public static let monospacedFamilies = ["JetBrains Mono", "DejaVu Sans Mono", "Noto Sans Mono CJK SC", "Noto Color Emoji"]
    /// A serif stack for `.serif` designs: Caladea (fonts-crosextra-caladea) for New York.
    public static let serifFamilies = ["Caladea", "DejaVu Serif", "Noto Serif CJK SC", "Noto Color Emoji"]
    /// A rounded stack for `.rounded` designs: Quicksand (fonts-quicksand) for SF Pro Rounded.
    public static let roundedFamilies = ["Quicksand", "Inter", "Noto Sans CJK SC", "Noto Color Emoji"]
    /// The icon font that `Image(systemName:)` draws with.
    public static let symbolFamilies = ["Material Design Icons"]

    /// The CSS `font-family` value for this font.
    public var cssFamily: String {
        (families.map { "'\($0)'" } + ["sans-serif"]).joined(separator: ",")
    }
}
