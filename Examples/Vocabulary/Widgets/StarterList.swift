import Foundation

extension Translation {
    /// The twelve English–Spanish words a new vocabulary database starts with, at varied
    /// levels, so the widgets show real content before anything is added.
    ///
    /// They are inserted by a migration (see ``VocabularyStore/init(url:starterList:)``), so once
    /// per database: words removed later do not come back. Two are false friends ("library",
    /// "embarrassed"), a classic source of low levels.
    public static let starterList: [Translation] = [
        starter("house", "casa", level: 5, wrong: 0),
        starter("book", "libro", level: 4, wrong: 1),
        starter("friend", "amigo", level: 4, wrong: 0),
        starter("window", "ventana", level: 3, wrong: 1),
        starter("knowledge", "conocimiento", level: 3, wrong: 0),
        starter("library", "biblioteca", level: 2, wrong: 2),
        starter("to remember", "recordar", level: 2, wrong: 1),
        starter("strawberry", "fresa", level: 2, wrong: 0),
        starter("butterfly", "mariposa", level: 1, wrong: 2),
        starter("to wake up", "despertarse", level: 1, wrong: 1),
        starter("squirrel", "ardilla", level: 0, wrong: 2),
        starter("embarrassed", "avergonzado", level: 0, wrong: 3),
    ]

    /// The translation placeholders and previews show: "house" → "casa".
    public static let example = Translation(
        word: "house", translation: "casa", wordLanguage: "en", translationLanguage: "es", level: 3,
        correctAnswers: 3, createdAt: Date(timeIntervalSinceReferenceDate: 0))

    private static func starter(_ word: String, _ translation: String, level: Int, wrong: Int) -> Translation {
        Translation(word: word, translation: translation, wordLanguage: "en", translationLanguage: "es",
                    level: level, correctAnswers: level + wrong, wrongAnswers: wrong,
                    createdAt: Date(timeIntervalSinceReferenceDate: 0))
    }
}
