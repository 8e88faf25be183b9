import Foundation
import Testing

/// `intentdefinition-codegen` run as the build plugin runs it: a separate process.
@Suite("The intentdefinition-codegen tool")
struct CodegenProcessTests {
    /// The tool, built beside the test bundle.
    static let tool: URL? = {
        let candidates = [Bundle.main.executableURL, URL(fileURLWithPath: CommandLine.arguments[0])]
            .compactMap { $0?.deletingLastPathComponent() }
            + [Bundle.main.bundleURL.deletingLastPathComponent()]
        // The product, or the build of it for plugins (the same program).
        for directory in candidates {
            for name in ["intentdefinition-codegen", "intentdefinition-codegen-tool"] {
                let url = directory.appendingPathComponent(name)
                if FileManager.default.isExecutableFile(atPath: url.path) { return url }
            }
        }
        return nil
    }()

    struct Run {
        var status: Int32
        var standardError: String
    }

    func run(_ arguments: [String]) throws -> Run {
        let tool = try #require(Self.tool, "intentdefinition-codegen is not built beside the tests")
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let data = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, standardError: String(decoding: data, as: UTF8.self))
    }

    func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("intentdefinition-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func aMalformedFileFailsWithItsNameAndNoOutput() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = fixtures.appendingPathComponent("Malformed.intentdefinition")
        let output = directory.appendingPathComponent("Malformed.intentdefinition.swift")
        let result = try run([input.path, "--output", output.path])
        #expect(result.status == 1)
        #expect(result.standardError.hasPrefix("\(input.path): error: Malformed.intentdefinition: is not a property list"))
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }

    @Test func anUnsupportedTypeFailsNamingTheElement() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = fixtures.appendingPathComponent("Unsupported.intentdefinition")
        let result = try run([input.path, "--output", directory.appendingPathComponent("out.swift").path])
        #expect(result.status == 1)
        #expect(result.standardError
            == "\(input.path): error: Unsupported.intentdefinition: intent 'Foo', parameter 'bar': unsupported type 'Location'\n")
    }

    @Test func aMissingFileFails() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = directory.appendingPathComponent("Missing.intentdefinition")
        let result = try run([input.path, "--output", directory.appendingPathComponent("out.swift").path])
        #expect(result.status == 1)
        #expect(result.standardError.contains("error: Missing.intentdefinition: cannot be read"))
    }

    @Test func aValidFileIsWrittenOnceAndKeptWhenUnchanged() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("nested/Widgets.intentdefinition.swift")
        let input = fixtures.appendingPathComponent("Widgets.intentdefinition")
        let first = try run([input.path, "--output", output.path, "--access-level", "internal"])
        #expect(first.status == 0)
        #expect(first.standardError.isEmpty)
        let source = try String(contentsOf: output, encoding: .utf8)
        #expect(source.contains("\nnonisolated class DynamicConfigurationIntent: INIntent {"))

        // An unchanged definition leaves the file (and so the build) alone.
        let old = Date(timeIntervalSince1970: 1_000_000)
        try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: output.path)
        #expect(try run([input.path, "--output", output.path, "--access-level", "internal"]).status == 0)
        let modified = try FileManager.default.attributesOfItem(atPath: output.path)[.modificationDate] as? Date
        #expect(modified == old)

        let bad = try run([input.path, "--output", output.path, "--access-level", "private"])
        #expect(bad.status != 0)
        #expect(bad.standardError.contains("--access-level must be public or internal"))
    }
}
