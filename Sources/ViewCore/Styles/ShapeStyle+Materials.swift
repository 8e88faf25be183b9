import Foundation
package import DisplayList

/// A translucent background material (`.ultraThinMaterial` … `.ultraThickMaterial`, `.bar`).
///
/// iOS blurs what is behind a material; a widget's background is one flat layer, so the
/// material is drawn as its translucent tint alone: white-ish in light appearance, dark grey in
/// dark, more opaque the thicker the material.
public struct Material: Sendable, Hashable, ShapeStyle, ResolvableShapeStyle {
    package enum Thickness: Int, Sendable { case ultraThin, thin, regular, thick, ultraThick, bar }
    package let thickness: Thickness

    /// A mostly translucent material.
    public static let ultraThinMaterial = Material(thickness: .ultraThin)
    /// A material more translucent than opaque.
    public static let thinMaterial = Material(thickness: .thin)
    /// A material somewhat translucent.
    public static let regularMaterial = Material(thickness: .regular)
    /// A material more opaque than translucent.
    public static let thickMaterial = Material(thickness: .thick)
    /// A mostly opaque material.
    public static let ultraThickMaterial = Material(thickness: .ultraThick)
    /// The material of bars (toolbars, tab bars).
    public static let bar = Material(thickness: .bar)

    package func resolvePaint(in environment: EnvironmentValues) -> Paint {
        // Tint colours and opacities of UIKit's blur effect styles (systemUltraThinMaterial …
        // systemThickMaterial, systemChromeMaterial for bars) over a plain background.
        let dark = environment.colorScheme == .dark
        let light: [(UInt32, Double)] = [(0xF2F2F2, 0.55), (0xF5F5F5, 0.7), (0xF8F8F8, 0.8), (0xFAFAFA, 0.9), (0xFCFCFC, 0.95),
                                         (0xF9F9F9, 0.94)]
        let darkValues: [(UInt32, Double)] = [(0x2B2B2B, 0.55), (0x262626, 0.7), (0x1F1F1F, 0.8), (0x1A1A1A, 0.9),
                                              (0x141414, 0.95), (0x161616, 0.94)]
        let (hex, alpha) = (dark ? darkValues : light)[thickness.rawValue]
        return .color(RGBAColor(hex: hex, alpha: alpha))
    }
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { .ultraThinMaterial }
    public static var thinMaterial: Material { .thinMaterial }
    public static var regularMaterial: Material { .regularMaterial }
    public static var thickMaterial: Material { .thickMaterial }
    public static var ultraThickMaterial: Material { .ultraThickMaterial }
    public static var bar: Material { .bar }
}

extension HierarchicalShapeStyle {
    /// The fifth level of emphasis (drawn as `.quaternary`).
    public static let quinary = HierarchicalShapeStyle(level: 4)
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var quinary: HierarchicalShapeStyle { .quinary }
}

extension ShapeStyle {
    /// This style at the fifth level of emphasis.
    public var quinary: some ShapeStyle { opacity(0.1) }
}

/// A gradient used directly as a style is a linear gradient from top to bottom.
extension Gradient: ShapeStyle, ResolvableShapeStyle {
    package func resolvePaint(in environment: EnvironmentValues) -> Paint {
        .linearGradient(stops: resolve(in: environment), start: UnitPoint2D(x: 0.5, y: 0), end: UnitPoint2D(x: 0.5, y: 1))
    }
}

extension View {
    /// Primary, secondary and tertiary styles (the first applies to primary content).
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(
        _ primary: S1, _ secondary: S2, _ tertiary: S3
    ) -> some View {
        foregroundStyle(primary)
    }
}
