public import Foundation
package import DisplayList
package import LayoutEngine

/// A built-in shape inset by an amount on every side (`Circle().inset(by: 4)`): drawn as the
/// shape in its frame made smaller, natively for the built-in outlines.
public struct _InsetShape<Base: InsettableShape>: InsettableShape, PrimitiveView, InsetOutlineShape {
    /// A shape draws as itself filled with the foreground style (`Shape`'s `body`).
    public typealias Body = _ShapeView<Self, ForegroundStyle>
    public var base: Base
    public var amount: CGFloat

    public init(base: Base, amount: CGFloat) {
        self.base = base
        self.amount = amount
    }

    public func path(in rect: CGRect) -> Path {
        base.path(in: rect.insetBy(dx: amount, dy: amount))
    }

    public func inset(by amount: CGFloat) -> _InsetShape<Base> {
        _InsetShape(base: base, amount: self.amount + amount)
    }

    package func resolve(into outputs: inout _ViewOutputs) {
        let context = outputs.context
        let paint = context.environment.foregroundPaint ?? HierarchicalShapeStyle.primary.resolvePaint(in: context.environment)
        outputs.elements.append(insetElement(fill: paint, stroke: nil, insetForStroke: false))
    }

    package func insetElement(fill: Paint?, stroke: StrokeSpec?, insetForStroke: Bool) -> any LayoutElement {
        InsetFrameElement(child: base.element(fill: fill, stroke: stroke, insetForStroke: insetForStroke),
                          amount: Double(amount))
    }
}

/// Shapes drawn as another shape in an inset frame.
package protocol InsetOutlineShape {
    @MainActor func insetElement(fill: Paint?, stroke: StrokeSpec?, insetForStroke: Bool) -> any LayoutElement
}

/// Lays out like its child and places it in its frame inset on every side.
final class InsetFrameElement: ForwardingElement {
    let child: any LayoutElement
    let amount: Double

    init(child: any LayoutElement, amount: Double) {
        self.child = child
        self.amount = amount.isFinite ? amount : 0
    }

    func place(in frame: CGRect, context: LayoutContext, into output: inout DisplayListBuilder) {
        let inset = min(amount, Double(min(frame.width, frame.height)) / 2)
        child.place(in: frame.insetBy(dx: inset, dy: inset), context: context, into: &output)
    }
}
