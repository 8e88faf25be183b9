// Markup helpers shared by SVGRenderer and HTMLRenderer.
//
// This file is compiled into both modules: `Sources/HTMLRenderer/MarkupSupport.swift` is a
// symbolic link to it, so both renderers escape, name fonts and draw SVG shapes and paints in
// exactly the same way without a third module. Everything here is internal.

import DisplayList
import Foundation

// MARK: - Escaping and safety

/// Escaping, URL checks and small formatting helpers for SVG, HTML and CSS output.
enum Markup {
    /// Escapes text for an element's content: `&`, `<`, `>`, `"`, `'` become character references
    /// and characters XML forbids (C0 controls other than tab, line feed and carriage return,
    /// U+FFFE, U+FFFF) are dropped, so the result is valid in both XML and HTML.
    static func text(_ string: String) -> String {
        escape(string, newlines: false)
    }

    /// Escapes text for a double-quoted attribute value: like ``text(_:)``, and tab, line feed and
    /// carriage return become character references so attribute-value normalization keeps them.
    static func attribute(_ string: String) -> String {
        escape(string, newlines: true)
    }

    private static func escape(_ string: String, newlines: Bool) -> String {
        var result = ""
        result.unicodeScalars.reserveCapacity(string.unicodeScalars.count + 16)
        for scalar in string.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            case "\n": if newlines { result += "&#10;" } else { result.unicodeScalars.append(scalar) }
            case "\r": if newlines { result += "&#13;" } else { result.unicodeScalars.append(scalar) }
            case "\t": if newlines { result += "&#9;" } else { result.unicodeScalars.append(scalar) }
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF { continue }
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Whether a URL may become a link: `javascript:`, `vbscript:` and `data:` URLs are refused
    /// (checked the way browsers read a scheme: ignoring case, whitespace and control characters).
    /// Custom schemes such as `myapp://item/3` are allowed: the host decides what they open.
    static func isSafeLink(_ url: URL) -> Bool {
        var cleaned = ""
        for scalar in url.absoluteString.unicodeScalars where scalar.value > 0x20 && scalar.value != 0x7F {
            cleaned.unicodeScalars.append(scalar)
        }
        guard !cleaned.isEmpty else { return false }
        let lower = cleaned.lowercased()
        return !["javascript:", "vbscript:", "data:"].contains { lower.hasPrefix($0) }
    }

    /// A double-quoted CSS string: backslash, quotes, `<`, `>` and control characters are written as
    /// CSS escapes, so the value can close neither the string nor a `<style>` element.
    static func cssString(_ string: String) -> String {
        var result = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\\", "\"", "'", "<", ">", "&":
                result += "\\" + String(scalar.value, radix: 16) + " "
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    result += "\\" + String(scalar.value, radix: 16) + " "
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// The CSS `font-family` list of a font, as ``FontSpec/cssFamily`` writes it, with every family
    /// name reduced to letters, digits, spaces, `-`, `_` and `.` so it cannot break out of CSS.
    static func cssFamily(_ font: FontSpec) -> String {
        let names = font.families.map { name -> String in
            let kept = name.unicodeScalars.filter {
                CharacterSet.alphanumerics.contains($0) || $0 == " " || $0 == "-" || $0 == "_" || $0 == "."
            }
            return "'" + String(String.UnicodeScalarView(kept)) + "'"
        }
        return (names.filter { $0 != "''" } + ["sans-serif"]).joined(separator: ",")
    }

    /// Letters, digits, `-` and `_` of `string`, for element ids.
    static func identifier(_ string: String) -> String {
        let kept = string.unicodeScalars.filter {
            ($0.isASCII && CharacterSet.alphanumerics.contains($0)) || $0 == "-" || $0 == "_"
        }
        let result = String(String.UnicodeScalarView(kept))
        return result.isEmpty ? "wk" : result
    }

    /// A short prefix derived from the list's content (FNV-1a of its JSON), so the ids of two
    /// different widgets inlined into one page do not collide, and the same list gets the same ids.
    static func idPrefix(for list: DisplayList) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let data = try? encoder.encode(list) else { return "wk" }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in data {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        let hex = String(hash & 0xFFFF_FFFF, radix: 16)
        return "wk" + String(repeating: "0", count: 8 - hex.count) + hex
    }

    /// What a screen reader reads for the whole list: labels and values in reading order.
    static func accessibilitySummary(_ nodes: [AccessibilityNode]) -> String {
        var parts: [String] = []
        func walk(_ nodes: [AccessibilityNode]) {
            for node in nodes {
                let spoken = spokenText(node)
                if !spoken.isEmpty { parts.append(spoken) }
                walk(node.children)
            }
        }
        walk(nodes)
        return parts.joined(separator: ", ")
    }

    /// A node's label followed by its value, as VoiceOver reads them.
    static func spokenText(_ node: AccessibilityNode) -> String {
        [node.label, node.value ?? ""].filter { !$0.isEmpty }.joined(separator: ", ")
    }

    /// Whether two frames are the same within half a point.
    static func sameFrame(_ a: CGRect, _ b: CGRect) -> Bool {
        abs(a.minX - b.minX) <= 0.5 && abs(a.minY - b.minY) <= 0.5
            && abs(a.width - b.width) <= 0.5 && abs(a.height - b.height) <= 0.5
    }
}

// MARK: - Fonts

/// One font file the browser may load for a family, weight and style.
struct WebFontFace: Sendable, Hashable {
    var family: String
    var weight: Int
    var italic: Bool
    /// The absolute path on Debian.
    var path: String
    /// `local()` names tried *before* the file (only for collections a browser cannot index).
    var localFirst: [String] = []
    /// `local()` names tried after the file.
    var localAfter: [String] = []
    /// The CSS `format()` hint, if one is reliable.
    var format: String?

    /// The file name, used in URLs below the font base URL.
    var file: String { (path as NSString).lastPathComponent }
}

/// The fonts SVG and HTML output refer to: the text engine's families, served from Debian's packages.
enum WebFonts {
    static let faces: [WebFontFace] = {
        var faces: [WebFontFace] = []
        // Inter (fonts-inter): every weight, upright and italic.
        let interWeights: [(Int, String)] = [
            (100, "Thin"), (200, "ExtraLight"), (300, "Light"), (400, "Regular"), (500, "Medium"),
            (600, "SemiBold"), (700, "Bold"), (800, "ExtraBold"), (900, "Black"),
        ]
        for (weight, name) in interWeights {
            for italic in [false, true] {
                let style = italic ? (name == "Regular" ? "Italic" : name + "Italic") : name
                let spaced = name.replacingOccurrences(of: "Semi", with: "Semi ")
                    .replacingOccurrences(of: "Extra", with: "Extra ")
                faces.append(WebFontFace(
                    family: "Inter", weight: weight, italic: italic,
                    path: "/usr/share/fonts/opentype/inter/Inter-\(style).otf",
                    localAfter: ["Inter " + (italic ? (name == "Regular" ? "Italic" : spaced + " Italic") : spaced)],
                    format: "opentype"
                ))
            }
        }
        // Noto Sans CJK (fonts-noto-cjk) ships as collections whose first face is Japanese; a browser
        // cannot pick the SC face of a collection, so the installed SC face is preferred.
        faces.append(WebFontFace(
            family: "Noto Sans CJK SC", weight: 400, italic: false,
            path: "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",
            localFirst: ["Noto Sans CJK SC", "NotoSansCJKsc-Regular"]
        ))
        faces.append(WebFontFace(
            family: "Noto Sans CJK SC", weight: 700, italic: false,
            path: "/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc",
            localFirst: ["Noto Sans CJK SC Bold", "NotoSansCJKsc-Bold"]
        ))
        faces.append(WebFontFace(
            family: "Noto Color Emoji", weight: 400, italic: false,
            path: "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf",
            localAfter: ["Noto Color Emoji"], format: "truetype"
        ))
        faces.append(WebFontFace(
            family: "Material Design Icons", weight: 400, italic: false,
            path: "/usr/share/fonts/woff/materialdesignicons-webfont/materialdesignicons-webfont.woff2",
            localAfter: ["Material Design Icons"], format: "woff2"
        ))
        // The monospaced and serif designs (fonts-dejavu-core).
        let dejavu: [(String, String, Int, Bool)] = [
            ("DejaVu Sans Mono", "DejaVuSansMono", 400, false),
            ("DejaVu Sans Mono", "DejaVuSansMono-Bold", 700, false),
            ("DejaVu Sans Mono", "DejaVuSansMono-Oblique", 400, true),
            ("DejaVu Sans Mono", "DejaVuSansMono-BoldOblique", 700, true),
            ("DejaVu Serif", "DejaVuSerif", 400, false),
            ("DejaVu Serif", "DejaVuSerif-Bold", 700, false),
            ("DejaVu Serif", "DejaVuSerif-Italic", 400, true),
            ("DejaVu Serif", "DejaVuSerif-BoldItalic", 700, true),
        ]
        for (family, file, weight, italic) in dejavu {
            faces.append(WebFontFace(
                family: family, weight: weight, italic: italic,
                path: "/usr/share/fonts/truetype/dejavu/\(file).ttf", format: "truetype"
            ))
        }
        return faces
    }()

    /// File name → absolute path, for the host to serve below its font base URL.
    static let files: [String: String] = Dictionary(faces.map { ($0.file, $0.path) }, uniquingKeysWith: { a, _ in a })

    /// `@font-face` rules for every face, with URLs `\(baseURL)/<file>`. Plain CSS text: the caller
    /// escapes it for its container (XML-escape in SVG; nothing in an HTML `<style>`, because
    /// ``Markup/cssString(_:)`` already keeps `<` out).
    static func css(baseURL: String) -> String {
        var base = baseURL
        while base.hasSuffix("/") { base.removeLast() }
        var css = ""
        for face in faces {
            var sources: [String] = face.localFirst.map { "local(\(Markup.cssString($0)))" }
            var url = "url(\(Markup.cssString(base + "/" + face.file)))"
            if let format = face.format { url += " format(\"\(format)\")" }
            sources.append(url)
            sources += face.localAfter.map { "local(\(Markup.cssString($0)))" }
            css += "@font-face{font-family:\(Markup.cssString(face.family));"
            css += "font-style:\(face.italic ? "italic" : "normal");font-weight:\(face.weight);"
            css += "font-display:block;src:\(sources.joined(separator: ","));}\n"
        }
        return css
    }
}

// MARK: - Geometry and paint helpers

extension CGRect {
    func offsetBy(_ origin: CGPoint) -> CGRect {
        CGRect(x: minX - origin.x, y: minY - origin.y, width: width, height: height)
    }
}

/// Numbers for markup: at most three decimals (``formatNumber(_:)``).
func num(_ value: Double) -> String { formatNumber(value) }
func num(_ value: CGFloat) -> String { formatNumber(Double(value)) }

enum PaintMath {
    /// Stops sorted by location (stable) and clamped to 0...1; never empty.
    static func sortedStops(_ stops: [GradientStop]) -> [GradientStop] {
        let clamped = stops.map { GradientStop(color: $0.color, location: min(max($0.location, 0), 1)) }
        let sorted = clamped.enumerated().sorted {
            $0.element.location != $1.element.location ? $0.element.location < $1.element.location : $0.offset < $1.offset
        }.map(\.element)
        return sorted.isEmpty ? [GradientStop(color: .clear, location: 0)] : sorted
    }

    /// The color of a gradient at `t` (0...1), interpolated linearly between stops.
    static func color(in stops: [GradientStop], at t: Double) -> RGBAColor {
        let stops = sortedStops(stops)
        guard let first = stops.first, let last = stops.last else { return .clear }
        if t <= first.location { return first.color }
        if t >= last.location { return last.color }
        for index in 1..<stops.count where t <= stops[index].location {
            let a = stops[index - 1], b = stops[index]
            let span = b.location - a.location
            let f = span > 0 ? (t - a.location) / span : 1
            return RGBAColor(
                red: a.color.red + (b.color.red - a.color.red) * f,
                green: a.color.green + (b.color.green - a.color.green) * f,
                blue: a.color.blue + (b.color.blue - a.color.blue) * f,
                alpha: a.color.alpha + (b.color.alpha - a.color.alpha) * f
            )
        }
        return last.color
    }

    /// The gradient position (0...1) of an angle of an angular gradient, as SwiftUI maps it: the
    /// stops span `start...end`; the rest of the circle is split between the end and start colors.
    static func angularPosition(angle: Double, start: Double, end: Double) -> Double {
        let span = end - start
        guard span > 0 else { return 0 }
        if span >= 360 {
            var delta = (angle - start).truncatingRemainder(dividingBy: span)
            if delta < 0 { delta += span }
            return delta / span
        }
        var delta = (angle - start).truncatingRemainder(dividingBy: 360)
        if delta < 0 { delta += 360 }
        if delta <= span { return delta / span }
        return delta - span <= (360 - span) / 2 ? 1 : 0
    }

    /// The first color of a paint, for places that take only a color.
    static func representativeColor(_ paint: Paint) -> RGBAColor {
        switch paint {
        case .color(let color): return color
        case .linearGradient(let stops, _, _), .radialGradient(let stops, _, _, _),
            .angularGradient(let stops, _, _, _):
            return sortedStops(stops)[0].color
        }
    }
}

// MARK: - SVG paints, shapes and definitions

/// Collects `<defs>` content with unique, deterministic ids; identical definitions share one id.
struct SVGDefinitions {
    let prefix: String
    var nextNumber: Int
    private(set) var markup: String = ""
    private var known: [String: String] = [:]

    init(prefix: String, nextNumber: Int = 1) {
        self.prefix = prefix
        self.nextNumber = nextNumber
    }

    static let idPlaceholder = "\u{1}ID\u{1}"

    /// Adds a definition written with ``idPlaceholder`` where its id goes, and returns the id.
    mutating func add(_ kind: String, _ definition: String) -> String {
        if let id = known[definition] { return id }
        let id = "\(prefix)-\(kind)\(nextNumber)"
        nextNumber += 1
        known[definition] = id
        markup += definition.replacingOccurrences(of: Self.idPlaceholder, with: id)
        return id
    }

    var isEmpty: Bool { markup.isEmpty }

    // MARK: Paints

    /// ` fill="…"`-style attributes for a paint; gradient geometry is relative to `frame`.
    mutating func paintAttributes(_ paint: Paint, frame: CGRect, property: String) -> String {
        switch paint {
        case .color(let color):
            return colorAttributes(color, property: property)
        case .linearGradient(let stops, let start, let end):
            let x1 = frame.minX + start.x * frame.width, y1 = frame.minY + start.y * frame.height
            let x2 = frame.minX + end.x * frame.width, y2 = frame.minY + end.y * frame.height
            var def = "<linearGradient id=\"\(Self.idPlaceholder)\" gradientUnits=\"userSpaceOnUse\""
            def += " x1=\"\(num(x1))\" y1=\"\(num(y1))\" x2=\"\(num(x2))\" y2=\"\(num(y2))\">"
            def += stopMarkup(PaintMath.sortedStops(stops).map { ($0.color, $0.location) })
            def += "</linearGradient>"
            return " \(property)=\"url(#\(add("lg", def)))\""
        case .radialGradient(let stops, let center, let startRadius, let endRadius):
            let radius = max(startRadius, endRadius)
            let sorted = PaintMath.sortedStops(stops)
            guard radius > 0 else { return colorAttributes(sorted[sorted.count - 1].color, property: property) }
            let cx = frame.minX + center.x * frame.width, cy = frame.minY + center.y * frame.height
            // Location 0 lies on the start circle and 1 on the end circle: remap onto 0...radius.
            let mapped = sorted.map { ($0.color, (startRadius + $0.location * (endRadius - startRadius)) / radius) }
                .enumerated().sorted { $0.element.1 != $1.element.1 ? $0.element.1 < $1.element.1 : $0.offset < $1.offset }
                .map(\.element)
            var def = "<radialGradient id=\"\(Self.idPlaceholder)\" gradientUnits=\"userSpaceOnUse\""
            def += " cx=\"\(num(cx))\" cy=\"\(num(cy))\" r=\"\(num(radius))\">"
            def += stopMarkup(mapped)
            def += "</radialGradient>"
            return " \(property)=\"url(#\(add("rg", def)))\""
        case .angularGradient(let stops, let center, let startAngle, let endAngle):
            return " \(property)=\"url(#\(angularPattern(stops: stops, center: center, start: startAngle, end: endAngle, frame: frame)))\""
        }
    }

    private func colorAttributes(_ color: RGBAColor, property: String) -> String {
        var result = " \(property)=\"\(color.hexString)\""
        if color.alpha < 1 { result += " \(property)-opacity=\"\(num(max(color.alpha, 0)))\"" }
        return result
    }

    private func stopMarkup(_ stops: [(RGBAColor, Double)]) -> String {
        var result = ""
        for (color, offset) in stops {
            result += "<stop offset=\"\(num(min(max(offset, 0), 1)))\" stop-color=\"\(color.hexString)\""
            if color.alpha < 1 { result += " stop-opacity=\"\(num(max(color.alpha, 0)))\"" }
            result += "/>"
        }
        return result
    }

    /// SVG has no conic gradient: an angular gradient becomes a pattern of 120 thin wedges (3° each)
    /// around the center, each filled with the gradient's color at its middle angle, drawn with
    /// `shape-rendering="crispEdges"` so no seams show between wedges. The tile covers the frame
    /// with a margin as large as the frame, so strokes and text that overhang it are painted too.
    private mutating func angularPattern(
        stops: [GradientStop], center: UnitPoint2D, start: Double, end: Double, frame: CGRect
    ) -> String {
        let pad = max(frame.width, frame.height, 1)
        let tile = frame.insetBy(dx: -pad, dy: -pad)
        let cx = frame.minX + center.x * frame.width, cy = frame.minY + center.y * frame.height
        let corners = [(tile.minX, tile.minY), (tile.maxX, tile.minY), (tile.minX, tile.maxY), (tile.maxX, tile.maxY)]
        let reach = corners.map { hypot($0.0 - cx, $0.1 - cy) }.max() ?? 1
        let radius = reach * 1.05 + 1
        let count = 120
        var def = "<pattern id=\"\(Self.idPlaceholder)\" patternUnits=\"userSpaceOnUse\""
        def += " x=\"\(num(tile.minX))\" y=\"\(num(tile.minY))\" width=\"\(num(tile.width))\" height=\"\(num(tile.height))\">"
        def += "<g transform=\"translate(\(num(-tile.minX)) \(num(-tile.minY)))\" shape-rendering=\"crispEdges\">"
        for index in 0..<count {
            let a0 = start + Double(index) * 360 / Double(count)
            let a1 = start + Double(index + 1) * 360 / Double(count)
            let mid = (a0 + a1) / 2
            let color = PaintMath.color(in: stops, at: PaintMath.angularPosition(angle: mid, start: start, end: end))
            func point(_ degrees: Double) -> String {
                let r = degrees * .pi / 180
                return "\(num(cx + radius * cos(r))) \(num(cy + radius * sin(r)))"
            }
            def += "<path d=\"M\(num(cx)) \(num(cy))L\(point(a0))L\(point(a1))Z\"\(colorAttributes(color, property: "fill"))/>"
        }
        def += "</g></pattern>"
        return add("ag", def)
    }

    // MARK: Effects

    /// A drop-shadow filter whose region covers `bounds` plus the shadow's reach.
    mutating func shadowFilter(_ shadow: Shadow, bounds: CGRect) -> String {
        let reach = abs(shadow.radius) * 3 + max(abs(shadow.x), abs(shadow.y)) + 1
        let region = bounds.insetBy(dx: -reach, dy: -reach)
        var def = "<filter id=\"\(Self.idPlaceholder)\" filterUnits=\"userSpaceOnUse\""
        def += " x=\"\(num(region.minX))\" y=\"\(num(region.minY))\" width=\"\(num(region.width))\" height=\"\(num(region.height))\""
        def += " color-interpolation-filters=\"sRGB\">"
        def += "<feDropShadow dx=\"\(num(shadow.x))\" dy=\"\(num(shadow.y))\" stdDeviation=\"\(num(max(shadow.radius, 0) / 2))\""
        def += " flood-color=\"\(shadow.color.hexString)\" flood-opacity=\"\(num(min(max(shadow.color.alpha, 0), 1)))\"/>"
        def += "</filter>"
        return add("sh", def)
    }

    /// A clip path of a shape outline.
    mutating func clipPath(_ clip: Clip) -> String {
        let shape = SVGShapes.element(outline: clip.outline, frame: clip.frame, attributes: "") ?? "<rect width=\"0\" height=\"0\"/>"
        return add("cp", "<clipPath id=\"\(Self.idPlaceholder)\">\(shape)</clipPath>")
    }

    /// A mask that paints through the alpha of an image (template rendering of a tinted image).
    mutating func alphaMask(_ image: ImageData, frame: CGRect) -> String {
        let filter = add(
            "af",
            "<filter id=\"\(Self.idPlaceholder)\" x=\"0\" y=\"0\" width=\"1\" height=\"1\" color-interpolation-filters=\"sRGB\">"
                + "<feColorMatrix type=\"matrix\" values=\"0 0 0 0 1 0 0 0 0 1 0 0 0 0 1 0 0 0 1 0\"/></filter>"
        )
        var def = "<mask id=\"\(Self.idPlaceholder)\" maskUnits=\"userSpaceOnUse\" x=\"\(num(frame.minX))\" y=\"\(num(frame.minY))\""
        def += " width=\"\(num(frame.width))\" height=\"\(num(frame.height))\">"
        def += SVGShapes.image(image, frame: frame, pixelated: false, extra: " filter=\"url(#\(filter))\"")
        def += "</mask>"
        return add("mk", def)
    }
}

/// SVG elements for shape outlines, paths and images.
enum SVGShapes {
    /// The element drawing `outline` in `frame` with extra attributes, or `nil` when it is empty.
    static func element(outline: ShapeOutline, frame: CGRect, attributes: String) -> String? {
        let w = max(Double(frame.width), 0), h = max(Double(frame.height), 0)
        switch outline {
        case .rectangle:
            guard w > 0, h > 0 else { return nil }
            return "<rect x=\"\(num(frame.minX))\" y=\"\(num(frame.minY))\" width=\"\(num(w))\" height=\"\(num(h))\"\(attributes)/>"
        case .roundedRectangle(let cornerWidth, let cornerHeight, _):
            guard w > 0, h > 0 else { return nil }
            let rx = min(max(cornerWidth, 0), w / 2), ry = min(max(cornerHeight, 0), h / 2)
            return "<rect x=\"\(num(frame.minX))\" y=\"\(num(frame.minY))\" width=\"\(num(w))\" height=\"\(num(h))\""
                + " rx=\"\(num(rx))\" ry=\"\(num(ry))\"\(attributes)/>"
        case .capsule:
            guard w > 0, h > 0 else { return nil }
            let r = min(w, h) / 2
            return "<rect x=\"\(num(frame.minX))\" y=\"\(num(frame.minY))\" width=\"\(num(w))\" height=\"\(num(h))\""
                + " rx=\"\(num(r))\" ry=\"\(num(r))\"\(attributes)/>"
        case .ellipse:
            guard w > 0, h > 0 else { return nil }
            return "<ellipse cx=\"\(num(frame.midX))\" cy=\"\(num(frame.midY))\" rx=\"\(num(w / 2))\" ry=\"\(num(h / 2))\"\(attributes)/>"
        case .path(let elements):
            let d = pathData(elements)
            guard !d.isEmpty else { return nil }
            return "<path d=\"\(d)\"\(attributes)/>"
        }
    }

    /// SVG path data (also valid in CSS `path()`), optionally shifted by `-origin`.
    static func pathData(_ elements: [PathElement], origin: CGPoint = .zero) -> String {
        func p(_ point: CGPoint) -> String { "\(num(point.x - origin.x)) \(num(point.y - origin.y))" }
        var parts: [String] = []
        for element in elements {
            switch element {
            case .move(let to): parts.append("M\(p(to))")
            case .line(let to): parts.append("L\(p(to))")
            case .quadCurve(let to, let control): parts.append("Q\(p(control)) \(p(to))")
            case .curve(let to, let c1, let c2): parts.append("C\(p(c1)) \(p(c2)) \(p(to))")
            case .close: parts.append("Z")
            }
        }
        return parts.joined()
    }

    /// Path data for any outline in its frame, shifted by `-origin` (for CSS `clip-path: path()`).
    static func outlinePathData(_ outline: ShapeOutline, frame: CGRect, origin: CGPoint) -> String {
        let f = frame.offsetBy(origin)
        switch outline {
        case .path(let elements):
            return pathData(elements, origin: origin)
        case .rectangle:
            return "M\(num(f.minX)) \(num(f.minY))H\(num(f.maxX))V\(num(f.maxY))H\(num(f.minX))Z"
        case .ellipse:
            let rx = f.width / 2, ry = f.height / 2
            return "M\(num(f.minX)) \(num(f.midY))A\(num(rx)) \(num(ry)) 0 1 0 \(num(f.maxX)) \(num(f.midY))"
                + "A\(num(rx)) \(num(ry)) 0 1 0 \(num(f.minX)) \(num(f.midY))Z"
        case .roundedRectangle, .capsule:
            let (rx, ry) = cornerRadii(outline, frame: f)
            return "M\(num(f.minX + rx)) \(num(f.minY))H\(num(f.maxX - rx))"
                + "A\(num(rx)) \(num(ry)) 0 0 1 \(num(f.maxX)) \(num(f.minY + ry))V\(num(f.maxY - ry))"
                + "A\(num(rx)) \(num(ry)) 0 0 1 \(num(f.maxX - rx)) \(num(f.maxY))H\(num(f.minX + rx))"
                + "A\(num(rx)) \(num(ry)) 0 0 1 \(num(f.minX)) \(num(f.maxY - ry))V\(num(f.minY + ry))"
                + "A\(num(rx)) \(num(ry)) 0 0 1 \(num(f.minX + rx)) \(num(f.minY))Z"
        }
    }

    /// Corner radii of rect-like outlines, clamped to half the sides; zero for other outlines.
    static func cornerRadii(_ outline: ShapeOutline, frame: CGRect) -> (Double, Double) {
        let w = max(Double(frame.width), 0), h = max(Double(frame.height), 0)
        switch outline {
        case .roundedRectangle(let cw, let ch, _): return (min(max(cw, 0), w / 2), min(max(ch, 0), h / 2))
        case .capsule: return (min(w, h) / 2, min(w, h) / 2)
        default: return (0, 0)
        }
    }

    /// Stroke attributes (paint, width, dash, cap).
    static func strokeAttributes(_ stroke: StrokeSpec, paint: String) -> String {
        var result = paint + " stroke-width=\"\(num(max(stroke.lineWidth, 0)))\""
        if stroke.lineCap != .butt { result += " stroke-linecap=\"\(stroke.lineCap.rawValue)\"" }
        let dash = stroke.dash.map { max($0, 0) }
        if !dash.isEmpty, dash.contains(where: { $0 > 0 }) {
            result += " stroke-dasharray=\"\(dash.map { num($0) }.joined(separator: " "))\""
        }
        return result
    }

    /// An `<image>` element with a data URL.
    static func image(_ image: ImageData, frame: CGRect, pixelated: Bool, extra: String = "") -> String {
        var result = "<image x=\"\(num(frame.minX))\" y=\"\(num(frame.minY))\" width=\"\(num(max(frame.width, 0)))\""
        result += " height=\"\(num(max(frame.height, 0)))\" preserveAspectRatio=\"none\""
        if pixelated { result += " style=\"image-rendering:pixelated\"" }
        result += extra
        result += " href=\"data:\(image.mimeType);base64,\(image.bytes.base64EncodedString())\"/>"
        return result
    }

    /// The complete markup of a shape item (fill and stroke), or `nil` if it paints nothing.
    static func shapeItem(_ shape: ShapeItem, definitions: inout SVGDefinitions) -> String? {
        var result = ""
        if let fill = shape.fill {
            let paint = definitions.paintAttributes(fill, frame: shape.frame, property: "fill")
            if let element = element(outline: shape.outline, frame: shape.frame, attributes: paint) {
                result += element
            }
        }
        if let stroke = shape.stroke, stroke.lineWidth > 0 {
            let paint = definitions.paintAttributes(stroke.paint, frame: shape.frame, property: "stroke")
            let attributes = " fill=\"none\"" + strokeAttributes(stroke, paint: paint)
            if let element = element(outline: shape.outline, frame: shape.frame, attributes: attributes) {
                result += element
            }
        }
        return result.isEmpty ? nil : result
    }
}
