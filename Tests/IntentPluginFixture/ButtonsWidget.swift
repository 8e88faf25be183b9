// A widget configured through Widgets.intentdefinition, written as it is on iOS: the
// IntentDefinitionPlugin generates `DynamicConfigurationIntent`, `CustomButtonItem`,
// `ButtonPosition` and `DynamicConfigurationIntentHandling` from the definition.
import Intents
import SwiftUI
import WidgetKit

public struct ButtonsEntry: TimelineEntry {
    public let date: Date
    public let titles: [String]
    public let showTitle: Bool
    public let titlePosition: ButtonPosition
}

public struct ButtonsProvider: IntentTimelineProvider {
    public init() {}

    public func placeholder(in context: Context) -> ButtonsEntry {
        ButtonsEntry(date: Date(), titles: ["Scan", "Pay"], showTitle: true, titlePosition: .right)
    }

    public func getSnapshot(
        for configuration: DynamicConfigurationIntent, in context: Context,
        completion: @escaping @Sendable (ButtonsEntry) -> Void
    ) {
        completion(entry(for: configuration))
    }

    public func getTimeline(
        for configuration: DynamicConfigurationIntent, in context: Context,
        completion: @escaping @Sendable (Timeline<ButtonsEntry>) -> Void
    ) {
        completion(Timeline(entries: [entry(for: configuration)], policy: .never))
    }

    public func entry(for configuration: DynamicConfigurationIntent) -> ButtonsEntry {
        ButtonsEntry(
            date: Date(),
            titles: (configuration.selectButtons ?? []).map(\.displayString),
            showTitle: configuration.showTitle?.boolValue ?? false,
            titlePosition: configuration.titlePosition)
    }
}

public struct ButtonsWidget: Widget {
    public init() {}

    public var body: some WidgetConfiguration {
        IntentConfiguration(kind: "Buttons", intent: DynamicConfigurationIntent.self, provider: ButtonsProvider()) { entry in
            VStack {
                ForEach(entry.titles, id: \.self) { title in
                    Text(entry.showTitle ? title : "")
                }
            }
        }
        .configurationDisplayName("Buttons")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

/// On iOS this is the `@main` type; here the tests read it without running a program.
public struct ButtonsBundle: WidgetBundle {
    public static let intentsExtension: INExtension.Type? = IntentHandler.self

    public init() {}

    public var body: some Widget {
        ButtonsWidget()
    }
}

/// The buttons a person can choose from.
public let allButtons: [(id: String, title: String, url: String, position: ButtonPosition)] = [
    ("scan", "Scan", "app://scan", .left),
    ("pay", "Pay", "app://pay", .right),
    ("bus", "Bus Card", "app://bus", .left),
]

func makeButton(_ button: (id: String, title: String, url: String, position: ButtonPosition)) -> CustomButtonItem {
    let item = CustomButtonItem(identifier: button.id, display: button.title)
    item.urlStr = button.url
    item.imageName = button.id + ".png"
    item.buttonType = button.position
    return item
}

/// Implements only the completion-handler form with a search term, as most iOS handlers do.
public final class IntentHandler: INExtension, DynamicConfigurationIntentHandling {
    public override func handler(for intent: INIntent) -> Any? {
        self
    }

    public func provideSelectButtonsOptionsCollection(
        for intent: DynamicConfigurationIntent, searchTerm: String?,
        with completion: @escaping (INObjectCollection<CustomButtonItem>?, Error?) -> Void
    ) {
        let matching = allButtons.filter { button in
            guard let searchTerm, !searchTerm.isEmpty else { return true }
            return button.title.localizedCaseInsensitiveContains(searchTerm)
        }
        completion(INObjectCollection(items: matching.map(makeButton)), nil)
    }

    public func defaultSelectButtons(for intent: DynamicConfigurationIntent) -> [CustomButtonItem]? {
        [makeButton(allButtons[1])]
    }
}

/// Implements only the `async` form without a search term.
public final class AsyncHandler: NSObject, DynamicConfigurationIntentHandling {
    public func provideSelectButtonsOptionsCollection(for intent: DynamicConfigurationIntent) async throws -> INObjectCollection<CustomButtonItem> {
        INObjectCollection(sections: [
            INObjectSection(title: "Left", items: allButtons.filter { $0.position == .left }.map(makeButton)),
            INObjectSection(title: "Right", items: allButtons.filter { $0.position == .right }.map(makeButton)),
        ])
    }
}

/// Implements only the completion form without a search term, and fails.
public final class FailingHandler: NSObject, DynamicConfigurationIntentHandling {
    public struct Failure: Error {}

    public func provideSelectButtonsOptionsCollection(
        for intent: DynamicConfigurationIntent, with completion: @escaping (INObjectCollection<CustomButtonItem>?, Error?) -> Void
    ) {
        completion(nil, Failure())
    }
}

/// Implements nothing: the static options and defaults apply.
public final class EmptyHandler: NSObject, DynamicConfigurationIntentHandling {}

/// The intent without parameters has a handling protocol too.
public final class PlainHandler: NSObject, PlainIntentHandling {}
