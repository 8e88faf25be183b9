package import Foundation
import DisplayList

/// `fixedSize(horizontal:vertical:)`: replaces the proposal by "unspecified" on the fixed
/// axes, so the child takes its ideal size there.
package final class FixedSizeElement: LayoutElement {
    package let child: any LayoutElement
    package let horizontal: Bool
    package let vertical: Bool

    package init(child: any LayoutElement, horizontal: Bool, vertical: Bool) {
        self.child = child
        self.horizontal = horizontal
        self.vertical = vertical
    }

    package var layoutPriority: Double { child.layoutPriority }

    private func inner(_ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }

    package func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> CGSize {
        child.measure(inner(proposal), context)
    }

    /// Places the child as SwiftUI does: sized with the ideal length on the fixed axes, then
    /// proposed that size, so its flexible descendants stretch to it (a bar beside two lines
    /// of text under `fixedSize(horizontal: false, vertical: true)` is as tall as the text).
    ///
    /// Measuring with the concrete proposal first records the stacks' layouts for it, which
    /// placing then finds by their size (see `LayoutMemo`).
    package func place(in frame: CGRect, context: LayoutContext, into output: inout DisplayListBuilder) {
        let ideal = child.measure(inner(ProposedSize(frame.size)), context)
        guard horizontal || vertical else {
            child.place(in: CGRect(origin: frame.origin, size: ideal), context: context, into: &output)
            return
        }
        let size = child.measure(ProposedSize(ideal), context)
        let origin = CGPoint(x: frame.minX + (ideal.width - size.width) / 2, y: frame.minY + (ideal.height - size.height) / 2)
        child.place(in: CGRect(origin: origin, size: size), context: context, into: &output)
    }

    package func explicitAlignment(_ guide: AlignmentKey, size: CGSize, context: LayoutContext) -> Double? {
        child.explicitAlignment(guide, size: size, context: context)
    }
}

/// `layoutPriority(_:)`.
package final class PriorityElement: ForwardingElement {
    package let child: any LayoutElement
    package let layoutPriority: Double

    package init(child: any LayoutElement, priority: Double) {
        self.child = child
        self.layoutPriority = priority.isFinite ? priority : 0
    }

    package func place(in frame: CGRect, context: LayoutContext, into output: inout DisplayListBuilder) {
        child.place(in: frame, context: context, into: &output)
    }
}

/// `alignmentGuide(_:computeValue:)`: overrides one guide of its child.
package final class AlignmentGuideElement: ForwardingElement {
    package let child: any LayoutElement
    package let guide: AlignmentKey
    /// Receives the child's size and its default value for the guide.
    package let compute: @Sendable (CGSize, Double) -> Double

    package init(child: any LayoutElement, guide: AlignmentKey, compute: @escaping @Sendable (CGSize, Double) -> Double) {
        self.child = child
        self.guide = guide
        self.compute = compute
    }

    package func place(in frame: CGRect, context: LayoutContext, into output: inout DisplayListBuilder) {
        child.place(in: frame, context: context, into: &output)
    }

    package func explicitAlignment(_ guide: AlignmentKey, size: CGSize, context: LayoutContext) -> Double? {
        if guide == self.guide {
            return compute(size, child.alignmentValue(guide, size: size, context: context))
        }
        return child.explicitAlignment(guide, size: size, context: context)
    }
}
