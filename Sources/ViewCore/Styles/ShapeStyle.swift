import Foundation
package import DisplayList

/// A color, gradient or other style used to fill a shape or draw text.
public protocol ShapeStyle: Sendable {}

/// Styles that resolve to a paint in an environment (every style this package defines).
package protocol ResolvableShapeStyle {
    func resolvePaint(in environment: EnvironmentValues) -> Paint
}

extension ShapeStyle {
    /// The paint for this style, or clear for a style defined outside this package.
    package func paint(in environment: EnvironmentValues) -> Paint {
        (self as? any ResolvableShapeStyle)?.resolvePaint(in: environment) ?? .color(.clear)
    }
}

/// The current foreground at a level of emphasis: `.primary`, `.secondary`, `.tertiary`, `.quaternary`.
public struct HierarchicalShapeStyle: ShapeStyle, ResolvableShapeStyle, Hashable {
    package let level: Int

    public static let primary = HierarchicalShapeStyle(level: 0)
    public static let secondary = HierarchicalShapeStyle(level: 1)
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    public static let quaternary = HierarchicalShapeStyle(level: 3)

    package func resolvePaint(in environment: EnvironmentValues) -> Paint {
        if let foreground = environment.foregroundPaint {
            return foreground.multiplyingAlpha([1, 0.6, 0.3, 0.18][min(level, 3)])
        }
        let dark = environment.colorScheme == .dark
        switch level {
        case 0: return .color(dark ? .white : .black)
        case 1: return .color(dark ? RGBAColor(red: 235 / 255, green: 235 / 255, blue: 245 / 255, alpha: 0.6)
                                    : RGBAColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6))
        case 2: return .color(dark ? RGBAColor(red: 235 / 255, green: 235 / 255, blue: 245 / 255, alpha: 0.3)
                                    : RGBAColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3))
        default: return .color(dark ? RGBAColor(red: 235 / 255, green: 235 / 255, blue: 245 / 255, alpha: 0.16)
                                     : RGBAColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.18))
        }
    }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
}

/// The current foreground style.
public struct ForegroundStyle: ShapeStyle, ResolvableShapeStyle, Hashable {
    public init() {}
    package func resolvePaint(in environment: EnvironmentValues) -> Paint {
        HierarchicalShapeStyle.primary.resolvePaint(in: environment)
    }
}

extension ShapeStyle where Self == ForegroundStyle {
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

/// The environment's tint (accent) color.
public struct TintShapeStyle: ShapeStyle, ResolvableShapeStyle, Hashable {
    public init() {}
    package func resolvePaint(in environment: EnvironmentValues) -> Paint {
        environment.tintPaint ?? Color.blue.resolvePaint(in: environment)
    }
}

extension ShapeStyle where Self == TintShapeStyle {
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

/// A type-erased shape style.
public struct AnyShapeStyle: ShapeStyle, ResolvableShapeStyle {
    private let base: any ShapeStyle
    public init<S: ShapeStyle>(_ style: S) { self.base = style }
    package func resolvePaint(in environment: EnvironmentValues) -> Paint { base.paint(in: environment) }
}

/// A style with an opacity applied.
public struct _OpacityShapeStyle<Base: ShapeStyle>: ShapeStyle, ResolvableShapeStyle {
    let base: Base
    let opacity: Double
    package func resolvePaint(in environment: EnvironmentValues) -> Paint {
        base.paint(in: environment).multiplyingAlpha(opacity)
    }
}

extension ShapeStyle {
    /// This style at an opacity.
    public func opacity(_ opacity: Double) -> some ShapeStyle {
        _OpacityShapeStyle(base: self, opacity: opacity)
    }
}
