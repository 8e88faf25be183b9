public import DisplayList
import MarkupSupport
import Foundation

/// Renders a display list to a standalone SVG document.
///
/// Every item is placed exactly where the display list says: text is one `<text>` element per
/// run at its baseline, stretched with `textLength` to the width the text engine measured, so
/// the browser's lines end where the PNG's do. Text stays real text (selectable, searchable,
/// readable by screen readers); links are `<a>` elements over their regions.
///
/// ```swift
/// let svg = SVGRenderer(fontBaseURL: "/fonts").render(list)
/// try svg.write(toFile: "widget.svg", atomically: true, encoding: .utf8)
/// // Serve SVGRenderer.fontFiles[file] at /fonts/<file>.
/// ```
///
/// Approximations: angular gradients become a pattern of 120 thin wedges (SVG has no conic
/// gradient); continuous ("squircle") corners are `<path>`s with the PNG renderer's curves
/// (``ShapeOutline/roundedRectanglePath(in:radiusX:radiusY:continuous:)``); linear and radial
/// gradients use `userSpaceOnUse` coordinates computed from the painted item's frame, so a
/// gradient's lines stay perpendicular to its axis in points, as in SwiftUI and the PNG.
public struct SVGRenderer: Sendable {
    /// Where the font files are served; `nil` leaves fonts to the viewer's installed ones.
    public var fontBaseURL: String?

    /// Creates a renderer. When `fontBaseURL` is set, the document carries `@font-face` rules that
    /// load ``fontFiles`` from `\(fontBaseURL)/<file>`.
    public init(fontBaseURL: String? = nil) {
        self.fontBaseURL = fontBaseURL
    }

    /// The font files the `@font-face` rules refer to: file name (as it appears in the URL below
    /// `fontBaseURL`) → absolute path on Debian (`fonts-inter`, `fonts-noto-cjk`,
    /// `fonts-noto-color-emoji`, `fonts-materialdesignicons-webfont`, `fonts-dejavu-core`, all in
    /// `scripts/install-dependencies.sh`).
    ///
    /// Families: Inter (all weights, upright and italic), Noto Sans CJK SC, Noto Color Emoji,
    /// Material Design Icons, JetBrains Mono, Caladea, Quicksand, DejaVu Sans Mono and DejaVu Serif.
    public static let fontFiles: [String: String] = WebFonts.files

    /// The `@font-face` rules for fonts served below `baseURL` (plain CSS).
    public static func fontFaceCSS(baseURL: String) -> String {
        WebFonts.css(baseURL: baseURL)
    }

    /// The SVG document of `list`. The same list always gives the same string.
    public func render(_ list: DisplayList) -> String {
        var writer = SVGWriter(definitions: SVGDefinitions(prefix: Markup.idPrefix(for: list)), canvas: canvas(of: list))
        for item in list.items { writer.write(item) }
        writer.writeLinks(list)

        let width = num(max(list.size.width, 0)), height = num(max(list.size.height, 0))
        let summary = Markup.accessibilitySummary(list.accessibility)
        let interactive = list.widgetURL.map(Markup.isSafeLink) == true || list.links.contains { Markup.isSafeLink($0.url) }
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\""
        svg += " viewBox=\"0 0 \(width) \(height)\" role=\"\(interactive ? "group" : "img")\""
        if !summary.isEmpty { svg += " aria-label=\"\(Markup.attribute(summary))\"" }
        svg += ">"
        if !summary.isEmpty { svg += "<title>\(Markup.text(summary))</title>" }
        if let fontBaseURL {
            svg += "<style>\(Markup.text(WebFonts.css(baseURL: fontBaseURL)))</style>"
        }
        if !writer.definitions.isEmpty { svg += "<defs>\(writer.definitions.markup)</defs>" }
        svg += writer.body
        svg += "</svg>\n"
        return svg
    }

    private func canvas(of list: DisplayList) -> CGRect {
        CGRect(x: 0, y: 0, width: max(list.size.width, 0), height: max(list.size.height, 0))
    }
}

/// Writes the body of an SVG document, collecting definitions as it goes.
struct SVGWriter {
    var definitions: SVGDefinitions
    let canvas: CGRect
    var body = ""

    mutating func write(_ item: DisplayItem) {
        switch item {
        case .shape(let shape):
            if let markup = SVGShapes.shapeItem(shape, definitions: &definitions) { body += markup }
        case .text(let text):
            write(text)
        case .image(let image):
            write(image)
        case .group(let group):
            write(group)
        }
    }

    private mutating func write(_ text: TextItem) {
        for line in text.lines {
            for run in line.runs where !run.text.isEmpty {
                body += "<text x=\"\(num(run.x))\" y=\"\(num(run.baseline(onLineAt: Double(line.origin.y))))\""
                body += Markup.svgFontAttributes(run.font)
                if run.font.tracking != 0 { body += " letter-spacing=\"\(num(run.font.tracking))\"" }
                if run.font.monospacedDigits { body += " style=\"font-variant-numeric:tabular-nums\"" }
                var decorations: [String] = []
                // A line in a color of its own is drawn as a rectangle after the text (below).
                if run.underline, run.underlineColor == nil, run.underlinePattern == nil { decorations.append("underline") }
                if run.strikethrough, run.strikethroughColor == nil, run.strikethroughPattern == nil { decorations.append("line-through") }
                if !decorations.isEmpty { body += " text-decoration=\"\(decorations.joined(separator: " "))\"" }
                body += definitions.paintAttributes(run.paint, frame: text.frame, property: "fill")
                if run.width > 0 {
                    body += " textLength=\"\(num(run.width))\" lengthAdjust=\"spacingAndGlyphs\""
                }
                if let language = run.language, !language.isEmpty {
                    body += " xml:lang=\"\(Markup.attribute(language))\""
                }
                body += " xml:space=\"preserve\">\(Markup.text(run.text))</text>"
                writeColoredDecorations(run, baseline: run.baseline(onLineAt: Double(line.origin.y)), frame: text.frame)
            }
        }
    }

    /// Underline and strikethrough lines that have their own color or a dash pattern, as filled
    /// rectangles at the font's usual decoration positions (SVG's `text-decoration` always takes
    /// the text's fill and is solid).
    private mutating func writeColoredDecorations(_ run: TextRun, baseline: Double, frame: CGRect) {
        let size = run.font.size, thickness = max(run.font.size * 0.06, 0.5)
        let lines: [(Bool, Paint?, TextLinePattern?, Double)] = [
            (run.underline, run.underlineColor, run.underlinePattern, baseline + size * 0.1),
            (run.strikethrough, run.strikethroughColor, run.strikethroughPattern, baseline - size * 0.3),
        ]
        for (drawn, color, pattern, y) in lines {
            guard drawn, color != nil || pattern != nil, run.width > 0 else { continue }
            let paint = color ?? run.paint
            for piece in (pattern ?? .solid).segments(x: run.x, width: run.width, thickness: thickness) {
                body += "<rect x=\"\(num(piece.x))\" y=\"\(num(y))\" width=\"\(num(piece.width))\" height=\"\(num(thickness))\""
                body += definitions.paintAttributes(paint, frame: frame, property: "fill")
                body += "/>"
            }
        }
    }

    private mutating func write(_ item: ImageItem) {
        body += SVGShapes.imageItem(item, definitions: &definitions)
    }

    private mutating func write(_ group: GroupItem) {
        guard group.opacity > 0, !group.children.isEmpty else { return }
        // Painting order as in SwiftUI: children, then the clip, filters, mask, then shadow, opacity
        // and blend mode of the result.
        var outer = ""
        if group.opacity < 1 { outer += " opacity=\"\(num(group.opacity))\"" }
        if let shadow = group.shadow, shadow.color.alpha > 0 {
            outer += " filter=\"url(#\(definitions.shadowFilter(shadow, bounds: canvas)))\""
        }
        var style = ""
        if let keyword = group.blendMode?.cssKeyword { style += "mix-blend-mode:\(keyword);" }
        if group.isolated == true { style += "isolation:isolate;" }
        if !style.isEmpty { outer += " style=\"\(style)\"" }
        let mask = group.mask.map { mask -> String in
            let saved = body
            body = ""
            for item in mask.items { write(item) }
            let content = body
            body = saved
            return " mask=\"url(#\(definitions.alphaMask(content: content, region: canvas)))\""
        } ?? ""
        let filter = (group.filters).flatMap { definitions.effectsFilter($0, bounds: canvas) }
            .map { " filter=\"url(#\($0))\"" } ?? ""
        let clip = group.clip.map { " clip-path=\"url(#\(definitions.clipPath($0)))\"" } ?? ""
        // The transform maps the whole group (clip and shadow included) into the canvas.
        let transform = group.transform.flatMap { t -> String? in
            guard [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite) else { return nil }
            return " transform=\"matrix(\(num(t.a)) \(num(t.b)) \(num(t.c)) \(num(t.d)) \(num(t.tx)) \(num(t.ty)))\""
        } ?? ""
        if !transform.isEmpty { body += "<g\(transform)>" }
        if !outer.isEmpty { body += "<g\(outer)>" }
        if !mask.isEmpty { body += "<g\(mask)>" }
        if !filter.isEmpty { body += "<g\(filter)>" }
        if !clip.isEmpty { body += "<g\(clip)>" }
        for child in group.children { write(child) }
        if !clip.isEmpty { body += "</g>" }
        if !filter.isEmpty { body += "</g>" }
        if !mask.isEmpty { body += "</g>" }
        if !outer.isEmpty { body += "</g>" }
        if !transform.isEmpty { body += "</g>" }
    }

    /// The widget URL over the whole canvas, then each link region (front-most last).
    mutating func writeLinks(_ list: DisplayList) {
        if let url = list.widgetURL, Markup.isSafeLink(url) {
            body += link(url: url, frame: canvas, label: nil)
        }
        for region in list.links where Markup.isSafeLink(region.url) {
            let node = Self.node(matching: region, in: list.accessibility)
            body += link(url: region.url, frame: region.frame, label: node.map(Markup.spokenText))
        }
    }

    private func link(url: URL, frame: CGRect, label: String?) -> String {
        var result = "<a href=\"\(Markup.attribute(url.absoluteString))\""
        if let label, !label.isEmpty { result += " aria-label=\"\(Markup.attribute(label))\"" }
        result += "><rect x=\"\(num(frame.minX))\" y=\"\(num(frame.minY))\" width=\"\(num(max(frame.width, 0)))\""
        result += " height=\"\(num(max(frame.height, 0)))\" fill=\"#000\" fill-opacity=\"0\"/></a>"
        return result
    }

    /// The accessibility node describing a link region: same frame, else same URL.
    static func node(matching region: LinkRegion, in nodes: [AccessibilityNode]) -> AccessibilityNode? {
        var byURL: AccessibilityNode?
        func walk(_ nodes: [AccessibilityNode]) -> AccessibilityNode? {
            for node in nodes {
                if Markup.sameFrame(node.frame, region.frame) { return node }
                if byURL == nil, node.url == region.url { byURL = node }
                if let found = walk(node.children) { return found }
            }
            return nil
        }
        return walk(nodes) ?? byURL
    }
}
