import Foundation

/// A color with red, green, blue and alpha components in 0...1, in the sRGB space.
public struct RGBAColor: Sendable, Codable, Hashable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Creates a color from 0xRRGGBB.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(
            red: Double((hex >> 16) & 0xFF) / 255,
            green: Double((hex >> 8) & 0xFF) / 255,
            blue: Double(hex & 0xFF) / 255,
            alpha: alpha
        )
    }

    public static let clear = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)
    public static let black = RGBAColor(red: 0, green: 0, blue: 0)
    public static let white = RGBAColor(red: 1, green: 1, blue: 1)

    /// This color with its alpha multiplied by `factor`.
    public func multiplyingAlpha(_ factor: Double) -> RGBAColor {
        RGBAColor(red: red, green: green, blue: blue, alpha: alpha * factor)
    }

    /// `#rrggbb` for CSS and SVG (alpha is written separately).
    public var hexString: String {
        func byte(_ v: Double) -> Int { Int((min(max(v, 0), 1) * 255).rounded()) }
        let value = (byte(red) << 16) | (byte(green) << 8) | byte(blue)
        let hex = String(value, radix: 16)
        return "#" + String(repeating: "0", count: 6 - hex.count) + hex
    }

    /// `rgba(r,g,b,a)` for CSS.
    public var cssString: String {
        func byte(_ v: Double) -> Int { Int((min(max(v, 0), 1) * 255).rounded()) }
        if alpha >= 1 { return hexString }
        return "rgba(\(byte(red)),\(byte(green)),\(byte(blue)),\(formatNumber(alpha)))"
    }
}

/// A point in unit coordinates of a rectangle (0,0 top-left, 1,1 bottom-right).
public struct UnitPoint2D: Sendable, Codable, Hashable {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

/// A color stop of a gradient.
public struct GradientStop: Sendable, Codable, Hashable {
    public var color: RGBAColor
    public var location: Double
    public init(color: RGBAColor, location: Double) {
        self.color = color
        self.location = location
    }
}

/// How an area is painted. Gradient geometry is relative to the frame of the item painted.
public enum Paint: Sendable, Codable, Hashable {
    case color(RGBAColor)
    case linearGradient(stops: [GradientStop], start: UnitPoint2D, end: UnitPoint2D)
    /// Radii are in points.
    case radialGradient(stops: [GradientStop], center: UnitPoint2D, startRadius: Double, endRadius: Double)
    /// Angles in degrees, clockwise from the positive x axis, as SwiftUI measures them.
    case angularGradient(stops: [GradientStop], center: UnitPoint2D, startAngle: Double, endAngle: Double)

    /// The paint with every color's alpha multiplied by `factor`.
    public func multiplyingAlpha(_ factor: Double) -> Paint {
        func map(_ stops: [GradientStop]) -> [GradientStop] {
            stops.map { GradientStop(color: $0.color.multiplyingAlpha(factor), location: $0.location) }
        }
        switch self {
        case .color(let c): return .color(c.multiplyingAlpha(factor))
        case .linearGradient(let s, let a, let b): return .linearGradient(stops: map(s), start: a, end: b)
        case .radialGradient(let s, let c, let r0, let r1):
            return .radialGradient(stops: map(s), center: c, startRadius: r0, endRadius: r1)
        case .angularGradient(let s, let c, let a0, let a1):
            return .angularGradient(stops: map(s), center: c, startAngle: a0, endAngle: a1)
        }
    }
}

/// Formats a number for SVG, CSS and JSON output: at most three decimals, no trailing zeros.
public func formatNumber(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    let thousandths = (value * 1000).rounded()
    let rounded = thousandths / 1000
    if rounded == rounded.rounded() && abs(rounded) < 1e15 {
        return String(Int(rounded))
    }
    // Fast path: `rounded` is the double nearest to `thousandths / 1000`, and below 1e12 that
    // double prints with three decimals as exactly `thousandths / 1000`, so the digits come from
    // the integer `thousandths` (what `%.3f` and trimming would give, without `String(format:)`).
    if abs(thousandths) < 1e15 {
        let magnitude = Int(abs(thousandths))
        let whole = magnitude / 1000
        var fraction = magnitude % 1000
        if fraction != 0 {
            var fractionDigits = 3
            while fraction % 10 == 0 {
                fraction /= 10
                fractionDigits -= 1
            }
            let negative = rounded < 0
            // At most 15 bytes makes a small string, stored inline: no allocation. Below 1e9 the
            // longest result is 14 bytes (`-123456789.123`).
            return String(unsafeUninitializedCapacity: whole < 1_000_000_000 ? 15 : 24) { buffer in
                var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
                    (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
                var count = 0
                var rest = whole
                withUnsafeMutableBytes(of: &digits) { scratch in
                    repeat {
                        scratch[count] = UInt8(truncatingIfNeeded: rest % 10) &+ 48
                        rest /= 10
                        count += 1
                    } while rest > 0
                }
                var position = 0
                if negative {
                    buffer[position] = UInt8(ascii: "-")
                    position += 1
                }
                withUnsafeBytes(of: &digits) { scratch in
                    var index = count
                    while index > 0 {
                        index -= 1
                        buffer[position] = scratch[index]
                        position += 1
                    }
                }
                buffer[position] = UInt8(ascii: ".")
                position += 1
                var divisor = fractionDigits == 3 ? 100 : (fractionDigits == 2 ? 10 : 1)
                while divisor > 0 {
                    buffer[position] = UInt8(truncatingIfNeeded: (fraction / divisor) % 10) &+ 48
                    position += 1
                    divisor /= 10
                }
                return position
            }
        }
    }
    var text = String(format: "%.3f", rounded)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text
}
