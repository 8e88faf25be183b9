package import Foundation
package import DisplayList

/// Draws its child with a widget rendering mode's colour treatment (`nil`: full colour): the
/// whole widget in `vibrant` or `accented` mode, a `widgetAccentable()` group, an image's
/// `widgetAccentedRenderingMode(_:)`. Layout passes through unchanged; the innermost treatment
/// wins (see ``DisplayListBuilder/withColorTreatment(_:_:)``).
package final class ColorTreatmentElement: ForwardingElement {
    package let child: any LayoutElement
    package let treatment: ColorTreatment?

    /// Draws `child` with `treatment` (`nil`: full colour, whatever encloses it).
    package init(child: any LayoutElement, treatment: ColorTreatment?) {
        self.child = child
        self.treatment = treatment
    }

    package func place(in frame: CGRect, context: LayoutContext, into output: inout DisplayListBuilder) {
        output.withColorTreatment(treatment) { output in
            child.place(in: frame, context: context, into: &output)
        }
    }
}
