import WidgetKitSupport
import DisplayList
import Foundation
import HTMLRenderer
import PNGRenderer
import SVGRenderer
import Testing
import TextEngine

/// Baseline offsets and decoration colors of text runs, as each renderer draws them.
@Suite("Text run styles in the renderers")
struct TextRunStyleRendererTests {
    static let red = RGBAColor(hex: 0xFF0000)
    static let blue = RGBAColor(hex: 0x0000FF)

    /// "Base" plain, "up" raised 8 pt, "Sale" underlined in red, "Gone" struck through in blue
    /// (all drawn in black).
    static func list() -> (DisplayList, TextLine) {
        let font = FontSpec(families: FontSpec.defaultFamilies, size: 20)
        let black = Paint.color(RGBAColor(hex: 0x000000))
        let result = TextEngine.current.layout(TextLayoutRequest(runs: [
            StyledRun(text: "Base ", font: font, paint: black),
            StyledRun(text: "up", font: font, paint: black, baselineOffset: 8),
            StyledRun(text: " Sale", font: font, paint: black, underline: true, underlineColor: .color(red)),
            StyledRun(text: " Gone", font: font, paint: black, strikethrough: true, strikethroughColor: .color(blue)),
        ]))
        let line = result.lines[0]
        let item = TextItem(frame: CGRect(origin: .zero, size: result.size), lines: result.lines)
        return (DisplayList(size: CGSize(width: 260, height: 60), items: [.text(item)]), line)
    }

    @Test("The text engine reports each run's offset and line colors; a raised run makes the line taller")
    func engine() throws {
        let (_, line) = Self.list()
        let runs = line.runs
        #expect(runs.map(\.text) == ["Base ", "up", " Sale", " Gone"])
        #expect(runs[1].baselineOffset == 8)
        #expect(runs[0].baselineOffset == nil)
        #expect(runs[2].underlineColor == .color(Self.red) && runs[2].strikethroughColor == nil)
        #expect(runs[3].strikethroughColor == .color(Self.blue))
        let plain = TextEngine.current.layout(TextLayoutRequest(runs: [
            StyledRun(text: "Base up", font: FontSpec(families: FontSpec.defaultFamilies, size: 20)),
        ]))
        #expect(line.ascent >= plain.lines[0].ascent + 7)
    }

    @Test("SVG: the raised run's y is above the baseline; colored lines are rectangles in their color")
    func svg() throws {
        let (list, line) = Self.list()
        let svg = SVGRenderer().render(list)
        let baseline = Double(line.origin.y)
        #expect(svg.contains("y=\"\(formatNumber(baseline - 8))\""))
        #expect(svg.contains("y=\"\(formatNumber(baseline))\""))
        #expect(svg.components(separatedBy: "<rect").count - 1 == 2)
        #expect(svg.contains("fill=\"#ff0000\"") && svg.contains("fill=\"#0000ff\""))
        // A line in the text's own color stays a text decoration; colored ones are not doubled.
        #expect(!svg.contains("text-decoration"))
    }

    @Test("HTML: the raised run's box moves up; decoration colors are set")
    func html() throws {
        let (list, _) = Self.list()
        let html = HTMLRenderer().renderFragment(list)
        #expect(html.contains("text-decoration-color:#ff0000"))
        #expect(html.contains("text-decoration-color:#0000ff"))
        let tops = html.components(separatedBy: "top:").dropFirst().compactMap { Double($0.prefix { "0123456789.-".contains($0) }) }
        #expect(Set(tops).count >= 2)
    }

    @Test("PNG: the underline is red and the strikethrough blue, the glyphs black")
    func png() throws {
        let (list, line) = Self.list()
        let data = try PNGRenderer().render(list, scale: 2, background: RGBAColor(hex: 0xFFFFFF))
        let image = try #require(DecodedPNG(data))
        func count(_ run: TextRun, in band: ClosedRange<Double>, matching: (Int, Int, Int) -> Bool) -> Int {
            var found = 0
            for y in Int(band.lowerBound * 2)...Int(band.upperBound * 2) {
                for x in Int(run.x * 2)..<Int((run.x + run.width) * 2) where y >= 0 && y < image.height && x < image.width {
                    let p = image.rgba(x, y)
                    if matching(p.r, p.g, p.b) { found += 1 }
                }
            }
            return found
        }
        let baseline = Double(line.origin.y)
        let sale = line.runs[2], gone = line.runs[3]
        let reddish = { (r: Int, g: Int, b: Int) in r > 200 && g < 80 && b < 80 }
        let bluish = { (r: Int, g: Int, b: Int) in b > 200 && r < 80 && g < 80 }
        #expect(count(sale, in: baseline...(baseline + 4), matching: reddish) > 20)
        #expect(count(gone, in: (baseline - 10)...(baseline - 2), matching: bluish) > 20)
        #expect(count(gone, in: (baseline - 14)...baseline, matching: reddish) == 0)
    }
}
