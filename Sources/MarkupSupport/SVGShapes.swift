package import DisplayList
package import Foundation

/// SVG elements for shape outlines, paths and images.
package enum SVGShapes {
    /// The element drawing `outline` in `frame` with extra attributes, or `nil` when it is empty.
    package static func element(outline: ShapeOutline, frame: CGRect, attributes: String) -> String? {
        let w = max(Double(frame.width), 0), h = max(Double(frame.height), 0)
        switch outline {
        case .rectangle:
            guard w > 0, h > 0 else { return nil }
            return "<rect x=\"\(num(frame.minX))\" y=\"\(num(frame.minY))\" width=\"\(num(w))\" height=\"\(num(h))\"\(attributes)/>"
        case .roundedRectangle:
            guard w > 0, h > 0 else { return nil }
            if let squircle = outline.continuousPath(in: frame) {
                return "<path d=\"\(pathData(squircle))\"\(attributes)/>"
            }
            let (rx, ry) = cornerRadii(outline, frame: frame)
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
    package static func pathData(_ elements: [PathElement], origin: CGPoint = .zero) -> String {
        var result = MarkupBuffer(capacity: elements.count * 24)
        appendPathData(elements, origin: origin, to: &result)
        return result.string
    }

    /// Appends ``pathData(_:origin:)`` to `out` without building temporary strings.
    package static func appendPathData(_ elements: [PathElement], origin: CGPoint = .zero, to out: inout MarkupBuffer) {
        let ox = Double(origin.x), oy = Double(origin.y)
        func p(_ point: CGPoint) {
            out.appendNumber(Double(point.x) - ox)
            out += " "
            out.appendNumber(Double(point.y) - oy)
        }
        for element in elements {
            switch element {
            case .move(let to):
                out += "M"
                p(to)
            case .line(let to):
                out += "L"
                p(to)
            case .quadCurve(let to, let control):
                out += "Q"
                p(control)
                out += " "
                p(to)
            case .curve(let to, let c1, let c2):
                out += "C"
                p(c1)
                out += " "
                p(c2)
                out += " "
                p(to)
            case .close:
                out += "Z"
            }
        }
    }

    /// Path data for any outline in its frame, shifted by `-origin` (for CSS `clip-path: path()`).
    package static func outlinePathData(_ outline: ShapeOutline, frame: CGRect, origin: CGPoint) -> String {
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
            if let squircle = outline.continuousPath(in: f) { return pathData(squircle) }
            let (rx, ry) = cornerRadii(outline, frame: f)
            return "M\(num(f.minX + rx)) \(num(f.minY))H\(num(f.maxX - rx))"
                + "A\(num(rx)) \(num(ry)) 0 0 1 \(num(f.maxX)) \(num(f.minY + ry))V\(num(f.maxY - ry))"
                + "A\(num(rx)) \(num(ry)) 0 0 1 \(num(f.maxX - rx)) \(num(f.maxY))H\(num(f.minX + rx))"
                + "A\(num(rx)) \(num(ry)) 0 0 1 \(num(f.minX)) \(num(f.maxY - ry))V\(num(f.minY + ry))"
                + "A\(num(rx)) \(num(ry)) 0 0 1 \(num(f.minX + rx)) \(num(f.minY))Z"
        }
    }

    /// Corner radii of rect-like outlines, clamped to half the sides; zero for other outlines.
    package static func cornerRadii(_ outline: ShapeOutline, frame: CGRect) -> (Double, Double) {
        let w = max(Double(frame.width), 0), h = max(Double(frame.height), 0)
        switch outline {
        case .roundedRectangle(let cw, let ch, _): return (min(max(cw, 0), w / 2), min(max(ch, 0), h / 2))
        case .capsule: return (min(w, h) / 2, min(w, h) / 2)
        default: return (0, 0)
        }
    }

    /// Stroke attributes (paint, width, dash, cap).
    package static func strokeAttributes(_ stroke: StrokeSpec, paint: String) -> String {
        var result = paint + " stroke-width=\"\(num(max(stroke.lineWidth, 0)))\""
        if stroke.lineCap != .butt { result += " stroke-linecap=\"\(stroke.lineCap.rawValue)\"" }
        let dash = stroke.dash.map { max($0, 0) }
        if !dash.isEmpty, dash.contains(where: { $0 > 0 }) {
            result += " stroke-dasharray=\"\(dash.map { num($0) }.joined(separator: " "))\""
        }
        return result
    }

    /// An image item's element, untinted: an `<image>`; for a `source` part (a nine-slice part or a
    /// tile) a crisp-edged rectangle over the part's frame, filled with a pattern of that part.
    ///
    /// Parts meet at fractional positions. Clipped `<image>`s (and HTML boxes under a transform)
    /// are antialiased at their edges, so where two parts meet each covers a boundary pixel only
    /// partly and the background shows through as a faint seam. A rectangle with
    /// `shape-rendering="crispEdges"` covers exactly the pixels whose centres it contains, so
    /// neighbouring parts tile the plane without gaps or overlaps. The pattern's tile is the
    /// part's frame plus a point all round, showing the pixels next to the part (nothing past
    /// the image's edges), so sampling near an edge never wraps into the part's opposite side.
    /// The `<image>` is a definition of its own, written once for all parts of the image (see
    /// ``SVGDefinitions/wholeImage(_:pixelated:href:)``).
    ///
    /// - Parameters:
    ///   - href: The image's URL, escaped for an attribute; by default a `data:` URL of its bytes,
    ///     encoded once per image (``SVGDefinitions/imageHref(_:)``).
    ///   - extra: Attributes added to the element (a filter, for masks).
    package static func image(
        _ item: ImageItem, href: String? = nil, definitions: inout SVGDefinitions, extra: String = ""
    ) -> String {
        guard item.source != nil else {
            let href = href ?? definitions.imageHref(item.image)
            return image(frame: item.frame, pixelated: item.pixelated, href: href, extra: extra)
        }
        guard let source = item.sourcePixels, item.frame.width > 0, item.frame.height > 0 else { return "" }
        let href = href ?? definitions.imageHref(item.image)
        let frame = item.frame
        let kx = Double(frame.width) / Double(source.width), ky = Double(frame.height) / Double(source.height)
        let margin = 1.0
        let mx = margin / kx, my = margin / ky
        var def = "<pattern id=\"\(SVGDefinitions.idPlaceholder)\" patternUnits=\"userSpaceOnUse\""
        def += " x=\"\(num(Double(frame.minX) - margin))\" y=\"\(num(Double(frame.minY) - margin))\""
        def += " width=\"\(num(Double(frame.width) + 2 * margin))\" height=\"\(num(Double(frame.height) + 2 * margin))\""
        def += " viewBox=\"\(num(Double(source.minX) - mx)) \(num(Double(source.minY) - my))"
        def += " \(num(Double(source.width) + 2 * mx)) \(num(Double(source.height) + 2 * my))\" preserveAspectRatio=\"none\">"
        // The image itself is defined once and used by every part's pattern.
        let imageID = definitions.wholeImage(item.image, pixelated: item.pixelated, href: href)
        def += "<use href=\"#\(imageID)\"/></pattern>"
        let pattern = definitions.add("ip", def)
        return "<rect x=\"\(num(frame.minX))\" y=\"\(num(frame.minY))\" width=\"\(num(frame.width))\" height=\"\(num(frame.height))\""
            + " fill=\"url(#\(pattern))\" shape-rendering=\"crispEdges\"\(extra)/>"
    }

    /// An image item's complete markup: ``image(_:href:definitions:extra:)``, or for a tinted
    /// (template) image a rectangle of the tint masked by the image's alpha.
    package static func imageItem(_ item: ImageItem, href: String? = nil, definitions: inout SVGDefinitions) -> String {
        guard item.frame.width > 0, item.frame.height > 0 else { return "" }
        guard let tint = item.tint else { return image(item, href: href, definitions: &definitions) }
        if item.sourcePixels == nil { return "" }
        let mask = definitions.alphaMask(item, href: href)
        let paint = definitions.paintAttributes(tint, frame: item.frame, property: "fill")
        var result = "<rect x=\"\(num(item.frame.minX))\" y=\"\(num(item.frame.minY))\" width=\"\(num(item.frame.width))\""
        result += " height=\"\(num(item.frame.height))\"\(paint) mask=\"url(#\(mask))\""
        // A part's edges are crisp, as in `image(_:href:definitions:extra:)`.
        if item.source != nil { result += " shape-rendering=\"crispEdges\"" }
        return result + "/>"
    }

    /// An `<image>` element showing `href` (see ``SVGDefinitions/imageHref(_:)``).
    package static func image(frame: CGRect, pixelated: Bool, href: String, extra: String = "") -> String {
        var result = "<image x=\"\(num(frame.minX))\" y=\"\(num(frame.minY))\" width=\"\(num(max(frame.width, 0)))\""
        result += " height=\"\(num(max(frame.height, 0)))\" preserveAspectRatio=\"none\""
        if pixelated { result += " style=\"image-rendering:pixelated\"" }
        result += extra
        result += " href=\"\(href)\"/>"
        return result
    }

    /// The complete markup of a shape item (fill and stroke), or `nil` if it paints nothing.
    package static func shapeItem(_ shape: ShapeItem, definitions: inout SVGDefinitions) -> String? {
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
