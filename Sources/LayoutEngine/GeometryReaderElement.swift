package import Foundation
import DisplayList

/// SwiftUI's `GeometryReader`: takes the whole proposal (10 points for an unspecified
/// dimension, as SwiftUI), and builds its content only when placed, from the frame it got and
/// the named coordinate spaces around it. The content is proposed the reader's size and
/// placed at its top-leading corner.
package final class GeometryReaderElement: LayoutElement {
    /// Builds the content for the reader's frame (in widget coordinates), the frames of the
    /// named coordinate spaces enclosing it and the anchor frames recorded so far.
    package typealias MakeContent = @Sendable (CGRect, [String: CGRect], [Int: CGRect]) -> any LayoutElement

    let makeContent: MakeContent

    package init(makeContent: @escaping MakeContent) {
        self.makeContent = makeContent
    }

    package func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    package func place(in frame: CGRect, context: LayoutContext, into output: inout DisplayListBuilder) {
        guard frame.width.isFinite, frame.height.isFinite else {
            LayoutWarnings.once("geometry-infinite", "GeometryReader placed in an infinite frame \(frame): its content is not drawn")
            return
        }
        let content = makeContent(frame, output.coordinateSpaces, output.anchorFrames)
        // Measured and placed by identity: it must outlive the pass (see `keepAlive`).
        context.keepAlive(content)
        let proposal = ProposedSize(frame.size)
        let size = content.measure(proposal, context)
        content.place(in: CGRect(origin: frame.origin, size: size), context: context, into: &output)
    }
}

/// `coordinateSpace(name:)`: records its frame under a name while its content is placed, for
/// `GeometryProxy.frame(in: .named(name))`.
package final class CoordinateSpaceElement: ForwardingElement {
    package let child: any LayoutElement
    let name: String

    package init(child: any LayoutElement, name: String) {
        self.child = child
        self.name = name
    }

    package func place(in frame: CGRect, context: LayoutContext, into output: inout DisplayListBuilder) {
        let saved = output.coordinateSpaces[name]
        output.coordinateSpaces[name] = frame
        child.place(in: frame, context: context, into: &output)
        output.coordinateSpaces[name] = saved
    }
}

/// `.position(x:y:)`: takes the whole proposal (like a flexible frame) and centres its child,
/// sized for that proposal, on a point of its own coordinate space.
package final class PositionElement: LayoutElement {
    package let child: any LayoutElement
    let x: Double
    let y: Double

    package init(child: any LayoutElement, x: Double, y: Double) {
        self.child = child
        self.x = x.isFinite ? x : 0
        self.y = y.isFinite ? y : 0
    }

    package var layoutPriority: Double { child.layoutPriority }

    package func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    package func place(in frame: CGRect, context: LayoutContext, into output: inout DisplayListBuilder) {
        let size = child.measure(ProposedSize(frame.size), context)
        let origin = CGPoint(x: frame.minX + x - size.width / 2, y: frame.minY + y - size.height / 2)
        child.place(in: CGRect(origin: origin, size: size), context: context, into: &output)
    }
}

/// `.zIndex(_:)`: lays out as its child; a ZStack (and an overlay's members) paints higher
/// values later, on top.
package final class ZIndexElement: ForwardingElement {
    package let child: any LayoutElement
    package let zIndex: Double

    package init(child: any LayoutElement, zIndex: Double) {
        self.child = child
        self.zIndex = zIndex.isNaN ? 0 : zIndex
    }

    package func place(in frame: CGRect, context: LayoutContext, into output: inout DisplayListBuilder) {
        child.place(in: frame, context: context, into: &output)
    }
}

extension LayoutElement {
    /// The painting order key of `zIndex(_:)` (0 when not set).
    package var zIndex: Double { forwarded(as: ZIndexElement.self)?.zIndex ?? 0 }

    /// The order a container paints `children` in: by `zIndex`, stably; nil when none sets
    /// one (then in order, and nothing is allocated).
    static func paintOrder(of children: [any LayoutElement]) -> [Int]? {
        guard children.contains(where: { $0.zIndex != 0 }) else { return nil }
        let zIndices = children.map(\.zIndex)
        return children.indices.sorted { (zIndices[$0], $0) < (zIndices[$1], $1) }
    }
}

/// `ViewThatFits`: the first child whose ideal size fits the proposal along the constrained
/// axes, else the last child.
package final class ViewThatFitsElement: LayoutElement {
    package let children: [any LayoutElement]
    let horizontal: Bool
    let vertical: Bool

    package init(children: [any LayoutElement], horizontal: Bool, vertical: Bool) {
        self.children = children
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// The index of the child chosen for `proposal`: its ideal size on the constrained axes
    /// (the proposal on the others) fits within the proposal.
    private func chosenIndex(for proposal: ProposedSize, context: LayoutContext) -> Int {
        let probe = ProposedSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
        for (index, child) in children.enumerated().dropLast() {
            let ideal = child.measure(probe, context)
            let fitsWidth = !horizontal || proposal.width.map { Double(ideal.width) <= $0 + 0.001 } ?? true
            let fitsHeight = !vertical || proposal.height.map { Double(ideal.height) <= $0 + 0.001 } ?? true
            if fitsWidth && fitsHeight { return index }
        }
        return children.count - 1
    }

    /// The choice for `proposal` and the size it took, memoised in the pass's stack memo (the
    /// child's index stands in a stack result's `firstFrame`) so placing finds the choice that
    /// made a size: a last child wider than the proposal must not be swapped for one that fits it.
    private func layout(_ proposal: ProposedSize, _ context: LayoutContext) -> StackLayoutResult {
        context.stacks.result(of: self, for: proposal) {
            let index = chosenIndex(for: proposal, context: context)
            return StackLayoutResult(size: children[index].measure(proposal, context), firstFrame: index)
        }
    }

    private func child(sized size: CGSize, _ context: LayoutContext) -> any LayoutElement {
        let placed = context.stacks.result(of: self, sized: size) ?? layout(ProposedSize(size), context)
        return children[placed.firstFrame]
    }

    package func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> CGSize {
        children.isEmpty ? .zero : layout(proposal, context).size
    }

    package func place(in frame: CGRect, context: LayoutContext, into output: inout DisplayListBuilder) {
        guard !children.isEmpty else { return }
        child(sized: frame.size, context).place(in: frame, context: context, into: &output)
    }

    package func explicitAlignment(_ guide: AlignmentKey, size: CGSize, context: LayoutContext) -> Double? {
        guard !children.isEmpty else { return nil }
        return child(sized: size, context).explicitAlignment(guide, size: size, context: context)
    }
}

/// `anchorPreference(key:value:transform:)`: lays out as its child and records the frame it
/// is placed in under its anchor's id, for `GeometryProxy[anchor]`. Several elements (a
/// group's members) with one id record the union of their frames.
package final class AnchorElement: ForwardingElement {
    package let child: any LayoutElement
    let id: Int

    package init(child: any LayoutElement, id: Int) {
        self.child = child
        self.id = id
    }

    package func place(in frame: CGRect, context: LayoutContext, into output: inout DisplayListBuilder) {
        if frame.minX.isFinite, frame.minY.isFinite, frame.width.isFinite, frame.height.isFinite {
            output.anchorFrames[id] = output.anchorFrames[id].map { $0.union(frame) } ?? frame
        } else {
            LayoutWarnings.once("anchor-infinite", "An anchor preference's view was placed in a non-finite frame \(frame): its anchor resolves to an empty rectangle")
        }
        child.place(in: frame, context: context, into: &output)
    }
}
