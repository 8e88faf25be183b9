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

    static func scalars(_ runs: [StyledRun]) -> [Int] {
        runs.flatMap { $0.text.map(\.unicodeScalars.count) }
    }

    @Test("A character of 800 combining marks keeps its base and the first marks; the text still lays out")
    func combiningMarks() throws {
        let hostile = "a" + String(repeating: "\u{0301}", count: 800)
        let text = String(repeating: hostile, count: 80)
        #expect(text.count == 80)
        #expect(text.unicodeScalars.count == 64_080)
        let runs = TextEngine.sanitized(Self.request([text])).runs
        let perCharacter = Self.scalars(runs)
        #expect(perCharacter.count == 80)
        #expect(perCharacter.allSatisfy { $0 == TextEngine.maximumScalarsPerCharacter })
        let first = try #require(runs.first?.text.first)
        #expect(first.unicodeScalars.first == "a")
        let result = TextEngine.current.layout(Self.request([text]))
        #expect(!result.lines.isEmpty)
        #expect(result.lines.reduce(0) { $0 + $1.string.unicodeScalars.count }
            <= 80 * TextEngine.maximumScalarsPerCharacter + 1)
    }

    @Test("Many long characters stop at the text's scalar budget, on a character boundary")
    func scalarBudget() {
        let cluster = "e" + String(repeating: "\u{0323}", count: 40)
        let text = String(repeating: cluster, count: 3_000)
        let runs = TextEngine.sanitized(Self.request(["Start ", text, "never shown"])).runs
        let total = runs.reduce(0) { $0 + $1.text.unicodeScalars.count }
        let budget = TextEngine.maximumCharacters * TextEngine.scalarsPerCharacter
        #expect(total <= budget)
        #expect(total > budget - TextEngine.maximumScalarsPerCharacter)
        #expect(runs.count == 2)
        #expect(runs[0].text == "Start ")
        #expect(Self.scalars(Array(runs.dropFirst())).allSatisfy { $0 == TextEngine.maximumScalarsPerCharacter })
        // With one line the budget is a line's.
        let line = TextEngine.sanitized(Self.request([text], lineLimit: 1)).runs
        #expect(line.reduce(0) { $0 + $1.text.count } <= TextEngine.charactersPerLine)
    }

    @Test("Real text keeps every scalar: accents, scripts, the longest emoji sequences")
    func realTextUntouched() {
        let samples = [
            "Grüße aus Köln, 世界, नमस्ते, ผู้ใหญ่",
            "Vietnamese: Tiếng Việt có dấu ở đây",
            "👩🏽\u{200D}❤️\u{200D}💋\u{200D}👨🏻 🏴\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F} 👨\u{200D}👩\u{200D}👧\u{200D}👦",
            "Zalgo-lite: a\u{0301}\u{0302}\u{0303}\u{0304}\u{0305}\u{0306}",
        ]
        for sample in samples {
            let request = Self.request([sample])
            #expect(TextEngine.sanitized(request).runs == request.runs, "\(sample)")
        }
    }
}
