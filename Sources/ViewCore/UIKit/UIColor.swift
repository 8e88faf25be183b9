public import Foundation
package import DisplayList

/// A color as UIKit spells it, for widget code that shares colors with its app.
///
/// ```swift
/// Text("Hello").foregroundColor(Color(uiColor: .secondaryLabel))
/// Rectangle().fill(Color(UIColor.systemGroupedBackground))
/// let brand = UIColor(named: "Brand") ?? .systemBlue
/// ```
///
/// A `UIColor` wraps a ``Color``: system colors keep Apple's light and dark values, named
/// colors come from asset catalogs (see ``AssetCatalog``). `init(dynamicProvider:)` calls its
/// provider once for light and once for dark traits when the color is created, not when it is
/// drawn; only ``UITraitCollection/userInterfaceStyle`` and `displayScale` vary.
public final class UIColor: Hashable, Sendable, CustomStringConvertible {
    package let color: Color

    package init(color: Color) {
        self.color = color
    }

    /// A color from sRGB components in 0...1 (values outside are clamped when drawn).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        color = Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }

    /// A color from Display P3 components, converted to sRGB (colors outside sRGB are clipped).
    public init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        let components: [String: Any] = [
            "red": Double(displayP3Red), "green": Double(green), "blue": Double(blue), "alpha": Double(alpha),
        ]
        let converted = CatalogIndex.parseColor(["color-space": "display-p3", "components": components])?.light
        color = Color(storage: .fixed(converted ?? RGBAColor(red: Double(displayP3Red), green: Double(green), blue: Double(blue), alpha: Double(alpha))))
    }

    /// A gray level.
    public init(white: CGFloat, alpha: CGFloat) {
        color = Color(white: Double(white), opacity: Double(alpha))
    }

    /// A color from hue, saturation and brightness in 0...1.
    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        color = Color(hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness), opacity: Double(alpha))
    }

    /// A color that depends on the appearance. The provider is asked for light and dark traits
    /// once, here.
    public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        let light = dynamicProvider(UITraitCollection(userInterfaceStyle: .light))
        let dark = dynamicProvider(UITraitCollection(userInterfaceStyle: .dark))
        color = Color(storage: .adaptive(
            light: light.color.resolve(in: UITraitCollection(userInterfaceStyle: .light).environment),
            dark: dark.color.resolve(in: UITraitCollection(userInterfaceStyle: .dark).environment)))
    }

    /// The UIKit color for a SwiftUI color.
    public init(_ color: Color) {
        self.color = color
    }

    /// A color from an asset catalog (`Name.colorset`) in the main bundle or the resource
    /// bundles next to the executable; nil if there is none.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// A color from an asset catalog in `bundle` (or the main bundle); nil if there is none.
    /// The color keeps its light and dark variants whatever `traitCollection` says.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        let environment = traitCollection?.environment ?? EnvironmentValues()
        guard let found = AssetCatalog.color(named: name, bundlePath: bundle?.bundlePath, environment: environment) else {
            return nil
        }
        self.init(color: Color(storage: .adaptive(light: found.light, dark: found.dark ?? found.light)))
    }

    /// This color with its alpha set to `alpha`.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        let value = Double(alpha).isFinite ? min(max(Double(alpha), 0), 1) : 1
        func setting(_ color: RGBAColor) -> RGBAColor {
            RGBAColor(red: color.red, green: color.green, blue: color.blue, alpha: value)
        }
        switch color.storage {
        case .fixed(let fixed):
            return UIColor(color: Color(storage: .fixed(setting(fixed))))
        case .adaptive(let light, let dark):
            return UIColor(color: Color(storage: .adaptive(light: setting(light), dark: setting(dark))))
        default:
            let light = color.resolve(in: UITraitCollection(userInterfaceStyle: .light).environment)
            let dark = color.resolve(in: UITraitCollection(userInterfaceStyle: .dark).environment)
            return UIColor(color: Color(storage: .adaptive(light: setting(light), dark: setting(dark))))
        }
    }

    /// The fixed color for `traitCollection`.
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        UIColor(color: Color(storage: .fixed(color.resolve(in: traitCollection.environment))))
    }

    /// The sRGB components in light appearance. Always succeeds.
    @discardableResult
    public func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let resolved = color.resolve(in: EnvironmentValues())
        red?.pointee = CGFloat(resolved.red)
        green?.pointee = CGFloat(resolved.green)
        blue?.pointee = CGFloat(resolved.blue)
        alpha?.pointee = CGFloat(resolved.alpha)
        return true
    }

    /// The gray level (the mean of the components) and alpha in light appearance.
    @discardableResult
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let resolved = color.resolve(in: EnvironmentValues())
        white?.pointee = CGFloat((resolved.red + resolved.green + resolved.blue) / 3)
        alpha?.pointee = CGFloat(resolved.alpha)
        return true
    }

    public static func == (lhs: UIColor, rhs: UIColor) -> Bool { lhs.color == rhs.color }
    public func hash(into hasher: inout Hasher) { hasher.combine(color) }

    public var description: String {
        let light = color.resolve(in: UITraitCollection(userInterfaceStyle: .light).environment)
        let dark = color.resolve(in: UITraitCollection(userInterfaceStyle: .dark).environment)
        return light == dark ? "UIColor(\(light.cssString))" : "UIColor(light: \(light.cssString), dark: \(dark.cssString))"
    }

    // MARK: Fixed colors

    public static let black = UIColor(color: .black)
    public static let darkGray = UIColor(white: 1 / 3, alpha: 1)
    public static let lightGray = UIColor(white: 2 / 3, alpha: 1)
    public static let white = UIColor(color: .white)
    public static let gray = UIColor(white: 0.5, alpha: 1)
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    public static let clear = UIColor(color: .clear)

    // MARK: System colors (Apple's light / dark values)

    private static func adaptive(_ light: UInt32, _ dark: UInt32, alpha: Double = 1, darkAlpha: Double? = nil) -> UIColor {
        UIColor(color: Color(storage: .adaptive(light: RGBAColor(hex: light, alpha: alpha),
                                                dark: RGBAColor(hex: dark, alpha: darkAlpha ?? alpha))))
    }

    public static let systemRed = UIColor(color: .red)
    public static let systemOrange = UIColor(color: .orange)
    public static let systemYellow = UIColor(color: .yellow)
    public static let systemGreen = UIColor(color: .green)
    public static let systemMint = UIColor(color: .mint)
    public static let systemTeal = UIColor(color: .teal)
    public static let systemCyan = UIColor(color: .cyan)
    public static let systemBlue = UIColor(color: .blue)
    public static let systemIndigo = UIColor(color: .indigo)
    public static let systemPurple = UIColor(color: .purple)
    public static let systemPink = UIColor(color: .pink)
    public static let systemBrown = UIColor(color: .brown)
    public static let systemGray = UIColor(color: .gray)
    public static let systemGray2 = adaptive(0xAEAEB2, 0x636366)
    public static let systemGray3 = adaptive(0xC7C7CC, 0x48484A)
    public static let systemGray4 = adaptive(0xD1D1D6, 0x3A3A3C)
    public static let systemGray5 = adaptive(0xE5E5EA, 0x2C2C2E)
    public static let systemGray6 = adaptive(0xF2F2F7, 0x1C1C1E)
    /// The app's accent color (`AccentColor` in an asset catalog, else system blue).
    public static let tintColor = UIColor(color: .accentColor)

    // Labels
    public static let label = adaptive(0x000000, 0xFFFFFF)
    public static let secondaryLabel = adaptive(0x3C3C43, 0xEBEBF5, alpha: 0.6)
    public static let tertiaryLabel = adaptive(0x3C3C43, 0xEBEBF5, alpha: 0.3)
    public static let quaternaryLabel = adaptive(0x3C3C43, 0xEBEBF5, alpha: 0.18, darkAlpha: 0.16)
    public static let placeholderText = adaptive(0x3C3C43, 0xEBEBF5, alpha: 0.3)
    public static let link = adaptive(0x007AFF, 0x0984FF)
    public static let lightText = UIColor(white: 1, alpha: 0.6)
    public static let darkText = UIColor(white: 0, alpha: 1)

    // Separators and fills
    public static let separator = adaptive(0x3C3C43, 0x545458, alpha: 0.29, darkAlpha: 0.6)
    public static let opaqueSeparator = adaptive(0xC6C6C8, 0x38383A)
    public static let systemFill = adaptive(0x787880, 0x787880, alpha: 0.2, darkAlpha: 0.36)
    public static let secondarySystemFill = adaptive(0x787880, 0x787880, alpha: 0.16, darkAlpha: 0.32)
    public static let tertiarySystemFill = adaptive(0x767680, 0x767680, alpha: 0.12, darkAlpha: 0.24)
    public static let quaternarySystemFill = adaptive(0x747480, 0x767680, alpha: 0.08, darkAlpha: 0.18)

    // Backgrounds
    public static let systemBackground = adaptive(0xFFFFFF, 0x000000)
    public static let secondarySystemBackground = adaptive(0xF2F2F7, 0x1C1C1E)
    public static let tertiarySystemBackground = adaptive(0xFFFFFF, 0x2C2C2E)
    public static let systemGroupedBackground = adaptive(0xF2F2F7, 0x000000)
    public static let secondarySystemGroupedBackground = adaptive(0xFFFFFF, 0x1C1C1E)
    public static let tertiarySystemGroupedBackground = adaptive(0xF2F2F7, 0x2C2C2E)

    /// System colors by the names asset catalogs reference them with (`systemBlueColor`).
    private static let references: [String: UIColor] = [
        "blackColor": black, "darkGrayColor": darkGray, "lightGrayColor": lightGray, "whiteColor": white,
        "grayColor": gray, "redColor": red, "greenColor": green, "blueColor": blue, "cyanColor": cyan,
        "yellowColor": yellow, "magentaColor": magenta, "orangeColor": orange, "purpleColor": purple,
        "brownColor": brown, "clearColor": clear,
        "systemRedColor": systemRed, "systemOrangeColor": systemOrange, "systemYellowColor": systemYellow,
        "systemGreenColor": systemGreen, "systemMintColor": systemMint, "systemTealColor": systemTeal,
        "systemCyanColor": systemCyan, "systemBlueColor": systemBlue, "systemIndigoColor": systemIndigo,
        "systemPurpleColor": systemPurple, "systemPinkColor": systemPink, "systemBrownColor": systemBrown,
        "systemGrayColor": systemGray, "systemGray2Color": systemGray2, "systemGray3Color": systemGray3,
        "systemGray4Color": systemGray4, "systemGray5Color": systemGray5, "systemGray6Color": systemGray6,
        "labelColor": label, "secondaryLabelColor": secondaryLabel, "tertiaryLabelColor": tertiaryLabel,
        "quaternaryLabelColor": quaternaryLabel, "placeholderTextColor": placeholderText, "linkColor": link,
        "lightTextColor": lightText, "darkTextColor": darkText,
        "separatorColor": separator, "opaqueSeparatorColor": opaqueSeparator,
        "systemFillColor": systemFill, "secondarySystemFillColor": secondarySystemFill,
        "tertiarySystemFillColor": tertiarySystemFill, "quaternarySystemFillColor": quaternarySystemFill,
        "systemBackgroundColor": systemBackground, "secondarySystemBackgroundColor": secondarySystemBackground,
        "tertiarySystemBackgroundColor": tertiarySystemBackground,
        "systemGroupedBackgroundColor": systemGroupedBackground,
        "secondarySystemGroupedBackgroundColor": secondarySystemGroupedBackground,
        "tertiarySystemGroupedBackgroundColor": tertiarySystemGroupedBackground,
    ]

    /// The light and dark values of the system color an asset catalog references by `reference`
    /// (`systemBlueColor`, `labelColor`; the `Color` suffix may be left out).
    package static func systemColor(reference: String) -> (light: RGBAColor, dark: RGBAColor?)? {
        guard let color = references[reference] ?? references[reference + "Color"] else { return nil }
        let light = color.color.resolve(in: UITraitCollection(userInterfaceStyle: .light).environment)
        let dark = color.color.resolve(in: UITraitCollection(userInterfaceStyle: .dark).environment)
        return (light, dark)
    }
}

extension Color {
    /// A SwiftUI color from a UIKit color (keeps its light and dark variants).
    public init(uiColor: UIColor) {
        self.init(storage: uiColor.color.storage)
    }

    /// A SwiftUI color from a UIKit color (keeps its light and dark variants).
    public init(_ color: UIColor) {
        self.init(storage: color.color.storage)
    }
}
