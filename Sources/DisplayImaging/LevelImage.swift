/// A picture quantized to a panel's levels: each pixel is a level index, 0 (black) up to
/// `levels - 1` (white).
public struct LevelImage: Sendable, Equatable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// How many levels there are (2 for a 1-bit panel, 4 for 2-bit, 16 for 4-bit, 256 for 8-bit).
    public let levels: Int
    /// Level indices, row by row from the top left.
    public var pixels: [UInt8]

    /// A picture whose pixels are all `level`.
    public init(width: Int, height: Int, levels: Int, level: UInt8 = 0) {
        precondition((2...256).contains(levels), "LevelImage: \(levels) levels")
        self.width = width
        self.height = height
        self.levels = levels
        pixels = [UInt8](repeating: level, count: width * height)
    }

    /// The level at column `x`, row `y`.
    public subscript(x: Int, y: Int) -> UInt8 {
        get { pixels[y * width + x] }
        set { pixels[y * width + x] = newValue }
    }

    /// Bits per pixel that hold `levels` (1, 2, 4 or 8).
    public var bitDepth: Int {
        switch levels {
        case ...2: 1
        case ...4: 2
        case ...16: 4
        default: 8
        }
    }

    /// The share of pixels at each level, for tests and the page's statistics.
    public func histogram() -> [Int] {
        var counts = [Int](repeating: 0, count: levels)
        for pixel in pixels { counts[Int(pixel)] += 1 }
        return counts
    }
}
