import TextEngine

/// The size of an SF Symbol's frame, in ems of its point size at `.medium` image scale, and
/// where it sits: SF Symbols are centred on the font's cap height.
///
/// Apple's symbol metrics do not ship on Linux, so each symbol's frame is derived from the
/// outline of the Material Design Icons glyph that stands in for it
/// (``SystemSymbols/glyphBounds``): the glyph is scaled up, small glyphs more than large ones,
/// so that its longer side maps onto SF's range of symbol sizes (a 12-unit chevron becomes
/// 0.84 em tall, a 20-unit calendar about 1 em). Symbols measured on iOS use their
/// measurements (``measured``).
package struct SymbolMetrics: Sendable, Equatable {
    /// The frame's width, in ems.
    package var width: Double
    /// The frame's height, in ems.
    package var height: Double

    /// Frames measured on iOS at `.medium` scale, in ems: a 32 pt `calendar` is about 32 pt
    /// tall, `chevron.right` at body size (17 pt) 14.3 pt tall, `crown` at body size about
    /// 26 pt wide, a 9 pt `arrow.clockwise` 8 × 9.7 pt.
    package static let measured: [String: (width: Double?, height: Double?)] = [
        "calendar": (nil, 32.0 / 32),
        "chevron.right": (nil, 14.3 / 17),
        "crown": (26.0 / 17, nil),
        "arrow.clockwise": (8.0 / 9, 9.7 / 9),
    ]

    /// The frame of the symbol `name` drawn with a glyph whose ink is `bounds`.
    package static func of(_ name: String, bounds: SystemSymbols.GlyphBounds) -> SymbolMetrics {
        let longest = max(bounds.width, bounds.height, 0.01)
        // SF symbols are 0.84–1.1 em on their longer side where the glyphs are 0.5–0.9 em.
        let scale = min(max((0.655 + 0.477 * min(longest, 1)) / longest, 1.1), 1.7)
        var metrics = SymbolMetrics(width: bounds.width * scale, height: bounds.height * scale)
        if let measured = measured[name] {
            metrics.width = measured.width ?? metrics.width
            metrics.height = measured.height ?? metrics.height
        }
        return metrics
    }

    /// The baseline's distance below the top of a frame `height` points tall, for a font of
    /// `size` points: the frame's middle is half the cap height above the baseline.
    package static func baseline(height: Double, size: Double) -> Double {
        height / 2 + size * SystemFontMetrics.capHeight / 2
    }
}
