public import Foundation
import DisplayList
import LayoutEngine

/// A view that draws a shape (iOS 17): a shape filled or stroked, which can be filled or
/// stroked again. `Circle().fill(.red).stroke(.blue, lineWidth: 2)` draws both, the stroke on top.
public protocol ShapeView<Content>: View {
    associatedtype Content: Shape
    /// The shape drawn.
    var shape: Content { get }
}

extension _ShapeView: ShapeView {}

/// A shape view filled with a style over another shape view.
public struct FillShapeView<Content: Shape, Style: ShapeStyle, Background: ShapeView>: ShapeView, PrimitiveView {
    public let shape: Content
    public let style: Style
    public let background: Background

    public typealias Body = Never

    package func resolve(into outputs: inout _ViewOutputs) {
        outputs.appendShapeLayer(shape, style: style, stroke: nil, strokeBorder: false, over: background)
    }
}

/// A shape view stroked with a style over another shape view.
public struct StrokeShapeView<Content: Shape, Style: ShapeStyle, Background: ShapeView>: ShapeView, PrimitiveView {
    public let shape: Content
    public let style: Style
    public let strokeStyle: StrokeStyle
    public let isAntialiased: Bool
    public let background: Background

    public typealias Body = Never

    package func resolve(into outputs: inout _ViewOutputs) {
        outputs.appendShapeLayer(shape, style: style, stroke: strokeStyle, strokeBorder: false, over: background)
    }
}

/// A shape view stroked inside its edge with a style over another shape view.
public struct StrokeBorderShapeView<Content: InsettableShape, Style: ShapeStyle, Background: ShapeView>: ShapeView, PrimitiveView {
    public let shape: Content
    public let style: Style
    public let strokeStyle: StrokeStyle
    public let isAntialiased: Bool
    public let background: Background

    public typealias Body = Never

    package func resolve(into outputs: inout _ViewOutputs) {
        outputs.appendShapeLayer(shape, style: style, stroke: strokeStyle, strokeBorder: true, over: background)
    }
}

extension _ViewOutputs {
    /// Appends the shape drawn with `style` (filled, or stroked when `stroke` is given) as a
    /// layer over what `background` draws.
    @MainActor
    fileprivate mutating func appendShapeLayer<Content: Shape, Style: ShapeStyle, Background: ShapeView>(
        _ shape: Content, style: Style, stroke: StrokeStyle?, strokeBorder: Bool, over background: Background
    ) {
        let layer = context.resolveDecoration(_ShapeView(shape: shape, style: style, stroke: stroke, strokeBorder: strokeBorder))
        elements.append(ShapeLayersElement(background: context.resolveDecoration(background), layer: layer))
    }
}

extension ShapeView {
    /// Fills the shape again with a style, over what this view draws.
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> FillShapeView<Content, S, Self> {
        FillShapeView(shape: shape, style: content, background: self)
    }

    /// Strokes the shape's outline with a style, over what this view draws.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> StrokeShapeView<Content, S, Self> {
        StrokeShapeView(shape: shape, style: content, strokeStyle: style, isAntialiased: antialiased, background: self)
    }

    /// Strokes the shape's outline with a style and width, over what this view draws.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> StrokeShapeView<Content, S, Self> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}

extension ShapeView where Content: InsettableShape {
    /// Strokes the shape's outline inside its edge, over what this view draws.
    public func strokeBorder<S: ShapeStyle>(
        _ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true
    ) -> StrokeBorderShapeView<Content, S, Self> {
        StrokeBorderShapeView(shape: shape, style: content, strokeStyle: style, isAntialiased: antialiased, background: self)
    }

    /// Strokes the shape's outline inside its edge with a width, over what this view draws.
    public func strokeBorder<S: ShapeStyle>(
        _ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true
    ) -> StrokeBorderShapeView<Content, S, Self> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}

/// Two drawings of one shape in the same frame, the second on top; sized like the first.
final class ShapeLayersElement: LayoutElement {
    let background: any LayoutElement
    let layer: any LayoutElement

    init(background: any LayoutElement, layer: any LayoutElement) {
        self.background = background
        self.layer = layer
    }

    var layoutPriority: Double { background.layoutPriority }

    func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> CGSize {
        background.measure(proposal, context)
    }

    func place(in frame: CGRect, context: LayoutContext, into output: inout DisplayListBuilder) {
        background.place(in: frame, context: context, into: &output)
        layer.place(in: frame, context: context, into: &output)
    }
}

extension Shape {
    /// The shape's outline, centred on its edge (antialiasing is always on here).
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool) -> _ShapeView<Self, S> {
        stroke(content, lineWidth: lineWidth)
    }

    /// The shape's outline in a stroke style (antialiasing is always on here).
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool) -> _ShapeView<Self, S> {
        stroke(content, style: style)
    }
}

extension InsettableShape {
    /// The shape's outline drawn inside its frame (antialiasing is always on here).
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool) -> _ShapeView<Self, S> {
        strokeBorder(content, lineWidth: lineWidth)
    }

    /// The shape's outline in a stroke style drawn inside its frame (antialiasing is always on here).
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle, antialiased: Bool) -> _ShapeView<Self, S> {
        strokeBorder(content, style: style)
    }
}
