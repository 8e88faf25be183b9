public import Foundation
package import DisplayList
import LayoutEngine

/// A color: fixed, adaptive to light and dark appearance, or named in an asset catalog.
///
/// System colors use Apple's light and dark values (`Color.blue` is #007AFF in light and
/// #0A84FF in dark). A color is also a view that fills the space offered to it.
public struct Color: Hashable, Sendable, ShapeStyle, ResolvableShapeStyle {
    package indirect enum Storage: Hashable, Sendable {
        case fixed(RGBAColor)
        case adaptive(light: RGBAColor, dark: RGBAColor)
        case named(String, bundlePath: String?)
        case hierarchical(Int)
        case accent
        case opacity(Storage, Double)
    }

    package let storage: Storage
    package init(storage: Storage) { self.storage = storage }

    /// A color from red, green and blue components in 0...1.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.storage = .fixed(RGBAColor(red: red, green: green, blue: blue, alpha: opacity))
    }

    /// A color in a named color space: `.sRGBLinear` components are encoded to sRGB; Display P3
    /// is treated as sRGB.
    public init(_ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(red: colorSpace.encoded(red), green: colorSpace.encoded(green), blue: colorSpace.encoded(blue), opacity: opacity)
    }

    /// A gray level, in sRGB unless `colorSpace` says otherwise (`Color(.sRGBLinear, white: 0,
    /// opacity: 0.33)` is the default shadow colour).
    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        let level = colorSpace.encoded(white)
        self.init(red: level, green: level, blue: level, opacity: opacity)
    }

    /// A color from hue, saturation and brightness in 0...1.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let h = (hue - floor(hue)) * 6
        let c = brightness * saturation
        let x = c * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1))
        let m = brightness - c
        let (r, g, b): (Double, Double, Double)
        switch Int(h) {
        case 0: (r, g, b) = (c, x, 0)
        case 1: (r, g, b) = (x, c, 0)
        case 2: (r, g, b) = (0, c, x)
        case 3: (r, g, b) = (0, x, c)
        case 4: (r, g, b) = (x, 0, c)
        default: (r, g, b) = (c, 0, x)
        }
        self.init(red: r + m, green: g + m, blue: b + m, opacity: opacity)
    }

    /// A color from an asset catalog (`Assets.xcassets/Name.colorset`), with its dark variant.
    public init(_ name: String, bundle: Bundle? = nil) {
        self.storage = .named(name, bundlePath: bundle?.bundlePath)
    }

    /// The color space of a color's components.
    public enum RGBColorSpace: Sendable, Hashable {
        case sRGB, sRGBLinear, displayP3

        /// `component` in sRGB's encoding (the sRGB transfer function for linear components).
        func encoded(_ component: Double) -> Double {
            guard self == .sRGBLinear else { return component }
            let magnitude = abs(component)
            let encoded = magnitude <= 0.0031308 ? 12.92 * magnitude : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
            return component < 0 ? -encoded : encoded
        }
    }

    package static func adaptive(_ light: UInt32, _ dark: UInt32) -> Color {
        Color(storage: .adaptive(light: RGBAColor(hex: light), dark: RGBAColor(hex: dark)))
    }

    // MARK: System colors (Apple's light / dark values)

    public static let red = adaptive(0xFF3B30, 0xFF453A)
    public static let orange = adaptive(0xFF9500, 0xFF9F0A)
    public static let yellow = adaptive(0xFFCC00, 0xFFD60A)
    public static let green = adaptive(0x34C759, 0x30D158)
    public static let mint = adaptive(0x00C7BE, 0x63E6E2)
    public static let teal = adaptive(0x30B0C7, 0x40C8E0)
    public static let cyan = adaptive(0x32ADE6, 0x64D2FF)
    public static let blue = adaptive(0x007AFF, 0x0A84FF)
    public static let indigo = adaptive(0x5856D6, 0x5E5CE6)
    public static let purple = adaptive(0xAF52DE, 0xBF5AF2)
    public static let pink = adaptive(0xFF2D55, 0xFF375F)
    public static let brown = adaptive(0xA2845E, 0xAC8E68)
    public static let gray = adaptive(0x8E8E93, 0x8E8E93)
    public static let black = Color(storage: .fixed(.black))
    public static let white = Color(storage: .fixed(.white))
    public static let clear = Color(storage: .fixed(.clear))
    /// The label color: black in light appearance, white in dark.
    public static let primary = Color(storage: .hierarchical(0))
    /// The secondary label color.
    public static let secondary = Color(storage: .hierarchical(1))
    /// The app's accent color (system blue unless a bundle's `AccentColor` says otherwise).
    public static let accentColor = Color(storage: .accent)

    /// This color with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> Color {
        Color(storage: .opacity(storage, opacity.isFinite ? opacity : 1))
    }

    /// A gradient derived from this color, as `Color.gradient` gives.
    public var gradient: AnyGradient {
        AnyGradient(base: self)
    }

    // MARK: Resolution

    /// The concrete color for an environment.
    package func resolve(in environment: EnvironmentValues) -> RGBAColor {
        resolve(storage, in: environment)
    }

    private func resolve(_ storage: Storage, in environment: EnvironmentValues) -> RGBAColor {
        let dark = environment.colorScheme == .dark
        switch storage {
        case .fixed(let color): return color
        case .adaptive(let light, let darkColor): return dark ? darkColor : light
        case .named(let name, let bundlePath):
            if let found = AssetCatalog.color(named: name, bundlePath: bundlePath, environment: environment) {
                return dark ? (found.dark ?? found.light) : found.light
            }
            environment.logOnce("No color named '\(name)' in any asset catalog; using gray.")
            return RGBAColor(hex: 0x8E8E93)
        case .hierarchical(let level):
            var plain = environment
            plain.foregroundPaint = nil
            if case .color(let color) = HierarchicalShapeStyle(level: level).resolvePaint(in: plain) { return color }
            return .black
        case .accent:
            if let found = AssetCatalog.color(named: "AccentColor", bundlePath: nil, environment: environment) {
                return dark ? (found.dark ?? found.light) : found.light
            }
            return resolve(Color.blue.storage, in: environment)
        case .opacity(let base, let opacity):
            return resolve(base, in: environment).multiplyingAlpha(opacity)
        }
    }

    package func resolvePaint(in environment: EnvironmentValues) -> Paint {
        .color(resolve(in: environment))
    }
}

extension ShapeStyle where Self == Color {
    public static var red: Color { Color.red }
    public static var orange: Color { Color.orange }
    public static var yellow: Color { Color.yellow }
    public static var green: Color { Color.green }
    public static var mint: Color { Color.mint }
    public static var teal: Color { Color.teal }
    public static var cyan: Color { Color.cyan }
    public static var blue: Color { Color.blue }
    public static var indigo: Color { Color.indigo }
    public static var purple: Color { Color.purple }
    public static var pink: Color { Color.pink }
    public static var brown: Color { Color.brown }
    public static var gray: Color { Color.gray }
    public static var black: Color { Color.black }
    public static var white: Color { Color.white }
    public static var clear: Color { Color.clear }
}

extension Color: View, PrimitiveView {
    public typealias Body = Never

    package func resolve(into outputs: inout _ViewOutputs) {
        outputs.elements.append(ShapeElement(outline: .rectangle, fill: resolvePaint(in: outputs.context.environment)))
    }
}
