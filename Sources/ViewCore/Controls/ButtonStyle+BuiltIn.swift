public import Foundation
package import DisplayList

/// The size of controls: `.controlSize(.small)`.
public enum ControlSize: CaseIterable, Hashable, Sendable {
    case mini, small, regular, large, extraLarge
}

/// The shape of a bordered button's background: `.buttonBorderShape(.capsule)`.
public struct ButtonBorderShape: Equatable, Sendable {
    package enum Kind: Equatable, Sendable {
        case automatic, capsule, circle
        case roundedRectangle(radius: CGFloat?)
    }
    package let kind: Kind

    /// The shape the style chooses: a rounded rectangle whose radius grows with the control size.
    public static let automatic = ButtonBorderShape(kind: .automatic)
    /// A capsule.
    public static let capsule = ButtonBorderShape(kind: .capsule)
    /// A circle (its diameter is the larger of the label's padded width and height).
    public static let circle = ButtonBorderShape(kind: .circle)
    /// A rounded rectangle with the style's radius.
    public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle(radius: nil))
    /// A rounded rectangle with a radius.
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
        ButtonBorderShape(kind: .roundedRectangle(radius: radius))
    }
}

private struct ControlSizeKey: EnvironmentKey { static let defaultValue = ControlSize.regular }
private struct ButtonBorderShapeKey: EnvironmentKey { static let defaultValue = ButtonBorderShape.automatic }

extension EnvironmentValues {
    /// The size of controls in this view.
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }

    /// The border shape of bordered buttons.
    package var buttonBorderShape: ButtonBorderShape {
        get { self[ButtonBorderShapeKey.self] }
        set { self[ButtonBorderShapeKey.self] = newValue }
    }
}

extension View {
    /// Sets the size of controls below.
    public func controlSize(_ controlSize: ControlSize) -> some View {
        ModifiedView(self, environment: { $0.controlSize = controlSize })
    }

    /// Sets the border shape of bordered buttons below.
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
        ModifiedView(self, environment: { $0.buttonBorderShape = shape })
    }
}

/// Metrics of bordered buttons by control size (iOS 17–18): label padding and corner radius.
package struct ButtonMetrics {
    package let horizontal: CGFloat
    package let vertical: CGFloat
    package let cornerRadius: CGFloat
    package let font: Font?

    package init(_ size: ControlSize) {
        switch size {
        case .mini: (horizontal, vertical, cornerRadius, font) = (8, 3, 6, .footnote)
        case .small: (horizontal, vertical, cornerRadius, font) = (10, 5, 7, .subheadline)
        case .regular: (horizontal, vertical, cornerRadius, font) = (12, 7, 8, nil)
        case .large: (horizontal, vertical, cornerRadius, font) = (20, 14, 12, nil)
        case .extraLarge: (horizontal, vertical, cornerRadius, font) = (24, 16, 14, nil)
        }
    }
}

/// A fill given as an already resolved paint.
package struct ResolvedPaintStyle: ShapeStyle, ResolvableShapeStyle {
    let paint: Paint
    package func resolvePaint(in environment: EnvironmentValues) -> Paint { paint }
}

/// How the built-in button styles draw: label, padding and background by style, control size,
/// border shape, tint, role and whether the button is enabled.
package struct BuiltInButtonBody: View, PrimitiveView {
    package enum Kind: Sendable { case automatic, plain, borderless, bordered, borderedProminent }
    let kind: Kind
    let configuration: PrimitiveButtonStyleConfiguration

    package typealias Body = Never

    package func resolve(into outputs: inout _ViewOutputs) {
        let environment = outputs.context.environment
        let kind = self.kind == .automatic ? .bordered : self.kind
        let metrics = ButtonMetrics(environment.controlSize)
        let dark = environment.colorScheme == .dark
        let tint: Paint = configuration.role == .destructive
            ? Color.red.resolvePaint(in: environment) : TintShapeStyle().resolvePaint(in: environment)
        // Disabled controls: tertiary-label gray on the system fill, as iOS draws them.
        let disabledLabel = Paint.color(dark ? RGBAColor(red: 235 / 255, green: 235 / 255, blue: 245 / 255, alpha: 0.3)
                                             : RGBAColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3))
        let disabledFill = Paint.color(RGBAColor(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: dark ? 0.32 : 0.16))
        let enabled = environment.isEnabled

        let label = configuration.label
        let view: AnyView
        switch kind {
        case .automatic, .plain:
            view = AnyView(controlLabel(label, paint: enabled ? nil : disabledLabel, override: !enabled, font: nil))
        case .borderless:
            view = AnyView(controlLabel(label, paint: enabled ? tint : disabledLabel, override: !enabled, font: metrics.font))
        case .bordered, .borderedProminent:
            let prominent = kind == .borderedProminent
            let modern = environment.systemLook == .iOS26
            let labelPaint: Paint = !enabled ? disabledLabel : prominent ? .color(.white) : tint
            // iOS 26 draws `.bordered` on the grey system fill; iOS 17–18 tinted the fill at 15%.
            let borderedFill = modern ? (dark ? Self.darkBorderedFill : Self.borderedFill) : tint.multiplyingAlpha(0.15)
            let fill: Paint = !enabled ? disabledFill : prominent ? tint : borderedFill
            let styled = controlLabel(label, paint: labelPaint, override: prominent || !enabled, font: metrics.font)
            let padded = environment.buttonBorderShape == .circle
                ? AnyView(CircleBorderLayout { styled.padding(metrics.vertical) })
                : AnyView(styled.padding(.horizontal, metrics.horizontal).padding(.vertical, metrics.vertical))
            view = Self.background(padded, fill: ResolvedPaintStyle(paint: fill), shape: environment.buttonBorderShape,
                                   radius: metrics.cornerRadius, automaticIsCapsule: modern)
        }
        outputs.context.resolve(view, into: &outputs)
    }

    /// The fill of an iOS 26 `.bordered` button: the tertiary system fill (#767680 at 12% in light
    /// mode, about #F0F0F1 on white; 24% in dark mode).
    package static let borderedFill = Paint.color(RGBAColor(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.12))
    package static let darkBorderedFill = Paint.color(RGBAColor(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.24))

    /// `content` over its bordered background; the automatic border shape is a capsule on iOS 26
    /// (`automaticIsCapsule`) and a rounded rectangle of `radius` before.
    @MainActor
    static func background<V: View>(
        _ content: V, fill: ResolvedPaintStyle, shape: ButtonBorderShape, radius: CGFloat, automaticIsCapsule: Bool = false
    ) -> AnyView {
        switch shape.kind {
        case .capsule:
            return AnyView(content.background(fill, in: Capsule()))
        case .circle:
            return AnyView(content.background(fill, in: Circle()))
        case .roundedRectangle(let custom):
            return AnyView(content.background(fill, in: RoundedRectangle(cornerRadius: custom ?? radius, style: .continuous)))
        case .automatic where automaticIsCapsule:
            return AnyView(content.background(fill, in: Capsule()))
        case .automatic:
            return AnyView(content.background(fill, in: RoundedRectangle(cornerRadius: radius, style: .continuous)))
        }
    }
}

/// The label's foreground and font inside a built-in control style: the paint applies unless
/// the control's surroundings set a foreground style (`override` applies it regardless); the
/// font applies unless one is set.
@MainActor
package func controlLabel<V: View>(_ label: V, paint: Paint?, override: Bool, font: Font?) -> some View {
    ModifiedView(label, environment: { environment in
        if let paint, override || environment.foregroundPaint == nil { environment.foregroundPaint = paint }
        if let font, environment.font == nil { environment.font = font }
    })
}

/// A circular button's frame: a square whose side is the padded label's larger dimension, so
/// the circle encloses the label as on iOS (a `minus` is as wide a button as a `plus`, not a
/// circle as small as its flat glyph is tall).
struct CircleBorderLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let label = subviews.first else { return .zero }
        let size = label.sizeThatFits(proposal)
        let side = max(size.width, size.height)
        return CGSize(width: side, height: side)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let label = subviews.first else { return }
        let size = label.sizeThatFits(proposal)
        label.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: ProposedViewSize(size))
    }
}
