import ArgumentParser
import Foundation
import VocabularyWidgets

/// `vocabulary list [--hardest-first] [--json]`
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "Lists the translations.")

    @Flag(help: "Lowest levels first, as the large widget orders them (default: by word).") var hardestFirst = false
    @Flag(help: "Print JSON.") var json = false
    @OptionGroup var store: StoreOptions

    func run() throws {
        let opened = try store.openStore()
        let translations = try hardestFirst
            ? opened.mostDifficultTranslations(limit: .max) : opened.allTranslations()
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            encoder.dateEncodingStrategy = .iso8601
            print(String(decoding: try encoder.encode(translations), as: UTF8.self))
            return
        }
        guard !translations.isEmpty else {
            print("No translations yet: add one with `vocabulary add WORD TRANSLATION`.")
            return
        }
        let idWidth = translations.map { String($0.id ?? 0).count }.max() ?? 1
        let wordWidth = min(translations.map(\.word.count).max() ?? 0, 24)
        let translationWidth = min(translations.map(\.translation.count).max() ?? 0, 24)
        for translation in translations {
            let id = String(translation.id ?? 0)
            print("\(String(repeating: " ", count: idWidth - id.count))\(id)  level \(translation.level)  "
                + "\(Self.padded(translation.word, to: wordWidth))  \(Self.padded(translation.translation, to: translationWidth))  "
                + "\(translation.wordLanguage) → \(translation.translationLanguage)")
        }
    }

    /// `text` followed by spaces up to `width` characters (longer text is kept whole).
    private static func padded(_ text: String, to width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }
}
