/// A device's tone and dithering settings, applied on top of its model's.
public struct DisplayTone: Sendable, Hashable, Codable {
    /// Above 1 lightens mid-tones, below 1 darkens them (``GrayImage/adjust(gamma:contrast:)``).
    public var gamma: Double
    /// Above 1 pushes grays toward black and white.
    public var contrast: Double
    /// Replaces the model's dithering; `nil` keeps it.
    public var dither: DitherMethod?
    /// Text lines are thresholded, not dithered (crisp glyphs at 1 and 2 bits).
    public var crispText: Bool

    /// Settings that change nothing: gamma 1, contrast 1, the model's dithering, crisp text.
    public init(gamma: Double = 1, contrast: Double = 1, dither: DitherMethod? = nil, crispText: Bool = true) {
        self.gamma = gamma
        self.contrast = contrast
        self.dither = dither
        self.crispText = crispText
    }

    /// Why these settings cannot be used, or `nil`.
    public var problem: String? {
        guard gamma.isFinite, (0.2...5).contains(gamma) else { return "gamma must be between 0.2 and 5" }
        guard contrast.isFinite, (0...4).contains(contrast) else { return "contrast must be between 0 and 4" }
        return nil
    }
}
