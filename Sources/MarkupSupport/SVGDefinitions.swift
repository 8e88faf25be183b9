package import DisplayList
package import Foundation

/// Collects `<defs>` content with unique, deterministic ids; identical definitions share one id.
package struct SVGDefinitions {
    package let prefix: String
    package var nextNumber: Int
    package private(set) var markup: String = ""
    private var known: [String: String] = [:]
    /// The images defined so far and their URLs.
    package var images: SVGImageTable

    package init(prefix: String, nextNumber: Int = 1, images: SVGImageTable = SVGImageTable()) {
        self.prefix = prefix
        self.nextNumber = nextNumber
        self.images = images
    }

    package static let idPlaceholder = "\u{1}ID\u{1}"

    /// Adds a definition written with ``idPlaceholder`` where its id goes, and returns the id.
    package mutating func add(_ kind: String, _ definition: String) -> String {
        if let id = known[definition] { return id }
        let id = append(kind, definition)
        known[definition] = id
        return id
    }

    /// Adds a definition under a new id without looking for an identical one.
    private mutating func append(_ kind: String, _ definition: String) -> String {
        let id = "\(prefix)-\(kind)\(nextNumber)"
        nextNumber += 1
        markup += definition.replacingOccurrences(of: Self.idPlaceholder, with: id)
        return id
    }

    // MARK: Images

    /// The URL of an image: a `data:` URL of its bytes, encoded once per image (see
    /// ``SVGImageTable/href(for:url:)``).
    package mutating func imageHref(_ image: ImageData) -> String {
        images.href(for: image)
    }

    /// The id of an `<image>` of the whole of `image` in its pixel size, defined the first time
    /// it is asked for; the patterns of an image's parts (nine-slice parts, tiles) all use it.
    package mutating func wholeImage(_ image: ImageData, pixelated: Bool, href: String) -> String {
        let key = SVGImageTable.Key(id: image.id, pixelated: pixelated)
        if let id = images.definitions[key] { return id }
        let whole = CGRect(x: 0, y: 0, width: image.pixelWidth, height: image.pixelHeight)
        let definition = SVGShapes.image(frame: whole, pixelated: pixelated, href: href,
                                         extra: " id=\"\(Self.idPlaceholder)\"")
        // Without an id to tell images apart, identical definitions are found by their text.
        guard !image.id.isEmpty else { return add("im", definition) }
        let id = append("im", definition)
        images.definitions[key] = id
        return id
    }

    package var isEmpty: Bool { markup.isEmpty }

    // MARK: Paints

    /// ` fill="…"`-style attributes for a paint; gradient geometry is relative to `frame`.
    package mutating func paintAttributes(_ paint: Paint, frame: CGRect, property: String) -> String {
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
            let mapped = Self.radialStops(sorted, start: startRadius, end: endRadius, radius: radius)
            var def = "<radialGradient id=\"\(Self.idPlaceholder)\" gradientUnits=\"userSpaceOnUse\""
            def += " cx=\"\(num(cx))\" cy=\"\(num(cy))\" r=\"\(num(radius))\">"
            def += stopMarkup(mapped)
            def += "</radialGradient>"
            return " \(property)=\"url(#\(add("rg", def)))\""
        case .ellipticalGradient(let stops, let center, let startFraction, let endFraction):
            let radius = max(startFraction, endFraction)
            let sorted = PaintMath.sortedStops(stops)
            guard radius > 0, frame.width > 0, frame.height > 0 else {
                return colorAttributes(sorted[sorted.count - 1].color, property: property)
            }
            let cx = frame.minX + center.x * frame.width, cy = frame.minY + center.y * frame.height
            let mapped = Self.radialStops(sorted, start: startFraction, end: endFraction, radius: radius)
            // A circle of the fraction's radius in a space scaled to the frame: an ellipse here.
            var def = "<radialGradient id=\"\(Self.idPlaceholder)\" gradientUnits=\"userSpaceOnUse\""
            def += " cx=\"0\" cy=\"0\" r=\"\(num(radius))\""
            def += " gradientTransform=\"matrix(\(num(frame.width)) 0 0 \(num(frame.height)) \(num(cx)) \(num(cy)))\">"
            def += stopMarkup(mapped)
            def += "</radialGradient>"
            return " \(property)=\"url(#\(add("eg", def)))\""
        case .angularGradient(let stops, let center, let startAngle, let endAngle):
            return " \(property)=\"url(#\(angularPattern(stops: stops, center: center, start: startAngle, end: endAngle, frame: frame)))\""
        }
    }

    /// A radial gradient's sorted stops as offsets along one circle of `radius` from its centre:
    /// location 0 lies on the start circle and 1 on the end circle, remapped onto 0...radius
    /// (and sorted again, stably, as an end circle smaller than the start one reverses them).
    private static func radialStops(
        _ sorted: [GradientStop], start: Double, end: Double, radius: Double
    ) -> [(RGBAColor, Double)] {
        sorted.map { ($0.color, (start + $0.location * (end - start)) / radius) }
            .enumerated().sorted { $0.element.1 != $1.element.1 ? $0.element.1 < $1.element.1 : $0.offset < $1.offset }
            .map(\.element)
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
    package mutating func shadowFilter(_ shadow: Shadow, bounds: CGRect) -> String {
        let reach = abs(shadow.radius) * 3 + max(abs(shadow.x), abs(shadow.y)) + 1
        let region = bounds.insetBy(dx: -reach, dy: -reach)
        var def = "<filter id=\"\(Self.idPlaceholder)\" filterUnits=\"userSpaceOnUse\""
        def += " x=\"\(num(region.minX))\" y=\"\(num(region.minY))\" width=\"\(num(region.width))\" height=\"\(num(region.height))\""
        def += " color-interpolation-filters=\"sRGB\">"
        def += "<feDropShadow dx=\"\(num(shadow.x))\" dy=\"\(num(shadow.y))\" stdDeviation=\"\(num(max(shadow.radius, 0)))\""
        def += " flood-color=\"\(shadow.color.hexString)\" flood-opacity=\"\(num(min(max(shadow.color.alpha, 0), 1)))\"/>"
        def += "</filter>"
        return add("sh", def)
    }

    /// A clip path of a shape outline.
    package mutating func clipPath(_ clip: Clip) -> String {
        let rule = clip.evenOdd == true ? " clip-rule=\"evenodd\"" : ""
        let shape = SVGShapes.element(outline: clip.outline, frame: clip.frame, attributes: rule) ?? "<rect width=\"0\" height=\"0\"/>"
        return add("cp", "<clipPath id=\"\(Self.idPlaceholder)\">\(shape)</clipPath>")
    }

    /// A mask that paints through the alpha of an image (template rendering of a tinted image);
    /// `href` as in ``SVGShapes/image(_:href:definitions:extra:)``.
    package mutating func alphaMask(_ item: ImageItem, href: String? = nil) -> String {
        // A part's mask reaches a point past its frame: the crisp rectangle inside decides which
        // pixels it covers, not the mask region's (antialiased) edge.
        let frame = item.source == nil ? item.frame : item.frame.insetBy(dx: -1, dy: -1)
        let filter = add(
            "af",
            "<filter id=\"\(Self.idPlaceholder)\" x=\"0\" y=\"0\" width=\"1\" height=\"1\" color-interpolation-filters=\"sRGB\">"
                + "<feColorMatrix type=\"matrix\" values=\"0 0 0 0 1 0 0 0 0 1 0 0 0 0 1 0 0 0 1 0\"/></filter>"
        )
        var def = "<mask id=\"\(Self.idPlaceholder)\" maskUnits=\"userSpaceOnUse\" x=\"\(num(frame.minX))\" y=\"\(num(frame.minY))\""
        def += " width=\"\(num(frame.width))\" height=\"\(num(frame.height))\">"
        var unfiltered = item
        unfiltered.pixelated = false
        def += SVGShapes.image(unfiltered, href: href, definitions: &self, extra: " filter=\"url(#\(filter))\"")
        def += "</mask>"
        return add("mk", def)
    }
}

/// The images an SVG (or the inline SVGs of one HTML document) has defined, by
/// ``ImageData/id``, the digest of their bytes: the URL of each (a `data:` URL is encoded once,
/// not once per tile or nine-slice part, which can be a thousand) and the ids of the `<image>`
/// definitions their parts' patterns use.
///
/// Ids in an HTML document are global, so the HTML renderer hands one table from each part's
/// inline `<svg>` to the next: later parts use the `<image>` the first one defined.
package struct SVGImageTable {
    struct Key: Hashable {
        var id: String
        var pixelated: Bool
    }

    private var hrefs: [String: String] = [:]
    var definitions: [Key: String] = [:]

    package init() {}

    /// The URL of `image`, escaped for an attribute: `url`'s answer (escaped by the caller), else
    /// a `data:` URL of its bytes. Computed once per image id (an empty id is never remembered).
    package mutating func href(for image: ImageData, url: ((ImageData) -> String?)? = nil) -> String {
        if let href = hrefs[image.id] { return href }
        let href = url?(image) ?? "data:\(image.mimeType);base64,\(image.bytes.base64EncodedString())"
        if !image.id.isEmpty { hrefs[image.id] = href }
        return href
    }
}
