import Foundation
import Testing
import TestSupport

/// Widget push across the extension seam: the Tally program hosted by a real
/// `example-widgets serve` (`--bundle`) is an app of its own, with a token of its own told to
/// its push handler in its extension process; a push to that token reloads the hosted widgets.
@Suite("Hosted bundles' widget push")
struct HostedWidgetPushTests {
    private static func apps(_ server: ServerProcess) async throws -> [String: [String: Any]] {
        let (status, body) = try await ExtensionHostTests.request("GET", server.baseURL + "api/widget-push")
        #expect(status == 200, "\(body)")
        let object = try JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any]
        let list = object?["apps"] as? [[String: Any]] ?? []
        return Dictionary(uniqueKeysWithValues: list.map { ($0["app"] as? String ?? "", $0) })
    }

    /// The hosted app once its handler was told about `count` widgets (`nil`: all it has placed, at least one).
    private static func hosted(_ server: ServerProcess, announced count: Int?) async throws -> [String: Any] {
        let deadline = Date().addingTimeInterval(Patience.seconds(60))
        while Date() < deadline {
            if let app = try await apps(server)["Tally"], let announced = app["announced"] as? Int,
               announced == count ?? max(1, app["placed"] as? Int ?? 0) { return app }
            try await Task.sleep(for: .milliseconds(100))
        }
        Issue.record("Tally's extension was never told about \(count.map(String.init) ?? "its placed") widget(s): \(try await apps(server))\n\(server.log.suffix(3000))")
        throw CancellationError()
    }

    @Test("A hosted app's token is its own and told in its extension; its push reloads only its widgets; a removal is told too")
    func hostedPush() async throws {
        let programs = try ExtensionHostTests.Programs(["Tally"], build: "tally-widgets")
        let server = try ServerProcess(arguments: ["--bundle", programs.url("Tally").path])
        defer { server.stop() }
        // The first start placed one widget of every kind, the hosted Tally too.
        let first = try await Self.hosted(server, announced: nil)
        let placed = try #require(first["placed"] as? Int)
        let id = try await ExtensionHostTests.add(server, kind: "Tally/Tally")
        let app = try await Self.hosted(server, announced: placed + 1)
        #expect(app["kinds"] as? [String] == ["Tally/Tally"])
        let token = try #require(app["token"] as? String)
        let own = try #require(try await Self.apps(server)[""]?["token"] as? String, "the serving program's Tally has its token")
        #expect(own != token)

        // The extension process ran the handler (its log says so) and keeps the token for
        // currentPushInfo.
        #expect(server.log.contains("Push token \(token.prefix(8))… told to TallyPushHandler"), "\(server.log.suffix(3000))")

        let (status, body) = try await ExtensionHostTests.request(
            "POST", server.baseURL + "api/push/\(token)", json: ["aps": ["content-changed": true]])
        #expect(status == 200, "\(body)")
        let outcome = try JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any]
        #expect(outcome?["app"] as? String == "Tally")
        #expect(outcome?["reloaded"] as? [String] == ["Tally/Tally"])
        #expect(outcome?["instances"] as? Int == placed + 1)
        #expect(try await Self.apps(server)[""]?["pushesInLast24Hours"] as? Int == 0)

        // Removing the widget tells the handler its app has none placed; the token stays.
        let removed = try await ExtensionHostTests.request("DELETE", server.baseURL + "api/instances/\(id)")
        #expect(removed.status == 204 || removed.status == 200, "\(removed.body)")
        let after = try await Self.hosted(server, announced: placed)
        #expect(after["token"] as? String == token)
    }
}
