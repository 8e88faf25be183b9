import Foundation

/// Reads and writes vote dates on the House's clock, US Eastern Time.
///
/// Endpoints give a vote's day and time as written in Washington ("2026-09-24", "14:32:00");
/// the widget shows them the same way, with "ET", wherever it runs.
enum VoteClock {
    /// US Eastern Time (with daylight saving time), or UTC−5 if the time zone database lacks it.
    static let timeZone = TimeZone(identifier: "America/New_York") ?? TimeZone(secondsFromGMT: -5 * 3600)!

    /// The moment of `day` ("YYYY-MM-DD") at `time` ("HH:MM" or "HH:MM:SS") in Eastern Time;
    /// noon when there is no time. `nil` if either is not a real date or time.
    static func date(day: String, time: String?) -> (date: Date, hasTime: Bool)? {
        let dayParts = day.split(separator: "-", omittingEmptySubsequences: false).map { Int($0) }
        guard dayParts.count == 3, let year = dayParts[0], let month = dayParts[1], let dayOfMonth = dayParts[2] else {
            return nil
        }
        var components = DateComponents(year: year, month: month, day: dayOfMonth, hour: 12)
        var hasTime = false
        if let time = time?.nonEmpty {
            let timeParts = time.split(separator: ":", omittingEmptySubsequences: false).map { Int($0) }
            guard (2...3).contains(timeParts.count), timeParts.allSatisfy({ $0 != nil }) else { return nil }
            components.hour = timeParts[0]
            components.minute = timeParts[1]
            components.second = timeParts.count == 3 ? timeParts[2] : 0
            hasTime = true
        }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        guard components.isValidDate(in: calendar), let date = calendar.date(from: components) else { return nil }
        return (date, hasTime)
    }
}
