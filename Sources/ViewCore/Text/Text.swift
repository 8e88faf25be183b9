public import Foundation
import DisplayList
import LayoutEngine
import TextEngine

/// A view that displays one or more lines of read-only text.
///
/// ```swift
/// Text("Hello")                              // a localized key
/// Text(verbatim: entry.headline)             // shown as is
/// Text(entry.title)                          // a String variable: shown as is
/// Text(entry.date, style: .relative)         // keeps counting in the browser
/// Text("Total: ").bold() + Text("\(count)")  // concatenation keeps each part's style
/// ```
public struct Text: Equatable, Sendable {
    package indirect enum Storage: Equatable, Sendable {
        case verbatim(String)
        case localized(LocalizedStringKey, table: String?, bundlePath: String?)
        case date(Date, DateStyle)
        case timerInterval(start: Date, end: Date, pauseTime: Date?, countsDown: Bool, showsHours: Bool)
        case concatenated([Text])
        /// `Text(AttributedString)` and markdown: runs with their own attributes.
        case attributed(AttributedString)
        /// `Text(Image(systemName:))`: a symbol in the run of text.
        case image(Image)
        /// `Text(value, format:)`: formatted in the environment's locale.
        case formatted(FormattedValue)
    }

    package enum Modifier: Equatable, Sendable {
        case font(Font?)
        case weight(Font.Weight?)
        case italic
        case monospacedDigit
        case design(Font.Design?)
        case foreground(Color?)
        case foregroundStyle(AnyEquatableStyle)
        case kerning(CGFloat)
        case tracking(CGFloat)
        case baselineOffset(CGFloat)
        case underline(LineStyle?)
        case strikethrough(LineStyle?)
        case monospaced(Bool)
        case width(Font.Width?)
    }

    package var storage: Storage
    package var modifiers: [Modifier] = []

    package init(storage: Storage) { self.storage = storage }

    /// Text shown exactly as given, never localized.
    public init(verbatim content: String) {
        self.storage = .verbatim(content)
    }

    /// A string variable is shown as is (not looked up as a key), as in SwiftUI.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {
        self.storage = .verbatim(String(content))
    }

    /// A localized key, looked up in `Localizable.strings` / `.xcstrings`.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        self.storage = .localized(key, table: tableName, bundlePath: bundle?.bundlePath)
    }

    /// A date that keeps updating in the given style.
    public init(_ date: Date, style: DateStyle) {
        self.storage = .date(date, style)
    }

    /// A date range, as "10:00 AM – 11:00 AM".
    public init(_ dates: ClosedRange<Date>) {
        self.storage = .verbatim(Text.DateFormatting.range(dates))
    }

    /// A timer counting through an interval (`Text(timerInterval: start...end)`).
    public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
        self.storage = .timerInterval(start: timerInterval.lowerBound, end: timerInterval.upperBound,
                                      pauseTime: pauseTime, countsDown: countsDown, showsHours: showsHours)
    }

    /// A value formatted with a `Formatter`.
    public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
        self.storage = .verbatim(formatter.string(for: subject) ?? "")
    }

    /// The styles of `Text(_:style:)`.
    public enum DateStyle: Sendable, Hashable {
        /// "2:30 PM".
        case time
        /// "June 3, 2019".
        case date
        /// "2 hr, 10 min", counting.
        case relative
        /// "+2 hours", counting.
        case offset
        /// "2:59:01", counting.
        case timer
    }

    /// Where text is cut when it does not fit.
    public enum TruncationMode: Sendable, Hashable {
        case head, tail, middle
    }

    /// Text concatenation keeps each part's style.
    public static func + (lhs: Text, rhs: Text) -> Text {
        var parts: [Text] = []
        for text in [lhs, rhs] {
            if case .concatenated(let inner) = text.storage, text.modifiers.isEmpty {
                parts += inner
            } else {
                parts.append(text)
            }
        }
        return Text(storage: .concatenated(parts))
    }

    /// The text as a reader sees it in a locale: keys looked up with `localizer`, dates
    /// formatted at `now`; styles are dropped. Used for names and descriptions outside views.
    package func string(localizer: Localizer?, locale: Locale, now: Date = Date(), timeZone: TimeZone = .current) -> String {
        switch storage {
        case .verbatim(let string): return string
        case .localized(let key, let table, _):
            var format = localizer?.lookup(key.key, table) ?? key.key
            if InlineMarkdown.mayContainMarkup(format) { format = InlineMarkdown.parse(format).map(\.text).joined() }
            return LocalizedStringKey.substitute(format, key.resolvedArguments(now: now, locale: locale, timeZone: timeZone))
        case .date(let date, let style):
            return DateFormatting.string(for: date, style: style, now: now, locale: locale, timeZone: timeZone)
        case .attributed(let attributed):
            return String(attributed.characters)
        case .formatted(let value):
            return value.string(in: locale, timeZone: timeZone)
        case .image(let image):
            if case .system(let name) = image.source { return SymbolImageElement.spokenName(forSymbol: name) }
            return ""
        case .timerInterval(let start, let end, let pause, let countsDown, let showsHours):
            return DateFormatting.timer(start: start, end: end, now: pause ?? now, countsDown: countsDown, showsHours: showsHours)
        case .concatenated(let parts):
            return parts.map { $0.string(localizer: localizer, locale: locale, now: now, timeZone: timeZone) }.joined()
        }
    }

    /// The text without localization, for interpolation and descriptions.
    package var plainString: String {
        string(localizer: nil, locale: Locale(identifier: "en_US"))
    }
}

/// A shape style kept inside `Text` (which must stay `Equatable`).
///
/// Two styles are equal when they describe themselves alike. The description is made only when
/// texts are compared, not for every `Text.foregroundStyle(_:)` (reflection is slow, and a
/// widget's texts are resolved on every render).
package struct AnyEquatableStyle: Equatable, Sendable {
    let style: any ShapeStyle
    init<S: ShapeStyle>(_ style: S) {
        self.style = style
    }
    var id: String { String(describing: style) }
    package static func == (lhs: AnyEquatableStyle, rhs: AnyEquatableStyle) -> Bool { lhs.id == rhs.id }
}

// MARK: - Modifiers that return Text

extension Text {
    func adding(_ modifier: Modifier) -> Text {
        var text = self
        text.modifiers.append(modifier)
        return text
    }

    public func font(_ font: Font?) -> Text { adding(.font(font)) }
    public func fontWeight(_ weight: Font.Weight?) -> Text { adding(.weight(weight)) }
    public func bold() -> Text { adding(.weight(.bold)) }
    public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }
    public func italic() -> Text { adding(.italic) }
    public func italic(_ isActive: Bool) -> Text { isActive ? italic() : self }
    public func monospacedDigit() -> Text { adding(.monospacedDigit) }
    public func fontDesign(_ design: Font.Design?) -> Text { adding(.design(design)) }
    public func foregroundColor(_ color: Color?) -> Text { adding(.foreground(color)) }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { adding(.foregroundStyle(AnyEquatableStyle(style))) }
    public func kerning(_ kerning: CGFloat) -> Text { adding(.kerning(kerning)) }
    public func tracking(_ tracking: CGFloat) -> Text { adding(.tracking(tracking)) }
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
        adding(.underline(isActive ? LineStyle(pattern: .solid, color: color) : nil))
    }
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
        adding(.strikethrough(isActive ? LineStyle(pattern: .solid, color: color) : nil))
    }
    /// Raises (positive) or lowers (negative) the text from the line's baseline, in points.
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text { adding(.baselineOffset(baselineOffset)) }
}

// MARK: - Resolution

extension Text: View, PrimitiveView {
    public typealias Body = Never
    public var body: Never { fatalError("Text has no body") }

    package func resolve(into outputs: inout _ViewOutputs) {
        let environment = outputs.context.environment
        var runs: [StyledRun] = []
        var live: LiveText?
        let textStyle = environment.textStyle
        appendRuns(to: &runs, live: &live, style: RunStyle(environment: environment, textStyle: textStyle),
                   environment: environment)
        var request = TextLayoutRequest(
            runs: runs,
            lineLimit: environment.lineLimit.map { max($0, 1) },
            alignment: {
                switch environment.multilineTextAlignment {
                case .leading: return .leading
                case .center: return .center
                case .trailing: return .trailing
                }
            }(),
            truncation: {
                switch environment.truncationMode {
                case .head: return .head
                case .middle: return .middle
                case .tail: return .tail
                }
            }(),
            minimumScaleFactor: Double(min(max(environment.minimumScaleFactor, 0.01), 1)),
            lineSpacing: Double(environment.lineSpacing)
        )
        request.allowsTightening = textStyle?.allowsTightening ?? false
        let redacted = environment.redactionReasons.contains(.placeholder)
        // A symbol inside the text is read by its name, not as its private-use glyph.
        let symbolFamily = FontSpec.symbolFamilies.first
        let label = runs.contains { $0.font.families.first == symbolFamily }
            ? string(localizer: environment.localizer, locale: environment.locale, now: environment.renderDate,
                     timeZone: environment.timeZone)
            : nil
        outputs.elements.append(outputs.context.castingForegroundShadow(
            TextElement(request: request, live: live, redacted: redacted, accessibilityLabel: label,
                        reservedLines: textStyle?.reservedLines ?? 0),
            of: self))
    }

    /// The language tag that picks the right CJK faces; nil for other languages.
    package static func language(for locale: Locale) -> String? {
        let identifier = locale.identifier
        // Only identifiers starting with zh, ja or ko name a language with its own faces.
        var utf8 = identifier.utf8.makeIterator()
        guard let first = utf8.next(), let second = utf8.next() else { return nil }
        if first >= 0x80 || second >= 0x80 { return cjkLanguage(identifier) }
        switch (first | 0x20, second | 0x20) {
        case (UInt8(ascii: "z"), UInt8(ascii: "h")), (UInt8(ascii: "j"), UInt8(ascii: "a")),
             (UInt8(ascii: "k"), UInt8(ascii: "o")):
            return cjkLanguage(identifier)
        default:
            return nil
        }
    }

    private static func cjkLanguage(_ identifier: String) -> String? {
        let identifier = identifier.replacingOccurrences(of: "_", with: "-")
        let lower = identifier.lowercased()
        if lower.hasPrefix("zh") {
            return lower.contains("hant") || lower.hasSuffix("-tw") || lower.hasSuffix("-hk") ? "zh-Hant" : "zh-Hans"
        }
        if lower.hasPrefix("ja") { return "ja" }
        if lower.hasPrefix("ko") { return "ko" }
        return nil
    }
}
