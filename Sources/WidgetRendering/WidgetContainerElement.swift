package import Foundation
package import DisplayList
package import LayoutEngine

/// The widget itself: its container background filling the whole canvas, its content laid
/// out inside the content margins and centred, everything clipped to the widget's shape.
package final class WidgetContainerElement: LayoutElement {
    let content: any LayoutElement
    let background: [any LayoutElement]
    let margins: Insets
    let clip: ShapeOutline?

    package init(content: any LayoutElement, background: [any LayoutElement], margins: Insets, clip: ShapeOutline?) {
        self.content = content
        self.background = background
        self.margins = margins
        self.clip = clip
    }

    package func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    package func place(in frame: CGRect, context: LayoutContext, into output: inout DisplayListBuilder) {
        output.withGroup(clip: clip.map { Clip(frame: frame, outline: $0) }) { output in
            for element in background {
                _ = output.collectingAccessibility { output in
                    element.place(in: frame, context: context, into: &output)
                }
            }
            let inner = CGRect(
                x: Double(frame.minX) + margins.leading, y: Double(frame.minY) + margins.top,
                width: max(Double(frame.width) - margins.horizontal, 0),
                height: max(Double(frame.height) - margins.vertical, 0))
            let size = content.measure(ProposedSize(inner.size), context)
            let origin = CGPoint(x: inner.midX - size.width / 2, y: inner.midY - size.height / 2)
            content.place(in: CGRect(origin: origin, size: size), context: context, into: &output)
        }
    }
}
