import SwiftUI
import WidgetKit

/// A small widget showing a random translation that changes every 5 seconds.
public struct RandomTranslationWidget: Widget {
    /// The widget's kind.
    public nonisolated static let kind = "RandomTranslation"

    /// The widget.
    public init() {}

    public var body: some WidgetConfiguration {
        StaticConfiguration(kind: Self.kind, provider: RandomTranslationProvider()) { entry in
            RandomTranslationView(entry: entry)
        }
        .configurationDisplayName("Random translation")
        .description("A new translation every 5 seconds.")
        .supportedFamilies([.systemSmall])
    }
}
