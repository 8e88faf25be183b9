package import Foundation
import GRDB
import Logging
import Synchronization
import WidgetRendering

/// The instance store of a single host: SQLite through GRDB, in `<data dir>/home-screen.sqlite`.
///
/// The database is a `DatabasePool` in WAL mode with `synchronous = FULL`: every write is one
/// transaction that is on disk when the method returns, so neither `kill -9` nor a power cut
/// loses an acknowledged change, and a transaction cut short leaves nothing behind. The schema
/// comes from a `DatabaseMigrator` (version 1 creates `widget_instance`).
///
/// ```swift
/// let store = try SQLiteInstanceStore(directory: URL(fileURLWithPath: "/tmp/home"))
/// let all = try await store.instances()
/// ```
package final class SQLiteInstanceStore: InstanceStore {
    /// The database file.
    package let url: URL
    let pool: DatabasePool
    /// The directory and database opened: a write after either was deleted is refused.
    private let identity: DataDirectoryIdentity
    private let logger = Logger(label: "WidgetKitLinux.HomeScreen.Store")
    private let reportedLoss = Mutex(false)
    private let problem = Mutex<String?>(nil)

    /// Why changes are not being saved now (the data directory was deleted, the disk is full),
    /// for the page's banner; `nil` while they are. A full disk's clears at the next saved write.
    package var savingProblem: String? { problem.withLock { $0 } }

    /// Opens (creating if needed) the store in `directory`.
    ///
    /// Checks it first (`StoreIntegrity`): a lost database, a removed or damaged WAL, or a
    /// failing `PRAGMA quick_check` throws `StoreIntegrityError` before anything is written.
    /// The directory is made 0700, the database files 0600, and the app group containers
    /// private.
    package init(directory: URL) throws {
        try StoreIntegrity.securePermissions(of: directory)
        url = directory.appendingPathComponent(StoreIntegrity.databaseName)
        try StoreIntegrity.checkFiles(in: directory)
        try StoreIntegrity.quickCheckBeforeOpening(url)
        var configuration = Configuration()
        configuration.label = "HomeScreen"
        configuration.busyMode = .timeout(5)
        configuration.prepareDatabase { db in
            try db.execute(sql: "PRAGMA synchronous = FULL")
        }
        pool = try DatabasePool(path: url.path, configuration: configuration)
        try StoreIntegrity.securePermissions(of: directory)
        StoreIntegrity.secureAppGroups(in: directory)
        try Self.migrator.migrate(pool)
        StoreIntegrity.markStoreCreated(in: directory)
        identity = DataDirectoryIdentity(directory: directory, database: url)
    }

    /// A write, unless the data directory or the database was deleted or replaced since the
    /// store opened them: then a 503 that says so (logged once), and nothing is acknowledged.
    func write<T: Sendable>(_ updates: @escaping @Sendable (Database) throws -> T) async throws -> T {
        if let problem = identity.problem {
            let first = reportedLoss.withLock { reported in
                defer { reported = true }
                return !reported
            }
            self.problem.withLock { $0 = "\(problem)." }
            if first {
                logger.critical("\(problem): changes are refused from now on (nothing written there could be found again). Restart the home screen once the data directory is back (or restore a backup into it).")
            }
            throw RequestError(
                status: 503,
                message: "Not saved: \(problem). Nothing can be saved until the home screen is restarted with its data "
                    + "directory back in place (or a backup restored into it).")
        }
        do {
            let result = try await pool.write(updates)
            problem.withLock { $0 = nil }
            return result
        } catch let error as DatabaseError where error.resultCode == .SQLITE_FULL {
            problem.withLock { $0 = "the disk holding the data directory is full; free some space." }
            throw error
        }
    }

    /// Moves every change in the WAL into the database file and empties the WAL (a `TRUNCATE`
    /// checkpoint), so the database file alone holds everything. Runs at a clean stop and
    /// periodically while serving.
    package func checkpoint() throws {
        try pool.writeWithoutTransaction { db in _ = try db.checkpoint(.truncate) }
    }

    /// Writes a consistent copy of the store to `destination` (`VACUUM INTO`; safe while
    /// serving). The copy is one self-contained file, 0600. Fails if `destination` exists.
    /// The Live Activities store (and any other `BackupAttachments`) of the same data directory
    /// rides along inside it.
    package func backup(to destination: URL) throws {
        try pool.writeWithoutTransaction { db in try Self.vacuum(db, into: destination) }
        try Self.attachingOrRemoving(destination) {
            try BackupAttachments.attach(from: url.deletingLastPathComponent(), to: destination)
        }
    }

    static func vacuum(_ db: Database, into destination: URL) throws {
        guard !FileManager.default.fileExists(atPath: destination.path) else {
            throw StoreIntegrityError(file: destination, problem: "already exists; choose a new file for the backup.")
        }
        try db.execute(sql: "VACUUM INTO ?", arguments: [destination.path])
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: destination.path)
    }

    /// The schema's history. Add migrations; never edit a shipped one.
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1: widget instances") { db in
            try db.create(table: WidgetInstanceRecord.databaseTableName) { table in
                table.column("id", .text).primaryKey()
                table.column("kind", .text).notNull()
                table.column("family", .text).notNull()
                table.column("position", .integer).notNull().indexed()
                table.column("configuration", .text)
                table.column("createdAt", .datetime).notNull()
                table.column("updatedAt", .datetime).notNull()
            }
        }
        registerDeviceMigrations(&migrator)
        return migrator
    }

    package func instances() async throws -> [WidgetInstanceRecord] {
        try await pool.read { db in try Self.ordered(db) }
    }

    package func instance(_ id: String) async throws -> WidgetInstanceRecord? {
        try await pool.read { db in try WidgetInstanceRecord.fetchOne(db, key: id) }
    }

    package func insert(kind: String, family: String, configuration: String?) async throws -> WidgetInstanceRecord {
        try await write { db in
            let next = try Int.fetchOne(
                db, sql: "SELECT COALESCE(MAX(position) + 1, 0) FROM \(WidgetInstanceRecord.databaseTableName)") ?? 0
            let record = WidgetInstanceRecord(kind: kind, family: family, position: next, configuration: configuration)
            try record.insert(db)
            return record
        }
    }

    package func delete(_ id: String) async throws -> Bool {
        try await write { db in
            guard try WidgetInstanceRecord.deleteOne(db, key: id) else { return false }
            try Self.renumber(try Self.ordered(db), in: db)
            return true
        }
    }

    package func move(_ id: String, to position: Int) async throws -> [WidgetInstanceRecord]? {
        try await write { db in
            var order = try Self.ordered(db)
            guard let from = order.firstIndex(where: { $0.id == id }) else { return nil }
            let record = order.remove(at: from)
            order.insert(record, at: min(max(position, 0), order.count))
            return try Self.renumber(order, in: db, touching: id)
        }
    }

    package func setFamily(_ id: String, family: String) async throws -> WidgetInstanceRecord? {
        try await update(id) { $0.family = family }
    }

    /// Gives instance `id` another kind (its widget moved to another bundle program: see
    /// `HomeScreenRuntime.qualifyHostedKinds`); `nil` if there is no such instance.
    package func setKind(_ id: String, kind: String) async throws -> WidgetInstanceRecord? {
        try await update(id) { $0.kind = kind }
    }

    package func setConfiguration(_ id: String, configuration: String?) async throws -> WidgetInstanceRecord? {
        try await update(id) { $0.configuration = configuration }
    }

    /// Changes instance `id` as `change` says and stamps it; `nil` if there is no such instance.
    private func update(
        _ id: String, _ change: @escaping @Sendable (inout WidgetInstanceRecord) -> Void
    ) async throws -> WidgetInstanceRecord? {
        try await write { db in
            guard var record = try WidgetInstanceRecord.fetchOne(db, key: id) else { return nil }
            change(&record)
            record.updatedAt = Date()
            try record.update(db)
            return record
        }
    }

    /// Every record, in the home screen's order.
    static func ordered(_ db: Database) throws -> [WidgetInstanceRecord] {
        try WidgetInstanceRecord
            .order(WidgetInstanceRecord.Columns.position, WidgetInstanceRecord.Columns.id)
            .fetchAll(db)
    }

    /// Writes positions 0, 1, 2 … in `order`'s order, updating only rows that changed.
    @discardableResult
    private static func renumber(
        _ order: [WidgetInstanceRecord], in db: Database, touching touched: String? = nil
    ) throws -> [WidgetInstanceRecord] {
        let now = Date()
        var result: [WidgetInstanceRecord] = []
        result.reserveCapacity(order.count)
        for (index, var record) in order.enumerated() {
            if record.position != index || record.id == touched {
                record.position = index
                record.updatedAt = now
                try record.update(db)
            }
            result.append(record)
        }
        return result
    }
}
