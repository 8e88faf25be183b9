public import Foundation
import DisplayList

extension Shape {
    /// The part of the shape's outline between two fractions of its length.
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> TrimmedShape<Self> {
        TrimmedShape(shape: self, from: Double(startFraction), to: Double(endFraction))
    }
}

/// A shape trimmed to part of its outline, as `trim(from:to:)` makes it.
public struct TrimmedShape<Base: Shape>: Shape {
    let shape: Base
    let from: Double
    let to: Double

    public func path(in rect: CGRect) -> Path {
        let points = shape.path(in: rect).elements.flattened(curveSteps: 24)
        let start = min(max(from, 0), 1), end = min(max(to, 0), 1)
        guard points.count > 1, end > start else { return Path() }
        var lengths: [Double] = [0]
        for index in 1..<points.count {
            let a = points[index - 1], b = points[index]
            lengths.append(lengths[index - 1] + (b.startsSubpath ? 0 : hypot(Double(b.point.x - a.point.x), Double(b.point.y - a.point.y))))
        }
        let total = lengths.last ?? 0
        guard total > 0 else { return Path() }
        let lower = start * total, upper = end * total
        var path = Path()
        var started = false
        for index in 1..<points.count where !points[index].startsSubpath {
            let l0 = lengths[index - 1], l1 = lengths[index]
            guard l1 > lower, l0 < upper, l1 > l0 else { continue }
            func at(_ length: Double) -> CGPoint {
                let t = (length - l0) / (l1 - l0)
                let a = points[index - 1].point, b = points[index].point
                return CGPoint(x: Double(a.x) + Double(b.x - a.x) * t, y: Double(a.y) + Double(b.y - a.y) * t)
            }
            let p0 = at(max(l0, lower)), p1 = at(min(l1, upper))
            if !started {
                path.move(to: p0)
                started = true
            }
            path.addLine(to: p1)
        }
        return path
    }
}
