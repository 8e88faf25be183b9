import Foundation
import WidgetKit

/// What the most difficult translations widget shows: the translations with the lowest levels.
public struct MostDifficultTranslationsEntry: TimelineEntry, Hashable, Sendable {
    /// When the entry is shown.
    public let date: Date
    /// At most ``VocabularyStore/difficultTranslationsLimit`` translations, hardest first.
    public let translations: [Translation]
    /// Whether these are examples rather than the user's words (there are none yet, or the
    /// placeholder).
    public let isExample: Bool

    /// An entry showing `translations` from `date`.
    public init(date: Date, translations: [Translation], isExample: Bool = false) {
        self.date = date
        self.translations = translations
        self.isExample = isExample
    }

    /// The mock entry: the hardest six of ``Translation/starterList``.
    public static func example(at date: Date) -> MostDifficultTranslationsEntry {
        let hardest = Translation.starterList.enumerated()
            .sorted { ($0.element.level, -$0.element.wrongAnswers, -$0.offset) < ($1.element.level, -$1.element.wrongAnswers, -$1.offset) }
            .prefix(VocabularyStore.difficultTranslationsLimit)
            .map(\.element)
        return MostDifficultTranslationsEntry(date: date, translations: hardest, isExample: true)
    }
}
