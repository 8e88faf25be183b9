import Foundation
import HomeScreen
import Hummingbird
import HummingbirdTesting
import Testing
import TestSupport
import WidgetCore

extension TestClientProtocol {
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
