/// The most text one `Text` lays out, whatever its data.
///
/// A widget shows a few lines; a 100,000-character string in a provider's entry used to be
/// shaped whole (seconds per render). Before shaping, a text is cut to the characters that
/// could possibly be visible: `charactersPerLine` per line for `lineLimit` lines, and at most
/// `maximumCharacters` (about what the largest widget holds at a tiny font). The cut text is
/// then broken and truncated as usual, so what shows ends in an ellipsis as before.
///
/// Characters alone do not bound the work: one character (a grapheme cluster) can hold any
/// number of combining marks, and shaping costs per scalar — 80 characters of 800 marks each
/// (64,080 scalars) took 12–17 s to lay out. So a character keeps at most
/// `maximumScalarsPerCharacter` scalars (its base and the first marks: more than Unicode's
/// stream-safe format allows in a row, and more than any real emoji sequence), and a text at
/// most four scalars per character of its budget.
extension TextEngine {
    /// The most characters (grapheme clusters) of one text that are shaped.
    public static let maximumCharacters = 4_000
    /// The most characters one line of a widget can show (a 1,000-point line at about 2.5 points
    /// a character).
    public static let charactersPerLine = 400
    /// The most Unicode scalars of one character that are shaped; the rest of its combining
    /// marks are dropped. Unicode's stream-safe text format allows 30 non-starters in a row; the
    /// longest emoji sequences have 10.
    public static let maximumScalarsPerCharacter = 32
    /// The most Unicode scalars shaped per character of a text's budget.
    public static let scalarsPerCharacter = 4

    /// The characters shaped for a text with `lineLimit`.
    public static func characterBudget(lineLimit: Int?) -> Int {
        guard let lineLimit, lineLimit > 0 else { return maximumCharacters }
        return lineLimit >= maximumCharacters / charactersPerLine ? maximumCharacters : lineLimit * charactersPerLine
    }

    /// `runs` cut to `budget` characters and `budget × scalarsPerCharacter` scalars, each
    /// character to `maximumScalarsPerCharacter` scalars (on character boundaries; later runs
    /// dropped).
    static func capped(_ runs: [StyledRun], budget: Int) -> [StyledRun] {
        // Cheap test first: ASCII text has one scalar per character, and its UTF-8 length is
        // its character count (or more, for CR LF).
        var bytes = 0
        var ascii = true
        for run in runs {
            bytes += run.text.utf8.count
            if ascii { ascii = run.text.utf8.allSatisfy { $0 < 0x80 } }
        }
        guard !ascii || bytes > budget else { return runs }
        var charactersLeft = budget
        var scalarsLeft = budget * scalarsPerCharacter
        var result: [StyledRun] = []
        for var run in runs {
            guard charactersLeft > 0, scalarsLeft > 0 else { break }
            var kept = String.UnicodeScalarView()
            var changed = false
            var characters = 0
            for character in run.text {
                guard charactersLeft > 0 else { changed = true; break }
                let scalars = character.unicodeScalars
                let count = min(scalars.count, maximumScalarsPerCharacter)
                guard count <= scalarsLeft else { changed = true; scalarsLeft = 0; break }
                if count < scalars.count {
                    kept.append(contentsOf: scalars.prefix(count))
                    changed = true
                } else {
                    kept.append(contentsOf: scalars)
                }
                characters += 1
                charactersLeft -= 1
                scalarsLeft -= count
            }
            if changed { run.text = String(kept) }
            if characters > 0 || !changed { result.append(run) }
        }
        return result
    }
}
