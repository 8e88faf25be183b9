import CPangoCairo
import DisplayList
import Foundation

extension Canvas {
    /// Sets a solid color as the source, components clamped to 0...1.
    static func setColor(_ cairo: OpaquePointer, _ color: RGBAColor) {
        let (red, green, blue, alpha) = components(color)
        cairo_set_source_rgba(cairo, red, green, blue, alpha)
    }

    static func components(_ color: RGBAColor) -> (Double, Double, Double, Double) {
        func clamp(_ value: Double) -> Double { value.isNaN ? 0 : min(max(value, 0), 1) }
        return (clamp(color.red), clamp(color.green), clamp(color.blue), clamp(color.alpha))
    }

    /// Sets `paint` as the source; gradient geometry is relative to `frame`.
    func setSource(_ paint: Paint, frame: CGRect) {
        if case .color(let color) = paint {
            Self.setColor(cairo, color)
            return
        }
        guard let pattern = makePattern(paint, frame: frame) else {
            cairo_set_source_rgba(cairo, 0, 0, 0, 0)
            return
        }
        cairo_set_source(cairo, pattern)
        cairo_pattern_destroy(pattern)
    }

    /// A cairo pattern for `paint` in user space (points); the caller destroys it.
    func makePattern(_ paint: Paint, frame: CGRect) -> OpaquePointer? {
        let x = Double(frame.origin.x)
        let y = Double(frame.origin.y)
        let width = Double(frame.size.width)
        let height = Double(frame.size.height)
        func point(_ unit: UnitPoint2D) -> (Double, Double) {
            (x + (unit.x.isFinite ? unit.x : 0) * width, y + (unit.y.isFinite ? unit.y : 0) * height)
        }
        switch paint {
        case .color(let color):
            let (red, green, blue, alpha) = Self.components(color)
            return cairo_pattern_create_rgba(red, green, blue, alpha)
        case .linearGradient(let stops, let start, let end):
            let (x0, y0) = point(start)
            let (x1, y1) = point(end)
            guard let pattern = cairo_pattern_create_linear(x0, y0, x1, y1) else { return nil }
            addStops(stops, to: pattern)
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
            return pattern
        case .radialGradient(let stops, let center, let startRadius, let endRadius):
            let (cx, cy) = point(center)
            let r0 = startRadius.isFinite ? max(startRadius, 0) : 0
            let r1 = endRadius.isFinite ? max(endRadius, 0) : 0
            guard let pattern = cairo_pattern_create_radial(cx, cy, r0, cx, cy, r1) else { return nil }
            addStops(stops, to: pattern)
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
            return pattern
        case .angularGradient(let stops, let center, let startAngle, let endAngle):
            let (cx, cy) = point(center)
            return makeAngularPattern(
                stops: stops, centerX: cx, centerY: cy, startAngle: startAngle.isFinite ? startAngle : 0,
                endAngle: endAngle.isFinite ? endAngle : 360, frame: frame)
        }
    }

    static func sortedStops(_ stops: [GradientStop]) -> [GradientStop] {
        stops.map { stop in
            GradientStop(color: stop.color, location: stop.location.isFinite ? min(max(stop.location, 0), 1) : 0)
        }
        .enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }.map(\.element)
    }

    private func addStops(_ stops: [GradientStop], to pattern: OpaquePointer) {
        let sorted = Self.sortedStops(stops)
        if sorted.isEmpty {
            cairo_pattern_add_color_stop_rgba(pattern, 0, 0, 0, 0, 0)
            return
        }
        for stop in sorted {
            let (red, green, blue, alpha) = Self.components(stop.color)
            cairo_pattern_add_color_stop_rgba(pattern, stop.location, red, green, blue, alpha)
        }
    }

    /// The color of a gradient at `location` (0...1), interpolated between stops.
    static func color(of stops: [GradientStop], at location: Double) -> (Double, Double, Double, Double) {
        guard let first = stops.first, let last = stops.last else { return (0, 0, 0, 0) }
        if location <= first.location { return components(first.color) }
        if location >= last.location { return components(last.color) }
        for (lower, upper) in zip(stops, stops.dropFirst()) where location <= upper.location {
            let span = upper.location - lower.location
            let t = span > 0 ? (location - lower.location) / span : 1
            let a = components(lower.color)
            let b = components(upper.color)
            return (a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t, a.2 + (b.2 - a.2) * t, a.3 + (b.3 - a.3) * t)
        }
        return components(last.color)
    }

    /// Cairo has no conic gradient: a mesh of 128 wedges around the center, each interpolating
    /// between the colors at its two edges. Angles are degrees clockwise from the positive x axis;
    /// beyond the end angle the last color holds.
    private func makeAngularPattern(
        stops: [GradientStop], centerX: Double, centerY: Double, startAngle: Double, endAngle: Double,
        frame: CGRect
    ) -> OpaquePointer? {
        let sorted = Self.sortedStops(stops)
        guard let pattern = cairo_pattern_create_mesh() else { return nil }
        let corners = [
            (Double(frame.minX), Double(frame.minY)), (Double(frame.maxX), Double(frame.minY)),
            (Double(frame.minX), Double(frame.maxY)), (Double(frame.maxX), Double(frame.maxY)),
        ]
        let wedges = 128
        let farthest = corners.map { hypot($0.0 - centerX, $0.1 - centerY) }.max() ?? 1
        let radius = (farthest + 1) / cos(Double.pi / Double(wedges)) + 1
        let span = endAngle - startAngle
        let direction = span < 0 ? -1.0 : 1.0
        func color(atDegrees degrees: Double) -> (Double, Double, Double, Double) {
            let location = span == 0 ? 1 : (degrees - startAngle) / span
            return Self.color(of: sorted, at: location)
        }
        for index in 0..<wedges {
            let a0 = startAngle + direction * 360 * Double(index) / Double(wedges)
            let a1 = startAngle + direction * 360 * Double(index + 1) / Double(wedges)
            let c0 = color(atDegrees: a0)
            let c1 = color(atDegrees: a1)
            let r0 = a0 * Double.pi / 180
            let r1 = a1 * Double.pi / 180
            cairo_mesh_pattern_begin_patch(pattern)
            cairo_mesh_pattern_move_to(pattern, centerX, centerY)
            cairo_mesh_pattern_line_to(pattern, centerX + radius * cos(r0), centerY + radius * sin(r0))
            cairo_mesh_pattern_line_to(pattern, centerX + radius * cos(r1), centerY + radius * sin(r1))
            cairo_mesh_pattern_line_to(pattern, centerX, centerY)
            for (corner, c) in [(0, c0), (1, c0), (2, c1), (3, c1)] {
                cairo_mesh_pattern_set_corner_color_rgba(pattern, UInt32(corner), c.0, c.1, c.2, c.3)
            }
            cairo_mesh_pattern_end_patch(pattern)
        }
        return pattern
    }
}
