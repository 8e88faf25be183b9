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

    /// The Swift files under `folder` (a link to a folder is followed), sorted.
    static func swiftFiles(in folder: URL) -> [URL] {
        let root = folder.resolvingSymlinksInPath()
        var found: [URL] = []
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        while let url = enumerator?.nextObject() as? URL {
            if url.pathExtension == "swift" { found.append(url) }
        }
        return found.sorted { $0.path < $1.path }
    }

    /// The flags SwiftPM passed the compiler for this test target, which depends on WidgetKit for
    /// Linux's `WidgetKit` product as a generated package's targets do: the module search paths,
    /// the C modules' maps and include folders, the module cache and the macro plugin. Read from
    /// the build's `debug.yaml` (beside the configuration folder the test binary runs from).
    static func widgetKitSearchFlags() throws -> [String] {
        let binary = URL(fileURLWithPath: ProcessInfo.processInfo.arguments[0]).resolvingSymlinksInPath()
        let configuration = binary.deletingLastPathComponent()
        let triple = configuration.deletingLastPathComponent()
        let scratch = triple.deletingLastPathComponent()
        let description = try text(scratch.appendingPathComponent("\(configuration.lastPathComponent).yaml"))
        // `C.XcodeProjectImportTests-<triple>-<configuration>.module`, or `…-tool.module` when
        // SwiftPM builds the target for the host (it does when a macro's tool shares its modules).
        let prefix = "  \"C.XcodeProjectImportTests-\(triple.lastPathComponent)-\(configuration.lastPathComponent)"
        let lines = description.components(separatedBy: "\n")
        guard let start = lines.firstIndex(of: prefix + ".module\":") ?? lines.firstIndex(of: prefix + "-tool.module\":"),
              let line = lines[start...].first(where: { $0.trimmingCharacters(in: .whitespaces).hasPrefix("args:") }),
              let data = line.trimmingCharacters(in: .whitespaces).dropFirst("args:".count).data(using: .utf8),
              let arguments = try JSONSerialization.jsonObject(with: data) as? [String] else {
            throw CocoaError(.fileReadCorruptFile, userInfo: [NSFilePathErrorKey: "no compile command of XcodeProjectImportTests in \(scratch.path)"])
        }
        var flags: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if ["-I", "-Xcc", "-module-cache-path", "-target"].contains(argument), index + 1 < arguments.count {
                flags += arguments[index...(index + 1)]
                index += 2
            } else if argument == "-Xfrontend", index + 3 < arguments.count, arguments[index + 1] == "-load-plugin-executable" {
                flags += arguments[index...(index + 3)]
                index += 4
            } else {
                if argument.hasPrefix("-I") { flags.append(argument) }
                index += 1
            }
        }
        return flags
    }

    /// Compiles `sources` into `<folder>/<module>.swiftmodule` (type-checking every body) with
    /// `arguments`; the exit status and the compiler's errors.
    static func compileModule(_ module: String, sources: [URL], arguments: [String], into folder: URL) throws
        -> (status: Int32, errors: String) {
        let errorsFile = try temporaryFolder("swiftc").appendingPathComponent("stderr")
        try Data().write(to: errorsFile)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc", "-emit-module", "-module-name", module,
                             "-emit-module-path", folder.appendingPathComponent("\(module).swiftmodule").path]
            + arguments + sources.map(\.path)
        let errors = try FileHandle(forWritingTo: errorsFile)
        defer { try? errors.close() }
        process.standardOutput = errors
        process.standardError = errors
        try process.run()
        process.waitUntilExit()
        return (process.terminationStatus, try text(errorsFile))
    }
}
