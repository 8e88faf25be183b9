import Foundation

extension Vote {
    /// The day of the vote in Washington, e.g. "Sep 24" or, with the year, "Sep 24, 2026".
    func dayText(locale: Locale, withYear: Bool) -> String {
        var style = Date.FormatStyle(locale: locale, timeZone: VoteClock.timeZone).month(.abbreviated).day()
        if withYear { style = style.year() }
        return date.formatted(style)
    }

    /// The day and, when known, the time in Washington: "Sep 24, 2026 · 2:32 PM ET".
    func dateTimeText(locale: Locale) -> String {
        let day = dayText(locale: locale, withYear: true)
        guard hasTime else { return day }
        let time = date.formatted(Date.FormatStyle(locale: locale, timeZone: VoteClock.timeZone).hour().minute())
        return "\(day) · \(time) ET"
    }

    /// "Roll call 412", or "Roll call" when the number is unknown.
    var rollCallText: String {
        rollCall.map { "Roll call \($0)" } ?? "Roll call"
    }
}
