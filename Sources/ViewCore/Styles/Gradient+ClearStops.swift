package import DisplayList

extension Gradient {
    /// Stops for drawing: a fully transparent stop takes the colour of its visible neighbours.
    ///
    /// iOS interpolates gradients with premultiplied alpha, so `[.white, .clear]` fades white
    /// out; interpolating `(1, 1, 1, 1)` to `.clear`'s `(0, 0, 0, 0)` channel by channel draws a
    /// grey band instead (Cairo does that). A clear stop between two colours becomes two stops at
    /// its location, each with one neighbour's colour, which is the premultiplied result.
    package static func fadingClearStops(_ stops: [GradientStop]) -> [GradientStop] {
        guard stops.contains(where: { $0.color.alpha == 0 }), stops.contains(where: { $0.color.alpha > 0 }) else { return stops }
        var result: [GradientStop] = []
        for (index, stop) in stops.enumerated() {
            guard stop.color.alpha == 0 else {
                result.append(stop)
                continue
            }
            let before = stops[..<index].last { $0.color.alpha > 0 }
            let after = stops[(index + 1)...].first { $0.color.alpha > 0 }
            for neighbour in [before, after].compactMap({ $0 }) {
                var color = neighbour.color
                color.alpha = 0
                if result.last.map({ $0.location == stop.location && $0.color == color }) != true {
                    result.append(GradientStop(color: color, location: stop.location))
                }
            }
        }
        return result
    }
}
