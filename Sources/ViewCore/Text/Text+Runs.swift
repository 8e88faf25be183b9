public import Foundation
import DisplayList
import TextEngine

extension Text {
    /// Shows a symbol as part of the text: `Text(Image(systemName: "star.fill")) + Text(" 4.8")`.
    public init(_ image: Image) {
        self.init(storage: .image(image))
    }

    /// Shows an attributed string with the attributes of its runs (font, color, underline,
    /// strikethrough, kerning, tracking, baseline offset, link, inline presentation intent).
    @_disfavoredOverload  // Linux's AttributedString takes string literals: they stay keys
    public init(_ attributedContent: AttributedString) {
        self.init(storage: .attributed(attributedContent))
    }

    /// A value formatted to an attributed string by a format style; its runs keep their attributes.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == AttributedString {
        self.init(storage: .attributed(format.format(input)))
    }

    /// A date interval, as "10:00 AM – 11:00 AM".
    public init(_ interval: DateInterval) {
        self.init(interval.start...interval.end)
    }

    /// Any other value formatted with a `Formatter`: on Linux `Date` is not
    /// `ReferenceConvertible`, and `Text(date, formatter: f)` must still compile.
    @_disfavoredOverload
    public init<Subject>(_ subject: Subject, formatter: Formatter) {
        self.storage = .verbatim(formatter.string(for: subject) ?? "")
    }

    /// An object formatted with a `Formatter` (`Text(NSNumber(value: 3), formatter: f)`).
    public init<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
        self.storage = .verbatim(formatter.string(for: subject) ?? "")
    }
}

extension Text {
    /// The style a run inherits from the environment and the modifiers applied so far.
    struct RunStyle {
        var font: Font
        var weight: Font.Weight?
        var italic: Bool
        var monospacedDigit = false
        var monospaced = false
        var design: Font.Design?
        var paint: Paint
        var kerning: Double = 0
        var tracking: Double?
        var baselineOffset: Double = 0
        var underline: LineStyle?
        var strikethrough: LineStyle?
        var textCase: Case?

        init(environment: EnvironmentValues, textStyle: TextStyleValues?) {
            font = environment.font ?? .body
            weight = environment.fontWeight
            italic = environment.italic
            paint = environment.foregroundPaint ?? HierarchicalShapeStyle.primary.resolvePaint(in: environment)
            if let textStyle {
                textCase = textStyle.textCase
                kerning = Double(textStyle.kerning ?? 0)
                tracking = textStyle.tracking.map { Double($0) }
                baselineOffset = Double(textStyle.baselineOffset ?? 0)
                underline = textStyle.underline
                strikethrough = textStyle.strikethrough
                monospaced = textStyle.monospaced
            }
        }

        mutating func apply(_ modifier: Modifier, environment: EnvironmentValues) {
            switch modifier {
            case .font(let font): if let font { self.font = font }
            case .weight(let weight): self.weight = weight
            case .italic: italic = true
            case .monospacedDigit: monospacedDigit = true
            case .design(let design): self.design = design
            case .foreground(let color): if let color { paint = color.resolvePaint(in: environment) }
            case .foregroundStyle(let wrapped): paint = wrapped.style.paint(in: environment)
            case .kerning(let value): kerning = Double(value)
            case .tracking(let value): tracking = Double(value)
            case .baselineOffset(let value): baselineOffset = Double(value)
            case .underline(let line): underline = line
            case .strikethrough(let line): strikethrough = line
            case .monospaced(let on): monospaced = on
            case .width: break
            }
        }

        /// The concrete font of the run.
        func fontSpec(_ environment: EnvironmentValues) -> FontSpec {
            var font = font
            if let weight { font = font.weight(weight) }
            if italic { font = font.italic() }
            if monospacedDigit { font = font.monospacedDigit() }
            if monospaced { font = font.monospaced() }
            if let design { font.design = design }
            var spec = font.resolve(dynamicTypeSize: environment.dynamicTypeSize)
            // `tracking`/`kerning` add to the font's own tracking, as on iOS (SF's size tracking stays).
            spec.tracking += tracking ?? kerning
            return spec
        }

        /// Appends `string` as a run in this style (in the environment's letter case).
        func emit(_ string: String, _ environment: EnvironmentValues, into runs: inout [StyledRun]) {
            var text = string
            switch textCase {
            case .uppercase: text = string.uppercased(with: environment.locale)
            case .lowercase: text = string.lowercased(with: environment.locale)
            case nil: break
            }
            runs.append(StyledRun(
                text: text, font: fontSpec(environment), paint: paint,
                underline: underline != nil, strikethrough: strikethrough != nil,
                language: Text.language(for: environment.locale),
                baselineOffset: baselineOffset,
                underlineColor: underline?.color.map { $0.resolvePaint(in: environment) },
                strikethroughColor: strikethrough?.color.map { $0.resolvePaint(in: environment) },
                underlinePattern: underline.flatMap { TextLinePattern(rawValue: $0.pattern.name) },
                strikethroughPattern: strikethrough.flatMap { TextLinePattern(rawValue: $0.pattern.name) }))
        }
    }

    /// Appends this text's runs in `inherited` style with its own modifiers applied.
    func appendRuns(to runs: inout [StyledRun], live: inout LiveText?, style inherited: RunStyle, environment: EnvironmentValues) {
        var style = inherited
        for modifier in modifiers {
            style.apply(modifier, environment: environment)
        }
        let now = environment.renderDate
        switch storage {
        case .concatenated(let parts):
            for part in parts {
                part.appendRuns(to: &runs, live: &live, style: style, environment: environment)
            }
        case .verbatim(let value):
            style.emit(value, environment, into: &runs)
        case .localized(let key, let table, _):
            let format = environment.localizer?.lookup(key.key, table) ?? key.key
            if key.hasStyledArguments || InlineMarkdown.mayContainMarkup(format) {
                appendLocalizedRuns(format: format, key: key, style: style, to: &runs, live: &live, environment: environment)
            } else {
                style.emit(LocalizedStringKey.substitute(
                    format, key.resolvedArguments(now: now, locale: environment.locale, timeZone: environment.timeZone)),
                    environment, into: &runs)
            }
        case .date(let date, let dateStyle):
            style.emit(DateFormatting.string(for: date, style: dateStyle, now: now, locale: environment.locale,
                                             timeZone: environment.timeZone), environment, into: &runs)
            switch dateStyle {
            case .timer: live = LiveText(style: .timer, date: date, locale: environment.locale.identifier)
            case .relative: live = LiveText(style: .relative, date: date, locale: environment.locale.identifier)
            case .offset: live = LiveText(style: .offset, date: date, locale: environment.locale.identifier)
            case .time, .date: break
            }
        case .timerInterval(let start, let end, let pause, let countsDown, let showsHours):
            style.emit(DateFormatting.timer(start: start, end: end, now: pause ?? now, countsDown: countsDown,
                                            showsHours: showsHours), environment, into: &runs)
            if pause == nil {
                live = LiveText(style: .timer, date: start, intervalEnd: end, countsDown: countsDown,
                                locale: environment.locale.identifier)
            }
        case .attributed(let attributed):
            appendAttributedRuns(attributed, style: style, to: &runs, environment: environment)
        case .image(let image):
            appendImageRun(image, style: style, to: &runs, environment: environment)
        case .formatted(let value):
            style.emit(value.string(in: environment.locale, timeZone: environment.timeZone), environment, into: &runs)
        }
    }

    /// A key whose translation has markdown or whose arguments keep their own styles: the
    /// markdown spans are parsed on the translation, then the arguments are put in their places.
    private func appendLocalizedRuns(
        format: String, key: LocalizedStringKey, style: RunStyle, to runs: inout [StyledRun], live: inout LiveText?,
        environment: EnvironmentValues
    ) {
        let spans = InlineMarkdown.mayContainMarkup(format)
            ? InlineMarkdown.parse(format) : [InlineMarkdown.Span(text: format)]
        let first = runs.count
        defer { Self.mergeRuns(&runs, from: first) }
        var nextArgument = 0
        for span in spans {
            let spanStyle = span.applied(to: style, environment: environment)
            for segment in LocalizedStringKey.segments(of: span.text, nextArgument: &nextArgument) {
                switch segment {
                case .literal(let literal):
                    spanStyle.emit(literal, environment, into: &runs)
                case .argument(let index):
                    guard key.arguments.indices.contains(index) else { continue }
                    switch key.arguments[index] {
                    case .styled(let text):
                        text.appendRuns(to: &runs, live: &live, style: spanStyle, environment: environment)
                    case let argument:
                        spanStyle.emit(argument.string(now: environment.renderDate, locale: environment.locale,
                                                       timeZone: environment.timeZone), environment, into: &runs)
                    }
                }
            }
        }
    }

    /// Joins neighbouring runs from `start` on that differ only in their text: a key with
    /// its arguments is one string to the reader, shaped as one.
    private static func mergeRuns(_ runs: inout [StyledRun], from start: Int) {
        guard runs.count - start > 1 else { return }
        var merged: [StyledRun] = []
        for run in runs[start...] {
            if var last = merged.last {
                let text = last.text
                last.text = run.text
                if last == run {
                    last.text = text + run.text
                    merged[merged.count - 1] = last
                    continue
                }
            }
            merged.append(run)
        }
        runs.replaceSubrange(start..., with: merged)
    }

    /// A symbol drawn as its glyph, at the run's font size (as `Image(systemName:)` beside text).
    private func appendImageRun(_ image: Image, style: RunStyle, to runs: inout [StyledRun], environment: EnvironmentValues) {
        guard case .system(let name) = image.source else {
            environment.logOnce("Text(Image): only system symbols can be drawn inside text; leaving a space for the image.")
            style.emit(" ", environment, into: &runs)
            return
        }
        let variant = SymbolImageElement.name(name, with: environment.symbolVariants)
        guard let glyph = SystemSymbols.glyph(for: variant) ?? SystemSymbols.glyph(for: name) else {
            environment.logOnce("Image(systemName: \"\(name)\"): no stand-in glyph for this SF Symbol; drawing a placeholder.")
            style.emit("\u{25A1}", environment, into: &runs)
            return
        }
        var symbol = style
        symbol.textCase = nil
        var spec = symbol.fontSpec(environment)
        spec.families = FontSpec.symbolFamilies
        spec.italic = false
        spec.monospacedDigits = false
        spec.tracking = 0
        spec.size *= SymbolImageElement.glyphScale
        runs.append(StyledRun(
            text: String(glyph), font: spec, paint: symbol.paint, language: nil, baselineOffset: symbol.baselineOffset))
    }
}

extension LocalizedStringKey {
    /// Whether an argument keeps its own styles (then the runs are built piece by piece).
    var hasStyledArguments: Bool {
        arguments.contains { if case .styled = $0 { true } else { false } }
    }

    /// A part of a format string: text, or the place of an argument.
    enum Segment: Equatable {
        case literal(String)
        case argument(Int)
    }

    /// `format` cut at its specifiers (`%@`, `%lld`, `%.1f`, `%2$@`); `%%` is a literal percent
    /// sign. Unpositioned specifiers take arguments in order from `nextArgument`.
    static func segments(of format: String, nextArgument: inout Int) -> [Segment] {
        var result: [Segment] = []
        var literal = ""
        scanFormat(format, nextArgument: &nextArgument) { piece in
            switch piece {
            case .literal(let range):
                literal += format[range]
            case .percent:
                literal.append("%")
            case .argument(let index):
                if !literal.isEmpty { result.append(.literal(literal)); literal = "" }
                result.append(.argument(index))
            }
        }
        if !literal.isEmpty { result.append(.literal(literal)) }
        return result
    }
}
