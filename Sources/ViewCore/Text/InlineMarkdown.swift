import Foundation
import DisplayList

/// The inline markdown SwiftUI reads in `Text` string literals (`LocalizedStringKey`):
/// `**bold**`, `__bold__`, `*italic*`, `_italic_`, `***both***`, `~~struck~~`, `` `code` ``,
/// `[link](https://…)` and backslash escapes. Block syntax (headings, lists) stays as written,
/// as with Apple's `inlineOnlyPreservingWhitespace` parsing.
///
/// Emphasis follows CommonMark's delimiter-run rules (an underscore inside a word, as in
/// `snake_case`, is a letter); an unmatched delimiter is shown as written.
enum InlineMarkdown {
    struct Attributes: Hashable {
        var bold = false
        var italic = false
        var strikethrough = false
        var code = false
        var link: String?
        var isEmpty: Bool { self == Attributes() }
    }

    struct Span: Equatable {
        var text: String
        var attributes = Attributes()
    }

    /// Whether `string` has a character that can start markdown: only then is it parsed.
    static func mayContainMarkup(_ string: String) -> Bool {
        for byte in string.utf8 {
            switch byte {
            case UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "`"), UInt8(ascii: "~"),
                 UInt8(ascii: "["), UInt8(ascii: "\\"):
                return true
            default: continue
            }
        }
        return false
    }

    private enum Token {
        case text(String, Attributes)
        /// A run of `*`, `_` or `~`; `count` left to match.
        case delimiter(Character, count: Int, canOpen: Bool, canClose: Bool, Attributes)
        /// `[` waiting for its `](url)`.
        case bracket(Attributes)

        var attributes: Attributes {
            switch self {
            case .text(_, let a), .delimiter(_, _, _, _, let a), .bracket(let a): a
            }
        }

        func with(_ attributes: Attributes) -> Token {
            switch self {
            case .text(let s, _): .text(s, attributes)
            case .delimiter(let c, let n, let o, let cl, _): .delimiter(c, count: n, canOpen: o, canClose: cl, attributes)
            case .bracket: .bracket(attributes)
            }
        }

        var literal: String {
            switch self {
            case .text(let s, _): s
            case .delimiter(let c, let n, _, _, _): String(repeating: c, count: n)
            case .bracket: "["
            }
        }
    }

    /// Parses `source` into spans of uniform attributes, in order.
    static func parse(_ source: String) -> [Span] {
        let characters = Array(source)
        var tokens: [Token] = []
        var text = ""
        func flush() {
            if !text.isEmpty { tokens.append(.text(text, Attributes())); text = "" }
        }
        var index = 0
        while index < characters.count {
            let character = characters[index]
            switch character {
            case "\\":
                if index + 1 < characters.count, characters[index + 1].isASCII, characters[index + 1].isPunctuation
                    || characters[index + 1].isSymbol {
                    text.append(characters[index + 1])
                    index += 2
                } else {
                    text.append(character)
                    index += 1
                }
            case "`":
                var run = 0
                while index + run < characters.count, characters[index + run] == "`" { run += 1 }
                // The code span ends at the next run of exactly as many backticks.
                var search = index + run, end: Int?
                while search < characters.count {
                    if characters[search] == "`" {
                        var closing = 0
                        while search + closing < characters.count, characters[search + closing] == "`" { closing += 1 }
                        if closing == run { end = search; break }
                        search += closing
                    } else {
                        search += 1
                    }
                }
                if let end {
                    flush()
                    var code = String(characters[(index + run)..<end])
                    if code.count > 2, code.first == " ", code.last == " ", code.contains(where: { $0 != " " }) {
                        code = String(code.dropFirst().dropLast())
                    }
                    var attributes = Attributes()
                    attributes.code = true
                    tokens.append(.text(code, attributes))
                    index = end + run
                } else {
                    text += String(repeating: "`", count: run)
                    index += run
                }
            case "*", "_", "~":
                var run = 0
                while index + run < characters.count, characters[index + run] == character { run += 1 }
                let before: Character? = index > 0 ? characters[index - 1] : nil
                let after: Character? = index + run < characters.count ? characters[index + run] : nil
                let left = isLeftFlanking(before: before, after: after)
                let right = isLeftFlanking(before: after, after: before)
                var canOpen = left, canClose = right
                if character == "_" {
                    canOpen = left && (!right || isPunctuation(before))
                    canClose = right && (!left || isPunctuation(after))
                }
                if character == "~", run > 2 {
                    text += String(repeating: "~", count: run)
                } else {
                    flush()
                    tokens.append(.delimiter(character, count: run, canOpen: canOpen, canClose: canClose, Attributes()))
                }
                index += run
            case "[":
                flush()
                tokens.append(.bracket(Attributes()))
                index += 1
            case "]":
                if index + 1 < characters.count, characters[index + 1] == "(",
                   let close = characters[(index + 2)...].firstIndex(of: ")"),
                   let opener = tokens.lastIndex(where: { if case .bracket = $0 { true } else { false } }) {
                    flush()
                    var destination = String(characters[(index + 2)..<close]).trimmingCharacters(in: .whitespaces)
                    if destination.hasPrefix("<"), destination.hasSuffix(">") {
                        destination = String(destination.dropFirst().dropLast())
                    }
                    // Only the part before a title ("url "title"") is the address.
                    if let space = destination.firstIndex(of: " ") { destination = String(destination[..<space]) }
                    let inner = resolveEmphasis(Array(tokens[(opener + 1)...]))
                    tokens.removeSubrange(opener...)
                    for token in inner {
                        var attributes = token.attributes
                        attributes.link = destination
                        tokens.append(token.with(attributes))
                    }
                    index = close + 1
                } else {
                    text.append(character)
                    index += 1
                }
            default:
                text.append(character)
                index += 1
            }
        }
        flush()
        return merge(resolveEmphasis(tokens))
    }

    /// CommonMark's "process emphasis": each closer, from the left, pairs with the nearest
    /// opener of its character before it; what lies between takes the emphasis.
    private static func resolveEmphasis(_ input: [Token]) -> [Token] {
        var tokens = input
        var closer = 0
        while closer < tokens.count {
            guard case .delimiter(let character, let closeCount, _, true, let closeAttributes) = tokens[closer] else {
                closer += 1
                continue
            }
            var found: Int?
            var opener = closer - 1
            while opener >= 0 {
                if case .delimiter(character, let count, true, _, _) = tokens[opener] {
                    if character != "~" || count == closeCount { found = opener; break }
                }
                opener -= 1
            }
            guard let found, case .delimiter(_, let openCount, let canOpen, let canClose, let openAttributes) = tokens[found]
            else {
                closer += 1
                continue
            }
            let used = character == "~" ? closeCount : min(2, openCount, closeCount)
            // Everything between takes the emphasis; unmatched delimiters between become text.
            for between in (found + 1)..<closer {
                var attributes = tokens[between].attributes
                switch (character, used) {
                case ("~", _): attributes.strikethrough = true
                case (_, 2): attributes.bold = true
                default: attributes.italic = true
                }
                tokens[between] = tokens[between].with(attributes)
            }
            tokens[closer] = .delimiter(character, count: closeCount - used, canOpen: false, canClose: true, closeAttributes)
            tokens[found] = .delimiter(character, count: openCount - used, canOpen: canOpen, canClose: canClose, openAttributes)
            var removed = 0
            if closeCount - used == 0 { tokens.remove(at: closer) }
            if openCount - used == 0 { tokens.remove(at: found); removed += 1 }
            closer -= removed
            if closeCount - used == 0 { continue }
        }
        return tokens
    }

    /// Adjacent pieces with the same attributes joined; leftover delimiters and brackets as text.
    private static func merge(_ tokens: [Token]) -> [Span] {
        var spans: [Span] = []
        for token in tokens {
            let literal = token.literal
            guard !literal.isEmpty else { continue }
            if let last = spans.last, last.attributes == token.attributes {
                spans[spans.count - 1].text += literal
            } else {
                spans.append(Span(text: literal, attributes: token.attributes))
            }
        }
        return spans
    }

    private static func isWhitespace(_ character: Character?) -> Bool {
        character.map { $0.isWhitespace } ?? true
    }

    private static func isPunctuation(_ character: Character?) -> Bool {
        guard let character else { return false }
        return character.isPunctuation || character.isSymbol
    }

    /// A delimiter run is left-flanking when followed by non-whitespace, and either not by
    /// punctuation or by punctuation after whitespace or punctuation (CommonMark 6.2).
    private static func isLeftFlanking(before: Character?, after: Character?) -> Bool {
        guard !isWhitespace(after) else { return false }
        return !isPunctuation(after) || isWhitespace(before) || isPunctuation(before)
    }
}

extension InlineMarkdown.Span {
    /// `style` with this span's markdown applied: bold, italic, strikethrough, monospaced code,
    /// and links in the accent color (as SwiftUI draws them).
    func applied(to style: Text.RunStyle, environment: EnvironmentValues) -> Text.RunStyle {
        guard !attributes.isEmpty else { return style }
        var style = style
        if attributes.bold { style.weight = .bold }
        if attributes.italic { style.italic = true }
        if attributes.strikethrough { style.strikethrough = style.strikethrough ?? .single }
        if attributes.code { style.monospaced = true }
        if attributes.link != nil {
            style.paint = environment.tintPaint ?? Color.accentColor.resolvePaint(in: environment)
        }
        return style
    }
}
