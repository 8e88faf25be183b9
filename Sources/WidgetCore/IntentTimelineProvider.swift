import Foundation
public import Intents

/// A timeline provider for a widget a person configures through an intent from an
/// `.intentdefinition` file: WidgetKit's `IntentTimelineProvider`.
///
/// ```swift
/// struct Provider: IntentTimelineProvider {
///     func placeholder(in context: Context) -> HeadlinesEntry { .placeholder }
///     func getSnapshot(for configuration: SelectCountryIntent, in context: Context,
///                      completion: @escaping (HeadlinesEntry) -> ()) { … }
///     func getTimeline(for configuration: SelectCountryIntent, in context: Context,
///                      completion: @escaping (Timeline<HeadlinesEntry>) -> ()) { … }
/// }
/// ```
///
/// The host gives each placed widget's configuration as an `Intent` whose properties hold
/// what the person chose in the Edit form (or the definition's defaults).
public protocol IntentTimelineProvider {
    /// The type of entry the provider creates.
    associatedtype Entry: TimelineEntry
    /// The intent that carries the widget's configuration.
    associatedtype Intent: INIntent

    /// Details about how the widget is rendered.
    typealias Context = TimelineProviderContext

    /// An entry representing a placeholder version of the widget, returned synchronously.
    func placeholder(in context: Self.Context) -> Self.Entry

    /// Provides an entry for the widget gallery and other transient displays.
    @preconcurrency
    func getSnapshot(for configuration: Self.Intent, in context: Self.Context, completion: @escaping @Sendable (Self.Entry) -> Void)

    /// Provides entries for the current time and, optionally, future times.
    @preconcurrency
    func getTimeline(
        for configuration: Self.Intent, in context: Self.Context, completion: @escaping @Sendable (Timeline<Self.Entry>) -> Void)

    /// Preconfigured intents to offer (IntentRecommendation.swift; none by default).
    func recommendations() -> [IntentRecommendation<Self.Intent>]
}
