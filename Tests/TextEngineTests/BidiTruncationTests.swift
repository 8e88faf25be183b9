import DisplayList
import Foundation
import Testing
import TextEngine

private let font = FontSpec(families: FontSpec.defaultFamilies, size: 17)
private let ellipsis = "\u{2026}"

private func layout(_ text: String, maxWidth: Double? = nil, lineLimit: Int? = nil) -> TextLayoutResult {
    TextEngine.current.layout(
        TextLayoutRequest(runs: [StyledRun(text: text, font: font)], maxWidth: maxWidth, lineLimit: lineLimit))
}

/// The runs of `line` from left to right.
private func visualRuns(_ line: TextLine) -> [TextRun] {
    line.runs.sorted { $0.x < $1.x }
}

/// Whether the characters shown (ellipsis and spaces aside) are exactly those of a prefix of
/// `text`, in any order: truncation cut the text's end and lost nothing in between.
private func showsAPrefix(of text: String, _ result: TextLayoutResult) -> Bool {
    func letters<S: Sequence<Character>>(_ characters: S) -> [Character] {
        characters.filter { !$0.isWhitespace && String($0) != ellipsis }.sorted()
    }
    let shown = letters(result.lines.flatMap { $0.runs.flatMap { Array($0.text) } })
    let characters = Array(text)
    return (0...characters.count).contains { letters(characters.prefix($0)) == shown }
}

/// The ellipsis of truncated bidirectional text goes where the paragraph ends: on the right of a
/// left-to-right paragraph, on the left of a right-to-left one, whatever the last line starts with.
@Suite("Ellipsis in bidirectional text")
struct BidiTruncationTests {
    @Test("A left-to-right paragraph whose last line starts with a quote and then Arabic ends on the right")
    func leftToRightParagraphWithTrailingArabic() throws {
        let opening = "Latin words here"
        let text = "\(opening) \"عاجل افتتاح الجسر الجديد فوق النهر الكبير في وسط المدينة اليوم\""
        let width = layout(opening).size.width + 4
        let result = layout(text, maxWidth: width, lineLimit: 2)

        #expect(result.isTruncated)
        try #require(result.lines.count == 2)
        #expect(result.lines[0].string == opening)
        let last = result.lines[1]
        let runs = visualRuns(last)
        #expect(runs.first?.text.hasPrefix("\"") == true, "the quote stays at the left, where the line starts")
        let rightmost = try #require(runs.last)
        #expect(rightmost.text.hasSuffix(ellipsis), "the ellipsis is the rightmost thing on the line")
        #expect(abs(rightmost.x + rightmost.width - (last.origin.x + last.width)) < 0.01)
        #expect(abs(last.origin.x) < 0.001, "aligned to the leading (left) edge")
        #expect(last.width <= width + 0.001)
        #expect(runs.contains { $0.text.contains("عاجل") })
        #expect(showsAPrefix(of: text, result))
    }

    @Test("A right-to-left paragraph ends with the ellipsis on the left")
    func rightToLeftParagraph() throws {
        let text = "عاجل: افتتاح الجسر الجديد فوق النهر الكبير في وسط المدينة اليوم بعد سنوات من العمل"
        let result = layout(text, maxWidth: 120, lineLimit: 2)

        #expect(result.isTruncated)
        try #require(result.lines.count == 2)
        let last = result.lines[1]
        let leftmost = try #require(visualRuns(last).first)
        #expect(leftmost.text.hasSuffix(ellipsis), "the ellipsis is the leftmost thing on the line")
        #expect(abs(leftmost.x - last.origin.x) < 0.01)
        #expect(abs(last.origin.x + last.width - result.size.width) < 0.001, "aligned to the leading (right) edge")
        #expect(last.width <= 120 + 0.001)
        #expect(showsAPrefix(of: text, result))
    }

    @Test("A paragraph that starts with a quote and then Hebrew runs right to left; so does its English last line")
    func neutralFirstParagraph() throws {
        let quoted = "\"חדשות הבוקר\""
        let text = "\(quoted) Breaking news about the new bridge over the river that opens today"
        let width = layout(quoted).size.width + 4
        let result = layout(text, maxWidth: width, lineLimit: 2)

        #expect(result.isTruncated)
        try #require(result.lines.count == 2)
        let last = result.lines[1]
        let runs = visualRuns(last)
        #expect(runs.contains { $0.text.hasPrefix("Breaking") })
        let leftmost = try #require(runs.first)
        #expect(leftmost.text == ellipsis, "in a right-to-left paragraph the line ends on the left")
        #expect(abs(last.origin.x + last.width - result.size.width) < 0.001, "aligned to the leading (right) edge")
        #expect(last.width <= width + 0.001)
        #expect(showsAPrefix(of: text, result))
    }

    @Test("Every line of a truncated left-to-right paragraph with Hebrew words keeps its characters")
    func leftToRightParagraphWithTrailingHebrew() throws {
        let text = "Update: מבזק הגשר החדש נפתח לתנועה הבוקר אחרי שנים של עבודה"
        let result = layout(text, maxWidth: 140, lineLimit: 2)

        #expect(result.isTruncated)
        try #require(result.lines.count == 2)
        let last = result.lines[1]
        #expect(try #require(visualRuns(last).last).text.hasSuffix(ellipsis))
        #expect(abs(last.origin.x) < 0.001)
        #expect(showsAPrefix(of: text, result))
    }
}
