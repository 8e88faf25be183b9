import Foundation

/// Advises WidgetKit when to update a widget's display: WidgetKit's `TimelineProvider`.
///
/// Written exactly as for iOS; `Entry` is inferred from `placeholder(in:)`, and completions
/// declared as plain `@escaping (Entry) -> ()` satisfy the requirements:
///
/// ```swift
/// struct Provider: TimelineProvider {
///     func placeholder(in context: Context) -> SimpleEntry { SimpleEntry(date: Date()) }
///
///     func getSnapshot(in context: Context, completion: @escaping (SimpleEntry) -> ()) {
///         completion(SimpleEntry(date: Date()))
///     }
///
///     func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> ()) {
///         let now = Date()
///         let entries = (0..<5).map { SimpleEntry(date: now.addingTimeInterval(Double($0) * 3600)) }
///         completion(Timeline(entries: entries, policy: .atEnd))
///     }
/// }
/// ```
///
/// The scheduler may call these methods from any thread. A completion called more than once
/// is honoured the first time only; one never called times out (30 seconds by default) and
/// the widget keeps its last good timeline.
public protocol TimelineProvider {
    /// The type of entry the provider creates.
    associatedtype Entry: TimelineEntry

    /// Details about how the widget is rendered: its family, size and whether it is a preview.
    typealias Context = TimelineProviderContext

    /// An entry representing a placeholder version of the widget, returned synchronously.
    func placeholder(in context: Self.Context) -> Self.Entry

    /// Provides an entry for the widget gallery and other transient displays.
    @preconcurrency
    func getSnapshot(in context: Self.Context, completion: @escaping @Sendable (Self.Entry) -> Void)

    /// Provides entries for the current time and, optionally, future times.
    @preconcurrency
    func getTimeline(in context: Self.Context, completion: @escaping @Sendable (Timeline<Self.Entry>) -> Void)
}
