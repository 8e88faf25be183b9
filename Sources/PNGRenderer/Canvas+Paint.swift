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
            return padded(cairo_pattern_create_linear(x0, y0, x1, y1), stops: stops)
        case .radialGradient(let stops, let center, let startRadius, let endRadius):
            let (cx, cy) = point(center)
            let (r0, r1) = (Self.radius(startRadius), Self.radius(endRadius))
            return padded(cairo_pattern_create_radial(cx, cy, r0, cx, cy, r1), stops: stops)
        case .ellipticalGradient(let stops, let center, let startFraction, let endFraction):
            // A radial gradient in a space where the frame is a unit square: circles there are
            // ellipses fitted to the frame here.
            let (cx, cy) = point(center)
            let (r0, r1) = (Self.radius(startFraction), Self.radius(endFraction))
            guard width > 0, height > 0, let pattern = padded(cairo_pattern_create_radial(0, 0, r0, 0, 0, r1), stops: stops) else {
                return makePattern(.color(Self.sortedStops(stops).last?.color ?? .clear), frame: frame)
            }
            var matrix = cairo_matrix_t()
            cairo_matrix_init_scale(&matrix, 1 / width, 1 / height)
            cairo_matrix_translate(&matrix, -cx, -cy)
            cairo_pattern_set_matrix(pattern, &matrix)
            return pattern
        case .angularGradient(let stops, let center, let startAngle, let endAngle):
            let (cx, cy) = point(center)
            return makeAngularPattern(
                stops: stops, centerX: cx, centerY: cy, startAngle: startAngle.isFinite ? startAngle : 0,
                endAngle: endAngle.isFinite ? endAngle : 360, frame: frame)
        }
    }

    /// A gradient's radius as cairo takes it: finite and not negative.
    private static func radius(_ value: Double) -> Double { value.isFinite ? max(value, 0) : 0 }

    /// `pattern` with `stops` added, padding beyond its ends with the end colours; `nil` if
    /// cairo made none.
    private func padded(_ pattern: OpaquePointer?, stops: [GradientStop]) -> OpaquePointer? {
        guard let pattern else { return nil }
        addStops(stops, to: pattern)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        return pattern
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

    /// Cairo has no conic gradient: the gradient is computed per pixel, at the canvas resolution,
    /// over the part of `frame` that lies on the canvas, from a table of 1440 colors (a quarter
    /// degree each). Angles are degrees clockwise from the positive x axis; beyond the end angle
    /// the last color holds.
    private func makeAngularPattern(
        stops: [GradientStop], centerX: Double, centerY: Double, startAngle: Double, endAngle: Double,
        frame: CGRect
    ) -> OpaquePointer? {
        let sorted = Self.sortedStops(stops)
        let x0 = max(0, (Double(frame.minX) * scale).rounded(.down))
        let y0 = max(0, (Double(frame.minY) * scale).rounded(.down))
        let x1 = min(Double(pixelWidth), (Double(frame.maxX) * scale).rounded(.up))
        let y1 = min(Double(pixelHeight), (Double(frame.maxY) * scale).rounded(.up))
        guard x1 > x0, y1 > y0 else { return cairo_pattern_create_rgba(0, 0, 0, 0) }
        let width = Int(x1 - x0)
        let height = Int(y1 - y0)
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
            cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
        else { return nil }
        defer { cairo_surface_destroy(surface) }

        // Premultiplied colors by angle, from 0° clockwise.
        let steps = 1440
        let span = endAngle - startAngle
        let table: [UInt32] = (0..<steps).map { step in
            let degrees = (Double(step) + 0.5) * 360 / Double(steps)
            var location: Double
            if span == 0 {
                location = 1
            } else {
                // How far along the sweep this angle is, going from the start in the sweep's direction.
                var turned = (degrees - startAngle).truncatingRemainder(dividingBy: 360)
                if span > 0 {
                    if turned < 0 { turned += 360 }
                } else {
                    turned = turned > 0 ? turned - 360 : turned
                }
                location = turned / span
            }
            let (red, green, blue, alpha) = Self.color(of: sorted, at: location)
            func byte(_ value: Double) -> UInt32 { UInt32((min(max(value, 0), 1) * alpha * 255).rounded()) }
            return UInt32((alpha * 255).rounded()) << 24 | byte(red) << 16 | byte(green) << 8 | byte(blue)
        }

        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return nil }
        let stride = Int(cairo_image_surface_get_stride(surface))
        let originX = centerX * scale - x0 - 0.5
        let originY = centerY * scale - y0 - 0.5
        let stepsPerRadian = Double(steps) / (2 * Double.pi)
        table.withUnsafeBufferPointer { table in
            for row in 0..<height {
                let pixels = UnsafeMutableRawPointer(data + row * stride).assumingMemoryBound(to: UInt32.self)
                let dy = Double(row) - originY
                for column in 0..<width {
                    var angle = Self.fastAtan2(dy, Double(column) - originX)
                    if angle < 0 { angle += 2 * Double.pi }
                    pixels[column] = table[min(steps - 1, Int(angle * stepsPerRadian))]
                }
            }
        }
        cairo_surface_mark_dirty(surface)

        guard let pattern = cairo_pattern_create_for_surface(surface) else { return nil }
        var matrix = cairo_matrix_t()
        cairo_matrix_init_translate(&matrix, -x0, -y0)
        cairo_matrix_scale(&matrix, scale, scale)
        cairo_pattern_set_matrix(pattern, &matrix)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        return pattern
    }

    /// atan2 within about 1e-5 radians, several times faster than the C library's.
    @inline(__always)
    static func fastAtan2(_ y: Double, _ x: Double) -> Double {
        let ax = abs(x)
        let ay = abs(y)
        let larger = max(ax, ay)
        guard larger > 0 else { return 0 }
        let a = min(ax, ay) / larger
        let s = a * a
        var r = ((((-0.013_480_470 * s + 0.057_477_314) * s - 0.121_239_071) * s + 0.195_635_925) * s - 0.332_994_597) * s * a + 0.999_995_630 * a
        if ay > ax { r = Double.pi / 2 - r }
        if x < 0 { r = Double.pi - r }
        return y < 0 ? -r : r
    }
}
