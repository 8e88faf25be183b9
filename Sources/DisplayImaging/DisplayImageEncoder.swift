public import Foundation

/// Turns a rendered picture into the exact file a display model downloads: tone, rotation,
/// dithering, encoding, and the model's size limit.
///
/// ```swift
/// let gray = GrayImage(width: 800, height: 480, argb: pixels)
/// let file = try DisplayImageEncoder.encode(gray, for: DisplayModelTable.builtIn["og"]!,
///                                           tone: DisplayTone(), crisp: textLines)
/// file.data.count   // 48_062
/// ```
public enum DisplayImageEncoder {
    /// An encoded image.
    public struct Output: Sendable {
        /// The file's bytes.
        public let data: Data
        /// Its format.
        public let format: DisplayImageFormat
        /// The dithering that was used (a coarser one when the first result was over the model's
        /// size limit).
        public let dither: DitherMethod
    }

    /// The file of `image` (in the model's canvas size, before rotation) for `model`.
    ///
    /// When a PNG is larger than the model's ``DisplayModel/maximumImageBytes`` (dither noise
    /// compresses badly), it is dithered again with Bayer, then thresholded, which compress
    /// several times better.
    ///
    /// - Throws: ``DisplayImageError`` when the picture is not the model's canvas size, or no
    ///   encoding fits the limit.
    public static func encode(
        _ image: GrayImage, for model: DisplayModel, tone: DisplayTone = DisplayTone(), crisp: [PixelRect] = []
    ) throws -> Output {
        guard image.width == model.canvasWidth, image.height == model.canvasHeight else {
            throw DisplayImageError.wrongSize(width: image.width, height: image.height, model: model.name)
        }
        var gray = image
        gray.adjust(gamma: tone.gamma, contrast: tone.contrast)
        let rotated = gray.rotated(by: model.rotation)
        let crispRects = tone.crispText && model.bitDepth <= 2 ? crisp.map { rotate($0, in: image, by: model.rotation) } : []
        let first = tone.dither ?? model.dither
        var methods = [first]
        for fallback in [DitherMethod.bayer, .threshold] where !methods.contains(fallback) { methods.append(fallback) }
        var smallest: Int?
        for method in methods {
            let levels = Ditherer(method: method).dither(rotated, levels: model.levels, crisp: crispRects)
            let data = model.format == .bmp ? BMPEncoder.encode(levels) : GrayPNGEncoder.encode(
                levels, compressionLevel: levels.pixels.count > 1_000_000 ? 6 : 12)
            if let limit = model.maximumImageBytes, data.count > limit {
                smallest = min(smallest ?? data.count, data.count)
                continue
            }
            return Output(data: data, format: model.format, dither: method)
        }
        throw DisplayImageError.tooLarge(bytes: smallest ?? 0, limit: model.maximumImageBytes ?? 0, model: model.name)
    }

    /// `rect` of a `source`-sized picture after the picture is turned by `rotation`.
    static func rotate(_ rect: PixelRect, in source: GrayImage, by rotation: DisplayRotation) -> PixelRect {
        switch rotation {
        case .none: rect
        case .clockwise90: PixelRect(x: source.height - rect.y - rect.height, y: rect.x, width: rect.height, height: rect.width)
        case .clockwise180: PixelRect(x: source.width - rect.x - rect.width, y: source.height - rect.y - rect.height,
                                      width: rect.width, height: rect.height)
        case .clockwise270: PixelRect(x: rect.y, y: source.width - rect.x - rect.width, width: rect.height, height: rect.width)
        }
    }
}

/// Why a picture could not be encoded for a display.
public enum DisplayImageError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The picture is not the model's canvas size.
    case wrongSize(width: Int, height: Int, model: String)
    /// Every encoding was larger than the model accepts.
    case tooLarge(bytes: Int, limit: Int, model: String)

    /// The problem, as a sentence.
    public var description: String {
        switch self {
        case let .wrongSize(width, height, model): "A \(width)×\(height) picture does not fit model '\(model)'."
        case let .tooLarge(bytes, limit, model):
            "The image for model '\(model)' is \(bytes) bytes even thresholded; the device accepts \(limit)."
        }
    }
}
