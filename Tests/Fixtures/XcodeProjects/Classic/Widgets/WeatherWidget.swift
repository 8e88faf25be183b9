import WidgetKit
import SwiftUI
import WeatherShared
import WeatherCore

struct WeatherEntry: TimelineEntry {
    let date: Date
    let forecast: Forecast
}

struct WeatherProvider: TimelineProvider {
    func placeholder(in context: Context) -> WeatherEntry {
        WeatherEntry(date: Date(), forecast: Forecast(city: "Lisbon", celsius: 21))
    }

    func getSnapshot(in context: Context, completion: @escaping (WeatherEntry) -> ()) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<WeatherEntry>) -> ()) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

struct WeatherWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Weather", provider: WeatherProvider()) { entry in
            VStack {
                Text(entry.forecast.city)
                Text("\(entry.forecast.celsius)°")
                Text(WeatherCore.greeting)
                #if WIDGET_EXTENSION
                Text(WeatherModel.appGroup)
                #endif
            }
            .containerBackground(Color("SkyBlue"), for: .widget)
        }
        .configurationDisplayName("Weather")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

#if canImport(CoreData)
// Only on iOS: the Core Data store of ForecastStore.swift.
let sharedStore = ForecastStore()
#endif
