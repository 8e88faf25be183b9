import SwiftUI

/// The text side of the panel: the sample weather (or, with the weather off, the weekday),
/// the date and city, and the "today's offers" bar. Aligned to the side away from the buttons.
struct WeatherDateView: View {
    let entry: ShortcutsEntry
    let alignment: HorizontalAlignment

    @Environment(\.calendar) private var calendar
    @Environment(\.timeZone) private var timeZone
    @Environment(\.locale) private var locale

    var body: some View {
        VStack(alignment: alignment, spacing: 5) {
            if entry.showsWeather {
                let weather = entry.weather(in: localCalendar)
                HStack(alignment: .center, spacing: 6) {
                    Image(systemName: weather.symbolName)
                        .font(.system(size: 20, weight: .semibold))
                    Text("\(weather.condition) \(weather.celsius)°")
                        .font(.system(size: 24, weight: .semibold))
                        .lineLimit(1)
                        .minimumScaleFactor(0.6)
                }
                Text("\(monthDay) \(weekday)  \(weather.city)")
                    .font(.system(size: 13, weight: .medium))
                    .lineLimit(1)
                    .minimumScaleFactor(0.7)
                    .opacity(0.9)
            } else {
                Text(weekday)
                    .font(.system(size: 24, weight: .semibold))
                    .lineLimit(1)
                    .minimumScaleFactor(0.6)
                Text(longDate)
                    .font(.system(size: 13, weight: .medium))
                    .lineLimit(1)
                    .minimumScaleFactor(0.7)
                    .opacity(0.9)
            }
            OffersBar()
                .padding(.top, 5)
        }
    }

    /// The environment's calendar in the environment's time zone.
    private var localCalendar: Calendar {
        var calendar = calendar
        calendar.timeZone = timeZone
        return calendar
    }

    private var dateStyle: Date.FormatStyle {
        Date.FormatStyle(locale: locale, calendar: localCalendar, timeZone: timeZone)
    }

    /// "06/10" in English (US).
    private var monthDay: String {
        entry.date.formatted(dateStyle.month(.twoDigits).day(.twoDigits))
    }

    /// "Monday".
    private var weekday: String {
        entry.date.formatted(dateStyle.weekday(.wide))
    }

    /// "June 10".
    private var longDate: String {
        entry.date.formatted(dateStyle.month(.wide).day())
    }
}
