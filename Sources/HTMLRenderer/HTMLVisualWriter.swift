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
    private var fonts: [(font: FontSpec, css: String, escaped: String)] = []

    /// Where an image is loaded from, if not from a `data:` URL of its bytes.
    let imageURL: (@Sendable (ImageData) -> String?)?

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

    private mutating func fontEntry(_ font: FontSpec) -> (font: FontSpec, css: String, escaped: String) {
        for entry in fonts where entry.font == font { return entry }
        let css = Self.font(font)
        let entry = (font: font, css: css, escaped: Markup.attribute(css))
        fonts.append(entry)
        return entry
    }

    private mutating func font(_ font: FontSpec) -> String { fontEntry(font).css }

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

    // MARK: Shapes

    private mutating func write(_ shape: ShapeItem, origin: CGPoint) {
        let frame = shape.frame.offsetBy(origin)
        let stroke = shape.stroke.flatMap { $0.lineWidth > 0 ? $0 : nil }
        let rectLike: Bool
        switch shape.outline {
        case .rectangle, .roundedRectangle, .capsule: rectLike = true
        case .ellipse: rectLike = false
        case .path:
            if let live = shape.liveProgress, let path = live.path, let stroke {
                writeLiveArc(shape, live: live, path: path, stroke: stroke, origin: origin)
            } else {
                writeInlineSVG(shape, origin: origin)
            }
            return
        }
        // A solid, undashed stroke of a rect-like outline is a border centered on the outline.
        let borderStroke: (StrokeSpec, RGBAColor)? = stroke.flatMap { stroke in
            guard case .color(let color) = stroke.paint, !stroke.dash.contains(where: { $0 > 0 }) else { return nil }
            return (stroke, color)
        }
        // Continuous corners: the PNG renderer's squircle path, as a clip path (fill) or in an SVG.
        let squircle = shape.outline.continuousPath(in: shape.frame)
        guard rectLike || stroke == nil, stroke == nil || borderStroke != nil, squircle == nil || stroke == nil else {
            writeInlineSVG(shape, origin: origin)
            return
        }
        if let squircle {
            guard let fill = shape.fill else { return }
            openBox(frame)
            out += ";clip-path:path('"
            SVGShapes.appendPathData(squircle, origin: shape.frame.origin, to: &out)
            out += "')"
            appendBackground(fill, size: frame.size)
            out += "\"></div>"
            return
        }
        if let fill = shape.fill, frame.width > 0 || shape.liveProgress != nil, frame.height > 0 {
            out += "<div"
            if let live = shape.liveProgress { out += Self.liveProgressAttributes(live) }
            out += " style=\""
            appendBox(frame)
            if shape.liveProgress != nil, case .capsule = shape.outline {
                // A live bar changes width in the page: round its ends by its height, not by
                // its width at render time (which may be zero).
                appendBorderRadius(Double(frame.height) / 2, Double(frame.height) / 2)
            } else if rectLike {
                let (rx, ry) = SVGShapes.cornerRadii(shape.outline, frame: shape.frame)
                appendBorderRadius(rx, ry)
            } else {
                out += ";border-radius:50%"
            }
            appendBackground(fill, size: frame.size)
            out += "\"></div>"
        }
        if let (stroke, color) = borderStroke, frame.width >= 0, frame.height >= 0 {
            let lw = stroke.lineWidth
            let (rx, ry) = SVGShapes.cornerRadii(shape.outline, frame: shape.frame)
            out += "<div style=\""
            appendBox(CGRect(x: Double(frame.minX) - lw / 2, y: Double(frame.minY) - lw / 2,
                             width: Double(frame.width) + lw, height: Double(frame.height) + lw))
            out += ";box-sizing:border-box;border:"
            appendPx(lw)
            out += " solid "
            out.appendColor(color)
            if rx > 0 || ry > 0 {
                let ox = rx + lw / 2, oy = ry + lw / 2
                out += ";border-radius:"
                appendPx(ox)
                if ox != oy {
                    out += " / "
                    appendPx(oy)
                }
            }
            out += "\"></div>"
        }
    }

    // MARK: Writing numbers and boxes

    /// `12.5px`, written straight into the output (no temporary string).
    private mutating func appendPx(_ value: Double) {
        out.appendPx(value)
    }

    private mutating func appendPx(_ value: CGFloat) { appendPx(Double(value)) }

    /// `position:absolute;left:…;top:…;width:…;height:…` of a frame.
    private mutating func appendBox(_ frame: CGRect) {
        out += "position:absolute;left:"
        appendPx(frame.minX)
        out += ";top:"
        appendPx(frame.minY)
        out += ";width:"
        appendPx(frame.width)
        out += ";height:"
        appendPx(frame.height)
    }

    /// `<div style="` and the frame's box; the caller closes the attribute.
    private mutating func openBox(_ frame: CGRect) {
        out += "<div style=\""
        appendBox(frame)
    }

    /// `;background:…` of a paint over a box of `size`.
    private mutating func appendBackground(_ paint: Paint, size: CGSize) {
        out += ";background:"
        if case .color(let color) = paint {
            out.appendColor(color)
        } else {
            out += CSSPaint.background(paint, size: size)
        }
    }

    /// `;border-radius:…` unless both radii round to zero; `rx / ry` when they differ.
    private mutating func appendBorderRadius(_ rx: Double, _ ry: Double) {
        if rx == ry {
            let value = formatNumber(rx)
            if value == "0" { return }
            out += ";border-radius:"
            out += value
            out += "px"
        } else {
            out += ";border-radius:"
            appendPx(rx)
            out += " / "
            appendPx(ry)
        }
    }

    /// Paths, ellipse strokes, dashed and gradient strokes: a small SVG in canvas coordinates.
    private mutating func writeInlineSVG(_ shape: ShapeItem, origin: CGPoint) {
        var definitions = SVGDefinitions(prefix: prefix, nextNumber: nextDefinition)
        guard let markup = SVGShapes.shapeItem(shape, definitions: &definitions) else { return }
        nextDefinition = definitions.nextNumber
        openInlineSVG(around: shape.frame, padding: shape.stroke?.lineWidth ?? 0, origin: origin, definitions: definitions)
        out += markup
        out += "</svg>"
    }

    /// Opens an absolutely positioned `<svg>` in canvas coordinates around `frame` (grown by
    /// `padding` for strokes), with the definitions its content uses.
    private mutating func openInlineSVG(around frame: CGRect, padding: Double, origin: CGPoint, definitions: SVGDefinitions) {
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
    private mutating func writeLiveArc(_ shape: ShapeItem, live: LiveProgress, path: [PathElement], stroke: StrokeSpec, origin: CGPoint) {
        var definitions = SVGDefinitions(prefix: prefix, nextNumber: nextDefinition)
        let paint = definitions.paintAttributes(stroke.paint, frame: shape.frame, property: "stroke")
        nextDefinition = definitions.nextNumber
        let length = max(live.length, 0)
        // The dash at render time: as much of the whole arc as the outline covers.
        var visible = 0.0
        if case .path(let elements) = shape.outline, !elements.isEmpty {
            let whole = Self.pathLength(path)
            visible = whole > 0 ? length * min(max(Self.pathLength(elements) / whole, 0), 1) : 0
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

    /// The length of a path, its curves measured as 32 chords each (close enough for a dash).
    static func pathLength(_ elements: [PathElement]) -> Double {
        var total = 0.0
        var current = CGPoint.zero, subpathStart = CGPoint.zero
        func add(_ a: CGPoint, _ b: CGPoint) { total += hypot(Double(b.x - a.x), Double(b.y - a.y)) }
        func flatten(_ point: (Double) -> CGPoint) {
            var previous = current
            for step in 1...32 {
                let next = point(Double(step) / 32)
                add(previous, next)
                previous = next
            }
        }
        for element in elements {
            switch element {
            case .move(let p):
                current = p
                subpathStart = p
            case .line(let p):
                add(current, p)
                current = p
            case .quadCurve(let p, let c):
                let p0 = current
                flatten { t in
                    let u = 1 - t
                    return CGPoint(x: u * u * p0.x + 2 * u * t * c.x + t * t * p.x, y: u * u * p0.y + 2 * u * t * c.y + t * t * p.y)
                }
                current = p
            case .curve(let p, let c1, let c2):
                let p0 = current
                flatten { t in
                    let u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    return CGPoint(x: a * p0.x + b * c1.x + c * c2.x + d * p.x, y: a * p0.y + b * c1.y + c * c2.y + d * p.y)
                }
                current = p
            case .close:
                add(current, subpathStart)
                current = subpathStart
            }
        }
        return total.isFinite ? total : 0
    }

    // MARK: Text

    private mutating func write(_ text: TextItem, origin: CGPoint) {
        if let live = text.live, let first = text.lines.first {
            writeLive(text, live: live, firstLine: first, origin: origin)
            return
        }
        for line in text.lines {
            for run in line.runs where !run.text.isEmpty {
                writeRun(run, line: line, itemFrame: text.frame, origin: origin)
            }
        }
    }

    /// One run: its box starts at the run's x and the line's top (baseline − ascent); an empty
    /// inline-block as tall as the ascent, with `line-height: 0`, puts the text's baseline exactly
    /// `ascent` below the top, whatever the browser's font metrics are.
    ///
    /// Written straight into the output: the style holds only numbers, colors, CSS keywords and
    /// the font shorthand, which is escaped once per font.
    private mutating func writeRun(_ run: TextRun, line: TextLine, itemFrame: CGRect, origin: CGPoint) {
        let ascent = max(line.ascent, 0), descent = max(line.descent, 0)
        let left = run.x - Double(origin.x), top = Double(line.origin.y) - ascent - Double(origin.y)
        out += "<span class=\"wk-run\" aria-hidden=\"true\""
        if let language = run.language, !language.isEmpty {
            out += " lang=\""
            out += Markup.attribute(language)
            out += "\""
        }
        out += " style=\"position:absolute;left:"
        appendPx(left)
        out += ";top:"
        appendPx(top)
        out += ";width:"
        appendPx(max(run.width, 0))
        out += ";height:"
        appendPx(ascent + descent)
        out += ";white-space:pre;font:"
        out += escapedFont(run.font)
        if run.font.monospacedDigits { out += ";font-variant-numeric:tabular-nums" }
        if run.font.tracking != 0 {
            out += ";letter-spacing:"
            appendPx(run.font.tracking)
        }
        if run.underline || run.strikethrough {
            out += ";text-decoration:"
            if run.underline { out += "underline" }
            if run.underline && run.strikethrough { out += " " }
            if run.strikethrough { out += "line-through" }
        }
        out += ";"
        if case .color(let color) = run.paint {
            out += "color:"
            out.appendColor(color)
        } else {
            out += Markup.attribute(Self.textPaint(run.paint, itemFrame: itemFrame.offsetBy(origin), boxOrigin: CGPoint(x: left, y: top)))
        }
        out += "\"><span style=\"display:inline-block;width:0;height:"
        appendPx(ascent)
        out += "\"></span>"
        out += Markup.text(run.text)
        out += "</span>"
    }

    /// The CSS `font` shorthand escaped for an attribute, once per font.
    private mutating func escapedFont(_ font: FontSpec) -> String { fontEntry(font).escaped }

    static func strut(_ ascent: Double) -> String {
        "<span style=\"display:inline-block;width:0;height:\(px(ascent))\"></span>"
    }

    /// The CSS `font` shorthand with a zero line height.
    static func font(_ font: FontSpec) -> String {
        (font.italic ? "italic " : "") + "\(min(max(font.weight, 1), 1000)) \(px(max(font.size, 0)))/0 \(Markup.cssFamily(font))"
    }

    /// Text color, or a gradient over the text item's frame clipped to the glyphs.
    static func textPaint(_ paint: Paint, itemFrame: CGRect, boxOrigin: CGPoint) -> String {
        if case .color(let color) = paint { return "color:\(color.cssString)" }
        let fallback = PaintMath.representativeColor(paint)
        var css = "color:transparent;-webkit-text-fill-color:transparent;text-decoration-color:\(fallback.cssString);"
        css += "background:\(CSSPaint.background(paint, size: itemFrame.size)) no-repeat;"
        css += "background-size:\(px(itemFrame.width)) \(px(itemFrame.height));"
        css += "background-position:\(px(itemFrame.minX - boxOrigin.x)) \(px(itemFrame.minY - boxOrigin.y));"
        css += "-webkit-background-clip:text;background-clip:text"
        return css
    }

    /// Live text: a wrapper over the text's frame carries the `data-live-*` attributes. It holds the
    /// laid-out runs until ``HTMLRenderer/liveScript`` replaces them with the current value, which
    /// then flows in the wrapper, on the first line's baseline, aligned as the first line was.
    private mutating func writeLive(_ text: TextItem, live: LiveText, firstLine: TextLine, origin: CGPoint) {
        let frame = text.frame.offsetBy(origin)
        let ascent = max(firstLine.ascent, 0)
        let top = Double(firstLine.origin.y) - ascent - Double(origin.y)
        let leftGap = Double(firstLine.origin.x - text.frame.minX)
        let rightGap = Double(text.frame.maxX) - (Double(firstLine.origin.x) + firstLine.width)
        let align = abs(leftGap - rightGap) <= 1 ? "center" : (leftGap < rightGap ? "left" : "right")
        let run = firstLine.runs.first
        var style = "position:absolute;left:\(px(frame.minX));top:\(px(top));width:\(px(max(frame.width, 0)));"
        style += "white-space:pre;text-align:\(align)"
        if let run {
            style += ";font:\(font(run.font))"
            if run.font.monospacedDigits { style += ";font-variant-numeric:tabular-nums" }
            if run.font.tracking != 0 { style += ";letter-spacing:\(px(run.font.tracking))" }
            style += ";color:\(PaintMath.representativeColor(run.paint).cssString)"
        }
        out += "<span class=\"wk-live\" aria-hidden=\"true\""
        out += Self.liveAttributes(live)
        out += " style=\"\(Markup.attribute(style))\">\(Self.strut(ascent))<span class=\"wk-live-text\">"
        let inner = CGPoint(x: frame.minX + origin.x, y: top + Double(origin.y))
        for line in text.lines {
            for run in line.runs where !run.text.isEmpty {
                writeRun(run, line: line, itemFrame: text.frame, origin: inner)
            }
        }
        out += "</span></span>"
    }

    /// ` data-live-style="timer" data-live-date="…"` and the rest, for ``HTMLRenderer/liveScript``.
    static func liveAttributes(_ live: LiveText) -> String {
        var result = " data-live-style=\"\(live.style.rawValue)\" data-live-date=\"\(milliseconds(live.date))\""
        if let end = live.intervalEnd { result += " data-live-end=\"\(milliseconds(end))\"" }
        result += " data-live-countdown=\"\(live.countsDown)\" data-live-locale=\"\(Markup.attribute(live.locale))\""
        return result
    }

    /// ` data-live-progress="start,end,countsDown"` (milliseconds since 1970) with the bar's full
    /// and minimum length, for ``HTMLRenderer/liveScript``.
    static func liveProgressAttributes(_ live: LiveProgress) -> String {
        var result = " data-live-progress=\"\(milliseconds(live.start)),\(milliseconds(live.end)),\(live.countsDown)\""
        result += " data-live-progress-length=\"\(num(max(live.length, 0)))\""
        result += " data-live-progress-min=\"\(num(max(live.minimumLength, 0)))\""
        return result
    }

    static func milliseconds(_ date: Date) -> String {
        let value = (date.timeIntervalSince1970 * 1000).rounded()
        guard value.isFinite, abs(value) < 9e15 else { return "0" }
        return String(Int64(value))
    }

    // MARK: Images

    private mutating func write(_ item: ImageItem, origin: CGPoint) {
        let frame = item.frame.offsetBy(origin)
        guard frame.width > 0, frame.height > 0 else { return }
        let box = "position:absolute;left:\(px(frame.minX));top:\(px(frame.minY));width:\(px(frame.width));height:\(px(frame.height))"
        let url = imageURL?(item.image).map(Markup.attribute)
            ?? "data:\(item.image.mimeType);base64,\(item.image.bytes.base64EncodedString())"
        if item.source != nil {
            writeImagePart(item, origin: origin, url: url)
            return
        }
        if let tint = item.tint {
            out += "<div style=\"\(box);background:\(CSSPaint.background(tint, size: frame.size));"
            out += "mask-image:url(\(url));mask-size:100% 100%;mask-repeat:no-repeat;mask-mode:alpha\"></div>"
        } else {
            out += "<img alt=\"\" src=\"\(url)\" style=\"\(box);object-fit:fill"
            if item.pixelated { out += ";image-rendering:pixelated" }
            out += "\"/>"
        }
    }

    /// A `source` part of an image (a nine-slice part or a tile): an inline SVG with the part as a
    /// crisp-edged, pattern-filled rectangle (see ``SVGShapes/image(_:href:definitions:extra:)``),
    /// so parts meet without seams, also under transforms and at any device pixel ratio. Every
    /// part's `<svg>` sits at the origin of the element it is nested in (`viewBox` in canvas
    /// points), so the browser places all of them alike.
    private mutating func writeImagePart(_ item: ImageItem, origin: CGPoint, url: String) {
        var definitions = SVGDefinitions(prefix: prefix, nextNumber: nextDefinition)
        let markup = SVGShapes.imageItem(item, href: url, definitions: &definitions)
        nextDefinition = definitions.nextNumber
        guard !markup.isEmpty else { return }
        out += "<svg width=\"1\" height=\"1\" viewBox=\"\(num(origin.x)) \(num(origin.y)) 1 1\""
        out += " style=\"position:absolute;left:0;top:0;overflow:visible\" aria-hidden=\"true\">"
        if !definitions.isEmpty { out += "<defs>\(definitions.markup)</defs>" }
        out += markup
        out += "</svg>"
    }

    // MARK: Groups

    private mutating func write(_ group: GroupItem, origin: CGPoint, box: CGSize) {
        guard group.opacity > 0, !group.children.isEmpty else { return }
        // Children are clipped first; shadow and opacity apply to the clipped result.
        let shadow = group.shadow.flatMap { $0.color.alpha > 0 ? $0 : nil }
        let hasEffects = group.opacity < 1 || shadow != nil
        // The transform is in canvas coordinates; this container's content is drawn relative
        // to `origin`, so conjugate it by that offset (with the transform origin at 0 0).
        var transformed = false
        if let t = group.transform, t.a.isFinite, t.b.isFinite, t.c.isFinite, t.d.isFinite, t.tx.isFinite, t.ty.isFinite {
            let ox = Double(origin.x), oy = Double(origin.y)
            let e = t.tx + t.a * ox + t.c * oy - ox
            let f = t.ty + t.b * ox + t.d * oy - oy
            openFull(box)
            out += ";transform-origin:0 0;transform:matrix("
            for (index, value) in [t.a, t.b, t.c, t.d, e, f].enumerated() {
                if index > 0 { out += "," }
                out.appendNumber(value)
            }
            out += ")\">"
            transformed = true
        }
        if hasEffects {
            openFull(box)
            if group.opacity < 1 {
                out += ";opacity:"
                out.appendNumber(group.opacity)
            }
            if let shadow {
                out += ";filter:drop-shadow("
                appendPx(shadow.x)
                out += " "
                appendPx(shadow.y)
                out += " "
                appendPx(max(shadow.radius, 0))
                out += " "
                out += shadow.color.cssString
                out += ")"
            }
            out += "\">"
        }
        if let clip = group.clip {
            switch clip.outline {
            case .rectangle, .roundedRectangle, .capsule, .ellipse:
                let frame = clip.frame.offsetBy(origin)
                openBox(CGRect(x: frame.minX, y: frame.minY, width: max(frame.width, 0), height: max(frame.height, 0)))
                out += ";overflow:hidden"
                if case .ellipse = clip.outline {
                    out += ";border-radius:50%"
                } else if let squircle = clip.outline.continuousPath(in: clip.frame) {
                    // Continuous corners: the PNG renderer's squircle, relative to this element.
                    out += ";clip-path:path('"
                    SVGShapes.appendPathData(squircle, origin: clip.frame.origin, to: &out)
                    out += "')"
                } else {
                    let (rx, ry) = SVGShapes.cornerRadii(clip.outline, frame: clip.frame)
                    appendBorderRadius(rx, ry)
                }
                out += "\">"
                write(group.children, origin: clip.frame.origin, box: CGSize(width: max(clip.frame.width, 0), height: max(clip.frame.height, 0)))
                out += "</div>"
            case .path:
                let d = SVGShapes.outlinePathData(clip.outline, frame: clip.frame, origin: origin)
                openFull(box)
                out += ";clip-path:path("
                out += Markup.attribute(Markup.cssString(d))
                out += ")\">"
                write(group.children, origin: origin, box: box)
                out += "</div>"
            }
        } else {
            write(group.children, origin: origin, box: box)
        }
        if hasEffects { out += "</div>" }
        if transformed { out += "</div>" }
    }

    /// `<div style="position:absolute;left:0;top:0;width:…;height:…` over the whole `box`; the
    /// caller closes the attribute.
    private mutating func openFull(_ box: CGSize) {
        out += "<div style=\"position:absolute;left:0;top:0;width:"
        appendPx(box.width)
        out += ";height:"
        appendPx(box.height)
    }
}

/// CSS backgrounds for paints, with gradient geometry relative to a box of `size`.
enum CSSPaint {
    static func background(_ paint: Paint, size: CGSize) -> String {
        let w = max(Double(size.width), 0), h = max(Double(size.height), 0)
        switch paint {
        case .color(let color):
            return color.cssString
        case .linearGradient(let stops, let start, let end):
            let stops = PaintMath.sortedStops(stops)
            guard stops.count > 1 else { return stops[0].color.cssString }
            // SwiftUI: t(p) = (p − s)·d / |d|² in points. CSS: the gradient line passes through the
            // box's center at angle θ with length |w sin θ| + |h cos θ|. Map each stop onto it.
            let dx = (end.x - start.x) * w, dy = (end.y - start.y) * h
            let length = hypot(dx, dy)
            guard length > 0 else { return stops[stops.count - 1].color.cssString }
            let angle = atan2(dx, -dy)
            let cssLength = abs(w * sin(angle)) + abs(h * cos(angle))
            guard cssLength > 0 else { return stops[stops.count - 1].color.cssString }
            let ux = dx / length, uy = dy / length
            let offset = (start.x * w - w / 2) * ux + (start.y * h - h / 2) * uy
            let parts = stops.map { stop -> String in
                let position = (stop.location * length + offset) / cssLength + 0.5
                return "\(stop.color.cssString) \(num(position * 100))%"
            }
            var degrees = angle * 180 / .pi
            if degrees < 0 { degrees += 360 }
            return "linear-gradient(\(num(degrees))deg,\(parts.joined(separator: ",")))"
        case .radialGradient(let stops, let center, let startRadius, let endRadius):
            let stops = PaintMath.sortedStops(stops)
            let radius = max(startRadius, endRadius)
            guard stops.count > 1, radius > 0 else { return stops[stops.count - 1].color.cssString }
            let positioned = stops.map { ($0.color, startRadius + $0.location * (endRadius - startRadius)) }
                .enumerated().sorted { $0.element.1 != $1.element.1 ? $0.element.1 < $1.element.1 : $0.offset < $1.offset }
                .map { "\($0.element.0.cssString) \(px(max($0.element.1, 0)))" }
            return "radial-gradient(circle \(px(radius)) at \(px(center.x * w)) \(px(center.y * h)),"
                + "\(positioned.joined(separator: ",")))"
        case .angularGradient(let stops, let center, let startAngle, let endAngle):
            let stops = PaintMath.sortedStops(stops)
            let span = endAngle - startAngle
            guard stops.count > 1, span > 0 else { return stops[0].color.cssString }
            // SwiftUI measures clockwise from +x; CSS conic gradients clockwise from the top.
            let sweep = min(span, 360)
            var parts = stops.map { "\($0.color.cssString) \(num($0.location * sweep))deg" }
            if sweep < 360 {
                let middle = num(sweep + (360 - sweep) / 2)
                parts.append("\(stops[stops.count - 1].color.cssString) \(middle)deg")
                parts.append("\(stops[0].color.cssString) \(middle)deg")
            }
            var from = (startAngle + 90).truncatingRemainder(dividingBy: 360)
            if from < 0 { from += 360 }
            return "conic-gradient(from \(num(from))deg at \(px(center.x * w)) \(px(center.y * h)),"
                + "\(parts.joined(separator: ",")))"
        }
    }
}
