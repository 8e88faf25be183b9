import Foundation
import GRDB

/// The data directory's other stores, carried inside a backup of the instance store so that one
/// file restores the whole home screen: today the Live Activities store.
///
/// `backup` writes each into the backup's `backup_attachment` table, as a consistent copy of
/// its own (`VACUUM INTO`, safe while a server uses it); `restore` checks each
/// (`quick_check`) before anything in the data directory is touched, then moves the present file
/// aside (`<name>.before-restore-<date>`, with its WAL) and installs the copy. A backup written
/// before attachments existed restores as it always did and leaves the other stores alone.
enum BackupAttachments {
    static let tableName = "backup_attachment"

    /// The files of the data directory a backup carries.
    static let fileNames = [ActivityStore.fileName]

    /// Adds a consistent copy of each attachment present in `directory` to `backup`, a backup
    /// just written.
    static func attach(from directory: URL, to backup: URL) throws {
        let present = fileNames.map { directory.appendingPathComponent($0) }
            .filter { FileManager.default.fileExists(atPath: $0.path) }
        guard !present.isEmpty else { return }
        var copies: [(name: String, content: Data)] = []
        for file in present {
            try StoreIntegrity.checkWAL(of: file)
            let staging = backup.deletingLastPathComponent().appendingPathComponent(".attachment-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: staging) }
            let source = try DatabaseQueue(path: file.path)
            try source.writeWithoutTransaction { db in try db.execute(sql: "VACUUM INTO ?", arguments: [staging.path]) }
            try source.close()
            copies.append((file.lastPathComponent, try Data(contentsOf: staging)))
        }
        let queue = try DatabaseQueue(path: backup.path)
        try queue.write { db in
            try db.execute(sql: "CREATE TABLE \(tableName) (name TEXT PRIMARY KEY NOT NULL, content BLOB NOT NULL)")
            for copy in copies {
                try db.execute(sql: "INSERT INTO \(tableName) (name, content) VALUES (?, ?)", arguments: [copy.name, copy.content])
            }
        }
        try queue.close()
    }

    /// The attachments of `staged` (a copy of a backup, not yet installed), each written to a
    /// checked file beside it, and the table dropped from `staged`. Throws (leaving nothing
    /// behind) if one is damaged or names a file a backup does not carry.
    static func extract(from staged: URL, beside directory: URL) throws -> [(name: String, file: URL)] {
        let queue = try DatabaseQueue(path: staged.path)
        defer { try? queue.close() }
        let rows = try queue.read { db -> [Row] in
            guard try db.tableExists(tableName) else { return [] }
            return try Row.fetchAll(db, sql: "SELECT name, content FROM \(tableName)")
        }
        var extracted: [(name: String, file: URL)] = []
        do {
            for row in rows {
                let name: String = row["name"]
                let content: Data = row["content"]
                guard fileNames.contains(name) else {
                    throw StoreIntegrityError(file: staged, problem: "carries '\(name)', which no backup holds; nothing was changed.")
                }
                let file = directory.appendingPathComponent(".restore-\(UUID().uuidString)-\(name)")
                extracted.append((name, file))
                try content.write(to: file)
                try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path)
                var configuration = Configuration()
                configuration.readonly = true
                let check = try DatabaseQueue(path: file.path, configuration: configuration)
                defer { try? check.close() }
                try StoreIntegrity.quickCheck(check, file: file)
            }
            try queue.write { db in try db.execute(sql: "DROP TABLE IF EXISTS \(tableName)") }
        } catch {
            for (_, file) in extracted { try? FileManager.default.removeItem(at: file) }
            throw error
        }
        return extracted
    }
}
