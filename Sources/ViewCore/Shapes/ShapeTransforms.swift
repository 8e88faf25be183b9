public import Foundation
import DisplayList
import LayoutEngine

extension Path {
    /// The path with every point mapped by `transform`.
    func transformed(by transform: AffineTransform2D) -> Path {
        func map(_ point: CGPoint) -> CGPoint { transform.apply(to: point) }
        var result = Path()
        result.elements = elements.map { element in
            switch element {
            case .move(let p): .move(to: map(p))
            case .line(let p): .line(to: map(p))
            case .quadCurve(let p, let c): .quadCurve(to: map(p), control: map(c))
            case .curve(let p, let c1, let c2): .curve(to: map(p), control1: map(c1), control2: map(c2))
            case .close: .close
            }
        }
        return result
    }
}

/// A shape moved by an offset.
public struct OffsetShape<Content: Shape>: Shape, PrimitiveView {
    /// A shape draws as itself filled with the foreground style (`Shape`'s `body`).
    public typealias Body = _ShapeView<Self, ForegroundStyle>
    public var shape: Content
    public var offset: CGSize

    public init(shape: Content, offset: CGSize) {
        self.shape = shape
        self.offset = offset
    }

    public func path(in rect: CGRect) -> Path { shape.path(in: rect).offsetBy(dx: offset.width, dy: offset.height) }

    /// Drawn bare, the shape is its base moved as `offset(x:y:)` moves a view (built-in shapes
    /// keep their native outline).
    package func resolve(into outputs: inout _ViewOutputs) {
        let context = outputs.context
        outputs.elements.append(OffsetElement(child: ShapeResolver.resolve(shape, in: context), dx: Double(offset.width), dy: Double(offset.height)))
    }
}

/// A shape rotated around an anchor of its frame.
public struct RotatedShape<Content: Shape>: Shape, PrimitiveView {
    /// A shape draws as itself filled with the foreground style (`Shape`'s `body`).
    public typealias Body = _ShapeView<Self, ForegroundStyle>
    public var shape: Content
    public var angle: Angle
    public var anchor: UnitPoint

    public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
        self.shape = shape
        self.angle = angle
        self.anchor = anchor
    }

    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).transformed(by: .rotation(degrees: angle.degrees, around: anchor.point(in: rect)))
    }

    /// Drawn bare, the shape is its base rotated as `rotationEffect` rotates a view.
    package func resolve(into outputs: inout _ViewOutputs) {
        outputs.appendTransformed(shape, kind: .rotation(degrees: angle.degrees), anchor: anchor)
    }
}

/// A shape scaled around an anchor of its frame.
public struct ScaledShape<Content: Shape>: Shape, PrimitiveView {
    /// A shape draws as itself filled with the foreground style (`Shape`'s `body`).
    public typealias Body = _ShapeView<Self, ForegroundStyle>
    public var shape: Content
    public var scale: CGSize
    public var anchor: UnitPoint

    public init(shape: Content, scale: CGSize, anchor: UnitPoint = .center) {
        self.shape = shape
        self.scale = scale
        self.anchor = anchor
    }

    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).transformed(by: .scale(x: Double(scale.width), y: Double(scale.height), around: anchor.point(in: rect)))
    }

    /// Drawn bare, the shape is its base scaled as `scaleEffect` scales a view.
    package func resolve(into outputs: inout _ViewOutputs) {
        outputs.appendTransformed(shape, kind: .scale(x: Double(scale.width), y: Double(scale.height)), anchor: anchor)
    }
}

extension UnitPoint {
    /// This anchor's point in `rect`.
    fileprivate func point(in rect: CGRect) -> CGPoint {
        CGPoint(x: rect.minX + rect.width * x, y: rect.minY + rect.height * y)
    }
}

extension _ViewOutputs {
    /// Appends `shape` drawn bare and transformed around `anchor`, as the matching view effect does.
    @MainActor
    fileprivate mutating func appendTransformed<Content: Shape>(_ shape: Content, kind: TransformElement.Kind, anchor: UnitPoint) {
        elements.append(TransformElement(child: ShapeResolver.resolve(shape, in: context), kind: kind,
                                         anchor: UnitPoint2D(x: Double(anchor.x), y: Double(anchor.y))))
    }
}

extension Shape {
    /// The shape moved by an offset.
    public func offset(_ offset: CGSize) -> OffsetShape<Self> { OffsetShape(shape: self, offset: offset) }
    /// The shape moved by an offset.
    public func offset(_ offset: CGPoint) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: offset.x, height: offset.y))
    }
    /// The shape moved by x and y points.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: x, height: y))
    }
    /// The shape rotated around an anchor of its frame.
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
        RotatedShape(shape: self, angle: angle, anchor: anchor)
    }
    /// The shape scaled around an anchor of its frame.
    public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
    }
    /// The shape scaled evenly around an anchor of its frame.
    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        self.scale(x: scale, y: scale, anchor: anchor)
    }
}

/// A type-erased shape.
public struct AnyShape: Shape, @unchecked Sendable {
    private let pathIn: @Sendable (CGRect) -> Path

    public init<S: Shape>(_ shape: S) {
        pathIn = { rect in MainActor.assumeIsolated { shape.path(in: rect) } }
    }

    public func path(in rect: CGRect) -> Path { pathIn(rect) }
}

/// The radii of a rectangle's four corners.
public struct RectangleCornerRadii: Sendable, Hashable {
    public var topLeading: CGFloat
    public var bottomLeading: CGFloat
    public var bottomTrailing: CGFloat
    public var topTrailing: CGFloat

    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }
}

/// A rectangle whose corners each have their own radius (circular corners).
public struct UnevenRoundedRectangle: InsettableShape {
    public var cornerRadii: RectangleCornerRadii
    public var style: RoundedCornerStyle
    private var insetAmount: CGFloat = 0

    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }

    public init(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) {
        self.init(cornerRadii: RectangleCornerRadii(topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                                                    bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius),
                  style: style)
    }

    public func inset(by amount: CGFloat) -> UnevenRoundedRectangle {
        var copy = self
        copy.insetAmount += amount
        return copy
    }

    public func path(in rect: CGRect) -> Path {
        let rect = rect.insetBy(dx: insetAmount, dy: insetAmount)
        guard rect.width > 0, rect.height > 0 else { return Path() }
        let limit = min(rect.width, rect.height) / 2
        func radius(_ value: CGFloat) -> CGFloat { min(max(value - insetAmount, 0), limit) }
        let tl = radius(cornerRadii.topLeading), tr = radius(cornerRadii.topTrailing)
        let br = radius(cornerRadii.bottomTrailing), bl = radius(cornerRadii.bottomLeading)
        var path = Path()
        path.move(to: CGPoint(x: rect.minX + tl, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX - tr, y: rect.minY))
        if tr > 0 {
            path.addArc(center: CGPoint(x: rect.maxX - tr, y: rect.minY + tr), radius: tr, startAngle: .degrees(-90),
                        endAngle: .degrees(0), clockwise: false)
        }
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - br))
        if br > 0 {
            path.addArc(center: CGPoint(x: rect.maxX - br, y: rect.maxY - br), radius: br, startAngle: .degrees(0),
                        endAngle: .degrees(90), clockwise: false)
        }
        path.addLine(to: CGPoint(x: rect.minX + bl, y: rect.maxY))
        if bl > 0 {
            path.addArc(center: CGPoint(x: rect.minX + bl, y: rect.maxY - bl), radius: bl, startAngle: .degrees(90),
                        endAngle: .degrees(180), clockwise: false)
        }
        path.addLine(to: CGPoint(x: rect.minX, y: rect.minY + tl))
        if tl > 0 {
            path.addArc(center: CGPoint(x: rect.minX + tl, y: rect.minY + tl), radius: tl, startAngle: .degrees(180),
                        endAngle: .degrees(270), clockwise: false)
        }
        path.closeSubpath()
        return path
    }
}
