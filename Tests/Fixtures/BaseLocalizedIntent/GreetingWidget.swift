// A widget configured through Base.lproj/Greeting.intentdefinition, where Xcode keeps a
// localized intent definition (its translations in fr.lproj/Greeting.strings): the
// IntentDefinitionPlugin generates `GreetingIntent` and `GreetingTone` from it. The manifest
// needs `defaultLocalization` for the `.lproj` folders (docs/INTENTS.md).
import Intents
import SwiftUI
import WidgetKit

public struct GreetingEntry: TimelineEntry {
    public let date: Date
    public let text: String
}

public struct GreetingProvider: IntentTimelineProvider {
    public init() {}

    public func placeholder(in context: Context) -> GreetingEntry {
        GreetingEntry(date: Date(), text: "Hello")
    }

    public func getSnapshot(for configuration: GreetingIntent, in context: Context,
                            completion: @escaping @Sendable (GreetingEntry) -> Void) {
        completion(entry(for: configuration))
    }

    public func getTimeline(for configuration: GreetingIntent, in context: Context,
                            completion: @escaping @Sendable (Timeline<GreetingEntry>) -> Void) {
        completion(Timeline(entries: [entry(for: configuration)], policy: .never))
    }

    /// "Good day, World" (formal) or "Hi World" (warm).
    public func entry(for configuration: GreetingIntent) -> GreetingEntry {
        let name = configuration.name ?? "?"
        let text = configuration.tone == .warm ? "Hi \(name)" : "Good day, \(name)"
        return GreetingEntry(date: Date(), text: text)
    }
}

public struct GreetingWidget: Widget {
    public init() {}

    public var body: some WidgetConfiguration {
        IntentConfiguration(kind: "Greeting", intent: GreetingIntent.self, provider: GreetingProvider()) { entry in
            Text(entry.text)
        }
        .configurationDisplayName("Greeting")
        .supportedFamilies([.systemSmall])
    }
}
