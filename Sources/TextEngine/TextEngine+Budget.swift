/// The most text one `Text` lays out, whatever its data.
///
/// A widget shows a few lines; a 100,000-character string in a provider's entry used to be
/// shaped whole (seconds per render). Before shaping, a text is cut to the characters that
/// could possibly be visible: `charactersPerLine` per line for `lineLimit` lines, and at most
/// `maximumCharacters` (about what the largest widget holds at a tiny font). The cut text is
/// then broken and truncated as usual, so what shows ends in an ellipsis as before.
extension TextEngine {
    /// The most characters (grapheme clusters) of one text that are shaped.
    public static let maximumCharacters = 4_000
    /// The most characters one line of a widget can show (a 1,000-point line at about 2.5 points
    /// a character).
    public static let charactersPerLine = 400

    /// The characters shaped for a text with `lineLimit`.
    public static func characterBudget(lineLimit: Int?) -> Int {
        guard let lineLimit, lineLimit > 0 else { return maximumCharacters }
        return lineLimit >= maximumCharacters / charactersPerLine ? maximumCharacters : lineLimit * charactersPerLine
    }

    /// `runs` cut to `budget` characters (on character boundaries; later runs dropped).
    static func capped(_ runs: [StyledRun], budget: Int) -> [StyledRun] {
        // Cheap test first: UTF-8 length bounds the character count.
        var bytes = 0
        for run in runs { bytes += run.text.utf8.count }
        guard bytes > budget else { return runs }
        var left = budget
        var result: [StyledRun] = []
        for var run in runs {
            guard left > 0 else { break }
            var end = run.text.startIndex
            var count = 0
            while end < run.text.endIndex, count < left {
                end = run.text.index(after: end)
                count += 1
            }
            if end < run.text.endIndex { run.text = String(run.text[..<end]) }
            left -= count
            result.append(run)
        }
        return result
    }
}
