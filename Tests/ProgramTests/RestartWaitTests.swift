import Foundation
import Testing
import TestSupport
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// An extension that keeps failing waits longer and longer before it is started again (the
/// backoff doubles up to five minutes): from a minute on, the home screen says so on the page
/// and in `/api/bundles`, and "Try Now" (`POST /api/bundles/{key}/restart`) ends the wait
/// (issue 34 §10). Real processes, as in ``ExtensionHostTests``; the first backoff is an hour
/// (`--extension-backoff 3600`), so the wait lasts as long as the test looks, whatever the load.
@Suite("Restart wait", .serialized)
struct RestartWaitTests {
    typealias Host = ExtensionHostTests

    /// The `paused-widgets` entry of `/api/bundles`.
    static func bundle(_ server: ServerProcess) async throws -> [String: Any] {
        let (status, body) = try await Host.request("GET", server.baseURL + "api/bundles")
        #expect(status == 200, "\(body)")
        let bundles = try JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any]
        let entries = bundles?["bundles"] as? [[String: Any]] ?? []
        return try #require(entries.first { $0["key"] as? String == "paused-widgets" }, "\(body)")
    }

    @Test("a long restart wait shows a notice on the page and in the API; Try Now starts the extension at once")
    func longWaitNoticeAndTryNow() async throws {
        let programs = try Host.Programs(["paused-widgets"])
        let server = try ServerProcess(arguments: [
            "--bundle", programs.url("paused-widgets").path, "--extension-backoff", "3600",
        ])
        defer { server.stop() }
        let id = try await Host.add(server, kind: "paused-widgets/Probe")
        let first = try await Host.waitFor(server, id: id, title: "^Probe v1 #")
        let (_, calm) = try await Host.request("GET", server.baseURL)
        #expect(!calm.contains("bundle-restart"), "no notice while the extension runs")
        #expect(try await Self.bundle(server)["restartsAt"] == nil)
        #expect(try await Host.request("POST", server.baseURL + "api/bundles/paused-widgets/restart").status == 409,
                "a running extension has no wait to end")

        // The trap ends the extension; its next start is an hour away.
        let (trapped, trappedBody) = try await Host.request(
            "POST", server.baseURL + "api/instances/\(id)/perform", json: ["control": 0])
        #expect(trapped == 502, "\(trappedBody)")
        #expect(try await ExtensionSafetyTests.eventually(30) { Host.isGone(first.pid) })

        let waiting = try await Self.bundle(server)
        #expect(waiting["failures"] as? Int == 1, "\(waiting)")
        let restartsAt = try #require((waiting["restartsAt"] as? String).flatMap { ISO8601DateFormatter().date(from: $0) }, "\(waiting)")
        #expect(restartsAt > Date().addingTimeInterval(30 * 60), "the wait is the hour asked for: \(restartsAt)")

        let (_, page) = try await Host.request("GET", server.baseURL)
        let notice = try #require(page.range(of: "<div class=\"bundle-restart\"[^\n]*", options: .regularExpression).map { String(page[$0]) },
                                  "\(page.prefix(3000))")
        #expect(notice.contains("id=\"bundle-restart-paused-widgets\"") && notice.contains("data-failures=\"1\""), "\(notice)")
        #expect(notice.contains("SIGILL") && notice.contains("(once)"), "the notice says how it ended: \(notice)")
        #expect(notice.range(of: ">in (1 h|[0-9]+ min( [0-9]+ s)?)</time>", options: .regularExpression) != nil, "\(notice)")
        #expect(notice.contains("data-action=\"restart-bundle\" data-bundle=\"paused-widgets\">Try Now</button>"), "\(notice)")
        // The tile stays, showing its last render.
        #expect(page.contains("id=\"tile-\(id)\""))

        // Try Now: the extension starts at once, the widget draws anew and the notice goes.
        let (tried, triedBody) = try await Host.request("POST", server.baseURL + "api/bundles/paused-widgets/restart")
        #expect(tried == 200, "\(triedBody)")
        #expect(!triedBody.contains("restartsAt"), "\(triedBody)")
        let again = try await Host.waitFor(server, id: id, title: "^Probe v1 #", process: { $0 != first.pid }, timeout: 30)
        #expect(again.pid != first.pid)
        let (_, after) = try await Host.request("GET", server.baseURL)
        #expect(!after.contains("bundle-restart"), "\(after.prefix(2000))")
        #expect(server.log.contains("restarted on request"))

        #expect(try await Host.request("POST", server.baseURL + "api/bundles/no-such-widgets/restart").status == 404)
    }
}
