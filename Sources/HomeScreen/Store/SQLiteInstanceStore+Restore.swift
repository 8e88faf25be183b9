package import Foundation
import GRDB

extension SQLiteInstanceStore {
    /// Writes a consistent copy of the store in `directory` to `destination` without opening it
    /// for writing (`VACUUM INTO`; safe while a server is using it, from another process).
    package static func backup(directory: URL, to destination: URL) throws {
        let database = directory.appendingPathComponent(StoreIntegrity.databaseName)
        guard FileManager.default.fileExists(atPath: database.path) else {
            throw StoreIntegrityError(file: database, problem: "there is no database to back up.")
        }
        try StoreIntegrity.checkWAL(of: database)
        let queue = try DatabaseQueue(path: database.path)
        try queue.writeWithoutTransaction { db in try vacuum(db, into: destination) }
        try queue.close()
        try attachingOrRemoving(destination) { try BackupAttachments.attach(from: directory, to: destination) }
    }

    /// Runs `attach` on the backup just written at `destination`; if it fails, the half-made
    /// backup is removed (a backup without the other stores must not pass for a whole one).
    static func attachingOrRemoving(_ destination: URL, _ attach: () throws -> Void) throws {
        do {
            try attach()
        } catch {
            try? FileManager.default.removeItem(at: destination)
            throw error
        }
    }

    /// Makes `backup` (a file written by `backup`) the store of `directory`.
    ///
    /// The backup is checked first (`quick_check`, the `widget_instance` table); a store already
    /// in `directory` is not overwritten but moved aside, with its WAL, to
    /// `home-screen.sqlite.before-restore-<date>`. Run it while no server uses the directory.
    package static func restore(from backup: URL, into directory: URL) throws {
        var configuration = Configuration()
        configuration.readonly = true
        do {
            let source = try DatabaseQueue(path: backup.path, configuration: configuration)
            try StoreIntegrity.quickCheck(source, file: backup)
            // Throws unless the backup has the table of instances.
            _ = try source.read { db in
                try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM \(WidgetInstanceRecord.databaseTableName)")
            }
            try source.close()
        } catch let error as StoreIntegrityError {
            throw error
        } catch {
            throw StoreIntegrityError(file: backup, problem: "is not a home screen backup (\(error)); nothing was changed.")
        }
        try StoreIntegrity.securePermissions(of: directory)
        let manager = FileManager.default
        let database = directory.appendingPathComponent(StoreIntegrity.databaseName)
        let stamp = ISO8601DateFormatter().string(from: Date()).replacingOccurrences(of: ":", with: "")
        // Stage and check everything before the data directory changes.
        let staging = directory.appendingPathComponent(".restore-\(UUID().uuidString)")
        try manager.copyItem(at: backup, to: staging)
        try manager.setAttributes([.posixPermissions: 0o600], ofItemAtPath: staging.path)
        let attachments: [(name: String, file: URL)]
        do {
            attachments = try BackupAttachments.extract(from: staging, beside: directory)
        } catch {
            try? manager.removeItem(at: staging)
            throw error
        }
        let installs = [(database, staging)] + attachments.map { (directory.appendingPathComponent($0.name), $0.file) }
        for (target, _) in installs {
            for suffix in ["", "-wal", "-shm"] {
                let file = URL(fileURLWithPath: target.path + suffix)
                guard manager.fileExists(atPath: file.path) else { continue }
                let aside = URL(fileURLWithPath: target.path + ".before-restore-\(stamp)" + suffix)
                try manager.moveItem(at: file, to: aside)
            }
        }
        for (target, staged) in installs { try manager.moveItem(at: staged, to: target) }
        StoreIntegrity.markStoreCreated(in: directory)
    }
}
