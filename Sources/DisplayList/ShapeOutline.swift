public import Foundation

/// The outline of a shape item, resolved against the item's frame.
public enum ShapeOutline: Sendable, Codable, Hashable {
    case rectangle
    /// Corner radii in points; `continuous` asks for Apple's squircle-like corners.
    case roundedRectangle(cornerWidth: Double, cornerHeight: Double, continuous: Bool)
    /// Rounded rectangle whose corner radius is half the shorter side.
    case capsule
    case ellipse
    /// An arbitrary path in absolute coordinates.
    case path([PathElement])
}

/// One element of a path, in absolute points.
public enum PathElement: Sendable, Codable, Hashable {
    case move(to: CGPoint)
    case line(to: CGPoint)
    case quadCurve(to: CGPoint, control: CGPoint)
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    case close
}

/// How a shape's outline is stroked.
public struct StrokeSpec: Sendable, Codable, Hashable {
    public var paint: Paint
    public var lineWidth: Double
    public var dash: [Double]
    public var lineCap: LineCap

    public enum LineCap: String, Sendable, Codable, Hashable { case butt, round, square }

    public init(paint: Paint, lineWidth: Double, dash: [Double] = [], lineCap: LineCap = .butt) {
        self.paint = paint
        self.lineWidth = lineWidth
        self.dash = dash
        self.lineCap = lineCap
    }
}

extension ShapeOutline {
    /// How far continuous corners reach along each side, in corner radii (Apple's
    /// `UIBezierPath(roundedRect:cornerRadius:)` since iOS 7).
    public static let continuousCornerExtent = 1.528_664_83
    /// Apple's continuous corner, one quarter, in corner radii: three cubic Bézier curves from
    /// the end of one straight side to the start of the next. Each point is a pair (back from
    /// the corner along the side the path arrives on, onward along the side it leaves on); the
    /// list holds each curve's two control points and its end, from the start point
    /// (``continuousCornerExtent``, 0). The published control points of iOS's squircle.
    public static let continuousCornerPoints: [(back: Double, onward: Double)] = [
        (1.088_492_96, 0), (0.868_406_94, 0), (0.631_493_99, 0.074_911_00),
        (0.372_823_92, 0.169_058_99), (0.169_058_99, 0.372_823_92), (0.074_911_00, 0.631_493_99),
        (0, 0.868_406_94), (0, 1.088_492_96), (0, 1.528_664_83),
    ]
    /// The control-point fraction of a circular corner drawn as one cubic Bézier curve.
    public static let circularControlFraction = 0.552_284_749_8

    /// The path every renderer draws for a rounded rectangle: four straight sides and their
    /// corners, clockwise from the top edge.
    ///
    /// Radii are clamped to half the sides. `continuous` corners (Apple's
    /// `RoundedCornerStyle.continuous`) start ``continuousCornerExtent`` radii from the corner and
    /// bend along Apple's three curves (``continuousCornerPoints``), more gradually than a
    /// circular arc; when that extent does not fit in half a side, the corners are circular (one
    /// curve each). With a zero radius the path is the plain rectangle.
    ///
    /// ```swift
    /// let squircle = ShapeOutline.roundedRectanglePath(
    ///     in: CGRect(x: 0, y: 0, width: 170, height: 170), radiusX: 22, radiusY: 22, continuous: true)
    /// ```
    public static func roundedRectanglePath(
        in frame: CGRect, radiusX: Double, radiusY: Double, continuous: Bool
    ) -> [PathElement] {
        let corners = RoundedCorners(size: frame.size, radiusX: radiusX, radiusY: radiusY, continuous: continuous)
        return roundedRectanglePath(in: frame, corners: corners)
    }

    /// The squircle path of a `.roundedRectangle` with `continuous: true` in `frame`, as the PNG
    /// renderer draws it, for renderers whose native rounded rectangles are circular (SVG `rx`,
    /// CSS `border-radius`); `nil` for every other outline, for circular corners, and when the
    /// corners are too large to be continuous (they are circular then, in every renderer).
    public func continuousPath(in frame: CGRect) -> [PathElement]? {
        guard case .roundedRectangle(let cornerWidth, let cornerHeight, true) = self else { return nil }
        let corners = RoundedCorners(size: frame.size, radiusX: cornerWidth, radiusY: cornerHeight, continuous: true)
        guard let corners, corners.continuous else { return nil }
        return Self.roundedRectanglePath(in: frame, corners: corners)
    }

    /// Whether a rounded rectangle of `size` with these radii has rounded corners at all: without
    /// them (a radius that is zero, negative or not finite, or a side of zero) its path is the
    /// plain rectangle.
    package static func hasRoundedCorners(in size: CGSize, radiusX: Double, radiusY: Double) -> Bool {
        RoundedCorners(size: size, radiusX: radiusX, radiusY: radiusY, continuous: false) != nil
    }

    /// The path of ``roundedRectanglePath(in:radiusX:radiusY:continuous:)`` for resolved corners;
    /// the plain rectangle without them.
    private static func roundedRectanglePath(in frame: CGRect, corners: RoundedCorners?) -> [PathElement] {
        let x = Double(frame.origin.x), y = Double(frame.origin.y)
        let maxX = x + Double(frame.size.width)
        let maxY = y + Double(frame.size.height)
        guard let corners else {
            return [.move(to: CGPoint(x: x, y: y)), .line(to: CGPoint(x: maxX, y: y)), .line(to: CGPoint(x: maxX, y: maxY)),
                    .line(to: CGPoint(x: x, y: maxY)), .close]
        }
        let rx = corners.radiusX, ry = corners.radiusY
        // Each corner maps a (back, onward) pair in radii to a point: back along the side the path
        // arrives on, onward along the side it leaves on.
        let topRight = { (b: Double, o: Double) in CGPoint(x: maxX - b * rx, y: y + o * ry) }
        let bottomRight = { (b: Double, o: Double) in CGPoint(x: maxX - o * rx, y: maxY - b * ry) }
        let bottomLeft = { (b: Double, o: Double) in CGPoint(x: x + b * rx, y: maxY - o * ry) }
        let topLeft = { (b: Double, o: Double) in CGPoint(x: x + o * rx, y: y + b * ry) }
        let points: [(back: Double, onward: Double)]
        let extent: Double
        if corners.continuous {
            points = continuousCornerPoints
            extent = continuousCornerExtent
        } else {
            let k = 1 - circularControlFraction
            points = [(k, 0), (0, k), (0, 1)]
            extent = 1
        }
        var path: [PathElement] = [.move(to: topLeft(0, extent))]
        for corner in [topRight, bottomRight, bottomLeft, topLeft] {
            path.append(.line(to: corner(extent, 0)))
            var index = 0
            while index + 2 < points.count {
                let c1 = points[index], c2 = points[index + 1], end = points[index + 2]
                path.append(.curve(to: corner(end.back, end.onward), control1: corner(c1.back, c1.onward),
                                   control2: corner(c2.back, c2.onward)))
                index += 3
            }
        }
        path.append(.close)
        return path
    }

    /// The corners of a rounded rectangle, resolved once for every renderer: radii clamped to
    /// half the sides (non-finite ones count as zero); continuous when asked for and their extent
    /// fits in half a side, else circular.
    private struct RoundedCorners {
        /// The corner radii.
        var radiusX: Double
        var radiusY: Double
        var continuous: Bool

        /// `nil` when a radius is zero: the rectangle has plain corners.
        init?(size: CGSize, radiusX: Double, radiusY: Double, continuous: Bool) {
            let width = Double(size.width), height = Double(size.height)
            let radiusX = min(max(radiusX.isFinite ? radiusX : 0, 0), width / 2)
            let radiusY = min(max(radiusY.isFinite ? radiusY : 0, 0), height / 2)
            guard radiusX > 0, radiusY > 0 else { return nil }
            let extent = ShapeOutline.continuousCornerExtent
            self.radiusX = radiusX
            self.radiusY = radiusY
            self.continuous = continuous && radiusX * extent <= width / 2 && radiusY * extent <= height / 2
        }
    }
}

extension Array where Element == PathElement {
    /// The path as a polyline: the end of every move and line, `curveSteps` points along each
    /// curve (evenly spaced in its parameter) and, for a close, its subpath's start.
    ///
    /// ```swift
    /// let points = path.flattened(curveSteps: 24)
    /// ```
    public func flattened(curveSteps: Int) -> [FlattenedPathPoint] {
        var result: [FlattenedPathPoint] = []
        forEachFlattenedPoint(curveSteps: curveSteps) { result.append(FlattenedPathPoint(point: $0, startsSubpath: $1)) }
        return result
    }

    /// The length of the polyline ``flattened(curveSteps:)`` gives (a path that does not start
    /// with a move starts at the origin); zero when it is not finite.
    public func length(curveSteps: Int) -> Double {
        var total = 0.0
        var previous = CGPoint.zero
        forEachFlattenedPoint(curveSteps: curveSteps) { point, startsSubpath in
            if !startsSubpath { total += hypot(Double(point.x - previous.x), Double(point.y - previous.y)) }
            previous = point
        }
        return total.isFinite ? total : 0
    }

    /// Calls `body` with each point of ``flattened(curveSteps:)`` and whether it starts a subpath.
    private func forEachFlattenedPoint(curveSteps: Int, _ body: (CGPoint, Bool) -> Void) {
        let curveSteps = Swift.max(curveSteps, 1)
        var current = CGPoint.zero, start = CGPoint.zero
        for element in self {
            switch element {
            case .move(let p):
                body(p, true)
                current = p
                start = p
            case .line(let p):
                body(p, false)
                current = p
            case .quadCurve(let p, let c):
                for step in 1...curveSteps {
                    let t = Double(step) / Double(curveSteps), u = 1 - t
                    body(CGPoint(
                        x: u * u * Double(current.x) + 2 * u * t * Double(c.x) + t * t * Double(p.x),
                        y: u * u * Double(current.y) + 2 * u * t * Double(c.y) + t * t * Double(p.y)), false)
                }
                current = p
            case .curve(let p, let c1, let c2):
                for step in 1...curveSteps {
                    let t = Double(step) / Double(curveSteps), u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    body(CGPoint(
                        x: a * Double(current.x) + b * Double(c1.x) + c * Double(c2.x) + d * Double(p.x),
                        y: a * Double(current.y) + b * Double(c1.y) + c * Double(c2.y) + d * Double(p.y)), false)
                }
                current = p
            case .close:
                body(start, false)
                current = start
            }
        }
    }
}

/// A point of a flattened path (`flattened(curveSteps:)` of an array of ``PathElement``s).
public struct FlattenedPathPoint: Sendable, Hashable {
    /// Where the point is, in the path's coordinates.
    public var point: CGPoint
    /// Whether the point is where a move puts the pen, starting a subpath (no line leads to it).
    public var startsSubpath: Bool

    public init(point: CGPoint, startsSubpath: Bool) {
        self.point = point
        self.startsSubpath = startsSubpath
    }
}
