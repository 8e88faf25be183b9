import ArgumentParser
import VocabularyWidgets

/// `vocabulary remove WORD-OR-ID`
struct RemoveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "remove", abstract: "Removes a translation.")

    @Argument(help: "The translation's id (see `list`), word or translation.") var reference: String
    @OptionGroup var store: StoreOptions

    func run() throws {
        let opened = try store.openStore()
        let removed = try opened.removeTranslation(withID: try opened.translation(matching: reference).id ?? 0)
        store.reloadWidgets()
        print("Removed \(removed.summary).")
    }
}
