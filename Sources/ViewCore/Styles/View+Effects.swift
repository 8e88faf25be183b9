public import Foundation
import DisplayList
import LayoutEngine

/// How a view's colours are composited with what is behind it (`blendMode(_:)`).
public enum BlendMode: Sendable, Hashable, CaseIterable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    case sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter

    var spec: BlendModeSpec {
        switch self {
        case .normal: .normal
        case .multiply: .multiply
        case .screen: .screen
        case .overlay: .overlay
        case .darken: .darken
        case .lighten: .lighten
        case .colorDodge: .colorDodge
        case .colorBurn: .colorBurn
        case .softLight: .softLight
        case .hardLight: .hardLight
        case .difference: .difference
        case .exclusion: .exclusion
        case .hue: .hue
        case .saturation: .saturation
        case .color: .color
        case .luminosity: .luminosity
        case .sourceAtop: .sourceAtop
        case .destinationOver: .destinationOver
        case .destinationOut: .destinationOut
        case .plusDarker: .plusDarker
        case .plusLighter: .plusLighter
        }
    }
}

/// The working colour space of `drawingGroup(opaque:colorMode:)` (all draw in sRGB here).
public enum ColorRenderingMode: Sendable, Hashable {
    case nonLinear, linear, extendedLinear
}

extension View {
    fileprivate func filtered(_ filter: GraphicsFilter) -> some View {
        ModifiedView(self) { element, _ in GraphicsEffectElement(child: element, filters: [filter]) }
    }

    /// Blurs the view: a Gaussian blur with standard deviation `radius` points. With `opaque`
    /// the blur does not fade at the view's edges and the result is opaque.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        filtered(.blur(radius: max(Double(radius), 0), opaque: opaque))
    }

    /// Takes the colour out of the view: 0 leaves it unchanged, 1 makes it grey.
    public func grayscale(_ amount: Double) -> some View {
        filtered(.grayscale(amount))
    }

    /// Scales the view's colour saturation: 0 is grey, 1 unchanged, above 1 more intense.
    public func saturation(_ amount: Double) -> some View {
        filtered(.saturation(amount))
    }

    /// Brightens the view by adding `amount` to each colour component (0 unchanged, 1 white,
    /// negative darkens).
    public func brightness(_ amount: Double) -> some View {
        filtered(.brightness(amount))
    }

    /// Scales the view's contrast around mid-grey: 1 unchanged, 0 grey, negative inverts.
    public func contrast(_ amount: Double) -> some View {
        filtered(.contrast(amount))
    }

    /// Inverts the view's colours.
    public func colorInvert() -> some View {
        filtered(.colorInvert)
    }

    /// Multiplies the view's colours (and alpha) by a colour.
    public func colorMultiply(_ color: Color) -> some View {
        ModifiedView(self) { element, context in
            GraphicsEffectElement(child: element, filters: [.colorMultiply(color.resolve(in: context.environment))])
        }
    }

    /// Rotates the hue of the view's colours by an angle.
    public func hueRotation(_ angle: Angle) -> some View {
        filtered(.hueRotation(degrees: angle.degrees))
    }

    /// Makes the view's luminance its alpha, and its colour black (for masks).
    public func luminanceToAlpha() -> some View {
        filtered(.luminanceToAlpha)
    }

    /// Composites the view with what is behind it in a blend mode.
    public func blendMode(_ blendMode: BlendMode) -> some View {
        ModifiedView(self) { element, _ in
            blendMode == .normal ? element : GraphicsEffectElement(child: element, blendMode: blendMode.spec)
        }
    }

    /// Composites the view's content together before effects around it (opacity, blend modes)
    /// apply: blend modes inside mix only with each other.
    public func compositingGroup() -> some View {
        ModifiedView(self) { element, _ in GraphicsEffectElement(child: element, isolated: true) }
    }

    /// Renders the view offscreen before compositing it (as `compositingGroup()` here; the
    /// colour mode is not modelled, everything draws in sRGB).
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
        compositingGroup()
    }

    /// Masks the view with the alpha of another view, aligned on it like an overlay.
    ///
    /// ```swift
    /// LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
    ///     .mask { Text("Hello").font(.largeTitle) }
    /// ```
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        let mask = mask()
        return ModifiedView(self) { element, context in
            MaskElement(child: element, mask: context.resolveDecoration(mask), alignment: alignment.key)
        }
    }

    /// Masks the view with the alpha of another view (the iOS 13 form).
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use overload where mask accepts a @ViewBuilder instead.")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use overload where mask accepts a @ViewBuilder instead.")
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use overload where mask accepts a @ViewBuilder instead.")
    public func mask<Mask: View>(_ mask: Mask) -> some View {
        self.mask(alignment: .center) { mask }
    }

    /// Draws a border inside the view's frame, `width` points wide, in any style.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        overlay(Rectangle().strokeBorder(content, lineWidth: width))
    }
}
