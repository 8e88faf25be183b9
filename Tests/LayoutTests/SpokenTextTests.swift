import Foundation
import Testing
import DisplayList
@testable import LayoutEngine
@testable import ViewCore

/// What VoiceOver reads for a text and for a symbol: the layout pass builds these labels for
/// every text it places, on a fast path for the common case, which must read as the slow one.
@MainActor
@Suite("Spoken text")
struct SpokenTextTests {
    @Test("A text is read whole, each run of line breaks read as one space, whatever the characters", arguments: [
        ("21°", "21°"), ("Tile 1", "Tile 1"), ("a\nb", "a b"), ("a\r\nb", "a b"), ("\na\n\nb\n", "a b"),
        ("a\u{2028}b", "a b"), ("a\u{2029}b", "a b"), ("a\u{85}b", "a b"), ("a\u{0B}b\u{0C}c", "a b c"),
        ("€ – ½", "€ – ½"), ("日本語", "日本語"), ("é\u{301}", "é\u{301}"),
    ])
    func spokenText(text: String, expected: String) {
        let list = layout(Text(verbatim: text).lineLimit(nil), in: CGSize(width: 300, height: 300))
        #expect(list.accessibility.map(\.label) == (expected.isEmpty ? [] : [expected]))
    }

    @Test("The newline test answers as Character.isNewline does", arguments: [
        "plain", "21°", "\u{2027}", "\u{2028}", "\u{2029}", "\u{202A}", "\u{85}", "\u{A0}", "\u{84}", "x\r", "\u{E2}",
        "€", "\u{C2}\u{85}", "",
    ])
    func newlineTest(text: String) {
        #expect(TextElement.containsNewline(text) == text.contains(where: \.isNewline))
    }

    @Test("A symbol's spoken name skips empty words and only the word fill", arguments: [
        ("..star..fill.", "Star"), ("star.fillx", "Star fillx"), ("fill.fill", ""), ("a.fil", "A fil"), ("", ""),
        ("xfill.b", "Xfill b"),
    ])
    func spokenSymbolName(name: String, expected: String) {
        #expect(SymbolImageElement.spokenName(forSymbol: name) == expected)
    }
}
