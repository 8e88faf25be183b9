import ArgumentParser
import VocabularyWidgets

/// `vocabulary level WORD-OR-ID LEVEL`
struct LevelCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "level",
        abstract: "Sets the level of a translation (\(Translation.minimumLevel) to \(Translation.maximumLevel)).")

    @Argument(help: "The translation's id (see `list`), word or translation.") var reference: String
    @Argument(help: "The new level.") var level: Int
    @OptionGroup var store: StoreOptions

    func run() throws {
        guard Translation.levels.contains(level) else { throw VocabularyError.levelOutOfRange(level) }
        let opened = try store.openStore()
        let translation = try opened.translation(matching: reference)
        let changed = try opened.setLevel(level, forTranslationWithID: translation.id ?? 0)
        store.reloadWidgets()
        print("\(changed.summary): level \(translation.level) → \(changed.level).")
    }
}
