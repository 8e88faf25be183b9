package import ActivityKit
package import Foundation
import GRDB

/// The Live Activities a home screen keeps, the push-to-start tokens it issued and the widget
/// push tokens of its apps with the pushes they received: SQLite
/// through GRDB, in `<data dir>/live-activities.sqlite` (WAL, `synchronous = FULL`, as the
/// instance store), so they survive a restart of the host, and an activity whose app is gone
/// stays until it ends and is dismissed, as on iOS. Each activity is kept as the JSON of its
/// `ActivityRecord`, with the columns the lookups need beside it.
package final class ActivityStore: Sendable {
    package let url: URL
    /// Read and written by this file and its extensions (`ActivityStore+WidgetPush.swift`).
    let pool: DatabasePool

    /// The store's file in the data directory.
    package static let fileName = "live-activities.sqlite"

    /// Opens (creating if needed) the store in `directory`.
    package init(directory: URL) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        url = directory.appendingPathComponent(Self.fileName)
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
        migrator.registerMigration("activities v1: live activities and push-to-start tokens") { db in
            try db.create(table: "live_activity") { table in
                table.column("id", .text).primaryKey()
                table.column("attributesType", .text).notNull().indexed()
                table.column("record", .blob).notNull()
                table.column("pushToken", .text).unique()
                table.column("dismissalDate", .datetime)
                table.column("createdAt", .datetime).notNull()
            }
            try db.create(table: "push_to_start_token") { table in
                table.column("attributesType", .text).primaryKey()
                table.column("token", .text).notNull().unique()
            }
        }
        migrator.registerMigration("activities v2: pushes counted by priority") { db in
            try db.alter(table: "live_activity") { table in
                table.add(column: "highPriorityPushes", .integer).notNull().defaults(to: 0)
                table.add(column: "lowPriorityPushes", .integer).notNull().defaults(to: 0)
                table.add(column: "lastPushAt", .datetime)
            }
        }
        migrator.registerMigration("activities v3: widget push tokens and pushes") { db in
            // One token per app: "" is the serving program, else a hosted bundle's key.
            try db.create(table: "widget_push_token") { table in
                table.column("app", .text).primaryKey()
                table.column("token", .text).notNull().unique()
                table.column("createdAt", .datetime).notNull()
            }
            // Each push received, for the rolling day's count (older ones are deleted).
            try db.create(table: "widget_push") { table in
                table.autoIncrementedPrimaryKey("id")
                table.column("app", .text).notNull().indexed()
                table.column("receivedAt", .datetime).notNull()
            }
        }
        return migrator
    }

    /// Every activity kept, oldest first.
    package func all() throws -> [ActivityRecord] {
        try pool.read { db in
            try Data.fetchAll(db, sql: "SELECT record FROM live_activity ORDER BY createdAt, id").map(Self.decode)
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
            try Data.fetchOne(db, sql: "SELECT record FROM live_activity WHERE pushToken = ?", arguments: [token])
                .map(Self.decode)
        }
    }

    /// Saves a new activity, on disk when this returns; refused (`nil`) when `admit` says no to
    /// the activities of its kind kept now (in the same transaction, so two requests cannot both
    /// pass a limit).
    package func insert(_ record: ActivityRecord, admit: ([ActivityRecord]) -> Bool) throws -> Bool {
        let data = try JSONEncoder().encode(record)
        return try pool.write { db in
            let existing = try Data.fetchAll(
                db, sql: "SELECT record FROM live_activity WHERE attributesType = ?", arguments: [record.attributesType]
            ).map(Self.decode)
            guard admit(existing) else { return false }
            try db.execute(
                sql: """
                    INSERT INTO live_activity (id, attributesType, record, pushToken, dismissalDate, createdAt)
                    VALUES (?, ?, ?, ?, ?, ?)
                    """,
                arguments: [record.id, record.attributesType, data, record.pushToken, record.dismissalDate, record.createdAt])
            return true
        }
    }

    /// Changes the activity `id` with `change` in one transaction; `nil` when there is none.
    package func update(_ id: String, _ change: (inout ActivityRecord) throws -> Void) throws -> ActivityRecord? {
        try pool.write { db in
            guard let data = try Data.fetchOne(db, sql: "SELECT record FROM live_activity WHERE id = ?", arguments: [id]) else {
                return nil
            }
            var record = try Self.decode(data)
            try change(&record)
            try db.execute(
                sql: "UPDATE live_activity SET record = ?, pushToken = ?, dismissalDate = ? WHERE id = ?",
                arguments: [try JSONEncoder().encode(record), record.pushToken, record.dismissalDate, id])
            return record
        }
    }

    /// Changes the activity `id` with `change` and counts a push of `priority` to it (10 high, 5
    /// low), in one transaction; `nil` when there is none. A push is counted whether `change`
    /// applied it or not (APNs counts what it delivers).
    package func push(_ id: String, priority: Int, at moment: Date,
                      _ change: (inout ActivityRecord) throws -> Void) throws -> ActivityRecord? {
        try pool.write { db in
            guard let data = try Data.fetchOne(db, sql: "SELECT record FROM live_activity WHERE id = ?", arguments: [id]) else {
                return nil
            }
            var record = try Self.decode(data)
            try change(&record)
            let column = priority >= 10 ? "highPriorityPushes" : "lowPriorityPushes"
            try db.execute(
                sql: """
                    UPDATE live_activity SET record = ?, pushToken = ?, dismissalDate = ?, \(column) = \(column) + 1,
                    lastPushAt = ? WHERE id = ?
                    """,
                arguments: [try JSONEncoder().encode(record), record.pushToken, record.dismissalDate, moment, id])
            return record
        }
    }

    /// The pushes each activity received, by id (activities that never had one are absent).
    package func pushCounts() throws -> [String: ActivityPushCounts] {
        try pool.read { db in
            var counts: [String: ActivityPushCounts] = [:]
            let rows = try Row.fetchAll(db, sql: """
                SELECT id, highPriorityPushes, lowPriorityPushes, lastPushAt FROM live_activity
                WHERE highPriorityPushes > 0 OR lowPriorityPushes > 0
                """)
            for row in rows {
                let id: String = row["id"]
                counts[id] = ActivityPushCounts(highPriority: row["highPriorityPushes"], lowPriority: row["lowPriorityPushes"],
                                                       last: row["lastPushAt"])
            }
            return counts
        }
    }

    /// The attributes type whose push-to-start token is `token`; `nil` for a token never issued.
    package func attributesType(pushToStartToken token: String) throws -> String? {
        try pool.read { db in
            try String.fetchOne(db, sql: "SELECT attributesType FROM push_to_start_token WHERE token = ?", arguments: [token])
        }
    }

    /// Removes the activities whose dismissal date is before `date`; how many went.
    @discardableResult
    package func removeDismissed(before date: Date) throws -> Int {
        try pool.write { db in
            try db.execute(sql: "DELETE FROM live_activity WHERE dismissalDate IS NOT NULL AND dismissalDate < ?",
                           arguments: [date])
            return db.changesCount
        }
    }

    /// The push-to-start token of `attributesType`, made by `make` and kept on the first ask.
    package func pushToStartToken(for attributesType: String, make: () -> String) throws -> String {
        try pool.write { db in
            if let token = try String.fetchOne(
                db, sql: "SELECT token FROM push_to_start_token WHERE attributesType = ?", arguments: [attributesType]) {
                return token
            }
            let token = make()
            try db.execute(sql: "INSERT INTO push_to_start_token (attributesType, token) VALUES (?, ?)",
                           arguments: [attributesType, token])
            return token
        }
    }

    private static func decode(_ data: Data) throws -> ActivityRecord {
        try JSONDecoder().decode(ActivityRecord.self, from: data)
    }
}

/// How many pushes an activity received, by APNs priority (`apns-priority` 10 and 5), and when
/// the last came.
package struct ActivityPushCounts: Codable, Sendable, Equatable {
    /// Pushes of priority 10 (delivered at once; on iOS they draw on the app's budget).
    package var highPriority: Int
    /// Pushes of priority 5 (opportunistic; not counted against a budget on iOS).
    package var lowPriority: Int
    package var last: Date?

    package init(highPriority: Int = 0, lowPriority: Int = 0, last: Date? = nil) {
        self.highPriority = highPriority
        self.lowPriority = lowPriority
        self.last = last
    }
}
