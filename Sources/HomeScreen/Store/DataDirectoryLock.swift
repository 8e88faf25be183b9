package import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// An exclusive lock on `<data dir>/home-screen.lock` (`flock`), held by a serving home screen
/// for as long as it runs, so a second server, or `restore`, cannot use the same data directory
/// under it. The kernel drops the lock when the process ends, however it ends.
///
/// A read-only home screen (`serve --read-only`) touches nothing: it takes a shared lock on the
/// lock file if there is one (refused while a writing server holds it), creates no file and
/// changes no permission, so it can serve a data directory on a read-only file system.
package final class DataDirectoryLock: Sendable {
    private let descriptor: Int32

    /// Takes the lock of `directory`; throws `StoreIntegrityError` if another process holds it.
    /// With `readOnly`, a shared lock, and only if the lock file exists.
    package init(directory: URL, readOnly: Bool = false) throws {
        let file = directory.appendingPathComponent("home-screen.lock")
        if readOnly {
            try StoreIntegrity.checkOwnership(of: directory)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw StoreIntegrityError(file: directory, problem: "there is no data directory here: nothing to serve read-only.")
            }
            descriptor = open(file.path, O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else { return }
            guard flock(descriptor, LOCK_SH | LOCK_NB) == 0 else {
                close(descriptor)
                throw StoreIntegrityError(
                    file: file, problem: "another home screen is using this data directory; stop it first.")
            }
            return
        }
        try StoreIntegrity.securePermissions(of: directory)
        let descriptor = open(file.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw StoreIntegrityError(file: file, problem: "cannot be opened (\(String(cString: strerror(errno)))).")
        }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            close(descriptor)
            throw StoreIntegrityError(
                file: file, problem: "another home screen is using this data directory; stop it first.")
        }
        self.descriptor = descriptor
    }

    deinit {
        guard descriptor >= 0 else { return }
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
