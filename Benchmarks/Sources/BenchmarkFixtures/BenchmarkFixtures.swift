public import Foundation
public import SwiftUI
import WidgetKit
public import WidgetRendering
public import DisplayList

/// The entry every benchmark renders: a weather forecast, as a real widget would show it.
public struct ForecastEntry: TimelineEntry, Sendable {
    public let date: Date
    public let city: String
    public let temperature: Int
    public let condition: String
    public let high: Int
    public let low: Int
    public let hours: [Hour]

    public struct Hour: Sendable {
        public let label: String
        public let temperature: Int
    }

    /// A fixed entry, so every run lays out the same strings.
    public static let sample = ForecastEntry(
        date: Date(timeIntervalSinceReferenceDate: 800_000_000), city: "Cupertino", temperature: 21,
        condition: "Mostly Sunny", high: 24, low: 13,
        hours: [Hour(label: "10AM", temperature: 21), Hour(label: "12PM", temperature: 23),
                Hour(label: "2PM", temperature: 22), Hour(label: "4PM", temperature: 19)])
}

/// A realistic medium widget: nested VStack/HStack, 8 texts in several text styles, an SF
/// Symbol and a gradient container background.
public struct ForecastMediumView: View {
    public var entry: ForecastEntry

    public init(entry: ForecastEntry) { self.entry = entry }

    public var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack(alignment: .top) {
                VStack(alignment: .leading, spacing: 0) {
                    Text(entry.city).font(.headline)                                     // 1
                    Text("\(entry.temperature)°").font(.system(size: 40, weight: .light)) // 2
                }
                Spacer()
                VStack(alignment: .trailing, spacing: 2) {
                    Image(systemName: "sun.max.fill").foregroundStyle(.yellow)
                    Text(entry.condition).font(.caption).fontWeight(.semibold)           // 3
                    Text("H:\(entry.high)° L:\(entry.low)°").font(.caption)              // 4
                }
            }
            HStack {
                ForEach(entry.hours, id: \.label) { hour in
                    Text("\(hour.label) \(hour.temperature)°")                           // 5–8
                        .font(.caption2).fontWeight(.medium)
                        .frame(maxWidth: .infinity)
                }
            }
        }
        .foregroundStyle(.white)
        .containerBackground(for: .widget) {
            LinearGradient(colors: [Color(red: 0.25, green: 0.55, blue: 0.95), Color(red: 0.12, green: 0.35, blue: 0.8)],
                           startPoint: .top, endPoint: .bottom)
        }
    }
}

/// A small widget for the PNG benchmark: the same entry, fewer views.
public struct ForecastSmallView: View {
    public var entry: ForecastEntry

    public init(entry: ForecastEntry) { self.entry = entry }

    public var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(entry.city).font(.headline)
            Text("\(entry.temperature)°").font(.system(size: 42, weight: .light))
            Spacer(minLength: 0)
            Image(systemName: "sun.max.fill").foregroundStyle(.yellow)
            Text(entry.condition).font(.caption).fontWeight(.semibold)
            Text("H:\(entry.high)° L:\(entry.low)°").font(.caption)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .foregroundStyle(.white)
        .containerBackground(for: .widget) {
            LinearGradient(colors: [Color(red: 0.25, green: 0.55, blue: 0.95), Color(red: 0.12, green: 0.35, blue: 0.8)],
                           startPoint: .top, endPoint: .bottom)
        }
    }
}

/// The environments the benchmarks render in: a fixed date, 2× pixels.
public enum Fixtures {
    public static let medium = RenderEnvironment(
        family: .systemMedium, timeZone: TimeZone(identifier: "UTC")!, date: ForecastEntry.sample.date, displayScale: 2)
    public static let small = RenderEnvironment(
        family: .systemSmall, timeZone: TimeZone(identifier: "UTC")!, date: ForecastEntry.sample.date, displayScale: 2)

    /// The medium widget's display list.
    @MainActor
    public static func mediumDisplayList() -> DisplayList {
        WidgetLayout.displayList(for: ForecastMediumView(entry: .sample), environment: medium)
    }

    /// The small widget's display list.
    @MainActor
    public static func smallDisplayList() -> DisplayList {
        WidgetLayout.displayList(for: ForecastSmallView(entry: .sample), environment: small)
    }
}

/// The forecast as a widget: its provider gives the fixed entry (a timeline of one, `.never`),
/// so a host that runs it in an extension process renders exactly what the in-process
/// benchmarks render (`forecast-widgets`, the `Extensions` benchmarks, `Scripts/hosted-scale.sh`).
public struct ForecastWidget: Widget {
    public init() {}

    public var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Forecast", provider: ForecastProvider()) { entry in
            ForecastWidgetView(entry: entry)
        }
        .configurationDisplayName("Forecast")
        .description("Today's weather, hour by hour.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

/// The small or medium forecast, as the family asks.
struct ForecastWidgetView: View {
    @Environment(\.widgetFamily) private var family
    var entry: ForecastEntry

    var body: some View {
        if family == .systemSmall {
            ForecastSmallView(entry: entry)
        } else {
            ForecastMediumView(entry: entry)
        }
    }
}

/// Always the fixed entry.
struct ForecastProvider: TimelineProvider {
    func placeholder(in context: Context) -> ForecastEntry { .sample }
    func getSnapshot(in context: Context, completion: @escaping (ForecastEntry) -> Void) { completion(.sample) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<ForecastEntry>) -> Void) {
        completion(Timeline(entries: [.sample], policy: .never))
    }
}
