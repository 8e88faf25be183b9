import Foundation
import ArgumentParser
import HomeScreen
import WidgetCore

/// `backup <file>`: a consistent copy of the home screen's store, safe while it serves.
struct BackupCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "backup",
        abstract: "Write a consistent copy of the home screen's widgets to a new file (safe while serving).",
        discussion: """
            Uses SQLite's VACUUM INTO: the copy is one self-contained file holding every acknowledged \
            change, also those still only in the write-ahead log (copying home-screen.sqlite alone misses \
            them). Restore it with `restore <file>`.
            """)

    @Argument(help: "The backup file to write; it must not exist.")
    var file: String
    @OptionGroup var dataDirectory: DataDirectoryOption

    func run() throws {
        let directory = dataDirectory.url
        let destination = URL(fileURLWithPath: file)
        try SQLiteInstanceStore.backup(directory: directory, to: destination)
        print("Backed up \(directory.appendingPathComponent(StoreIntegrity.databaseName).path) to \(destination.path)")
    }
}

/// `restore <file>`: makes a backup the home screen's store, keeping the old one aside.
struct RestoreCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "restore",
        abstract: "Make a backup written by `backup` the home screen's store (stop the server first).",
        discussion: """
            Checks the backup, moves the current home-screen.sqlite (and its -wal and -shm) aside as \
            home-screen.sqlite.before-restore-<date>, and installs the backup. Nothing is overwritten.
            """)

    @Argument(help: "The backup file written by `backup`.")
    var file: String
    @OptionGroup var dataDirectory: DataDirectoryOption

    func run() throws {
        let directory = dataDirectory.url
        let lock = try DataDirectoryLock(directory: directory)
        try SQLiteInstanceStore.restore(from: URL(fileURLWithPath: file), into: directory)
        withExtendedLifetime(lock) {}
        print("Restored \(file) into \(directory.appendingPathComponent(StoreIntegrity.databaseName).path)")
    }
}

/// `--data-dir`, of `serve`, `backup`, `restore`, `install` and `uninstall`: the home screen's data directory.
struct DataDirectoryOption: ParsableArguments {
    @Option(name: .customLong("data-dir"),
            help: "Where the home screen keeps its data ($WIDGETKIT_DATA_DIR, else $XDG_DATA_HOME/widgetkit-linux).")
    var path: String?

    /// The directory given, else `WidgetDataDirectory`'s.
    var url: URL {
        path.map { URL(fileURLWithPath: $0, isDirectory: true) } ?? WidgetDataDirectory.url()
    }
}
