import WidgetKitSupport
import DisplayList
import Foundation
import SVGRenderer
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

@Suite("SVG renderer")
struct SVGRendererTests {
    let list = MarkupFixtures.sample()

    @Test("The document is well-formed XML with the canvas size")
    func wellFormed() throws {
        let svg = SVGRenderer().render(list)
        let document = try MarkupFixtures.parse(svg)
        let root = try #require(document.rootElement())
        #expect(root.name == "svg")
        #expect(MarkupFixtures.attribute("width", of: root) == "170")
        #expect(MarkupFixtures.attribute("height", of: root) == "170")
        #expect(MarkupFixtures.attribute("viewBox", of: root) == "0 0 170 170")
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
    }

    @Test("One <text> per run, at the run's x and the line's baseline, stretched to the run's width")
    func textRuns() throws {
        let document = try MarkupFixtures.parse(SVGRenderer().render(list))
        let texts = MarkupFixtures.elements(named: "text", in: document)
        let runs = list.textItems.flatMap { item in item.lines.flatMap { line in line.runs.map { (line, $0) } } }
        #expect(texts.count == runs.count)
        for (element, (line, run)) in zip(texts, runs) {
            #expect(element.stringValue == run.text)
            #expect(MarkupFixtures.attribute("x", of: element) == formatNumber(run.x))
            #expect(MarkupFixtures.attribute("y", of: element) == formatNumber(Double(line.origin.y)))
            #expect(MarkupFixtures.attribute("textLength", of: element) == formatNumber(run.width))
            #expect(MarkupFixtures.attribute("lengthAdjust", of: element) == "spacingAndGlyphs")
            #expect(MarkupFixtures.attribute("font-size", of: element) == formatNumber(run.font.size))
            #expect(MarkupFixtures.attribute("font-weight", of: element) == String(run.font.weight))
            #expect(MarkupFixtures.attribute("font-family", of: element) == run.font.cssFamily)
        }
        let bold = try #require(texts.first { $0.stringValue == "world" })
        #expect(MarkupFixtures.attribute("font-style", of: bold) == "italic")
        #expect(MarkupFixtures.attribute("text-decoration", of: bold) == "underline")
        #expect(MarkupFixtures.attribute("fill", of: bold) == "#3366ff")
        let hebrew = try #require(texts.first { $0.stringValue == MarkupFixtures.hebrew })
        #expect(MarkupFixtures.attribute("text-decoration", of: hebrew) == "line-through")
        #expect(MarkupFixtures.attribute("fill", of: hebrew)?.hasPrefix("url(#") == true)
        #expect(MarkupFixtures.attribute("xml:lang", of: hebrew) == "he")
    }

    @Test("Hostile strings appear only escaped")
    func escaping() throws {
        var list = self.list
        list.accessibility.append(AccessibilityNode(frame: .zero, label: MarkupFixtures.longTitle))
        let svg = SVGRenderer(fontBaseURL: "https://fonts.example/a\"b</style><script>x</script>").render(list)
        #expect(!svg.contains("<script"))
        #expect(!svg.contains("\"quoted\""))
        #expect(!svg.contains("'single'"))
        #expect(!svg.contains("<b>"))
        #expect(svg.contains("&lt;script&gt;alert(1)&lt;/script&gt; &quot;quoted&quot; &#39;single&#39; &amp; ampersand"))
        let document = try MarkupFixtures.parse(svg)
        let title = try #require(MarkupFixtures.elements(named: "title", in: document).first)
        #expect(title.stringValue?.contains(MarkupFixtures.longTitle) == true)
        #expect(title.stringValue?.contains(MarkupFixtures.hostile) == true)
        let texts = MarkupFixtures.elements(named: "text", in: document).compactMap(\.stringValue)
        #expect(texts.contains(MarkupFixtures.hostile))
        #expect(texts.contains(MarkupFixtures.arabic))
        #expect(texts.contains(MarkupFixtures.hebrew))
    }

    @Test("Control characters XML forbids are dropped, so the document still parses")
    func controlCharacters() throws {
        let run = TextRun(text: "a\u{0}b\u{1B}c\u{FFFF}", x: 0, width: 10, font: MarkupFixtures.font, paint: .color(.black))
        let list = DisplayList(size: CGSize(width: 20, height: 20), items: [
            .text(TextItem(frame: .zero, lines: [TextLine(origin: CGPoint(x: 0, y: 10), width: 10, ascent: 8, descent: 2, runs: [run])])),
        ])
        let document = try MarkupFixtures.parse(SVGRenderer().render(list))
        #expect(MarkupFixtures.elements(named: "text", in: document).first?.stringValue == "abc")
    }

    @Test("Links: javascript: dropped, others wrap transparent rects; widget URL beneath them")
    func links() throws {
        let svg = SVGRenderer().render(list)
        #expect(!svg.lowercased().contains("javascript"))
        let document = try MarkupFixtures.parse(svg)
        let anchors = MarkupFixtures.elements(named: "a", in: document)
        let hrefs = anchors.compactMap { MarkupFixtures.attribute("href", of: $0) }
        #expect(hrefs == ["widget://open?id=1&b=2", "https://example.com/a?x=1&y=%222%22", "myapp://item/3"])
        #expect(MarkupFixtures.attribute("aria-label", of: anchors[1]) == "Open example")
        let rect = try #require(MarkupFixtures.elements(named: "rect", in: anchors[0]).first)
        #expect(MarkupFixtures.attribute("width", of: rect) == "170")
        #expect(MarkupFixtures.attribute("fill-opacity", of: rect) == "0")
        #expect(MarkupFixtures.attribute("role", of: document.rootElement()) == "group")
    }

    @Test("Without links the root is an image labelled by the accessibility tree")
    func imageRole() throws {
        var list = self.list
        list.links = []
        list.widgetURL = nil
        let root = try #require(try MarkupFixtures.parse(SVGRenderer().render(list)).rootElement())
        #expect(MarkupFixtures.attribute("role", of: root) == "img")
        #expect(MarkupFixtures.attribute("aria-label", of: root)?.hasPrefix("Hello world, ") == true)
        #expect(MarkupFixtures.attribute("aria-label", of: root)?.contains(MarkupFixtures.hostile + ", 42") == true)
    }

    @Test("Gradients, clips, shadows and masks are defined once with unique ids")
    func definitions() throws {
        let svg = SVGRenderer().render(list)
        let document = try MarkupFixtures.parse(svg)
        var ids: [String] = []
        for name in ["linearGradient", "radialGradient", "pattern", "clipPath", "filter", "mask"] {
            let found = MarkupFixtures.elements(named: name, in: document)
            #expect(!found.isEmpty, "no \(name)")
            ids += found.compactMap { MarkupFixtures.attribute("id", of: $0) }
        }
        #expect(Set(ids).count == ids.count)
        for id in ids { #expect(svg.contains("url(#\(id))"), "\(id) is never used") }
        let linear = try #require(MarkupFixtures.elements(named: "linearGradient", in: document).first)
        #expect(MarkupFixtures.attribute("gradientUnits", of: linear) == "userSpaceOnUse")
        #expect(MarkupFixtures.attribute("y2", of: linear) == "170")
        let stops = MarkupFixtures.elements(named: "stop", in: linear)
        #expect(MarkupFixtures.attribute("stop-opacity", of: stops.last) == "0.5")
        let wedges = MarkupFixtures.elements(named: "path", in: try #require(MarkupFixtures.elements(named: "pattern", in: document).first))
        #expect(wedges.count == 120)
        let group = try #require(MarkupFixtures.elements(named: "g", in: document).first { MarkupFixtures.attribute("opacity", of: $0) != nil })
        #expect(MarkupFixtures.attribute("opacity", of: group) == "0.5")
        #expect(MarkupFixtures.attribute("filter", of: group)?.hasPrefix("url(#") == true)
        let shadow = try #require(MarkupFixtures.elements(named: "feDropShadow", in: document).first)
        // The radius is the standard deviation, as the PNG renderer and CSS drop-shadow() take it.
        #expect(MarkupFixtures.attribute("stdDeviation", of: shadow) == "4")
        #expect(MarkupFixtures.attribute("dy", of: shadow) == "2")
        // The widget's continuous corners clip with the PNG renderer's squircle: Apple's three curves per corner, from 1.5287 × 22 pt.
        #expect(svg.contains("-cp1\"><path d=\"M33.631 0L136.369 0C146.053 0 150.895 0 156.107 1.648C161.798 3.719 166.281 8.202 168.352 13.893C170 19.105 170 23.947 170 33.631L170 136.369C"))
        #expect(svg.contains("stroke-dasharray=\"2 1\""))
        #expect(svg.contains("stroke-linecap=\"round\""))
        #expect(svg.contains("<path d=\"M120 120L135 100Q145 105 150 120Z\""))
    }

    @Test("Images are data URLs stretched to their frame; tinted images paint through a mask")
    func images() throws {
        let document = try MarkupFixtures.parse(SVGRenderer().render(list))
        let images = MarkupFixtures.elements(named: "image", in: document)
        #expect(images.count == 2)
        let plain = try #require(images.first { MarkupFixtures.attribute("x", of: $0) == "10" })
        #expect(MarkupFixtures.attribute("href", of: plain) == "data:image/png;base64," + MarkupFixtures.tinyPNG.bytes.base64EncodedString())
        #expect(MarkupFixtures.attribute("preserveAspectRatio", of: plain) == "none")
        #expect(MarkupFixtures.attribute("style", of: plain) == "image-rendering:pixelated")
        let masked = try #require(MarkupFixtures.elements(named: "rect", in: document).first { MarkupFixtures.attribute("mask", of: $0) != nil })
        #expect(MarkupFixtures.attribute("fill", of: masked) == "#ff9500")
    }

    @Test("Fonts: @font-face rules point below the base URL; the table names real Debian files")
    func fonts() throws {
        let svg = SVGRenderer(fontBaseURL: "https://example.com/fonts/").render(list)
        #expect(svg.contains("font-family:&quot;Inter&quot;"))
        #expect(svg.contains("url(&quot;https://example.com/fonts/Inter-Regular.otf&quot;)"))
        #expect(svg.contains("url(&quot;https://example.com/fonts/materialdesignicons-webfont.woff2&quot;)"))
        #expect(!SVGRenderer().render(list).contains("@font-face"))
        for (file, path) in SVGRenderer.fontFiles {
            #expect(path.hasPrefix("/usr/share/fonts/"))
            #expect((path as NSString).lastPathComponent == file)
        }
        for family in ["Inter", "NotoSansCJK", "NotoColorEmoji", "materialdesignicons"] {
            #expect(SVGRenderer.fontFiles.keys.contains { $0.hasPrefix(family) }, "\(family) missing")
        }
        if FileManager.default.fileExists(atPath: "/usr/share/fonts/opentype/inter") {
            for path in SVGRenderer.fontFiles.values {
                #expect(FileManager.default.fileExists(atPath: path), "\(path) is not installed")
            }
        }
    }

    @Test("Output is deterministic, and different lists get different id prefixes")
    func determinism() {
        let renderer = SVGRenderer(fontBaseURL: "/fonts")
        #expect(renderer.render(list) == renderer.render(MarkupFixtures.sample()))
        var other = list
        other.size.width = 171
        let prefix = { (svg: String) -> Substring? in
            svg.firstMatch(of: /id="(wk[0-9a-f]{8})-/)?.output.1
        }
        #expect(prefix(renderer.render(list)) != nil)
        #expect(prefix(renderer.render(list)) != prefix(renderer.render(other)))
    }

    @Test("Numbers have at most three decimals")
    func numbers() throws {
        let list = DisplayList(size: CGSize(width: 10.123456, height: 5), items: [
            .shape(ShapeItem(frame: CGRect(x: 1.0 / 3, y: 2.0 / 3, width: 1, height: 1), outline: .rectangle, fill: .color(.black))),
        ])
        let svg = SVGRenderer().render(list)
        #expect(svg.contains("width=\"10.123\""))
        #expect(svg.contains("x=\"0.333\" y=\"0.667\""))
    }
}
