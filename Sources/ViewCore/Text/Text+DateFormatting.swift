package import Foundation

extension Text {
    /// The strings `Text(date, style:)` shows at a moment.
    package enum DateFormatting {
        package static func string(
            for date: Date, style: DateStyle, now: Date, locale: Locale, timeZone: TimeZone = .current
        ) -> String {
            /// `date` in the locale's own form with a date and a time style.
            func formatted(date dateStyle: DateFormatter.Style, time timeStyle: DateFormatter.Style) -> String {
                let formatter = DateFormatter()
                formatter.locale = locale
                formatter.timeZone = timeZone
                formatter.dateStyle = dateStyle
                formatter.timeStyle = timeStyle
                return formatter.string(from: date)
            }
            switch style {
            case .time:
                return formatted(date: .none, time: .short)
            case .date:
                return formatted(date: .long, time: .none)
            case .relative:
                return relative(from: now, to: date)
            case .offset:
                return offset(from: now, to: date)
            case .timer:
                return clock(abs(date.timeIntervalSince(now)), showsHours: true)
            }
        }

        /// "2 hr, 10 min": the two largest non-zero units of the distance.
        package static func relative(from now: Date, to date: Date) -> String {
            var seconds = Int(abs(date.timeIntervalSince(now)).rounded(.down))
            let units: [(Int, String, String)] = [
                (86_400 * 365, "yr", "yr"), (86_400 * 30, "mth", "mths"), (86_400 * 7, "wk", "wks"),
                (86_400, "day", "days"), (3_600, "hr", "hr"), (60, "min", "min"), (1, "sec", "sec"),
            ]
            var parts: [String] = []
            for (size, singular, plural) in units where parts.count < 2 {
                let count = seconds / size
                if count > 0 {
                    parts.append("\(count) \(count == 1 ? singular : plural)")
                    seconds -= count * size
                } else if !parts.isEmpty {
                    break
                }
            }
            return parts.isEmpty ? "0 sec" : parts.joined(separator: ", ")
        }

        /// "+2 hours" / "-3 minutes": the largest unit of the signed distance.
        package static func offset(from now: Date, to date: Date) -> String {
            let delta = date.timeIntervalSince(now)
            let seconds = Int(abs(delta).rounded(.down))
            let units: [(Int, String)] = [(86_400 * 365, "year"), (86_400 * 30, "month"), (86_400 * 7, "week"),
                                          (86_400, "day"), (3_600, "hour"), (60, "minute"), (1, "second")]
            for (size, name) in units where seconds >= size {
                let count = seconds / size
                return "\(delta < 0 ? "-" : "+")\(count) \(name)\(count == 1 ? "" : "s")"
            }
            return "+0 seconds"
        }

        /// "1:02:03" or "2:03".
        package static func clock(_ interval: TimeInterval, showsHours: Bool) -> String {
            let total = Int(interval.isFinite ? interval.rounded(.down) : 0)
            let hours = total / 3600
            let minutes = (total % 3600) / 60
            let seconds = total % 60
            func two(_ v: Int) -> String { v < 10 ? "0\(v)" : "\(v)" }
            if hours > 0 && showsHours { return "\(hours):\(two(minutes)):\(two(seconds))" }
            return "\(showsHours ? minutes : total / 60):\(two(seconds))"
        }

        /// The value of `Text(timerInterval:)` at `now`.
        package static func timer(start: Date, end: Date, now: Date, countsDown: Bool, showsHours: Bool) -> String {
            let clamped = min(max(now, start), end)
            let value = countsDown ? end.timeIntervalSince(clamped) : clamped.timeIntervalSince(start)
            return clock(value, showsHours: showsHours)
        }

        package static func range(_ dates: ClosedRange<Date>) -> String {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US")
            formatter.dateStyle = .none
            formatter.timeStyle = .short
            return "\(formatter.string(from: dates.lowerBound)) – \(formatter.string(from: dates.upperBound))"
        }
    }
}
