/// Quantizes a ``GrayImage`` to a panel's levels with one ``DitherMethod``.
///
/// The levels are taken to be evenly spaced in perceived lightness, as e-paper controllers'
/// gray waveforms are tuned: level `k` of `n` reflects the linear light of the sRGB value
/// `k / (n - 1)`. Error diffusion and ordered dithering work in linear light, so a dithered area
/// averages to the light of the colour it replaces; pixels inside `crisp` rectangles (the
/// lines of text) are thresholded instead (``mask(_:image:)``) and neither take nor pass on
/// error, so glyph edges stay solid.
///
/// ```swift
/// let ditherer = Ditherer(method: .atkinson)
/// let onePixelPerBit = ditherer.dither(gray, levels: 2, crisp: textLines)
/// ```
public struct Ditherer: Sendable {
    /// The method used outside the crisp rectangles.
    public var method: DitherMethod

    /// A ditherer that uses `method`.
    public init(method: DitherMethod) {
        self.method = method
    }

    /// `image` in `levels` levels (2…256).
    public func dither(_ image: GrayImage, levels: Int, crisp: [PixelRect] = []) -> LevelImage {
        precondition((2...256).contains(levels), "Ditherer: \(levels) levels")
        let palette = Self.levelValues(levels)
        let thresholds = Self.perceptualThresholds(levels)
        var result = LevelImage(width: image.width, height: image.height, levels: levels)
        let mask = Self.mask(crisp, image: image)
        switch method {
        case .threshold:
            threshold(image, thresholds: thresholds, into: &result)
        case .bayer:
            bayer(image, palette: palette, mask: mask, thresholds: thresholds, into: &result)
        case .floydSteinberg, .atkinson:
            diffuse(image, palette: palette, mask: mask, thresholds: thresholds, into: &result)
        }
        return result
    }

    /// The linear light of each level.
    static func levelValues(_ levels: Int) -> [Float] {
        (0..<levels).map { SRGB.linear(Double($0) / Double(levels - 1)) }
    }

    /// The linear light halfway, in perceived lightness, between each level and the next.
    static func perceptualThresholds(_ levels: Int) -> [Float] {
        (0..<(levels - 1)).map { SRGB.linear((Double($0) + 0.5) / Double(levels - 1)) }
    }

    /// Per pixel, the linear-light threshold of the crisp rectangle it lies in when the pixel is
    /// ink, or NaN (dithered as usual) when it is background or outside every rectangle.
    ///
    /// A rectangle's background is the median of its edge pixels (a text line's box has
    /// background all around its glyphs); its ink is the pixel farthest from that, in perceived
    /// lightness. Pixels on the ink's side of the halfway point are thresholded (so gray
    /// `.secondary` text on white turns black instead of vanishing, and white text on a coloured
    /// fill stays white), and the background between the glyphs is dithered like the fill
    /// around the box (thresholding it too drew a black box behind every label on a mid-gray
    /// fill). A nearly flat rectangle (ink less than 15 % from its background) is all background.
    static func mask(_ rects: [PixelRect], image: GrayImage) -> [Float]? {
        guard !rects.isEmpty else { return nil }
        let width = image.width, height = image.height
        var mask = [Float](repeating: .nan, count: width * height)
        for rect in rects {
            let left = max(0, rect.x), right = min(width, rect.x + rect.width)
            let top = max(0, rect.y), bottom = min(height, rect.y + rect.height)
            guard left < right, top < bottom else { continue }
            var edge: [Float] = []
            for x in left..<right {
                edge.append(image.pixels[top * width + x])
                edge.append(image.pixels[(bottom - 1) * width + x])
            }
            for y in top..<bottom {
                edge.append(image.pixels[y * width + left])
                edge.append(image.pixels[y * width + right - 1])
            }
            edge.sort()
            let background = SRGB.encoded(edge[edge.count / 2])
            var ink = background
            for y in top..<bottom {
                for x in left..<right {
                    let value = SRGB.encoded(image.pixels[y * width + x])
                    if abs(value - background) > abs(ink - background) { ink = value }
                }
            }
            guard abs(ink - background) >= 0.15 else { continue }
            let threshold = SRGB.linear((ink + background) / 2)
            let inkIsLighter = ink > background
            for y in top..<bottom {
                for x in left..<right {
                    let value = image.pixels[y * width + x]
                    if inkIsLighter ? value >= threshold : value < threshold { mask[y * width + x] = threshold }
                }
            }
        }
        return mask
    }

    /// The level of a crisp pixel: its rectangle's threshold at 2 levels, the nearest level in
    /// perceived lightness at more.
    @inline(__always)
    static func crispLevel(_ value: Float, threshold: Float, thresholds: [Float]) -> UInt8 {
        thresholds.count == 1 ? (value >= threshold ? 1 : 0) : UInt8(nearest(value, thresholds: thresholds))
    }

    /// The level whose perceptual band holds `value`.
    @inline(__always)
    static func nearest(_ value: Float, thresholds: [Float]) -> Int {
        var level = 0
        while level < thresholds.count, value >= thresholds[level] { level += 1 }
        return level
    }

    private func threshold(_ image: GrayImage, thresholds: [Float], into result: inout LevelImage) {
        for index in image.pixels.indices {
            result.pixels[index] = UInt8(Self.nearest(image.pixels[index], thresholds: thresholds))
        }
    }

    /// The 8 × 8 Bayer index matrix.
    static let bayerMatrix: [Int] = {
        var matrix = [0]
        var size = 1
        while size < 8 {
            var next = [Int](repeating: 0, count: 4 * size * size)
            for y in 0..<size {
                for x in 0..<size {
                    let value = 4 * matrix[y * size + x]
                    next[y * 2 * size + x] = value
                    next[y * 2 * size + x + size] = value + 2
                    next[(y + size) * 2 * size + x] = value + 3
                    next[(y + size) * 2 * size + x + size] = value + 1
                }
            }
            matrix = next
            size *= 2
        }
        return matrix
    }()

    private func bayer(
        _ image: GrayImage, palette: [Float], mask: [Float]?, thresholds: [Float], into result: inout LevelImage
    ) {
        let matrix = Self.bayerMatrix.map { (Float($0) + 0.5) / 64 }
        let width = image.width
        for y in 0..<image.height {
            for x in 0..<width {
                let index = y * width + x
                let value = image.pixels[index]
                if let mask, !mask[index].isNaN {
                    result.pixels[index] = Self.crispLevel(value, threshold: mask[index], thresholds: thresholds)
                    continue
                }
                // The two levels around the value, and how far it lies from the lower one.
                var lower = 0
                while lower < palette.count - 2, value > palette[lower + 1] { lower += 1 }
                let span = palette[lower + 1] - palette[lower]
                let fraction = span > 0 ? (value - palette[lower]) / span : 0
                let level = fraction > matrix[(y & 7) * 8 + (x & 7)] ? lower + 1 : lower
                result.pixels[index] = UInt8(min(palette.count - 1, max(0, level)))
            }
        }
    }

    private func diffuse(
        _ image: GrayImage, palette: [Float], mask: [Float]?, thresholds: [Float], into result: inout LevelImage
    ) {
        let width = image.width, height = image.height
        guard width > 0, height > 0 else { return }
        // Three rows of error around the current one (Atkinson reaches two rows down).
        let stride = width + 4
        var errors = [Float](repeating: 0, count: 3 * stride)
        let atkinson = method == .atkinson
        let last = palette.count - 1
        errors.withUnsafeMutableBufferPointer { errors in
            image.pixels.withUnsafeBufferPointer { source in
                result.pixels.withUnsafeMutableBufferPointer { out in
                    for y in 0..<height {
                        let row = (y % 3) * stride + 2
                        let below = ((y + 1) % 3) * stride + 2
                        let twoBelow = ((y + 2) % 3) * stride + 2
                        // Serpentine for Floyd–Steinberg: every other row right to left.
                        let reversed = !atkinson && y % 2 == 1
                        let step = reversed ? -1 : 1
                        var x = reversed ? width - 1 : 0
                        for _ in 0..<width {
                            let index = y * width + x
                            if let mask, !mask[index].isNaN {
                                out[index] = Self.crispLevel(source[index], threshold: mask[index], thresholds: thresholds)
                                x += step
                                continue
                            }
                            let value = source[index] + errors[row + x]
                            var level = 0
                            var best = Float.infinity
                            for candidate in 0...last {
                                let distance = abs(palette[candidate] - value)
                                if distance < best { best = distance; level = candidate }
                            }
                            out[index] = UInt8(level)
                            let error = value - palette[level]
                            if atkinson {
                                let share = error / 8
                                errors[row + x + 1] += share
                                errors[row + x + 2] += share
                                errors[below + x - 1] += share
                                errors[below + x] += share
                                errors[below + x + 1] += share
                                errors[twoBelow + x] += share
                            } else {
                                errors[row + x + step] += error * 7 / 16
                                errors[below + x - step] += error * 3 / 16
                                errors[below + x] += error * 5 / 16
                                errors[below + x + step] += error * 1 / 16
                            }
                            x += step
                        }
                        // This row's slots become the row two below the next one.
                        for i in (row - 2)..<(row - 2 + stride) { errors[i] = 0 }
                    }
                }
            }
        }
    }
}
