import Foundation
import GRDB

/// A translation is a row of the `translation` table (see `VocabularyStore+Migrations.swift`).
extension Translation: FetchableRecord, MutablePersistableRecord {
    /// The table's name.
    public static let databaseTableName = "translation"

    /// The table's columns, for requests: `Translation.filter(Translation.Columns.level == 0)`.
    public enum Columns {
        /// The row id.
        public static let id = Column("id")
        /// ``Translation/word``.
        public static let word = Column("word")
        /// ``Translation/translation``.
        public static let translation = Column("translation")
        /// ``Translation/wordLanguage``.
        public static let wordLanguage = Column("wordLanguage")
        /// ``Translation/translationLanguage``.
        public static let translationLanguage = Column("translationLanguage")
        /// ``Translation/level``.
        public static let level = Column("level")
        /// ``Translation/wrongAnswers``.
        public static let wrongAnswers = Column("wrongAnswers")
        /// ``Translation/createdAt``.
        public static let createdAt = Column("createdAt")
    }

    /// Keeps the id SQLite gave the inserted row.
    public mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}

extension QueryInterfaceRequest<Translation> {
    /// Hardest first: the lowest level, then the most wrong answers, then the newest.
    func orderedByDifficulty() -> Self {
        order(Translation.Columns.level.asc, Translation.Columns.wrongAnswers.desc,
              Translation.Columns.createdAt.desc, Translation.Columns.id.desc)
    }

    /// Alphabetical by word, then by translation.
    func orderedByWord() -> Self {
        order(Translation.Columns.word.collating(.nocase),
              Translation.Columns.translation.collating(.nocase))
    }
}
