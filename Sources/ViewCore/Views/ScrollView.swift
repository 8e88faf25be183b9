import Foundation
import DisplayList
import LayoutEngine

/// A scrollable view (SwiftUI's `ScrollView`). A widget does not scroll: the content is laid
/// out as in a scroll view (unbounded along the scroll axes, the proposal across them), shown
/// from its start and clipped to the scroll view's bounds, which take the space proposed.
public struct ScrollView<Content: View>: View {
    /// The scrollable content.
    public var content: Content
    /// The scrollable axes.
    public var axes: Axis.Set
    /// Whether the scroll indicators show (they never do in a widget).
    public var showsIndicators: Bool

    /// Creates a scroll view along `axes`.
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    public typealias Body = Never
}

extension ScrollView: PrimitiveView {
    package func resolve(into outputs: inout _ViewOutputs) {
        let axis: LayoutEngine.Axis? = axes == .horizontal ? .horizontal : axes == .vertical ? .vertical : nil
        let children = outputs.context.resolveChildren(content, axis: axis)
        let stack: any LayoutElement = axis == .horizontal
            ? StackElement(axis: .horizontal, alignment: .verticalCenter, spacing: nil, children: children)
            : StackElement(axis: .vertical, alignment: .horizontalCenter, spacing: nil, children: children)
        outputs.elements.append(ScrollElement(
            content: stack, horizontal: axes.contains(.horizontal), vertical: axes.contains(.vertical)))
    }
}

/// A scroll view's layout: the content is proposed nothing along the scrolling axes, placed at
/// the start (centred across), and clipped to the bounds.
final class ScrollElement: LayoutElement {
    let content: any LayoutElement
    let horizontal: Bool
    let vertical: Bool

    init(content: any LayoutElement, horizontal: Bool, vertical: Bool) {
        self.content = content
        self.horizontal = horizontal
        self.vertical = vertical
    }

    private func contentSize(_ proposal: ProposedSize, _ context: LayoutContext) -> CGSize {
        content.measure(ProposedSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height), context)
    }

    func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> CGSize {
        let inner = contentSize(proposal, context)
        func length(_ proposed: Double?, _ own: CGFloat) -> CGFloat {
            guard let proposed else { return own }
            return proposed.isFinite ? CGFloat(proposed) : own
        }
        return CGSize(width: length(proposal.width, inner.width), height: length(proposal.height, inner.height))
    }

    func place(in frame: CGRect, context: LayoutContext, into output: inout DisplayListBuilder) {
        let size = contentSize(ProposedSize(frame.size), context)
        let origin = CGPoint(x: horizontal ? frame.minX : frame.minX + (frame.width - size.width) / 2,
                             y: vertical ? frame.minY : frame.minY + (frame.height - size.height) / 2)
        output.withGroup(clip: Clip(frame: frame, outline: .rectangle)) {
            content.place(in: CGRect(origin: origin, size: size), context: context, into: &$0)
        }
    }
}

extension View {
    /// Whether scrolling is disabled (a widget never scrolls).
    public func scrollDisabled(_ disabled: Bool) -> some View { self }

    /// The visibility of scroll indicators (a widget shows none).
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View { self }
}

/// The visibility of scroll indicators.
public struct ScrollIndicatorVisibility: Sendable, Equatable {
    let kind: Int
    /// The platform's default.
    public static let automatic = ScrollIndicatorVisibility(kind: 0)
    /// Shown.
    public static let visible = ScrollIndicatorVisibility(kind: 1)
    /// Hidden unless the platform insists.
    public static let hidden = ScrollIndicatorVisibility(kind: 2)
    /// Never shown.
    public static let never = ScrollIndicatorVisibility(kind: 3)
}
