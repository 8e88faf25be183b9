public import Foundation

extension NSAttributedString {
    /// A document format `NSAttributedString(data:options:documentAttributes:)` reads.
    public struct DocumentType: RawRepresentable, Hashable, Sendable {
        /// UIKit's name of the format.
        public let rawValue: String
        /// A format from UIKit's name.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// HTML: the small subset described at ``NSAttributedString/init(data:options:documentAttributes:)``.
        public static let html = DocumentType(rawValue: "NSHTML")
        /// Plain text.
        public static let plain = DocumentType(rawValue: "NSPlainText")
        /// Rich Text Format (not read here).
        public static let rtf = DocumentType(rawValue: "NSRTF")
        /// Rich Text Format with attachments (not read here).
        public static let rtfd = DocumentType(rawValue: "NSRTFD")
    }

    /// An option of `NSAttributedString(data:options:documentAttributes:)`.
    public struct DocumentReadingOptionKey: RawRepresentable, Hashable, Sendable {
        /// UIKit's name of the option.
        public let rawValue: String
        /// An option from UIKit's name.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The document's format, a ``DocumentType`` (HTML when the data starts with a tag).
        public static let documentType = DocumentReadingOptionKey(rawValue: "DocumentType")
        /// The text encoding, a `String.Encoding` raw value (`UInt`); UTF-8 by default.
        public static let characterEncoding = DocumentReadingOptionKey(rawValue: "CharacterEncoding")
        /// Attributes every character gets (plain text only).
        public static let defaultAttributes = DocumentReadingOptionKey(rawValue: "DefaultAttributes")
    }

    /// Reads a document: plain text, or a small, safe subset of HTML, which widgets use to show
    /// a feed's formatted summary.
    ///
    /// ```swift
    /// let summary = try NSAttributedString(
    ///     data: Data(item.html.utf8),
    ///     options: [.documentType: NSAttributedString.DocumentType.html,
    ///               .characterEncoding: String.Encoding.utf8.rawValue],
    ///     documentAttributes: nil)
    /// Text(AttributedString(summary))
    /// ```
    ///
    /// HTML: text; `b`/`strong` bold and `i`/`em` italic (``NSAttributedString/Key/font``); `a
    /// href` a ``NSAttributedString/Key/link``; `u` an underline and `s`/`del`/`strike` a
    /// strikethrough; `br` a line break; `p` and `div` paragraphs; named and numeric entities. Every other
    /// tag is dropped and its text kept, except `script`, `style`, `head` and `title`, whose text
    /// is dropped; nothing is fetched and nothing runs. Text is in the system font at 12 points
    /// (Apple's importer uses Times at 12 points). White space collapses as in a browser.
    ///
    /// - Throws: `CocoaError(.fileReadCorruptFile)` for data that is not text in the encoding,
    ///   `CocoaError(.fileReadUnknown)` for RTF.
    public convenience init(
        data: Data, options: [NSAttributedString.DocumentReadingOptionKey: Any] = [:],
        documentAttributes dict: UnsafeMutablePointer<NSDictionary?>?
    ) throws {
        let encodingValue = (options[.characterEncoding] as? UInt) ?? (options[.characterEncoding] as? NSNumber)?.uintValue
        let encoding = encodingValue.map(String.Encoding.init(rawValue:)) ?? .utf8
        guard let text = String(data: data, encoding: encoding) else { throw CocoaError(.fileReadCorruptFile) }
        let type = options[.documentType] as? DocumentType
            ?? (text.drop { $0.isWhitespace }.first == "<" ? .html : .plain)
        let result: NSAttributedString
        switch type {
        case .html:
            result = HTMLImporter.attributedString(from: text)
        case .plain:
            let attributes = options[.defaultAttributes] as? [NSAttributedString.Key: Any] ?? [:]
            result = NSAttributedString(string: text, attributes: attributes)
        default:
            throw CocoaError(.fileReadUnknown)
        }
        dict?.pointee = ["DocumentType": type.rawValue] as NSDictionary
        self.init(attributedString: result)
    }
}

/// The HTML subset of ``NSAttributedString/init(data:options:documentAttributes:)``.
enum HTMLImporter {
    private struct Style {
        var bold = 0, italic = 0, underline = 0, strike = 0, hidden = 0
        var links: [URL?] = []
    }

    static func attributedString(from html: String) -> NSAttributedString {
        let output = NSMutableAttributedString(string: "")
        var style = Style()
        var pendingSpace = false
        var atLineStart = true
        var index = html.startIndex

        var buffer = ""
        // Text in the current style waits in `buffer` until a tag may change the style.
        func flush() {
            guard !buffer.isEmpty else { return }
            var attributes: [NSAttributedString.Key: Any] = [.font: font(style)]
            if let link = style.links.last(where: { $0 != nil }) ?? nil { attributes[.link] = link }
            if style.underline > 0 { attributes[.underlineStyle] = NSUnderlineStyle.single.rawValue }
            if style.strike > 0 { attributes[.strikethroughStyle] = NSUnderlineStyle.single.rawValue }
            output.append(NSAttributedString(string: buffer, attributes: attributes))
            buffer = ""
        }
        func append(_ text: String) {
            guard style.hidden == 0 else { return }
            buffer += text
        }
        func appendText(_ raw: String) {
            for character in decodeEntities(raw) {
                if character.isWhitespace && character != "\u{A0}" {
                    pendingSpace = true
                } else {
                    if pendingSpace && !atLineStart { append(" ") }
                    pendingSpace = false
                    atLineStart = false
                    append(String(character))
                }
            }
        }
        func lineBreak() {
            guard style.hidden == 0 else { return }
            append("\n")
            pendingSpace = false
            atLineStart = true
        }
        func paragraphBreak() {
            if (output.length > 0 || !buffer.isEmpty) && !atLineStart { lineBreak() }
        }

        while index < html.endIndex {
            guard let open = html[index...].firstIndex(of: "<") else {
                appendText(String(html[index...]))
                break
            }
            // A `<` that does not start a tag (`a < b`) is text.
            let next = html.index(after: open)
            if next < html.endIndex, !(html[next].isLetter || html[next] == "/" || html[next] == "!") {
                appendText(String(html[index...open]))
                index = next
                continue
            }
            appendText(String(html[index..<open]))
            if html[open...].hasPrefix("<!--") {
                guard let end = html[open...].range(of: "-->") else { break }
                index = end.upperBound
                continue
            }
            guard let close = html[open...].firstIndex(of: ">") else {
                appendText(String(html[open...]))
                break
            }
            let tag = Tag(String(html[html.index(after: open)..<close]))
            index = html.index(after: close)
            flush()
            switch tag.name {
            case "b", "strong": style.bold += tag.closing ? -1 : 1
            case "i", "em": style.italic += tag.closing ? -1 : 1
            case "u", "ins": style.underline += tag.closing ? -1 : 1
            case "s", "del", "strike": style.strike += tag.closing ? -1 : 1
            case "script", "style", "head", "title": style.hidden += tag.closing ? -1 : (tag.selfClosing ? 0 : 1)
            case "a":
                if tag.closing { _ = style.links.popLast() }
                else if !tag.selfClosing { style.links.append(tag.attribute("href").flatMap(safeURL)) }
            case "br": lineBreak()
            case "p", "div", "li", "h1", "h2", "h3", "h4", "h5", "h6", "ul", "ol", "blockquote":
                paragraphBreak()
            default: break
            }
            style.bold = max(style.bold, 0)
            style.italic = max(style.italic, 0)
            style.underline = max(style.underline, 0)
            style.strike = max(style.strike, 0)
            style.hidden = max(style.hidden, 0)
        }
        flush()
        // A paragraph's closing break at the very end stays, as Apple's importer keeps it.
        return output
    }

    private static func font(_ style: Style) -> UIFont {
        UIFont(kind: .system(weight: style.bold > 0 ? .bold : .regular, monospacedDigits: false, monospaced: false,
                             italic: style.italic > 0), pointSize: 12)
    }

    /// Links with a scheme a widget can open (`http`, `https`, `mailto`, `tel`, or the app's own);
    /// `javascript:` and `data:` links are dropped.
    private static func safeURL(_ string: String) -> URL? {
        guard let url = URL(string: decodeEntities(string).trimmingCharacters(in: .whitespaces)) else { return nil }
        let scheme = url.scheme?.lowercased() ?? ""
        return ["javascript", "data", "vbscript", "file"].contains(scheme) ? nil : url
    }

    private struct Tag {
        var name: String
        var closing: Bool
        var selfClosing: Bool
        var body: String

        init(_ raw: String) {
            var text = raw.trimmingCharacters(in: .whitespacesAndNewlines)
            closing = text.hasPrefix("/")
            if closing { text.removeFirst() }
            selfClosing = text.hasSuffix("/")
            if selfClosing { text.removeLast() }
            let nameEnd = text.firstIndex { $0.isWhitespace } ?? text.endIndex
            name = text[..<nameEnd].lowercased()
            body = String(text[nameEnd...])
        }

        /// The value of attribute `key` (quoted with `"` or `'`, or bare).
        func attribute(_ key: String) -> String? {
            var rest = Substring(body)
            while let range = rest.range(of: key, options: .caseInsensitive) {
                let before = range.lowerBound == rest.startIndex ? " " : rest[rest.index(before: range.lowerBound)]
                var after = rest[range.upperBound...].drop { $0 == " " }
                rest = rest[range.upperBound...]
                guard before.isWhitespace || before == "\"" || before == "'", after.first == "=" else { continue }
                after = after.dropFirst().drop { $0 == " " }
                if let quote = after.first, quote == "\"" || quote == "'" {
                    let value = after.dropFirst()
                    return String(value.prefix { $0 != quote })
                }
                return String(after.prefix { !$0.isWhitespace })
            }
            return nil
        }
    }

    private static let entities: [String: String] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{A0}", "copy": "©", "reg": "®",
        "trade": "™", "hellip": "…", "mdash": "—", "ndash": "–", "lsquo": "‘", "rsquo": "’", "ldquo": "“",
        "rdquo": "”", "bull": "•", "middot": "·", "euro": "€", "pound": "£", "yen": "¥", "cent": "¢", "deg": "°",
        "times": "×", "divide": "÷", "laquo": "«", "raquo": "»", "iexcl": "¡", "iquest": "¿",
    ]

    /// `&amp;`, `&#233;`, `&#xE9;` and the named entities above decoded; unknown ones kept as written.
    static func decodeEntities(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var result = ""
        var index = text.startIndex
        while let amp = text[index...].firstIndex(of: "&") {
            result += text[index..<amp]
            let tail = text[text.index(after: amp)...]
            if let semicolon = tail.prefix(12).firstIndex(of: ";") {
                let name = String(tail[..<semicolon])
                var decoded: String?
                if name.hasPrefix("#x") || name.hasPrefix("#X") {
                    decoded = UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init).map { String(Character($0)) }
                } else if name.hasPrefix("#") {
                    decoded = UInt32(name.dropFirst()).flatMap(Unicode.Scalar.init).map { String(Character($0)) }
                } else {
                    decoded = entities[name]
                }
                if let decoded {
                    result += decoded
                    index = text.index(after: semicolon)
                    continue
                }
            }
            result += "&"
            index = text.index(after: amp)
        }
        result += text[index...]
        return result
    }
}
