import Foundation

/// A grayscale picture in linear light, the input of dithering.
///
/// Each pixel is the relative luminance of the rendered colour, from 0 (black) to 1 (white), in
/// linear light: sRGB's transfer function undone before red, green and blue are weighted
/// (Rec. 709: 0.2126, 0.7152, 0.0722). Averaging in linear light is what paper does when dots
/// are seen from a distance, so a dithered area reflects as much light as the colour it stands for.
///
/// ```swift
/// var gray = GrayImage(width: 2, height: 1, argb: [0xFFFF_FFFF, 0xFF00_0000])
/// gray.adjust(gamma: 1, contrast: 1.2)
/// let levels = Ditherer(method: .floydSteinberg).dither(gray, levels: 2)
/// ```
public struct GrayImage: Sendable, Equatable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Luminance in linear light, row by row from the top left.
    public var pixels: [Float]

    /// A picture of `width` × `height` pixels, all of `value`.
    public init(width: Int, height: Int, value: Float = 1) {
        precondition(width >= 0 && height >= 0, "GrayImage: negative size")
        self.width = width
        self.height = height
        pixels = [Float](repeating: value, count: width * height)
    }

    /// Converts opaque pixels in Cairo's `ARGB32` layout (`0xAARRGGBB` words, row by row, no
    /// padding) to luminance. Alpha is composited over white.
    public init(width: Int, height: Int, argb: [UInt32]) {
        precondition(argb.count == width * height, "GrayImage: \(argb.count) pixels for \(width)×\(height)")
        self.width = width
        self.height = height
        let table = SRGB.linearTable
        pixels = argb.map { pixel in
            // Cairo's colours are premultiplied: adding (1 - alpha) of white composites over white.
            let alpha = Float(pixel >> 24) / 255
            let red = table[Int((pixel >> 16) & 0xFF)]
            let green = table[Int((pixel >> 8) & 0xFF)]
            let blue = table[Int(pixel & 0xFF)]
            let luminance = 0.2126 * red + 0.7152 * green + 0.0722 * blue
            return min(1, luminance + (1 - alpha))
        }
    }

    /// The luminance at column `x`, row `y`.
    public subscript(x: Int, y: Int) -> Float {
        get { pixels[y * width + x] }
        set { pixels[y * width + x] = newValue }
    }

    /// Applies a device's tone settings: `gamma` raises each value to `1 / gamma` (above 1
    /// lightens the mid-tones), then `contrast` stretches values away from mid-gray (perceptual
    /// 50%), clamped to 0…1. `gamma: 1, contrast: 1` changes nothing.
    public mutating func adjust(gamma: Double, contrast: Double) {
        guard gamma != 1 || contrast != 1 else { return }
        let exponent = Float(1 / max(0.05, gamma))
        let stretch = Float(max(0, contrast))
        let middle = SRGB.linear(0.5)
        for index in pixels.indices {
            var value = pixels[index]
            if exponent != 1 { value = Float.pow(value, exponent) }
            if stretch != 1 { value = middle + (value - middle) * stretch }
            pixels[index] = min(1, max(0, value))
        }
    }

    /// This picture turned clockwise by `rotation` (a multiple of 90 degrees).
    public func rotated(by rotation: DisplayRotation) -> GrayImage {
        guard rotation != .none else { return self }
        let turnsSides = rotation == .clockwise90 || rotation == .clockwise270
        var result = GrayImage(width: turnsSides ? height : width, height: turnsSides ? width : height)
        for y in 0..<height {
            for x in 0..<width {
                let (targetX, targetY): (Int, Int)
                switch rotation {
                case .none: (targetX, targetY) = (x, y)
                case .clockwise90: (targetX, targetY) = (height - 1 - y, x)
                case .clockwise180: (targetX, targetY) = (width - 1 - x, height - 1 - y)
                case .clockwise270: (targetX, targetY) = (y, width - 1 - x)
                }
                result.pixels[targetY * result.width + targetX] = pixels[y * width + x]
            }
        }
        return result
    }
}

extension Float {
    fileprivate static func pow(_ base: Float, _ exponent: Float) -> Float {
        Float(Foundation.pow(Double(base), Double(exponent)))
    }
}
