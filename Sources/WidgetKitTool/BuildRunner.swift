import Foundation
import XcodeProjectImport

/// `import --build`: `swift build` on the generated package, then each program's `list --json`
/// and one `render` per kind and family into `<package>/previews/<kind>-<family>.png`.
struct BuildRunner {
    let report: ImportReport
    let scratchPath: String?

    struct Listed: Decodable {
        var kind: String
        var families: [String]
    }

    func run() async throws {
        var buildArguments = ["build", "--package-path", report.packageDirectory]
        if let scratchPath { buildArguments += ["--scratch-path", scratchPath] }
        print("Building: swift \(buildArguments.joined(separator: " "))")
        let status = try Self.run(Self.swift, buildArguments, capture: false).status
        guard status == 0 else { throw ToolFailure.build("swift build failed (exit \(status)).") }
        let binPath = try Self.run(Self.swift, buildArguments + ["--show-bin-path"], capture: true)
        let bin = URL(fileURLWithPath: String(decoding: binPath.output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
        let previews = URL(fileURLWithPath: report.packageDirectory).appendingPathComponent("previews")
        try FileManager.default.createDirectory(at: previews, withIntermediateDirectories: true)
        var failures = 0
        for target in report.targets {
            guard let product = target.product else { continue }
            let program = bin.appendingPathComponent(product)
            let listed = try Self.run(program, ["list", "--json"], capture: true)
            guard listed.status == 0, let widgets = try? JSONDecoder().decode([Listed].self, from: listed.output) else {
                print("\(product): `list` failed (exit \(listed.status))")
                failures += 1
                continue
            }
            print("\(product): \(widgets.count) widget\(widgets.count == 1 ? "" : "s")")
            for widget in widgets {
                print("  \(widget.kind): \(widget.families.joined(separator: ", "))")
                for family in widget.families {
                    let file = previews.appendingPathComponent("\(Self.fileName(widget.kind))-\(family).png")
                    let rendered = try Self.run(program, ["render", widget.kind, "--family", family, "--output", file.path], capture: false)
                    if rendered.status == 0 {
                        print("    \(file.path)")
                    } else {
                        print("    \(family): render failed (exit \(rendered.status))")
                        failures += 1
                    }
                }
            }
        }
        if failures > 0 { throw ToolFailure.build("\(failures) program or render step\(failures == 1 ? "" : "s") failed.") }
    }

    /// A kind as a file name: anything but letters, digits, `-`, `_` and `.` becomes `_`.
    static func fileName(_ kind: String) -> String {
        String(kind.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == "." ? $0 : "_" })
    }

    /// `swift` on the `PATH`.
    static var swift: URL {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"
        for folder in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("swift")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return URL(fileURLWithPath: "/usr/bin/swift")
    }

    /// Runs a program with the tool's standard error; standard output is captured or passed through.
    static func run(_ executable: URL, _ arguments: [String], capture: Bool) throws -> (status: Int32, output: Data) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let pipe = Pipe()
        if capture { process.standardOutput = pipe }
        do {
            try process.run()
        } catch {
            throw ToolFailure.build("Cannot run \(executable.path): \(error)")
        }
        let output = capture ? pipe.fileHandleForReading.readDataToEndOfFile() : Data()
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }
}
