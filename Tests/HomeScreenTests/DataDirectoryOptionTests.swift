import Foundation
import HomeScreen
import Testing
import TestSupport
import WidgetCore
@testable import HomeScreenProgram

/// `serve`, `backup` and `restore` share one `--data-dir` option.
@Suite("--data-dir of serve, backup and restore")
struct DataDirectoryOptionTests {
    @Test("Each command reads --data-dir; without it, WidgetDataDirectory's")
    func parsed() throws {
        let given = ["--data-dir", "/tmp/widget-data"]
        #expect(try ServeCommand.parse(given).dataDirectory.url.path == "/tmp/widget-data")
        #expect(try BackupCommand.parse(["copy.sqlite"] + given).dataDirectory.url.path == "/tmp/widget-data")
        #expect(try RestoreCommand.parse(["copy.sqlite"] + given).dataDirectory.url.path == "/tmp/widget-data")
        #expect(try BackupCommand.parse(["copy.sqlite"]).dataDirectory.url == WidgetDataDirectory.url())
    }

    @Test("backup --data-dir then restore --data-dir carries the widgets to another directory")
    func backupAndRestore() async throws {
        try await withTemporaryDirectory { directory in
            let source = directory.appendingPathComponent("source")
            let target = directory.appendingPathComponent("target")
            let copy = directory.appendingPathComponent("copy.sqlite")
            let placed = try await SQLiteInstanceStore(directory: source)
                .insert(kind: "Counter", family: "systemSmall", configuration: nil)
            try BackupCommand.parse([copy.path, "--data-dir", source.path]).run()
            try RestoreCommand.parse([copy.path, "--data-dir", target.path]).run()
            #expect(try await SQLiteInstanceStore(directory: target).instances().map(\.id) == [placed.id])
        }
    }
}
