import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
import VocabularyWidgets
import TestSupport

/// `showcase serve` as a real process on a temporary data directory and a free port.
final class ShowcaseServer: @unchecked Sendable {
    let process = Process()
    let port: Int

    init(dataDirectory: URL) throws {
        process.executableURL = BuiltProducts.executable(named: "showcase")
        process.arguments = ["serve", "--port", "0"]
        var environment = ProcessInfo.processInfo.environment
        environment["WIDGETKIT_DATA_DIR"] = dataDirectory.path
        environment.removeValue(forKey: "WIDGETKIT_HOST")
        environment.removeValue(forKey: "WIDGETKIT_PORT")
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        var text = ""
        while !text.contains("/ (ready") {
            let data = output.fileHandleForReading.availableData
            if data.isEmpty { break }  // the process ended
            text += String(decoding: data, as: UTF8.self)
        }
        guard let range = text.range(of: #"127\.0\.0\.1:(\d+)/"#, options: .regularExpression),
              let port = Int(text[range].dropFirst("127.0.0.1:".count).dropLast()) else {
            process.terminate()
            throw CocoaError(.fileReadUnknown, userInfo: [NSLocalizedDescriptionKey: "showcase did not start: \(text)"])
        }
        self.port = port
    }

    /// Starts the server, reading its first line off the cooperative pool.
    static func start(dataDirectory: URL) async throws -> ShowcaseServer {
        try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread {
                continuation.resume(with: Result { try ShowcaseServer(dataDirectory: dataDirectory) })
            }
        }
    }

    func stop() {
        process.terminate()
        process.waitUntilExit()
    }

    /// GET `path`: the status, the `X-Widget-Placeholder` header and the body.
    func get(_ path: String) async throws -> (status: Int, placeholder: Bool, body: Data) {
        let url = try #require(URL(string: "http://127.0.0.1:\(port)\(path)"))
        let (data, response) = try await withCheckedThrowingContinuation {
            (continuation: CheckedContinuation<(Data, URLResponse), any Error>) in
            URLSession.shared.dataTask(with: url) { data, response, error in
                if let data, let response {
                    continuation.resume(returning: (data, response))
                } else {
                    continuation.resume(throwing: error ?? URLError(.badServerResponse))
                }
            }.resume()
        }
        let http = try #require(response as? HTTPURLResponse)
        return (http.statusCode, http.value(forHTTPHeaderField: "X-Widget-Placeholder") == "true", data)
    }

    /// The instance id of the first placed widget of `kind`.
    func instance(ofKind kind: String) async throws -> String {
        let (status, _, body) = try await get("/api/instances")
        #expect(status == 200)
        let object = try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any])
        let instances = try #require(object["instances"] as? [[String: Any]])
        let found = try #require(instances.first { $0["kind"] as? String == kind }, "no \(kind) placed: \(instances)")
        return try #require(found["id"] as? String)
    }

    /// Polls `path` until its body contains `text` (not in a placeholder): the body, or `nil`
    /// after `attempts` × 100 ms.
    func waitFor(_ text: String, in path: String, attempts: Int = 300) async throws -> String? {
        for _ in 0..<attempts {
            let (status, placeholder, body) = try await get(path)
            let html = String(decoding: body, as: UTF8.self)
            if status == 200, !placeholder, html.contains(text) { return html }
            try await Task.sleep(for: .milliseconds(100))
        }
        return nil
    }
}

/// The app command and the home screen as two real processes sharing a data directory.
@Suite("The app and the running showcase")
struct ShowcaseProcessTests {
    @Test("`vocabulary add` while the showcase runs: the large widget shows the new word")
    func addReachesHomeScreen() async throws {
        try await withTemporaryDirectory { data in
            let server = try await ShowcaseServer.start(dataDirectory: data)
            defer { server.stop() }

            // `serve` places one widget of each kind on a new data directory; the widgets seeded
            // the vocabulary with the starter list.
            let large = try await server.instance(ofKind: MostDifficultTranslationsWidget.kind)
            let small = try await server.instance(ofKind: RandomTranslationWidget.kind)
            let fragment = "/widgets/\(large)/fragment?appearance=light"
            let shown = try await server.waitFor("embarrassed", in: fragment)
            let before = try #require(shown, "the large widget shows the starter list")
            #expect(!before.contains("lighthouse"))
            // The small widget shows one of those words, not the mock entry (which has no level).
            let smallShown = try await server.waitFor("Level ", in: "/widgets/\(small)/fragment?appearance=light")
            let smallFragment = try #require(smallShown, "the small widget shows a word")
            #expect(Translation.starterList.contains { smallFragment.contains($0.translation) })

            let added = try runProcess(
                BuiltProducts.executable(named: "vocabulary"), ["add", "lighthouse", "faro"],
                environment: ["WIDGETKIT_DATA_DIR": data.path])
            #expect(added.status == 0, "\(added.stderr)")

            // WidgetCenter.shared.reloadAllTimelines() in the app reached the host over its socket.
            let updated = try await server.waitFor("lighthouse", in: fragment)
            let after = try #require(updated, "the large widget shows the new word")
            #expect(after.contains("faro"))
            #expect(after.contains("embarrassed"))
            let png = try await server.get("/widgets/\(large).png?scale=1")
            #expect(png.status == 200)
            #expect(png.body.starts(with: [0x89, 0x50, 0x4E, 0x47]))

            // The database is the app group's, in the shared data directory.
            let file = data.appendingPathComponent(
                "AppGroups/\(VocabularyStore.appGroupIdentifier)/\(VocabularyStore.databaseFileName)")
            #expect(FileManager.default.fileExists(atPath: file.path))

            // The gallery names the widgets in Spanish.
            let kinds = String(decoding: try await server.get("/api/kinds?locale=es").body, as: UTF8.self)
            #expect(kinds.contains("Las 6 traducciones más difíciles"))
            #expect(kinds.contains("Traducción aleatoria"))
        }
    }
}
