import DisplayList
import LayoutEngine

/// `widgetAccentable(_:)`: puts its content in the accented group (or back in the default
/// group with `false`), drawn with that group's colour treatment.
package struct WidgetAccentableView<Content: View>: View, PrimitiveView {
    let content: Content
    let accentable: Bool
    package typealias Body = Never

    package func resolve(into outputs: inout _ViewOutputs) {
        let context = outputs.context
        let start = outputs.elements.count
        context.withEnvironment({ $0.isWidgetAccented = accentable }) { context.resolve(content, into: &outputs) }
        guard let treatments = context.environment.widgetColorTreatments else { return }
        let treatment = accentable ? treatments.accentGroup : treatments.defaultGroup
        for index in start..<outputs.elements.count {
            outputs.elements[index] = ColorTreatmentElement(child: outputs.elements[index], treatment: treatment)
        }
    }
}

/// `widgetAccentedRenderingMode(_:)` on an image: how it is drawn in the accented mode.
package struct AccentedImageView: View, PrimitiveView {
    let content: Image
    let rendering: AccentedImageRendering?
    package typealias Body = Never

    /// Made from `Image`, which, like Apple's, is not isolated to the main actor.
    nonisolated package init(content: Image, rendering: AccentedImageRendering?) {
        self.content = content
        self.rendering = rendering
    }

    package func resolve(into outputs: inout _ViewOutputs) {
        let context = outputs.context
        let start = outputs.elements.count
        context.resolve(content, into: &outputs)
        guard let rendering, let treatments = context.environment.widgetColorTreatments, treatments.followsImageModes else {
            return
        }
        let treatment = treatments.imageTreatment(rendering)
        for index in start..<outputs.elements.count {
            outputs.elements[index] = ColorTreatmentElement(child: outputs.elements[index], treatment: treatment)
        }
    }
}

extension Image {
    /// How this image is drawn in the accented rendering mode: the implementation of
    /// WidgetKit's `widgetAccentedRenderingMode(_:)`.
    package func accentedImageRendering(_ rendering: AccentedImageRendering?) -> some View {
        AccentedImageView(content: self, rendering: rendering)
    }
}
