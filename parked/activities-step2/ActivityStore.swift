package import ActivityKit
package import Foundation
import GRDB

/// The Live Activities a home screen keeps: SQLite through GRDB, in
/// `<data dir>/live-activities.sqlite` (WAL, `synchronous = FULL`, as the instance store), so
/// they survive a restart of the host, and an activity whose app is gone stays until it ends
/// or is dismissed, as on iOS.
package final class ActivityStore: Sendable {
    package let url: URL
    private let pool: DatabasePool

    /// Opens (creating if needed) the store in `directory`.
    package init(directory: URL) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        url = directory.appendingPathComponent("live-activities.sqlite")
        var configuration = Configuration()
        configuration.label = "LiveActivities"
        configuration.busyMode = .timeout(5)
        configuration.prepareDatabase { db in try db.execute(sql: "PRAGMA synchronous = FULL") }
        pool = try DatabasePool(path: url.path, configuration: configuration)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: url.path)
        try Self.migrator.migrate(pool)
    }

    /// The schema's history. Add migrations; never edit a shipped one.
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("activities v1: live activities") { db in
            try db.create(table: "live_activity") { table in
                table.column("id", .text).primaryKey()
                table.column("attributesType", .text).notNull().indexed()
                table.column("record", .blob).notNull()
                table.column("pushToken", .text).unique()
                table.column("updatedAt", .datetime).notNull()
            }
        }
        return migrator
    }

    /// Every activity, newest first.
    package func all() throws -> [ActivityRecord] {
        try pool.read { db in
            try Data.fetchAll(db, sql: "SELECT record FROM live_activity ORDER BY updatedAt DESC").map(Self.decode)
        }
    }

    /// The activity `id`.
    package func activity(_ id: String) throws -> ActivityRecord? {
        try pool.read { db in
            try Data.fetchOne(db, sql: "SELECT record FROM live_activity WHERE id = ?", arguments: [id]).map(Self.decode)
        }
    }

    /// The activity pushes to `token` reach.
    package func activity(pushToken token: String) throws -> ActivityRecord? {
        try pool.read { db in
            try Data.fetchOne(db, sql: "SELECT record FROM live_activity WHERE pushToken = ?", arguments: [token]).map(Self.decode)
        }
    }

    /// Saves `record` (a new activity or a change), on disk when this returns.
    package func save(_ record: ActivityRecord) throws {
        let data = try JSONEncoder().encode(record)
        try pool.write { db in
            try db.execute(sql: """
                INSERT INTO live_activity (id, attributesType, record, pushToken, updatedAt) VALUES (?, ?, ?, ?, ?)
                ON CONFLICT(id) DO UPDATE SET record = excluded.record, pushToken = excluded.pushToken,
                    updatedAt = excluded.updatedAt
                """, arguments: [record.id, record.attributesType, data, record.pushToken, record.updatedAt])
        }
    }

    /// Changes the activity `id` with `change` in one transaction; `nil` when there is none.
    package func update(_ id: String, _ change: @Sendable (inout ActivityRecord) throws -> Void) throws -> ActivityRecord? {
        try pool.write { db in
            guard let data = try Data.fetchOne(db, sql: "SELECT record FROM live_activity WHERE id = ?", arguments: [id]) else {
                return nil
            }
            var record = try Self.decode(data)
            try change(&record)
            try db.execute(sql: "UPDATE live_activity SET record = ?, pushToken = ?, updatedAt = ? WHERE id = ?",
                           arguments: [try JSONEncoder().encode(record), record.pushToken, record.updatedAt, id])
            return record
        }
    }

    /// Removes the activities dismissed before `date`.
    package func removeDismissed(before date: Date) throws {
        let dismissed = try all().filter { $0.state == .dismissed && $0.updatedAt < date }.map(\.id)
        guard !dismissed.isEmpty else { return }
        try pool.write { db in
            for id in dismissed { try db.execute(sql: "DELETE FROM live_activity WHERE id = ?", arguments: [id]) }
        }
    }

    private static func decode(_ data: Data) throws -> ActivityRecord {
        try JSONDecoder().decode(ActivityRecord.self, from: data)
    }
}
