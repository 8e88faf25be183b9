public import Foundation
package import DisplayList

/// The outline of a 2D shape, built from lines and curves.
public struct Path: Sendable, Hashable {
    package var elements: [PathElement] = []

    public init() {}

    /// A path built by a closure: `Path { p in p.move(to: .zero); p.addLine(to: end) }`.
    public init(_ build: (inout Path) -> Void) {
        build(&self)
    }

    public init(_ rect: CGRect) {
        addRect(rect)
    }

    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius))
    }

    public init(ellipseIn rect: CGRect) {
        addEllipse(in: rect)
    }

    public var isEmpty: Bool { elements.isEmpty }

    public mutating func move(to point: CGPoint) { elements.append(.move(to: point)) }
    public mutating func addLine(to point: CGPoint) { elements.append(.line(to: point)) }
    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
        elements.append(.quadCurve(to: point, control: control))
    }
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        elements.append(.curve(to: point, control1: control1, control2: control2))
    }
    public mutating func closeSubpath() { elements.append(.close) }

    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }

    public mutating func addRect(_ rect: CGRect) {
        addLines([CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                  CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)])
        closeSubpath()
    }

    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        let rx = min(cornerSize.width, rect.width / 2)
        let ry = min(cornerSize.height, rect.height / 2)
        let k = 0.5523
        move(to: CGPoint(x: rect.minX + rx, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX - rx, y: rect.minY))
        addCurve(to: CGPoint(x: rect.maxX, y: rect.minY + ry),
                 control1: CGPoint(x: rect.maxX - rx + rx * k, y: rect.minY),
                 control2: CGPoint(x: rect.maxX, y: rect.minY + ry - ry * k))
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - ry))
        addCurve(to: CGPoint(x: rect.maxX - rx, y: rect.maxY),
                 control1: CGPoint(x: rect.maxX, y: rect.maxY - ry + ry * k),
                 control2: CGPoint(x: rect.maxX - rx + rx * k, y: rect.maxY))
        addLine(to: CGPoint(x: rect.minX + rx, y: rect.maxY))
        addCurve(to: CGPoint(x: rect.minX, y: rect.maxY - ry),
                 control1: CGPoint(x: rect.minX + rx - rx * k, y: rect.maxY),
                 control2: CGPoint(x: rect.minX, y: rect.maxY - ry + ry * k))
        addLine(to: CGPoint(x: rect.minX, y: rect.minY + ry))
        addCurve(to: CGPoint(x: rect.minX + rx, y: rect.minY),
                 control1: CGPoint(x: rect.minX, y: rect.minY + ry - ry * k),
                 control2: CGPoint(x: rect.minX + rx - rx * k, y: rect.minY))
        closeSubpath()
    }

    /// An ellipse starting at its rightmost point and running clockwise (downwards first),
    /// as SwiftUI's ellipses and circles do, which decides where `trim(from:to:)` starts.
    public mutating func addEllipse(in rect: CGRect) {
        let cx = rect.midX, cy = rect.midY, rx = rect.width / 2, ry = rect.height / 2
        let k = ShapeOutline.circularControlFraction
        move(to: CGPoint(x: cx + rx, y: cy))
        addCurve(to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + ry * k), control2: CGPoint(x: cx + rx * k, y: cy + ry))
        addCurve(to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - rx * k, y: cy + ry), control2: CGPoint(x: cx - rx, y: cy + ry * k))
        addCurve(to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - ry * k), control2: CGPoint(x: cx - rx * k, y: cy - ry))
        addCurve(to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + rx * k, y: cy - ry), control2: CGPoint(x: cx + rx, y: cy - ry * k))
        closeSubpath()
    }

    /// An arc around `center` from `startAngle` to `endAngle` (clockwise in screen coordinates
    /// when `clockwise` is false, as in SwiftUI's flipped coordinate space).
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool) {
        var sweep = endAngle.radians - startAngle.radians
        if clockwise {
            if sweep > 0 { sweep -= 2 * .pi }
        } else if sweep < 0 {
            sweep += 2 * .pi
        }
        let segments = max(1, Int((abs(sweep) / (.pi / 2)).rounded(.up)))
        let step = sweep / Double(segments)
        func point(_ angle: Double) -> CGPoint {
            CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        }
        let start = point(startAngle.radians)
        if elements.isEmpty { move(to: start) } else { addLine(to: start) }
        var angle = startAngle.radians
        for _ in 0..<segments {
            let next = angle + step
            let k = 4.0 / 3.0 * tan(step / 4)
            let p0 = point(angle), p3 = point(next)
            let c1 = CGPoint(x: p0.x - k * radius * sin(angle), y: p0.y + k * radius * cos(angle))
            let c2 = CGPoint(x: p3.x + k * radius * sin(next), y: p3.y - k * radius * cos(next))
            addCurve(to: p3, control1: c1, control2: c2)
            angle = next
        }
    }

    /// The path moved by an offset.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        func move(_ p: CGPoint) -> CGPoint { CGPoint(x: p.x + dx, y: p.y + dy) }
        var copy = Path()
        copy.elements = elements.map {
            switch $0 {
            case .move(let p): return .move(to: move(p))
            case .line(let p): return .line(to: move(p))
            case .quadCurve(let p, let c): return .quadCurve(to: move(p), control: move(c))
            case .curve(let p, let c1, let c2): return .curve(to: move(p), control1: move(c1), control2: move(c2))
            case .close: return .close
            }
        }
        return copy
    }
}

extension Path {
    /// Creates a rounded rectangle path with corners of `cornerSize`.
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    /// Appends `path`'s elements.
    public mutating func addPath(_ path: Path) {
        elements.append(contentsOf: path.elements)
    }

    /// The last point of the path, if it has one.
    public var currentPoint: CGPoint? {
        var start: CGPoint?
        var current: CGPoint?
        for element in elements {
            switch element {
            case .move(let p):
                start = p
                current = p
            case .line(let p), .quadCurve(let p, _), .curve(let p, _, _): current = p
            case .close: current = start
            }
        }
        return current
    }

    /// A rectangle containing every point of the path, control points included (`.null`
    /// for an empty path).
    public var boundingRect: CGRect {
        var rect = CGRect.null
        func add(_ p: CGPoint) { rect = rect.union(CGRect(origin: p, size: .zero)) }
        for element in elements {
            switch element {
            case .move(let p), .line(let p): add(p)
            case .quadCurve(let p, let c): add(p); add(c)
            case .curve(let p, let c1, let c2): add(p); add(c1); add(c2)
            case .close: break
            }
        }
        return rect
    }

    /// An arc of `delta` from `startAngle` around `center`: positive `delta` turns clockwise on
    /// screen.
    public mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle) {
        addArc(center: center, radius: radius, startAngle: startAngle,
               endAngle: Angle(radians: startAngle.radians + delta.radians), clockwise: delta.radians < 0)
    }
}

/// A path is a shape (and so a view) drawn in the coordinates of the frame it is placed in:
/// `Path { p in p.move(to: .zero); p.addLine(to: end) }.stroke(.blue, lineWidth: 2)`.
extension Path: Shape {
    /// The path itself, in the coordinates of `rect` (its origin is the rect's).
    public func path(in rect: CGRect) -> Path {
        rect.origin == .zero ? self : offsetBy(dx: rect.minX, dy: rect.minY)
    }
}

/// Corner style of rounded rectangles.
public enum RoundedCornerStyle: Sendable, Hashable {
    case circular, continuous
}

/// Fill rule and antialiasing of a shape fill.
public struct FillStyle: Sendable, Hashable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        self.isEOFilled = eoFill
        self.isAntialiased = antialiased
    }
}

/// Line width, cap and dash of a stroke.
public struct StrokeStyle: Sendable, Hashable {
    public var lineWidth: CGFloat
    public var lineCap: LineCap
    public var lineJoin: LineJoin
    public var miterLimit: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat

    public init(lineWidth: CGFloat = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter, miterLimit: CGFloat = 10,
                dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }

    /// How the ends of a stroke look.
    public enum LineCap: Sendable, Hashable { case butt, round, square }
    /// How stroke segments join.
    public enum LineJoin: Sendable, Hashable { case miter, round, bevel }
}
