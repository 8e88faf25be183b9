import Foundation

extension Translation {
    /// This translation with its text trimmed and its languages as lowercase ISO 639 codes, or
    /// the first reason it cannot be saved.
    ///
    /// ```swift
    /// let checked = try Translation(word: " House ", translation: "casa", wordLanguage: "English",
    ///                               translationLanguage: "ES").validated()
    /// // checked.word == "House", checked.wordLanguage == "en", checked.translationLanguage == "es"
    /// ```
    public func validated() throws(VocabularyError) -> Translation {
        var checked = self
        checked.word = try Self.checkedText(word, field: "word")
        checked.translation = try Self.checkedText(translation, field: "translation")
        checked.wordLanguage = try Self.languageCode(for: wordLanguage)
        checked.translationLanguage = try Self.languageCode(for: translationLanguage)
        guard checked.wordLanguage != checked.translationLanguage else {
            throw .sameLanguage(checked.wordLanguage)
        }
        guard Self.levels.contains(level) else { throw .levelOutOfRange(level) }
        return checked
    }

    /// The lowercase ISO 639 code for a code (`ES`) or a language name in English or in the
    /// language itself (`Spanish`, `español`).
    public static func languageCode(for input: String) throws(VocabularyError) -> String {
        let trimmed = input.trimmingCharacters(in: .whitespacesAndNewlines)
        let lowered = trimmed.lowercased()
        let english = Locale(identifier: "en")
        if (2...3).contains(lowered.count), lowered.allSatisfy({ $0.isASCII && $0.isLetter }),
           english.localizedString(forLanguageCode: lowered) != nil {
            return lowered
        }
        if !lowered.isEmpty {
            for code in Locale.LanguageCode.isoLanguageCodes.map(\.identifier) {
                let names = [english.localizedString(forLanguageCode: code),
                             Locale(identifier: code).localizedString(forLanguageCode: code)]
                if names.contains(where: { $0?.lowercased() == lowered }) { return code }
            }
        }
        throw .unknownLanguage(trimmed)
    }

    private static func checkedText(_ text: String, field: String) throws(VocabularyError) -> String {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw .empty(field: field) }
        guard trimmed.count <= maximumLength else { throw .tooLong(field: field, length: trimmed.count) }
        // Characters alone do not bound the work of laying a text out: scalars do.
        for (offset, character) in trimmed.enumerated() where character.unicodeScalars.count > maximumScalarsPerCharacter {
            throw .overloadedCharacter(field: field, position: offset + 1, scalars: character.unicodeScalars.count)
        }
        return trimmed
    }
}
