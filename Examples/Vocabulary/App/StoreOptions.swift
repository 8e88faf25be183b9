import ArgumentParser
import Foundation
import VocabularyWidgets
import WidgetKit

/// Where the vocabulary is: the app group container of the data directory.
struct StoreOptions: ParsableArguments {
    @Option(name: .customLong("data-dir"),
            help: "The WidgetKit data directory (default: $WIDGETKIT_DATA_DIR, else ~/.local/share/widgetkit-linux).")
    var dataDirectory: String?

    func validate() throws {
        if let dataDirectory, dataDirectory.trimmingCharacters(in: .whitespaces).isEmpty {
            throw ValidationError("--data-dir is empty.")
        }
    }

    /// The app group's store, in `--data-dir` when given.
    func openStore() throws -> VocabularyStore {
        if let dataDirectory {
            // The app group container and WidgetCenter's socket both follow WIDGETKIT_DATA_DIR.
            setenv("WIDGETKIT_DATA_DIR", URL(fileURLWithPath: dataDirectory).standardizedFileURL.path, 1)
        }
        return try VocabularyStore.appGroup()
    }

    /// Tells the home screen (if one runs on this data directory) that the vocabulary changed.
    func reloadWidgets() {
        WidgetCenter.shared.reloadAllTimelines()
    }
}

extension Translation {
    /// "'house' → 'casa' (en → es)".
    var summary: String {
        "'\(word)' → '\(translation)' (\(wordLanguage) → \(translationLanguage))"
    }
}
