package import Foundation
package import DisplayList

/// Draws its child in a group carrying filters, a blend mode or isolation (`blur`, `grayscale`,
/// `blendMode`, `compositingGroup`…). Layout passes through unchanged.
package final class GraphicsEffectElement: ForwardingElement {
    package let child: any LayoutElement
    /// The group's effects (its children are ignored).
    package let template: GroupItem

    package init(child: any LayoutElement, filters: [GraphicsFilter]? = nil, blendMode: BlendModeSpec? = nil, isolated: Bool? = nil) {
        self.child = child
        self.template = GroupItem(filters: filters, blendMode: blendMode, isolated: isolated, children: [])
    }

    package func place(in frame: CGRect, context: LayoutContext, into output: inout DisplayListBuilder) {
        output.withGroup(like: template) { output in
            child.place(in: frame, context: context, into: &output)
        }
    }
}

/// `invalidatableContent()`: its child in a group marked invalidatable (shown as pending on the
/// home screen while an App Intent of the widget runs).
package final class InvalidatableElement: ForwardingElement {
    package let child: any LayoutElement

    package init(child: any LayoutElement) {
        self.child = child
    }

    package func place(in frame: CGRect, context: LayoutContext, into output: inout DisplayListBuilder) {
        output.withGroup(like: GroupItem(invalidatable: true, children: [])) { output in
            child.place(in: frame, context: context, into: &output)
        }
    }
}

/// `mask(alignment:_:)`: the mask is proposed the content's size and aligned on it like an
/// overlay; the content shows through the mask's alpha. The result has the content's size.
package final class MaskElement: ForwardingElement {
    package let child: any LayoutElement
    package let mask: any LayoutElement
    package let alignment: Alignment2D

    package init(child: any LayoutElement, mask: any LayoutElement, alignment: Alignment2D) {
        self.child = child
        self.mask = mask
        self.alignment = alignment
    }

    package func place(in frame: CGRect, context: LayoutContext, into output: inout DisplayListBuilder) {
        let maskSize = mask.measure(ProposedSize(frame.size), context)
        let origin = alignedOrigin(of: mask, size: maskSize, in: frame, alignment: alignment, context: context)
        let maskItems = output.collectingItems { output in
            mask.place(in: CGRect(origin: origin, size: maskSize), context: context, into: &output)
        }
        output.withGroup(like: GroupItem(mask: GroupMask(items: maskItems), children: [])) { output in
            child.place(in: frame, context: context, into: &output)
        }
    }
}
