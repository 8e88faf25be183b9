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
    private var fonts: [(font: FontSpec, css: String, escaped: String)] = []

    /// Where an image is loaded from, if not from a `data:` URL of its bytes.
    let imageURL: (@Sendable (ImageData) -> String?)?
    /// Each image's URL, and the `<image>` definitions the inline SVGs of image parts share (ids
    /// are global in the document: a later part uses the image an earlier one defined).
    private var images = SVGImageTable()

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
            out.appendAbsoluteBox(frame)
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
            out.appendAbsoluteBox(CGRect(x: Double(frame.minX) - lw / 2, y: Double(frame.minY) - lw / 2,
                                         width: Double(frame.width) + lw, height: Double(frame.height) + lw))
            out += ";box-sizing:border-box;border:"
            out.appendPx(lw)
            out += " solid "
            out.appendColor(color)
            // The outer edge of the border: the outline's radii grown by half the line.
            if rx > 0 || ry > 0 { appendBorderRadius(rx + lw / 2, ry + lw / 2) }
            out += "\"></div>"
        }
    }

    // MARK: Writing boxes

    /// `<div style="` and the frame's box; the caller closes the attribute.
    private mutating func openBox(_ frame: CGRect) {
        out += "<div style=\""
        out.appendAbsoluteBox(frame)
    }

    /// `;background:…` of a paint over a box of `size`.
    private mutating func appendBackground(_ paint: Paint, size: CGSize) {
        out += ";background:"
        CSSPaint.appendBackground(paint, size: size, to: &out)
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
            out.appendPx(rx)
            out += " / "
            out.appendPx(ry)
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
        let left = run.x - Double(origin.x)
        let top = run.baseline(onLineAt: Double(line.origin.y)) - ascent - Double(origin.y)
        out += "<span class=\"wk-run\" aria-hidden=\"true\""
        if let language = run.language, !language.isEmpty {
            out += " lang=\""
            out += Markup.attribute(language)
            out += "\""
        }
        out += " style=\""
        out.appendAbsoluteBox(x: left, y: top, width: max(run.width, 0), height: ascent + descent)
        out += ";white-space:pre;font:"
        out += escapedFont(run.font)
        if run.font.monospacedDigits { out += ";font-variant-numeric:tabular-nums" }
        if run.font.tracking != 0 {
            out += ";letter-spacing:"
            out.appendPx(run.font.tracking)
        }
        if run.underline || run.strikethrough {
            out += ";text-decoration:"
            if run.underline { out += "underline" }
            if run.underline && run.strikethrough { out += " " }
            if run.strikethrough { out += "line-through" }
        }
        out += ";"
        Self.appendTextPaint(run.paint, itemFrame: itemFrame.offsetBy(origin), boxOrigin: CGPoint(x: left, y: top), to: &out)
        // CSS has one decoration color for both lines: the underline's, else the strikethrough's.
        if let decoration = run.underlineColor ?? run.strikethroughColor {
            out += ";text-decoration-color:"
            out.appendColor(PaintMath.representativeColor(decoration))
        }
        out += "\"><span style=\"display:inline-block;width:0;height:"
        out.appendPx(ascent)
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

    /// Text color, or a gradient over the text item's frame (in the coordinates of the run's box,
    /// whose origin is `boxOrigin`) clipped to the glyphs. Only numbers, colors and CSS keywords:
    /// nothing to escape.
    static func appendTextPaint(_ paint: Paint, itemFrame: CGRect, boxOrigin: CGPoint, to out: inout MarkupBuffer) {
        if case .color(let color) = paint {
            out += "color:"
            out.appendColor(color)
            return
        }
        out += "color:transparent;-webkit-text-fill-color:transparent;text-decoration-color:"
        out.appendColor(PaintMath.representativeColor(paint))
        out += ";background:"
        CSSPaint.appendBackground(paint, size: itemFrame.size, to: &out)
        out += " no-repeat;background-size:"
        out.appendPx(Double(itemFrame.width))
        out += " "
        out.appendPx(Double(itemFrame.height))
        out += ";background-position:"
        out.appendPx(Double(itemFrame.minX - boxOrigin.x))
        out += " "
        out.appendPx(Double(itemFrame.minY - boxOrigin.y))
        out += ";-webkit-background-clip:text;background-clip:text"
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
        let imageURL = imageURL
        let url = images.href(for: item.image) { image in imageURL?(image).map(Markup.attribute) }
        if item.source != nil {
            writeImagePart(item, origin: origin, url: url)
            return
        }
        if let tint = item.tint {
            openBox(frame)
            appendBackground(tint, size: frame.size)
            out += ";mask-image:url("
            out += url
            out += ");mask-size:100% 100%;mask-repeat:no-repeat;mask-mode:alpha\"></div>"
        } else {
            out += "<img alt=\"\" src=\""
            out += url
            out += "\" style=\""
            out.appendAbsoluteBox(frame)
            out += ";object-fit:fill"
            if item.pixelated { out += ";image-rendering:pixelated" }
            out += "\"/>"
        }
    }

    /// A `source` part of an image (a nine-slice part or a tile): an inline SVG with the part as a
    /// crisp-edged, pattern-filled rectangle (see ``SVGShapes/image(_:href:definitions:extra:)``),
    /// so parts meet without seams, also under transforms and at any device pixel ratio. Every
    /// part's `<svg>` sits at the origin of the element it is nested in (`viewBox` in canvas
    /// points), so the browser places all of them alike. The whole image is defined in the first
    /// part's `<svg>` only; the other parts' patterns refer to it by id.
    private mutating func writeImagePart(_ item: ImageItem, origin: CGPoint, url: String) {
        var definitions = SVGDefinitions(prefix: prefix, nextNumber: nextDefinition, images: images)
        let markup = SVGShapes.imageItem(item, href: url, definitions: &definitions)
        guard !markup.isEmpty else { return }
        nextDefinition = definitions.nextNumber
        images = definitions.images
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
        let filterCSS = cssFilter(group.filters ?? [])
        let blend = group.blendMode?.cssKeyword
        let hasEffects = group.opacity < 1 || shadow != nil || filterCSS != nil || blend != nil || group.isolated == true
            || group.mask != nil
        // The transform is in canvas coordinates; this container's content is drawn relative
        // to `origin`, so conjugate it by that offset (with the transform origin at 0 0).
        var transformed = false
        if let t = group.transform, t.a.isFinite, t.b.isFinite, t.c.isFinite, t.d.isFinite, t.tx.isFinite, t.ty.isFinite {
            let ox = Double(origin.x), oy = Double(origin.y)
            let e = t.tx + t.a * ox + t.c * oy - ox
            let f = t.ty + t.b * ox + t.d * oy - oy
            openFull(box)
            out += ";transform-origin:0 0;transform:matrix("
            out.appendNumber(t.a)
            out += ","
            out.appendNumber(t.b)
            out += ","
            out.appendNumber(t.c)
            out += ","
            out.appendNumber(t.d)
            out += ","
            out.appendNumber(e)
            out += ","
            out.appendNumber(f)
            out += ")\">"
            transformed = true
        }
        if hasEffects {
            let maskID = group.mask.map { writeMaskDefinition($0, origin: origin, box: box) }
            openFull(box)
            if group.opacity < 1 {
                out += ";opacity:"
                out.appendNumber(group.opacity)
            }
            if let blend {
                out += ";mix-blend-mode:"
                out += blend
            }
            if group.isolated == true { out += ";isolation:isolate" }
            if let maskID {
                out += ";mask:url(#"
                out += maskID
                out += ")"
            }
            if let filterCSS {
                out += ";filter:"
                out += filterCSS
            }
            if let shadow {
                out += filterCSS == nil ? ";filter:drop-shadow(" : " drop-shadow("
                out.appendPx(shadow.x)
                out += " "
                out.appendPx(shadow.y)
                out += " "
                out.appendPx(max(shadow.radius, 0))
                out += " "
                out.appendColor(shadow.color)
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
                out += clip.evenOdd == true ? ";clip-path:path(evenodd," : ";clip-path:path("
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
        out.appendPx(Double(box.width))
        out += ";height:"
        out.appendPx(Double(box.height))
    }
}

/// CSS backgrounds for paints, with gradient geometry relative to a box of `size`.
enum CSSPaint {
    /// A paint as a CSS `background` value: its color, or a gradient (a color when the gradient
    /// is degenerate). Only numbers, colors and CSS keywords: nothing to escape.
    static func appendBackground(_ paint: Paint, size: CGSize, to out: inout MarkupBuffer) {
        let w = max(Double(size.width), 0), h = max(Double(size.height), 0)
        switch paint {
        case .color(let color):
            out.appendColor(color)
        case .linearGradient(let stops, let start, let end):
            let stops = PaintMath.sortedStops(stops)
            guard stops.count > 1 else {
                out.appendColor(stops[0].color)
                return
            }
            // SwiftUI: t(p) = (p − s)·d / |d|² in points. CSS: the gradient line passes through the
            // box's center at angle θ with length |w sin θ| + |h cos θ|. Map each stop onto it.
            let dx = (end.x - start.x) * w, dy = (end.y - start.y) * h
            let length = hypot(dx, dy)
            guard length > 0 else {
                out.appendColor(stops[stops.count - 1].color)
                return
            }
            let angle = atan2(dx, -dy)
            let cssLength = abs(w * sin(angle)) + abs(h * cos(angle))
            guard cssLength > 0 else {
                out.appendColor(stops[stops.count - 1].color)
                return
            }
            let ux = dx / length, uy = dy / length
            let offset = (start.x * w - w / 2) * ux + (start.y * h - h / 2) * uy
            var degrees = angle * 180 / .pi
            if degrees < 0 { degrees += 360 }
            out += "linear-gradient("
            out.appendNumber(degrees)
            out += "deg"
            for stop in stops {
                let position = (stop.location * length + offset) / cssLength + 0.5
                appendStop(stop.color, at: position * 100, unit: "%", to: &out)
            }
            out += ")"
        case .radialGradient(let stops, let center, let startRadius, let endRadius):
            let stops = PaintMath.sortedStops(stops)
            let radius = max(startRadius, endRadius)
            guard stops.count > 1, radius > 0 else {
                out.appendColor(stops[stops.count - 1].color)
                return
            }
            let positioned = stops.map { ($0.color, startRadius + $0.location * (endRadius - startRadius)) }
                .enumerated().sorted { $0.element.1 != $1.element.1 ? $0.element.1 < $1.element.1 : $0.offset < $1.offset }
            out += "radial-gradient(circle "
            out.appendPx(radius)
            out += " at "
            appendPoint(center, width: w, height: h, to: &out)
            for (_, (color, position)) in positioned {
                appendStop(color, at: max(position, 0), unit: "px", to: &out)
            }
            out += ")"
        case .angularGradient(let stops, let center, let startAngle, let endAngle):
            let stops = PaintMath.sortedStops(stops)
            let span = endAngle - startAngle
            guard stops.count > 1, span > 0 else {
                out.appendColor(stops[0].color)
                return
            }
            // SwiftUI measures clockwise from +x; CSS conic gradients clockwise from the top.
            let sweep = min(span, 360)
            var from = (startAngle + 90).truncatingRemainder(dividingBy: 360)
            if from < 0 { from += 360 }
            out += "conic-gradient(from "
            out.appendNumber(from)
            out += "deg at "
            appendPoint(center, width: w, height: h, to: &out)
            for stop in stops {
                appendStop(stop.color, at: stop.location * sweep, unit: "deg", to: &out)
            }
            if sweep < 360 {
                // The rest of the turn: the last color up to half-way, the first from there.
                let middle = sweep + (360 - sweep) / 2
                appendStop(stops[stops.count - 1].color, at: middle, unit: "deg", to: &out)
                appendStop(stops[0].color, at: middle, unit: "deg", to: &out)
            }
            out += ")"
        }
    }

    /// `xpx ypx`: a unit point in a box of `width` × `height`.
    private static func appendPoint(_ point: UnitPoint2D, width: Double, height: Double, to out: inout MarkupBuffer) {
        out.appendPx(point.x * width)
        out += " "
        out.appendPx(point.y * height)
    }

    /// `,color position` of a gradient's color stop, the position in `unit`.
    private static func appendStop(_ color: RGBAColor, at position: Double, unit: String, to out: inout MarkupBuffer) {
        out += ","
        out.appendColor(color)
        out += " "
        out.appendNumber(position)
        out += unit
    }
}
