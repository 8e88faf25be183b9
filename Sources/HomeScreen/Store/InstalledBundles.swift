package import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A bundle program registered with the home screen of a data directory by `BUNDLE install`.
package struct InstalledBundle: Codable, Sendable, Equatable {
    /// The program's absolute path, symbolic links resolved.
    package var path: String
    /// When it was installed.
    package var installedAt: Date
    /// When `uninstall` asked a running home screen to remove it; `nil` if not asked. The page
    /// asks for confirmation and removes it (or keeps it, clearing this).
    package var removalRequestedAt: Date?

    package init(path: String, installedAt: Date = Date(), removalRequestedAt: Date? = nil) {
        self.path = path
        self.installedAt = installedAt
        self.removalRequestedAt = removalRequestedAt
    }

    /// The bundle's key on the home screen (its program's file name; its kinds are `KEY/kind`).
    package var key: String { URL(fileURLWithPath: path).lastPathComponent }
}

/// The bundles installed in a data directory: `<data dir>/installed-bundles.json`, 0600,
/// replaced atomically (write a temporary file, then rename) under an exclusive `flock` of
/// `<data dir>/installed-bundles.lock`, so `install`/`uninstall` and a serving home screen
/// (which holds `DataDirectoryLock`, not this lock) change it in turn. A running home screen
/// polls the file and hosts what is added without a restart.
///
/// A file rather than a table of the SQLite store: the CLI changes it while a server holds the
/// store open, and it is not instance data (a backup of the store restores widgets, not programs).
package enum InstalledBundles {
    /// The file's name in the data directory.
    package static let fileName = "installed-bundles.json"

    /// The file in `directory`.
    package static func fileURL(in directory: URL) -> URL {
        directory.appendingPathComponent(fileName)
    }

    /// The installed bundles, in the order they were installed; none if there is no file.
    package static func load(in directory: URL) throws -> [InstalledBundle] {
        let url = fileURL(in: directory)
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch CocoaError.fileReadNoSuchFile {
            return []
        } catch {
            if !FileManager.default.fileExists(atPath: url.path) { return [] }
            throw InstalledBundlesError(file: url, problem: "cannot be read: \(error.localizedDescription)")
        }
        do {
            return try decoder.decode(Document.self, from: data).bundles
        } catch {
            throw InstalledBundlesError(file: url, problem: "is not a list of installed bundles (\(error)); fix or remove it.")
        }
    }

    /// Reads the list, lets `change` edit it and writes it back if it changed, all under the
    /// file's lock. Returns what `change` returns.
    package static func update<Result>(
        in directory: URL, _ change: (inout [InstalledBundle]) throws -> Result
    ) throws -> Result {
        try StoreIntegrity.securePermissions(of: directory)
        let lockFile = directory.appendingPathComponent("installed-bundles.lock")
        let descriptor = open(lockFile.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw InstalledBundlesError(file: lockFile, problem: "cannot be opened (\(String(cString: strerror(errno)))).")
        }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else {
                throw InstalledBundlesError(file: lockFile, problem: "cannot be locked (\(String(cString: strerror(errno)))).")
            }
        }
        defer { flock(descriptor, LOCK_UN) }
        let before = try load(in: directory)
        var bundles = before
        let result = try change(&bundles)
        if bundles != before { try write(bundles, in: directory) }
        return result
    }

    private static func write(_ bundles: [InstalledBundle], in directory: URL) throws {
        let url = fileURL(in: directory)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        let data = try encoder.encode(Document(bundles: bundles))
        let temporary = directory.appendingPathComponent(".\(fileName).\(getpid()).tmp")
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw InstalledBundlesError(file: temporary, problem: "cannot be created (\(String(cString: strerror(errno)))).")
        }
        let written = data.withUnsafeBytes { buffer -> Bool in
            var offset = 0
            while offset < buffer.count {
                let count = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { return false }
                offset += count
            }
            return true
        }
        let synced = fsync(descriptor) == 0
        close(descriptor)
        guard written, synced, rename(temporary.path, url.path) == 0 else {
            let problem = String(cString: strerror(errno))
            unlink(temporary.path)
            throw InstalledBundlesError(file: url, problem: "cannot be written (\(problem)).")
        }
    }

    private struct Document: Codable {
        var bundles: [InstalledBundle]
    }

    private static var decoder: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }
}

/// The installed-bundles file cannot be read, locked or written.
package struct InstalledBundlesError: Error, CustomStringConvertible {
    package let file: URL
    package let problem: String

    package var description: String { "\(file.path) \(problem)" }
}
