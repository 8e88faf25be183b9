package import Foundation
import DisplayList

/// `background` and `overlay`: the decoration is proposed the content's size and aligned on it;
/// the result has the content's size.
package final class DecorationElement: LayoutElement {
    package enum Placement: Sendable { case background, overlay }

    package let content: any LayoutElement
    package let decoration: any LayoutElement
    package let placement: Placement
    package let alignment: Alignment2D
    /// Whether the content is placed before a background is (drawn below it all the same): a
    /// background built from the content's anchor preferences needs their frames.
    let placesContentFirst: Bool

    package init(
        content: any LayoutElement, decoration: any LayoutElement, placement: Placement, alignment: Alignment2D,
        placesContentFirst: Bool = false
    ) {
        self.content = content
        self.decoration = decoration
        self.placement = placement
        self.alignment = alignment
        self.placesContentFirst = placesContentFirst
    }

    package var layoutPriority: Double { content.layoutPriority }

    package func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> CGSize {
        content.measure(proposal, context)
    }

    package func place(in frame: CGRect, context: LayoutContext, into output: inout DisplayListBuilder) {
        let decorationSize = decoration.measure(ProposedSize(frame.size), context)
        let origin = alignedOrigin(of: decoration, size: decorationSize, in: frame, alignment: alignment, context: context)
        let decorationFrame = CGRect(origin: origin, size: decorationSize)
        switch placement {
        case .background where placesContentFirst:
            output.placing({ content.place(in: frame, context: context, into: &$0) },
                           above: { decoration.place(in: decorationFrame, context: context, into: &$0) })
        case .background:
            decoration.place(in: decorationFrame, context: context, into: &output)
            content.place(in: frame, context: context, into: &output)
        case .overlay:
            content.place(in: frame, context: context, into: &output)
            decoration.place(in: decorationFrame, context: context, into: &output)
        }
    }

    package func explicitAlignment(_ guide: AlignmentKey, size: CGSize, context: LayoutContext) -> Double? {
        content.explicitAlignment(guide, size: size, context: context)
    }
}
