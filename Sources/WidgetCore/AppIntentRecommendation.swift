public import AppIntents
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
}

extension AppIntentTimelineProvider {
    /// No recommendations: the widget is configured with its form.
    public func recommendations() -> [AppIntentRecommendation<Self.Intent>] { [] }
}
