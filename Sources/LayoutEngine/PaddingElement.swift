package import Foundation
import DisplayList

/// Insets from each edge, in points.
package struct Insets: Sendable, Hashable {
    package var top: Double
    package var leading: Double
    package var bottom: Double
    package var trailing: Double

    package init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        func clean(_ v: Double) -> Double { v.isFinite ? v : 0 }
        self.top = clean(top)
        self.leading = clean(leading)
        self.bottom = clean(bottom)
        self.trailing = clean(trailing)
    }

    package static let zero = Insets(top: 0, leading: 0, bottom: 0, trailing: 0)
    package var horizontal: Double { leading + trailing }
    package var vertical: Double { top + bottom }
}

/// `padding`: proposes its proposal less the insets and adds them to the child's size.
package final class PaddingElement: LayoutElement {
    package let child: any LayoutElement
    package let insets: Insets

    package init(child: any LayoutElement, insets: Insets) {
        self.child = child
        self.insets = insets
    }

    package var layoutPriority: Double { child.layoutPriority }

    private func inner(_ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(
            width: proposal.width.map { max($0 - insets.horizontal, 0) },
            height: proposal.height.map { max($0 - insets.vertical, 0) }
        )
    }

    package func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> CGSize {
        let size = child.measure(inner(proposal), context)
        return CGSize(width: Double(size.width) + insets.horizontal, height: Double(size.height) + insets.vertical)
    }

    private func childFrame(in frame: CGRect, context: LayoutContext) -> CGRect {
        let size = child.measure(inner(ProposedSize(frame.size)), context)
        return CGRect(x: Double(frame.minX) + insets.leading, y: Double(frame.minY) + insets.top,
                      width: Double(size.width), height: Double(size.height))
    }

    package func place(in frame: CGRect, context: LayoutContext, into output: inout DisplayListBuilder) {
        child.place(in: childFrame(in: frame, context: context), context: context, into: &output)
    }

    package func explicitAlignment(_ guide: AlignmentKey, size: CGSize, context: LayoutContext) -> Double? {
        let frame = childFrame(in: CGRect(origin: .zero, size: size), context: context)
        return forwardedAlignment(guide, child: child, childFrame: frame, context: context)
    }
}
