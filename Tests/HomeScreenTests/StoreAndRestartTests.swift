import Foundation
import GRDB
import HomeScreen
import Hummingbird
import HummingbirdTesting
import Testing
import TestSupport

@Suite("The SQLite store and restarts")
struct StoreAndRestartTests {
    @Test("Inserts append, moves and deletes keep positions dense")
    func positions() async throws {
        try await withTemporaryDirectory { directory in
            let store = try SQLiteInstanceStore(directory: directory)
            let a = try await store.insert(kind: "A", family: "systemSmall", configuration: nil)
            let b = try await store.insert(kind: "B", family: "systemMedium", configuration: #"{"x":1}"#)
            let c = try await store.insert(kind: "C", family: "systemLarge", configuration: nil)
            #expect([a, b, c].map(\.position) == [0, 1, 2])
            let moved = try #require(try await store.move(c.id, to: 0))
            #expect(moved.map(\.id) == [c.id, a.id, b.id])
            #expect(moved.map(\.position) == [0, 1, 2])
            #expect(try await store.move("nope", to: 0) == nil)
            #expect(try await store.delete(a.id))
            #expect(try await !store.delete(a.id))
            let all = try await store.instances()
            #expect(all.map(\.id) == [c.id, b.id])
            #expect(all.map(\.position) == [0, 1])
            #expect(all[1].configuration == #"{"x":1}"#)
            let resized = try await store.setFamily(b.id, family: "systemSmall")
            #expect(resized?.family == "systemSmall")
            #expect(try await store.setFamily("nope", family: "systemSmall") == nil)
        }
    }

    @Test("The database is migrated, in WAL mode, with full synchronous commits")
    func database() async throws {
        try await withTemporaryDirectory { directory in
            let store = try SQLiteInstanceStore(directory: directory)
            _ = try await store.insert(kind: "A", family: "systemSmall", configuration: nil)
            let queue = try DatabaseQueue(path: store.url.path)
            let (mode, exists, migrations) = try await queue.read { db in
                (try String.fetchOne(db, sql: "PRAGMA journal_mode"), try db.tableExists("widget_instance"),
                 try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations"))
            }
            #expect(mode == "wal")
            #expect(exists)
            #expect(migrations == ["v1: widget instances", "eink: display devices and their logs"])
            // Opening again runs no migration twice.
            _ = try SQLiteInstanceStore(directory: directory)
        }
    }

    @Test("A restart shows the same home screen: instances, order and families")
    func restart() async throws {
        try await withTemporaryDirectory { directory in
            let before: [String] = try await withHomeScreen(directory: directory) { _, client in
                let a = try await client.placedID("Counter", "systemSmall")
                let b = try await client.placedID("Big", "systemLarge")
                let c = try await client.placedID("Counter", "systemSmall")
                _ = try await client.execute(uri: "/api/instances/\(c)/move", method: .post, body: ByteBuffer(string: #"{"position":0}"#))
                _ = try await client.execute(uri: "/api/instances/\(a)/family", method: .post, body: ByteBuffer(string: #"{"family":"systemMedium"}"#))
                _ = try await client.execute(uri: "/api/instances/\(b)", method: .delete)
                return try await Self.tiles(client)
            }
            let after: [String] = try await withHomeScreen(directory: directory) { runtime, client in
                #expect(Set(runtime.scheduler.instanceIDs.map(\.rawValue)).count == 2)
                return try await Self.tiles(client)
            }
            #expect(before.count == 2)
            #expect(before == after)
            #expect(after[1].contains("systemMedium"))
        }
    }

    /// `id family position` of every tile of the page, in page order.
    static func tiles(_ client: any TestClientProtocol) async throws -> [String] {
        let html = try await client.execute(uri: "/?appearance=light", method: .get).text
        var result: [String] = []
        var rest = html[...]
        while let range = rest.range(of: "data-instance-id=\"") {
            rest = rest[range.upperBound...]
            let id = rest.prefix { $0 != "\"" }
            let familyRange = try #require(rest.range(of: "data-family=\""))
            let family = rest[familyRange.upperBound...].prefix { $0 != "\"" }
            let positionRange = try #require(rest.range(of: "data-position=\""))
            let position = rest[positionRange.upperBound...].prefix { $0 != "\"" }
            result.append("\(id) \(family) \(position)")
        }
        return result
    }
}
