import Foundation
import GRDB

extension VocabularyStore {
    /// The schema, from day one, and the starter list as its own migration (so it is inserted
    /// once per database, never again after words are removed).
    static func migrator(starterList: [Translation]) -> DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1 translations") { db in
            try db.execute(sql: """
                CREATE TABLE translation (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    word TEXT NOT NULL CHECK (length(trim(word)) > 0),
                    translation TEXT NOT NULL CHECK (length(trim(translation)) > 0),
                    wordLanguage TEXT NOT NULL,
                    translationLanguage TEXT NOT NULL,
                    level INTEGER NOT NULL DEFAULT 0 CHECK (level BETWEEN \(Translation.minimumLevel) AND \(Translation.maximumLevel)),
                    correctAnswers INTEGER NOT NULL DEFAULT 0 CHECK (correctAnswers >= 0),
                    wrongAnswers INTEGER NOT NULL DEFAULT 0 CHECK (wrongAnswers >= 0),
                    createdAt DATETIME NOT NULL,
                    practicedAt DATETIME
                );
                CREATE UNIQUE INDEX translation_unique ON translation (
                    word COLLATE NOCASE, translation COLLATE NOCASE, wordLanguage, translationLanguage);
                CREATE INDEX translation_difficulty ON translation (level, wrongAnswers);
                """)
        }
        migrator.registerMigration("v2 starter list") { db in
            let now = Date()
            for translation in starterList {
                var row = translation
                row.id = nil
                row.createdAt = now
                try row.insert(db)
            }
        }
        return migrator
    }
}
