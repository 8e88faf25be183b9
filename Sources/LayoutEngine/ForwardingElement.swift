package import Foundation

/// An element that lays out exactly like its child and only changes how the child is drawn,
/// described or prioritised (effects, offsets, links, accessibility, …).
///
/// Conforming types get the child's size, layout priority, spacer behaviour and alignment
/// guides; they implement `place(in:context:into:)` and override what they change.
package protocol ForwardingElement: LayoutElement {
    /// The element laid out.
    var child: any LayoutElement { get }
}

extension LayoutElement {
    /// This element, or the first of type `T` among the elements it forwards to (so a setting
    /// such as `zIndex` or `gridCellColumns` is still found under `.opacity` or `.offset`).
    package func forwarded<T: LayoutElement>(as type: T.Type) -> T? {
        var current: any LayoutElement = self
        while true {
            if let found = current as? T { return found }
            guard let next = current.forwardedChild else { return nil }
            current = next
        }
    }
}

extension ForwardingElement {
    package var forwardedChild: (any LayoutElement)? { child }
    package var layoutPriority: Double { child.layoutPriority }
    package var spacerMinLength: Double?? { child.spacerMinLength }

    package func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> CGSize {
        child.measure(proposal, context)
    }

    package func explicitAlignment(_ guide: AlignmentKey, size: CGSize, context: LayoutContext) -> Double? {
        child.explicitAlignment(guide, size: size, context: context)
    }

    package func spacing(context: LayoutContext) -> Spacing { child.preferredSpacing(context) }
}
