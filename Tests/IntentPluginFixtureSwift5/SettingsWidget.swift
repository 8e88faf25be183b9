// Widget code in Swift 5 mode, as most widget targets are, using every kind of parameter the
// plugin generates from Settings.intentdefinition.
import Intents
import SwiftUI
import WidgetKit

struct SettingsEntry: TimelineEntry {
    let date: Date
    let summary: String
}

struct SettingsProvider: IntentTimelineProvider {
    func placeholder(in context: Context) -> SettingsEntry {
        SettingsEntry(date: Date(), summary: "")
    }

    func getSnapshot(for configuration: SettingsConfigurationIntent, in context: Context, completion: @escaping (SettingsEntry) -> ()) {
        completion(SettingsEntry(date: Date(), summary: summarize(configuration)))
    }

    func getTimeline(for configuration: SettingsConfigurationIntent, in context: Context, completion: @escaping (Timeline<Entry>) -> ()) {
        completion(Timeline(entries: [SettingsEntry(date: Date(), summary: summarize(configuration))], policy: .atEnd))
    }
}

/// Reads every property the way iOS widget code does.
public func summarize(_ configuration: SettingsConfigurationIntent) -> String {
    var parts: [String] = []
    parts.append(configuration.greeting ?? "-")
    parts.append("\(configuration.count?.intValue ?? 0)")
    parts.append("\(configuration.ratio?.doubleValue ?? 0)")
    parts.append("\(configuration.day?.day ?? 0)")
    parts.append("\(configuration.reminder?.hour ?? 0)")
    switch configuration.style {
    case .default: parts.append("default")
    case .compact: parts.append("compact")
    case .unknown: parts.append("unknown")
    }
    let days = (configuration.days ?? []).compactMap { Weekday(rawValue: $0.intValue) }
    parts.append(days.map { "\($0)" }.joined(separator: "+"))
    let cities = configuration.cities ?? []
    parts.append(cities.map { "\($0.displayString):\($0.population?.intValue ?? 0)" }.joined(separator: "+"))
    parts.append((configuration.labels ?? []).joined(separator: "+"))
    parts.append(configuration.enabled?.boolValue == true ? "on" : "off")
    // A weather widget's use of a Placemark parameter; `CLPlacemark` comes with `import Intents`.
    let place: CLPlacemark? = configuration.place
    if let location = place?.location {
        parts.append("\(location.coordinate.latitude),\(location.coordinate.longitude)")
    } else {
        parts.append(place?.name ?? place?.locality ?? "nowhere")
    }
    return parts.joined(separator: " ")
}

public struct SettingsWidget: Widget {
    public init() {}

    public var body: some WidgetConfiguration {
        IntentConfiguration(kind: "Settings", intent: SettingsConfigurationIntent.self, provider: SettingsProvider()) { entry in
            Text(entry.summary)
        }
        .configurationDisplayName("Settings")
    }
}

/// Builds a city as a handler does.
public func makeCity(_ name: String, population: Int) -> City {
    let city = City(identifier: name.lowercased(), display: name)
    city.population = NSNumber(value: population)
    city.isCapital = NSNumber(value: population > 1_000_000)
    city.tags = ["big"]
    city.openDays = [NSNumber(value: Weekday.monday.rawValue)]
    city.style = .compact
    return city
}

/// A Swift 5 handler with the completion form without a search term for the string parameter
/// and the `async` search form for the cities.
public class SettingsIntentHandler: INExtension, SettingsConfigurationIntentHandling {
    public override func handler(for intent: INIntent) -> Any? {
        return self
    }

    public func provideGreetingOptionsCollection(
        for intent: SettingsConfigurationIntent, with completion: @escaping (INObjectCollection<NSString>?, Error?) -> Void
    ) {
        completion(INObjectCollection(items: ["Hello" as NSString, "Hi" as NSString]), nil)
    }

    public func provideCitiesOptionsCollection(
        for intent: SettingsConfigurationIntent, searchTerm: String?
    ) async throws -> INObjectCollection<City> {
        let cities = [makeCity("Paris", population: 2_100_000), makeCity("Lyon", population: 520_000)]
        return INObjectCollection(items: cities.filter { searchTerm == nil || $0.displayString.contains(searchTerm!) })
    }

    public func defaultGreeting(for intent: SettingsConfigurationIntent) -> String? {
        return "Hi"
    }
}
