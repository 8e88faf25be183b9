import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The data directories that have had a home screen, remembered outside them: a directory
/// deleted whole takes its own markers with it, and would otherwise come back at the next start
/// as a new, default home screen, hiding the loss (`StoreIntegrity.checkFiles` refuses it).
///
/// One absolute path a line in `$WIDGETKIT_STATE_DIR/data-directories` (by default
/// `$XDG_STATE_HOME/widgetkit-linux`, else `~/.local/state/widgetkit-linux`); the newest
/// ``limit`` are kept. Best effort: a file that cannot be read or written remembers nothing.
/// Servers starting at the same moment (tests in parallel, several home screens of one user)
/// each add their path under an exclusive `flock` of `data-directories.lock`, so none loses
/// another's.
enum KnownDataDirectories {
    /// Paths kept, newest last.
    static let limit = 1000

    /// The file the paths are kept in.
    static var file: URL {
        let environment = ProcessInfo.processInfo.environment
        let folder: URL
        if let state = environment["WIDGETKIT_STATE_DIR"], !state.isEmpty {
            folder = URL(fileURLWithPath: state, isDirectory: true)
        } else if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            folder = URL(fileURLWithPath: state, isDirectory: true).appendingPathComponent("widgetkit-linux")
        } else {
            folder = FileManager.default.homeDirectoryForCurrentUser
                .appendingPathComponent(".local/state/widgetkit-linux", isDirectory: true)
        }
        return folder.appendingPathComponent("data-directories")
    }

    private static func key(_ directory: URL) -> String {
        directory.standardizedFileURL.resolvingSymlinksInPath().path
    }

    private static func paths() -> [String] {
        guard let data = FileManager.default.contents(atPath: file.path) else { return [] }
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    /// Whether `directory` has had a home screen.
    static func contains(_ directory: URL) -> Bool {
        paths().contains(key(directory))
    }

    /// Remembers that `directory` has a home screen.
    static func record(_ directory: URL) {
        let path = key(directory)
        guard !path.contains("\n") else { return }
        whileLocked {
            var known = paths()
            guard !known.contains(path) else { return }
            known.append(path)
            write(known.suffix(limit))
        }
    }

    /// Runs `body` holding the state folder's lock file (created if needed); without one (the
    /// folder cannot be made), runs it anyway.
    private static func whileLocked(_ body: () -> Void) {
        let folder = file.deletingLastPathComponent()
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true,
                                                 attributes: [.posixPermissions: 0o700])
        let descriptor = open(folder.appendingPathComponent("data-directories.lock").path, O_CREAT | O_RDWR | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return body() }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0, errno == EINTR {}
        body()
    }

    private static func write(_ paths: some Sequence<String>) {
        let folder = file.deletingLastPathComponent()
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true,
                                                 attributes: [.posixPermissions: 0o700])
        let text = paths.map { $0 + "\n" }.joined()
        try? Data(text.utf8).write(to: file, options: .atomic)
    }
}
