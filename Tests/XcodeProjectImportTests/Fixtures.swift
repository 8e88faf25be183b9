import Foundation
import XcodeProjectImport

/// The fixture projects (Tests/Fixtures/XcodeProjects) and fresh output folders.
enum Fixtures {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/XcodeProjects").standardizedFileURL
    static let classic = root.appendingPathComponent("Classic/Weather.xcodeproj")
    static let synced = root.appendingPathComponent("Synced/Counter.xcodeproj")
    /// This checkout: what a generated package depends on.
    static let checkout = root.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A new empty folder under the temporary directory.
    static func temporaryFolder(_ name: String = "import") throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("XcodeProjectImportTests-\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Imports `project` into a fresh folder (`output` inside it) and returns the plan and report.
    static func importing(_ project: URL, targets: [String] = [], excludes: [String] = []) throws
        -> (plan: ImportPlan, report: ImportReport, output: URL) {
        let output = try temporaryFolder().appendingPathComponent("output")
        let plan = try XcodeProjectImporter.plan(ImportOptions(
            project: project, targets: targets, output: output, excludes: excludes, packagePath: checkout))
        let report = try XcodeProjectImporter.write(plan)
        return (plan, report, output)
    }

    /// What the link at `path` (relative to `output`) points at, resolved; `nil` when it is not a link.
    static func linkTarget(_ path: String, in output: URL) -> URL? {
        let url = output.appendingPathComponent(path)
        guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: url.path) else { return nil }
        let resolved = destination.hasPrefix("/") ? URL(fileURLWithPath: destination)
            : url.deletingLastPathComponent().appendingPathComponent(destination)
        return resolved.standardizedFileURL
    }

    /// The text of a file.
    static func text(_ url: URL) throws -> String {
        String(decoding: try Data(contentsOf: url), as: UTF8.self)
    }

    /// The generated package read back by SwiftPM (`swift package dump-package`): its exit
    /// status, its standard error, and the manifest as JSON (`nil` when it printed none).
    /// Standard error goes to a file, so a long error cannot block the pipe being read.
    static func dumpPackage(_ package: URL) throws -> (status: Int32, errors: String, manifest: [String: Any]?) {
        let errorsFile = try temporaryFolder("dump").appendingPathComponent("stderr")
        try Data().write(to: errorsFile)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "package", "dump-package", "--package-path", package.path]
        let stdout = Pipe()
        process.standardOutput = stdout
        let errors = try FileHandle(forWritingTo: errorsFile)
        defer { try? errors.close() }
        process.standardError = errors
        try process.run()
        let data = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let manifest = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        return (process.terminationStatus, try text(errorsFile), manifest)
    }
}
