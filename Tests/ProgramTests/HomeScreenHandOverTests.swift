import Foundation
import Testing
import TestSupport
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A widget program that does not link the home screen (`shortcuts-widgets`, whose target
/// depends on `WidgetKit` alone, as a user's does) hands `serve` to `widgetkit-home`, which hosts
/// it as an extension process; and it links none of the HTTP server's libraries.
@Suite("A widget program hands serve to widgetkit-home")
struct HomeScreenHandOverTests {
    @Test("serve runs widgetkit-home in the same process, hosting the program's widgets under its name")
    func serveHandsOver() async throws {
        let server = try ServerProcess(program: ServerProcess.product("shortcuts-widgets"), timeout: 60)
        defer { server.stop() }
        // `exec`: the process the test started is now the host.
        let running = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(server.process.processIdentifier)/exe")
        #expect(URL(fileURLWithPath: running).lastPathComponent == "widgetkit-home", "\(running)")
        let kinds = try await Self.get(server.baseURL + "api/kinds")
        #expect(kinds.contains("shortcuts-widgets/StaticShortcutsWidget"), "\(kinds)")
        #expect(kinds.contains("shortcuts-widgets/DynamicShortcutsWidget"), "\(kinds)")
        // The page carries the program's app name, not the host's.
        let page = try await Self.get(server.baseURL)
        #expect(!page.contains("widgetkit-home"), "\(page.prefix(400))")
    }

    @Test("the widget program links no Hummingbird, NIO or Crypto; an in-process server's program does")
    func linkedLibraries() throws {
        let lean = try Self.symbols(of: ServerProcess.product("shortcuts-widgets"))
        let serving = try Self.symbols(of: ServerProcess.product("example-widgets"))
        // GRDB is still linked: our `Combine` and `CoreGraphics` depend on it for build order (Package.swift).
        for library in ["Hummingbird", "NIOCore", "Crypto"] {
            #expect(!lean.contains { $0.contains(library) }, "shortcuts-widgets has \(library) symbols")
            #expect(serving.contains { $0.contains(library) }, "example-widgets has no \(library) symbols")
        }
        // Its own widgets and the widget commands are there.
        #expect(lean.contains { $0.contains("ShortcutsWidgets") } && lean.contains { $0.contains("WidgetProgram") })
    }

    @Test("without widgetkit-home beside it and no package to build it in, serve says what to do and exits 1")
    func noHost() throws {
        let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("handover-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let program = folder.appendingPathComponent("shortcuts-widgets")
        try ServerProcess.copyProduct("shortcuts-widgets", to: program)
        let process = Process()
        process.executableURL = program
        process.arguments = ["serve", "--port", "0", "--data-dir", folder.appendingPathComponent("data").path]
        process.currentDirectoryURL = folder
        var environment = ProcessInfo.processInfo.environment
        environment["WIDGETKIT_HOME_PROGRAM"] = nil
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 1, "\(output)")
        #expect(output.contains("swift build --product widgetkit-home"), "\(output)")
        #expect(output.contains("WIDGETKIT_HOME_PROGRAM"), "\(output)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("data").path))
    }

    /// The symbol names of `program` (`nm`; mangled Swift names carry their module's name).
    static func symbols(of program: URL) throws -> [Substring] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/nm")
        process.arguments = [program.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        try #require(process.terminationStatus == 0)
        return text.split(separator: "\n")
    }

    static func get(_ url: String) async throws -> String {
        var request = URLRequest(url: URL(string: url)!)
        request.timeoutInterval = 60
        let (data, _) = try await URLSession.shared.data(for: request)
        return String(decoding: data, as: UTF8.self)
    }
}
