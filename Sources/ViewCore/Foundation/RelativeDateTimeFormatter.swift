public import Foundation

/// A formatter for dates relative to another date, "2 hours ago", "in 3 days", "yesterday"
/// (Foundation's `RelativeDateTimeFormatter`, which Linux's Foundation lacks).
///
/// Widgets use it for "Updated 5 min. ago" lines:
///
/// ```swift
/// let formatter = RelativeDateTimeFormatter()
/// formatter.unitsStyle = .short
/// Text(formatter.localizedString(for: entry.updated, relativeTo: entry.date))
/// ```
///
/// The text comes from Foundation's `Date.RelativeFormatStyle` (ICU), so it is localized by
/// ``locale`` as on iOS. Visible through `SwiftUI`, `WidgetKit` and `UIKit`, not through a file that
/// imports only `Foundation` (docs/PORTING.md). Thread-safe, as Apple's formatters are.
open class RelativeDateTimeFormatter: Formatter, @unchecked Sendable {
    /// Whether a date is named ("yesterday") or counted ("1 day ago").
    public enum DateTimeStyle: Int, Sendable {
        /// Always a number and a unit: "1 day ago".
        case numeric = 0
        /// A name where the language has one: "yesterday", "now".
        case named = 1
    }

    /// How units are written.
    public enum UnitsStyle: Int, Sendable {
        /// "2 hours ago".
        case full = 0
        /// "two hours ago".
        case spellOut = 1
        /// "2 hr. ago".
        case short = 2
        /// "2h ago".
        case abbreviated = 3
    }

    private struct Settings {
        var dateTimeStyle = DateTimeStyle.numeric
        var unitsStyle = UnitsStyle.full
        var formattingContext = Formatter.Context.unknown
        var calendar = Calendar.current
        var locale = RenderThread.locale ?? Locale.current
    }

    private let lock = NSLock()
    private var settings = Settings()

    private func withSettings<T>(_ body: (inout Settings) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body(&settings)
    }

    /// Numeric (the default) or named.
    open var dateTimeStyle: DateTimeStyle {
        get { withSettings { $0.dateTimeStyle } }
        set { withSettings { $0.dateTimeStyle = newValue } }
    }

    /// Full (the default), spelled out, short or abbreviated.
    open var unitsStyle: UnitsStyle {
        get { withSettings { $0.unitsStyle } }
        set { withSettings { $0.unitsStyle = newValue } }
    }

    /// Where the text will appear (kept; ICU's relative style capitalizes as for the middle of a sentence).
    open var formattingContext: Formatter.Context {
        get { withSettings { $0.formattingContext } }
        set { withSettings { $0.formattingContext = newValue } }
    }

    /// The calendar that counts days, weeks and months; the current calendar by default.
    open var calendar: Calendar! {
        get { withSettings { $0.calendar } }
        set { withSettings { $0.calendar = newValue ?? .current } }
    }

    /// The language of the text; by default the locale of the render it was made in (Foundation's
    /// current locale outside a render).
    open var locale: Locale! {
        get { withSettings { $0.locale } }
        set { withSettings { $0.locale = newValue ?? .current } }
    }

    /// A formatter with the numeric, full style.
    public override init() {
        super.init()
    }

    /// Not supported: archived formatters are not decoded on Linux.
    public required init?(coder: NSCoder) {
        nil
    }

    /// `date` relative to `referenceDate`: "2 hours ago" when it is two hours earlier.
    open func localizedString(for date: Date, relativeTo referenceDate: Date) -> String {
        let settings = withSettings { $0 }
        let presentation: Date.RelativeFormatStyle.Presentation = settings.dateTimeStyle == .named ? .named : .numeric
        let units: Date.RelativeFormatStyle.UnitsStyle = switch settings.unitsStyle {
        case .full: .wide
        case .spellOut: .spellOut
        case .short: .abbreviated
        case .abbreviated: .narrow
        }
        var style = Date.RelativeFormatStyle(presentation: presentation, unitsStyle: units)
        style.locale = settings.locale
        style.calendar = settings.calendar
        // The style counts from now: move the interval there.
        return style.format(Date.now.addingTimeInterval(date.timeIntervalSince(referenceDate)))
    }

    /// An interval from now: negative in the past ("5 minutes ago"), positive in the future.
    open func localizedString(fromTimeInterval timeInterval: TimeInterval) -> String {
        let now = Date()
        return localizedString(for: now.addingTimeInterval(timeInterval), relativeTo: now)
    }

    /// Components from now: `DateComponents(day: -1)` is "1 day ago" (or "yesterday" when named).
    open func localizedString(from dateComponents: DateComponents) -> String {
        let now = Date()
        let date = calendar.date(byAdding: dateComponents, to: now) ?? now
        return localizedString(for: date, relativeTo: now)
    }

    /// A `Date` relative to now; `nil` for anything else.
    open override func string(for obj: Any?) -> String? {
        guard let date = obj as? Date else { return nil }
        return localizedString(for: date, relativeTo: Date())
    }
}
