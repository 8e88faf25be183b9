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
        #expect(root.attribute(forName: "width")?.stringValue == "170")
        #expect(root.attribute(forName: "height")?.stringValue == "170")
        #expect(root.attribute(forName: "viewBox")?.stringValue == "0 0 170 170")
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
            #expect(element.attribute(forName: "x")?.stringValue == formatNumber(run.x))
            #expect(element.attribute(forName: "y")?.stringValue == formatNumber(Double(line.origin.y)))
            #expect(element.attribute(forName: "textLength")?.stringValue == formatNumber(run.width))
            #expect(element.attribute(forName: "lengthAdjust")?.stringValue == "spacingAndGlyphs")
            #expect(element.attribute(forName: "font-size")?.stringValue == formatNumber(run.font.size))
            #expect(element.attribute(forName: "font-weight")?.stringValue == String(run.font.weight))
            #expect(element.attribute(forName: "font-family")?.stringValue == run.font.cssFamily)
        }
        let bold = try #require(texts.first { $0.stringValue == "world" })
        #expect(bold.attribute(forName: "font-style")?.stringValue == "italic")
        #expect(bold.attribute(forName: "text-decoration")?.stringValue == "underline")
        #expect(bold.attribute(forName: "fill")?.stringValue == "#3366ff")
        let hebrew = try #require(texts.first { $0.stringValue == MarkupFixtures.hebrew })
        #expect(hebrew.attribute(forName: "text-decoration")?.stringValue == "line-through")
        #expect(hebrew.attribute(forName: "fill")?.stringValue?.hasPrefix("url(#") == true)
        #expect(hebrew.attribute(forName: "xml:lang")?.stringValue == "he")
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
        let hrefs = anchors.compactMap { $0.attribute(forName: "href")?.stringValue }
        #expect(hrefs == ["widget://open?id=1&b=2", "https://example.com/a?x=1&y=%222%22", "myapp://item/3"])
        #expect(anchors[1].attribute(forName: "aria-label")?.stringValue == "Open example")
        let rect = try #require(MarkupFixtures.elements(named: "rect", in: anchors[0]).first)
        #expect(rect.attribute(forName: "width")?.stringValue == "170")
        #expect(rect.attribute(forName: "fill-opacity")?.stringValue == "0")
        #expect(document.rootElement()?.attribute(forName: "role")?.stringValue == "group")
    }

    @Test("Without links the root is an image labelled by the accessibility tree")
    func imageRole() throws {
        var list = self.list
        list.links = []
        list.widgetURL = nil
        let root = try #require(try MarkupFixtures.parse(SVGRenderer().render(list)).rootElement())
        #expect(root.attribute(forName: "role")?.stringValue == "img")
        #expect(root.attribute(forName: "aria-label")?.stringValue?.hasPrefix("Hello world, ") == true)
        #expect(root.attribute(forName: "aria-label")?.stringValue?.contains(MarkupFixtures.hostile + ", 42") == true)
    }

    @Test("Gradients, clips, shadows and masks are defined once with unique ids")
    func definitions() throws {
        let svg = SVGRenderer().render(list)
        let document = try MarkupFixtures.parse(svg)
        var ids: [String] = []
        for name in ["linearGradient", "radialGradient", "pattern", "clipPath", "filter", "mask"] {
            let found = MarkupFixtures.elements(named: name, in: document)
            #expect(!found.isEmpty, "no \(name)")
            ids += found.compactMap { $0.attribute(forName: "id")?.stringValue }
        }
        #expect(Set(ids).count == ids.count)
        for id in ids { #expect(svg.contains("url(#\(id))"), "\(id) is never used") }
        let linear = try #require(MarkupFixtures.elements(named: "linearGradient", in: document).first)
        #expect(linear.attribute(forName: "gradientUnits")?.stringValue == "userSpaceOnUse")
        #expect(linear.attribute(forName: "y2")?.stringValue == "170")
        let stops = MarkupFixtures.elements(named: "stop", in: linear)
        #expect(stops.last?.attribute(forName: "stop-opacity")?.stringValue == "0.5")
        let wedges = MarkupFixtures.elements(named: "path", in: try #require(MarkupFixtures.elements(named: "pattern", in: document).first))
        #expect(wedges.count == 120)
        let group = try #require(MarkupFixtures.elements(named: "g", in: document).first { $0.attribute(forName: "opacity") != nil })
        #expect(group.attribute(forName: "opacity")?.stringValue == "0.5")
        #expect(group.attribute(forName: "filter")?.stringValue?.hasPrefix("url(#") == true)
        let shadow = try #require(MarkupFixtures.elements(named: "feDropShadow", in: document).first)
        #expect(shadow.attribute(forName: "stdDeviation")?.stringValue == "2")
        #expect(shadow.attribute(forName: "dy")?.stringValue == "2")
        #expect(svg.contains("rx=\"22\" ry=\"22\""))
        #expect(svg.contains("stroke-dasharray=\"2 1\""))
        #expect(svg.contains("stroke-linecap=\"round\""))
        #expect(svg.contains("<path d=\"M120 120L135 100Q145 105 150 120Z\""))
    }

    @Test("Images are data URLs stretched to their frame; tinted images paint through a mask")
    func images() throws {
        let document = try MarkupFixtures.parse(SVGRenderer().render(list))
        let images = MarkupFixtures.elements(named: "image", in: document)
        #expect(images.count == 2)
        let plain = try #require(images.first { $0.attribute(forName: "x")?.stringValue == "10" })
        #expect(plain.attribute(forName: "href")?.stringValue == "data:image/png;base64," + MarkupFixtures.tinyPNG.bytes.base64EncodedString())
        #expect(plain.attribute(forName: "preserveAspectRatio")?.stringValue == "none")
        #expect(plain.attribute(forName: "style")?.stringValue == "image-rendering:pixelated")
        let masked = try #require(MarkupFixtures.elements(named: "rect", in: document).first { $0.attribute(forName: "mask") != nil })
        #expect(masked.attribute(forName: "fill")?.stringValue == "#ff9500")
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
