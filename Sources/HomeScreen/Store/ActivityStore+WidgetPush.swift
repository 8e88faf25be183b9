package import Foundation
import GRDB

/// The widget push tokens (one per app) and the `content-changed` pushes each app received in
/// the last day, kept beside the Live Activities (docs/WIDGET-PUSH.md).
extension ActivityStore {
    /// An app's key in the tables: the hosted bundle's key, `""` for the serving program.
    private static func key(_ app: String?) -> String { app ?? "" }

    /// The token of `app` (`nil`: the serving program), issued with `make` on the first ask.
    /// Whether it was issued now.
    package func widgetPushToken(app: String?, make: () -> String) throws -> (token: String, issued: Bool) {
        try pool.write { db in
            if let token = try String.fetchOne(
                db, sql: "SELECT token FROM widget_push_token WHERE app = ?", arguments: [Self.key(app)]) {
                return (token, false)
            }
            let token = make()
            try db.execute(sql: "INSERT INTO widget_push_token (app, token, createdAt) VALUES (?, ?, ?)",
                           arguments: [Self.key(app), token, Date()])
            return (token, true)
        }
    }

    /// The token of `app`, if one was issued.
    package func existingWidgetPushToken(app: String?) throws -> String? {
        try pool.read { db in
            try String.fetchOne(db, sql: "SELECT token FROM widget_push_token WHERE app = ?", arguments: [Self.key(app)])
        }
    }

    /// Whether `app` was issued a token.
    package func hasWidgetPushToken(app: String?) -> Bool {
        (try? existingWidgetPushToken(app: app)) != nil
    }

    /// The app whose token is `token` (lowercase hex): `.some(nil)` for the serving program,
    /// `nil` for a token never issued.
    package func widgetPushApp(token: String) throws -> String?? {
        try pool.read { db in
            guard let key = try String.fetchOne(db, sql: "SELECT app FROM widget_push_token WHERE token = ?",
                                                arguments: [token]) else { return nil }
            return .some(key.isEmpty ? nil : key)
        }
    }

    /// Counts a push to `app` at `moment` unless it already had `limit` in the day before
    /// (`nil`: no limit), in one transaction. The pushes in that day after this one (or, when
    /// refused, the pushes already there and when the oldest of them leaves the window).
    package func admitWidgetPush(app: String?, at moment: Date, limit: Int?) throws -> WidgetPushAdmission {
        try pool.write { db in
            let since = moment.addingTimeInterval(-Self.widgetPushWindow)
            try db.execute(sql: "DELETE FROM widget_push WHERE receivedAt <= ?", arguments: [since])
            let count = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM widget_push WHERE app = ?",
                                         arguments: [Self.key(app)]) ?? 0
            if let limit, count >= limit {
                let oldest = try Date.fetchOne(db, sql: "SELECT MIN(receivedAt) FROM widget_push WHERE app = ?",
                                               arguments: [Self.key(app)])
                return WidgetPushAdmission(admitted: false, pushesInWindow: count,
                                           nextAdmission: oldest.map { $0.addingTimeInterval(Self.widgetPushWindow) })
            }
            try db.execute(sql: "INSERT INTO widget_push (app, receivedAt) VALUES (?, ?)", arguments: [Self.key(app), moment])
            return WidgetPushAdmission(admitted: true, pushesInWindow: count + 1, nextAdmission: nil)
        }
    }

    /// The pushes each app received in the day before `moment`, and when the last came, by
    /// app key (`""`: the serving program).
    package func widgetPushCounts(at moment: Date) throws -> [String: (count: Int, last: Date?)] {
        try pool.read { db in
            let rows = try Row.fetchAll(db, sql: """
                SELECT app, COUNT(*) AS count, MAX(receivedAt) AS last FROM widget_push
                WHERE receivedAt > ? GROUP BY app
                """, arguments: [moment.addingTimeInterval(-Self.widgetPushWindow)])
            var counts: [String: (count: Int, last: Date?)] = [:]
            for row in rows { counts[row["app"]] = (row["count"], row["last"]) }
            return counts
        }
    }

    /// The window pushes are counted over: a rolling day.
    package static let widgetPushWindow: TimeInterval = 24 * 60 * 60
}

/// Whether a widget push was taken, counted over the rolling day.
package struct WidgetPushAdmission: Sendable, Equatable {
    package var admitted: Bool
    /// The app's pushes in the day, this one included when admitted.
    package var pushesInWindow: Int
    /// When refused: when the next push will be taken.
    package var nextAdmission: Date?
}
