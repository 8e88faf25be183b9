public import AppIntents
public import ViewCore

/// The configuration of a widget a person configures through an App Intent: WidgetKit's
/// `AppIntentConfiguration`.
///
/// ```swift
/// AppIntentConfiguration(kind: "Stories", intent: StoriesIntent.self, provider: Provider()) { entry in
///     StoriesView(entry: entry)
/// }
/// ```
///
/// The home screen's Edit form is generated from the intent's `@Parameter` properties; entity
/// parameters are filled from their `EntityQuery`.
public struct AppIntentConfiguration<Intent: WidgetConfigurationIntent, Content: View>: WidgetConfiguration {
    let descriptor: WidgetDescriptor

    /// Creates a configuration for a widget a person configures with `intent`.
    ///
    /// - Parameters:
    ///   - kind: A unique string that you choose.
    ///   - intent: The intent type that holds the configuration.
    ///   - provider: An object that determines the timing of updates to the widget's views.
    ///   - content: A view that renders the widget.
    @MainActor @preconcurrency
    public init<Provider: AppIntentTimelineProvider>(
        kind: String, intent: Intent.Type = Intent.self, provider: Provider,
        @ViewBuilder content: @escaping (Provider.Entry) -> Content
    ) where Provider.Intent == Intent {
        var descriptor = WidgetDescriptor.configurable(
            kind: kind, intentTypeName: String(describing: Intent.self),
            support: WidgetConfigurationSupport(appIntentType: Intent.self),
            provider: AnyTimelineProvider(appIntentProvider: provider), content: WidgetContent(content))
        descriptor.recommendations = provider.widgetRecommendations()
        self.descriptor = descriptor
    }

    public typealias Body = Never
}

extension AppIntentConfiguration: PrimitiveWidgetConfiguration {
    package func makeDescriptors() -> [WidgetDescriptor] { [descriptor] }
}
