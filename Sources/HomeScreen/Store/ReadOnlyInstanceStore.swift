package import Foundation
import GRDB
import WidgetRendering

/// The store of `serve --read-only`: the instances that could still be read from
/// `home-screen.sqlite` (none if it is lost), loaded once on a read-only connection; every
/// change is refused with `503`. Nothing in the data directory is written.
package final class ReadOnlyInstanceStore: InstanceStore {
    private let records: [WidgetInstanceRecord]
    /// Why the store is read-only, shown on the page's banner.
    package let reason: String

    /// Reads what it can of the store in `directory`; `problem` is the check that failed, if any.
    package init(directory: URL, problem: StoreIntegrityError?) {
        let database = directory.appendingPathComponent(StoreIntegrity.databaseName)
        var loaded: [WidgetInstanceRecord] = []
        var reason = problem.map { "\($0)" } ?? "Started with --read-only."
        if let size = StoreIntegrity.fileSize(database), size > 0 {
            var configuration = Configuration()
            configuration.readonly = true
            do {
                loaded = try Self.read(database, configuration: configuration)
            } catch {
                // A WAL-mode database on a read-only file system cannot be opened where it is
                // (SQLite must create its -shm index): read a private copy instead.
                do {
                    let copy = FileManager.default.temporaryDirectory.appendingPathComponent("wk-read-only-\(UUID().uuidString)")
                    try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: true)
                    defer { try? FileManager.default.removeItem(at: copy) }
                    let copied = copy.appendingPathComponent(StoreIntegrity.databaseName)
                    for suffix in ["", "-wal"] where FileManager.default.fileExists(atPath: database.path + suffix) {
                        try FileManager.default.copyItem(atPath: database.path + suffix, toPath: copied.path + suffix)
                    }
                    loaded = try Self.read(copied, configuration: Configuration())
                } catch {
                    reason += " Nothing could be read (\(error))."
                }
            }
        }
        records = loaded
        self.reason = reason
    }

    private static func read(_ database: URL, configuration: Configuration) throws -> [WidgetInstanceRecord] {
        let queue = try DatabaseQueue(path: database.path, configuration: configuration)
        defer { try? queue.close() }
        return try queue.read { db in try SQLiteInstanceStore.ordered(db) }
    }

    private func refuse() -> RequestError {
        RequestError(status: 503, message: "This home screen is read-only (started with --read-only); nothing can be changed.")
    }

    package func instances() async throws -> [WidgetInstanceRecord] { records }

    package func instance(_ id: String) async throws -> WidgetInstanceRecord? { records.first { $0.id == id } }

    package func insert(kind: String, family: String, configuration: String?) async throws -> WidgetInstanceRecord {
        throw refuse()
    }

    package func delete(_ id: String) async throws -> Bool { throw refuse() }

    package func move(_ id: String, to position: Int) async throws -> [WidgetInstanceRecord]? { throw refuse() }

    package func setFamily(_ id: String, family: String) async throws -> WidgetInstanceRecord? { throw refuse() }

    package func setConfiguration(_ id: String, configuration: String?) async throws -> WidgetInstanceRecord? {
        throw refuse()
    }
}
