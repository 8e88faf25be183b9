import ArgumentParser
import VocabularyWidgets

/// `vocabulary practice WORD-OR-ID --right|--wrong`
struct PracticeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "practice",
        abstract: "Records an answer: right raises the level by one, wrong lowers it by one.")

    enum Answer: String, EnumerableFlag {
        case right, wrong

        static func help(for value: Answer) -> ArgumentHelp? {
            value == .right ? "The answer was right." : "The answer was wrong."
        }
    }

    @Argument(help: "The translation's id (see `list`), word or translation.") var reference: String
    @Flag var answer: Answer
    @OptionGroup var store: StoreOptions

    func run() throws {
        let opened = try store.openStore()
        let translation = try opened.translation(matching: reference)
        let practiced = try opened.recordAnswer(correct: answer == .right, forTranslationWithID: translation.id ?? 0)
        store.reloadWidgets()
        print("\(practiced.summary): \(answer == .right ? "right" : "wrong"), level \(translation.level) → \(practiced.level).")
    }
}
