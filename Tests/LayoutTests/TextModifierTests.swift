import DisplayList
import Foundation
import Testing
@testable import ViewCore

@MainActor
@Suite("Text modifiers")
struct TextModifierTests {
    @Test("Text + Text keeps each part's font, weight, color, italic, decorations, tracking and offset")
    func concatenatedParts() throws {
        let text = Text("Big").font(.title).italic()
            + Text(" red").foregroundColor(.red).underline(color: .blue)
            + Text(" gone").strikethrough(pattern: .dash, color: .green).kerning(2)
            + Text(" up").baselineOffset(6).fontWeight(.heavy)
            + Text(" 10:09").monospaced().tracking(1.5)
            + Text(" tall").foregroundStyle(.blue).bold()
        let runs = try textRuns(text)
        #expect(runs.map(\.text) == ["Big", " red", " gone", " up", " 10:09", " tall"])
        #expect(runs[0].font.size == 28 && runs[0].font.italic)
        #expect(runs.dropFirst().allSatisfy { $0.font.size == 17 && !$0.font.italic })
        #expect(runs[1].paint == .color(red) && runs[1].underline && runs[1].underlineColor == .color(blue))
        #expect(!runs[0].underline && !runs[2].underline)
        // Tracking adds to the system font's own at 17 pt (issue 31); the monospaced run has none of its own.
        #expect(runs[2].strikethrough && runs[2].strikethroughColor == .color(green)
            && abs(runs[2].font.tracking - (2 + SystemFontTracking.interTracking(at: 17))) < 1e-9)
        #expect(runs[3].baselineOffset == 6 && runs[3].font.weight == 800)
        #expect(runs.filter { $0.baselineOffset != nil }.count == 1)
        #expect(runs[4].font.families == FontSpec.monospacedFamilies && runs[4].font.tracking == 1.5)
        #expect(runs[5].paint == .color(blue) && runs[5].font.weight == 700)
    }

    @Test("Text methods inside a concatenation and view modifiers around it combine")
    func outerModifiers() throws {
        let runs = try textRuns((Text("A") + Text("B").italic()).bold().foregroundColor(.red))
        #expect(runs.map(\.font.weight) == [700, 700])
        #expect(runs.map(\.font.italic) == [false, true])
        #expect(runs.allSatisfy { $0.paint == .color(red) })
        let inactive = try textRuns(Text("x").bold(false).italic(false))
        #expect(inactive[0].font.weight == 400 && !inactive[0].font.italic)
    }

    @Test("textCase changes every text below it, in the environment's locale; nil restores it")
    func textCase() throws {
        let view = VStack {
            Text("done")
            Text(verbatim: "also done") + Text(" too").bold()
            Text("kept").textCase(nil)
        }.textCase(.uppercase)
        let list = layout(view, in: CGSize(width: 300, height: 300))
        #expect(list.textItems.map(\.string) == ["DONE", "ALSO DONE TOO", "kept"])
        #expect(list.textItems[1].lines[0].runs[1].font.weight == 700)
        let lower = layout(Text("LOUD").textCase(.lowercase), in: CGSize(width: 300, height: 100))
        #expect(lower.textItems.first?.string == "loud")
        var turkish = EnvironmentValues()
        turkish.locale = Locale(identifier: "tr_TR")
        let dotted = layout(Text("istanbul").textCase(.uppercase), in: CGSize(width: 300, height: 100), environment: turkish)
        #expect(dotted.textItems.first?.string == "İSTANBUL")
        var environment = EnvironmentValues()
        environment.textCase = .uppercase
        #expect(environment.textCase == .uppercase)
    }

    @Test("kerning, tracking, baselineOffset, underline, strikethrough, monospaced as view modifiers")
    func viewModifiers() throws {
        let view = VStack {
            Text("one")
            Text("two").underline(false)
        }
        .kerning(1)
        .baselineOffset(-3)
        .underline(color: .red)
        .strikethrough(true, pattern: .dot)
        .monospaced()
        let list = layout(view, in: CGSize(width: 300, height: 300))
        let one = try #require(list.textItems.first?.lines.first?.runs.first)
        #expect(one.font.tracking == 1 && one.baselineOffset == -3)
        #expect(one.underline && one.underlineColor == .color(red))
        #expect(one.strikethrough && one.strikethroughColor == nil)
        #expect(one.font.families == FontSpec.monospacedFamilies)
        let two = try #require(list.textItems.last?.lines.first?.runs.first)
        #expect(!two.underline && two.strikethrough)
        let tracked = try textRuns(Text("t").kerning(1).tracking(4))
        #expect(abs(tracked[0].font.tracking - (4 + SystemFontTracking.interTracking(at: 17))) < 1e-9, "tracking wins over kerning, added to the size tracking")
        let digits = try textRuns(Text("10").monospacedDigit())
        #expect(digits[0].font.monospacedDigits)
        let viewDigits = try textRuns(Text("10").font(.title).monospacedDigit().fontDesign(.serif))
        #expect(viewDigits[0].font.monospacedDigits && viewDigits[0].font.families == FontSpec.serifFamilies)
        let width = try textRuns(Text("wide").fontWidth(.expanded))
        let widthView = try textRuns(Text("wide").fontWeight(.semibold).fontWidth(.condensed).allowsTightening(true))
        #expect(width[0].text == "wide" && widthView[0].font.weight == 600)
    }

    @Test("lineLimit ranges: at least the lower bound's lines of room, at most the upper bound's lines")
    func lineLimitRanges() throws {
        let long = "The quick brown fox jumps over the lazy dog near the river bank, twice over"
        let width = CGSize(width: 120, height: 600)
        func item<V: View>(_ view: V) throws -> TextItem { try #require(layout(view, in: width).textItems.first) }
        let oneLine = try item(Text("Short"))
        let twoLines = try item(Text(verbatim: "Short\nline"))
        let reserved = try item(Text("Short").lineLimit(2...4))
        #expect(reserved.lines.count == 1)
        #expect(approximately(reserved.frame.height, twoLines.frame.height, tolerance: 0.5))
        #expect(reserved.frame.height > oneLine.frame.height + 10)
        let capped = try item(Text(long).lineLimit(2...4))
        #expect(capped.lines.count == 4 && capped.string.hasSuffix("…"))
        let through = try item(Text(long).lineLimit(...2))
        #expect(through.lines.count == 2)
        let from = try item(Text(long).lineLimit(2...))
        #expect(from.lines.count > 4)
        let reservesSpace = try item(Text("Short").lineLimit(3, reservesSpace: true))
        #expect(reservesSpace.lines.count == 1)
        // Three lines' room: with the text style's leading between them.
        let threeLines = try item(Text(verbatim: "Short\nline\nthree"))
        #expect(approximately(reservesSpace.frame.height, threeLines.frame.height, tolerance: 1))
        let notReserved = try item(Text("Short").lineLimit(3, reservesSpace: false))
        #expect(approximately(notReserved.frame.height, oneLine.frame.height))
        // The reserved room pushes what follows down in a stack.
        let stack = layout(VStack(alignment: .leading, spacing: 0) {
            Text("Title").lineLimit(3, reservesSpace: true)
            Rectangle().fill(Color.red).frame(width: 10, height: 10)
        }.frame(maxHeight: .infinity, alignment: .top), in: width)
        let square = try frame(of: red, in: stack)
        #expect(approximately(square.minY, threeLines.frame.height, tolerance: 1))
    }

    @Test("A raised run makes its line taller, so the text's frame grows")
    func baselineOffsetGrowsLine() throws {
        let plain = try #require(layout(Text("H2O"), in: CGSize(width: 300, height: 100)).textItems.first)
        let raised = try #require(layout(Text("H") + Text("2").baselineOffset(8) + Text("O"),
                                         in: CGSize(width: 300, height: 100)).textItems.first)
        #expect(raised.frame.height >= plain.frame.height + 7)
    }
}
