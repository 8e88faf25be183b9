import SwiftUI
import WidgetKit

/// The random translation widget's view: the word, its translation and its level.
public struct RandomTranslationView: View {
    /// The entry shown.
    public var entry: RandomTranslationEntry

    /// A view of `entry`.
    public init(entry: RandomTranslationEntry) {
        self.entry = entry
    }

    public var body: some View {
        TranslationCard(translation: entry.translation, isExample: entry.isExample)
            .containerBackground(for: .widget) { VocabularyBackground() }
    }
}

/// One translation, large: what the small widget shows.
struct TranslationCard: View {
    let translation: Translation
    let isExample: Bool
    @Environment(\.locale) private var locale
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack(spacing: 4) {
                LanguagePairBadge(from: translation.wordLanguage, to: translation.translationLanguage)
                Spacer(minLength: 0)
                Image(systemName: "character.book.closed")
                    .font(.footnote)
                    .foregroundStyle(VocabularyStyle.accent(colorScheme))
            }
            Spacer(minLength: 6)
            Text(translation.word)
                .font(.title2)
                .fontWeight(.bold)
                .lineLimit(1)
                .minimumScaleFactor(0.3)
            Text(translation.translation)
                .font(.title3)
                .fontWeight(.medium)
                .foregroundStyle(VocabularyStyle.accent(colorScheme))
                .lineLimit(1)
                .minimumScaleFactor(0.3)
            Spacer(minLength: 6)
            if isExample {
                Text("Add your own words in the app")
                    .font(.caption2)
                    .foregroundStyle(.secondary)
                    .lineLimit(2)
                    .minimumScaleFactor(0.8)
            } else {
                HStack(spacing: 6) {
                    LevelIndicator(level: translation.level, barWidth: 9)
                    Spacer(minLength: 0)
                    Text("Level \(translation.level)")
                        .font(.caption2)
                        .fontWeight(.semibold)
                        .foregroundStyle(.secondary)
                        .lineLimit(1)
                        .minimumScaleFactor(0.7)
                        .layoutPriority(1)
                }
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
        .translationAccessibility(translation, isExample: isExample, locale: locale)
    }
}
