package import Foundation
import DisplayList

/// Overlays children, aligned (SwiftUI's `ZStack`): proposes its proposal to every child and
/// takes the union of their aligned frames.
package final class ZStackElement: LayoutElement {
    package let children: [any LayoutElement]
    package let alignment: Alignment2D
    /// The order children are painted in: by `zIndex` (stably), nil when none sets one (then
    /// in order). Worked out once, as elements are immutable, not on every placement.
    private let paintOrder: [Int]?

    package init(alignment: Alignment2D = .center, children: [any LayoutElement]) {
        self.alignment = alignment
        self.children = children
        paintOrder = Self.paintOrder(of: children)
    }

    package var layoutPriority: Double { children.map(\.layoutPriority).max() ?? 0 }

    package func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> CGSize {
        frames(for: proposal, context: context).bounds.size
    }

    package func place(in frame: CGRect, context: LayoutContext, into output: inout DisplayListBuilder) {
        let layout = frames(for: ProposedSize(frame.size), context: context)
        // Aligned frames are relative to the alignment point; shift so the union starts at the frame.
        // `zIndex` orders painting (stably); layout order is unchanged.
        func placeChild(_ index: Int) {
            let childFrame = layout.frames[index]
            let origin = CGPoint(
                x: frame.minX + childFrame.minX - layout.bounds.minX + (frame.width - layout.bounds.width) * 0,
                y: frame.minY + childFrame.minY - layout.bounds.minY
            )
            children[index].place(in: CGRect(origin: origin, size: childFrame.size), context: context, into: &output)
        }
        if let paintOrder {
            for index in paintOrder { placeChild(index) }
        } else {
            for index in children.indices { placeChild(index) }
        }
    }

    package func explicitAlignment(_ guide: AlignmentKey, size: CGSize, context: LayoutContext) -> Double? {
        // Baselines come from the first child that has one.
        guard guide == .firstTextBaseline || guide == .lastTextBaseline else { return nil }
        let layout = frames(for: ProposedSize(size), context: context)
        for (child, frame) in zip(children, layout.frames) {
            if let value = child.explicitAlignment(guide, size: frame.size, context: context) {
                return value + Double(frame.minY - layout.bounds.minY)
            }
        }
        return nil
    }

    private func frames(for proposal: ProposedSize, context: LayoutContext) -> (frames: [CGRect], bounds: CGRect) {
        var frames: [CGRect] = []
        var bounds = CGRect.null
        for child in children {
            let size = child.measure(proposal, context)
            let x = -child.alignmentValue(alignment.horizontal, size: size, context: context)
            let y = -child.alignmentValue(alignment.vertical, size: size, context: context)
            let rect = CGRect(x: x, y: y, width: Double(size.width), height: Double(size.height))
            frames.append(rect)
            bounds = bounds.union(rect)
        }
        if bounds.isNull { bounds = .zero }
        return (frames, bounds)
    }
}

/// Several elements that a single slot received (a `Group` or a multi-view body where one
/// view was expected): laid out on top of each other, centred, as SwiftUI does.
package typealias GroupElement = ZStackElement

extension ZStackElement {
    package convenience init(children: [any LayoutElement]) {
        self.init(alignment: .center, children: children)
    }
}
