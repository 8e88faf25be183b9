public import AppIntents

/// A timeline provider for a widget a person configures through an App Intent: WidgetKit's
/// `AppIntentTimelineProvider`.
///
/// ```swift
/// struct Provider: AppIntentTimelineProvider {
///     func placeholder(in context: Context) -> StoriesEntry { .placeholder }
///     func snapshot(for configuration: StoriesIntent, in context: Context) async -> StoriesEntry { … }
///     func timeline(for configuration: StoriesIntent, in context: Context) async -> Timeline<StoriesEntry> { … }
/// }
/// ```
public protocol AppIntentTimelineProvider {
    /// The type of entry the provider creates.
    associatedtype Entry: TimelineEntry
    /// The intent that carries the widget's configuration.
    associatedtype Intent: WidgetConfigurationIntent

    /// Details about how the widget is rendered.
    typealias Context = TimelineProviderContext

    /// An entry representing a placeholder version of the widget, returned synchronously.
    func placeholder(in context: Self.Context) -> Self.Entry

    /// Provides an entry for the widget gallery and other transient displays.
    func snapshot(for configuration: Self.Intent, in context: Self.Context) async -> Self.Entry

    /// Provides entries for the current time and, optionally, future times.
    func timeline(for configuration: Self.Intent, in context: Self.Context) async -> Timeline<Self.Entry>

    /// Preconfigured intents to offer (AppIntentRecommendation.swift; none by default).
    func recommendations() -> [AppIntentRecommendation<Self.Intent>]
}
