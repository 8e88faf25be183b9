import Foundation

/// Reads a Swift package's manifest by asking SwiftPM (`swift package dump-package`), so that
/// the manifest's Swift is evaluated by the compiler and never parsed here.
enum PackageDumper {
    /// The manifest in `folder`.
    ///
    /// - Throws: ``ImportError/unreadablePackage(_:_:)`` when `swift` cannot be run or the
    ///   manifest does not evaluate (SwiftPM's first error lines are in the message).
    static func dump(_ folder: URL) throws -> PackageManifestDump {
        let errorsFile = FileManager.default.temporaryDirectory
            .appendingPathComponent("widgetkit-import-dump-\(UUID().uuidString).txt")
        _ = FileManager.default.createFile(atPath: errorsFile.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: errorsFile) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "package", "dump-package", "--package-path", folder.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardInput = FileHandle.nullDevice
        // Standard error goes to a file: a long error cannot block the pipe being read.
        let errors: FileHandle
        do {
            errors = try FileHandle(forWritingTo: errorsFile)
        } catch {
            throw ImportError.unreadablePackage(folder.path, "cannot write \(errorsFile.path): \(error)")
        }
        defer { try? errors.close() }
        process.standardError = errors
        do {
            try process.run()
        } catch {
            throw ImportError.unreadablePackage(folder.path, "cannot run `swift package dump-package` (\(error))")
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let text = String(decoding: FileManager.default.contents(atPath: errorsFile.path) ?? Data(), as: UTF8.self)
            let lines = text.split(separator: "\n").filter { $0.contains("error") }.prefix(3)
            let why = lines.isEmpty ? String(text.prefix(300)) : lines.joined(separator: "; ")
            throw ImportError.unreadablePackage(
                folder.path, "`swift package dump-package` exited with \(process.terminationStatus)" + (why.isEmpty ? "" : ": \(why)"))
        }
        return try PackageManifestDump(json: data, folder: folder.path)
    }
}
