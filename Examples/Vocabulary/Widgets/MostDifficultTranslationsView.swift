import SwiftUI
import WidgetKit

/// The most difficult translations widget's view: six rows, hardest first.
public struct MostDifficultTranslationsView: View {
    /// The entry shown.
    public var entry: MostDifficultTranslationsEntry
    @Environment(\.colorScheme) private var colorScheme

    /// A view of `entry`.
    public init(entry: MostDifficultTranslationsEntry) {
        self.entry = entry
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack(alignment: .firstTextBaseline, spacing: 6) {
                Image(systemName: "graduationcap.fill")
                    .foregroundStyle(VocabularyStyle.accent(colorScheme))
                    .accessibilityHidden(true)
                Text("Most difficult")
                    .font(.headline)
                    .lineLimit(1)
                    .layoutPriority(2)
                Spacer(minLength: 8)
                Group {
                    if entry.isExample {
                        Text("Add your own words in the app")
                    } else {
                        Text("Lowest levels first")
                    }
                }
                .font(.caption)
                .foregroundStyle(.secondary)
                .lineLimit(1)
                .minimumScaleFactor(0.7)
                .layoutPriority(1)
            }
            .accessibilityElement(children: .combine)
            .accessibilityAddTraits(.isHeader)
            .padding(.bottom, 4)
            ForEach(0..<VocabularyStore.difficultTranslationsLimit, id: \.self) { index in
                if index < entry.translations.count {
                    VStack(spacing: 0) {
                        Divider()
                        DifficultTranslationRow(translation: entry.translations[index], isExample: entry.isExample)
                            .frame(maxHeight: .infinity)
                    }
                    .frame(maxHeight: .infinity)
                } else if index == entry.translations.count {
                    // The first free row invites to add words; the others stay empty, so rows
                    // keep the height they have in a full list.
                    VStack(spacing: 0) {
                        Divider()
                        HStack(spacing: 6) {
                            Image(systemName: "plus.circle")
                                .accessibilityHidden(true)
                            Text("Add more words in the app")
                                .lineLimit(1)
                                .minimumScaleFactor(0.7)
                        }
                        .font(.footnote)
                        .foregroundStyle(.secondary)
                        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
                    }
                    .frame(maxHeight: .infinity)
                } else {
                    Color.clear
                        .frame(maxHeight: .infinity)
                }
            }
        }
        .containerBackground(for: .widget) { VocabularyBackground() }
    }
}

/// One row of the most difficult translations: level colour, word, translation, languages, level.
struct DifficultTranslationRow: View {
    let translation: Translation
    let isExample: Bool
    @Environment(\.locale) private var locale

    var body: some View {
        HStack(spacing: 10) {
            Capsule()
                .fill(VocabularyStyle.color(forLevel: translation.level))
                .frame(width: 4, height: 30)
            VStack(alignment: .leading, spacing: 1) {
                Text(translation.word)
                    .font(.subheadline)
                    .fontWeight(.semibold)
                    .lineLimit(1)
                    .minimumScaleFactor(0.5)
                Text(translation.translation)
                    .font(.footnote)
                    .foregroundStyle(.secondary)
                    .lineLimit(1)
                    .minimumScaleFactor(0.5)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            VStack(alignment: .trailing, spacing: 5) {
                LanguagePairBadge(from: translation.wordLanguage, to: translation.translationLanguage)
                LevelIndicator(level: translation.level, barWidth: 8)
            }
        }
        .translationAccessibility(translation, isExample: isExample, locale: locale)
    }
}
