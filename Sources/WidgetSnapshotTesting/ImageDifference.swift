public import Foundation

/// The size of an image in pixels.
public struct PixelSize: Sendable, Hashable, CustomStringConvertible {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    public var description: String { "\(width)×\(height)" }
}

/// How a rendering differs from its reference image, pixel by pixel.
///
/// ```swift
/// let difference = try ImageDifference(reference: referencePNG, actual: snapshot.pngData())
/// #expect(difference.isWithinTolerance, "\(difference)")
/// ```
public struct ImageDifference: Sendable, Hashable, CustomStringConvertible {
    /// The reference's size.
    public var referenceSize: PixelSize
    /// The rendering's size.
    public var actualSize: PixelSize
    /// Pixels with a channel more than `tolerance.maximumChannelDelta` away from the
    /// reference; when the sizes differ, also every pixel that only one image has.
    public var differingPixels: Int
    /// The pixels compared: the area of both images laid over each other, top-left aligned.
    public var comparedPixels: Int
    /// The largest difference of one channel (0–255) among the pixels both images have.
    public var maximumChannelDelta: Int
    /// The tolerance applied.
    public var tolerance: ImageTolerance

    /// Compares two PNGs.
    ///
    /// - Throws: ``WidgetSnapshotError/unreadableImage(_:)`` when either is not a PNG.
    public init(reference: Data, actual: Data, tolerance: ImageTolerance = .default) throws {
        self = Self.compare(try PixelImage(png: reference), try PixelImage(png: actual), tolerance: tolerance)
    }

    init(referenceSize: PixelSize, actualSize: PixelSize, differingPixels: Int, comparedPixels: Int,
         maximumChannelDelta: Int, tolerance: ImageTolerance) {
        self.referenceSize = referenceSize
        self.actualSize = actualSize
        self.differingPixels = differingPixels
        self.comparedPixels = comparedPixels
        self.maximumChannelDelta = maximumChannelDelta
        self.tolerance = tolerance
    }

    /// Whether both images have the same size.
    public var sizesMatch: Bool { referenceSize == actualSize }

    /// The fraction of the compared pixels that differ, 0–1.
    public var differingFraction: Double {
        comparedPixels == 0 ? 0 : Double(differingPixels) / Double(comparedPixels)
    }

    /// Whether the rendering matches its reference: same size and few enough differing pixels.
    public var isWithinTolerance: Bool {
        sizesMatch && Double(differingPixels) <= tolerance.maximumDifferingFraction * Double(comparedPixels) + 1e-9
    }

    public var description: String {
        if !sizesMatch {
            return "the rendering is \(actualSize) pixels, the reference \(referenceSize)"
        }
        let percent = Self.percent(differingFraction)
        let allowed = Self.percent(tolerance.maximumDifferingFraction)
        return "\(differingPixels) of \(comparedPixels) pixels (\(percent)) differ by more than "
            + "\(tolerance.maximumChannelDelta) per channel (at most \(allowed) may); "
            + "largest channel difference \(maximumChannelDelta)"
    }

    private static func percent(_ fraction: Double) -> String {
        let value = fraction * 100
        if value == 0 { return "0%" }
        if value < 0.01 { return "<0.01%" }
        return String(format: value < 10 ? "%.2f%%" : "%.1f%%", value)
    }
}

extension ImageDifference {
    /// The largest channel difference of two premultiplied ARGB pixels.
    @inline(__always)
    static func channelDelta(_ a: UInt32, _ b: UInt32) -> Int {
        var largest: UInt32 = 0
        var shift: UInt32 = 0
        while shift < 32 {
            let x = (a >> shift) & 0xFF, y = (b >> shift) & 0xFF
            largest = max(largest, x > y ? x - y : y - x)
            shift += 8
        }
        return Int(largest)
    }

    /// Compares decoded images, top-left aligned.
    static func compare(_ reference: PixelImage, _ actual: PixelImage, tolerance: ImageTolerance) -> ImageDifference {
        let width = max(reference.width, actual.width), height = max(reference.height, actual.height)
        let sharedWidth = min(reference.width, actual.width), sharedHeight = min(reference.height, actual.height)
        var differing = (width * height) - (sharedWidth * sharedHeight)
        var largest = 0
        let limit = tolerance.maximumChannelDelta
        reference.pixels.withUnsafeBufferPointer { expected in
            actual.pixels.withUnsafeBufferPointer { found in
                for y in 0..<sharedHeight {
                    let expectedRow = y * reference.width, foundRow = y * actual.width
                    for x in 0..<sharedWidth {
                        let a = expected[expectedRow + x], b = found[foundRow + x]
                        if a == b { continue }
                        let delta = channelDelta(a, b)
                        largest = max(largest, delta)
                        if delta > limit { differing += 1 }
                    }
                }
            }
        }
        return ImageDifference(
            referenceSize: PixelSize(width: reference.width, height: reference.height),
            actualSize: PixelSize(width: actual.width, height: actual.height),
            differingPixels: differing, comparedPixels: width * height, maximumChannelDelta: largest,
            tolerance: tolerance)
    }

    /// The reference, dimmed to light gray, with every differing pixel in magenta. Pixels only
    /// one image has are magenta too.
    static func diffImage(_ reference: PixelImage, _ actual: PixelImage, tolerance: ImageTolerance) -> PixelImage {
        let width = max(reference.width, actual.width), height = max(reference.height, actual.height)
        let magenta: UInt32 = 0xFFFF_00FF
        var pixels = [UInt32](repeating: magenta, count: width * height)
        let limit = tolerance.maximumChannelDelta
        for y in 0..<min(reference.height, actual.height) {
            for x in 0..<min(reference.width, actual.width) {
                let a = reference.pixels[y * reference.width + x], b = actual.pixels[y * actual.width + x]
                if a != b && channelDelta(a, b) > limit { continue }
                // The premultiplied reference over white, as a light gray.
                let alpha = (a >> 24) & 0xFF
                let red = Double(((a >> 16) & 0xFF) + 255 - alpha)
                let green = Double(((a >> 8) & 0xFF) + 255 - alpha)
                let blue = Double((a & 0xFF) + 255 - alpha)
                let luminance = 0.299 * red + 0.587 * green + 0.114 * blue
                let gray = UInt32(max(0, min(255, 255 - (255 - luminance) * 0.35)).rounded())
                pixels[y * width + x] = 0xFF00_0000 | gray << 16 | gray << 8 | gray
            }
        }
        return PixelImage(width: width, height: height, pixels: pixels)
    }
}
