import Foundation
import HomeScreen
import Testing

/// `<data dir>/installed-bundles.json`: what `install` writes and a running home screen polls.
@Suite("Installed bundles file")
struct InstalledBundlesTests {
    private func directory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("wk-installed-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test("No file is no bundles; an update writes 0600 atomically and keeps what it did not change")
    func roundTrip() throws {
        let directory = try directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(try InstalledBundles.load(in: directory).isEmpty)

        let date = Date(timeIntervalSince1970: 1_800_000_000)
        try InstalledBundles.update(in: directory) { bundles in
            bundles.append(InstalledBundle(path: "/opt/apps/tally-widgets", installedAt: date))
            bundles.append(InstalledBundle(path: "/opt/apps/news-widgets", installedAt: date))
        }
        let file = InstalledBundles.fileURL(in: directory)
        let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
        #expect(attributes[.posixPermissions] as? Int == 0o600)
        let loaded = try InstalledBundles.load(in: directory)
        #expect(loaded.map(\.key) == ["tally-widgets", "news-widgets"])
        #expect(loaded.first?.installedAt == date)
        let noneAsked = loaded.allSatisfy { $0.removalRequestedAt == nil }
        #expect(noneAsked)

        // An update that changes nothing does not write (the poller sees no new version).
        let inode = try FileManager.default.attributesOfItem(atPath: file.path)[.systemFileNumber] as? Int
        let count = try InstalledBundles.update(in: directory) { $0.count }
        #expect(count == 2)
        #expect(try FileManager.default.attributesOfItem(atPath: file.path)[.systemFileNumber] as? Int == inode)

        try InstalledBundles.update(in: directory) { $0[1].removalRequestedAt = date }
        #expect(try InstalledBundles.load(in: directory).map(\.removalRequestedAt) == [nil, date])
        #expect(try FileManager.default.attributesOfItem(atPath: file.path)[.systemFileNumber] as? Int != inode,
                "replaced by a rename, never rewritten in place")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".tmp") }
        #expect(leftovers.isEmpty)
    }

    @Test("A damaged file is a clear error naming it, and an update refuses to overwrite it")
    func damagedFile() throws {
        let directory = try directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = InstalledBundles.fileURL(in: directory)
        try Data("{\"bundles\": [{\"path\": 3}]".utf8).write(to: file)
        #expect {
            try InstalledBundles.load(in: directory)
        } throws: { error in
            "\(error)".contains(file.path) && "\(error)".contains("fix or remove it")
        }
        #expect(throws: InstalledBundlesError.self) {
            try InstalledBundles.update(in: directory) { $0.append(InstalledBundle(path: "/x/y")) }
        }
        #expect(try String(contentsOf: file, encoding: .utf8) == "{\"bundles\": [{\"path\": 3}]")
    }

    @Test("Updates from many threads at once all land (the file's lock serialises them)")
    func concurrentUpdates() async throws {
        let directory = try directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<16 {
                group.addTask {
                    await Task.detached {
                        try? InstalledBundles.update(in: url) { $0.append(InstalledBundle(path: "/apps/bundle-\(index)")) }
                    }.value
                }
            }
        }
        let keys = Set(try InstalledBundles.load(in: directory).map(\.key))
        #expect(keys == Set((0..<16).map { "bundle-\($0)" }))
    }
}
