public import Foundation

/// A value and the format style that shows it, formatted when the text is resolved so that
/// number, currency, percent and date styles use the environment's locale (as in SwiftUI),
/// not the process's.
package struct FormattedValue: @unchecked Sendable, Equatable {
    private let render: (Locale, TimeZone) -> String
    private let format: AnyHashable
    private let input: Any
    private let sameInput: (Any) -> Bool

    init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        self.render = { locale, timeZone in FormatLocalizing.localized(format, to: locale, timeZone).format(input) }
        self.format = AnyHashable(format)
        self.input = input
        self.sameInput = { ($0 as? F.FormatInput) == input }
    }

    /// The value as shown in `locale` (and, for dates, `timeZone`).
    func string(in locale: Locale, timeZone: TimeZone = .current) -> String { render(locale, timeZone) }

    package static func == (lhs: FormattedValue, rhs: FormattedValue) -> Bool {
        lhs.format == rhs.format && lhs.sameInput(rhs.input)
    }
}

/// A format style that can be told its locale.
private protocol LocaleSettableFormatStyle {
    func withLocale(_ locale: Locale) -> Self
}

/// A format style that can be told its time zone.
private protocol TimeZoneSettableFormatStyle {
    func withTimeZone(_ timeZone: TimeZone) -> Self
}

extension Date.FormatStyle: TimeZoneSettableFormatStyle {
    func withTimeZone(_ timeZone: TimeZone) -> Self {
        var style = self
        style.timeZone = timeZone
        return style
    }
}

extension FloatingPointFormatStyle: LocaleSettableFormatStyle { func withLocale(_ l: Locale) -> Self { locale(l) } }
extension FloatingPointFormatStyle.Percent: LocaleSettableFormatStyle { func withLocale(_ l: Locale) -> Self { locale(l) } }
extension FloatingPointFormatStyle.Currency: LocaleSettableFormatStyle { func withLocale(_ l: Locale) -> Self { locale(l) } }
extension IntegerFormatStyle: LocaleSettableFormatStyle { func withLocale(_ l: Locale) -> Self { locale(l) } }
extension IntegerFormatStyle.Percent: LocaleSettableFormatStyle { func withLocale(_ l: Locale) -> Self { locale(l) } }
extension IntegerFormatStyle.Currency: LocaleSettableFormatStyle { func withLocale(_ l: Locale) -> Self { locale(l) } }
extension Decimal.FormatStyle: LocaleSettableFormatStyle { func withLocale(_ l: Locale) -> Self { locale(l) } }
extension Decimal.FormatStyle.Percent: LocaleSettableFormatStyle { func withLocale(_ l: Locale) -> Self { locale(l) } }
extension Decimal.FormatStyle.Currency: LocaleSettableFormatStyle { func withLocale(_ l: Locale) -> Self { locale(l) } }
extension Date.FormatStyle: LocaleSettableFormatStyle { func withLocale(_ l: Locale) -> Self { locale(l) } }

enum FormatLocalizing {
    /// `format` in `locale` when it is a style that has a locale; otherwise as given.
    static func localized<F: FormatStyle>(_ format: F, to locale: Locale, _ timeZone: TimeZone) -> F {
        guard let settable = format as? any LocaleSettableFormatStyle else { return format }
        let localized = (settable.withLocale(locale) as? F) ?? format
        guard let zoned = localized as? any TimeZoneSettableFormatStyle else { return localized }
        return (zoned.withTimeZone(timeZone) as? F) ?? localized
    }
}

extension Text {
    /// A value formatted with a format style: `Text(price, format: .currency(code: "USD"))`,
    /// in the environment's locale.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(storage: .formatted(FormattedValue(input, format: format)))
    }
}

extension LocalizedStringKey.StringInterpolation {
    /// A value formatted with a format style (`\(0.25, format: .percent)`), in the
    /// environment's locale; the key has `%@`.
    public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        key += "%@"
        arguments.append(.formatted(FormattedValue(input, format: format)))
    }
}
