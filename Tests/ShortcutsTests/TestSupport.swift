import Foundation
import HomeScreen
import Hummingbird
import HummingbirdTesting
import Testing
import WidgetCore

/// A temporary data directory, removed at the end.
func withTemporaryDirectory<T>(_ body: (URL) async throws -> T) async throws -> T {
    let directory = URL(fileURLWithPath: NSTemporaryDirectory())
        .appendingPathComponent("shortcuts-\(UUID().uuidString.prefix(8))", isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    return try await body(directory)
}

/// A home screen running `registry` on a fresh data directory, tested through Hummingbird's
/// test client (no socket).
func withHomeScreen<T: Sendable>(
    registry: WidgetRegistry,
    _ body: @escaping @Sendable (HomeScreenRuntime, any TestClientProtocol) async throws -> T
) async throws -> T {
    try await withTemporaryDirectory { directory in
        let configuration = HomeScreenConfiguration(
            host: "127.0.0.1", port: 0, dataDirectory: directory, listensForWidgetCenter: false)
        let runtime = try await HomeScreenRuntime.start(registry: registry, configuration: configuration)
        defer { runtime.stop() }
        let app = HomeScreenServer(runtime: runtime).application()
        return try await app.test(.router) { client in try await body(runtime, client) }
    }
}

extension TestResponse {
    var text: String { String(buffer: body) }

    func json() throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(body.readableBytesView)) as? [String: Any])
    }
}

extension TestClientProtocol {
    /// Places a widget (`POST /api/instances`) and returns its id.
    func placedID(_ kind: String, _ family: String) async throws -> String {
        let response = try await execute(
            uri: "/api/instances", method: .post, body: ByteBuffer(string: #"{"kind":"\#(kind)","family":"\#(family)"}"#))
        #expect(response.status == .created, "\(response.text)")
        return try #require(try response.json()["id"] as? String)
    }

    /// `GET /api/instances/{id}/configuration`.
    func configuration(_ id: String) async throws -> [String: Any] {
        let response = try await execute(uri: "/api/instances/\(id)/configuration", method: .get)
        #expect(response.status == .ok, "\(response.text)")
        return try response.json()
    }

    /// The stored values of a widget's configuration.
    func values(_ id: String) async throws -> [String: Any] {
        try #require(try await configuration(id)["values"] as? [String: Any])
    }

    /// `PUT /api/instances/{id}/configuration` with a JSON body.
    func saveConfiguration(_ id: String, _ json: String) async throws -> TestResponse {
        try await execute(uri: "/api/instances/\(id)/configuration", method: .put, body: ByteBuffer(string: json))
    }

    /// The options of a parameter, optionally searched.
    func options(_ id: String, _ parameter: String, search: String? = nil) async throws -> [[String: Any]] {
        let query = search.map { "?search=\($0)" } ?? ""
        let response = try await execute(uri: "/api/instances/\(id)/configuration/options/\(parameter)\(query)", method: .get)
        #expect(response.status == .ok, "\(response.text)")
        return try #require(try response.json()["options"] as? [[String: Any]])
    }

    /// The widget's current render as HTML.
    func html(_ id: String) async throws -> String {
        try await execute(uri: "/widgets/\(id).html", method: .get).text
    }
}

/// Waits until `condition` holds (polling), or gives its last answer after `timeout`.
func eventually(timeout: Duration = .seconds(10), _ condition: @Sendable () async throws -> Bool) async throws -> Bool {
    let deadline = ContinuousClock.now + timeout
    while ContinuousClock.now < deadline {
        if try await condition() { return true }
        try await Task.sleep(for: .milliseconds(20))
    }
    return try await condition()
}
