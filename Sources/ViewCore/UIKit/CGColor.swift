public import Foundation
package import DisplayList

/// A fixed color as Core Graphics holds it: components in a color space, alpha last.
///
/// Widget code reads colors this way when it shares code with its app:
///
/// ```swift
/// let accent = UIColor.systemBlue.cgColor
/// let faded = accent.copy(alpha: 0.5)
/// Circle().fill(Color(cgColor: faded ?? accent))
/// let brightness = accent.components.map { ($0[0] + $0[1] + $0[2]) / 3 }
/// ```
///
/// Colors are sRGB (`init(red:green:blue:alpha:)` takes Apple's generic RGB components as sRGB)
/// or gray; drawing one draws its sRGB value. There is no `CGColorSpace` or `CGContext` here.
public final class CGColor: Hashable, Sendable, CustomStringConvertible {
    /// Gray (two components) or RGB (four).
    private let isGray: Bool
    private let values: [CGFloat]

    private init(isGray: Bool, values: [CGFloat]) {
        self.isGray = isGray
        self.values = values.map { $0.isFinite ? min(max($0, 0), 1) : 0 }
    }

    /// A color from red, green, blue and alpha in 0...1.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(isGray: false, values: [red, green, blue, alpha])
    }

    /// A color from sRGB red, green, blue and alpha in 0...1.
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(isGray: false, values: [red, green, blue, alpha])
    }

    /// A gray level and alpha in 0...1.
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(isGray: true, values: [gray, alpha])
    }

    /// Opaque black.
    public static let black = CGColor(gray: 0, alpha: 1)
    /// Opaque white.
    public static let white = CGColor(gray: 1, alpha: 1)
    /// Transparent black.
    public static let clear = CGColor(gray: 0, alpha: 0)

    /// The components, alpha last: `[gray, alpha]` or `[red, green, blue, alpha]`.
    public var components: [CGFloat]? { values }

    /// How many components the color has, alpha included: 2 for gray, 4 for RGB.
    public var numberOfComponents: Int { values.count }

    /// The alpha component.
    public var alpha: CGFloat { values[values.count - 1] }

    /// The same color with `alpha` (clamped to 0...1).
    public func copy(alpha: CGFloat) -> CGColor? {
        CGColor(isGray: isGray, values: Array(values.dropLast()) + [alpha])
    }

    /// The same color.
    public func copy() -> CGColor? { self }

    /// The sRGB value drawn.
    package var rgba: RGBAColor {
        isGray
            ? RGBAColor(red: Double(values[0]), green: Double(values[0]), blue: Double(values[0]), alpha: Double(values[1]))
            : RGBAColor(red: Double(values[0]), green: Double(values[1]), blue: Double(values[2]), alpha: Double(values[3]))
    }

    package convenience init(rgba: RGBAColor) {
        self.init(red: CGFloat(rgba.red), green: CGFloat(rgba.green), blue: CGFloat(rgba.blue), alpha: CGFloat(rgba.alpha))
    }

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.isGray == rhs.isGray && lhs.values == rhs.values }
    public func hash(into hasher: inout Hasher) { hasher.combine(values) }

    public var description: String {
        "<CGColor \(isGray ? "gray" : "rgb")(\(values.map { String(format: "%.3g", Double($0)) }.joined(separator: " ")))>"
    }
}

extension UIColor {
    /// The color in light appearance, as Core Graphics holds it (a dynamic color resolves for
    /// light traits, as `UIColor.cgColor` resolves for the current traits on iOS).
    public var cgColor: CGColor { CGColor(rgba: color.resolve(in: UITraitCollection(userInterfaceStyle: .light).environment)) }

    /// The UIKit color of a Core Graphics color.
    public convenience init(cgColor: CGColor) {
        self.init(color: Color(storage: .fixed(cgColor.rgba)))
    }
}

extension Color {
    /// A SwiftUI color from a Core Graphics color.
    public init(cgColor: CGColor) {
        self.init(storage: .fixed(cgColor.rgba))
    }

    /// The Core Graphics color of a fixed color; `nil` for one that depends on the
    /// environment (system colors with dark variants, named, hierarchical and accent colors).
    public var cgColor: CGColor? {
        if case .fixed(let value) = storage { return CGColor(rgba: value) }
        return nil
    }
}
