import ArgumentParser
import VocabularyWidgets

/// `vocabulary add WORD TRANSLATION [--from en] [--to es] [--level 0]`
struct AddCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add", abstract: "Adds a translation (new words start at level 0).")

    @Argument(help: "The word to learn.") var word: String
    @Argument(help: "Its translation.") var translation: String
    @Option(help: "The word's language: an ISO 639 code or a name.") var from = "en"
    @Option(help: "The translation's language: an ISO 639 code or a name.") var to = "es"
    @Option(help: "The starting level, \(Translation.minimumLevel) to \(Translation.maximumLevel).")
    var level = Translation.minimumLevel
    @OptionGroup var store: StoreOptions

    func run() throws {
        // Checked before the database is opened: bad input changes nothing.
        let candidate = try Translation(
            word: word, translation: translation, wordLanguage: from, translationLanguage: to, level: level
        ).validated()
        let added = try store.openStore().add(candidate)
        store.reloadWidgets()
        print("Added #\(added.id ?? 0) \(added.summary), level \(added.level).")
    }
}
