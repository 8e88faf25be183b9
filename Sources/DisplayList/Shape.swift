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
