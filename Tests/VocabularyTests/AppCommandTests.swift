import Foundation
import Testing
import VocabularyWidgets
import TestSupport

/// The `vocabulary` executable, run as a user runs it, on a data directory of its own.
@Suite("The vocabulary app command")
struct AppCommandTests {
    static let executable = BuiltProducts.executable(named: "vocabulary")

    func vocabulary(_ arguments: [String], dataDirectory: URL) throws -> ProcessOutput {
        try runProcess(Self.executable, arguments, environment: ["WIDGETKIT_DATA_DIR": dataDirectory.path])
    }

    /// The store the app wrote, opened as the widgets open it.
    func store(in dataDirectory: URL) throws -> VocabularyStore {
        try VocabularyStore(url: dataDirectory.appendingPathComponent(
            "AppGroups/\(VocabularyStore.appGroupIdentifier)/\(VocabularyStore.databaseFileName)"))
    }

    @Test("add, list, practice, level and remove change the app group's database")
    func commands() async throws {
        try await withTemporaryDirectory { data in
            let added = try vocabulary(["add", "lighthouse", "faro", "--from", "English", "--to", "es"], dataDirectory: data)
            #expect(added.status == 0, "\(added.stderr)")
            #expect(added.stdout.contains("Added #13 'lighthouse' → 'faro' (en → es), level 0."), "\(added.stdout)")
            #expect(try store(in: data).translation(matching: "lighthouse").level == 0)

            let right = try vocabulary(["practice", "lighthouse", "--right"], dataDirectory: data)
            #expect(right.status == 0, "\(right.stderr)")
            #expect(right.stdout.contains("level 0 → 1"))
            let wrong = try vocabulary(["practice", "faro", "--wrong"], dataDirectory: data)
            #expect(wrong.stdout.contains("level 1 → 0"))
            let practiced = try store(in: data).translation(matching: "lighthouse")
            #expect(practiced.correctAnswers == 1 && practiced.wrongAnswers == 1)

            let level = try vocabulary(["level", "13", "4"], dataDirectory: data)
            #expect(level.status == 0, "\(level.stderr)")
            #expect(try store(in: data).translation(matching: "lighthouse").level == 4)

            let list = try vocabulary(["list", "--hardest-first"], dataDirectory: data)
            #expect(list.status == 0)
            let lines = list.stdout.split(separator: "\n")
            #expect(lines.count == 13)
            #expect(lines.first?.contains("embarrassed") == true)

            let json = try vocabulary(["list", "--json"], dataDirectory: data)
            let decoder = JSONDecoder()
            decoder.dateDecodingStrategy = .iso8601
            let listed = try decoder.decode([Translation].self, from: Data(json.stdout.utf8))
            #expect(listed.map(\.word) == listed.map(\.word).sorted { $0.lowercased() < $1.lowercased() })
            #expect(listed.count == 13)

            let removed = try vocabulary(["remove", "lighthouse"], dataDirectory: data)
            #expect(removed.status == 0)
            #expect(try store(in: data).count() == 12)
        }
    }

    @Test("--data-dir chooses the data directory")
    func dataDirectoryOption() async throws {
        try await withTemporaryDirectory { data in
            let other = data.appendingPathComponent("other")
            let result = try runProcess(Self.executable, ["add", "owl", "búho", "--data-dir", other.path],
                                        environment: ["WIDGETKIT_DATA_DIR": data.path])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(try store(in: other).translation(matching: "owl").translation == "búho")
            #expect(!FileManager.default.fileExists(atPath: data.appendingPathComponent("AppGroups").path))
        }
    }

    @Test("Bad input prints one clear line, exits non-zero and loses nothing", arguments: [
        (["add", "  ", "casa"], "The word is empty."),
        (["add", "house", "casa"], "'house' → 'casa' is already in the vocabulary (id 1)."),
        (["add", "dragon", "dragón", "--to", "elvish"], "Unknown language 'elvish'"),
        (["add", "dragon", "dragón", "--level", "7"], "Level 7 is out of range"),
        (["add", "dragon"], "Missing expected argument '<translation>'"),
        (["practice", "unicorn", "--right"], "No translation with id or word 'unicorn'."),
        (["practice", "house"], "Missing one of: '--right', '--wrong'"),
        (["level", "house", "6"], "Level 6 is out of range"),
        (["level", "house", "high"], "The value 'high' is invalid for '<level>'"),
        (["remove", "99"], "No translation with id or word '99'."),
        (["fly"], "Unexpected argument 'fly'"),
    ])
    func badInput(arguments: [String], message: String) async throws {
        try await withTemporaryDirectory { data in
            #expect(try vocabulary(["list"], dataDirectory: data).status == 0)
            let before = try store(in: data).allTranslations()
            let result = try vocabulary(arguments, dataDirectory: data)
            #expect(result.status != 0)
            let lines = result.stderr.split(separator: "\n", omittingEmptySubsequences: true)
            #expect(lines.count == 1, "\(result.stderr)")
            #expect(lines.first?.hasPrefix("Error: ") == true)
            #expect(lines.first?.contains(message) == true, "\(result.stderr)")
            #expect(try store(in: data).allTranslations() == before)
        }
    }
}
