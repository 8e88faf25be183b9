public import Foundation

/// The attribute keys UIKit adds to `NSAttributedString` (Linux's Foundation declares none):
/// ``font`` takes a ``UIFont``, the colors a ``UIColor``, ``link`` a `URL` (or its string),
/// ``paragraphStyle`` an ``NSParagraphStyle``, the line styles an ``NSUnderlineStyle`` raw value,
/// ``kern`` and ``baselineOffset`` points. `AttributedString(_:)` turns them into the
/// attributes `Text` draws.
extension NSAttributedString.Key {
    /// The font of the text, a ``UIFont``.
    public static let font = NSAttributedString.Key(rawValue: "NSFont")
    /// The color of the text, a ``UIColor``.
    public static let foregroundColor = NSAttributedString.Key(rawValue: "NSColor")
    /// The color behind the text, a ``UIColor``.
    public static let backgroundColor = NSAttributedString.Key(rawValue: "NSBackgroundColor")
    /// A link, a `URL` or a `String`.
    public static let link = NSAttributedString.Key(rawValue: "NSLink")
    /// The paragraph's layout, an ``NSParagraphStyle``.
    public static let paragraphStyle = NSAttributedString.Key(rawValue: "NSParagraphStyle")
    /// An underline, an `Int` (an ``NSUnderlineStyle`` raw value; 0 is none).
    public static let underlineStyle = NSAttributedString.Key(rawValue: "NSUnderline")
    /// A line through the text, an `Int` (an ``NSUnderlineStyle`` raw value; 0 is none).
    public static let strikethroughStyle = NSAttributedString.Key(rawValue: "NSStrikethrough")
    /// The color of the underline, a ``UIColor``.
    public static let underlineColor = NSAttributedString.Key(rawValue: "NSUnderlineColor")
    /// The color of the strikethrough, a ``UIColor``.
    public static let strikethroughColor = NSAttributedString.Key(rawValue: "NSStrikethroughColor")
    /// Extra space after each character, in points.
    public static let kern = NSAttributedString.Key(rawValue: "NSKern")
    /// Points the text is raised from the baseline.
    public static let baselineOffset = NSAttributedString.Key(rawValue: "NSBaselineOffset")
}

/// How an underline or a strikethrough is drawn (UIKit's `NSUnderlineStyle`).
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    /// Apple's bits.
    public let rawValue: Int

    /// A style from Apple's bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// One thin line.
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    /// One thick line.
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    /// Two lines.
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    /// Solid (the default pattern).
    public static let patternSolid = NSUnderlineStyle([])
    /// Dotted.
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    /// Dashed.
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    /// Dash and dot.
    public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
    /// Dash, dot, dot.
    public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
    /// Under words only, not the spaces between them.
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}
