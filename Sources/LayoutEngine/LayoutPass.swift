package import Foundation
package import DisplayList

/// Lays out a root element in a canvas and returns the display list.
package enum LayoutPass {
    /// Proposes `size` to `root`, places it centred in the canvas, and builds the list.
    package static func run(
        _ root: any LayoutElement, in size: CGSize, context: LayoutContext = LayoutContext(),
        widgetURL: URL? = nil
    ) -> DisplayList {
        var builder = DisplayListBuilder()
        builder.widgetURL = widgetURL
        let rootSize = root.measure(ProposedSize(size), context)
        let origin = CGPoint(x: (size.width - rootSize.width) / 2, y: (size.height - rootSize.height) / 2)
        root.place(in: CGRect(origin: origin, size: rootSize), context: context, into: &builder)
        return builder.build(size: size)
    }
}
