import ArgumentParser
import Foundation

/// The vocabulary trainer's app, as a command: adds translations, lists them and records
/// practice, in the database the widgets read, then reloads the widgets.
///
/// ```sh
/// vocabulary add lighthouse faro --from en --to es
/// vocabulary practice lighthouse --right
/// vocabulary list --hardest-first
/// ```
@main
struct VocabularyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "vocabulary",
        abstract: "Adds and practises translations; the vocabulary widgets show them.",
        discussion: """
            The translations live in SQLite in the app group container \
            ($WIDGETKIT_DATA_DIR/AppGroups/group.com.example.MyVocabulary/Vocabulary.sqlite). \
            A new database starts with twelve English–Spanish words. Every change reloads the \
            widgets of the home screen running on the same data directory.
            """,
        subcommands: [AddCommand.self, ListCommand.self, PracticeCommand.self, LevelCommand.self, RemoveCommand.self]
    )

    /// Runs the command; bad input prints one line, `Error: …`, and exits with a non-zero status.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            let code = exitCode(for: error)
            guard code != .success else { exit(withError: error) }  // --help
            FileHandle.standardError.write(Data("Error: \(message(for: error))\n".utf8))
            Foundation.exit(code.rawValue)
        }
    }
}
