package import Foundation
package import DisplayList

/// Wraps its child's drawing in a group: clip shape (`clipShape`, `clipped`, `cornerRadius`),
/// opacity and shadow. Layout passes through unchanged.
package final class EffectElement: ForwardingElement {
    package let child: any LayoutElement
    package let clip: ShapeOutline?
    package let opacity: Double
    package let shadow: Shadow?

    package init(child: any LayoutElement, clip: ShapeOutline? = nil, opacity: Double = 1, shadow: Shadow? = nil) {
        self.child = child
        self.clip = clip
        self.opacity = opacity.isFinite ? min(max(opacity, 0), 1) : 1
        self.shadow = shadow
    }

    package func place(in frame: CGRect, context: LayoutContext, into output: inout DisplayListBuilder) {
        output.withGroup(clip: clip.map { Clip(frame: frame, outline: $0) }, opacity: opacity, shadow: shadow) { output in
            child.place(in: frame, context: context, into: &output)
        }
    }
}

/// `rotationEffect` and `scaleEffect`: draws the child transformed around an anchor in its
/// frame (unit coordinates), without changing layout.
package final class TransformElement: ForwardingElement {
    package enum Kind: Sendable, Hashable {
        case rotation(degrees: Double)
        case scale(x: Double, y: Double)
    }

    package let child: any LayoutElement
    package let kind: Kind
    package let anchor: UnitPoint2D

    package init(child: any LayoutElement, kind: Kind, anchor: UnitPoint2D) {
        self.child = child
        self.kind = kind
        self.anchor = anchor
    }

    package func place(in frame: CGRect, context: LayoutContext, into output: inout DisplayListBuilder) {
        let center = CGPoint(x: Double(frame.minX) + Double(frame.width) * anchor.x,
                             y: Double(frame.minY) + Double(frame.height) * anchor.y)
        let transform: AffineTransform2D
        switch kind {
        case .rotation(let degrees):
            transform = .rotation(degrees: degrees.isFinite ? degrees : 0, around: center)
        case .scale(let x, let y):
            transform = .scale(x: x.isFinite ? x : 1, y: y.isFinite ? y : 1, around: center)
        }
        output.withGroup(transform: transform) { output in
            child.place(in: frame, context: context, into: &output)
        }
    }
}

/// `offset(x:y:)`: draws the child moved, without changing layout.
package final class OffsetElement: ForwardingElement {
    package let child: any LayoutElement
    package let dx: Double
    package let dy: Double

    package init(child: any LayoutElement, dx: Double, dy: Double) {
        self.child = child
        self.dx = dx.isFinite ? dx : 0
        self.dy = dy.isFinite ? dy : 0
    }

    package func place(in frame: CGRect, context: LayoutContext, into output: inout DisplayListBuilder) {
        child.place(in: frame.offsetBy(dx: dx, dy: dy), context: context, into: &output)
    }
}

/// `hidden()`: takes its child's space and draws nothing.
package final class HiddenElement: ForwardingElement {
    package let child: any LayoutElement

    package init(child: any LayoutElement) { self.child = child }

    package func place(in frame: CGRect, context: LayoutContext, into output: inout DisplayListBuilder) {}
}

/// A visible stand-in for content that could not be drawn (a missing or broken image,
/// an unknown symbol): a grey box with a cross, fully flexible like a shape.
package final class PlaceholderElement: LayoutElement {
    package let naturalSize: CGSize?
    package let reason: String

    package init(naturalSize: CGSize? = nil, reason: String) {
        self.naturalSize = naturalSize
        self.reason = reason
    }

    package func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> CGSize {
        if let naturalSize { return naturalSize }
        return proposal.replacingUnspecifiedDimensions(by: CGSize(width: 20, height: 20))
    }

    package func place(in frame: CGRect, context: LayoutContext, into output: inout DisplayListBuilder) {
        guard frame.width.isFinite, frame.height.isFinite, frame.width > 0, frame.height > 0 else { return }
        let line = RGBAColor(hex: 0x8E8E93)
        output.append(.shape(ShapeItem(frame: frame, outline: .rectangle, fill: .color(RGBAColor(hex: 0xD1D1D6)),
                                       stroke: StrokeSpec(paint: .color(line), lineWidth: 1))))
        output.append(.shape(ShapeItem(frame: frame, outline: .path([
            .move(to: CGPoint(x: frame.minX, y: frame.minY)), .line(to: CGPoint(x: frame.maxX, y: frame.maxY)),
            .move(to: CGPoint(x: frame.maxX, y: frame.minY)), .line(to: CGPoint(x: frame.minX, y: frame.maxY)),
        ]), stroke: StrokeSpec(paint: .color(line), lineWidth: 1))))
        output.addAccessibility(AccessibilityNode(frame: frame, label: reason, traits: ["isImage"]))
    }
}

/// A shape filled with a style that has an inner shadow (`.fill(.blue.shadow(.inner(radius: 4)))`):
/// lays out as its child and paints the shadow inside each filled shape the child draws.
package final class InnerShadowElement: ForwardingElement {
    package let child: any LayoutElement
    let shadow: Shadow

    package init(child: any LayoutElement, shadow: Shadow) {
        self.child = child
        self.shadow = shadow
    }

    package func place(in frame: CGRect, context: LayoutContext, into output: inout DisplayListBuilder) {
        output.withInnerShadow(shadow) { child.place(in: frame, context: context, into: &$0) }
    }
}
