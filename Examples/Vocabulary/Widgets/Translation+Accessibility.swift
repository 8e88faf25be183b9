import SwiftUI

extension View {
    /// Makes the view one VoiceOver element reading `translation` as a sentence, in the
    /// language being displayed: "house in English, casa in Spanish. Level 3."
    func translationAccessibility(_ translation: Translation, isExample: Bool = false, locale: Locale) -> some View {
        let word = translation.word
        let meaning = translation.translation
        let from = locale.localizedString(forLanguageCode: translation.wordLanguage) ?? translation.wordLanguage
        let to = locale.localizedString(forLanguageCode: translation.translationLanguage) ?? translation.translationLanguage
        let level = translation.level
        let label: LocalizedStringKey = isExample
            ? "Example: \(word) in \(from), \(meaning) in \(to). Add your own words in the app."
            : "\(word) in \(from), \(meaning) in \(to). Level \(level)."
        return accessibilityElement(children: .ignore)
            .accessibilityLabel(label)
    }
}
