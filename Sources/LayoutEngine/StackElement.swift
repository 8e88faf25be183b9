package import Foundation
import DisplayList

/// `HStack` / `VStack`: offers space to children in order of flexibility (least flexible
/// first, higher `layoutPriority` groups before lower ones), splitting what is left equally
/// among the children not yet sized, and aligns them across the axis with alignment guides.
///
/// Within one priority group, `Spacer`s are sized last: the other children share the length
/// less the spacers' minimum lengths, then the spacers share what is left equally. So
/// `HStack { Text(long); Spacer() }` gives the text all but the spacer's minimum length, while
/// `HStack { Color.red; Text(long); Color.blue }` still gives the text an equal share.
package final class StackElement: LayoutElement {
    package let axis: Axis
    /// The cross-axis alignment guide (`.leading` for `VStack(alignment: .leading)`).
    package let alignment: AlignmentKey
    /// Space between adjacent children; `nil` spaces each pair as they prefer (see ``Spacing``).
    package let spacing: Double?
    package let children: [any LayoutElement]
    /// The order children are painted in when some set a `zIndex` (nil: in order).
    private let paintOrder: [Int]?

    /// SwiftUI's distance between adjacent views that have no preference for each other.
    package static let defaultSpacing = 8.0
    /// A `Spacer`'s minimum length in a stack when it does not name one.
    package static let defaultSpacerLength = 8.0

    package init(axis: Axis, alignment: AlignmentKey, spacing: Double?, children: [any LayoutElement]) {
        self.axis = axis
        self.alignment = alignment
        self.spacing = spacing.map { $0.isFinite ? $0 : 0 }
        self.children = children
        self.paintOrder = Self.paintOrder(of: children)
    }

    package var layoutPriority: Double { 0 }

    package func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> CGSize {
        layout(proposal, context).size
    }

    package func place(in frame: CGRect, context: LayoutContext, into output: inout DisplayListBuilder) {
        // Frames are read one at a time: placing a child may lay out and append more frames.
        let first = placedLayout(frame.size, context).firstFrame
        if let paintOrder {
            // `zIndex` changes only the painting order (higher on top), not the layout.
            for offset in paintOrder {
                let childFrame = context.stackFrames[first + offset]
                children[offset].place(in: childFrame.offsetBy(dx: frame.minX, dy: frame.minY), context: context, into: &output)
            }
            return
        }
        for (offset, child) in children.enumerated() {
            let childFrame = context.stackFrames[first + offset]
            child.place(in: childFrame.offsetBy(dx: frame.minX, dy: frame.minY), context: context, into: &output)
        }
    }

    package func explicitAlignment(_ guide: AlignmentKey, size: CGSize, context: LayoutContext) -> Double? {
        guard guide == .firstTextBaseline || guide == .lastTextBaseline else { return nil }
        let first = placedLayout(size, context).firstFrame
        for step in children.indices {
            let index = guide == .firstTextBaseline ? step : children.count - 1 - step
            let frame = context.stackFrames[first + index]
            if let value = children[index].explicitAlignment(guide, size: frame.size, context: context) {
                return value + Double(frame.minY)
            }
        }
        return nil
    }

    // MARK: - The algorithm


    private func spacerLength(_ child: any LayoutElement) -> Double? {
        guard let declared = child.spacerMinLength else { return nil }
        return declared ?? Self.defaultSpacerLength
    }

    /// The size of `child` for `main` along the axis and the stack's cross proposal; a spacer
    /// (`spacerMinimum` not nil) is its length along the axis and nothing across.
    private func measure(
        _ child: any LayoutElement, spacerMinimum: Double?, main: Double?, cross: Double?, _ context: LayoutContext
    ) -> CGSize {
        if let minimum = spacerMinimum {
            let length = max(minimum, main ?? minimum)
            return CGSize(axis: axis, main: length, cross: 0)
        }
        var proposal = ProposedSize.unspecified
        proposal[axis] = main
        proposal[axis.other] = cross
        return child.measure(proposal, context)
    }

    private func layout(_ proposal: ProposedSize, _ context: LayoutContext) -> Result {
        context.stacks.result(of: self, for: proposal) { computeLayout(proposal, context) }
    }

    /// The layout that chose `size` (see `LayoutMemo`), or the layout for `size` proposed.
    private func placedLayout(_ size: CGSize, _ context: LayoutContext) -> Result {
        context.stacks.result(of: self, sized: size) ?? layout(ProposedSize(size), context)
    }

    private typealias Result = StackLayoutResult

    /// What the algorithm tracks per child while it sizes the children.
    private struct ChildState {
        var size = CGSize.zero
        var minimum = 0.0
        var flexibility = 0.0
        var priority = 0.0
        /// The minimum length of a `Spacer` child; nil for other children.
        var spacerMinimum: Double?
        var isSpacer: Bool { spacerMinimum != nil }
        /// The child's cross-axis alignment guide, once sized.
        var guide = 0.0
        /// The space between the previous child and this one.
        var gapBefore = 0.0
    }

    private func computeLayout(_ proposal: ProposedSize, _ context: LayoutContext) -> Result {
        let count = children.count
        guard count > 0 else { return Result(size: .zero, firstFrame: 0) }
        // One scratch buffer for the children's state and one for index lists, on the stack.
        return withUnsafeTemporaryAllocation(of: ChildState.self, capacity: count) { states in
            states.initialize(repeating: ChildState())
            return withUnsafeTemporaryAllocation(of: Int.self, capacity: 2 * count) { indices in
                computeLayout(proposal, context, states: states, indices: indices)
            }
        }
    }

    private func computeLayout(
        _ proposal: ProposedSize, _ context: LayoutContext,
        states: UnsafeMutableBufferPointer<ChildState>, indices: UnsafeMutableBufferPointer<Int>
    ) -> Result {
        let count = children.count
        // Without a spacing of its own, the stack spaces each pair of neighbours as they prefer.
        var totalSpacing = 0.0
        for index in 1..<max(count, 1) {
            let gap = spacing ?? defaultGap(before: index, context)
            states[index].gapBefore = gap
            totalSpacing += gap
        }
        let cross = proposal[axis.other]
        for index in 0..<count {
            states[index].spacerMinimum = spacerLength(children[index])
        }

        if let proposedMain = proposal[axis] {
            // Flexibility: how much a child can grow between its smallest and largest size.
            var uniform = true
            var highest = -Double.infinity
            for index in 0..<count {
                let child = children[index], spacerMinimum = states[index].spacerMinimum
                let small = measure(child, spacerMinimum: spacerMinimum, main: 0, cross: cross, context)[axis]
                let large = measure(child, spacerMinimum: spacerMinimum, main: .infinity, cross: cross, context)[axis]
                states[index].minimum = small
                states[index].flexibility = large - small
                let priority = child.layoutPriority
                states[index].priority = priority
                if priority != states[0].priority { uniform = false }
                highest = max(highest, priority)
            }
            var remaining = max(proposedMain - totalSpacing, 0)
            if proposedMain.isInfinite { remaining = .infinity }

            /// Offers the children at `indices[range]` (in order) equal shares of what is left
            /// after `reserved`.
            func distribute(_ range: Range<Int>, reserving reserved: Double) {
                var available = max(remaining - reserved, 0)
                var unsized = range.count
                for position in range {
                    let index = indices[position]
                    let offer = available / Double(unsized)
                    let size = measure(children[index], spacerMinimum: states[index].spacerMinimum, main: offer, cross: cross, context)
                    states[index].size = size
                    available = max(available - size[axis], 0)
                    remaining = max(remaining - size[axis], 0)
                    unsized -= 1
                }
            }

            // Priority groups from the highest; with one priority, a single group.
            var level = highest
            while true {
                // The group's children at the front of `indices`, its spacers from `count` on.
                var groupCount = 0, spacerCount = 0
                var reservedForLower = 0.0, reservedForSpacers = 0.0
                for index in 0..<count {
                    let state = states[index]
                    if uniform || state.priority == level {
                        if state.isSpacer {
                            indices[count + spacerCount] = index
                            spacerCount += 1
                            reservedForSpacers += state.minimum
                        } else {
                            indices[groupCount] = index
                            groupCount += 1
                        }
                    } else if state.priority < level {
                        reservedForLower += state.minimum
                    }
                }
                // Within a group, spacers are sized after the other children: those share the
                // length less the spacers' minimum lengths, then the spacers share what is left.
                var group = UnsafeMutableBufferPointer(rebasing: indices[0..<groupCount])
                group.sort { states[$0].flexibility < states[$1].flexibility }
                distribute(0..<groupCount, reserving: reservedForLower + reservedForSpacers)
                distribute(count..<(count + spacerCount), reserving: reservedForLower)
                // The next lower priority, if any.
                guard !uniform else { break }
                var next = -Double.infinity
                for index in 0..<count where states[index].priority < level {
                    next = max(next, states[index].priority)
                }
                guard next > -.infinity else { break }
                level = next
            }
        } else {
            for index in 0..<count {
                states[index].size = measure(
                    children[index], spacerMinimum: states[index].spacerMinimum, main: nil, cross: cross, context)
            }
        }

        // Cross-axis placement by alignment guides; main-axis placement in order.
        var maxGuide = -Double.infinity
        for index in 0..<count {
            let size = states[index].size
            let guide = states[index].isSpacer
                ? alignment.defaultValue(in: size)
                : children[index].alignmentValue(alignment, size: size, context: context)
            states[index].guide = guide
            maxGuide = max(maxGuide, guide)
        }
        var crossExtent = 0.0
        for index in 0..<count {
            crossExtent = max(crossExtent, maxGuide - states[index].guide + states[index].size[axis.other])
        }
        var position = 0.0
        let firstFrame = context.stackFrames.append(count: count) { index in
            let crossOrigin = maxGuide - states[index].guide
            let size = states[index].size
            position += states[index].gapBefore
            let origin = axis == .horizontal
                ? CGPoint(x: position, y: crossOrigin) : CGPoint(x: crossOrigin, y: position)
            position += size[axis]
            return CGRect(origin: origin, size: size)
        }
        return Result(size: CGSize(axis: axis, main: position, cross: crossExtent), firstFrame: firstFrame)
    }
}

/// The size a stack chose for a proposal and where its children's frames start in the pass's
/// ``LayoutContext/stackFrames`` (one frame per child, in order).
struct StackLayoutResult {
    var size: CGSize
    var firstFrame: Int
}

/// `Spacer`: grows along its stack's axis; outside a stack, in both directions.
package final class SpacerElement: LayoutElement {
    package let minLength: Double?

    package init(minLength: Double?) {
        self.minLength = minLength.map { $0.isFinite && $0 >= 0 ? $0 : 0 }
    }

    package var spacerMinLength: Double?? { .some(minLength) }

    package func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> CGSize {
        let minimum = minLength ?? StackElement.defaultSpacerLength
        func length(_ proposed: Double?) -> Double {
            guard let proposed else { return minimum }
            return max(proposed, minimum)
        }
        return CGSize(width: length(proposal.width), height: length(proposal.height))
    }

    package func place(in frame: CGRect, context: LayoutContext, into output: inout DisplayListBuilder) {}
}
