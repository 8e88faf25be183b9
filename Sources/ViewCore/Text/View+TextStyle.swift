public import Foundation

extension Text {
    /// A letter case applied to text (`textCase(_:)`).
    public enum Case: Sendable, Hashable {
        /// Every letter in upper case ("DONE"), by the rules of the environment's locale.
        case uppercase
        /// Every letter in lower case ("done"), by the rules of the environment's locale.
        case lowercase
    }

    /// How an underline or strikethrough line is drawn: a pattern and a color.
    ///
    /// `Text("Sale").strikethrough(pattern: .dash, color: .red)`; a nil color uses the text's.
    public struct LineStyle: Sendable, Hashable {
        /// The dashes of a line.
        public struct Pattern: Sendable, Hashable {
            package let name: String
            package init(name: String) { self.name = name }

            /// A continuous line.
            public static let solid = Pattern(name: "solid")
            /// A dotted line.
            public static let dot = Pattern(name: "dot")
            /// A dashed line.
            public static let dash = Pattern(name: "dash")
            /// Alternating dashes and dots.
            public static let dashDot = Pattern(name: "dashDot")
            /// A dash and two dots, repeated.
            public static let dashDotDot = Pattern(name: "dashDotDot")
        }

        package var pattern: Pattern
        package var color: Color?

        /// A line with a pattern and an optional color (nil: the text's color).
        public init(pattern: Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }

        /// A single solid line in the text's color.
        public static let single = LineStyle()
    }

    // MARK: Text modifiers that have no older counterpart in Text.swift

    /// An underline with a pattern and color.
    public func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil) -> Text {
        adding(.underline(isActive ? LineStyle(pattern: pattern, color: color) : nil))
    }

    /// A strikethrough line with a pattern and color.
    public func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil) -> Text {
        adding(.strikethrough(isActive ? LineStyle(pattern: pattern, color: color) : nil))
    }

    /// The monospaced variant of the font (`Text("12:00").monospaced()`).
    public func monospaced(_ isActive: Bool = true) -> Text { adding(.monospaced(isActive)) }

    /// The width of the font (`.condensed`, `.expanded`…).
    ///
    /// Inter (the system font here) has a single width, so on Linux the text keeps its standard
    /// width: accepted so iOS code compiles, with no effect.
    public func fontWidth(_ width: Font.Width?) -> Text { adding(.width(width)) }
}

extension Font {
    /// The width of a font's letters.
    public struct Width: Sendable, Hashable {
        /// The width as a proportion of the standard width's value, as Apple declares it.
        public var value: CGFloat
        /// A width with a value (`-1...1` around `.standard` at 0).
        public init(_ value: CGFloat) { self.value = value }

        public static let compressed = Width(-0.3)
        public static let condensed = Width(-0.2)
        public static let standard = Width(0)
        public static let expanded = Width(0.2)
    }

    /// This font at a width (Inter has one width on Linux: accepted and kept as is).
    public func width(_ width: Width) -> Font { self }
}

/// Text styles set by view modifiers for all the text below (`kerning`, `textCase`, …), kept in
/// one environment value so a `Text` reads them with one lookup (nil when none was set).
package struct TextStyleValues: Sendable, Equatable {
    var textCase: Text.Case?
    var kerning: CGFloat?
    var tracking: CGFloat?
    var baselineOffset: CGFloat?
    var underline: Text.LineStyle?
    var strikethrough: Text.LineStyle?
    var monospaced = false
    var width: Font.Width?
    var allowsTightening = false
    /// Lines a text keeps room for even when it has fewer (`lineLimit(2...4)`, `reservesSpace`).
    var reservedLines = 0
}

private struct TextStyleKey: EnvironmentKey { static let defaultValue: TextStyleValues? = nil }

extension EnvironmentValues {
    package var textStyle: TextStyleValues? {
        get { self[TextStyleKey.self] }
        set { self[TextStyleKey.self] = newValue }
    }

    /// Keeps room for `lines` lines in each text below (0: no reservation).
    package mutating func reserveTextLines(_ lines: Int) {
        if lines > 0 || textStyle != nil { updateTextStyle { $0.reservedLines = max(lines, 0) } }
    }

    fileprivate mutating func updateTextStyle(_ update: (inout TextStyleValues) -> Void) {
        var values = textStyle ?? TextStyleValues()
        update(&values)
        textStyle = values
    }

    /// The letter case of text in this view (`textCase(_:)`); nil keeps the text as written.
    public var textCase: Text.Case? {
        get { textStyle?.textCase }
        set { updateTextStyle { $0.textCase = newValue } }
    }

    /// Whether text may tighten its letter spacing to fit: letters move up to 5% of the font size
    /// closer together before the text shrinks (`minimumScaleFactor`) or is truncated.
    public var allowsTightening: Bool {
        get { textStyle?.allowsTightening ?? false }
        set { updateTextStyle { $0.allowsTightening = newValue } }
    }
}

extension View {
    /// Sets the letter case of all text in this view: `.textCase(.uppercase)`; nil leaves it.
    ///
    /// The case is changed with the environment locale's rules (Turkish "i" → "İ").
    public func textCase(_ textCase: Text.Case?) -> some View {
        ModifiedView(self, environment: { $0.textCase = textCase })
    }

    /// Extra space between the letters of all text in this view, in points.
    public func kerning(_ kerning: CGFloat) -> some View {
        ModifiedView(self, environment: { $0.updateTextStyle { $0.kerning = kerning } })
    }

    /// Extra space between the letters of all text in this view, in points (wins over kerning).
    public func tracking(_ tracking: CGFloat) -> some View {
        ModifiedView(self, environment: { $0.updateTextStyle { $0.tracking = tracking } })
    }

    /// Raises (positive) or lowers (negative) all text in this view from its baseline, in points.
    public func baselineOffset(_ baselineOffset: CGFloat) -> some View {
        ModifiedView(self, environment: { $0.updateTextStyle { $0.baselineOffset = baselineOffset } })
    }

    /// Underlines all text in this view.
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        ModifiedView(self, environment: { environment in
            environment.updateTextStyle { $0.underline = isActive ? Text.LineStyle(pattern: pattern, color: color) : nil }
        })
    }

    /// Strikes through all text in this view.
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        ModifiedView(self, environment: { environment in
            environment.updateTextStyle { $0.strikethrough = isActive ? Text.LineStyle(pattern: pattern, color: color) : nil }
        })
    }

    /// Uses the monospaced variant of the font for all text in this view.
    public func monospaced(_ isActive: Bool = true) -> some View {
        ModifiedView(self, environment: { $0.updateTextStyle { $0.monospaced = isActive } })
    }

    /// Sets the font width of all text in this view (Inter has one width on Linux).
    public func fontWidth(_ width: Font.Width?) -> some View {
        ModifiedView(self, environment: { $0.updateTextStyle { $0.width = width } })
    }

    /// Lets text tighten its letter spacing to fit: letters move up to 5% of the font size closer
    /// together before the text shrinks (`minimumScaleFactor`) or is truncated.
    public func allowsTightening(_ flag: Bool) -> some View {
        ModifiedView(self, environment: { $0.allowsTightening = flag })
    }

    /// At least `limit.lowerBound` lines of room, at most `limit.upperBound` lines.
    public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
        ModifiedView(self, environment: { environment in
            environment.lineLimit = limit.upperBound
            environment.reserveTextLines(limit.lowerBound)
        })
    }

    /// At least `limit.lowerBound` lines of room, as many lines as the text needs.
    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
        ModifiedView(self, environment: { environment in
            environment.lineLimit = nil
            environment.reserveTextLines(limit.lowerBound)
        })
    }

    /// At most `limit.upperBound` lines.
    public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
        ModifiedView(self, environment: { environment in
            environment.lineLimit = limit.upperBound
            environment.reserveTextLines(0)
        })
    }
}

extension Text {
    /// A scale of text for secondary content (`textScale(_:isEnabled:)`, iOS 17).
    public struct Scale: Sendable, Hashable {
        let isSecondary: Bool
        /// The default scale.
        public static let `default` = Scale(isSecondary: false)
        /// The scale of secondary content, such as a subtitle.
        public static let secondary = Scale(isSecondary: true)
    }

    /// Applies a text scale: accepted, the text keeps its font size here.
    public func textScale(_ scale: Scale, isEnabled: Bool = true) -> Text { self }
}

extension View {
    /// Applies a text scale to the text in this view: accepted, the text keeps its font size here.
    public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> some View { self }
}
