import DisplayList
import Foundation
import Testing
import TestSupport

/// The seed apps' and the examples' real display lists, as `render --format displayList` writes
/// them, round-trip through the binary coding an extension sends its host.
@Suite("Display list binary coding of the seed apps and examples")
struct DisplayListBinarySeedTests {
    /// Runs `program` with `arguments` (its data in a fresh directory) and returns its standard
    /// output; records its standard error when it fails.
    static func output(of program: URL, _ arguments: [String], dataDirectory: URL) throws -> Data {
        let process = Process()
        process.executableURL = program
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(["WIDGETKIT_DATA_DIR": dataDirectory.path]) { $1 }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(arguments): \(String(decoding: stderr, as: UTF8.self))")
        return stdout
    }

    struct Listed: Decodable {
        var kind: String
        var families: [String]
    }

    @Test("Every widget of the showcase (all seed apps) and of the examples, in every family it supports",
          arguments: ["showcase", "example-widgets"])
    func everyWidget(program name: String) throws {
        let program = ServerProcess.product(name)
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("binary-seed-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: data) }
        let widgets = try JSONDecoder().decode([Listed].self, from: Self.output(of: program, ["list", "--json"], dataDirectory: data))
        var renders = 0
        for widget in widgets {
            for family in widget.families {
                let json = try Self.output(of: program, ["render", widget.kind, "--family", family, "--format", "displayList"],
                                           dataDirectory: data)
                let list = try JSONDecoder().decode(DisplayList.self, from: json)
                #expect(!list.items.isEmpty, "\(widget.kind) \(family)")
                let bytes = try list.binaryRepresentation()
                #expect(try DisplayList(binaryRepresentation: bytes) == list, "\(widget.kind) \(family)")
                #expect(bytes.count < json.count, "\(widget.kind) \(family): \(bytes.count) bytes, JSON \(json.count)")
                renders += 1
            }
        }
        #expect(renders >= 5, "\(widgets.map(\.kind))")
    }
}
