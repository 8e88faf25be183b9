package import Foundation
package import DisplayList

/// A shape (or a color used as a view): takes the whole proposal, 10 points in an
/// unspecified dimension, and paints its outline.
package final class ShapeElement: LayoutElement {
    package enum Sizing: Sendable, Hashable {
        /// Fills the proposal (`Rectangle`, `Color`, …).
        case flexible
        /// A circle-like shape that fills the proposal but draws centred and square.
        case square
    }

    package let outline: ShapeOutline
    package let fill: Paint?
    package let stroke: StrokeSpec?
    /// Insets the outline by half the line width first (`strokeBorder`).
    package let insetForStroke: Bool
    package let sizing: Sizing

    package init(outline: ShapeOutline, fill: Paint?, stroke: StrokeSpec? = nil, insetForStroke: Bool = false, sizing: Sizing = .flexible) {
        self.outline = outline
        self.fill = fill
        self.stroke = stroke
        self.insetForStroke = insetForStroke
        self.sizing = sizing
    }

    package func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    package func place(in frame: CGRect, context: LayoutContext, into output: inout DisplayListBuilder) {
        var rect = frame
        if sizing == .square {
            let side = min(rect.width, rect.height)
            rect = CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
        }
        guard rect.width.isFinite, rect.height.isFinite else { return }
        if let fill {
            output.append(.shape(ShapeItem(frame: rect, outline: outline, fill: fill)))
        }
        if let stroke {
            let inset = insetForStroke ? stroke.lineWidth / 2 : 0
            output.append(.shape(ShapeItem(
                frame: rect.insetBy(dx: inset, dy: inset), outline: outline, stroke: stroke)))
        }
    }
}
