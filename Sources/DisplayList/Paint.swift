public import WidgetKitSupport
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
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 7) { buffer in
            var count = 0
            writeHex { byte in
                buffer[count] = byte
                count += 1
            }
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[..<count]), as: UTF8.self)
        }
    }

    /// `rgba(r,g,b,a)` for CSS, or ``hexString`` when the color is opaque.
    public var cssString: String {
        if alpha >= 1 { return hexString }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(40)
        writeCSS { bytes.append($0) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Writes ``hexString`` one byte at a time, without building a string.
    @inlinable
    public func writeHex(_ write: (UInt8) -> Void) {
        let value = (Self.byte(red) << 16) | (Self.byte(green) << 8) | Self.byte(blue)
        write(UInt8(ascii: "#"))
        var shift = 20
        while shift >= 0 {
            let digit = (value >> shift) & 0xF
            write(UInt8(truncatingIfNeeded: digit < 10 ? 48 + digit : 87 + digit))
            shift -= 4
        }
    }

    /// Writes ``cssString`` one byte at a time, without building a string.
    @inlinable
    public func writeCSS(_ write: (UInt8) -> Void) {
        guard alpha < 1 else {
            writeHex(write)
            return
        }
        for byte in "rgba(".utf8 { write(byte) }
        writeDecimalDigits(Self.byte(red), write)
        write(UInt8(ascii: ","))
        writeDecimalDigits(Self.byte(green), write)
        write(UInt8(ascii: ","))
        writeDecimalDigits(Self.byte(blue), write)
        write(UInt8(ascii: ","))
        formatNumber(alpha, write: write)
        write(UInt8(ascii: ")"))
    }

    /// A component in 0...1 as a byte, 0...255.
    @inlinable
    static func byte(_ value: Double) -> Int { Int((min(max(value, 0), 1) * 255).rounded()) }
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
    /// An ellipse fitted to the frame painted: radii are fractions of its width (horizontally)
    /// and height (vertically), so 0.5 reaches the frame's edges from its centre.
    case ellipticalGradient(stops: [GradientStop], center: UnitPoint2D, startRadiusFraction: Double, endRadiusFraction: Double)

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
        case .ellipticalGradient(let s, let c, let r0, let r1):
            return .ellipticalGradient(stops: map(s), center: c, startRadiusFraction: r0, endRadiusFraction: r1)
        }
    }
}
