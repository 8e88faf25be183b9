import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The data directory and database a store opened, by device and inode, so a write can tell that
/// they were deleted (or replaced) under the running server: SQLite would go on writing into the
/// unlinked files, and every change acknowledged then would be lost at the next start.
struct DataDirectoryIdentity: Sendable {
    private struct FileID: Equatable {
        var device: UInt64
        var inode: UInt64
    }

    let directory: URL
    let database: URL
    private let directoryID: FileID?
    private let databaseID: FileID?

    init(directory: URL, database: URL) {
        self.directory = directory
        self.database = database
        directoryID = Self.id(of: directory)
        databaseID = Self.id(of: database)
    }

    private static func id(of url: URL) -> FileID? {
        var info = stat()
        guard stat(url.path, &info) == 0 else { return nil }
        return FileID(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
    }

    /// What happened to the directory or the database since they were opened, or `nil`.
    var problem: String? {
        guard let directoryID, let databaseID else { return nil }
        switch Self.id(of: directory) {
        case nil: return "the data directory \(directory.path) was deleted while the home screen was serving"
        case directoryID?: break
        default: return "the data directory \(directory.path) was replaced while the home screen was serving"
        }
        switch Self.id(of: database) {
        case nil: return "the database \(database.path) was deleted while the home screen was serving"
        case databaseID?: return nil
        default: return "the database \(database.path) was replaced while the home screen was serving"
        }
    }
}
