import Foundation
package import DisplayList

/// The background of the current container: white in light appearance, near-black in dark.
public struct BackgroundStyle: ShapeStyle, ResolvableShapeStyle, Hashable {
    public init() {}
    package func resolvePaint(in environment: EnvironmentValues) -> Paint {
        .color(environment.colorScheme == .dark ? RGBAColor(hex: 0x1C1C1E) : .white)
    }
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The container's background style.
    public static var background: BackgroundStyle { BackgroundStyle() }
}

/// The system fill colors for thin and small shapes (`.fill`, `.fill.secondary`, …).
public struct FillShapeStyle: ShapeStyle, ResolvableShapeStyle, Hashable {
    package var level = 0
    public init() {}

    package func resolvePaint(in environment: EnvironmentValues) -> Paint {
        let dark = environment.colorScheme == .dark
        let alphas = dark ? [0.36, 0.32, 0.24, 0.18] : [0.2, 0.16, 0.12, 0.08]
        return .color(RGBAColor(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: alphas[min(level, 3)]))
    }

    public var secondary: FillShapeStyle { with(level: 1) }
    public var tertiary: FillShapeStyle { with(level: 2) }
    public var quaternary: FillShapeStyle { with(level: 3) }

    private func with(level: Int) -> FillShapeStyle {
        var copy = self
        copy.level = level
        return copy
    }
}

extension ShapeStyle where Self == FillShapeStyle {
    /// The primary system fill.
    public static var fill: FillShapeStyle { FillShapeStyle() }
}

extension ShapeStyle {
    /// This style at the secondary level of emphasis.
    public var secondary: some ShapeStyle { opacity(0.6) }
    /// This style at the tertiary level of emphasis.
    public var tertiary: some ShapeStyle { opacity(0.3) }
    /// This style at the quaternary level of emphasis.
    public var quaternary: some ShapeStyle { opacity(0.18) }
}
