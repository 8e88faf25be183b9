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
    /// How far continuous corners reach along each side, in corner radii.
    public static let continuousCornerExtent = 1.528
    /// Where the control points of a continuous corner sit, as a fraction of its extent.
    public static let continuousControlFraction = 0.81
    /// The control-point fraction of a circular corner drawn as one cubic Bézier curve.
    public static let circularControlFraction = 0.552_284_749_8

    /// The path every renderer draws for a rounded rectangle: four straight sides and one cubic
    /// Bézier curve per corner, clockwise from the top edge.
    ///
    /// Radii are clamped to half the sides. `continuous` corners (Apple's
    /// `RoundedCornerStyle.continuous`) start ``continuousCornerExtent`` radii from the corner and
    /// bend more gradually than a circular arc; when that extent does not fit in half a side, the
    /// corners are circular. With a zero radius the path is the plain rectangle.
    ///
    /// ```swift
    /// let squircle = ShapeOutline.roundedRectanglePath(
    ///     in: CGRect(x: 0, y: 0, width: 170, height: 170), radiusX: 22, radiusY: 22, continuous: true)
    /// ```
    public static func roundedRectanglePath(
        in frame: CGRect, radiusX: Double, radiusY: Double, continuous: Bool
    ) -> [PathElement] {
        let x = Double(frame.origin.x), y = Double(frame.origin.y)
        let width = Double(frame.size.width), height = Double(frame.size.height)
        var radiusX = min(max(radiusX.isFinite ? radiusX : 0, 0), width / 2)
        var radiusY = min(max(radiusY.isFinite ? radiusY : 0, 0), height / 2)
        let maxX = x + width
        let maxY = y + height
        guard radiusX > 0, radiusY > 0 else {
            return [.move(to: CGPoint(x: x, y: y)), .line(to: CGPoint(x: maxX, y: y)), .line(to: CGPoint(x: maxX, y: maxY)),
                    .line(to: CGPoint(x: x, y: maxY)), .close]
        }
        var controlFraction = circularControlFraction
        if continuous, radiusX * continuousCornerExtent <= width / 2, radiusY * continuousCornerExtent <= height / 2 {
            radiusX *= continuousCornerExtent
            radiusY *= continuousCornerExtent
            controlFraction = continuousControlFraction
        }
        let cx = radiusX * controlFraction
        let cy = radiusY * controlFraction
        func p(_ px: Double, _ py: Double) -> CGPoint { CGPoint(x: px, y: py) }
        return [
            .move(to: p(x + radiusX, y)),
            .line(to: p(maxX - radiusX, y)),
            .curve(to: p(maxX, y + radiusY), control1: p(maxX - radiusX + cx, y), control2: p(maxX, y + radiusY - cy)),
            .line(to: p(maxX, maxY - radiusY)),
            .curve(to: p(maxX - radiusX, maxY), control1: p(maxX, maxY - radiusY + cy), control2: p(maxX - radiusX + cx, maxY)),
            .line(to: p(x + radiusX, maxY)),
            .curve(to: p(x, maxY - radiusY), control1: p(x + radiusX - cx, maxY), control2: p(x, maxY - radiusY + cy)),
            .line(to: p(x, y + radiusY)),
            .curve(to: p(x + radiusX, y), control1: p(x, y + radiusY - cy), control2: p(x + radiusX - cx, y)),
            .close,
        ]
    }

    /// The squircle path of a `.roundedRectangle` with `continuous: true` in `frame`, as the PNG
    /// renderer draws it, for renderers whose native rounded rectangles are circular (SVG `rx`,
    /// CSS `border-radius`); `nil` for every other outline, for circular corners, and when the
    /// corners are too large to be continuous (they are circular then, in every renderer).
    public func continuousPath(in frame: CGRect) -> [PathElement]? {
        guard case .roundedRectangle(let cornerWidth, let cornerHeight, true) = self else { return nil }
        let width = Double(frame.size.width), height = Double(frame.size.height)
        guard width > 0, height > 0, cornerWidth.isFinite, cornerHeight.isFinite else { return nil }
        let radiusX = min(max(cornerWidth, 0), width / 2), radiusY = min(max(cornerHeight, 0), height / 2)
        guard radiusX > 0, radiusY > 0, radiusX * Self.continuousCornerExtent <= width / 2,
              radiusY * Self.continuousCornerExtent <= height / 2 else { return nil }
        return Self.roundedRectanglePath(in: frame, radiusX: cornerWidth, radiusY: cornerHeight, continuous: true)
    }
}
