import Foundation
import Testing
import TestSupport

/// The data directory under faults, with the real server: deleted while serving, on a
/// read-only file system, prepared by another user, on a full disk.
@Suite("Data directory faults", .serialized)
struct DataDirectoryFaultTests {
    static func newDirectory(_ name: String) -> URL {
        URL(fileURLWithPath: "/tmp/wk-\(name)-\(UUID().uuidString.prefix(8))")
    }

    static func request(_ server: ServerProcess, _ method: String, _ path: String, json: String? = nil) async throws
        -> HTTPMethodsTests.Answer {
        var text = "\(method) \(path) HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n"
        if let json { text += "Content-Type: application/json\r\nContent-Length: \(json.utf8.count)\r\n\r\n\(json)" } else { text += "\r\n" }
        return try await HTTPMethodsTests.exchange(server.port, text)
    }

    static func addCounter(_ server: ServerProcess) async throws -> HTTPMethodsTests.Answer {
        try await request(server, "POST", "/api/instances", json: #"{"kind":"Countdown","family":"systemSmall"}"#)
    }

    /// Runs a command to its end; its status and output.
    @discardableResult
    static func run(_ path: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        try ServerProcess.run(URL(fileURLWithPath: path), arguments)
    }

    @Test("A data directory (or its database) deleted while serving: writes answer 503, logged; a restart refuses it",
          arguments: [false, true])
    func deletedWhileServing(databaseOnly: Bool) async throws {
        let directory = Self.newDirectory("gone")
        defer { try? FileManager.default.removeItem(at: directory) }
        let server = try ServerProcess(dataDirectory: directory)
        defer { server.stop() }
        let added = try await Self.addCounter(server)
        #expect(added.status == 201, "\(added.body)")

        if databaseOnly {
            for suffix in ["", "-wal", "-shm"] {
                try? FileManager.default.removeItem(atPath: directory.appendingPathComponent("home-screen.sqlite").path + suffix)
            }
        } else {
            try FileManager.default.removeItem(at: directory)
        }
        let refused = try await Self.addCounter(server)
        #expect(refused.status == 503, "\(refused.status) \(refused.body)")
        #expect(refused.body.contains(databaseOnly ? "the database" : "the data directory") && refused.body.contains("was deleted"),
                "\(refused.body)")
        let logged = try await eventually { server.log.contains("changes are refused from now on") }
        #expect(logged, "\(server.log.suffix(1500))")
        let page = try await Self.request(server, "GET", "/")
        #expect(page.body.contains("id=\"saving-banner\"") && page.body.contains("was deleted"), "the page's banner says so")
        server.stop()

        // The next start refuses what is left (or nothing at all) instead of a new default home screen.
        #expect {
            try ServerProcess(dataDirectory: directory)
        } throws: { error in
            let text = String(describing: error)
            return databaseOnly ? text.contains("the database is missing") : text.contains("had a home screen, and it is gone")
        }
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("home-screen.sqlite").path),
                "no new store was created")
    }

    /// Mounts a tmpfs of `size` at a new folder; nil (the test is skipped) where mounting is not permitted.
    static func mountTmpfs(size: String) throws -> URL? {
        let folder = newDirectory("mnt")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let (status, output) = try run("/bin/mount", ["-t", "tmpfs", "-o", "size=\(size)", "tmpfs", folder.path])
        guard status == 0 else {
            print("Skipped: mounting a tmpfs is not permitted here (\(output))")
            try? FileManager.default.removeItem(at: folder)
            return nil
        }
        return folder
    }

    static func unmount(_ folder: URL) {
        _ = try? run("/bin/umount", ["-l", folder.path])
        try? FileManager.default.removeItem(at: folder)
    }

    @Test("serve --read-only serves a store on a read-only file system; without it, a message saying what to do")
    func readOnlyFileSystem() async throws {
        guard let mount = try Self.mountTmpfs(size: "32m") else { return }
        defer { Self.unmount(mount) }
        let directory = mount.appendingPathComponent("data")
        let writer = try ServerProcess(dataDirectory: directory)
        let added = try await Self.addCounter(writer)
        #expect(added.status == 201)
        writer.terminate()
        let remounted = try Self.run("/bin/mount", ["-o", "remount,ro", mount.path])
        #expect(remounted.status == 0, "\(remounted.output)")

        #expect {
            try ServerProcess(dataDirectory: directory)
        } throws: { error in
            let text = String(describing: error)
            return text.contains("read-only file system") && text.contains("--read-only") && !text.contains("NSError")
        }
        let reader = try ServerProcess(arguments: ["--read-only"], dataDirectory: directory)
        defer { reader.stop() }
        let listed = try await Self.request(reader, "GET", "/api/instances")
        #expect(listed.status == 200)
        #expect(listed.body.contains("Countdown"), "\(listed.body) \(reader.log.suffix(1500))")
        let page = try await Self.request(reader, "GET", "/")
        #expect(page.status == 200)
        let change = try await Self.addCounter(reader)
        #expect(change.status == 503)
    }

    @Test("A data directory or token file another user could have changed is refused, with what to fix")
    func ownership() throws {
        // Writable by everyone.
        let open = Self.newDirectory("open")
        try FileManager.default.createDirectory(at: open, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: open) }
        try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: open.path)
        #expect {
            try ServerProcess(dataDirectory: open)
        } throws: { String(describing: $0).contains("writable by group or others") && String(describing: $0).contains("chmod 700") }

        // Owned by another user (this test runs as root: `nobody`).
        let theirs = Self.newDirectory("theirs")
        try FileManager.default.createDirectory(at: theirs, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: theirs) }
        let chowned = try Self.run("/bin/chown", ["nobody", theirs.path])
        if chowned.status == 0 {
            #expect {
                try ServerProcess(dataDirectory: theirs)
            } throws: { String(describing: $0).contains("owned by another user") }
        }

        // A planted token, writable by everyone: refused, not trusted (nor quietly made private).
        let planted = Self.newDirectory("planted")
        try FileManager.default.createDirectory(at: planted, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: planted) }
        let token = planted.appendingPathComponent("access-token")
        try Data((String(repeating: "0", count: 64) + "\n").utf8).write(to: token)
        try FileManager.default.setAttributes([.posixPermissions: 0o666], ofItemAtPath: token.path)
        #expect {
            try ServerProcess(arguments: ["--host", "127.0.0.1"], dataDirectory: planted)
        } throws: { String(describing: $0).contains("access token file is writable by group or others") }
        let mode = (try FileManager.default.attributesOfItem(atPath: token.path)[.posixPermissions] as? NSNumber)?.intValue
        #expect(mode == 0o666, "left as found")
    }

    @Test("A full disk answers 507 with the reason; once space is back, writes are saved again")
    func diskFull() async throws {
        guard let mount = try Self.mountTmpfs(size: "8m") else { return }
        defer { Self.unmount(mount) }
        let directory = mount.appendingPathComponent("data")
        let server = try ServerProcess(dataDirectory: directory)
        defer { server.stop() }
        let first = try await Self.addCounter(server)
        #expect(first.status == 201)

        let filler = mount.appendingPathComponent("filler")
        _ = try Self.run("/bin/dd", ["if=/dev/zero", "of=\(filler.path)", "bs=64k"])
        var full: HTTPMethodsTests.Answer?
        // A few writes may still fit in pages SQLite has already; the next ones cannot.
        for _ in 0..<50 {
            let answer = try await Self.addCounter(server)
            if answer.status != 201 {
                full = answer
                break
            }
        }
        let refused = try #require(full, "every write fitted on a full disk")
        #expect(refused.status == 507, "\(refused.status) \(refused.body)")
        #expect(refused.body.contains("disk") && refused.body.contains("full"), "\(refused.body)")

        let warned = try await Self.request(server, "GET", "/")
        #expect(warned.body.contains("id=\"saving-banner\"") && warned.body.contains("is full"), "the page's banner says so")

        try FileManager.default.removeItem(at: filler)
        let again = try await Self.addCounter(server)
        #expect(again.status == 201, "\(again.body)")
        let page = try await Self.request(server, "GET", "/")
        #expect(page.status == 200 && !page.body.contains("saving-banner"), "the banner is gone once a write is saved")
        #expect(server.process.isRunning)

        // The WAL that filled with the disk can be checkpointed once space is back: a clean stop
        // moves everything into the database file and empties the WAL, and a restart finds every
        // acknowledged write.
        let listed = try await Self.request(server, "GET", "/api/instances")
        let acknowledged = listed.body.components(separatedBy: "\"kind\"").count - 1
        #expect(acknowledged >= 2, "\(listed.body)")
        server.terminate()
        #expect(server.process.terminationStatus == 0, "a clean stop")
        let wal = directory.appendingPathComponent("home-screen.sqlite-wal")
        let walSize = (try? FileManager.default.attributesOfItem(atPath: wal.path)[.size] as? NSNumber)?.intValue ?? 0
        #expect(walSize == 0, "the stop's TRUNCATE checkpoint emptied the WAL (\(walSize) bytes left)")
        let restarted = try ServerProcess(dataDirectory: directory)
        defer { restarted.stop() }
        let after = try await Self.request(restarted, "GET", "/api/instances")
        #expect(after.status == 200)
        #expect(after.body.components(separatedBy: "\"kind\"").count - 1 == acknowledged, "\(after.body)")
    }
}
