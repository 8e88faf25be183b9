package import DisplayList
import Foundation

/// Gradient math shared by the SVG and HTML paints: sorted stops, colors along a gradient,
/// positions in an angular one.
package enum PaintMath {
    /// Stops sorted by location (stable) and clamped to 0...1; never empty.
    package static func sortedStops(_ stops: [GradientStop]) -> [GradientStop] {
        let clamped = stops.map { GradientStop(color: $0.color, location: min(max($0.location, 0), 1)) }
        let sorted = clamped.enumerated().sorted {
            $0.element.location != $1.element.location ? $0.element.location < $1.element.location : $0.offset < $1.offset
        }.map(\.element)
        return sorted.isEmpty ? [GradientStop(color: .clear, location: 0)] : sorted
    }

    /// The color of a gradient at `t` (0...1), interpolated linearly between stops.
    package static func color(in stops: [GradientStop], at t: Double) -> RGBAColor {
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
    package static func angularPosition(angle: Double, start: Double, end: Double) -> Double {
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
    package static func representativeColor(_ paint: Paint) -> RGBAColor {
        switch paint {
        case .color(let color): return color
        case .linearGradient(let stops, _, _), .radialGradient(let stops, _, _, _),
            .angularGradient(let stops, _, _, _), .ellipticalGradient(let stops, _, _, _):
            return sortedStops(stops)[0].color
        }
    }
}

// MARK: - SVG paints, shapes and definitions
