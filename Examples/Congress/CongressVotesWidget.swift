import WidgetKit
import SwiftUI

/// The latest roll-call votes of the House of Representatives, in small, medium and large.
///
/// Add it to a bundle as any widget:
///
/// ```swift
/// @main
/// struct VotesWidgets: WidgetBundle {
///     var body: some Widget {
///         CongressVotesWidget()
///     }
/// }
/// ```
///
/// With no configuration it shows the sample votes shipped with it, offline; set
/// `CONGRESS_VOTES_URL` to load live votes (see `docs/examples/CONGRESS.md`).
public struct CongressVotesWidget: Widget {
    /// The widget's kind.
    public let kind: String = "CongressVotes"

    /// Creates the widget.
    public init() {}

    public var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: VotesTimelineProvider()) { entry in
            VotesWidgetEntryView(entry: entry)
        }
        .configurationDisplayName("House Votes")
        .description("The latest roll-call votes in the House of Representatives.")
        .supportedFamilies([.systemSmall, .systemMedium, .systemLarge])
    }
}
