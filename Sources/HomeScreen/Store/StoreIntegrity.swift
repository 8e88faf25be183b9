package import Foundation
import GRDB
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Why the home screen's store cannot be opened safely.
package struct StoreIntegrityError: Error, Sendable, CustomStringConvertible {
    /// The file at fault.
    package let file: URL
    /// What is wrong with it and what to do, for a person.
    package let problem: String

    package var description: String { "\(file.path): \(problem)" }
}

/// Checks a data directory's store before anything writes to it, and keeps the directory private.
///
/// - A data directory that had a store (the `store-created` or `default-widgets-placed` marker
///   is there) whose `home-screen.sqlite` is missing or empty has lost its database: opening it
///   would silently start an empty home screen and overwrite nothing but hide the loss.
/// - A `-shm` index that records committed WAL frames while `-wal` is missing, shorter than
///   those frames, or of another generation (salt) means the WAL was removed or damaged after
///   a crash: the recent changes it held are gone.
/// - A data directory deleted whole (markers and all) that had a store, as
///   ``KnownDataDirectories`` remembers outside it, has lost it too.
/// - `PRAGMA quick_check` must answer `ok` before the first write (a migration).
///
/// Each is a `StoreIntegrityError` naming the file; the caller refuses to start (or, when
/// asked, serves read-only).
package enum StoreIntegrity {
    /// The file name of the store in its data directory.
    package static let databaseName = "home-screen.sqlite"
    /// Written once a store was created in a directory; its presence means one must be there.
    static let markerNames = ["store-created", "default-widgets-placed"]

    /// Creates `directory` (0700) if needed, and makes it and the store's files private
    /// (directory 0700, files 0600), after ``checkOwnership(of:)``.
    package static func securePermissions(of directory: URL) throws {
        let manager = FileManager.default
        try checkOwnership(of: directory)
        var volume = statvfs()
        if statvfs(directory.path, &volume) == 0, volume.f_flag & UInt(ST_RDONLY) != 0 {
            throw StoreIntegrityError(
                file: directory,
                problem: "the data directory is on a read-only file system: nothing can be saved there. Start with "
                    + "--read-only to serve what it holds (nothing is changed then), or choose a writable --data-dir.")
        }
        try manager.createDirectory(at: directory, withIntermediateDirectories: true,
                                    attributes: [.posixPermissions: 0o700])
        try manager.setAttributes([.posixPermissions: 0o700], ofItemAtPath: directory.path)
        for name in [databaseName, databaseName + "-wal", databaseName + "-shm", "access-token", "widgetcenter.sock"]
            + markerNames {
            let path = directory.appendingPathComponent(name).path
            if manager.fileExists(atPath: path) {
                try? manager.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)
            }
        }
    }

    /// Refuses, as ssh does, a data directory another user could have prepared: the directory,
    /// or its access token, owned by another user (root aside), or writable by group or others.
    /// A token planted there would authorise requests; making it private now would hide that.
    /// Changes nothing; a directory that does not exist yet passes.
    package static func checkOwnership(of directory: URL) throws {
        let me = geteuid()
        func check(_ url: URL, what: String, fix: String) throws {
            var info = stat()
            guard lstat(url.path, &info) == 0 else { return }
            if info.st_uid != me, info.st_uid != 0 {
                throw StoreIntegrityError(
                    file: url,
                    problem: "the \(what) is owned by another user (uid \(info.st_uid)), not by the user serving (uid \(me)): "
                        + "anyone who owns it can plant files there. \(fix)")
            }
            if info.st_mode & 0o022 != 0 {
                throw StoreIntegrityError(
                    file: url,
                    problem: "the \(what) is writable by group or others (mode \(String(info.st_mode & 0o7777, radix: 8))): "
                        + "anyone could have changed it. \(fix)")
            }
        }
        try check(directory, what: "data directory",
                  fix: "Make it yours and private (`chown $USER \(directory.path) && chmod 700 \(directory.path)`), or choose another --data-dir.")
        let token = directory.appendingPathComponent("access-token")
        try check(token, what: "access token file",
                  fix: "Delete it if you did not write it (`rm \(token.path)`; a new token is generated and printed at the next start).")
    }

    /// Makes the app group containers in `directory` private: whatever an older version created
    /// there with the default umask loses its group and other bits (links are not followed).
    /// Once per store opening: it walks every file of every container.
    package static func secureAppGroups(in directory: URL) {
        let folder = directory.appendingPathComponent("AppGroups", isDirectory: true)
        let manager = FileManager.default
        guard let walker = manager.enumerator(atPath: folder.path) else { return }
        var paths = [folder.path]
        while let relative = walker.nextObject() as? String {
            paths.append(folder.appendingPathComponent(relative).path)
        }
        for path in paths {
            guard let attributes = try? manager.attributesOfItem(atPath: path),
                  attributes[.type] as? FileAttributeType != .typeSymbolicLink,
                  let mode = (attributes[.posixPermissions] as? NSNumber)?.uint16Value,
                  mode & 0o077 != 0
            else { continue }
            try? manager.setAttributes([.posixPermissions: NSNumber(value: mode & 0o700)], ofItemAtPath: path)
        }
    }

    /// Whether `directory` has had a store.
    static func hadStore(in directory: URL) -> Bool {
        markerNames.contains { FileManager.default.fileExists(atPath: directory.appendingPathComponent($0).path) }
    }

    /// Records that `directory` now has a store.
    static func markStoreCreated(in directory: URL) {
        let marker = directory.appendingPathComponent(markerNames[0])
        if !FileManager.default.fileExists(atPath: marker.path) {
            _ = FileManager.default.createFile(atPath: marker.path, contents: Data(), attributes: [.posixPermissions: 0o600])
        }
        KnownDataDirectories.record(directory)
    }

    /// Checks the files of the store in `directory` before it is opened. Throws
    /// `StoreIntegrityError` for a lost database or a removed or damaged WAL.
    package static func checkFiles(in directory: URL) throws {
        let database = directory.appendingPathComponent(databaseName)
        let size = fileSize(database)
        if hadStore(in: directory), (size ?? 0) == 0 {
            throw StoreIntegrityError(
                file: database,
                problem: size == nil
                    ? "the database is missing, although this data directory had a home screen. Restore a backup "
                        + "(`restore <file>`), or start with --read-only to look around; nothing was created or overwritten."
                    : "the database is empty (0 bytes), although this data directory had a home screen. Restore a backup "
                        + "(`restore <file>`), or start with --read-only; nothing was overwritten.")
        }
        if !hadStore(in: directory), size == nil, KnownDataDirectories.contains(directory) {
            throw StoreIntegrityError(
                file: directory,
                problem: "this data directory had a home screen, and it is gone with everything in it (deleted?). "
                    + "Restore a backup (`restore <file>`), or start with --read-only to look around; no new home screen was created. "
                    + "To start an empty home screen here on purpose, delete the line \(directory.path) from "
                    + "\(KnownDataDirectories.file.path).")
        }
        try checkWAL(of: database)
    }

    /// Compares the `-shm` index with the `-wal` it indexes (see the type's notes).
    static func checkWAL(of database: URL) throws {
        let wal = URL(fileURLWithPath: database.path + "-wal")
        let shm = URL(fileURLWithPath: database.path + "-shm")
        guard let index = prefix(of: shm, count: 48), index.count >= 48 else { return }
        func word(_ offset: Int) -> UInt32 {
            index.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset, as: UInt32.self) }
        }
        // WalIndexHdr (native byte order): iVersion, unused, iChange, isInit, bigEndCksum,
        // szPage, mxFrame, nPage, aFrameCksum[2], aSalt[2], aCksum[2].
        let isInitialised = index[12] != 0
        let frames = Int(word(16))
        guard word(0) == 3_007_000, isInitialised, frames > 0 else { return }
        let pageField = index.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: 14, as: UInt16.self) }
        let pageSize = pageField == 1 ? 65_536 : Int(pageField)
        let expected = 32 + frames * (24 + pageSize)
        guard let walSize = fileSize(wal) else {
            throw StoreIntegrityError(
                file: wal,
                problem: "the write-ahead log is missing, but its index (\(shm.lastPathComponent)) records \(frames) committed "
                    + "page(s) in it: the latest changes are lost. Restore a backup (`restore <file>`), or start with "
                    + "--read-only to see what is left; nothing was overwritten.")
        }
        let header = prefix(of: wal, count: 32) ?? Data()
        // The index keeps the WAL header's salts as raw bytes (WAL header bytes 16..<24).
        let saltMatches = header.count == 32 && header[16..<24].elementsEqual(index[32..<40])
        if walSize < expected || !saltMatches {
            throw StoreIntegrityError(
                file: wal,
                problem: "the write-ahead log is damaged (\(walSize) bytes; its index records \(frames) committed page(s), "
                    + "\(expected) bytes): the latest changes may be lost. Restore a backup (`restore <file>`), or start "
                    + "with --read-only; nothing was overwritten.")
        }
    }

    /// `PRAGMA quick_check` of an existing database on a read-only connection, before the pool
    /// opens it (opening a `DatabasePool` writes: it makes sure the WAL exists with a small
    /// transaction, which a checkpoint would then carry into a damaged file).
    static func quickCheckBeforeOpening(_ database: URL) throws {
        guard let size = fileSize(database), size > 0 else { return }
        var configuration = Configuration()
        configuration.readonly = true
        configuration.label = "HomeScreen.check"
        // A server that just stopped may still be finishing its last checkpoint: wait for its
        // lock as the store itself does, instead of taking a busy database for a broken one.
        configuration.busyMode = .timeout(5)
        let queue: DatabaseQueue
        do {
            queue = try DatabaseQueue(path: database.path, configuration: configuration)
        } catch {
            throw StoreIntegrityError(file: database, problem: "the database cannot be opened (\(error)). Restore a backup "
                                        + "(`restore <file>`); nothing was overwritten.")
        }
        defer { try? queue.close() }
        try quickCheck(queue, file: database)
    }

    /// `PRAGMA quick_check` on an open database; throws unless it answers `ok`.
    static func quickCheck(_ reader: any DatabaseReader, file: URL) throws {
        let answers: [String]
        do {
            answers = try reader.read { db in try String.fetchAll(db, sql: "PRAGMA quick_check") }
        } catch {
            throw StoreIntegrityError(file: file, problem: "the database cannot be read (\(error)). Restore a backup "
                                        + "(`restore <file>`); nothing was overwritten.")
        }
        guard answers == ["ok"] else {
            throw StoreIntegrityError(
                file: file,
                problem: "the database is damaged (quick_check: \(answers.prefix(3).joined(separator: "; "))). Restore a "
                    + "backup (`restore <file>`); nothing was overwritten.")
        }
    }

    /// The first `count` bytes of the file at `url` (fewer if it is shorter; `nil` if it is empty
    /// or cannot be read): the headers, without reading a whole index or log.
    private static func prefix(of url: URL, count: Int) -> Data? {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return nil }
        defer { try? handle.close() }
        return try? handle.read(upToCount: count)
    }

    /// The size of the file at `url`, or `nil` if there is none.
    static func fileSize(_ url: URL) -> Int? {
        (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? NSNumber)?.intValue
    }
}
