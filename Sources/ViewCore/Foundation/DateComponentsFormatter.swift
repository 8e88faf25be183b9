public import Foundation

/// A formatter for durations, "1:05:30", "1h 5m", "1 hour, 5 minutes" (Foundation's
/// `DateComponentsFormatter`, which Linux's Foundation lacks).
///
/// Widgets use it for countdowns and "time left" lines:
///
/// ```swift
/// let formatter = DateComponentsFormatter()
/// formatter.allowedUnits = [.hour, .minute]
/// formatter.unitsStyle = .abbreviated
/// Text(formatter.string(from: entry.remaining) ?? "")   // "2h 5m"
/// ```
///
/// Weeks, days, hours, minutes and seconds are written by Foundation's `Duration` unit style
/// (ICU), so they are localized in every language ICU has, with the language's list
/// conjunction ("9 horas, 41 minutos y 30 segundos"). Years and months have names in English,
/// Spanish, German and French (English elsewhere). The positional style joins every unit with
/// `:`. The approximation and time-remaining phrases are English. The locale is the
/// ``calendar``'s when one is set, else the rendered locale (the environment's `locale` of the
/// render running, `render --locale` in a provider; Foundation's `Locale.current` elsewhere).
///
/// Visible through `SwiftUI`, `WidgetKit` and `UIKit`, not through a file that imports only
/// `Foundation` (docs/PORTING.md). Thread-safe, as Apple's formatters are.
open class DateComponentsFormatter: Formatter, @unchecked Sendable {
    /// How units are written.
    public enum UnitsStyle: Int, Sendable {
        /// "1:10", units joined by colons.
        case positional = 0
        /// "1h 10m".
        case abbreviated = 1
        /// "1 hr, 10 min".
        case short = 2
        /// "1 hour, 10 minutes".
        case full = 3
        /// "one hour, ten minutes".
        case spellOut = 4
        /// "1hr 10min": shorter than ``short``, longer than ``abbreviated``.
        case brief = 5
    }

    /// What happens to units whose value is zero.
    public struct ZeroFormattingBehavior: OptionSet, Sendable {
        /// The raw bits, Apple's values.
        public let rawValue: UInt

        /// Behaviour from its raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Keep every zero unit.
        public static let none = ZeroFormattingBehavior([])
        /// Positional: drop leading zeros, pad the rest ("1:00:10"); other styles: drop every zero unit ("1h 10s").
        public static let `default` = ZeroFormattingBehavior(rawValue: 1)
        /// Drop zero units before the first non-zero one.
        public static let dropLeading = ZeroFormattingBehavior(rawValue: 2)
        /// Drop zero units between non-zero ones.
        public static let dropMiddle = ZeroFormattingBehavior(rawValue: 4)
        /// Drop zero units after the last non-zero one.
        public static let dropTrailing = ZeroFormattingBehavior(rawValue: 8)
        /// Drop every zero unit.
        public static let dropAll = ZeroFormattingBehavior(rawValue: 14)
        /// Pad values with zeros ("00:01:00"; "0d 1h 0m 0s").
        public static let pad = ZeroFormattingBehavior(rawValue: 0x10000)
    }

    private struct Settings {
        var allowedUnits: NSCalendar.Unit = []
        var unitsStyle = UnitsStyle.positional
        var zeroFormattingBehavior = ZeroFormattingBehavior.default
        var maximumUnitCount = 0
        var calendar: Calendar?
        var referenceDate: Date?
        var allowsFractionalUnits = false
        var collapsesLargestUnit = false
        var includesApproximationPhrase = false
        var includesTimeRemainingPhrase = false
        var formattingContext = Formatter.Context.unknown
    }

    private let lock = NSLock()
    private var settings = Settings()

    private func withSettings<T>(_ body: (inout Settings) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body(&settings)
    }

    /// The units the text may use; empty (the default) means years, months, weeks, days, hours,
    /// minutes and seconds.
    open var allowedUnits: NSCalendar.Unit {
        get { withSettings { $0.allowedUnits } }
        set { withSettings { $0.allowedUnits = newValue } }
    }

    /// Positional (the default), abbreviated, short, full, spelled out or brief.
    open var unitsStyle: UnitsStyle {
        get { withSettings { $0.unitsStyle } }
        set { withSettings { $0.unitsStyle = newValue } }
    }

    /// What happens to zero units; ``ZeroFormattingBehavior/default`` by default.
    open var zeroFormattingBehavior: ZeroFormattingBehavior {
        get { withSettings { $0.zeroFormattingBehavior } }
        set { withSettings { $0.zeroFormattingBehavior = newValue } }
    }

    /// At most this many units, the largest first (smaller ones are left out); 0, the default, is no limit.
    open var maximumUnitCount: Int {
        get { withSettings { $0.maximumUnitCount } }
        set { withSettings { $0.maximumUnitCount = newValue } }
    }

    /// The calendar that counts months and years, and whose locale names the units; `nil`
    /// (the default) is the current calendar in the rendered locale.
    open var calendar: Calendar? {
        get { withSettings { $0.calendar } }
        set { withSettings { $0.calendar = newValue } }
    }

    /// Where an interval starts when it is split into months and years; now when `nil`.
    open var referenceDate: Date? {
        get { withSettings { $0.referenceDate } }
        set { withSettings { $0.referenceDate = newValue } }
    }

    /// Kept; values are always whole units here.
    open var allowsFractionalUnits: Bool {
        get { withSettings { $0.allowsFractionalUnits } }
        set { withSettings { $0.allowsFractionalUnits = newValue } }
    }

    /// Kept; the largest unit is never collapsed here.
    open var collapsesLargestUnit: Bool {
        get { withSettings { $0.collapsesLargestUnit } }
        set { withSettings { $0.collapsesLargestUnit = newValue } }
    }

    /// Whether the text starts with "About" (English only).
    open var includesApproximationPhrase: Bool {
        get { withSettings { $0.includesApproximationPhrase } }
        set { withSettings { $0.includesApproximationPhrase = newValue } }
    }

    /// Whether the text ends with "remaining" (English only).
    open var includesTimeRemainingPhrase: Bool {
        get { withSettings { $0.includesTimeRemainingPhrase } }
        set { withSettings { $0.includesTimeRemainingPhrase = newValue } }
    }

    /// Where the text will appear (kept).
    open var formattingContext: Formatter.Context {
        get { withSettings { $0.formattingContext } }
        set { withSettings { $0.formattingContext = newValue } }
    }

    /// A positional formatter of every unit.
    public override init() {
        super.init()
    }

    /// Not supported: archived formatters are not decoded on Linux.
    public required init?(coder: NSCoder) {
        nil
    }

    /// `ti` seconds split into the allowed units: `string(from: 3_930)` is "1:05:30"; `nil`
    /// when `ti` is not finite.
    open func string(from ti: TimeInterval) -> String? {
        guard ti.isFinite, abs(ti) < 1e15 else { return nil }
        let start = referenceDate ?? Date()
        return string(from: start, to: start.addingTimeInterval(ti))
    }

    /// `components` added to the reference date, split again into the allowed units
    /// (`DateComponents(minute: 90)` is "1:30:00"); `nil` when the calendar cannot add them.
    open func string(from components: DateComponents) -> String? {
        let start = referenceDate ?? Date()
        guard let end = resolvedCalendar(withSettings { $0 }).date(byAdding: components, to: start) else { return nil }
        return string(from: start, to: end)
    }

    /// The time from `startDate` to `endDate` in the allowed units; negative when `endDate` is earlier.
    open func string(from startDate: Date, to endDate: Date) -> String? {
        let settings = withSettings { $0 }
        let calendar = resolvedCalendar(settings)
        let negative = endDate < startDate
        let (from, to) = negative ? (endDate, startDate) : (startDate, endDate)
        let units = Self.units.filter { settings.allowedUnits.isEmpty || settings.allowedUnits.contains($0.unit) }
        guard !units.isEmpty else { return nil }
        let components = calendar.dateComponents(Set(units.map(\.component)), from: from, to: to)
        let values = units.map { ($0, components.value(for: $0.component) ?? 0) }
        let shown = Self.shownValues(values, settings: settings)
        var text = Self.text(of: shown, style: settings.unitsStyle, pad: settings.zeroFormattingBehavior.contains(.pad),
                             locale: calendar.locale ?? Self.renderedLocale)
        if negative { text = "-" + text }
        let english = (calendar.locale ?? Self.renderedLocale).language.languageCode?.identifier ?? "en" == "en"
        if english && settings.includesApproximationPhrase { text = "About " + text }
        if english && settings.includesTimeRemainingPhrase { text += " remaining" }
        return text
    }

    /// A `TimeInterval` (or number) or `DateComponents`; `nil` for anything else.
    open override func string(for obj: Any?) -> String? {
        switch obj {
        case let components as DateComponents: string(from: components)
        case let interval as TimeInterval: string(from: interval)
        case let number as NSNumber: string(from: number.doubleValue)
        default: nil
        }
    }

    /// `components` in `unitsStyle`, every unit allowed.
    open class func localizedString(from components: DateComponents, unitsStyle: UnitsStyle) -> String? {
        let formatter = DateComponentsFormatter()
        formatter.unitsStyle = unitsStyle
        return formatter.string(from: components)
    }

    // MARK: - Splitting and writing

    private struct UnitInfo {
        var unit: NSCalendar.Unit
        var component: Calendar.Component
        var duration: Duration.UnitsFormatStyle.Unit?
        var seconds: Int64
    }

    /// The locale of the render on this thread (Foundation's current locale outside a render).
    private static var renderedLocale: Locale { RenderThread.locale ?? .current }

    private static let units: [UnitInfo] = [
        UnitInfo(unit: .year, component: .year, duration: nil, seconds: 0),
        UnitInfo(unit: .month, component: .month, duration: nil, seconds: 0),
        UnitInfo(unit: .weekOfMonth, component: .weekOfMonth, duration: .weeks, seconds: 604_800),
        UnitInfo(unit: .day, component: .day, duration: .days, seconds: 86_400),
        UnitInfo(unit: .hour, component: .hour, duration: .hours, seconds: 3_600),
        UnitInfo(unit: .minute, component: .minute, duration: .minutes, seconds: 60),
        UnitInfo(unit: .second, component: .second, duration: .seconds, seconds: 1),
    ]

    private func resolvedCalendar(_ settings: Settings) -> Calendar {
        if let calendar = settings.calendar { return calendar }
        var calendar = Calendar.current
        calendar.locale = Self.renderedLocale
        return calendar
    }

    /// The units the text shows, after the zero rules and the unit count.
    private static func shownValues(_ values: [(UnitInfo, Int)], settings: Settings) -> [(UnitInfo, Int)] {
        let positional = settings.unitsStyle == .positional
        var behavior = settings.zeroFormattingBehavior
        if behavior.contains(.default) { behavior = positional ? .dropLeading : .dropAll }
        let first = values.firstIndex { $0.1 != 0 }
        let last = values.lastIndex { $0.1 != 0 }
        var keep = values.indices.map { index -> Bool in
            guard values[index].1 == 0 else { return true }
            guard let first, let last else { return !behavior.contains(.dropLeading) && !behavior.contains(.dropTrailing) }
            if index < first { return !behavior.contains(.dropLeading) }
            if index > last { return !behavior.contains(.dropTrailing) }
            return !behavior.contains(.dropMiddle)
        }
        // Positional text shows at least its last two units ("0:10"); any text at least one ("0s").
        let minimum = positional ? min(2, values.count) : 1
        for index in values.indices.reversed() where keep.filter({ $0 }).count < minimum { keep[index] = true }
        var shown = values.indices.filter { keep[$0] }.map { values[$0] }
        if settings.maximumUnitCount > 0 { shown = Array(shown.prefix(settings.maximumUnitCount)) }
        return shown
    }

    private static func text(of shown: [(UnitInfo, Int)], style: UnitsStyle, pad: Bool, locale: Locale) -> String {
        if style == .positional {
            return shown.enumerated().map { index, value in
                index == 0 && !pad ? String(value.1) : (value.1 < 10 ? "0" : "") + String(value.1)
            }.joined(separator: ":")
        }
        let calendarUnits = shown.filter { $0.0.duration == nil }
        let durationUnits = shown.filter { $0.0.duration != nil }
        var parts = calendarUnits.map { calendarUnitText($0.0.unit, value: $0.1, style: style, locale: locale) }
        if !durationUnits.isEmpty {
            let width: Duration.UnitsFormatStyle.UnitWidth = switch style {
            case .abbreviated: .narrow
            case .short: .abbreviated
            case .brief: .condensedAbbreviated
            default: .wide
            }
            let total = durationUnits.reduce(Int64(0)) { $0 + Int64($1.1) * $1.0.seconds }
            let hasZero = durationUnits.contains { $0.1 == 0 }
            let format = Duration.UnitsFormatStyle(
                allowedUnits: Set(durationUnits.compactMap(\.0.duration)), width: width,
                zeroValueUnits: hasZero ? .show(length: 1) : .hide
            ).locale(locale)
            parts.append(Duration.seconds(total).formatted(format))
        }
        let separator = style == .abbreviated || style == .brief ? " " : ", "
        let text = parts.joined(separator: separator)
        return style == .spellOut ? spelledOut(text, locale: locale) : text
    }

    /// Every run of digits in `text` written out in words.
    private static func spelledOut(_ text: String, locale: Locale) -> String {
        let formatter = NumberFormatter()
        formatter.numberStyle = .spellOut
        formatter.locale = locale
        var result = ""
        var digits = ""
        func flush() {
            if let number = Int(digits), let words = formatter.string(from: NSNumber(value: number)) { result += words }
            else { result += digits }
            digits = ""
        }
        for character in text {
            if character.isASCII, character.isNumber { digits.append(character) } else {
                if !digits.isEmpty { flush() }
                result.append(character)
            }
        }
        if !digits.isEmpty { flush() }
        return result
    }

    /// Years and months: ICU's duration styles stop at weeks, so these have a table of their own.
    private static func calendarUnitText(_ unit: NSCalendar.Unit, value: Int, style: UnitsStyle, locale: Locale) -> String {
        let language = locale.language.languageCode?.identifier ?? "en"
        let names = (unit == .year ? yearNames : monthNames)[language] ?? (unit == .year ? yearNames : monthNames)["en"]!
        let plural = language == "fr" ? value > 1 : value != 1
        switch style {
        case .abbreviated:
            return "\(value)" + (language == "en" || language == "de" ? "" : " ") + names.narrow
        case .short, .brief:
            return "\(value) " + (plural ? names.shortPlural : names.short)
        default:
            return "\(value) " + (plural ? names.widePlural : names.wide)
        }
    }

    private struct UnitNames {
        var wide: String, widePlural: String, short: String, shortPlural: String, narrow: String
    }

    private static let yearNames: [String: UnitNames] = [
        "en": UnitNames(wide: "year", widePlural: "years", short: "yr", shortPlural: "yrs", narrow: "y"),
        "es": UnitNames(wide: "año", widePlural: "años", short: "a", shortPlural: "a", narrow: "a"),
        "de": UnitNames(wide: "Jahr", widePlural: "Jahre", short: "J.", shortPlural: "J.", narrow: "J"),
        "fr": UnitNames(wide: "an", widePlural: "ans", short: "an", shortPlural: "ans", narrow: "a"),
    ]

    private static let monthNames: [String: UnitNames] = [
        "en": UnitNames(wide: "month", widePlural: "months", short: "mth", shortPlural: "mths", narrow: "mo"),
        "es": UnitNames(wide: "mes", widePlural: "meses", short: "m.", shortPlural: "m.", narrow: "m"),
        "de": UnitNames(wide: "Monat", widePlural: "Monate", short: "Mon.", shortPlural: "Mon.", narrow: "M"),
        "fr": UnitNames(wide: "mois", widePlural: "mois", short: "m.", shortPlural: "m.", narrow: "m"),
    ]
}
