public import Foundation
package import DisplayList
package import LayoutEngine

/// A 2D shape: fills the space offered to it, and can be filled, stroked or used to clip.
public protocol Shape: Sendable, View {
    /// The outline of the shape in `rect`.
    func path(in rect: CGRect) -> Path
}

/// A shape that can be inset (needed by `strokeBorder`).
public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape
    func inset(by amount: CGFloat) -> InsetShape
}

/// Built-in shapes describe their outline directly, so every renderer draws them natively.
@MainActor
package protocol OutlinedShape {
    var outline: ShapeOutline { get }
    var drawsSquare: Bool { get }
}

extension OutlinedShape {
    package var drawsSquare: Bool { false }
}

extension Shape {
    /// The outline of this shape placed in `frame`, as the display list records it.
    package func outline(in frame: CGRect) -> ShapeOutline {
        if let outlined = self as? any OutlinedShape { return outlined.outline }
        return .path(path(in: frame).elements)
    }

    package func element(fill: Paint?, stroke: StrokeSpec?, insetForStroke: Bool = false) -> any LayoutElement {
        if let inset = self as? any InsetOutlineShape {
            return inset.insetElement(fill: fill, stroke: stroke, insetForStroke: insetForStroke)
        }
        if let outlined = self as? any OutlinedShape {
            return ShapeElement(outline: outlined.outline, fill: fill, stroke: stroke, insetForStroke: insetForStroke,
                                sizing: outlined.drawsSquare ? .square : .flexible)
        }
        return CustomShapeElement(shape: self, fill: fill, stroke: stroke)
    }
}

/// A user-defined `Shape`: its path is computed for the frame it is placed in.
package final class CustomShapeElement<S: Shape>: LayoutElement {
    let shape: S
    let fill: Paint?
    let stroke: StrokeSpec?

    init(shape: S, fill: Paint?, stroke: StrokeSpec?) {
        self.shape = shape
        self.fill = fill
        self.stroke = stroke
    }

    package func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    package func place(in frame: CGRect, context: LayoutContext, into output: inout DisplayListBuilder) {
        guard frame.width.isFinite, frame.height.isFinite else { return }
        let elements = MainActor.assumeIsolated { shape.path(in: frame).elements }
        output.append(.shape(ShapeItem(frame: frame, outline: .path(elements), fill: fill, stroke: stroke)))
    }
}

/// The default body of a shape is the shape filled with the foreground style.
extension Shape {
    public var body: _ShapeView<Self, ForegroundStyle> { fill() }
}

/// Resolution of a bare shape: filled with the foreground style.
package struct ShapeResolver {
    @MainActor
    package static func resolve<S: Shape>(_ shape: S, in context: ResolveContext) -> any LayoutElement {
        let paint = context.environment.foregroundPaint ?? HierarchicalShapeStyle.primary.resolvePaint(in: context.environment)
        return context.castingForegroundShadow(context.paintingForegroundInnerShadow(shape.element(fill: paint, stroke: nil)))
    }
}

// MARK: - Built-in shapes

/// A rectangle.
public struct Rectangle: InsettableShape, OutlinedShape, PrimitiveView {
    /// A shape draws as itself filled with the foreground style (`Shape`'s `body`).
    public typealias Body = _ShapeView<Self, ForegroundStyle>
    package var insetAmount: CGFloat = 0
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect.insetBy(dx: insetAmount, dy: insetAmount)) }
    public func inset(by amount: CGFloat) -> _InsetShape<Rectangle> { _InsetShape(base: self, amount: amount) }
    package var outline: ShapeOutline { .rectangle }
    package func resolve(into outputs: inout _ViewOutputs) { outputs.elements.append(ShapeResolver.resolve(self, in: outputs.context)) }
}

/// A rectangle with rounded corners.
public struct RoundedRectangle: InsettableShape, OutlinedShape, PrimitiveView {
    /// A shape draws as itself filled with the foreground style (`Shape`'s `body`).
    public typealias Body = _ShapeView<Self, ForegroundStyle>
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle

    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    public func path(in rect: CGRect) -> Path {
        var path = Path()
        path.addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
        return path
    }

    /// The rounded rectangle inset by `amount`, its corner radii smaller by as much.
    public func inset(by amount: CGFloat) -> _InsetShape<RoundedRectangle> {
        _InsetShape(base: RoundedRectangle(cornerSize: CGSize(width: max(cornerSize.width - amount, 0),
                                                              height: max(cornerSize.height - amount, 0)), style: style),
                    amount: amount)
    }

    package var outline: ShapeOutline {
        .roundedRectangle(cornerWidth: Double(cornerSize.width), cornerHeight: Double(cornerSize.height),
                          continuous: style == .continuous)
    }
    package func resolve(into outputs: inout _ViewOutputs) { outputs.elements.append(ShapeResolver.resolve(self, in: outputs.context)) }
}

/// A rounded rectangle whose corner radius is half its shorter side.
public struct Capsule: InsettableShape, OutlinedShape, PrimitiveView {
    /// A shape draws as itself filled with the foreground style (`Shape`'s `body`).
    public typealias Body = _ShapeView<Self, ForegroundStyle>
    public var style: RoundedCornerStyle
    public init(style: RoundedCornerStyle = .circular) { self.style = style }
    public func path(in rect: CGRect) -> Path {
        let radius = min(rect.width, rect.height) / 2
        return Path(roundedRect: rect, cornerRadius: radius)
    }
    public func inset(by amount: CGFloat) -> _InsetShape<Capsule> { _InsetShape(base: self, amount: amount) }
    package var outline: ShapeOutline { .capsule }
    package func resolve(into outputs: inout _ViewOutputs) { outputs.elements.append(ShapeResolver.resolve(self, in: outputs.context)) }
}

/// A circle centred in its frame, as large as fits.
public struct Circle: InsettableShape, OutlinedShape, PrimitiveView {
    /// A shape draws as itself filled with the foreground style (`Shape`'s `body`).
    public typealias Body = _ShapeView<Self, ForegroundStyle>
    public init() {}
    public func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }
    public func inset(by amount: CGFloat) -> _InsetShape<Circle> { _InsetShape(base: self, amount: amount) }
    package var outline: ShapeOutline { .ellipse }
    package var drawsSquare: Bool { true }
    package func resolve(into outputs: inout _ViewOutputs) { outputs.elements.append(ShapeResolver.resolve(self, in: outputs.context)) }
}

/// An ellipse filling its frame.
public struct Ellipse: InsettableShape, OutlinedShape, PrimitiveView {
    /// A shape draws as itself filled with the foreground style (`Shape`'s `body`).
    public typealias Body = _ShapeView<Self, ForegroundStyle>
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
    public func inset(by amount: CGFloat) -> _InsetShape<Ellipse> { _InsetShape(base: self, amount: amount) }
    package var outline: ShapeOutline { .ellipse }
    package func resolve(into outputs: inout _ViewOutputs) { outputs.elements.append(ShapeResolver.resolve(self, in: outputs.context)) }
}

/// The shape of the container a view is in: in a widget, the widget's rounded rectangle
/// (corner radius from the environment, 21.67 points for system families as on iPhone).
public struct ContainerRelativeShape: InsettableShape, OutlinedShape, PrimitiveView {
    /// A shape draws as itself filled with the foreground style (`Shape`'s `body`).
    public typealias Body = _ShapeView<Self, ForegroundStyle>
    public init() {}
    package static let widgetCornerRadius = 21.67
    public func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerRadius: Self.widgetCornerRadius)
    }
    public func inset(by amount: CGFloat) -> _InsetShape<ContainerRelativeShape> { _InsetShape(base: self, amount: amount) }
    package var outline: ShapeOutline {
        .roundedRectangle(cornerWidth: Self.widgetCornerRadius, cornerHeight: Self.widgetCornerRadius, continuous: true)
    }
    package func resolve(into outputs: inout _ViewOutputs) { outputs.elements.append(ShapeResolver.resolve(self, in: outputs.context)) }
}

// MARK: - Fill and stroke

/// A shape filled or stroked with a style.
public struct _ShapeView<Content: Shape, Style: ShapeStyle>: View, PrimitiveView {
    /// The shape drawn.
    public let shape: Content
    let style: Style
    let stroke: StrokeStyle?
    let strokeBorder: Bool

    public typealias Body = Never

    package func resolve(into outputs: inout _ViewOutputs) {
        var element = plainElement(in: outputs.context)
        // A style with an inner shadow (`.fill(.red.shadow(.inner(radius: 2)))`) paints it.
        if let inner = (style as? any ShadowCarryingStyle)?.innerShadow(in: outputs.context.environment) {
            element = InnerShadowElement(child: element, shadow: inner)
        }
        // A style with a drop shadow (`.fill(.red.shadow(.drop(radius: 2)))`) casts it.
        if let shadow = (style as? any ShadowCarryingStyle)?.dropShadow(in: outputs.context.environment) {
            outputs.elements.append(EffectElement(child: element, shadow: shadow))
        } else {
            outputs.elements.append(element)
        }
    }

    private func plainElement(in context: ResolveContext) -> any LayoutElement {
        let paint = style.paint(in: context.environment)
        if let stroke {
            let spec = StrokeSpec(
                paint: paint, lineWidth: Double(stroke.lineWidth), dash: stroke.dash.map(Double.init),
                lineCap: stroke.lineCap == .round ? .round : stroke.lineCap == .square ? .square : .butt)
            return shape.element(fill: nil, stroke: spec, insetForStroke: strokeBorder)
        }
        return shape.element(fill: paint, stroke: nil)
    }
}

extension Shape {
    /// The shape filled with a style.
    public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, stroke: nil, strokeBorder: false)
    }

    /// The shape filled with the foreground style.
    public func fill(style: FillStyle = FillStyle()) -> _ShapeView<Self, ForegroundStyle> {
        _ShapeView(shape: self, style: ForegroundStyle(), stroke: nil, strokeBorder: false)
    }

    /// The shape's outline, centred on its edge.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, stroke: StrokeStyle(lineWidth: lineWidth), strokeBorder: false)
    }

    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, stroke: style, strokeBorder: false)
    }

    public func stroke(lineWidth: CGFloat = 1) -> _ShapeView<Self, ForegroundStyle> {
        _ShapeView(shape: self, style: ForegroundStyle(), stroke: StrokeStyle(lineWidth: lineWidth), strokeBorder: false)
    }

    public func stroke(style: StrokeStyle) -> _ShapeView<Self, ForegroundStyle> {
        _ShapeView(shape: self, style: ForegroundStyle(), stroke: style, strokeBorder: false)
    }
}

extension InsettableShape {
    /// The shape's outline drawn inside its frame.
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, stroke: StrokeStyle(lineWidth: lineWidth), strokeBorder: true)
    }

    public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, stroke: style, strokeBorder: true)
    }

    public func strokeBorder(lineWidth: CGFloat = 1) -> _ShapeView<Self, ForegroundStyle> {
        _ShapeView(shape: self, style: ForegroundStyle(), stroke: StrokeStyle(lineWidth: lineWidth), strokeBorder: true)
    }

    /// The shape's outline in a stroke style (`dash`, `lineCap`…) drawn inside its frame, in
    /// the foreground style (antialiasing is always on here).
    public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<Self, ForegroundStyle> {
        _ShapeView(shape: self, style: ForegroundStyle(), stroke: style, strokeBorder: true)
    }
}

// MARK: - Shapes as static members (iOS 17: `.clipShape(.rect(cornerRadius: 12))`)

extension Shape where Self == Rectangle {
    /// A rectangular shape aligned inside the frame of the view containing it.
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
    /// A rectangular shape with rounded corners, aligned inside the frame of the view containing it.
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }

    /// A rectangular shape with rounded corners of `cornerSize`, aligned inside the frame of the
    /// view containing it.
    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}

extension Shape where Self == UnevenRoundedRectangle {
    /// A rectangular shape with rounded corners with different values, aligned inside the frame
    /// of the view containing it.
    public static func rect(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
    }

    /// A rectangular shape with rounded corners with different values, aligned inside the frame
    /// of the view containing it.
    public static func rect(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
        topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
    ) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(
            topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
            bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius, style: style)
    }
}

extension Shape where Self == Circle {
    /// A circle centered on the frame of the view containing it.
    public static var circle: Circle { Circle() }
}

extension Shape where Self == Capsule {
    /// A capsule shape aligned inside the frame of the view containing it.
    public static var capsule: Capsule { Capsule() }

    /// A capsule shape with the given corner style.
    public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}

extension Shape where Self == Ellipse {
    /// An ellipse aligned inside the frame of the view containing it.
    public static var ellipse: Ellipse { Ellipse() }
}

extension Shape where Self == ContainerRelativeShape {
    /// A shape that is replaced by an inset version of the current container shape (the
    /// widget's corner radius).
    public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}
