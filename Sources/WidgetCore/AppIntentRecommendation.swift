public import AppIntents
package import ConfigurationSchema
public import ViewCore

/// A preconfigured intent a widget offers, with a description (watchOS and the Smart Stack show
/// these instead of a configuration form): WidgetKit's `AppIntentRecommendation`.
///
/// ```swift
/// func recommendations() -> [AppIntentRecommendation<CityIntent>] {
///     [AppIntentRecommendation(intent: CityIntent(city: .lisbon), description: "Lisbon")]
/// }
/// ```
public struct AppIntentRecommendation<Intent: WidgetConfigurationIntent>: @unchecked Sendable {
    /// The configured intent.
    public let intent: Intent
    /// What the recommendation shows.
    public let description: Text

    /// A recommendation described by a localized string.
    public init(intent: Intent, description: LocalizedStringResource) {
        self.intent = intent
        self.description = Text(description)
    }

    /// A recommendation described by a text.
    public init(intent: Intent, description: Text) {
        self.intent = intent
        self.description = description
    }

    /// A recommendation described by a string, shown as it is (`description: city.name`).
    @_disfavoredOverload
    public init<S: StringProtocol>(intent: Intent, description: S) {
        self.intent = intent
        self.description = Text(description)
    }
}

extension AppIntentTimelineProvider {
    /// No recommendations: the widget is configured with its form.
    public func recommendations() -> [AppIntentRecommendation<Self.Intent>] { [] }
}

/// A recommendation as the host offers it: its description and the configuration it places.
package struct WidgetRecommendation: Sendable {
    /// What the gallery shows for it.
    package var description: Text
    /// The recommended intent's values, as a configuration stores them.
    package var configuration: [String: JSONValue]

    package init(description: Text, configuration: [String: JSONValue]) {
        self.description = description
        self.configuration = configuration
    }
}

extension AppIntentTimelineProvider {
    /// The provider's recommendations as the host offers them.
    func widgetRecommendations() -> [WidgetRecommendation] {
        recommendations().map { WidgetRecommendation(description: $0.description, configuration: $0.intent.configuration) }
    }
}
