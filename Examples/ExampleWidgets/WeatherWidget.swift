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

struct WeatherProvider: TimelineProvider {
    func placeholder(in context: Context) -> WeatherEntry {
        WeatherEntry.sample(at: Date(), step: 0)
    }

    func getSnapshot(in context: Context, completion: @escaping (WeatherEntry) -> ()) {
        completion(.sample(at: Date(), step: 0))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<WeatherEntry>) -> ()) {
        let now = Date()
        let entries = (0..<4).map { step in
            WeatherEntry.sample(at: Calendar.current.date(byAdding: .minute, value: step * 15, to: now)!, step: step)
        }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

extension WeatherEntry {
    static func sample(at date: Date, step: Int) -> WeatherEntry {
        WeatherEntry(
            date: date, city: "Cupertino", temperature: 21 + step, condition: step % 2 == 0 ? "Mostly Sunny" : "Partly Cloudy",
            symbol: step % 2 == 0 ? "sun.max.fill" : "cloud.sun.fill", high: 24, low: 13,
            hourly: [("10AM", "sun.max.fill", 21 + step), ("11AM", "sun.max.fill", 22 + step),
                     ("12PM", "cloud.sun.fill", 23), ("1PM", "cloud.fill", 23), ("2PM", "cloud.rain.fill", 20)])
    }
}

struct WeatherWidgetView: View {
    var entry: WeatherEntry
    @Environment(\.widgetFamily) var family

    var body: some View {
        switch family {
        case .systemMedium:
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
        StaticConfiguration(kind: kind, provider: WeatherProvider()) { entry in
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
