import WidgetKitSupport
import DisplayList
import MarkupSupport
import Foundation

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
        case .ellipticalGradient(let stops, let center, let startFraction, let endFraction):
            let stops = PaintMath.sortedStops(stops)
            let radius = max(startFraction, endFraction)
            guard stops.count > 1, radius > 0, w > 0, h > 0 else {
                out.appendColor(stops[stops.count - 1].color)
                return
            }
            let positioned = stops.map { ($0.color, (startFraction + $0.location * (endFraction - startFraction)) / radius) }
                .enumerated().sorted { $0.element.1 != $1.element.1 ? $0.element.1 < $1.element.1 : $0.offset < $1.offset }
            // An ellipse with the fraction of the box's width and height as radii; stop
            // percentages run along its horizontal radius, so they are fractions of the ellipse.
            out += "radial-gradient(ellipse "
            out.appendPx(radius * w)
            out += " "
            out.appendPx(radius * h)
            out += " at "
            appendPoint(center, width: w, height: h, to: &out)
            for (_, (color, position)) in positioned {
                appendStop(color, at: max(position, 0) * 100, unit: "%", to: &out)
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
