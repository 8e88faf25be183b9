import DisplayList
import Foundation
import Testing
@testable import TextEngine

@Suite("Text engine: long text is cut to what can be shown before shaping")
struct TextBudgetTests {
    static let font = FontSpec(families: FontSpec.defaultFamilies, size: 15)

    static func request(_ runs: [String], lineLimit: Int? = nil, maxWidth: Double? = 300, maxHeight: Double? = 150)
        -> TextLayoutRequest {
        TextLayoutRequest(runs: runs.map { StyledRun(text: $0, font: font) }, maxWidth: maxWidth, maxHeight: maxHeight,
                          lineLimit: lineLimit)
    }

    static func shapedCharacters(_ request: TextLayoutRequest) -> Int {
        TextEngine.sanitized(request).runs.reduce(0) { $0 + $1.text.count }
    }

    @Test("A 100,000-character text shapes at most the budget, and shows its start with an ellipsis")
    func hugeText() {
        let text = String(repeating: "Lorem ipsum dolor sit amet. ", count: 3_600)
        #expect(text.count > 100_000)
        let request = Self.request([text])
        #expect(Self.shapedCharacters(request) == TextEngine.maximumCharacters)
        let result = TextEngine.current.layout(request)
        #expect(result.isTruncated)
        #expect(result.size.height <= 150)
        #expect(result.lines.first?.string.hasPrefix("Lorem ipsum dolor") == true)
        #expect(result.lines.last?.string.hasSuffix("\u{2026}") == true)
        // Unconstrained (the ideal size a stack asks first) is cut too.
        let ideal = TextEngine.current.layout(Self.request([text], maxWidth: nil, maxHeight: nil))
        #expect(ideal.lines.reduce(0) { $0 + $1.string.count } <= TextEngine.maximumCharacters)
    }

    @Test("A line limit shrinks the budget; short texts are untouched")
    func lineLimit() {
        let text = String(repeating: "x", count: 50_000)
        #expect(Self.shapedCharacters(Self.request([text], lineLimit: 2)) == 2 * TextEngine.charactersPerLine)
        #expect(Self.shapedCharacters(Self.request([text], lineLimit: 1_000)) == TextEngine.maximumCharacters)
        let short = Self.request(["Hello, world"], lineLimit: 1)
        #expect(TextEngine.sanitized(short).runs == short.runs)
    }

    @Test("The cut keeps whole characters and the runs before it, in order")
    func runsAndGraphemes() {
        let flags = String(repeating: "🇫🇷", count: 5_000)
        let request = Self.request(["Start ", flags, "never shown"])
        let runs = TextEngine.sanitized(request).runs
        #expect(runs.count == 2)
        #expect(runs[0].text == "Start ")
        #expect(runs[1].text.count == TextEngine.maximumCharacters - 6)
        #expect(runs[1].text.unicodeScalars.count == 2 * runs[1].text.count)
    }
}
