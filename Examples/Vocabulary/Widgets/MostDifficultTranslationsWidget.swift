import SwiftUI
import WidgetKit

/// A large widget listing the six translations with the lowest levels. It changes only when the
/// app reloads the timelines after changing the vocabulary.
public struct MostDifficultTranslationsWidget: Widget {
    /// The widget's kind.
    public nonisolated static let kind = "MostDifficultTranslations"

    /// The widget.
    public init() {}

    public var body: some WidgetConfiguration {
        StaticConfiguration(kind: Self.kind, provider: MostDifficultTranslationsProvider()) { entry in
            MostDifficultTranslationsView(entry: entry)
        }
        .configurationDisplayName("6 most difficult translations")
        .description("The six translations with the lowest level.")
        .supportedFamilies([.systemLarge])
    }
}
