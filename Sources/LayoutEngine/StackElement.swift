public import Foundation
import DisplayList

/// `HStack` / `VStack`: offers space to children in order of flexibility (least flexible
/// first, higher `layoutPriority` groups before lower ones), splitting what is left equally
/// among the children not yet sized, and aligns them across the axis with alignment guides.
///
/// Within one priority group, `Spacer`s are sized last: the other children share the length
/// less the spacers' minimum lengths, then the spacers share what is left equally. So
/// `HStack { Text(long); Spacer() }` gives the text all but the spacer's minimum length, while
/// `HStack { Color.red; Text(long); Color.blue }` still gives the text an equal share.
public final class StackElement: LayoutElement {
    public let axis: Axis
    /// The cross-axis alignment guide (`.leading` for `VStack(alignment: .leading)`).
    public let alignment: AlignmentKey
    /// Space between adjacent children; `nil` uses the default of 8 points.
    public let spacing: Double?
    public let children: [any LayoutElement]

    /// SwiftUI's default distance between adjacent views in a stack.
    public static let defaultSpacing = 8.0
    /// A `Spacer`'s minimum length in a stack when it does not name one.
    public static let defaultSpacerLength = 8.0

    public init(axis: Axis, alignment: AlignmentKey, spacing: Double?, children: [any LayoutElement]) {
        self.axis = axis
        self.alignment = alignment
        self.spacing = spacing.map { $0.isFinite ? $0 : 0 }
        self.children = children
    }

    public var layoutPriority: Double { 0 }

    public func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> CGSize {
        layout(proposal, context).size
    }

    public func place(in frame: CGRect, context: LayoutContext, into output: inout DisplayListBuilder) {
        let result = context.stackLayout(of: self, sized: frame.size) ?? layout(ProposedSize(frame.size), context)
        for (child, childFrame) in zip(children, result.frames) {
            child.place(in: childFrame.offsetBy(dx: frame.minX, dy: frame.minY), context: context, into: &output)
        }
    }

    public func explicitAlignment(_ guide: AlignmentKey, size: CGSize, context: LayoutContext) -> Double? {
        guard guide == .firstTextBaseline || guide == .lastTextBaseline else { return nil }
        let result = context.stackLayout(of: self, sized: size) ?? layout(ProposedSize(size), context)
        let ordered = guide == .firstTextBaseline
            ? Array(zip(children, result.frames)) : Array(zip(children, result.frames).reversed())
        for (child, frame) in ordered {
            if let value = child.explicitAlignment(guide, size: frame.size, context: context) {
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

    /// The size of `child` for `main` along the axis and the stack's cross proposal.
    private func measure(_ child: any LayoutElement, main: Double?, cross: Double?, _ context: LayoutContext) -> CGSize {
        if let minimum = spacerLength(child) {
            let length = max(minimum, main ?? minimum)
            return CGSize(axis: axis, main: length, cross: 0)
        }
        var proposal = ProposedSize.unspecified
        proposal[axis] = main
        proposal[axis.other] = cross
        return child.measure(proposal, context)
    }

    private func layout(_ proposal: ProposedSize, _ context: LayoutContext) -> Result {
        context.cachedStackLayout(of: self, for: proposal) { computeLayout(proposal, context) }
    }

    private typealias Result = StackLayoutResult

    private func computeLayout(_ proposal: ProposedSize, _ context: LayoutContext) -> Result {
        let count = children.count
        guard count > 0 else { return Result(size: .zero, frames: []) }
        let gap = spacing ?? Self.defaultSpacing
        let totalSpacing = gap * Double(count - 1)
        let cross = proposal[axis.other]
        var sizes = [CGSize](repeating: .zero, count: count)

        if let proposedMain = proposal[axis] {
            // Flexibility: how much a child can grow between its smallest and largest size.
            var minimums = [Double](repeating: 0, count: count)
            var flexibility = [Double](repeating: 0, count: count)
            var isSpacer = [Bool](repeating: false, count: count)
            var priorities = [Double](repeating: 0, count: count)
            for (index, child) in children.enumerated() {
                let small = measure(child, main: 0, cross: cross, context)[axis]
                let large = measure(child, main: .infinity, cross: cross, context)[axis]
                minimums[index] = small
                flexibility[index] = large - small
                isSpacer[index] = child.spacerMinLength != nil
                priorities[index] = child.layoutPriority
            }
            var remaining = max(proposedMain - totalSpacing, 0)
            if proposedMain.isInfinite { remaining = .infinity }
            let uniform = priorities.allSatisfy { $0 == priorities[0] }
            let levels = uniform ? [priorities[0]] : Set(priorities).sorted(by: >)

            /// Offers `indices` (in order) equal shares of what is left after `reserved`.
            func distribute(_ indices: [Int], reserving reserved: Double) {
                var available = max(remaining - reserved, 0)
                var unsized = indices.count
                for index in indices {
                    let offer = available / Double(unsized)
                    let size = measure(children[index], main: offer, cross: cross, context)
                    sizes[index] = size
                    available = max(available - size[axis], 0)
                    remaining = max(remaining - size[axis], 0)
                    unsized -= 1
                }
            }

            var group: [Int] = [], spacers: [Int] = []
            group.reserveCapacity(count)
            for level in levels {
                group.removeAll(keepingCapacity: true)
                spacers.removeAll(keepingCapacity: true)
                // Lower-priority children keep at least their minimum length.
                var reservedForLower = 0.0, reservedForSpacers = 0.0
                for index in 0..<count {
                    if uniform || priorities[index] == level {
                        if isSpacer[index] {
                            spacers.append(index)
                            reservedForSpacers += minimums[index]
                        } else {
                            group.append(index)
                        }
                    } else if priorities[index] < level {
                        reservedForLower += minimums[index]
                    }
                }
                // Within a group, spacers are sized after the other children: those share the
                // length less the spacers' minimum lengths, then the spacers share what is left.
                group.sort { flexibility[$0] < flexibility[$1] }
                distribute(group, reserving: reservedForLower + reservedForSpacers)
                distribute(spacers, reserving: reservedForLower)
            }
        } else {
            for (index, child) in children.enumerated() {
                sizes[index] = measure(child, main: nil, cross: cross, context)
            }
        }

        // Cross-axis placement by alignment guides; main-axis placement in order.
        let crossGuides = children.indices.map { index in
            spacerLength(children[index]) != nil
                ? alignment.defaultValue(in: sizes[index])
                : children[index].alignmentValue(alignment, size: sizes[index], context: context)
        }
        let maxGuide = crossGuides.max() ?? 0
        var crossExtent = 0.0
        for index in children.indices {
            crossExtent = max(crossExtent, maxGuide - crossGuides[index] + sizes[index][axis.other])
        }
        var frames: [CGRect] = []
        var position = 0.0
        for index in children.indices {
            let crossOrigin = maxGuide - crossGuides[index]
            let size = sizes[index]
            let origin = axis == .horizontal
                ? CGPoint(x: position, y: crossOrigin) : CGPoint(x: crossOrigin, y: position)
            frames.append(CGRect(origin: origin, size: size))
            position += size[axis] + (index < count - 1 ? gap : 0)
        }
        return Result(size: CGSize(axis: axis, main: position, cross: crossExtent), frames: frames)
    }
}

/// The size a stack chose for a proposal and its children's frames.
struct StackLayoutResult {
    var size: CGSize
    var frames: [CGRect]
}

/// `Spacer`: grows along its stack's axis; outside a stack, in both directions.
public final class SpacerElement: LayoutElement {
    public let minLength: Double?

    public init(minLength: Double?) {
        self.minLength = minLength.map { $0.isFinite && $0 >= 0 ? $0 : 0 }
    }

    public var spacerMinLength: Double?? { .some(minLength) }

    public func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> CGSize {
        let minimum = minLength ?? StackElement.defaultSpacerLength
        func length(_ proposed: Double?) -> Double {
            guard let proposed else { return minimum }
            return max(proposed, minimum)
        }
        return CGSize(width: length(proposal.width), height: length(proposal.height))
    }

    public func place(in frame: CGRect, context: LayoutContext, into output: inout DisplayListBuilder) {}
}
