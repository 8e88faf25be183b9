import Foundation
import WidgetKit

/// What the random translation widget shows at one moment: one translation.
public struct RandomTranslationEntry: TimelineEntry, Hashable, Sendable {
    /// When the entry is shown.
    public let date: Date
    /// The translation shown.
    public let translation: Translation
    /// Whether it is ``Translation/example`` rather than one of the user's words (there are none
    /// yet, or the placeholder).
    public let isExample: Bool

    /// An entry showing `translation` from `date`.
    public init(date: Date, translation: Translation, isExample: Bool = false) {
        self.date = date
        self.translation = translation
        self.isExample = isExample
    }

    /// The mock entry: ``Translation/example``, for placeholders and an empty vocabulary.
    public static func example(at date: Date) -> RandomTranslationEntry {
        RandomTranslationEntry(date: date, translation: .example, isExample: true)
    }
}
