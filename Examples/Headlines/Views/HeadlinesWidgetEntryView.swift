import SwiftUI
import WidgetKit

/// The Top Headlines widget's view: the lead story in small, two stories in medium, five in
/// large, or a message when there are none.
///
/// ```swift
/// HeadlinesWidgetEntryView(entry: entry)
///     .previewContext(WidgetPreviewContext(family: .systemMedium))
/// ```
public struct HeadlinesWidgetEntryView: View {
    /// The entry to show.
    public var entry: HeadlinesEntry
    @Environment(\.widgetFamily) private var family

    /// Creates the view for `entry`.
    public init(entry: HeadlinesEntry) {
        self.entry = entry
    }

    public var body: some View {
        if let lead = entry.stories.first {
            switch family {
            case .systemSmall: SmallHeadlineView(entry: entry, story: lead)
            case .systemMedium: HeadlineListView(entry: entry, articlesCount: 2)
            default: HeadlineListView(entry: entry, articlesCount: 5)
            }
        } else {
            EmptyHeadlinesView(entry: entry)
        }
    }
}
