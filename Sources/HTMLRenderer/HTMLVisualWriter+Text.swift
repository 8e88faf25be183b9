import WidgetKitSupport
import DisplayList
import MarkupSupport
import Foundation

/// Text: lines of positioned runs, live dates and timers.
extension HTMLVisualWriter {
    // MARK: Text

    mutating func write(_ text: TextItem, origin: CGPoint) {
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
    mutating func writeRun(_ run: TextRun, line: TextLine, itemFrame: CGRect, origin: CGPoint) {
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
            // CSS has one style for both lines: the underline's pattern, else the strikethrough's.
            switch (run.underline ? run.underlinePattern : nil) ?? (run.strikethrough ? run.strikethroughPattern : nil) {
            case .dot?: out += ";text-decoration-style:dotted"
            case .dash?, .dashDot?, .dashDotDot?: out += ";text-decoration-style:dashed"
            case .solid?, nil: break
            }
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
    mutating func escapedFont(_ font: FontSpec) -> String { fontEntry(font).escaped }

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
    mutating func writeLive(_ text: TextItem, live: LiveText, firstLine: TextLine, origin: CGPoint) {
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
}
