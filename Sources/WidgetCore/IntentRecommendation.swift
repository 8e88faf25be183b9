import ConfigurationSchema
public import Intents
public import ViewCore

/// A preconfigured SiriKit intent a widget offers, with a description: WidgetKit's
/// `IntentRecommendation`, for widgets configured by an `.intentdefinition` (the App Intents
/// form is ``AppIntentRecommendation``).
///
/// ```swift
/// func recommendations() -> [IntentRecommendation<SelectTeamIntent>] {
///     let intent = SelectTeamIntent()
///     intent.team = Team(identifier: "lions", display: "Lions")
///     return [IntentRecommendation(intent: intent, description: "Lions")]
/// }
/// ```
///
/// iOS shows recommendations only where it has no configuration form (watchOS, the Smart
/// Stack); the home screen's gallery offers them beside the widget, as it does App Intents'.
public struct IntentRecommendation<T: INIntent>: @unchecked Sendable {
    /// The configured intent.
    public let intent: T
    /// What the recommendation shows.
    public let description: Text

    /// A recommendation described by a localized string.
    public init(intent: T, description: LocalizedStringResource) {
        self.intent = intent
        self.description = Text(description)
    }

    /// A recommendation described by a text.
    public init(intent: T, description: Text) {
        self.intent = intent
        self.description = description
    }

    /// A recommendation described by a string, shown as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(intent: T, description: S) {
        self.intent = intent
        self.description = Text(description)
    }
}

extension IntentTimelineProvider {
    /// No recommendations: the widget is configured with its form.
    public func recommendations() -> [IntentRecommendation<Self.Intent>] { [] }

    /// The provider's recommendations as the host offers them.
    func widgetRecommendations() -> [WidgetRecommendation] {
        recommendations().map { WidgetRecommendation(description: $0.description, configuration: $0.intent.configuration) }
    }
}
