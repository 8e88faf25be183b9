package import Foundation
package import DisplayList

extension ImageData {
    /// A scale (pixels per point) as an image element takes it: positive and finite, else 1.
    package static func validScale(_ scale: Double) -> Double { scale > 0 && scale.isFinite ? scale : 1 }

    /// The image's size in points at `scale` pixels per point.
    package func pointSize(scale: Double) -> CGSize {
        CGSize(width: Double(pixelWidth) / scale, height: Double(pixelHeight) / scale)
    }
}

/// An image: its size in points is its pixel size divided by its scale, unless resizable,
/// in which case it takes the proposal (its natural size where unspecified).
package final class ImageElement: LayoutElement {
    package let image: ImageData
    /// Pixels per point of the image (2 for an `@2x` asset).
    package let scale: Double
    package let resizable: Bool
    package let tint: Paint?
    package let pixelated: Bool
    package let accessibilityLabel: String?

    package init(image: ImageData, scale: Double, resizable: Bool, tint: Paint? = nil, pixelated: Bool = false, accessibilityLabel: String? = nil) {
        self.image = image
        self.scale = ImageData.validScale(scale)
        self.resizable = resizable
        self.tint = tint
        self.pixelated = pixelated
        self.accessibilityLabel = accessibilityLabel
    }

    package var naturalSize: CGSize { image.pointSize(scale: scale) }

    package func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> CGSize {
        guard resizable else { return naturalSize }
        return proposal.replacingUnspecifiedDimensions(by: naturalSize)
    }

    package func place(in frame: CGRect, context: LayoutContext, into output: inout DisplayListBuilder) {
        guard frame.width.isFinite, frame.height.isFinite else { return }
        output.append(.image(ImageItem(frame: frame, image: image, tint: tint, pixelated: pixelated)))
        if let accessibilityLabel {
            output.addAccessibility(AccessibilityNode(frame: frame, label: accessibilityLabel, traits: ["isImage"]))
        }
    }
}

/// `aspectRatio(_:contentMode:)`: proposes the largest (fit) or smallest (fill) size of the
/// ratio that fits the proposal, and takes the child's size for it.
package final class AspectRatioElement: LayoutElement {
    package let child: any LayoutElement
    /// Width over height; nil uses the child's ideal size.
    package let ratio: Double?
    package let fill: Bool

    package init(child: any LayoutElement, ratio: Double?, fill: Bool) {
        self.child = child
        self.ratio = ratio.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        self.fill = fill
    }

    package var layoutPriority: Double { child.layoutPriority }

    private func proposal(for proposal: ProposedSize, _ context: LayoutContext) -> ProposedSize {
        let ideal = child.measure(.unspecified, context)
        let ratio = self.ratio ?? (ideal.height > 0 ? Double(ideal.width / ideal.height) : 1)
        switch (proposal.width, proposal.height) {
        case (nil, nil):
            return ProposedSize(width: Double(ideal.width), height: Double(ideal.width) / ratio)
        case (let w?, nil) where w.isFinite:
            return ProposedSize(width: w, height: w / ratio)
        case (nil, let h?) where h.isFinite:
            return ProposedSize(width: h * ratio, height: h)
        case (let w?, let h?) where w.isFinite && h.isFinite:
            let byWidth = CGSize(width: w, height: w / ratio)
            let byHeight = CGSize(width: h * ratio, height: h)
            let useWidth = fill ? byWidth.height >= h : byWidth.height <= h
            return ProposedSize(useWidth ? byWidth : byHeight)
        case (let w?, let h?) where w.isFinite:
            _ = h
            return ProposedSize(width: w, height: w / ratio)
        case (let w?, let h?) where h.isFinite:
            _ = w
            return ProposedSize(width: h * ratio, height: h)
        default:
            return ProposedSize(width: Double(ideal.width), height: Double(ideal.width) / ratio)
        }
    }

    package func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> CGSize {
        child.measure(self.proposal(for: proposal, context), context)
    }

    package func place(in frame: CGRect, context: LayoutContext, into output: inout DisplayListBuilder) {
        let size = child.measure(proposal(for: ProposedSize(frame.size), context), context)
        let origin = CGPoint(x: frame.midX - size.width / 2, y: frame.midY - size.height / 2)
        child.place(in: CGRect(origin: origin, size: size), context: context, into: &output)
    }
}
