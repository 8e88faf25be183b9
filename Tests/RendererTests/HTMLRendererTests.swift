import WidgetKitSupport
import DisplayList
import Foundation
import HTMLRenderer
import SVGRenderer
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

@Suite("HTML renderer")
struct HTMLRendererTests {
    let list = MarkupFixtures.sample()

    private func fragment(_ list: DisplayList? = nil) throws -> (String, XMLElement) {
        let html = HTMLRenderer().renderFragment(list ?? self.list, id: "w1")
        let root = try #require(try MarkupFixtures.parse(html).rootElement())
        return (html, root)
    }

    private func children(of root: XMLElement, class name: String) throws -> XMLElement {
        try #require(MarkupFixtures.elements(named: "div", in: root).first { MarkupFixtures.attribute("class", of: $0) == name })
    }

    @Test("The fragment is a relative, clipped box of the widget's size")
    func root() throws {
        let (_, root) = try fragment()
        #expect(root.name == "div")
        #expect(MarkupFixtures.attribute("class", of: root) == "wk-widget")
        #expect(MarkupFixtures.attribute("id", of: root) == "w1")
        #expect(MarkupFixtures.attribute("role", of: root) == "group")
        let style = MarkupFixtures.style(of: root)
        #expect(style["position"] == "relative")
        #expect(style["overflow"] == "hidden")
        #expect(style["width"] == "170px")
        #expect(style["height"] == "170px")
    }

    @Test("One absolutely positioned span per run: left = run x, top = baseline − ascent")
    func runs() throws {
        let (_, root) = try fragment()
        let spans = MarkupFixtures.elements(named: "span", in: root).filter { MarkupFixtures.attribute("class", of: $0) == "wk-run" }
        let runs = list.textItems.flatMap { item in item.lines.flatMap { line in line.runs.map { (line, $0) } } }
        #expect(spans.count == runs.count)
        // The live item's runs sit inside its wrapper, positioned relative to it.
        for (span, (line, run)) in zip(spans, runs).prefix(5) {
            let style = MarkupFixtures.style(of: span)
            #expect(span.stringValue == run.text)
            #expect(MarkupFixtures.attribute("aria-hidden", of: span) == "true")
            #expect(style["position"] == "absolute")
            #expect(style["left"] == formatNumber(run.x) + "px")
            #expect(style["top"] == formatNumber(Double(line.origin.y) - line.ascent) + "px")
            #expect(style["width"] == formatNumber(run.width) + "px")
            #expect(style["height"] == formatNumber(line.ascent + line.descent) + "px")
            #expect(style["white-space"] == "pre")
            #expect(style["font"]?.hasSuffix(" " + run.font.cssFamily) == true)
            // The strut puts the baseline `ascent` below the top, independent of font metrics.
            let strut = try #require(MarkupFixtures.elements(named: "span", in: span).dropFirst().first)
            #expect(MarkupFixtures.style(of: strut)["height"] == formatNumber(line.ascent) + "px")
        }
        let first = MarkupFixtures.style(of: spans[0])
        #expect(first["left"] == "16px")
        #expect(first["top"] == "23.5px")
        #expect(first["font"] == "400 17px/0 'Inter','Noto Sans CJK SC','Noto Color Emoji',sans-serif")
        #expect(first["color"] == "#000000")
        let bold = MarkupFixtures.style(of: spans[1])
        #expect(bold["font"]?.hasPrefix("italic 700 17px/0 ") == true)
        #expect(bold["text-decoration"] == "underline")
        let arabic = try #require(spans.first { $0.stringValue == MarkupFixtures.arabic })
        #expect(MarkupFixtures.attribute("lang", of: arabic) == "ar")
        let hebrew = MarkupFixtures.style(of: try #require(spans.first { $0.stringValue == MarkupFixtures.hebrew }))
        #expect(hebrew["background-clip"] == "text")
        #expect(hebrew["background"]?.hasPrefix("linear-gradient(90deg,#000000 ") == true)
        #expect(hebrew["background-position"] == "-74px -45.5px")
    }

    @Test("Shapes: CSS boxes for rect-like outlines, inline SVG for paths and dashed ellipses")
    func shapes() throws {
        let (html, root) = try fragment()
        let visual = try children(of: root, class: "wk-visual")
        #expect(MarkupFixtures.attribute("aria-hidden", of: visual) == "true")
        // The widget's continuous corners: the PNG renderer's squircle as the clip box's clip path.
        #expect(html.contains("overflow:hidden;clip-path:path('M33.631 0L136.369 0C146.053 0 150.895 0 156.107 1.648C161.798 3.719 166.281 8.202 168.352 13.893C170 19.105 170 23.947 170 33.631L170 136.369C"))
        #expect(html.contains("background:linear-gradient(180deg,#ff0000 0%,rgba(0,0,255,0.5) 100%)"))
        // Capsule: fill box plus a border centered on the outline.
        #expect(html.contains("left:10px;top:100px;width:60px;height:20px;border-radius:10px;background:#ffffff"))
        #expect(html.contains("left:9px;top:99px;width:62px;height:22px;box-sizing:border-box;border:2px solid #000000;border-radius:11px"))
        let svgs = MarkupFixtures.elements(named: "svg", in: visual)
        #expect(svgs.count == 2)
        #expect(MarkupFixtures.attribute("stroke-dasharray", of: MarkupFixtures.elements(named: "ellipse", in: svgs[0]).last) == "2 1")
        #expect(MarkupFixtures.attribute("id", of: MarkupFixtures.elements(named: "radialGradient", in: svgs[0]).first) == "w1-rg1")
        #expect(MarkupFixtures.attribute("id", of: MarkupFixtures.elements(named: "pattern", in: svgs[1]).first) == "w1-ag2")
    }

    @Test("CSS gradients: linear lines match SwiftUI's, radial stops in points, angular as conic")
    func cssGradients() {
        let stops = [GradientStop(color: .black, location: 0), GradientStop(color: .white, location: 1)]
        func box(_ paint: Paint, _ width: Double, _ height: Double) -> String {
            let list = DisplayList(size: CGSize(width: width, height: height), items: [
                .shape(ShapeItem(frame: CGRect(x: 0, y: 0, width: width, height: height), outline: .rectangle, fill: paint)),
            ])
            return HTMLRenderer().renderFragment(list)
        }
        // Corner to corner, SwiftUI's and CSS's gradient lines agree.
        let diagonal = box(.linearGradient(stops: stops, start: UnitPoint2D(x: 0, y: 0), end: UnitPoint2D(x: 1, y: 1)), 200, 100)
        #expect(diagonal.contains("linear-gradient(116.565deg,#000000 0%,#ffffff 100%)"))
        // To the middle of the right side, SwiftUI's line is shorter than CSS's: the end stop moves in.
        let slanted = box(.linearGradient(stops: stops, start: UnitPoint2D(x: 0, y: 0), end: UnitPoint2D(x: 1, y: 0.5)), 200, 100)
        #expect(slanted.contains("linear-gradient(104.036deg,#000000 0%,#ffffff 94.444%)"))
        let horizontal = box(.linearGradient(stops: stops, start: UnitPoint2D(x: 0.25, y: 0.5), end: UnitPoint2D(x: 0.75, y: 0.5)), 100, 50)
        #expect(horizontal.contains("linear-gradient(90deg,#000000 25%,#ffffff 75%)"))
        let radial = box(.radialGradient(stops: stops, center: UnitPoint2D(x: 0.5, y: 0.5), startRadius: 10, endRadius: 40), 100, 100)
        #expect(radial.contains("radial-gradient(circle 40px at 50px 50px,#000000 10px,#ffffff 40px)"))
        let conic = box(.angularGradient(stops: stops, center: UnitPoint2D(x: 0.5, y: 0.5), startAngle: 0, endAngle: 180), 100, 100)
        #expect(conic.contains("conic-gradient(from 90deg at 50px 50px,#000000 0deg,#ffffff 180deg,#ffffff 270deg,#000000 270deg)"))
    }

    @Test("Groups: clip boxes move the origin; opacity and drop-shadow wrap the clipped content")
    func groups() throws {
        let (html, _) = try fragment()
        #expect(html.contains("opacity:0.5;filter:drop-shadow(0px 2px 4px rgba(0,0,0,0.3))"))
        let pathClip = DisplayList(size: CGSize(width: 50, height: 50), items: [
            .group(GroupItem(clip: Clip(frame: CGRect(x: 10, y: 10, width: 30, height: 30),
                                        outline: .path([.move(to: CGPoint(x: 10, y: 10)), .line(to: CGPoint(x: 40, y: 40)), .close])),
                             children: [.shape(ShapeItem(frame: CGRect(x: 0, y: 0, width: 50, height: 50), outline: .rectangle,
                                                         fill: .color(.black)))])),
            .group(GroupItem(clip: Clip(frame: CGRect(x: 5, y: 6, width: 20, height: 10), outline: .rectangle),
                             children: [.shape(ShapeItem(frame: CGRect(x: 7, y: 8, width: 5, height: 5), outline: .rectangle,
                                                         fill: .color(.black)))])),
        ])
        let clipped = HTMLRenderer().renderFragment(pathClip)
        #expect(clipped.contains("clip-path:path(&quot;M10 10L40 40Z&quot;)"))
        #expect(clipped.contains("left:5px;top:6px;width:20px;height:10px;overflow:hidden\"><div style=\"position:absolute;left:2px;top:2px;"))
    }

    @Test("Images: data URLs filling their frame; pixelated; tint through a CSS mask")
    func images() throws {
        let (html, root) = try fragment()
        let image = try #require(MarkupFixtures.elements(named: "img", in: root).first)
        #expect(MarkupFixtures.attribute("src", of: image) == "data:image/png;base64," + MarkupFixtures.tinyPNG.bytes.base64EncodedString())
        #expect(MarkupFixtures.attribute("alt", of: image) == "")
        let style = MarkupFixtures.style(of: image)
        #expect(style["object-fit"] == "fill")
        #expect(style["image-rendering"] == "pixelated")
        #expect(style["left"] == "10px" && style["width"] == "24px")
        #expect(html.contains("background:#ff9500;mask-image:url(data:image/png;base64,"))
    }

    @Test("Links are real anchors named by their accessibility node; javascript: is dropped")
    func links() throws {
        let (html, root) = try fragment()
        #expect(!html.lowercased().contains("javascript"))
        let anchors = MarkupFixtures.elements(named: "a", in: root)
        let widgetLink = try #require(anchors.first)
        #expect(MarkupFixtures.attribute("class", of: widgetLink) == "wk-widget-link")
        #expect(MarkupFixtures.attribute("href", of: widgetLink) == "widget://open?id=1&b=2")
        #expect(MarkupFixtures.style(of: widgetLink)["z-index"] == "1")
        let links = anchors.dropFirst()
        #expect(links.map { MarkupFixtures.attribute("href", of: $0) ?? "" } == ["https://example.com/a?x=1&y=%222%22", "myapp://item/3"])
        for link in links {
            #expect(MarkupFixtures.attribute("data-url", of: link) == MarkupFixtures.attribute("href", of: link))
            #expect(MarkupFixtures.attribute("class", of: link) == "wk-link")
        }
        let example = try #require(links.first)
        #expect(MarkupFixtures.attribute("aria-label", of: example) == "Open example")
        let style = MarkupFixtures.style(of: example)
        #expect(style["left"] == "10px" && style["top"] == "100px" && style["width"] == "60px" && style["height"] == "20px")
        #expect(style["z-index"] == "2")
        // The custom-scheme link has no node: it is named by its URL's host.
        #expect(MarkupFixtures.attribute("aria-label", of: links.last) == "item")
        #expect(html.contains("href=\"https://example.com/a?x=1&amp;y=%222%22\""))
    }

    @Test("Every spelling of a script URL is dropped, in links, nodes and the widget URL", arguments: [
        "JAVASCRIPT:alert(1)", "javascript://%0Aalert(1)", "data:text/html,%3Cscript%3Ealert(1)%3C/script%3E",
        "vbscript:msgbox(1)", "JavaScript:void(0)",
    ])
    func unsafeURLs(_ string: String) throws {
        let url = try #require(URL(string: string))
        let list = DisplayList(
            size: CGSize(width: 50, height: 50), links: [LinkRegion(frame: CGRect(x: 0, y: 0, width: 10, height: 10), url: url)],
            widgetURL: url, accessibility: [AccessibilityNode(frame: .zero, label: "x", traits: ["isLink"], url: url)]
        )
        for markup in [HTMLRenderer().renderFragment(list), HTMLRenderer().renderDocument(list, title: "t"), SVGRenderer().render(list)] {
            #expect(!markup.contains("href"))
            #expect(!markup.lowercased().contains("script:"))
            #expect(!markup.contains("data:text"))
        }
    }

    @Test("The accessibility tree follows the visuals, in reading order, with roles from traits")
    func accessibility() throws {
        let (_, root) = try fragment()
        let tree = try children(of: root, class: "wk-a11y")
        let nodes = (tree.children ?? []).compactMap { $0 as? XMLElement }
        #expect(nodes.count == 6)  // five nodes and the unclaimed custom-scheme link
        #expect(MarkupFixtures.attribute("role", of: nodes[0]) == "heading")
        #expect(nodes[0].stringValue == "Hello world")
        #expect(nodes[1].stringValue == MarkupFixtures.hostile + ", 42")
        #expect(MarkupFixtures.attribute("aria-description", of: nodes[1]) == "Double-tap")
        #expect(nodes[2].name == "a")
        #expect(MarkupFixtures.attribute("role", of: nodes[3]) == "img")
        #expect(MarkupFixtures.attribute("aria-label", of: nodes[3]) == "Photo")
        #expect(nodes[4].stringValue == MarkupFixtures.arabic + " " + MarkupFixtures.hebrew)
        let style = MarkupFixtures.style(of: nodes[0])
        #expect(style["left"] == "16px" && style["top"] == "20px" && style["opacity"] == "0")
        #expect(MarkupFixtures.style(of: tree)["pointer-events"] == "none")
        #expect(MarkupFixtures.attribute("aria-label", of: root) == "Widget")
    }

    @Test("Nested nodes are positioned relative to their parent; a labelled parent is a group")
    func nestedAccessibility() throws {
        let list = DisplayList(size: CGSize(width: 100, height: 100), accessibility: [
            AccessibilityNode(frame: CGRect(x: 10, y: 10, width: 80, height: 80), label: "Card", children: [
                AccessibilityNode(frame: CGRect(x: 20, y: 30, width: 10, height: 10), label: "Inner"),
            ]),
        ])
        let (_, root) = try fragment(list)
        let group = try #require(MarkupFixtures.elements(named: "div", in: root).first { MarkupFixtures.attribute("role", of: $0) == "group" && MarkupFixtures.attribute("class", of: $0) == nil })
        #expect(MarkupFixtures.attribute("aria-label", of: group) == "Card")
        let inner = try #require(group.children?.first as? XMLElement)
        #expect(MarkupFixtures.style(of: inner)["left"] == "10px")
        #expect(MarkupFixtures.style(of: inner)["top"] == "20px")
    }

    @Test("Live text carries its data attributes around its runs")
    func liveText() throws {
        let (_, root) = try fragment()
        let live = try #require(MarkupFixtures.elements(named: "span", in: root).first { MarkupFixtures.attribute("data-live-style", of: $0) != nil })
        #expect(MarkupFixtures.attribute("class", of: live) == "wk-live")
        #expect(MarkupFixtures.attribute("data-live-style", of: live) == "timer")
        #expect(MarkupFixtures.attribute("data-live-date", of: live) == "1700000000000")
        #expect(MarkupFixtures.attribute("data-live-end", of: live) == "1700000600000")
        #expect(MarkupFixtures.attribute("data-live-countdown", of: live) == "true")
        #expect(MarkupFixtures.attribute("data-live-locale", of: live) == "en-US")
        let style = MarkupFixtures.style(of: live)
        #expect(style["left"] == "100px" && style["top"] == "129.5px" && style["width"] == "54px")
        #expect(style["text-align"] == "center")
        let run = try #require(MarkupFixtures.elements(named: "span", in: live).first { MarkupFixtures.attribute("class", of: $0) == "wk-run" })
        #expect(run.stringValue == "10:00")
        #expect(MarkupFixtures.style(of: run)["left"] == "0px")
        #expect(MarkupFixtures.style(of: run)["top"] == "0px")
        #expect(live.stringValue == "10:00")
    }

    @Test("The accessibility node over live text is kept current too")
    func liveAccessibility() throws {
        var list = self.list
        list.accessibility.append(AccessibilityNode(frame: CGRect(x: 100, y: 130, width: 54, height: 21), label: "10:00"))
        let (_, root) = try fragment(list)
        let tree = try children(of: root, class: "wk-a11y")
        let node = try #require((tree.children ?? []).compactMap { $0 as? XMLElement }.last { $0.stringValue == "10:00" })
        #expect(MarkupFixtures.attribute("data-live-style", of: node) == "timer")
        #expect(MarkupFixtures.attribute("data-live-end", of: node) == "1700000600000")
    }

    @Test("Hostile strings appear only escaped, in text and attributes")
    func escaping() throws {
        var list = self.list
        list.accessibility.append(AccessibilityNode(frame: .zero, label: MarkupFixtures.longTitle, hint: MarkupFixtures.hostile))
        let renderer = HTMLRenderer()
        let fragment = renderer.renderFragment(list, id: "x\"><script>", label: MarkupFixtures.hostile)
        let document = renderer.renderDocument(list, title: MarkupFixtures.longTitle + MarkupFixtures.hostile,
                                               fontBaseURL: "/f\"</style><script>", language: "en\"><script>")
        for html in [fragment, document] {
            #expect(!html.contains("<script>alert"))
            #expect(!html.contains("</style><script>"))
            #expect(!html.contains("\"quoted\""))
            #expect(!html.contains("'single'"))
            #expect(!html.contains("<b>"))
            #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt; &quot;quoted&quot; &#39;single&#39; &amp; ampersand"))
        }
        #expect(document.components(separatedBy: "<script>").count == 2)  // only the live script
        let root = try #require(try MarkupFixtures.parse(fragment).rootElement())
        #expect(MarkupFixtures.attribute("id", of: root) == "x\"><script>")
        #expect(MarkupFixtures.attribute("aria-label", of: root) == MarkupFixtures.hostile)
        let texts = MarkupFixtures.elements(named: "div", in: root).compactMap(\.stringValue)
        #expect(texts.contains(MarkupFixtures.longTitle))
        #expect(document.contains("<title>" + Array(repeating: "&lt;b&gt;&amp;&quot;&#39;", count: 715).joined()))
    }

    @Test("The document: charset, fonts, stylesheet, live script, color scheme")
    func document() {
        let html = HTMLRenderer().renderDocument(list, title: "Weather", fontBaseURL: "/fonts", colorScheme: .dark, language: "en")
        #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
        #expect(html.contains("<meta charset=\"utf-8\">"))
        #expect(html.contains("<meta name=\"color-scheme\" content=\"dark\">"))
        #expect(html.contains("<title>Weather</title>"))
        #expect(html.contains("@font-face{font-family:\"Inter\";font-style:normal;font-weight:400;font-display:block;src:url(\"/fonts/Inter-Regular.otf\") format(\"opentype\")"))
        #expect(html.contains("src:local(\"Noto Sans CJK SC\")"))
        #expect(html.contains(HTMLRenderer.liveScript))
        #expect(html.contains("aria-label=\"Weather\""))
        #expect(!HTMLRenderer.liveScript.contains("</"))
        #expect(HTMLRenderer.fontFiles == SVGRenderer.fontFiles)
    }

    @Test("Output is deterministic")
    func determinism() {
        let renderer = HTMLRenderer()
        #expect(renderer.renderFragment(list) == renderer.renderFragment(MarkupFixtures.sample()))
        #expect(renderer.renderDocument(list, title: "t", fontBaseURL: "/f") == renderer.renderDocument(MarkupFixtures.sample(), title: "t", fontBaseURL: "/f"))
    }
}
