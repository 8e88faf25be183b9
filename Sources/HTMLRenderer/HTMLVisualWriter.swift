import WidgetKitSupport
import DisplayList
import MarkupSupport
import Foundation

/// Writes the visual layer of a fragment: absolutely positioned elements, in painting order.
///
/// Coordinates are written relative to `origin`, the canvas position of the element the output
/// is nested in (a clipping group moves it); `box` is that element's size.
struct HTMLVisualWriter {
    let prefix: String
    var nextDefinition = 1
    var out: MarkupBuffer
    /// The CSS `font` shorthand of each font written so far, as is and escaped for an attribute
    /// (a widget uses a handful of fonts: a short list compared by value beats hashing).
    var fonts: [(font: FontSpec, css: String, escaped: String)] = []

    /// Where an image is loaded from, if not from a `data:` URL of its bytes.
    let imageURL: (@Sendable (ImageData) -> String?)?
    /// Each image's URL, and the `<image>` definitions the inline SVGs of image parts share (ids
    /// are global in the document: a later part uses the image an earlier one defined).
    var images = SVGImageTable()

    init(prefix: String, out: MarkupBuffer = MarkupBuffer(), imageURL: (@Sendable (ImageData) -> String?)? = nil) {
        self.prefix = prefix
        self.out = out
        self.imageURL = imageURL
    }

    /// The output, leaving the writer empty (avoids a copy of the buffer).
    mutating func takeOutput() -> MarkupBuffer {
        let result = out
        out = MarkupBuffer()
        return result
    }

    mutating func fontEntry(_ font: FontSpec) -> (font: FontSpec, css: String, escaped: String) {
        for entry in fonts where entry.font == font { return entry }
        let css = Self.font(font)
        let entry = (font: font, css: css, escaped: Markup.attribute(css))
        fonts.append(entry)
        return entry
    }

    mutating func font(_ font: FontSpec) -> String { fontEntry(font).css }

    mutating func write(_ items: [DisplayItem], origin: CGPoint, box: CGSize) {
        for item in items {
            switch item {
            case .shape(let shape): write(shape, origin: origin)
            case .text(let text): write(text, origin: origin)
            case .image(let image): write(image, origin: origin)
            case .group(let group): write(group, origin: origin, box: box)
            }
        }
    }

    // MARK: Writing boxes

    /// `<div style="` and the frame's box; the caller closes the attribute.
    mutating func openBox(_ frame: CGRect) {
        out += "<div style=\""
        out.appendAbsoluteBox(frame)
    }

    /// `;background:…` of a paint over a box of `size`.
    mutating func appendBackground(_ paint: Paint, size: CGSize) {
        out += ";background:"
        CSSPaint.appendBackground(paint, size: size, to: &out)
    }

    /// `;border-radius:…` unless both radii round to zero; `rx / ry` when they differ.
    mutating func appendBorderRadius(_ rx: Double, _ ry: Double) {
        if rx == ry {
            let value = formatNumber(rx)
            if value == "0" { return }
            out += ";border-radius:"
            out += value
            out += "px"
        } else {
            out += ";border-radius:"
            out.appendPx(rx)
            out += " / "
            out.appendPx(ry)
        }
    }

    /// Paths, ellipse strokes, dashed and gradient strokes: a small SVG in canvas coordinates.
    mutating func writeInlineSVG(_ shape: ShapeItem, origin: CGPoint) {
        var definitions = SVGDefinitions(prefix: prefix, nextNumber: nextDefinition)
        guard let markup = SVGShapes.shapeItem(shape, definitions: &definitions) else { return }
        nextDefinition = definitions.nextNumber
        openInlineSVG(around: shape.frame, padding: shape.stroke?.lineWidth ?? 0, origin: origin, definitions: definitions)
        out += markup
        out += "</svg>"
    }

    /// Opens an absolutely positioned `<svg>` in canvas coordinates around `frame` (grown by
    /// `padding` for strokes), with the definitions its content uses.
    mutating func openInlineSVG(around frame: CGRect, padding: Double, origin: CGPoint, definitions: SVGDefinitions) {
        var bounds = frame.insetBy(dx: -padding, dy: -padding)
        bounds.size.width = max(bounds.width, 1)
        bounds.size.height = max(bounds.height, 1)
        out += "<svg width=\"\(num(bounds.width))\" height=\"\(num(bounds.height))\""
        out += " viewBox=\"\(num(bounds.minX)) \(num(bounds.minY)) \(num(bounds.width)) \(num(bounds.height))\""
        out += " style=\"position:absolute;left:\(px(bounds.minX - origin.x));top:\(px(bounds.minY - origin.y));overflow:visible\">"
        if !definitions.isEmpty { out += "<defs>\(definitions.markup)</defs>" }
    }

    /// A live ring's filled arc: the whole arc, stroked as one dash as long as the arc at render
    /// time (hidden at zero), which ``HTMLRenderer/liveScript`` lengthens or shortens.
    mutating func writeLiveArc(_ shape: ShapeItem, live: LiveProgress, path: [PathElement], stroke: StrokeSpec, origin: CGPoint) {
        var definitions = SVGDefinitions(prefix: prefix, nextNumber: nextDefinition)
        let paint = definitions.paintAttributes(stroke.paint, frame: shape.frame, property: "stroke")
        nextDefinition = definitions.nextNumber
        let length = max(live.length, 0)
        // The dash at render time: as much of the whole arc as the outline covers.
        var visible = 0.0
        if case .path(let elements) = shape.outline, !elements.isEmpty {
            // Curves measured as 32 chords each: close enough for a dash.
            let whole = path.length(curveSteps: 32)
            visible = whole > 0 ? length * min(max(elements.length(curveSteps: 32) / whole, 0), 1) : 0
        }
        openInlineSVG(around: shape.frame, padding: stroke.lineWidth, origin: origin, definitions: definitions)
        out += "<path"
        out += Self.liveProgressAttributes(live)
        out += " d=\""
        SVGShapes.appendPathData(path, to: &out)
        out += "\" fill=\"none\""
        out += SVGShapes.strokeAttributes(StrokeSpec(paint: stroke.paint, lineWidth: stroke.lineWidth, lineCap: stroke.lineCap), paint: paint)
        out += " stroke-dasharray=\"\(num(visible)) \(num(length))\""
        if visible <= 0 { out += " visibility=\"hidden\"" }
        out += "/></svg>"
    }
}
