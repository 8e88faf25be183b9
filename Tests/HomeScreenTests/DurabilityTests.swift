import Foundation
import Synchronization
import Testing
#if canImport(Glibc)
import Glibc
import TestSupport
#endif

/// The ids the server acknowledged with 201.
final class Acknowledged: Sendable {
    private let ids = Mutex<[String]>([])
    func withLock<T>(_ body: (inout [String]) -> T) -> T { ids.withLock { body(&$0) } }
}

/// The real `serve` process of the example bundle, killed with SIGKILL in the middle of a
/// burst of changes.
@Suite("Durability of a real server process")
struct DurabilityTests {
    static var executable: URL {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("example-widgets").path),
              folder.path != "/" {
            folder.deleteLastPathComponent()
        }
        return folder.appendingPathComponent("example-widgets")
    }

    /// A running `example-widgets serve --port 0 --data-dir <directory>` and its port.
    final class Server: @unchecked Sendable {
        let process = Process()
        let port: Int

        init(directory: URL) throws {
            process.executableURL = DurabilityTests.executable
            process.arguments = ["serve", "--port", "0", "--data-dir", directory.path]
            var environment = ProcessInfo.processInfo.environment
            environment.removeValue(forKey: "WIDGETKIT_HOST")
            environment.removeValue(forKey: "WIDGETKIT_PORT")
            process.environment = environment
            let output = Pipe()
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            try process.run()
            var text = ""
            let deadline = Date().addingTimeInterval(Patience.seconds(20))
            while !text.contains("/ (ready"), Date() < deadline {
                let data = output.fileHandleForReading.availableData
                if data.isEmpty { break }
                text += String(decoding: data, as: UTF8.self)
            }
            guard let range = text.range(of: #"127\.0\.0\.1:(\d+)/"#, options: .regularExpression) else {
                process.terminate()
                throw CocoaError(.fileReadUnknown, userInfo: [NSLocalizedDescriptionKey: "The server did not start: \(text)"])
            }
            port = Int(text[range].dropFirst("127.0.0.1:".count).dropLast()) ?? 0
        }

        /// Starts a server, waiting for its first line on a thread of its own.
        static func start(directory: URL) async throws -> Server {
            try await offPool { Result { try Server(directory: directory) } }.get()
        }

        func kill() {
            Glibc.kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }

        func stop() {
            process.terminate()
            process.waitUntilExit()
        }
    }

    /// One request on its own connection: the status and the body.
    static func request(_ method: String, _ path: String, port: Int, body: String = "") async -> (status: Int, body: String)? {
        guard let connection = try? RawConnection(port: port) else { return nil }
        connection.send("\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nContent-Type: application/json\r\n"
            + "Content-Length: \(body.utf8.count)\r\nConnection: close\r\n\r\n\(body)")
        await connection.read(until: { _ in false }, timeout: .seconds(5))
        let text = connection.received
        guard text.hasPrefix("HTTP/1.1 "), let status = Int(text.dropFirst(9).prefix(3)),
              let split = text.range(of: "\r\n\r\n") else { return nil }
        return (status, String(text[split.upperBound...]))
    }

    @Test("kill -9 during a burst loses nothing acknowledged and leaves nothing half-written")
    func killDuringBurst() async throws {
        try await withTemporaryDirectory { directory in
            let server = try await Server.start(directory: directory)
            let port = server.port
            // `serve` places one widget of every kind on a new data directory: not part of the burst.
            let before = try #require(await Self.request("GET", "/api/instances", port: port))
            let initial = Set(((try JSONSerialization.jsonObject(with: Data(before.body.utf8)) as? [String: Any])?["instances"]
                as? [[String: Any]] ?? []).compactMap { $0["id"] as? String })
            let acknowledged = Acknowledged()
            let kinds = [("Weather", "systemMedium"), ("Countdown", "systemSmall"), ("Steps", "systemSmall"), ("Weather", "systemSmall")]
            await withTaskGroup(of: Void.self) { group in
                for worker in 0..<4 {
                    group.addTask {
                        for index in 0..<200 {
                            let (kind, family) = kinds[(worker + index) % kinds.count]
                            guard let response = await Self.request(
                                "POST", "/api/instances", port: port, body: #"{"kind":"\#(kind)","family":"\#(family)"}"#)
                            else { return }  // the server is gone
                            if response.status == 201,
                               let object = try? JSONSerialization.jsonObject(with: Data(response.body.utf8)) as? [String: Any],
                               let id = object["id"] as? String {
                                acknowledged.withLock { $0.append(id) }
                            }
                        }
                    }
                }
                group.addTask {
                    while acknowledged.withLock({ $0.count }) < 40 { try? await Task.sleep(for: .milliseconds(1)) }
                    server.kill()
                }
            }
            let acked = acknowledged.withLock { $0 }
            #expect(acked.count >= 40)
            #expect(acked.count < 800, "the server was killed mid-burst")

            let restarted = try await Server.start(directory: directory)
            defer { restarted.stop() }
            let list = try #require(await Self.request("GET", "/api/instances", port: restarted.port))
            #expect(list.status == 200)
            let object = try #require(try JSONSerialization.jsonObject(with: Data(list.body.utf8)) as? [String: Any])
            let instances = try #require(object["instances"] as? [[String: Any]])
            let stored = Set(instances.compactMap { $0["id"] as? String })
            #expect(Set(acked).isSubset(of: stored), "every acknowledged instance survives")
            #expect(initial.isSubset(of: stored), "the widgets placed at the first start survive")
            #expect(stored.subtracting(initial).count <= acked.count + 4,
                    "at most the requests in flight were committed unacknowledged")
            #expect(instances.map { $0["position"] as? Int } == Array(0..<instances.count).map { Optional($0) })
            for instance in instances {
                #expect(instance["available"] as? Bool == true)
                #expect(["Weather", "Countdown", "Steps", "Tally"].contains(instance["kind"] as? String ?? ""))
            }
            // The restarted home screen shows them all.
            let page = try #require(await Self.request("GET", "/?appearance=light", port: restarted.port))
            #expect(page.status == 200)
            for id in acked { #expect(page.body.contains("id=\"tile-\(id)\"")) }
        }
    }
}
