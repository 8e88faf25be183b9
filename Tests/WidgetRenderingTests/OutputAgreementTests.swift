import Foundation
import Testing
import DisplayList
import ViewCore
import WidgetCore
import WidgetRendering
import MarkupSupport

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

    @Test("Nine-slice parts, continuous corners, the gauge marker and live bars sit at the list's geometry in SVG and HTML")
    func featuresAgree() throws {
        // A 24×24 image: red with a blue centre, 8-pixel caps.
        let tile = DisplayList(size: CGSize(width: 24, height: 24), items: [
            .shape(ShapeItem(frame: CGRect(x: 0, y: 0, width: 24, height: 24), outline: .rectangle, fill: .color(RGBAColor(red: 1, green: 0, blue: 0)))),
            .shape(ShapeItem(frame: CGRect(x: 8, y: 8, width: 8, height: 8), outline: .rectangle, fill: .color(RGBAColor(red: 0, green: 0, blue: 1)))),
        ])
        let image = try #require(UIImage(data: try DisplayListEncoder.encode(tile, as: .png, scale: 1)))
        let start = Date(timeIntervalSince1970: 1_800_000_000)
        let view = VStack(spacing: 8) {
            Image(uiImage: image).resizable(capInsets: EdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)).frame(width: 80, height: 40)
            RoundedRectangle(cornerRadius: 10, style: .continuous).fill(.orange).frame(width: 40, height: 40)
            Gauge(value: 0.3) { Text("UV") } currentValueLabel: { Text("3") }.gaugeStyle(.accessoryCircular)
            ProgressView(timerInterval: start...start.addingTimeInterval(120))
        }
        let list = WidgetLayout.displayList(
            for: view, environment: RenderEnvironment(family: .systemLarge, date: start.addingTimeInterval(30)))
        let svg = String(decoding: try DisplayListEncoder.encode(list, as: .svg), as: UTF8.self)
        let html = String(decoding: try DisplayListEncoder.encode(list, as: .html), as: UTF8.self)
        _ = try DisplayListEncoder.encode(list, as: .png, scale: 2)
        func n(_ value: CGFloat) -> String { formatNumber(Double(value)) }

        var items: [DisplayItem] = []
        func walk(_ list: [DisplayItem]) {
            for item in list {
                items.append(item)
                if case .group(let group) = item { walk(group.children) }
            }
        }
        walk(list.items)
        let parts = items.compactMap { item -> ImageItem? in if case .image(let i) = item, i.source != nil { return i } else { return nil } }
        #expect(parts.count == 9)
        for part in parts {
            let f = part.frame, source = try #require(part.source)
            #expect(svg.contains("<svg x=\"\(n(f.minX))\" y=\"\(n(f.minY))\" width=\"\(n(f.width))\" height=\"\(n(f.height))\""
                + " viewBox=\"\(n(source.minX)) \(n(source.minY)) \(n(source.width)) \(n(source.height))\""))
            #expect(html.contains("left:\(n(f.minX))px;top:\(n(f.minY))px;width:\(n(f.width))px;height:\(n(f.height))px;overflow:hidden\"><img"))
        }
        let shapes = items.compactMap { item -> ShapeItem? in if case .shape(let s) = item { return s } else { return nil } }
        let squircle = try #require(shapes.first { $0.outline == .roundedRectangle(cornerWidth: 10, cornerHeight: 10, continuous: true) })
        let path = try #require(squircle.outline.continuousPath(in: squircle.frame))
        #expect(svg.contains("<path d=\"\(SVGShapes.pathData(path))\""))
        #expect(html.contains("clip-path:path('\(SVGShapes.pathData(path, origin: squircle.frame.origin))')"))
        let dot = try #require(shapes.first { $0.outline == .ellipse && $0.fill != nil })
        #expect(svg.contains("<ellipse cx=\"\(n(dot.frame.midX))\" cy=\"\(n(dot.frame.midY))\""))
        #expect(html.contains("left:\(n(dot.frame.minX))px;top:\(n(dot.frame.minY))px;width:\(n(dot.frame.width))px;"
            + "height:\(n(dot.frame.height))px;border-radius:50%"))
        let bar = try #require(shapes.first { $0.liveProgress != nil })
        #expect(html.contains("data-live-progress=\"1800000000000,1800000120000,true\""))
        #expect(html.contains("left:\(n(bar.frame.minX))px;top:\(n(bar.frame.minY))px;width:\(n(bar.frame.width))px"))
        #expect(svg.contains("width=\"\(n(bar.frame.width))\""))
    }
}
