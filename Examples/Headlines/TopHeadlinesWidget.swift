import SwiftUI
import WidgetKit

/// The top stories of a country a person chooses, in small, medium and large.
///
/// Add it to a bundle as any widget:
///
/// ```swift
/// @main
/// struct NewsWidgets: WidgetBundle {
///     var body: some Widget {
///         TopHeadlinesWidget()
///     }
/// }
/// ```
///
/// Editing the widget offers the countries of `Headlines.intentdefinition` (the generated
/// `ConfigurationIntent`'s `country`). With no configuration in the environment it shows the
/// invented sample feeds, offline; set `HEADLINES_API_KEY` (or `HEADLINES_BASE_URL`) for live
/// headlines (see `docs/examples/HEADLINES.md`).
public struct TopHeadlinesWidget: Widget {
    /// The widget's kind.
    public let kind: String = "TopHeadlines"

    /// Creates the widget.
    public init() {}

    public var body: some WidgetConfiguration {
        IntentConfiguration(kind: kind, intent: ConfigurationIntent.self, provider: HeadlinesProvider()) { entry in
            HeadlinesWidgetEntryView(entry: entry)
        }
        .configurationDisplayName("Top Headlines")
        .description("The top stories in the country you choose.")
        .supportedFamilies([.systemSmall, .systemMedium, .systemLarge])
    }
}
