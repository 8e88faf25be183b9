import TestSupport
import ActivityKit
import Foundation
import GRDB
import HomeScreen
import Testing

@Suite("Hardening: a lost or damaged database is detected, never overwritten; backup and restore")
struct HardeningStoreTests {
    static func mode(_ url: URL) throws -> Int? {
        try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int
    }

    static func database(in directory: URL) -> URL {
        directory.appendingPathComponent("home-screen.sqlite")
    }

    /// A store in `directory` with `count` instances, closed cleanly.
    static func populate(_ directory: URL, count: Int = 3) async throws {
        let store = try SQLiteInstanceStore(directory: directory)
        for _ in 0..<count { _ = try await store.insert(kind: "Counter", family: "systemSmall", configuration: nil) }
        try store.checkpoint()
    }

    @Test("The data directory is 0700 and the database files 0600")
    func permissions() async throws {
        try await withTemporaryDirectory { directory in
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: directory.path)
            let store = try SQLiteInstanceStore(directory: directory)
            _ = try await store.insert(kind: "Counter", family: "systemSmall", configuration: nil)
            #expect(try Self.mode(directory) == 0o700)
            for name in ["home-screen.sqlite", "home-screen.sqlite-wal", "home-screen.sqlite-shm", "store-created"] {
                let url = directory.appendingPathComponent(name)
                if FileManager.default.fileExists(atPath: url.path) {
                    #expect(try Self.mode(url) == 0o600, "\(name)")
                }
            }
            #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("home-screen.sqlite-wal").path))
        }
    }

    @Test("App group containers an older version left readable by others are made private at start")
    func appGroupPermissions() async throws {
        try await withTemporaryDirectory { directory in
            let preferences = directory.appendingPathComponent("AppGroups/group.example.old/Library/Preferences")
            try FileManager.default.createDirectory(at: preferences, withIntermediateDirectories: true,
                                                    attributes: [.posixPermissions: 0o755])
            let plist = preferences.appendingPathComponent("group.example.old.plist")
            #expect(FileManager.default.createFile(atPath: plist.path, contents: Data("<plist/>".utf8), attributes: [.posixPermissions: 0o644]))
            _ = try SQLiteInstanceStore(directory: directory)
            #expect(try Self.mode(directory.appendingPathComponent("AppGroups")) == 0o700)
            #expect(try Self.mode(preferences) == 0o700)
            #expect(try Self.mode(plist) == 0o600)
            #expect(try String(contentsOf: plist, encoding: .utf8) == "<plist/>", "the contents are kept")
        }
    }

    @Test("A deleted or emptied database is refused, naming the file, and nothing is created", arguments: [false, true])
    func lostDatabase(truncated: Bool) async throws {
        try await withTemporaryDirectory { directory in
            try await Self.populate(directory)
            let database = Self.database(in: directory)
            if truncated {
                try Data().write(to: database)
            } else {
                try FileManager.default.removeItem(at: database)
            }
            let error = try #require(throws: StoreIntegrityError.self) { try SQLiteInstanceStore(directory: directory) }
            #expect(error.description.contains(database.path))
            let size = (try? FileManager.default.attributesOfItem(atPath: database.path)[.size] as? NSNumber)?.intValue
            #expect(size == (truncated ? 0 : nil))
            // The runtime refuses to start too.
            let configuration = HomeScreenConfiguration(port: 0, dataDirectory: directory, listensForWidgetCenter: false)
            await #expect(throws: StoreIntegrityError.self) {
                let runtime = try await HomeScreenRuntime.start(registry: TestWidgets.registry(), configuration: configuration)
                runtime.stop()
            }
        }
    }

    @Test("A WAL removed or damaged after a crash is refused")
    func lostWAL() async throws {
        for damage in ["remove", "truncate"] {
            try await withTemporaryDirectory { directory in
                let crashed = directory.appendingPathComponent("crashed")
                // Copy the files while the store is open, as a kill -9 leaves them: rows only in the WAL.
                let store = try SQLiteInstanceStore(directory: directory.appendingPathComponent("live"))
                for _ in 0..<3 { _ = try await store.insert(kind: "Counter", family: "systemSmall", configuration: nil) }
                try FileManager.default.copyItem(at: directory.appendingPathComponent("live"), to: crashed)
                let wal = crashed.appendingPathComponent("home-screen.sqlite-wal")
                // The copy as it is opens with every row.
                try FileManager.default.copyItem(at: crashed, to: directory.appendingPathComponent("intact"))
                #expect(try await SQLiteInstanceStore(directory: directory.appendingPathComponent("intact")).instances().count == 3)
                if damage == "remove" {
                    try FileManager.default.removeItem(at: wal)
                } else {
                    let handle = try FileHandle(forWritingTo: wal)
                    try handle.truncate(atOffset: 100)
                    try handle.close()
                }
                let error = try #require(throws: StoreIntegrityError.self) { try SQLiteInstanceStore(directory: crashed) }
                #expect(error.description.contains("home-screen.sqlite-wal"), "\(damage)")
            }
        }
    }

    @Test("A damaged database fails quick_check before anything is written to it")
    func damagedDatabase() async throws {
        try await withTemporaryDirectory { directory in
            try await Self.populate(directory, count: 40)
            let database = Self.database(in: directory)
            // Overwrite the second page (the table's) with garbage.
            let handle = try FileHandle(forUpdating: database)
            let pageSize = 4096
            try handle.seek(toOffset: UInt64(pageSize))
            handle.write(Data(repeating: 0xA5, count: pageSize))
            try handle.close()
            let before = try Data(contentsOf: database)
            #expect(throws: StoreIntegrityError.self) { try SQLiteInstanceStore(directory: directory) }
            let after = try Data(contentsOf: database)
            #expect(after == before)
        }
    }

    @Test("A backup taken while serving restores every row, including those only in the WAL")
    func backupAndRestore() async throws {
        try await withTemporaryDirectory { directory in
            let live = directory.appendingPathComponent("live")
            let store = try SQLiteInstanceStore(directory: live)
            var ids: [String] = []
            for _ in 0..<4 { ids.append(try await store.insert(kind: "Counter", family: "systemSmall", configuration: nil).id) }
            // Copying the database file alone misses what is only in the WAL.
            let copy = directory.appendingPathComponent("copy")
            try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: Self.database(in: live), to: Self.database(in: copy))
            #expect(try await SQLiteInstanceStore(directory: copy).instances().count < 4)

            let backup = directory.appendingPathComponent("backup.sqlite")
            try store.backup(to: backup)
            #expect(try Self.mode(backup) == 0o600)
            #expect(throws: StoreIntegrityError.self) { try store.backup(to: backup) }

            let restored = directory.appendingPathComponent("restored")
            try SQLiteInstanceStore.restore(from: backup, into: restored)
            #expect(try await SQLiteInstanceStore(directory: restored).instances().map(\.id) == ids)

            // Restoring over an existing store keeps the old files aside.
            try SQLiteInstanceStore.restore(from: backup, into: copy)
            let kept = try FileManager.default.contentsOfDirectory(atPath: copy.path).filter { $0.contains("before-restore") }
            #expect(!kept.isEmpty)
            #expect(try await SQLiteInstanceStore(directory: copy).instances().map(\.id) == ids)

            // A file that is not a home screen backup is refused.
            let bogus = directory.appendingPathComponent("bogus.sqlite")
            try Data("not a database".utf8).write(to: bogus)
            #expect(throws: (any Error).self) { try SQLiteInstanceStore.restore(from: bogus, into: restored) }
            #expect(try await SQLiteInstanceStore(directory: restored).instances().map(\.id) == ids)
        }
    }

    @Test("A backup carries the Live Activities store; a damaged copy of it is refused before anything changes")
    func backupCarriesActivities() async throws {
        try await withTemporaryDirectory { directory in
            let live = directory.appendingPathComponent("live")
            let store = try SQLiteInstanceStore(directory: live)
            let widget = try await store.insert(kind: "Counter", family: "systemSmall", configuration: nil).id
            let activities = try ActivityStore(directory: live)
            let record = ActivityRecord(id: "trip-1", attributesType: "TripAttributes", attributes: #"{"order":"42"}"#,
                                        contentState: #"{"minutes":7}"#, pushToken: "token-1")
            #expect(try activities.insert(record) { _ in true })

            // Written while both stores are open, as a serving home screen has them.
            let backup = directory.appendingPathComponent("backup.sqlite")
            try store.backup(to: backup)
            let cli = directory.appendingPathComponent("cli-backup.sqlite")
            try SQLiteInstanceStore.backup(directory: live, to: cli)

            for file in [backup, cli] {
                let restored = directory.appendingPathComponent("restored-\(file.lastPathComponent)")
                try SQLiteInstanceStore.restore(from: file, into: restored)
                #expect(try await SQLiteInstanceStore(directory: restored).instances().map(\.id) == [widget])
                let back = try ActivityStore(directory: restored)
                #expect(try back.all().map(\.id) == ["trip-1"], "\(file.lastPathComponent)")
                #expect(try back.activity(pushToken: "token-1")?.contentState == #"{"minutes":7}"#)
                // The installed instance store no longer holds the attachment table.
                let queue = try DatabaseQueue(path: restored.appendingPathComponent("home-screen.sqlite").path)
                let hasAttachments = try await queue.read { try $0.tableExists("backup_attachment") }
                #expect(!hasAttachments)
                try queue.close()
            }

            // Restoring over a directory with activities keeps its store aside.
            let over = directory.appendingPathComponent("restored-backup.sqlite")
            try SQLiteInstanceStore.restore(from: backup, into: over)
            let aside = try FileManager.default.contentsOfDirectory(atPath: over.path)
                .filter { $0.hasPrefix("live-activities.sqlite.before-restore-") }
            #expect(!aside.isEmpty)

            // A backup whose activity copy is damaged: refused, and the target is as it was.
            let damaged = directory.appendingPathComponent("damaged.sqlite")
            try FileManager.default.copyItem(at: backup, to: damaged)
            let queue = try DatabaseQueue(path: damaged.path)
            try await queue.write { db in
                try db.execute(sql: "UPDATE backup_attachment SET content = ?", arguments: [Data(repeating: 0x5A, count: 8192)])
            }
            try queue.close()
            let target = directory.appendingPathComponent("target")
            try SQLiteInstanceStore.restore(from: cli, into: target)
            let before = try FileManager.default.contentsOfDirectory(atPath: target.path).sorted()
            #expect(throws: (any Error).self) { try SQLiteInstanceStore.restore(from: damaged, into: target) }
            #expect(try FileManager.default.contentsOfDirectory(atPath: target.path).sorted() == before)
            #expect(try ActivityStore(directory: target).all().map(\.id) == ["trip-1"])

            // A data directory without activities backs up and restores as before.
            let plain = directory.appendingPathComponent("plain")
            let plainStore = try SQLiteInstanceStore(directory: plain)
            _ = try await plainStore.insert(kind: "Counter", family: "systemSmall", configuration: nil)
            let plainBackup = directory.appendingPathComponent("plain.sqlite")
            try plainStore.backup(to: plainBackup)
            let plainRestored = directory.appendingPathComponent("plain-restored")
            try SQLiteInstanceStore.restore(from: plainBackup, into: plainRestored)
            #expect(!FileManager.default.fileExists(atPath: plainRestored.appendingPathComponent("live-activities.sqlite").path))
        }
    }

    @Test("While serving, the WAL is checkpointed periodically; the markers are private too")
    func periodicCheckpoint() async throws {
        try await withTemporaryDirectory { directory in
            var configuration = HomeScreenConfiguration(port: 0, dataDirectory: directory, listensForWidgetCenter: false)
            configuration.checkpointInterval = .milliseconds(50)
            configuration.placesDefaultWidgets = true
            let runtime = try await HomeScreenRuntime.start(registry: TestWidgets.registry(), configuration: configuration)
            defer { runtime.stop() }
            for _ in 0..<3 { _ = try await runtime.store.insert(kind: "Counter", family: "systemSmall", configuration: nil) }
            let wal = directory.appendingPathComponent("home-screen.sqlite-wal")
            #expect(try await eventually {
                (try? FileManager.default.attributesOfItem(atPath: wal.path)[.size] as? NSNumber)?.intValue == 0
            })
            let copy = directory.appendingPathComponent("copy")
            try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: Self.database(in: directory), to: Self.database(in: copy))
            #expect(try await SQLiteInstanceStore(directory: copy).instances().count == 3 + TestWidgets.registry().descriptors.count)
            #expect(try Self.mode(directory.appendingPathComponent("default-widgets-placed")) == 0o600)
        }
    }

    @Test("A clean stop checkpoints the WAL: the database file alone holds every row")
    func checkpointAtStop() async throws {
        try await withTemporaryDirectory { directory in
            let configuration = HomeScreenConfiguration(port: 0, dataDirectory: directory, listensForWidgetCenter: false)
            let runtime = try await HomeScreenRuntime.start(registry: TestWidgets.registry(), configuration: configuration)
            for _ in 0..<3 { _ = try await runtime.store.insert(kind: "Counter", family: "systemSmall", configuration: nil) }
            runtime.stop()
            let copy = directory.appendingPathComponent("copy")
            try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: Self.database(in: directory), to: Self.database(in: copy))
            #expect(try await SQLiteInstanceStore(directory: copy).instances().count == 3)
        }
    }
}

@Suite("Hardening: serve --read-only")
struct ReadOnlyTests {
    @Test("Read-only on a lost database starts with a banner naming the file, refuses changes and writes nothing")
    func lostDatabase() async throws {
        try await withTemporaryDirectory { directory in
            try await HardeningStoreTests.populate(directory)
            let database = HardeningStoreTests.database(in: directory)
            try FileManager.default.removeItem(at: database)
            try await withHomeScreen(directory: directory, configure: {
                $0.readOnly = true
                $0.placesDefaultWidgets = true
            }) { _, client in
                let page = try await client.execute(uri: "/", method: .get)
                #expect(page.status == .ok)
                #expect(page.text.contains("id=\"read-only-banner\""))
                #expect(page.text.contains(database.path))
                #expect(try await client.place("Counter", "systemSmall").status == .serviceUnavailable)
                #expect(try await client.instanceIDs().isEmpty)
            }
            #expect(!FileManager.default.fileExists(atPath: database.path))
        }
    }

    @Test("Read-only on a sound database shows its widgets and refuses changes")
    func soundDatabase() async throws {
        try await withTemporaryDirectory { directory in
            try await HardeningStoreTests.populate(directory, count: 2)
            try await withHomeScreen(directory: directory, configure: { $0.readOnly = true }) { _, client in
                let ids = try await client.instanceIDs()
                #expect(ids.count == 2)
                let delete = try await client.execute(uri: "/api/instances/\(ids[0])", method: .delete)
                #expect(delete.status == .serviceUnavailable)
                #expect(try await client.instanceIDs().count == 2)
            }
        }
    }
}
