public import Foundation
package import DisplayList
package import LayoutEngine

/// A shadow a style casts (`.shadow(.drop(radius: 2))`) or paints inside (`.inner`).
public struct ShadowStyle: Sendable, Hashable {
    package enum Kind: Sendable, Hashable { case drop, inner }
    package let kind: Kind
    package let color: Color
    package let radius: CGFloat
    package let x: CGFloat
    package let y: CGFloat

    /// A shadow behind the styled content.
    public static func drop(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(kind: .drop, color: color, radius: radius, x: x, y: y)
    }

    /// A shadow inside the styled content: shapes filled with the style paint it inside
    /// their outline (texts draw without it).
    public static func inner(color: Color = Color(white: 0, opacity: 0.55), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(kind: .inner, color: color, radius: radius, x: x, y: y)
    }
}

/// Styles that carry a drop shadow for the shapes they fill or stroke.
package protocol ShadowCarryingStyle {
    func dropShadow(in environment: EnvironmentValues) -> Shadow?
    func innerShadow(in environment: EnvironmentValues) -> Shadow?
}

/// A style with a shadow: paints as its base; a shape filled or stroked with it casts the shadow.
public struct _ShadowShapeStyle<Base: ShapeStyle>: ShapeStyle, ResolvableShapeStyle, ShadowCarryingStyle {
    let base: Base
    let shadow: ShadowStyle

    package func resolvePaint(in environment: EnvironmentValues) -> Paint { base.paint(in: environment) }

    package func dropShadow(in environment: EnvironmentValues) -> Shadow? {
        guard shadow.kind == .drop else { return (base as? any ShadowCarryingStyle)?.dropShadow(in: environment) }
        return resolved(in: environment)
    }

    package func innerShadow(in environment: EnvironmentValues) -> Shadow? {
        guard shadow.kind == .inner else { return (base as? any ShadowCarryingStyle)?.innerShadow(in: environment) }
        return resolved(in: environment)
    }

    private func resolved(in environment: EnvironmentValues) -> Shadow {
        Shadow(color: shadow.color.resolve(in: environment), radius: Double(shadow.radius), x: Double(shadow.x), y: Double(shadow.y))
    }
}

extension ShapeStyle {
    /// This style with a shadow: `.fill(.blue.shadow(.drop(radius: 4, y: 2)))`.
    public func shadow(_ style: ShadowStyle) -> some ShapeStyle {
        _ShadowShapeStyle(base: self, shadow: style)
    }
}

extension ShapeStyle where Self == AnyShapeStyle {
    /// The foreground style with a shadow: `.foregroundStyle(.shadow(.drop(radius: 2)))`.
    public static func shadow(_ style: ShadowStyle) -> some ShapeStyle {
        _ShadowShapeStyle(base: ForegroundStyle(), shadow: style)
    }
}

private struct ForegroundShadowKey: EnvironmentKey {
    static let defaultValue: Shadow? = nil
}

private struct ForegroundInnerShadowKey: EnvironmentKey {
    static let defaultValue: Shadow? = nil
}

extension EnvironmentValues {
    /// The drop shadow of the foreground style (`.foregroundStyle(.red.shadow(.drop(radius: 2)))`):
    /// texts and bare shapes drawn in that style cast it.
    package var foregroundShadow: Shadow? {
        get { self[ForegroundShadowKey.self] }
        set { self[ForegroundShadowKey.self] = newValue }
    }

    /// The inner shadow of the foreground style: bare shapes drawn in that style paint it.
    package var foregroundInnerShadow: Shadow? {
        get { self[ForegroundInnerShadowKey.self] }
        set { self[ForegroundInnerShadowKey.self] = newValue }
    }
}

extension ResolveContext {
    /// `element` casting the foreground style's drop shadow, if it has one.
    package func castingForegroundShadow(_ element: any LayoutElement) -> any LayoutElement {
        guard let shadow = environment.foregroundShadow else { return element }
        return EffectElement(child: element, shadow: shadow)
    }

    /// A shape's element painting the foreground style's inner shadow, if it has one.
    package func paintingForegroundInnerShadow(_ element: any LayoutElement) -> any LayoutElement {
        guard let shadow = environment.foregroundInnerShadow else { return element }
        return InnerShadowElement(child: element, shadow: shadow)
    }

    /// A text's element casting the shadow of its own last foreground modifier
    /// (`Text("Hi").foregroundStyle(.red.shadow(.drop(radius: 2)))`), else the environment's.
    package func castingForegroundShadow(_ element: any LayoutElement, of text: Text) -> any LayoutElement {
        for modifier in text.modifiers.reversed() {
            switch modifier {
            case .foreground:
                return element
            case .foregroundStyle(let wrapped):
                guard let shadow = (wrapped.style as? any ShadowCarryingStyle)?.dropShadow(in: environment) else { return element }
                return EffectElement(child: element, shadow: shadow)
            default:
                continue
            }
        }
        return castingForegroundShadow(element)
    }
}
