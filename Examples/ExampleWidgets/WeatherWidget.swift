import AppIntents
import WidgetKit
import SwiftUI

struct WeatherEntry: TimelineEntry {
    let date: Date
    let city: String
    let temperature: Int
    let condition: String
    let symbol: String
    let high: Int
    let low: Int
    let hourly: [(hour: String, symbol: String, temperature: Int)]
}

/// The cities the example knows (sample data, offline).
enum WeatherCity: String, AppEnum {
    case cupertino, london, oslo, tokyo

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "City"
    static let caseDisplayRepresentations: [WeatherCity: DisplayRepresentation] = [
        .cupertino: "Cupertino", .london: "London", .oslo: "Oslo", .tokyo: "Tokyo",
    ]

    /// The sample conditions: a base temperature in °C and two alternating skies.
    var sample: (name: String, celsius: Int, conditions: [(String, String)]) {
        switch self {
        case .cupertino: ("Cupertino", 21, [("Mostly Sunny", "sun.max.fill"), ("Partly Cloudy", "cloud.sun.fill")])
        case .london: ("London", 12, [("Light Rain", "cloud.rain.fill"), ("Cloudy", "cloud.fill")])
        case .oslo: ("Oslo", -3, [("Snow", "cloud.snow.fill"), ("Cloudy", "cloud.fill")])
        case .tokyo: ("Tokyo", 17, [("Clear", "sun.max.fill"), ("Partly Cloudy", "cloud.sun.fill")])
        }
    }
}

/// What a person chooses when editing the widget.
struct WeatherConfigurationIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource { "Weather" }
    static var description: IntentDescription { "Choose a city and a temperature unit." }

    @Parameter(title: "City", default: .cupertino) var city: WeatherCity
    @Parameter(title: "Use Celsius", default: false) var usesCelsius: Bool
    @Parameter(title: "Show the next hours", default: true) var showsHours: Bool
    @Parameter(title: "Hours", default: 5, inclusiveRange: (2, 5)) var hours: Int

    // The Edit form follows this: "Hours" only while the next hours are shown.
    static var parameterSummary: some ParameterSummary {
        When(\.$showsHours, .equalTo, true) {
            Summary("Weather in \(\.$city), next \(\.$hours) hours") {
                \.$usesCelsius
                \.$showsHours
            }
        } otherwise: {
            Summary("Weather in \(\.$city)") {
                \.$usesCelsius
                \.$showsHours
            }
        }
    }
}

struct WeatherProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> WeatherEntry {
        WeatherEntry.sample(for: .cupertino, celsius: false, at: Date(), step: 0)
    }

    func snapshot(for configuration: WeatherConfigurationIntent, in context: Context) async -> WeatherEntry {
        .sample(for: configuration.city, celsius: configuration.usesCelsius, at: Date(), step: 0)
            .showingHours(configuration.showsHours ? configuration.hours : 0)
    }

    func timeline(for configuration: WeatherConfigurationIntent, in context: Context) async -> Timeline<WeatherEntry> {
        let now = Date()
        let entries = (0..<4).map { step in
            WeatherEntry.sample(for: configuration.city, celsius: configuration.usesCelsius,
                                at: Calendar.current.date(byAdding: .minute, value: step * 15, to: now)!, step: step)
                .showingHours(configuration.showsHours ? configuration.hours : 0)
        }
        return Timeline(entries: entries, policy: .atEnd)
    }
}

extension WeatherEntry {
    /// The entry with only the first `count` hours (none: the medium widget shows the day instead).
    func showingHours(_ count: Int) -> WeatherEntry {
        WeatherEntry(date: date, city: city, temperature: temperature, condition: condition, symbol: symbol,
                     high: high, low: low, hourly: Array(hourly.prefix(max(0, count))))
    }

    static func sample(for city: WeatherCity, celsius: Bool, at date: Date, step: Int) -> WeatherEntry {
        let sample = city.sample
        func shown(_ value: Int) -> Int { celsius ? value : Int((Double(value) * 9 / 5 + 32).rounded()) }
        let (condition, symbol) = sample.conditions[step % 2]
        let base = sample.celsius
        return WeatherEntry(
            date: date, city: sample.name, temperature: shown(base + step), condition: condition, symbol: symbol,
            high: shown(base + 3), low: shown(base - 8),
            hourly: [("10AM", sample.conditions[0].1, shown(base + step)), ("11AM", sample.conditions[0].1, shown(base + 1 + step)),
                     ("12PM", sample.conditions[1].1, shown(base + 2)), ("1PM", "cloud.fill", shown(base + 2)),
                     ("2PM", "cloud.rain.fill", shown(base - 1))])
    }
}

struct WeatherWidgetView: View {
    var entry: WeatherEntry
    @Environment(\.widgetFamily) var family

    var body: some View {
        switch family {
        case .systemMedium where !entry.hourly.isEmpty:
            VStack(alignment: .leading, spacing: 8) {
                header
                HStack {
                    ForEach(entry.hourly, id: \.hour) { hour in
                        VStack(spacing: 4) {
                            Text(hour.hour).font(.caption2).fontWeight(.semibold)
                            Image(systemName: hour.symbol)
                                .foregroundStyle(.yellow)
                            Text("\(hour.temperature)°").font(.footnote)
                        }
                        .frame(maxWidth: .infinity)
                    }
                }
            }
        default:
            VStack(alignment: .leading, spacing: 2) {
                header
                Spacer(minLength: 0)
                Image(systemName: entry.symbol).foregroundStyle(.yellow)
                Text(entry.condition).font(.caption).fontWeight(.semibold)
                Text("H:\(entry.high)° L:\(entry.low)°").font(.caption)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
    }

    var header: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text(entry.city).font(.headline)
            Text("\(entry.temperature)°").font(.system(size: 42, weight: .light))
        }
    }
}

struct WeatherWidget: Widget {
    let kind: String = "Weather"

    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: kind, intent: WeatherConfigurationIntent.self, provider: WeatherProvider()) { entry in
            WeatherWidgetView(entry: entry)
                .foregroundStyle(.white)
                .containerBackground(for: .widget) {
                    LinearGradient(colors: [Color(red: 0.25, green: 0.55, blue: 0.95), Color(red: 0.12, green: 0.35, blue: 0.8)],
                                   startPoint: .top, endPoint: .bottom)
                }
        }
        .configurationDisplayName("Weather")
        .description("Current conditions and the next hours.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

#Preview(as: .systemMedium, using: WeatherConfigurationIntent()) {
    WeatherWidget()
} timelineProvider: {
    WeatherProvider()
}
