import WidgetKitSupport
import DisplayList
import Foundation
import HTMLRenderer
import MarkupSupport
import PNGRenderer
import SVGRenderer
import Testing

/// Nine-slice image parts (`ImageItem.source`), continuous corners and live progress bars, in the
/// three renderers.
@Suite("Image slices, continuous corners and live bars")
struct SlicesCornersAndLiveBarsTests {
    // MARK: Continuous corners

    static let card = CGRect(x: 10, y: 10, width: 100, height: 80)

    @Test("The squircle path: straight sides and Apple's three cubics per corner, reaching 1.5287 radii")
    func squirclePath() throws {
        // iOS's continuous corner (UIBezierPath since iOS 7): the straight side ends 1.52866483
        // radii from the corner, then three curves through Apple's published points (in radii,
        // back from the corner / onward along the next side).
        let path = ShapeOutline.roundedRectanglePath(in: Self.card, radiusX: 10, radiusY: 10, continuous: true)
        #expect(path.count == 18, "a move, four sides of one line and three curves, a close")
        func near(_ a: CGPoint, _ x: Double, _ y: Double) -> Bool {
            abs(Double(a.x) - x) < 1e-6 && abs(Double(a.y) - y) < 1e-6
        }
        guard case .move(let start) = path[0], case .line(let sideEnd) = path[1],
              case .curve(let first, let c1, let c2) = path[2], case .curve(let second, let c3, let c4) = path[3],
              case .curve(let third, let c5, let c6) = path[4]
        else {
            Issue.record("expected a move, a line and three curves")
            return
        }
        #expect(near(start, 10 + 15.2866483, 10))
        #expect(near(sideEnd, 110 - 15.2866483, 10))
        #expect(near(c1, 110 - 10.8849296, 10) && near(c2, 110 - 8.6840694, 10))
        #expect(near(first, 110 - 6.3149399, 10 + 0.7491100))
        #expect(near(c3, 110 - 3.7282392, 10 + 1.6905899) && near(c4, 110 - 1.6905899, 10 + 3.7282392))
        #expect(near(second, 110 - 0.7491100, 10 + 6.3149399))
        #expect(near(c5, 110, 10 + 8.6840694) && near(c6, 110, 10 + 10.8849296))
        #expect(near(third, 110, 10 + 15.2866483))
        // Only continuous corners that fit get a squircle; the rest stay circular.
        let outline = ShapeOutline.roundedRectangle(cornerWidth: 10, cornerHeight: 10, continuous: true)
        #expect(outline.continuousPath(in: Self.card) == path)
        #expect(ShapeOutline.roundedRectangle(cornerWidth: 10, cornerHeight: 10, continuous: false).continuousPath(in: Self.card) == nil)
        #expect(ShapeOutline.roundedRectangle(cornerWidth: 30, cornerHeight: 30, continuous: true).continuousPath(in: Self.card) == nil)
        let circular = ShapeOutline.roundedRectanglePath(in: Self.card, radiusX: 10, radiusY: 10, continuous: false)
        #expect(circular.count == 10, "circular corners stay one cubic each")
    }

    @Test("A 14 pt continuous corner leaves its straight edge where iOS's does: one pixel (1/3 pt) off at 12.03 pt")
    func fourteenPointCornerLeavesTheEdge() throws {
        // Issue 31, item 6: the old single-cubic corner was still within 1/3 pt of the top edge
        // 14.2 pt from the corner (iOS: 1.67 pt nearer the corner). Apple's curves leave it at 12.03 pt.
        let tile = CGRect(x: 0, y: 0, width: 170, height: 170)
        let path = ShapeOutline.roundedRectanglePath(in: tile, radiusX: 14, radiusY: 14, continuous: true)
        let points = Array(path.prefix(5)).flattened(curveSteps: 4000)
        let off = points.filter { Double($0.point.y) >= 1.0 / 3 }.map { 170 - Double($0.point.x) }
        let leaves = try #require(off.max())
        #expect(abs(leaves - 12.035) < 0.01, "the corner is 1/3 pt below the edge \(leaves) pt from the corner")
    }

    @Test("PNG draws the shared path: a continuous rounded rectangle and its path give the same bytes")
    func pngUsesTheSharedPath() throws {
        let fill = Paint.color(RGBAColor(red: 0.2, green: 0.4, blue: 0.9))
        let outline = ShapeOutline.roundedRectangle(cornerWidth: 20, cornerHeight: 20, continuous: true)
        let squircle = try #require(outline.continuousPath(in: Self.card))
        let size = CGSize(width: 120, height: 100)
        let a = try PNGRenderer().render(DisplayList(size: size, items: [.shape(ShapeItem(frame: Self.card, outline: outline, fill: fill))]), scale: 2)
        let b = try PNGRenderer().render(DisplayList(size: size, items: [.shape(ShapeItem(frame: Self.card, outline: .path(squircle), fill: fill))]), scale: 2)
        #expect(a == b)
        // And it is not the circular corner: near the corner, the squircle leaves more uncovered.
        let circular = try PNGRenderer().render(DisplayList(size: size, items: [
            .shape(ShapeItem(frame: Self.card, outline: .roundedRectangle(cornerWidth: 20, cornerHeight: 20, continuous: false), fill: fill)),
        ]), scale: 2)
        #expect(a != circular)
        // Near where the corner leaves the top edge the squircle bends later than the circle: at
        // 8×, the pixel covering x 24.25…24.375 pt, y 10.875…11 pt is inside the circular corner
        // (its edge there is at x ≤ 24.15 pt) and outside Apple's (x ≥ 24.41 pt).
        let fine = { (outline: ShapeOutline) throws -> DecodedPNG in
            try #require(DecodedPNG(try PNGRenderer().render(
                DisplayList(size: size, items: [.shape(ShapeItem(frame: Self.card, outline: outline, fill: fill))]), scale: 8)))
        }
        let continuousImage = try fine(outline)
        let circularImage = try fine(.roundedRectangle(cornerWidth: 20, cornerHeight: 20, continuous: false))
        #expect(circularImage.rgba(194, 87).a >= 250)
        #expect(continuousImage.rgba(194, 87).a <= 5)
    }

    @Test("SVG and HTML draw continuous corners with the PNG's path, circular ones with rx / border-radius")
    func markupUsesTheSharedPath() throws {
        let outline = ShapeOutline.roundedRectangle(cornerWidth: 20, cornerHeight: 20, continuous: true)
        let squircle = try #require(outline.continuousPath(in: Self.card))
        let fill = Paint.color(RGBAColor(red: 1, green: 0, blue: 0))
        let list = DisplayList(size: CGSize(width: 120, height: 100), items: [
            .shape(ShapeItem(frame: Self.card, outline: outline, fill: fill)),
            .group(GroupItem(clip: Clip(frame: Self.card, outline: outline), children: [
                .shape(ShapeItem(frame: Self.card, outline: .rectangle, fill: fill)),
            ])),
            .shape(ShapeItem(frame: Self.card, outline: .roundedRectangle(cornerWidth: 20, cornerHeight: 20, continuous: false), fill: fill)),
        ])
        let svg = SVGRenderer().render(list)
        let absolute = SVGShapes.pathData(squircle)
        #expect(svg.contains("<path d=\"\(absolute)\" fill=\"#ff0000\"/>"))
        #expect(svg.contains("<clipPath id=\"") && svg.contains("\"><path d=\"\(absolute)\"/></clipPath>"))
        #expect(svg.contains("rx=\"20\" ry=\"20\""))
        #expect(absolute.hasPrefix("M40.573 10L79.427 10C88.23 10 92.632 10 97.37 11.498C"))

        let html = HTMLRenderer().renderFragment(list, id: "w")
        let relative = SVGShapes.pathData(squircle, origin: Self.card.origin)
        #expect(relative.hasPrefix("M30.573 0L69.427 0C78.23 0 82.632 0 87.37 1.498C"))
        // The filled shape and the clip both carry the path relative to their own box.
        let clipPaths = html.components(separatedBy: "clip-path:path('\(relative)')").count - 1
        #expect(clipPaths == 2)
        #expect(html.contains("border-radius:20px;background:#ff0000"))
    }

    @Test("A stroked continuous rectangle is an inline SVG path in HTML")
    func strokedSquircleInHTML() throws {
        let outline = ShapeOutline.roundedRectangle(cornerWidth: 20, cornerHeight: 20, continuous: true)
        let list = DisplayList(size: CGSize(width: 120, height: 100), items: [
            .shape(ShapeItem(frame: Self.card, outline: outline, stroke: StrokeSpec(paint: .color(.black), lineWidth: 2))),
        ])
        let html = HTMLRenderer().renderFragment(list, id: "w")
        let squircle = try #require(outline.continuousPath(in: Self.card))
        #expect(html.contains("<path d=\"\(SVGShapes.pathData(squircle))\" fill=\"none\""))
        #expect(!html.contains("border:2px"))
    }

    // MARK: Image slices

    /// A 3×3-pixel image: each pixel a different color, so every slice is recognisable.
    static let grid: ImageData = {
        let colors: [(UInt8, UInt8, UInt8)] = [
            (255, 0, 0), (0, 255, 0), (0, 0, 255),
            (255, 255, 0), (0, 255, 255), (255, 0, 255),
            (0, 0, 0), (255, 255, 255), (128, 128, 128),
        ]
        let rgba: [UInt8] = colors.flatMap { color -> [UInt8] in [color.0, color.1, color.2, 255] }
        return ImageData(format: .png, bytes: MarkupFixtures.png(width: 3, height: 3, rgba: rgba), pixelWidth: 3, pixelHeight: 3, id: "grid")
    }()

    @Test("PNG draws only the source part, stretched to the frame, without its neighbours' pixels")
    func pngDrawsSourcePart() throws {
        // The middle pixel (cyan) stretched over 30×30 points; the bottom-right one (grey) in 10×10.
        let list = DisplayList(size: CGSize(width: 40, height: 30), items: [
            .image(ImageItem(frame: CGRect(x: 0, y: 0, width: 30, height: 30), image: Self.grid,
                             source: CGRect(x: 1, y: 1, width: 1, height: 1))),
            .image(ImageItem(frame: CGRect(x: 30, y: 0, width: 10, height: 10), image: Self.grid,
                             source: CGRect(x: 2, y: 2, width: 1, height: 1))),
        ])
        let image = try #require(DecodedPNG(try PNGRenderer().render(list, scale: 1)))
        // Smooth sampling, yet every pixel of the part is the part's color, edges included.
        for (x, y) in [(0, 0), (15, 15), (29, 29), (0, 29), (29, 0)] {
            let p = image.rgba(x, y)
            #expect(p.r == 0 && p.g == 255 && p.b == 255 && p.a == 255, "(\(x), \(y)) is \(p)")
        }
        for (x, y) in [(30, 0), (35, 5), (39, 9)] {
            let p = image.rgba(x, y)
            #expect(p.r == 128 && p.g == 128 && p.b == 128, "(\(x), \(y)) is \(p)")
        }
        #expect(image.rgba(35, 15).a == 0)
    }

    @Test("SVG and HTML draw a part as a crisp-edged rectangle filled with a pattern of the part")
    func markupDrawsSourcePart() throws {
        let item = ImageItem(frame: CGRect(x: 20, y: 10, width: 40, height: 20), image: Self.grid,
                             source: CGRect(x: 1, y: 0, width: 2, height: 1))
        let list = DisplayList(size: CGSize(width: 100, height: 50), items: [.image(item), .image(item)])
        // 20 points a pixel across, 20 down; the pattern's tile is the part and a point all round
        // (1/20 pixel): its view box is the part in image pixels, widened by as much.
        let pattern = "patternUnits=\"userSpaceOnUse\" x=\"19\" y=\"9\" width=\"42\" height=\"22\""
            + " viewBox=\"0.95 -0.05 2.1 1.1\" preserveAspectRatio=\"none\"><use href=\"#"
        let rect = "<rect x=\"20\" y=\"10\" width=\"40\" height=\"20\" fill=\"url(#"
        let svg = SVGRenderer().render(list)
        #expect(svg.contains("<image x=\"0\" y=\"0\" width=\"3\" height=\"3\" preserveAspectRatio=\"none\" id=\""))
        #expect(svg.contains(pattern))
        #expect(svg.contains(rect) && svg.contains("\" shape-rendering=\"crispEdges\"/>"))
        // The image is written once, for both parts.
        #expect(svg.components(separatedBy: "base64,").count == 2)
        let html = HTMLRenderer().renderFragment(list, id: "w")
        // HTML: an inline SVG at the origin of the element it is in, the part in canvas points.
        #expect(html.contains("<svg width=\"1\" height=\"1\" viewBox=\"0 0 1 1\" style=\"position:absolute;left:0;top:0;overflow:visible\""
            + " aria-hidden=\"true\"><defs><image x=\"0\" y=\"0\" width=\"3\" height=\"3\""))
        #expect(html.contains(pattern) && html.contains(rect))
        #expect(!html.contains("<img"))
        // Images from a URL (the home screen's assets) are referenced, escaped, in the pattern's image.
        let served = HTMLRenderer().renderFragment(list, id: "w", imageURL: { _ in "/assets/grid.png?a=1&b=2" })
        #expect(served.contains("href=\"/assets/grid.png?a=1&amp;b=2\"/>") && !served.contains("base64"))
        // A tinted part: the tint through a mask of the part, crisp-edged as well.
        var tinted = item
        tinted.tint = .color(.white)
        let tintedList = DisplayList(size: CGSize(width: 100, height: 50), items: [.image(tinted)])
        for markup in [SVGRenderer().render(tintedList), HTMLRenderer().renderFragment(tintedList, id: "w")] {
            #expect(markup.contains("<rect x=\"20\" y=\"10\" width=\"40\" height=\"20\" fill=\"#ffffff\" mask=\"url(#"))
            #expect(markup.contains("\" shape-rendering=\"crispEdges\"/>"))
            #expect(markup.contains(pattern))
        }
        // A source outside the image draws nothing.
        let outside = DisplayList(size: CGSize(width: 10, height: 10), items: [
            .image(ImageItem(frame: CGRect(x: 0, y: 0, width: 10, height: 10), image: Self.grid, source: CGRect(x: 5, y: 5, width: 1, height: 1))),
        ])
        #expect(!SVGRenderer().render(outside).contains("<image"))
        #expect(!HTMLRenderer().renderFragment(outside, id: "w").contains("<svg"))
    }

    @Test("PNG parts meeting at fractional positions leave no seam between them")
    func pngPartsWithoutSeams() throws {
        // The cyan middle pixel as two parts side by side, meeting at x = 10.5, over white.
        let list = DisplayList(size: CGSize(width: 21, height: 4), items: [
            .shape(ShapeItem(frame: CGRect(x: 0, y: 0, width: 21, height: 4), outline: .rectangle, fill: .color(.white))),
            .image(ImageItem(frame: CGRect(x: 0, y: 0, width: 10.5, height: 4), image: Self.grid, source: CGRect(x: 1, y: 1, width: 1, height: 1))),
            .image(ImageItem(frame: CGRect(x: 10.5, y: 0, width: 10.5, height: 4), image: Self.grid, source: CGRect(x: 1, y: 1, width: 1, height: 1))),
        ])
        let image = try #require(DecodedPNG(try PNGRenderer().render(list, scale: 1)))
        // Antialiased edges would each cover pixel 10 half, letting a quarter of the white through.
        for x in 0..<21 {
            let p = image.rgba(x, 2)
            #expect(p.r == 0 && p.g == 255 && p.b == 255, "x = \(x) is \(p)")
        }
    }

    // MARK: Live progress

    @Test("A live bar carries its interval and lengths; the script updates [data-live-progress]")
    func liveProgressAttributes() throws {
        let start = Date(timeIntervalSince1970: 1_800_000_000), end = start.addingTimeInterval(600)
        let live = LiveProgress(start: start, end: end, countsDown: true, length: 120, minimumLength: 4)
        #expect(live.width(at: start) == 120)
        #expect(live.width(at: start.addingTimeInterval(150)) == 90)
        #expect(live.width(at: end.addingTimeInterval(-1)) == 4)
        #expect(live.width(at: end) == 0)
        let up = LiveProgress(start: start, end: end, countsDown: false, length: 120, minimumLength: 4)
        #expect(up.width(at: start.addingTimeInterval(300)) == 60)
        #expect(up.width(at: start) == 0)

        let bar = CGRect(x: 8, y: 20, width: 90, height: 4)
        let list = DisplayList(size: CGSize(width: 140, height: 40), items: [
            .shape(ShapeItem(frame: CGRect(x: 8, y: 20, width: 120, height: 4), outline: .capsule, fill: .color(.black))),
            .shape(ShapeItem(frame: bar, outline: .capsule, fill: .color(.white), liveProgress: live)),
            // An empty live bar is still written, so the browser can grow it.
            .shape(ShapeItem(frame: CGRect(x: 8, y: 30, width: 0, height: 4), outline: .capsule, fill: .color(.white), liveProgress: up)),
        ])
        let html = HTMLRenderer().renderDocument(list, title: "Timer")
        #expect(html.contains("<div data-live-progress=\"1800000000000,1800000600000,true\" data-live-progress-length=\"120\""
            + " data-live-progress-min=\"4\" style=\"position:absolute;left:8px;top:20px;width:90px;height:4px;border-radius:2px;background:#ffffff\"></div>"))
        #expect(html.contains("<div data-live-progress=\"1800000000000,1800000600000,false\" data-live-progress-length=\"120\""
            + " data-live-progress-min=\"4\" style=\"position:absolute;left:8px;top:30px;width:0px;height:4px;border-radius:2px;"))
        #expect(HTMLRenderer.liveScript.contains("[data-live-progress]"))
        #expect(html.contains(HTMLRenderer.liveScript))
    }

    @Test("A live ring is its whole arc in HTML, stroked as one dash of the render-time arc's length")
    func liveRingMarkup() throws {
        let start = Date(timeIntervalSince1970: 1_800_000_000), end = start.addingTimeInterval(600)
        // A ring of radius 10 around (20, 20): the whole arc a circle from the top, clockwise, as
        // two half circles; at render time the first half is drawn.
        let top = CGPoint(x: 20, y: 10), bottom = CGPoint(x: 20, y: 30), left = CGPoint(x: 10, y: 20), right = CGPoint(x: 30, y: 20)
        let k = 0.5522847498 * 10
        let firstHalf: [PathElement] = [
            .move(to: top),
            .curve(to: right, control1: CGPoint(x: 20 + k, y: 10), control2: CGPoint(x: 30, y: 20 - k)),
            .curve(to: bottom, control1: CGPoint(x: 30, y: 20 + k), control2: CGPoint(x: 20 + k, y: 30)),
        ]
        let whole = firstHalf + [
            .curve(to: left, control1: CGPoint(x: 20 - k, y: 30), control2: CGPoint(x: 10, y: 20 + k)),
            .curve(to: top, control1: CGPoint(x: 10, y: 20 - k), control2: CGPoint(x: 20 - k, y: 10)),
        ]
        let length = 2 * Double.pi * 10
        let live = LiveProgress(start: start, end: end, countsDown: true, length: length, minimumLength: 0, path: whole)
        #expect(live.width(at: start.addingTimeInterval(300)) == length / 2)
        let frame = CGRect(x: 8, y: 8, width: 24, height: 24)
        let stroke = StrokeSpec(paint: .color(.white), lineWidth: 4, lineCap: .round)
        let list = DisplayList(size: CGSize(width: 40, height: 40), items: [
            .shape(ShapeItem(frame: frame, outline: .path(firstHalf), stroke: stroke, liveProgress: live)),
            // Empty at render time: written anyway, hidden, for the page to fill.
            .shape(ShapeItem(frame: frame, outline: .path([]), stroke: stroke, liveProgress: live)),
        ])
        let html = HTMLRenderer().renderFragment(list, id: "w")
        let d = SVGShapes.pathData(whole)
        let dash = try #require(html.range(of: "stroke-dasharray=\"")).upperBound
        let drawn = Double(html[dash...].prefix { $0 != " " }) ?? -1
        // Half the arc (the Bézier lengths agree with 2πr to a few thousandths).
        #expect(abs(drawn - length / 2) < 0.02, "dash \(drawn)")
        #expect(html.contains("<svg width=\"32\" height=\"32\" viewBox=\"4 4 32 32\" style=\"position:absolute;left:4px;top:4px;overflow:visible\">"
            + "<path data-live-progress=\"1800000000000,1800000600000,true\" data-live-progress-length=\"\(formatNumber(length))\""
            + " data-live-progress-min=\"0\" d=\"\(d)\" fill=\"none\" stroke=\"#ffffff\" stroke-width=\"4\" stroke-linecap=\"round\""
            + " stroke-dasharray=\"\(formatNumber(drawn)) \(formatNumber(length))\"/></svg>"))
        #expect(html.contains("stroke-dasharray=\"0 \(formatNumber(length))\" visibility=\"hidden\"/></svg>"))
        // The static SVG draws the render-time arc only, and nothing for the empty one.
        let svg = SVGRenderer().render(list)
        #expect(svg.contains("<path d=\"\(SVGShapes.pathData(firstHalf))\""))
        #expect(!svg.contains(d))
        // The script handles SVG elements by their dash.
        #expect(HTMLRenderer.liveScript.contains("setAttribute(\"stroke-dasharray\""))
        // The whole arc survives a JSON round trip.
        let decoded = try JSONDecoder().decode(DisplayList.self, from: JSONEncoder().encode(list))
        #expect(decoded == list)
    }
}

/// The HTML renderer writes numbers and colors straight into a byte buffer: the text must be the
/// same as `formatNumber` and `RGBAColor.cssString` give.
@Suite("Markup buffer")
struct MarkupBufferTests {
    @Test("appendNumber writes what formatNumber returns")
    func numbers() {
        var values: [Double] = [0, -0.0, 1, -1, 0.5, -0.5, 0.0004, -0.0004, 0.0005, -0.0005, 12.5, 21.67, 33.112, 99.9999,
                                1e9, -1e9, 123_456_789.123, 1e12 + 0.5, 1e14, 2e15, -3e16, .nan, .infinity, -.infinity, 1.0 / 3]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2000 {
            let magnitude = [1.0, 100, 10_000, 1e7][Int.random(in: 0..<4, using: &generator)]
            values.append(Double.random(in: -magnitude...magnitude, using: &generator))
        }
        for value in values {
            var buffer = MarkupBuffer()
            buffer.appendNumber(value)
            #expect(buffer.string == formatNumber(value), "\(value)")
        }
        var px = MarkupBuffer()
        px.appendPx(-2.25)
        #expect(px.string == "-2.25px")
    }

    @Test("appendColor writes what cssString returns")
    func colors() {
        let colors = [RGBAColor.black, .white, .clear, RGBAColor(red: 0.25, green: 0.55, blue: 0.95),
                      RGBAColor(red: 1, green: 0, blue: 0, alpha: 0.5), RGBAColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.333),
                      RGBAColor(red: 2, green: -1, blue: 0.5, alpha: 1.5), RGBAColor(red: 0.5, green: 0.5, blue: 0.5, alpha: .nan)]
        for color in colors {
            var buffer = MarkupBuffer()
            buffer.appendColor(color)
            #expect(buffer.string == color.cssString)
        }
    }
}
