public import Intents
public import ViewCore

/// The configuration of a widget a person configures through an intent from an
/// `.intentdefinition` file: WidgetKit's `IntentConfiguration`.
///
/// ```swift
/// IntentConfiguration(kind: "Headlines", intent: SelectCountryIntent.self, provider: Provider()) { entry in
///     HeadlinesView(entry: entry)
/// }
/// ```
///
/// The home screen shows an Edit action for it, with a form generated from the intent's
/// parameters. Dynamic options and defaults come from the bundle's `INExtension` (see
/// `WidgetBundle.intentsExtension`).
public struct IntentConfiguration<Intent: INIntent, Content: View>: WidgetConfiguration {
    let descriptor: WidgetDescriptor

    /// Creates a configuration for a widget a person configures with `intent`.
    ///
    /// - Parameters:
    ///   - kind: A unique string that you choose.
    ///   - intent: The intent type that holds the configuration.
    ///   - provider: An object that determines the timing of updates to the widget's views.
    ///   - content: A view that renders the widget.
    @MainActor @preconcurrency
    public init<Provider: IntentTimelineProvider>(
        kind: String, intent: Intent.Type, provider: Provider,
        @ViewBuilder content: @escaping (Provider.Entry) -> Content
    ) where Provider.Intent == Intent {
        var descriptor = WidgetDescriptor.configurable(
            kind: kind, intentTypeName: String(describing: Intent.self),
            support: WidgetConfigurationSupport(intentType: Intent.self),
            provider: AnyTimelineProvider(intentProvider: provider), content: WidgetContent(content))
        descriptor.recommendations = provider.widgetRecommendations()
        self.descriptor = descriptor
    }

    public typealias Body = Never
}

extension IntentConfiguration: PrimitiveWidgetConfiguration {
    package func makeDescriptors() -> [WidgetDescriptor] { [descriptor] }
}
