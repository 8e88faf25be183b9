package import Foundation
import DisplayList

/// Places a child of `childSize` inside `frame` by two-dimensional alignment guides.
package func alignedOrigin(
    of child: any LayoutElement, size childSize: CGSize, in frame: CGRect, alignment: Alignment2D,
    context: LayoutContext
) -> CGPoint {
    let containerSize = frame.size
    let x = alignment.horizontal.defaultValue(in: containerSize)
        - child.alignmentValue(alignment.horizontal, size: childSize, context: context)
    let y = alignment.vertical.defaultValue(in: containerSize)
        - child.alignmentValue(alignment.vertical, size: childSize, context: context)
    return CGPoint(x: Double(frame.minX) + x, y: Double(frame.minY) + y)
}

/// Forwards a child's explicit baselines, shifted by the child's offset inside its parent.
package func forwardedAlignment(
    _ guide: AlignmentKey, child: any LayoutElement, childFrame: CGRect, context: LayoutContext
) -> Double? {
    guard let value = child.explicitAlignment(guide, size: childFrame.size, context: context) else { return nil }
    return value + Double(guide.axis == .horizontal ? childFrame.minX : childFrame.minY)
}

/// The explicit value of `guide` of a child of `size` aligned in a frame of `frameSize` by
/// `alignment`, in the frame's coordinates: what ``forwardedAlignment(_:child:childFrame:context:)``
/// gives for the child's frame, without working out that frame when the child has no such guide
/// (most guides of most views): aligning the child asks its guides too, level after level.
func alignedChildAlignment(
    _ guide: AlignmentKey, child: any LayoutElement, size: CGSize, in frameSize: CGSize, alignment: Alignment2D,
    context: LayoutContext
) -> Double? {
    guard let value = child.explicitAlignment(guide, size: size, context: context) else { return nil }
    let origin = alignedOrigin(of: child, size: size, in: CGRect(origin: .zero, size: frameSize), alignment: alignment, context: context)
    return value + Double(guide.axis == .horizontal ? origin.x : origin.y)
}

/// A frame that proposes its child a size derived from its own and aligns the child inside it
/// by two-dimensional alignment guides, forwarding the child's explicit baselines (shifted by
/// the child's offset): what the fixed and the flexible frame share.
package protocol AligningFrameElement: LayoutElement {
    /// The element framed.
    var child: any LayoutElement { get }
    /// How the child is aligned inside the frame.
    var alignment: Alignment2D { get }
    /// What the child is proposed when the frame has `size`.
    func childProposal(inFrameOf size: CGSize) -> ProposedSize
}

extension AligningFrameElement {
    package var layoutPriority: Double { child.layoutPriority }

    /// The child's frame inside `frame`: measured for the frame's proposal, then aligned.
    func childFrame(in frame: CGRect, context: LayoutContext) -> CGRect {
        let childSize = child.measure(childProposal(inFrameOf: frame.size), context)
        let origin = alignedOrigin(of: child, size: childSize, in: frame, alignment: alignment, context: context)
        return CGRect(origin: origin, size: childSize)
    }

    package func place(in frame: CGRect, context: LayoutContext, into output: inout DisplayListBuilder) {
        child.place(in: childFrame(in: frame, context: context), context: context, into: &output)
    }

    package func explicitAlignment(_ guide: AlignmentKey, size: CGSize, context: LayoutContext) -> Double? {
        let childSize = child.measure(childProposal(inFrameOf: size), context)
        return alignedChildAlignment(guide, child: child, size: childSize, in: size, alignment: alignment, context: context)
    }
}

/// `frame(width:height:alignment:)`: proposes a fixed size to its child, takes that size itself
/// (in each dimension given) and aligns the child inside.
package final class FixedFrameElement: AligningFrameElement {
    package let child: any LayoutElement
    package let width: Double?
    package let height: Double?
    package let alignment: Alignment2D

    package init(child: any LayoutElement, width: Double?, height: Double?, alignment: Alignment2D) {
        self.child = child
        self.width = width.map(Self.clean)
        self.height = height.map(Self.clean)
        self.alignment = alignment
    }

    private static func clean(_ value: Double) -> Double { value.isNaN || value < 0 ? 0 : value }

    package func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> CGSize {
        if let width, let height { return CGSize(width: width, height: height) }
        let childSize = child.measure(ProposedSize(width: width ?? proposal.width, height: height ?? proposal.height), context)
        return CGSize(width: width ?? Double(childSize.width), height: height ?? Double(childSize.height))
    }

    package func childProposal(inFrameOf size: CGSize) -> ProposedSize {
        ProposedSize(width: width ?? Double(size.width), height: height ?? Double(size.height))
    }
}

/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`, with the
/// sizing rules of SwiftUI's documentation:
///
/// - the child is proposed the frame's proposal clamped to the constraints, with ideal
///   dimensions filling in unspecified ones;
/// - with neither a minimum nor a maximum in a dimension, the frame takes its child's size;
/// - with both, the proposal clamped to them;
/// - with only a minimum, the smaller of the child's size and the proposal, but at least the
///   minimum; with only a maximum, the larger of the two, but at most the maximum.
package final class FlexibleFrameElement: AligningFrameElement {
    package struct Limits: Sendable, Hashable {
        package var min: Double?
        package var ideal: Double?
        package var max: Double?
        package init(min: Double?, ideal: Double?, max: Double?) {
            func clean(_ v: Double?) -> Double? { v.map { $0.isNaN || $0 < 0 ? 0 : $0 } }
            self.min = clean(min)
            self.ideal = clean(ideal)
            self.max = clean(max)
        }
    }

    package let child: any LayoutElement
    package let horizontal: Limits
    package let vertical: Limits
    package let alignment: Alignment2D

    package init(child: any LayoutElement, horizontal: Limits, vertical: Limits, alignment: Alignment2D) {
        self.child = child
        self.horizontal = horizontal
        self.vertical = vertical
        self.alignment = alignment
    }

    private static func clamp(_ value: Double, _ limits: Limits) -> Double {
        var result = value
        if let maximum = limits.max { result = Swift.min(result, maximum) }
        if let minimum = limits.min { result = Swift.max(result, minimum) }
        return result
    }

    private static func childProposal(_ proposed: Double?, _ limits: Limits) -> Double? {
        guard let proposed else { return limits.ideal }
        return clamp(proposed, limits)
    }

    private static func frameLength(proposed: Double?, child: Double, _ limits: Limits) -> Double {
        let proposedOrIdeal = proposed ?? limits.ideal
        switch (limits.min, limits.max) {
        case (nil, nil):
            return child
        case (.some, .some):
            return clamp(proposedOrIdeal ?? child, limits)
        case (.some(let minimum), nil):
            guard let proposed = proposedOrIdeal else { return Swift.max(child, minimum) }
            return Swift.max(minimum, Swift.min(child, proposed))
        case (nil, .some(let maximum)):
            guard let proposed = proposedOrIdeal else { return Swift.min(child, maximum) }
            return Swift.min(maximum, Swift.max(child, proposed))
        }
    }

    package func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> CGSize {
        let childSize = child.measure(childProposal(for: proposal), context)
        return CGSize(
            width: Self.frameLength(proposed: proposal.width, child: Double(childSize.width), horizontal),
            height: Self.frameLength(proposed: proposal.height, child: Double(childSize.height), vertical)
        )
    }

    private func childProposal(for proposal: ProposedSize) -> ProposedSize {
        ProposedSize(
            width: Self.childProposal(proposal.width, horizontal),
            height: Self.childProposal(proposal.height, vertical)
        )
    }

    package func childProposal(inFrameOf size: CGSize) -> ProposedSize {
        childProposal(for: ProposedSize(size))
    }
}
