package import Foundation
import DisplayList

/// A node of the layout tree: sizes itself for a proposal and places itself in a frame.
///
/// Elements are immutable and shareable across threads. `ViewCore` resolves a SwiftUI view
/// tree into elements; the engine never sees views.
package protocol LayoutElement: AnyObject, Sendable {
    /// The size this element chooses for `proposal` (SwiftUI's `sizeThatFits`).
    func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> CGSize

    /// Emits display items for the element laid out in `frame`.
    ///
    /// `frame.size` is a size this element returned from `sizeThatFits` (its parent proposes it
    /// again to place it), so an element re-derives its children's frames from it.
    func place(in frame: CGRect, context: LayoutContext, into output: inout DisplayListBuilder)

    /// Stacks offer space to higher priorities first (`layoutPriority`).
    var layoutPriority: Double { get }

    /// Non-nil for a `Spacer`: its minimum length along the stack's axis (nil means the default).
    var spacerMinLength: Double?? { get }

    /// The offset of `guide` from the element's top-left, if the element defines it
    /// (text baselines, explicit `alignmentGuide`s). `nil` falls back to the guide's default.
    func explicitAlignment(_ guide: AlignmentKey, size: CGSize, context: LayoutContext) -> Double?

    /// The spacing this element prefers around it (SwiftUI's `ViewSpacing`): what a stack puts
    /// between it and a neighbour when the stack names no spacing. Read it through
    /// ``preferredSpacing(_:)``, which remembers it for the pass.
    func spacing(context: LayoutContext) -> Spacing

    /// The element this one lays out exactly like (a ``ForwardingElement``'s child), else nil:
    /// what ``forwarded(as:)`` walks down, without a protocol cast at each level.
    var forwardedChild: (any LayoutElement)? { get }
}

extension LayoutElement {
    package var layoutPriority: Double { 0 }
    package var spacerMinLength: Double?? { nil }
    package func explicitAlignment(_ guide: AlignmentKey, size: CGSize, context: LayoutContext) -> Double? { nil }
    package func spacing(context: LayoutContext) -> Spacing { .standard }
    package var forwardedChild: (any LayoutElement)? { nil }

    /// ``spacing(context:)``, memoised per layout pass.
    package func preferredSpacing(_ context: LayoutContext) -> Spacing {
        context.cachedSpacing(of: self) { spacing(context: context) }
    }

    /// `sizeThatFits`, memoised per layout pass.
    package func measure(_ proposal: ProposedSize, _ context: LayoutContext) -> CGSize {
        context.cachedSize(of: self, for: proposal) { sizeThatFits(proposal, context: context) }
    }

    /// The value of `guide` for this element, falling back to the guide's default.
    package func alignmentValue(_ guide: AlignmentKey, size: CGSize, context: LayoutContext) -> Double {
        explicitAlignment(guide, size: size, context: context) ?? guide.defaultValue(in: size)
    }
}

/// An alignment guide: which edge, centre or baseline of a view lines up with its siblings.
package enum AlignmentKey: Sendable, Hashable {
    case leading, horizontalCenter, trailing
    case top, verticalCenter, bottom, firstTextBaseline, lastTextBaseline
    /// A custom `AlignmentID`, by name.
    case custom(String, Axis)

    /// The guide's value in a view of `size` that does not define it itself.
    package func defaultValue(in size: CGSize) -> Double {
        switch self {
        case .leading, .top: return 0
        case .horizontalCenter: return Double(size.width) / 2
        case .trailing: return Double(size.width)
        case .verticalCenter: return Double(size.height) / 2
        case .bottom, .firstTextBaseline, .lastTextBaseline: return Double(size.height)
        case .custom(_, let axis): return axis == .horizontal ? 0 : 0
        }
    }

    package var axis: Axis {
        switch self {
        case .leading, .horizontalCenter, .trailing: return .horizontal
        case .custom(_, let axis): return axis
        default: return .vertical
        }
    }
}

/// A two-dimensional alignment (`.topLeading`, `.center`, …).
package struct Alignment2D: Sendable, Hashable {
    package var horizontal: AlignmentKey
    package var vertical: AlignmentKey

    package init(horizontal: AlignmentKey, vertical: AlignmentKey) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    package static let center = Alignment2D(horizontal: .horizontalCenter, vertical: .verticalCenter)
    package static let topLeading = Alignment2D(horizontal: .leading, vertical: .top)
}
