import DisplayList
import Foundation
import Testing
@testable import TextEngine

private let body = FontSpec(families: FontSpec.defaultFamilies, size: 17)
private let bold = FontSpec(families: FontSpec.defaultFamilies, size: 17, weight: 700)
private let ellipsis = "\u{2026}"
private let longText =
    "The quick brown fox jumps over the lazy dog while the widget refreshes its timeline every fifteen minutes"

private func request(
    _ text: String, font: FontSpec = body, maxWidth: Double? = nil, maxHeight: Double? = nil,
    lineLimit: Int? = nil, alignment: TextLineAlignment = .leading, truncation: TextTruncation = .tail,
    minimumScaleFactor: Double = 1, language: String? = nil
) -> TextLayoutRequest {
    TextLayoutRequest(
        runs: [StyledRun(text: text, font: font, language: language)], maxWidth: maxWidth, maxHeight: maxHeight,
        lineLimit: lineLimit, alignment: alignment, truncation: truncation, minimumScaleFactor: minimumScaleFactor)
}

private func layout(_ request: TextLayoutRequest) -> TextLayoutResult {
    TextEngine.current.layout(request)
}

@Suite("Text engine")
struct TextEngineTests {
    @Test func shortTextHasPositiveDeterministicSize() {
        let first = layout(request("Hello"))
        TextEngine.current.removeAllCachedLayouts()
        let second = layout(request("Hello"))
        #expect(first.size.width > 20 && first.size.width < 60)
        #expect(first.size.height > 15 && first.size.height < 30)
        #expect(first == second)
        #expect(first.lines.count == 1)
        #expect(first.lines[0].string == "Hello")
        #expect(abs(first.firstBaseline - first.lines[0].ascent) < 0.0001)
        #expect(!first.isTruncated)
        #expect(first.scale == 1)
    }

    @Test func wrapsAtWidth() {
        let result = layout(request(longText, maxWidth: 150))
        #expect(result.lines.count > 1)
        for line in result.lines {
            #expect(line.width <= 150 + 0.001)
            #expect(!line.string.hasSuffix(" "))
        }
        #expect(result.size.width <= 150)
        #expect(!result.isTruncated)
        #expect(result.lines.map(\.string).joined(separator: " ") == longText)
        // Baselines go down by about a line each.
        for (upper, lower) in zip(result.lines, result.lines.dropFirst()) {
            #expect(lower.origin.y > upper.origin.y + 15)
        }
    }

    @Test func measuredWidthProposedBackKeepsTheLines() {
        for text in [longText, "Hello", "你好世界，今天天气很好，我们去公园散步吧", "Tabular 12:45 👍 done"] {
            let ideal = layout(request(text))
            let again = layout(request(text, maxWidth: ideal.size.width, lineLimit: 1))
            #expect(again.lines.count == 1 && !again.isTruncated)
            #expect(again.size == ideal.size)
            let wrapped = layout(request(text, maxWidth: 150))
            let rewrapped = layout(request(text, maxWidth: wrapped.size.width))
            #expect(rewrapped.lines.map(\.string) == wrapped.lines.map(\.string))
            #expect(rewrapped.size == wrapped.size)
        }
    }

    @Test func lineLimitOneEndsWithEllipsis() {
        let result = layout(request(longText, maxWidth: 150, lineLimit: 1))
        #expect(result.lines.count == 1)
        #expect(result.isTruncated)
        let line = result.lines[0]
        #expect(line.string.hasSuffix(ellipsis))
        #expect(line.string.hasPrefix("The quick"))
        #expect(line.width <= 150 + 0.001)
        #expect(result.size.width <= 150)
        // The longest prefix: one more character would not fit.
        #expect(line.width > 120)
    }

    @Test func lineLimitTwo() {
        let result = layout(request(longText, maxWidth: 150, lineLimit: 2))
        #expect(result.lines.count == 2)
        #expect(result.isTruncated)
        #expect(!result.lines[0].string.hasSuffix(ellipsis))
        #expect(result.lines[1].string.hasSuffix(ellipsis))
        #expect(result.lines.allSatisfy { $0.width <= 150.001 })
    }

    @Test func maxHeightTruncates() {
        let one = layout(request("Hello"))
        let height = one.size.height * 2.5
        let result = layout(request(longText, maxWidth: 150, maxHeight: height))
        #expect(result.lines.count == 2)
        #expect(result.isTruncated)
        #expect(result.size.height <= height)
        #expect(result.lines[1].string.hasSuffix(ellipsis))
        // At least one line, even when none fits.
        let tiny = layout(request(longText, maxWidth: 150, maxHeight: 3))
        #expect(tiny.lines.count == 1)
        #expect(tiny.isTruncated)
    }

    @Test func minimumScaleFactorShrinksToFit() {
        let word = "Supercalifragilistic"
        let natural = layout(request(word)).size.width
        let width = natural * 0.7
        let result = layout(request(word, maxWidth: width, lineLimit: 1, minimumScaleFactor: 0.5))
        #expect(result.scale < 1 && result.scale >= 0.5)
        #expect(abs(result.scale - 0.69) < 0.03)
        #expect(!result.isTruncated)
        #expect(result.lines.count == 1)
        #expect(result.lines[0].string == word)
        #expect(result.size.width <= width + 0.001)
        #expect(result.lines[0].runs[0].font.size == 17 * result.scale)
        // Shrinking also avoids breaking a word inside without a line limit.
        let unlimited = layout(request(word, maxWidth: width, minimumScaleFactor: 0.5))
        #expect(unlimited.lines.count == 1 && unlimited.scale < 1)
    }

    @Test func minimumScaleFactorTruncatesWhenMinimumDoesNotFit() {
        let word = "Supercalifragilistic"
        let natural = layout(request(word)).size.width
        let width = natural * 0.3
        let result = layout(request(word, maxWidth: width, lineLimit: 1, minimumScaleFactor: 0.5))
        #expect(result.scale == 0.5)
        #expect(result.isTruncated)
        #expect(result.lines[0].string.hasSuffix(ellipsis))
        #expect(result.size.width <= width + 0.001)
    }

    @Test func headAndMiddleTruncation() {
        let text = "Alpha Beta Gamma Delta Epsilon Zeta"
        let head = layout(request(text, maxWidth: 120, lineLimit: 1, truncation: .head))
        #expect(head.lines.count == 1)
        #expect(head.lines[0].string.hasPrefix(ellipsis))
        #expect(head.lines[0].string.hasSuffix("Zeta"))
        #expect(head.lines[0].width <= 120.001)
        let middle = layout(request(text, maxWidth: 120, lineLimit: 1, truncation: .middle))
        let string = middle.lines[0].string
        #expect(string.hasPrefix("Alpha"))
        #expect(string.hasSuffix("Zeta"))
        #expect(string.contains(ellipsis) && !string.hasSuffix(ellipsis))
        #expect(middle.lines[0].width <= 120.001)
        #expect(head.isTruncated && middle.isTruncated)
    }

    @Test func chineseUsesCJKFont() {
        let result = layout(request("你好世界", language: "zh-Hans"))
        #expect(abs(result.size.width - 4 * 17) < 1)
        #expect(result.lines[0].runs[0].language == "zh-Hans")
        // Detected when no language is given.
        let detected = layout(request("你好世界"))
        #expect(detected.lines[0].runs[0].language == "zh-Hans")
        #expect(abs(detected.size.width - 4 * 17) < 1)
        let japanese = layout(request("こんにちは世界"))
        #expect(japanese.lines[0].runs[0].language == "ja")
        #expect(abs(japanese.size.width - 7 * 17) < 1)
    }

    @Test func emojiHasWidth() {
        let result = layout(request("👍"))
        #expect(result.size.width > 10)
        #expect(result.lines[0].string == "👍")
        // Font fallback inside one style does not split the run.
        let mixed = layout(request("Hello 你好 👍"))
        #expect(mixed.lines[0].runs.count == 1)
        #expect(abs(mixed.lines[0].runs[0].width - mixed.lines[0].width) < 0.001)
    }

    @Test func rightToLeftParagraphsAlignToTheRight() {
        let result = layout(request("مرحبا بالعالم", maxWidth: 60))
        #expect(result.lines.count == 2)
        let narrower = result.lines.min { $0.width < $1.width }!
        // Leading is the right edge for a right-to-left paragraph.
        #expect(abs(narrower.origin.x + narrower.width - result.size.width) < 0.001)
    }

    @Test func decorationMetricsArePlausible() {
        let run = layout(request("Underlined")).lines[0].runs[0]
        let metrics = TextEngine.current.decorationMetrics(for: run)
        #expect(metrics.underlineOffset > 0 && metrics.underlineOffset < 5)
        #expect(metrics.underlineThickness > 0.5 && metrics.underlineThickness < 3)
        #expect(metrics.strikethroughOffset > 3 && metrics.strikethroughOffset < 10)
    }

    @Test func heightScalesWithFontSize() {
        let small = layout(request("Dynamic Type", font: FontSpec(families: FontSpec.defaultFamilies, size: 17)))
        let large = layout(request("Dynamic Type", font: FontSpec(families: FontSpec.defaultFamilies, size: 34)))
        let ratio = large.size.height / small.size.height
        #expect(ratio > 1.9 && ratio < 2.1)
        let widthRatio = large.size.width / small.size.width
        #expect(widthRatio > 1.95 && widthRatio < 2.05)
    }

    @Test func centeredAlignmentOffsetsShortLines() {
        let text = "A much longer first line\nshort"
        let leading = layout(request(text))
        let centered = layout(request(text, alignment: .center))
        let trailing = layout(request(text, alignment: .trailing))
        #expect(leading.lines.count == 2)
        #expect(leading.lines[1].origin.x == 0)
        let free = centered.size.width - centered.lines[1].width
        #expect(abs(centered.lines[1].origin.x - free / 2) < 0.001)
        #expect(abs(trailing.lines[1].origin.x - free) < 0.001)
        #expect(centered.lines[0].origin.x == 0)
        #expect(abs(centered.lines[1].runs[0].x - centered.lines[1].origin.x) < 0.001)
    }

    @Test func runsInTwoFontsShareALine() {
        let request = TextLayoutRequest(runs: [
            StyledRun(text: "Bold ", font: bold),
            StyledRun(text: "and regular", font: body, paint: .color(.white), underline: true),
        ])
        let result = layout(request)
        #expect(result.lines.count == 1)
        let runs = result.lines[0].runs
        #expect(runs.count == 2)
        #expect(runs[0].text == "Bold ")
        #expect(runs[0].font.weight == 700)
        #expect(runs[1].text == "and regular")
        #expect(runs[1].underline)
        #expect(runs[1].paint == .color(.white))
        #expect(runs[1].x > runs[0].x)
        #expect(abs(runs[0].x + runs[0].width - runs[1].x) < 0.5)
        #expect(abs(runs.map(\.width).reduce(0, +) - result.lines[0].width) < 0.5)
    }

    @Test func explicitNewlinesMakeLines() {
        let result = layout(request("one\ntwo\nthree"))
        #expect(result.lines.map(\.string) == ["one", "two", "three"])
        let limited = layout(request("one\ntwo\nthree", lineLimit: 2))
        #expect(limited.lines.map(\.string) == ["one", "two" + ellipsis])
    }

    @Test func cacheReturnsIdenticalResults() {
        let engine = TextEngine.current
        let req = request(longText, maxWidth: 200, lineLimit: 3)
        let first = engine.layout(req)
        let count = engine.cachedLayoutCount
        let second = engine.layout(req)
        #expect(first == second)
        #expect(engine.cachedLayoutCount == count)
        engine.removeAllCachedLayouts()
        #expect(engine.cachedLayoutCount == 0)
        #expect(engine.layout(req) == first)
    }

    @Test("A one-line run is laid out as its one-line request, remembered until the engine forgets its layouts")
    func layoutLine() {
        let engine = TextEngine.current
        let run = StyledRun(text: "Sun 21°", font: bold, paint: .color(RGBAColor(red: 1, green: 0.5, blue: 0)))
        let line = engine.layoutLine(run)
        #expect(line == engine.layout(TextLayoutRequest(runs: [run], lineLimit: 1)))
        #expect(line.lines.count == 1 && line.lines[0].runs.first?.paint == run.paint)
        let count = engine.cachedLayoutCount
        #expect(engine.layoutLine(run) == line)
        #expect(engine.cachedLayoutCount == count)
        // Another paint, size or text is another layout.
        var other = run
        other.paint = .color(RGBAColor(red: 0, green: 0, blue: 1))
        #expect(engine.layoutLine(other).lines[0].runs.first?.paint == other.paint)
        other.font.size = 30
        #expect(engine.layoutLine(other).size.height > line.size.height)
        engine.removeAllCachedLayouts()
        #expect(engine.cachedLayoutCount == 0)
        #expect(engine.layoutLine(run) == line)
        #expect(engine.cachedLayoutCount == 1)
    }

    @Test("Prepared texts are found again by content: equal requests share one, others do not")
    func preparedTextsByContent() {
        let engine = TextEngine.current
        let first = engine.prepare(request("Tile 1 · 21°", maxWidth: 80))
        // The proposed size is not part of the content.
        #expect(engine.prepare(request("Tile 1 · 21°", maxWidth: 200)) === first)
        #expect(engine.prepare(request("Tile 1 · 21°", font: bold)) !== first)
        #expect(engine.prepare(request("Tile 2 · 21°")) !== first)
        #expect(engine.prepare(request("Tile 1 · 21°", lineLimit: 1)) !== first)
        #expect(engine.prepare(request("Tile 1 · 21°", alignment: .center)) !== first)
        var serif = request("Tile 1 · 21°")
        serif.runs[0].font.families = FontSpec.serifFamilies
        #expect(engine.prepare(serif) !== first)
        var colored = request("Tile 1 · 21°")
        colored.runs[0].paint = .color(RGBAColor(red: 1, green: 0, blue: 0))
        #expect(engine.prepare(colored) !== first)
        // -0 and 0 are the same length; texts of 8 bytes and more are hashed a word at a time.
        var negativeZero = request("Tile 1 · 21°")
        negativeZero.runs[0].baselineOffset = -0.0
        #expect(engine.prepare(negativeZero) === first)
        #expect(engine.prepare(request("abcdefgh12")) !== engine.prepare(request("abcdefgh13")))
        // Composed and decomposed é: different bytes for the shaper, both laid out.
        let composed = engine.layout(request("caf\u{E9}")), decomposed = engine.layout(request("cafe\u{301}"))
        #expect(composed.lines.count == 1 && decomposed.lines.count == 1)
        #expect(abs(composed.size.width - decomposed.size.width) < 1)
    }

    @Test func otherThreadGivesIdenticalResults() async {
        let req = request(longText + " 你好世界 👍", maxWidth: 180, lineLimit: 3)
        let here = layout(req)
        let there = await withCheckedContinuation { (continuation: CheckedContinuation<TextLayoutResult, Never>) in
            let thread = Thread {
                continuation.resume(returning: TextEngine.current.layout(req))
            }
            thread.start()
        }
        #expect(here == there)
    }

    @Test func emptyTextHasZeroSize() {
        for result in [layout(request("")), layout(TextLayoutRequest(runs: []))] {
            #expect(result.size == .zero)
            #expect(result.lines.isEmpty)
        }
    }

    @Test func invalidSizesDoNotCrash() {
        for width in [Double.nan, -10, .infinity, -.infinity, 0, 1e12] {
            let result = layout(request(longText, maxWidth: width, maxHeight: .nan, lineLimit: 2))
            #expect(!result.lines.isEmpty)
            #expect(result.size.width.isFinite && result.size.height.isFinite)
        }
        let zeroFont = layout(request("abc", font: FontSpec(families: ["Inter"], size: 0)))
        #expect(zeroFont.size.width.isFinite)
        let engine = TextEngine.current
        let nanFont = request("abc", font: FontSpec(families: ["Inter"], size: .nan, tracking: .nan))
        let first = engine.layout(nanFont)
        let count = engine.cachedLayoutCount
        #expect(engine.layout(nanFont) == first)
        #expect(engine.cachedLayoutCount == count)
        let weird = layout(request("a\u{0}b\r\nc\u{2028}d", maxWidth: 50, lineLimit: 1, minimumScaleFactor: .nan))
        #expect(!weird.lines.isEmpty)
    }

    @Test func veryLongText() {
        let text = String(repeating: "lorem ipsum dolor sit amet ", count: 185)
        #expect(text.count > 4_990)
        let wrapped = layout(request(text, maxWidth: 300))
        #expect(wrapped.lines.count > 50)
        let single = layout(request(text, maxWidth: 300, lineLimit: 1))
        #expect(single.lines.count == 1 && single.isTruncated)
        let head = layout(request(text, maxWidth: 300, lineLimit: 1, truncation: .middle))
        #expect(head.lines[0].width <= 300.001)
    }

    @Test func trackingAndTabularDigits() {
        let plain = layout(request("1111"))
        var tabular = body
        tabular.monospacedDigits = true
        let tnum = layout(request("1111", font: tabular))
        #expect(tnum.size.width > plain.size.width)
        var tracked = body
        tracked.tracking = 2
        let spaced = layout(request("1111", font: tracked))
        #expect(spaced.size.width >= plain.size.width + 6 - 0.001)
    }
}

@Suite("Text engine fonts")
struct TextEngineFontTests {
    private func faces(_ text: String, language: String? = nil) -> [String] {
        TextEngine.current.resolvedFaces(request(text, language: language))
    }

    @Test func latinUsesInter() {
        #expect(faces("Hello 123").allSatisfy { $0.hasPrefix("Inter") })
    }

    @Test func chineseAndJapaneseUseTheirOwnFaces() {
        #expect(faces("你好世界", language: "zh-Hans").contains { $0.hasPrefix("Noto Sans CJK SC") })
        #expect(faces("你好世界", language: "ja").contains { $0.hasPrefix("Noto Sans CJK JP") })
        #expect(faces("你好世界", language: "zh-Hant").contains { $0.hasPrefix("Noto Sans CJK TC") })
        #expect(faces("你好世界").contains { $0.hasPrefix("Noto Sans CJK SC") })
        #expect(faces("日本語のテキスト").contains { $0.hasPrefix("Noto Sans CJK JP") })
    }

    @Test func emojiUseTheColorFont() {
        let result = faces("Hi 👍")
        #expect(result.contains { $0.hasPrefix("Noto Color Emoji") })
        #expect(result.first?.hasPrefix("Inter") == true)
    }
}
