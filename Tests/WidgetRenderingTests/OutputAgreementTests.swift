import Foundation
import Testing
import DisplayList
import ViewCore
import WidgetCore
import WidgetRendering

@MainActor
@Suite("PNG, SVG and HTML of one entry")
struct OutputAgreementTests {
    var view: some View {
        VStack(alignment: .leading, spacing: 4) {
        Text("Top headlines").font(.headline)
        Text("A long headline that has to wrap over several lines in a small widget").font(.subheadline).lineLimit(3)
        Text("<script>alert('x')</script> & \"quotes\"").font(.caption)
        }
    }

    @Test("Every format carries the same lines at the same places")
    func sameLines() throws {
        let list = WidgetLayout.displayList(for: view, environment: RenderEnvironment(family: .systemSmall))
        let lines = list.textItems.flatMap(\.lines)
        #expect(lines.count >= 4)
        let svg = String(decoding: try DisplayListEncoder.encode(list, as: .svg), as: UTF8.self)
        let html = String(decoding: try DisplayListEncoder.encode(list, as: .html), as: UTF8.self)
        for line in lines {
            for run in line.runs {
                #expect(unescaped(svg).contains(run.text))
                #expect(unescaped(html).contains(run.text))
                #expect(svg.contains("x=\"\(formatNumber(run.x))\""))
                #expect(svg.contains("y=\"\(formatNumber(Double(line.origin.y)))\""))
                #expect(html.contains("left:\(formatNumber(run.x))px"))
            }
        }
        // The hostile line is escaped in both.
        #expect(!svg.contains("<script>alert"))
        #expect(!html.contains("<script>alert"))
        #expect(svg.contains("&lt;script&gt;"))
        #expect(html.contains("&lt;script&gt;"))
    }

    /// The markup with character references replaced, to look for text as a reader sees it.
    func unescaped(_ markup: String) -> String {
        var text = markup
        for (entity, character) in [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#34;", "\""), ("&#39;", "'"), ("&apos;", "'"), ("&amp;", "&")] {
            text = text.replacingOccurrences(of: entity, with: character)
        }
        return text
    }

    @Test("The PNG has the family's size times the scale", arguments: [1.0, 2.0, 3.0])
    func pngSize(scale: Double) throws {
        let list = WidgetLayout.displayList(for: view, environment: RenderEnvironment(family: .systemMedium, displayScale: scale))
        let png = try DisplayListEncoder.encode(list, as: .png, scale: scale)
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        // IHDR width and height, big-endian, at bytes 16...23.
        let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }
        let height = png[20..<24].reduce(0) { $0 << 8 | Int($1) }
        #expect(width == Int((364 * scale).rounded(.up)))
        #expect(height == Int((170 * scale).rounded(.up)))
    }

    @Test("The display list survives a JSON round trip unchanged")
    func codable() throws {
        let list = WidgetLayout.displayList(for: view, environment: RenderEnvironment(family: .systemSmall))
        let data = try JSONEncoder().encode(list)
        #expect(try JSONDecoder().decode(DisplayList.self, from: data) == list)
    }
}
