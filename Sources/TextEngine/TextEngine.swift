public import Foundation
public import DisplayList

/// Measures and breaks text with Pango and HarfBuzz (fontconfig fonts).
///
/// Pango is not thread-safe across threads, so each thread has its own engine:
/// use ``current``. Results are cached per engine.
public final class TextEngine {
    /// The engine of the calling thread, created on first use.
    public static var current: TextEngine {
        let key = "WidgetKitLinux.TextEngine"
        let dictionary = Thread.current.threadDictionary
        if let engine = dictionary[key] as? TextEngine { return engine }
        let engine = TextEngine()
        dictionary[key] = engine
        return engine
    }

    private init() {}

    /// Lays out `request`: line breaks, truncation, scaling and positions of every run.
    public func layout(_ request: TextLayoutRequest) -> TextLayoutResult {
        // Placeholder until the Pango implementation lands.
        TextLayoutResult(size: .zero, lines: [], scale: 1, isTruncated: false)
    }
}
