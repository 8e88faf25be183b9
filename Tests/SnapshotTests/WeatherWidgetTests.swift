import Foundation
import SwiftUI
import Testing
import WidgetKit
import WidgetSnapshotTesting

// MARK: - A weather widget with SF Symbols, declared as a real `Widget`

struct HourlyForecast: Identifiable {
    let hour: String
    let symbol: String
    let temperature: Int
    var id: String { hour }
}

struct WeatherEntry: TimelineEntry {
    let date: Date
    let city: String
    let temperature: Int
    let condition: String
    let symbol: String
    let high: Int
    let low: Int
    let hourly: [HourlyForecast]

    static let sample = WeatherEntry(
        date: RenderEnvironment.snapshotDate, city: "Cupertino", temperature: 22, condition: "Mostly Sunny",
        symbol: "sun.max.fill", high: 27, low: 14,
        hourly: [
            HourlyForecast(hour: "10AM", symbol: "sun.max.fill", temperature: 23),
            HourlyForecast(hour: "11AM", symbol: "sun.max.fill", temperature: 24),
            HourlyForecast(hour: "12PM", symbol: "cloud.sun.fill", temperature: 26),
            HourlyForecast(hour: "1PM", symbol: "cloud.sun.fill", temperature: 27),
            HourlyForecast(hour: "2PM", symbol: "cloud.fill", temperature: 26),
            HourlyForecast(hour: "3PM", symbol: "cloud.rain.fill", temperature: 21),
        ])
}

struct WeatherProvider: TimelineProvider {
    func placeholder(in context: Context) -> WeatherEntry { .sample }

    func getSnapshot(in context: Context, completion: @escaping (WeatherEntry) -> ()) {
        completion(.sample)
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<WeatherEntry>) -> ()) {
        completion(Timeline(entries: [.sample], policy: .atEnd))
    }
}

struct WeatherWidgetView: View {
    let entry: WeatherEntry
    @Environment(\.widgetFamily) private var family
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        content
            .foregroundStyle(.white)
            .containerBackground(for: .widget) {
                LinearGradient(colors: skyColors, startPoint: .top, endPoint: .bottom)
            }
    }

    /// Day sky in light appearance, a deeper evening sky in dark.
    private var skyColors: [Color] {
        colorScheme == .dark
            ? [Color(red: 0.09, green: 0.16, blue: 0.35), Color(red: 0.03, green: 0.06, blue: 0.16)]
            : [Color(red: 0.29, green: 0.60, blue: 0.96), Color(red: 0.13, green: 0.38, blue: 0.82)]
    }

    @ViewBuilder
    private var content: some View {
        switch family {
        case .systemMedium:
            VStack(alignment: .leading, spacing: 10) {
                HStack(alignment: .top) {
                    header
                    Spacer()
                    VStack(alignment: .trailing, spacing: 2) {
                        Image(systemName: entry.symbol)
                            .foregroundStyle(.yellow)
                        Text(entry.condition)
                            .font(.caption)
                            .fontWeight(.semibold)
                        Text("H:\(entry.high)° L:\(entry.low)°")
                            .font(.caption)
                    }
                }
                HStack(spacing: 0) {
                    ForEach(entry.hourly) { hour in
                        VStack(spacing: 5) {
                            Text(hour.hour)
                                .font(.caption2)
                                .fontWeight(.semibold)
                                .opacity(0.85)
                            Image(systemName: hour.symbol)
                                .font(.system(size: 15))
                                .foregroundStyle(hour.symbol.hasPrefix("sun") ? Color.yellow : Color.white)
                                .frame(height: 18)
                            Text("\(hour.temperature)°")
                                .font(.footnote)
                                .fontWeight(.medium)
                        }
                        .frame(maxWidth: .infinity)
                    }
                }
            }
        default:
            VStack(alignment: .leading, spacing: 2) {
                header
                Spacer(minLength: 0)
                Image(systemName: entry.symbol)
                    .font(.system(size: 18))
                    .foregroundStyle(.yellow)
                Text(entry.condition)
                    .font(.caption)
                    .fontWeight(.semibold)
                Text("H:\(entry.high)° L:\(entry.low)°")
                    .font(.caption)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
    }

    private var header: some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack(spacing: 3) {
                Text(entry.city)
                    .font(.subheadline)
                    .fontWeight(.semibold)
                Image(systemName: "location.fill")
                    .font(.system(size: 10))
            }
            Text("\(entry.temperature)°")
                .font(.system(size: 42, weight: .light))
        }
    }
}

struct WeatherWidget: Widget {
    let kind = "Weather"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: WeatherProvider()) { entry in
            WeatherWidgetView(entry: entry)
        }
        .configurationDisplayName("Weather")
        .description("Current conditions and the next hours.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

struct SnapshotTestWidgets: WidgetBundle {
    var body: some Widget {
        WeatherWidget()
    }
}

// MARK: - Snapshots

@MainActor
@Suite("Weather widget snapshots")
struct WeatherWidgetTests {
    @Test("Small and medium, light and dark, through the Widget declaration", arguments: [
        (WidgetFamily.systemSmall, ColorScheme.light), (.systemSmall, .dark), (.systemMedium, .light), (.systemMedium, .dark),
    ])
    func weather(family: WidgetFamily, colorScheme: ColorScheme) throws {
        try assertWidgetSnapshot(of: WeatherWidget.self, entry: WeatherEntry.sample, family: family, colorScheme: colorScheme)
    }

    @Test("A widget in a bundle, by kind, renders as the Widget type does")
    func bundle() throws {
        let fromBundle = try WidgetSnapshot(of: SnapshotTestWidgets.self, kind: "Weather", entry: WeatherEntry.sample)
        let fromWidget = try WidgetSnapshot(of: WeatherWidget.self, entry: WeatherEntry.sample)
        #expect(fromBundle == fromWidget)
        try assertWidgetSnapshot(fromBundle, named: "weather.systemSmall.light")
    }

    @Test("A family the widget does not support is an error, not a picture")
    func unsupportedFamily() {
        #expect(throws: WidgetSnapshotError.unsupportedFamily(.systemLarge, kind: "Weather",
                                                              supported: [.systemSmall, .systemMedium])) {
            try WidgetSnapshot(of: WeatherWidget.self, entry: WeatherEntry.sample,
                               environment: .snapshot(family: .systemLarge))
        }
        #expect(throws: WidgetSnapshotError.self) {
            try WidgetSnapshot(of: SnapshotTestWidgets.self, kind: "Nope", entry: WeatherEntry.sample)
        }
        #expect(throws: WidgetSnapshotError.self) {
            try WidgetSnapshot(of: WeatherWidget.self, entry: CalendarEntry.sample)
        }
    }
}
