import Foundation
import Testing
import VocabularyWidgets
import TestSupport

/// The store against real SQLite files.
@Suite("Vocabulary store")
struct VocabularyStoreTests {
    @Test("A new database starts with the starter list, once: removed words do not come back")
    func starterList() async throws {
        try await withTemporaryDirectory { folder in
            let url = folder.appendingPathComponent("Vocabulary.sqlite")
            let store = try VocabularyStore(url: url)
            let words = try store.allTranslations().map(\.word)
            #expect(words.count == 12)
            #expect(Set(words) == Set(Translation.starterList.map(\.word)))
            #expect(Set(try store.allTranslations().map(\.level)).count >= 5, "varied levels")

            try store.removeTranslation(withID: try store.translation(matching: "house").id!)
            try store.removeTranslation(withID: try store.translation(matching: "book").id!)
            let reopened = try VocabularyStore(url: url)
            #expect(try reopened.count() == 10)
            #expect(FileManager.default.fileExists(atPath: url.path))
        }
    }

    @Test("Two openers of a new database at once insert the starter list once")
    func concurrentFirstOpen() async throws {
        try await withTemporaryDirectory { folder in
            let url = folder.appendingPathComponent("Vocabulary.sqlite")
            let counts = try await withThrowingTaskGroup(of: Int.self) { group in
                for _ in 0..<4 {
                    group.addTask { try VocabularyStore(url: url).count() }
                }
                return try await group.reduce(into: [Int]()) { $0.append($1) }
            }
            #expect(try VocabularyStore(url: url).count() == 12)
            #expect(counts.allSatisfy { $0 == 12 })
        }
    }

    @Test("Adding trims the text, reads language names and codes, and persists")
    func add() async throws {
        try await withTemporaryDirectory { folder in
            let url = folder.appendingPathComponent("Vocabulary.sqlite")
            let store = try VocabularyStore(url: url, starterList: [])
            let added = try store.add(Translation(
                word: "  lighthouse ", translation: "faro\n", wordLanguage: "English", translationLanguage: "ES"))
            #expect(added.id != nil)
            #expect(added.word == "lighthouse")
            #expect(added.translation == "faro")
            #expect(added.wordLanguage == "en")
            #expect(added.translationLanguage == "es")
            #expect(added.level == 0)

            let other = try VocabularyStore(url: url, starterList: [])
            #expect(try other.allTranslations() == [added])
        }
    }

    @Test("Bad input is refused with a clear error and changes nothing", arguments: [
        (Translation(word: "   ", translation: "casa", wordLanguage: "en", translationLanguage: "es"),
         VocabularyError.empty(field: "word")),
        (Translation(word: "house", translation: "", wordLanguage: "en", translationLanguage: "es"),
         .empty(field: "translation")),
        (Translation(word: "house", translation: "casa", wordLanguage: "elvish", translationLanguage: "es"),
         .unknownLanguage("elvish")),
        (Translation(word: "house", translation: "casa", wordLanguage: "es", translationLanguage: "Spanish"),
         .sameLanguage("es")),
        (Translation(word: "house", translation: "casa", wordLanguage: "en", translationLanguage: "es", level: 9),
         .levelOutOfRange(9)),
        (Translation(word: String(repeating: "a", count: 81), translation: "casa", wordLanguage: "en", translationLanguage: "es"),
         .tooLong(field: "word", length: 81)),
        // 80 characters, but one of them a letter with 800 combining marks.
        (Translation(word: "ab" + String(repeating: "\u{0301}", count: 800), translation: "casa", wordLanguage: "en",
                     translationLanguage: "es"),
         .overloadedCharacter(field: "word", position: 2, scalars: 801)),
    ])
    func badInput(translation: Translation, error: VocabularyError) async throws {
        try await withStore { store in
            let before = try store.allTranslations()
            #expect(throws: error) { try store.add(translation) }
            #expect(try store.allTranslations() == before)
            #expect(!error.description.contains("\n"))
        }
    }

    @Test("The same translation twice is refused, ignoring case")
    func duplicate() async throws {
        try await withStore { store in
            let house = try store.translation(matching: "house")
            #expect(throws: VocabularyError.duplicate(word: "house", translation: "casa", id: house.id!)) {
                try store.add(Translation(word: "House", translation: "CASA", wordLanguage: "en", translationLanguage: "es"))
            }
            #expect(try store.count() == 12)
            // The same word in another language pair is another translation.
            try store.add(Translation(word: "house", translation: "maison", wordLanguage: "en", translationLanguage: "fr"))
            #expect(try store.count() == 13)
        }
    }

    @Test("Practice: a right answer raises the level by one, a wrong one lowers it, within 0…5")
    func practice() async throws {
        try await withStore(starterList: []) { store in
            let word = try store.add(Translation(word: "cat", translation: "gato", wordLanguage: "en", translationLanguage: "es"))
            let id = try #require(word.id)
            let date = Date(timeIntervalSinceReferenceDate: 800_000_000)
            var levels: [Int] = []
            for correct in [true, true, false, true, true, true, true, true] {
                levels.append(try store.recordAnswer(correct: correct, forTranslationWithID: id, at: date).level)
            }
            #expect(levels == [1, 2, 1, 2, 3, 4, 5, 5])
            for _ in 0..<7 { try store.recordAnswer(correct: false, forTranslationWithID: id) }
            let practiced = try store.translation(matching: "cat")
            #expect(practiced.level == 0)
            #expect(practiced.correctAnswers == 7)
            #expect(practiced.wrongAnswers == 8)
            #expect(practiced.practicedAt != nil)
            #expect(throws: VocabularyError.notFound("999")) { try store.recordAnswer(correct: true, forTranslationWithID: 999) }
        }
    }

    @Test("Setting a level out of range changes nothing")
    func setLevel() async throws {
        try await withStore { store in
            let house = try store.translation(matching: "house")
            #expect(throws: VocabularyError.levelOutOfRange(6)) { try store.setLevel(6, forTranslationWithID: house.id!) }
            #expect(throws: VocabularyError.levelOutOfRange(-1)) { try store.setLevel(-1, forTranslationWithID: house.id!) }
            #expect(try store.translation(matching: "house").level == 5)
            #expect(try store.setLevel(1, forTranslationWithID: house.id!).level == 1)
            #expect(try store.translation(matching: "house").level == 1)
        }
    }

    @Test("The most difficult are the six lowest levels, then most wrong answers, then newest")
    func mostDifficult() async throws {
        try await withStore { store in
            #expect(try store.mostDifficultTranslations().map(\.word)
                == ["embarrassed", "squirrel", "butterfly", "to wake up", "library", "to remember"])
            // The mock entry shows the same six as a new database.
            #expect(MostDifficultTranslationsEntry.example(at: .now).translations.map(\.word)
                == ["embarrassed", "squirrel", "butterfly", "to wake up", "library", "to remember"])

            try store.add(Translation(word: "lighthouse", translation: "faro", wordLanguage: "en", translationLanguage: "es"))
            let squirrel = try store.translation(matching: "squirrel")
            try store.recordAnswer(correct: true, forTranslationWithID: squirrel.id!)
            try store.recordAnswer(correct: true, forTranslationWithID: squirrel.id!)
            #expect(try store.mostDifficultTranslations().map(\.word)
                == ["embarrassed", "lighthouse", "butterfly", "to wake up", "squirrel", "library"])
            #expect(try store.mostDifficultTranslations(limit: 2).count == 2)
        }
    }

    @Test("Translations are found by id, word or translation, ignoring case")
    func lookup() async throws {
        try await withStore { store in
            let house = try store.translation(matching: "HOUSE")
            #expect(house.translation == "casa")
            #expect(try store.translation(matching: String(house.id!)) == house)
            #expect(try store.translation(matching: " Casa ") == house)
            #expect(throws: VocabularyError.notFound("unicorn")) { try store.translation(matching: "unicorn") }

            let maison = try store.add(Translation(word: "house", translation: "maison", wordLanguage: "en", translationLanguage: "fr"))
            #expect(throws: VocabularyError.ambiguous("house", ids: [house.id!, maison.id!])) {
                try store.translation(matching: "house")
            }
        }
    }

    @Test("Two stores on one file, as the app and the widgets in two processes, see each other's changes")
    func sharedFile() async throws {
        try await withTemporaryDirectory { folder in
            let url = folder.appendingPathComponent("Vocabulary.sqlite")
            let app = try VocabularyStore(url: url)
            let widgets = try VocabularyStore(url: url)
            #expect(try widgets.mostDifficultTranslations().first?.word == "embarrassed")
            let id = try app.translation(matching: "embarrassed").id!
            try app.setLevel(5, forTranslationWithID: id)
            try app.add(Translation(word: "owl", translation: "búho", wordLanguage: "en", translationLanguage: "es"))
            #expect(Array(try widgets.mostDifficultTranslations().map(\.word).prefix(2)) == ["squirrel", "owl"])
            #expect(try widgets.translationsForWidget().count == 13)
        }
    }
}
