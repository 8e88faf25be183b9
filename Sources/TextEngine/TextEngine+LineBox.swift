public import DisplayList

/// San Francisco's vertical metrics, as fractions of the point size (SF Pro: 2048 units per em,
/// ascender 1950, descender −494, cap height 1443, x-height 1078, no line gap).
///
/// Latin text is drawn with Inter, whose line box is a little taller (1.211 em against SF's
/// 1.193 em). Lines of the system font take SF's box, so text is as tall as on iOS while Inter's
/// glyphs sit on the same baseline.
public enum SystemFontMetrics {
    /// Baseline to the top of the line box.
    public static let ascent = 1950.0 / 2048
    /// Baseline to the bottom of the line box.
    public static let descent = 494.0 / 2048
    /// Baseline to the top of capital letters.
    public static let capHeight = 1443.0 / 2048
    /// Baseline to the top of lowercase letters.
    public static let xHeight = 1078.0 / 2048
    /// The height of one line without leading.
    public static var lineHeight: Double { ascent + descent }

    /// Whether `font` is the system font (Inter standing in for San Francisco).
    public static func isSystemFont(_ font: FontSpec) -> Bool {
        font.families.first == FontSpec.defaultFamilies.first
    }

    /// The leading a font adds below each line but the last: a text style's line height less
    /// the line box (`.body`: 22 − 20.29 pt), 0 for other fonts.
    public static func leading(of font: FontSpec) -> Double {
        guard let lineHeight = font.lineHeight, lineHeight.isFinite, isSystemFont(font) else { return 0 }
        return max(0, lineHeight - font.size * Self.lineHeight)
    }
}

extension TextEngine {
    /// `lines` with the system font's line box: a line whose runs are all in the system font is
    /// as tall as SF's ascent and descent of its largest run (raised or lowered runs extend it),
    /// with that font's leading below it. Lines with another font keep the font's own metrics.
    func applyingSystemLineBox(_ lines: [MeasuredLine], job: Job, scale: Double) -> [MeasuredLine] {
        lines.map { line in
            var styles = line.segments.map(\.style)
            if styles.isEmpty, let style = job.source.style(at: line.start) { styles = [style] }
            guard !styles.isEmpty,
                  styles.allSatisfy({ SystemFontMetrics.isSystemFont(job.styles[$0].font) })
            else { return line }
            var line = line
            var ascent = 0.0, descent = 0.0, leading = 0.0
            for index in styles {
                let style = job.styles[index]
                let font = style.font.scaled(by: scale)
                let offset = style.baselineOffset * scale
                ascent = max(ascent, font.size * SystemFontMetrics.ascent + max(0, offset))
                descent = max(descent, font.size * SystemFontMetrics.descent - min(0, offset))
                leading = max(leading, SystemFontMetrics.leading(of: font))
            }
            line.ascent = ascent
            line.descent = descent
            line.leading = leading
            return line
        }
    }
}
