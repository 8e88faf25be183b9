public import Foundation

extension AttributedString {
    /// The attributed string of an `NSAttributedString`, its UIKit attributes turned into the
    /// ones `Text` draws: ``NSAttributedString/Key/font`` (bold and italic too),
    /// ``NSAttributedString/Key/foregroundColor``, ``NSAttributedString/Key/backgroundColor``,
    /// ``NSAttributedString/Key/link``, the underline and strikethrough styles,
    /// ``NSAttributedString/Key/kern`` and ``NSAttributedString/Key/baselineOffset``. Other
    /// attributes (the paragraph style among them) are left out.
    ///
    /// ```swift
    /// let source = NSMutableAttributedString(string: "Breaking: ")
    /// source.append(NSAttributedString(string: "storm", attributes: [.foregroundColor: UIColor.red]))
    /// Text(AttributedString(source))
    /// ```
    public init(_ nsStr: NSAttributedString) {
        typealias SwiftUI = AttributeScopes.SwiftUIAttributes
        self.init()
        let string = nsStr.string
        nsStr.enumerateAttributes(in: NSRange(location: 0, length: nsStr.length)) { attributes, range, _ in
            guard let textRange = Range(range, in: string) else { return }
            var piece = AttributedString(String(string[textRange]))
            if let font = attributes[.font] as? UIFont { piece[SwiftUI.FontAttribute.self] = Font(font) }
            if let color = attributes[.foregroundColor] as? UIColor { piece[SwiftUI.ForegroundColorAttribute.self] = Color(color) }
            if let color = attributes[.backgroundColor] as? UIColor { piece[SwiftUI.BackgroundColorAttribute.self] = Color(color) }
            if let link = attributes[.link] as? URL ?? (attributes[.link] as? String).flatMap({ URL(string: $0) }) {
                piece[AttributeScopes.FoundationAttributes.LinkAttribute.self] = link
            }
            let lineColor = { (key: NSAttributedString.Key) in (attributes[key] as? UIColor).map { Color(uiColor: $0) } }
            if let style = Self.lineStyle(attributes[.underlineStyle], color: lineColor(.underlineColor)) {
                piece[SwiftUI.UnderlineStyleAttribute.self] = style
            }
            if let style = Self.lineStyle(attributes[.strikethroughStyle], color: lineColor(.strikethroughColor)) {
                piece[SwiftUI.StrikethroughStyleAttribute.self] = style
            }
            if let kern = Self.number(attributes[.kern]) { piece[SwiftUI.KerningAttribute.self] = kern }
            if let offset = Self.number(attributes[.baselineOffset]) { piece[SwiftUI.BaselineOffsetAttribute.self] = offset }
            self.append(piece)
        }
    }

    /// A line for a UIKit underline or strikethrough value (an `Int`, an `NSUnderlineStyle` or a
    /// number); `nil` for none.
    private static func lineStyle(_ value: Any?, color: Color?) -> Text.LineStyle? {
        let raw: Int? = switch value {
        case let style as NSUnderlineStyle: style.rawValue
        case let int as Int: int
        case let number as NSNumber: number.intValue
        default: nil
        }
        guard let raw, raw != 0 else { return nil }
        let pattern: Text.LineStyle.Pattern = switch raw & 0x0F00 {
        case NSUnderlineStyle.patternDot.rawValue: .dot
        case NSUnderlineStyle.patternDash.rawValue: .dash
        case NSUnderlineStyle.patternDashDot.rawValue: .dashDot
        case NSUnderlineStyle.patternDashDotDot.rawValue: .dashDotDot
        default: .solid
        }
        return Text.LineStyle(pattern: pattern, color: color)
    }

    private static func number(_ value: Any?) -> CGFloat? {
        switch value {
        case let value as CGFloat: value
        case let value as Double: CGFloat(value)
        case let value as Int: CGFloat(value)
        case let value as NSNumber: CGFloat(value.doubleValue)
        default: nil
        }
    }
}
