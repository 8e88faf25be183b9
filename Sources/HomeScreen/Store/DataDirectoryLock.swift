package import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// An exclusive lock on `<data dir>/home-screen.lock` (`flock`), held by a serving home screen
/// for as long as it runs, so a second server, or `restore`, cannot use the same data directory
/// under it. The kernel drops the lock when the process ends, however it ends.
package final class DataDirectoryLock: Sendable {
    private let descriptor: Int32

    /// Takes the lock of `directory`; throws `StoreIntegrityError` if another process holds it.
    package init(directory: URL) throws {
        try StoreIntegrity.securePermissions(of: directory)
        let file = directory.appendingPathComponent("home-screen.lock")
        let descriptor = open(file.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw StoreIntegrityError(file: file, problem: "cannot be opened (errno \(errno)).")
        }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            close(descriptor)
            throw StoreIntegrityError(
                file: file, problem: "another home screen is using this data directory; stop it first.")
        }
        self.descriptor = descriptor
    }

    deinit {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
