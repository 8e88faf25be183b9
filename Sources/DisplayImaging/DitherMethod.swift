/// How gray is turned into the few levels a panel shows.
public enum DitherMethod: String, Sendable, Codable, CaseIterable {
    /// Each pixel to its nearest level: crisp, with bands where there were gradients. Right for
    /// text and line art.
    case threshold
    /// Floyd–Steinberg error diffusion (7/16, 3/16, 5/16, 1/16), serpentine: the closest
    /// average, fine grain; photographs and gradients.
    case floydSteinberg = "floyd-steinberg"
    /// Atkinson's diffusion (six neighbours, 1/8 each, a quarter of the error dropped): more
    /// contrast and cleaner flat areas than Floyd–Steinberg, light shadows lose detail.
    case atkinson
    /// An 8 × 8 Bayer matrix: a regular pattern that does not crawl from one refresh to the
    /// next, compresses well, and suits 2-bit panels.
    case bayer
}
