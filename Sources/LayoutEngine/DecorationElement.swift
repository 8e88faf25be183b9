public import Foundation
import DisplayList

/// `background` and `overlay`: the decoration is proposed the content's size and aligned on it;
/// the result has the content's size.
public final class DecorationElement: LayoutElement {
    public enum Placement: Sendable { case background, overlay }

    public let content: any LayoutElement
    public let decoration: any LayoutElement
    public let placement: Placement
    public let alignment: Alignment2D
    /// Whether the content is placed before a background is (drawn below it all the same): a
    /// background built from the content's anchor preferences needs their frames.
    let placesContentFirst: Bool

    public init(
        content: any LayoutElement, decoration: any LayoutElement, placement: Placement, alignment: Alignment2D,
        placesContentFirst: Bool = false
    ) {
        self.content = content
        self.decoration = decoration
        self.placement = placement
        self.alignment = alignment
        self.placesContentFirst = placesContentFirst
    }

    public var layoutPriority: Double { content.layoutPriority }

    public func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> CGSize {
        content.measure(proposal, context)
    }

    public func place(in frame: CGRect, context: LayoutContext, into output: inout DisplayListBuilder) {
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

    public func explicitAlignment(_ guide: AlignmentKey, size: CGSize, context: LayoutContext) -> Double? {
        content.explicitAlignment(guide, size: size, context: context)
    }
}
