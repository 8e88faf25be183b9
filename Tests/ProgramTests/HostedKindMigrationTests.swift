import Foundation
import Testing
import TestSupport
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
#if canImport(Glibc)
import Glibc
#endif

/// A data directory of a program that had some widgets in process, served by a home screen that
/// hosts them out of process (the one-program showcase → `scripts/start.sh`'s five programs):
/// real processes on one data directory, one after the other.
@Suite("Widgets that moved to a hosted bundle", .serialized)
struct HostedKindMigrationTests {
    /// `PROGRAM serve --port 0 --data-dir DIR ARGUMENTS`, running until `stop()`. Its state is set
    /// in `init` and only read afterwards (the output behind a lock).
    final class Serving: @unchecked Sendable {
        let process = Process()
        private let pipe = Pipe()
        private let lock = NSLock()
        private var text = ""
        private(set) var baseURL = ""

        init(_ program: URL, dataDirectory: URL, arguments: [String] = []) throws {
            process.executableURL = program
            process.arguments = ["serve", "--port", "0", "--data-dir", dataDirectory.path] + arguments
            process.standardOutput = pipe
            process.standardError = pipe
            pipe.fileHandleForReading.readabilityHandler = { [weak self] handle in
                let data = handle.availableData
                if data.isEmpty { handle.readabilityHandler = nil; return }
                guard let self else { return }
                lock.withLock { text += String(decoding: data, as: UTF8.self) }
            }
            try process.run()
            let deadline = Date().addingTimeInterval(Patience.seconds(60))
            while true {
                let output = log
                if let range = output.range(of: #"Home screen: (http://[^\s]+/)"#, options: .regularExpression) {
                    baseURL = String(output[range].dropFirst("Home screen: ".count))
                    return
                }
                guard process.isRunning, Date() < deadline else {
                    stop()
                    throw ServerProcessError("\(program.lastPathComponent) serve did not start:\n\(output)")
                }
                Thread.sleep(forTimeInterval: 0.05)
            }
        }

        var log: String { lock.withLock { text } }

        /// Stops it as Ctrl-C does, and waits until it has ended.
        func stop() {
            guard process.isRunning else { return }
            kill(process.processIdentifier, SIGINT)
            let deadline = Date().addingTimeInterval(Patience.seconds(10))
            while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
        }

        deinit { stop() }

        /// The placed widgets, in order: id, kind, family, availability.
        func instances() async throws -> [[String: Any]] {
            let (data, _) = try await URLSession.shared.data(from: URL(string: baseURL + "api/instances")!)
            let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
            return object?["instances"] as? [[String: Any]] ?? []
        }

        func post(_ path: String, _ json: [String: Any]) async throws -> Int {
            var request = URLRequest(url: URL(string: baseURL + path)!)
            request.httpMethod = "POST"
            request.httpBody = try JSONSerialization.data(withJSONObject: json)
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
            let (_, response) = try await URLSession.shared.data(for: request)
            return (response as? HTTPURLResponse)?.statusCode ?? 0
        }
    }

    /// A fresh folder for data and program copies, removed afterwards.
    final class Folder {
        let url = URL(fileURLWithPath: "/tmp/wk-move-\(UUID().uuidString.prefix(8))")
        init() throws { try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true) }
        func child(_ name: String) -> URL { url.appendingPathComponent(name) }

        /// The probe bundle program under the name `name` (a link: a copy's write descriptor,
        /// inherited by a process another test forks meanwhile, would make starting it fail with
        /// ETXTBSY).
        func program(_ name: String) throws -> URL {
            try FileManager.default.createSymbolicLink(at: child(name), withDestinationURL: ServerProcess.product("ProbeWidgetsV1"))
            return child(name)
        }

        deinit { try? FileManager.default.removeItem(at: url) }
    }

    static func summary(_ instances: [[String: Any]]) -> [String] {
        instances.map { "\($0["id"] as? String ?? "?") \($0["kind"] as? String ?? "?") \($0["family"] as? String ?? "?") \($0["available"] as? Bool ?? false)" }
    }

    /// The probe program serving on `data` places its two widgets (unqualified kinds `Probe`,
    /// `Still`); the Probe is then made medium. Returns the instances after that.
    static func oldHomeScreen(_ data: URL) async throws -> [[String: Any]] {
        let old = try Serving(ServerProcess.product("ProbeWidgetsV1"), dataDirectory: data)
        defer { old.stop() }
        let placed = try await old.instances()
        #expect(placed.map { $0["kind"] as? String } == ["Probe", "Still"], "\(summary(placed))")
        let probe = try #require(placed.first?["id"] as? String)
        #expect(try await old.post("api/instances/\(probe)/family", ["family": "systemMedium"]) == 200)
        return try await old.instances()
    }

    @Test("instances of widgets now in a hosted bundle get its qualified kind, keeping id, place, family")
    func qualifies() async throws {
        let folder = try Folder()
        let data = folder.child("data")
        let before = try await Self.oldHomeScreen(data)
        let program = try folder.program("probe-widgets")

        let host = try Serving(ServerProcess.product("example-widgets"), dataDirectory: data,
                               arguments: ["--bundle", program.path])
        defer { host.stop() }
        let after = try await host.instances()
        let expected = before.map { record in
            "\(record["id"] as? String ?? "?") probe-widgets/\(record["kind"] as? String ?? "?") \(record["family"] as? String ?? "?") true"
        }
        // Nothing dropped, nothing added (the first start's widgets were placed long ago).
        #expect(Self.summary(after) == expected, "\(host.log.suffix(2000))")
        #expect(host.log.contains("is now 'probe-widgets/Probe'"))
    }

    @Test("an instance whose kind two hosted bundles declare keeps it and shows as unavailable")
    func ambiguousStays() async throws {
        let folder = try Folder()
        let data = folder.child("data")
        let before = try await Self.oldHomeScreen(data)
        let alpha = try folder.program("alpha-widgets")
        let beta = try folder.program("beta-widgets")

        let host = try Serving(ServerProcess.product("example-widgets"), dataDirectory: data,
                               arguments: ["--bundle", alpha.path, "--bundle", beta.path])
        defer { host.stop() }
        let after = try await host.instances()
        #expect(Self.summary(after) == before.map { record in
            "\(record["id"] as? String ?? "?") \(record["kind"] as? String ?? "?") \(record["family"] as? String ?? "?") false"
        }, "\(host.log.suffix(2000))")
    }

    @Test("an app's WidgetCenter reload of its own (unqualified) kind reaches the hosted widget")
    func appReloadOfUnqualifiedKind() async throws {
        let folder = try Folder()
        let program = try folder.program("probe-widgets")
        // The first start places one widget of each kind, the hosted probe too.
        let server = try ServerProcess(arguments: ["--bundle", program.path])
        defer { server.stop() }
        let (status, body) = try await ExtensionHostTests.request("GET", server.baseURL + "api/instances")
        #expect(status == 200)
        let instances = (try JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any])?["instances"] as? [[String: Any]]
        let id = try #require(instances?.first { $0["kind"] as? String == "probe-widgets/Probe" }?["id"] as? String, "\(body)")
        let first = try await ExtensionHostTests.waitFor(server, id: id, title: "^Probe v1 #[0-9]+$")
        let count = Int(first.title.split(separator: "#").last ?? "") ?? 0

        // The app process knows its widget as `Probe`.
        try server.widgetCenterReload(kind: "Probe")
        _ = try await ExtensionHostTests.waitFor(server, id: id, title: "^Probe v1 #\(count + 1)$")
    }
}
