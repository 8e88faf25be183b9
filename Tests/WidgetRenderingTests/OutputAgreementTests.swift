import WidgetKitSupport
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

        let parts = list.allItems.compactMap { item -> ImageItem? in if case .image(let i) = item, i.source != nil { return i } else { return nil } }
        #expect(parts.count == 9)
        for part in parts {
            let f = part.frame, source = try #require(part.source)
            // Both draw each part as a crisp-edged rectangle at its frame, filled with a pattern whose
            // view box is the part (widened by a point's worth of pixels all round).
            let rect = "<rect x=\"\(n(f.minX))\" y=\"\(n(f.minY))\" width=\"\(n(f.width))\" height=\"\(n(f.height))\" fill=\"url(#"
            let mx = source.width / f.width, my = source.height / f.height
            let viewBox = " viewBox=\"\(n(source.minX - mx)) \(n(source.minY - my)) \(n(source.width + 2 * mx)) \(n(source.height + 2 * my))\""
            #expect(svg.contains(rect) && svg.contains(viewBox))
            #expect(html.contains(rect) && html.contains(viewBox))
        }
        let shapes = list.allItems.compactMap { item -> ShapeItem? in if case .shape(let s) = item { return s } else { return nil } }
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

    @Test("A circular timer-interval ring carries its whole arc; HTML strokes the render-time part as a dash")
    func liveRing() throws {
        let start = Date(timeIntervalSince1970: 1_800_000_000), end = start.addingTimeInterval(120)
        let view = HStack(spacing: 8) {
            ProgressView(timerInterval: start...end) { Text("Tea") }.progressViewStyle(.circular).frame(width: 60, height: 60)
            ProgressView(timerInterval: start...end, countsDown: false) { Text("Up") }.progressViewStyle(.circular).frame(width: 60, height: 60)
        }
        // A quarter of the interval has passed: the first ring shows 3/4 left, the second 1/4 done.
        let list = WidgetLayout.displayList(
            for: view, environment: RenderEnvironment(family: .systemMedium, date: start.addingTimeInterval(30)))
        let rings = list.allItems.compactMap { item -> ShapeItem? in
            if case .shape(let shape) = item, shape.liveProgress != nil { shape } else { nil }
        }
        #expect(rings.count == 2)
        let html = String(decoding: try DisplayListEncoder.encode(list, as: .html), as: UTF8.self)
        let svg = String(decoding: try DisplayListEncoder.encode(list, as: .svg), as: UTF8.self)
        _ = try DisplayListEncoder.encode(list, as: .png, scale: 2)
        for (ring, fraction) in zip(rings, [0.75, 0.25]) {
            let live = try #require(ring.liveProgress)
            let path = try #require(live.path)
            // The whole ring's length: the stroke's centre line around the frame.
            let radius = Double(min(ring.frame.width, ring.frame.height)) / 2 - (ring.stroke?.lineWidth ?? 0) / 2
            #expect(abs(live.length - 2 * .pi * radius) < 0.1, "length \(live.length), radius \(radius)")
            #expect(abs(live.width(at: start.addingTimeInterval(30)) - live.length * fraction) < 1e-9)
            // The static formats draw the render-time arc; HTML draws the whole arc as one dash.
            guard case .path(let arc) = ring.outline else { Issue.record("not a path"); continue }
            #expect(svg.contains("<path d=\"\(SVGShapes.pathData(arc))\""))
            let dash = formatNumber(live.length * fraction) + " " + formatNumber(live.length)
            let expected = "<path data-live-progress=\"1800000000000,1800000120000,\(live.countsDown)\""
                + " data-live-progress-length=\"\(formatNumber(live.length))\" data-live-progress-min=\"0\""
                + " d=\"\(SVGShapes.pathData(path))\" fill=\"none\""
            #expect(html.contains(expected))
            // The render-time dash length is measured along the curves: within a hundredth of a point.
            let dashRange = try #require(html.range(of: expected))
            let tail = html[dashRange.upperBound...].prefix(300)
            let dashText = try #require(tail.range(of: "stroke-dasharray=\"").map { tail[$0.upperBound...].prefix { $0 != "\"" } })
            let numbers = dashText.split(separator: " ").compactMap { Double($0) }
            #expect(numbers.count == 2)
            #expect(abs((numbers.first ?? 0) - live.length * fraction) < 0.01, "dash \(dashText), expected \(dash)")
        }
        #expect(!html.contains("visibility=\"hidden\""))

        // At the end of a count-down the ring is empty but still written, hidden, for the page to fill.
        let done = WidgetLayout.displayList(
            for: ProgressView(timerInterval: start...end) { Text("Tea") }.progressViewStyle(.circular).frame(width: 60, height: 60),
            environment: RenderEnvironment(family: .systemSmall, date: end))
        let doneHTML = String(decoding: try DisplayListEncoder.encode(done, as: .html), as: UTF8.self)
        #expect(doneHTML.contains("stroke-dasharray=\"0 "))
        #expect(doneHTML.contains("visibility=\"hidden\"/></svg>"))
        // A plain circular ProgressView has no live arc.
        let plain = WidgetLayout.displayList(
            for: ProgressView(value: 0.5).progressViewStyle(.circular).frame(width: 60, height: 60),
            environment: RenderEnvironment(family: .systemSmall))
        #expect(!String(decoding: try DisplayListEncoder.encode(plain, as: .html), as: UTF8.self).contains("data-live-progress=\""))
    }

    @Test("The open circular gauge's track is knocked out around the marker, in every format")
    func gaugeKnockOut() throws {
        let view = Gauge(value: 0.3) { Text("UV") } currentValueLabel: { Text("3") }.gaugeStyle(.accessoryCircular)
        let list = WidgetLayout.displayList(for: view, environment: RenderEnvironment(family: .accessoryCircular))
        var groups: [GroupItem] = [], dots: [ShapeItem] = []
        for item in list.allItems {
            if case .shape(let shape) = item, shape.outline == .ellipse, shape.fill != nil { dots.append(shape) }
            if case .group(let group) = item, group.children.count == 1, case .shape(let track) = group.children[0],
               track.stroke != nil {
                groups.append(group)
            }
        }
        let dot = try #require(dots.first)
        let knockOut = try #require(groups.first)
        let clip = try #require(knockOut.clip)
        guard case .path(let elements) = clip.outline else {
            Issue.record("the knock-out clip is not a path")
            return
        }
        // Two subpaths: the bounds clockwise and a circle counter-clockwise (a hole under the
        // non-zero rule), the circle 2 pt wider than the dot all round.
        let moves = elements.compactMap { element -> CGPoint? in if case .move(let p) = element { return p } else { return nil } }
        #expect(moves.count == 2)
        let hole = try #require(moves.last)
        let radius = Double(hole.x - dot.frame.midX)
        #expect(abs(radius - (Double(dot.frame.width) / 2 + 2)) < 1e-9)
        #expect(abs(Double(hole.y - dot.frame.midY)) < 1e-9)
        // Signed area (shoelace over the subpath's on-curve points): opposite signs.
        func area(_ points: [CGPoint]) -> Double {
            var sum = 0.0
            for index in points.indices {
                let a = points[index], b = points[(index + 1) % points.count]
                sum += Double(a.x) * Double(b.y) - Double(b.x) * Double(a.y)
            }
            return sum / 2
        }
        var subpaths: [[CGPoint]] = []
        for element in elements {
            switch element {
            case .move(let p): subpaths.append([p])
            case .line(let p), .curve(let p, _, _), .quadCurve(let p, _): subpaths[subpaths.count - 1].append(p)
            case .close: break
            }
        }
        #expect(subpaths.count == 2 && area(subpaths[0]) * area(subpaths[1]) < 0)
        // The dot is painted after the knocked-out track.
        let svg = String(decoding: try DisplayListEncoder.encode(list, as: .svg), as: UTF8.self)
        let html = String(decoding: try DisplayListEncoder.encode(list, as: .html), as: UTF8.self)
        _ = try DisplayListEncoder.encode(list, as: .png, scale: 2)
        let d = SVGShapes.pathData(elements)
        #expect(svg.contains("<clipPath id=") && svg.contains("<path d=\"\(d)\"/></clipPath>"))
        // HTML: a CSS string in an attribute, relative to the widget's box at (0, 0).
        #expect(html.contains("clip-path:path(&quot;\(d)&quot;)"))
        let dotMarkup = "left:\(formatNumber(Double(dot.frame.minX)))px;top:\(formatNumber(Double(dot.frame.minY)))px"
        let clipAt = try #require(html.range(of: "clip-path:path("))
        let dotAt = try #require(html.range(of: dotMarkup))
        #expect(clipAt.lowerBound < dotAt.lowerBound)
    }
}
