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
        let points = Self.flatten(shape.path(in: rect).elements)
        let start = min(max(from, 0), 1), end = min(max(to, 0), 1)
        guard points.count > 1, end > start else { return Path() }
        var lengths: [Double] = [0]
        for index in 1..<points.count {
            let a = points[index - 1], b = points[index]
            lengths.append(lengths[index - 1] + (b.move ? 0 : hypot(Double(b.point.x - a.point.x), Double(b.point.y - a.point.y))))
        }
        let total = lengths.last ?? 0
        guard total > 0 else { return Path() }
        let lower = start * total, upper = end * total
        var path = Path()
        var started = false
        for index in 1..<points.count where !points[index].move {
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

    private struct FlatPoint { var point: CGPoint; var move: Bool }

    /// Lines and curves as a polyline (curves in 24 steps).
    private static func flatten(_ elements: [PathElement]) -> [FlatPoint] {
        var result: [FlatPoint] = []
        var current = CGPoint.zero, start = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let p):
                result.append(FlatPoint(point: p, move: true))
                current = p
                start = p
            case .line(let p):
                result.append(FlatPoint(point: p, move: false))
                current = p
            case .quadCurve(let p, let c):
                for step in 1...24 {
                    let t = Double(step) / 24, u = 1 - t
                    result.append(FlatPoint(point: CGPoint(
                        x: u * u * Double(current.x) + 2 * u * t * Double(c.x) + t * t * Double(p.x),
                        y: u * u * Double(current.y) + 2 * u * t * Double(c.y) + t * t * Double(p.y)), move: false))
                }
                current = p
            case .curve(let p, let c1, let c2):
                for step in 1...24 {
                    let t = Double(step) / 24, u = 1 - t
                    let x = u * u * u * Double(current.x) + 3 * u * u * t * Double(c1.x) + 3 * u * t * t * Double(c2.x) + t * t * t * Double(p.x)
                    let y = u * u * u * Double(current.y) + 3 * u * u * t * Double(c1.y) + 3 * u * t * t * Double(c2.y) + t * t * t * Double(p.y)
                    result.append(FlatPoint(point: CGPoint(x: x, y: y), move: false))
                }
                current = p
            case .close:
                result.append(FlatPoint(point: start, move: false))
                current = start
            }
        }
        return result
    }
}
