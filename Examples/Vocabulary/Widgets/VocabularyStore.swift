import Foundation
import GRDB

/// The translations of the vocabulary trainer: a SQLite database (through GRDB) that the app
/// and its widgets share in the app group container.
///
/// ```swift
/// let store = try VocabularyStore.appGroup()
/// let house = try store.add(Translation(word: "house", translation: "casa", wordLanguage: "en", translationLanguage: "es"))
/// try store.recordAnswer(correct: true, forTranslationWithID: house.id!)
/// let hardest = try store.mostDifficultTranslations()   // the six lowest levels
/// WidgetCenter.shared.reloadAllTimelines()
/// ```
///
/// Several processes may use the same file at once: it is opened in WAL mode and writers wait
/// for each other. Every change is validated first and made in one transaction, so a refused
/// change leaves the database as it was.
public final class VocabularyStore: Sendable {
    /// The number of translations the "most difficult" widget shows.
    public static let difficultTranslationsLimit = 6

    /// The database file.
    public let url: URL
    private let database: DatabasePool

    /// Opens (and creates or migrates) the database at `url`; its folder must exist.
    ///
    /// - Parameters:
    ///   - url: The SQLite file.
    ///   - starterList: What a new database starts with: ``Translation/starterList`` by
    ///     default, `[]` for an empty one. It is inserted by a migration, so at most once per
    ///     database, whichever process opens it first.
    public init(url: URL, starterList: [Translation] = Translation.starterList) throws {
        var configuration = Configuration()
        configuration.busyMode = .timeout(10)
        configuration.label = "Vocabulary"
        self.url = url
        self.database = try DatabasePool(path: url.path, configuration: configuration)
        let migrator = Self.migrator(starterList: starterList)
        do {
            try migrator.migrate(database)
        } catch {
            // Another process may have run the same migration between our check and our
            // transaction; the second attempt sees it applied. A real failure fails again.
            try migrator.migrate(database)
        }
    }

    // MARK: Reading

    /// Every translation, alphabetically by word.
    public func allTranslations() throws -> [Translation] {
        try database.read { db in try Translation.all().orderedByWord().fetchAll(db) }
    }

    /// Every translation, for the random translation widget, in the order they were added.
    public func translationsForWidget() throws -> [Translation] {
        try database.read { db in try Translation.order(Translation.Columns.id).fetchAll(db) }
    }

    /// The translations with the lowest levels, hardest first: lowest level, then most wrong
    /// answers, then newest.
    public func mostDifficultTranslations(limit: Int = VocabularyStore.difficultTranslationsLimit) throws -> [Translation] {
        try database.read { db in try Translation.all().orderedByDifficulty().limit(max(limit, 0)).fetchAll(db) }
    }

    /// How many translations there are.
    public func count() throws -> Int {
        try database.read { db in try Translation.fetchCount(db) }
    }

    /// The translation with this id, or else the only one whose word (or, failing that,
    /// translation) is `reference`, ignoring case.
    ///
    /// - Throws: ``VocabularyError/notFound(_:)`` or ``VocabularyError/ambiguous(_:ids:)``.
    public func translation(matching reference: String) throws -> Translation {
        try database.read { db in try Self.translation(matching: reference, in: db) }
    }

    // MARK: Changing

    /// Validates and saves a new translation; returns it with its id.
    ///
    /// - Throws: A ``VocabularyError`` for bad input or a duplicate; nothing is saved then.
    @discardableResult
    public func add(_ translation: Translation) throws -> Translation {
        var checked = try translation.validated()
        checked.id = nil
        let candidate = checked
        return try database.write { db in
            if let existing = try Self.duplicate(of: candidate, in: db) {
                throw VocabularyError.duplicate(word: existing.word, translation: existing.translation, id: existing.id ?? 0)
            }
            var saved = candidate
            try saved.insert(db)
            return try Self.stored(saved, in: db)
        }
    }

    /// Records a practice answer: a right answer raises the level by one, a wrong one lowers it
    /// by one (see ``Translation/answered(correctly:at:)``). Returns the updated translation.
    @discardableResult
    public func recordAnswer(correct: Bool, forTranslationWithID id: Int64, at date: Date = Date()) throws -> Translation {
        try database.write { db in
            guard let translation = try Translation.fetchOne(db, key: id) else { throw VocabularyError.notFound(String(id)) }
            let practiced = translation.answered(correctly: correct, at: date)
            try practiced.update(db)
            return try Self.stored(practiced, in: db)
        }
    }

    /// Sets the level of a translation. Returns the updated translation.
    ///
    /// - Throws: ``VocabularyError/levelOutOfRange(_:)`` or ``VocabularyError/notFound(_:)``.
    @discardableResult
    public func setLevel(_ level: Int, forTranslationWithID id: Int64) throws -> Translation {
        guard Translation.levels.contains(level) else { throw VocabularyError.levelOutOfRange(level) }
        return try database.write { db in
            guard var translation = try Translation.fetchOne(db, key: id) else { throw VocabularyError.notFound(String(id)) }
            translation.level = level
            try translation.update(db)
            return translation
        }
    }

    /// Removes a translation. Returns what was removed.
    @discardableResult
    public func removeTranslation(withID id: Int64) throws -> Translation {
        try database.write { db in
            guard let translation = try Translation.fetchOne(db, key: id) else { throw VocabularyError.notFound(String(id)) }
            try translation.delete(db)
            return translation
        }
    }

    // MARK: Helpers

    /// `translation` as the database has it now (dates at the database's millisecond precision),
    /// so what a change returns equals what a later read returns.
    private static func stored(_ translation: Translation, in db: Database) throws -> Translation {
        guard let id = translation.id, let stored = try Translation.fetchOne(db, key: id) else {
            throw VocabularyError.notFound(String(translation.id ?? 0))
        }
        return stored
    }

    private static func translation(matching reference: String, in db: Database) throws -> Translation {
        let text = reference.trimmingCharacters(in: .whitespacesAndNewlines)
        if let id = Int64(text), let found = try Translation.fetchOne(db, key: id) {
            return found
        }
        for column in [Translation.Columns.word, Translation.Columns.translation] {
            let matches = try Translation.filter(column.collating(.nocase) == text).order(Translation.Columns.id).fetchAll(db)
            if matches.count == 1 { return matches[0] }
            if matches.count > 1 { throw VocabularyError.ambiguous(text, ids: matches.compactMap(\.id)) }
        }
        throw VocabularyError.notFound(text)
    }

    private static func duplicate(of translation: Translation, in db: Database) throws -> Translation? {
        let sameWord: SQLExpression = Translation.Columns.word.collating(.nocase) == translation.word
        let sameTranslation: SQLExpression = Translation.Columns.translation.collating(.nocase) == translation.translation
        let sameLanguages: SQLExpression = Translation.Columns.wordLanguage == translation.wordLanguage
            && Translation.Columns.translationLanguage == translation.translationLanguage
        return try Translation.filter(sameWord && sameTranslation && sameLanguages).fetchOne(db)
    }
}
