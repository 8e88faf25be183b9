import Foundation
import Testing
import TestSupport
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A hosted widget keeps its last good render, in every format and scale, while its extension
/// is away (issue 33 §1): real processes, as in ``ExtensionHostTests``. The backoff after the
/// crash is an hour (`--extension-backoff 3600`), so the extension stays away for as long as the
/// test looks, whatever the machine's load.
@Suite("Last good render", .serialized)
struct LastGoodRenderTests {
    typealias Host = ExtensionHostTests

    /// A GET's status, headers and body.
    static func get(_ url: String) async throws -> (status: Int, headers: [String: String], body: Data) {
        var request = URLRequest(url: URL(string: url)!)
        request.timeoutInterval = 60
        let (data, response) = try await URLSession.shared.data(for: request)
        let http = response as? HTTPURLResponse
        var headers: [String: String] = [:]
        for (key, value) in http?.allHeaderFields ?? [:] {
            headers[String(describing: key).lowercased()] = String(describing: value)
        }
        return (http?.statusCode ?? 0, headers, data)
    }

    /// A PNG's width and height in pixels, from its IHDR chunk.
    static func pixelSize(ofPNG data: Data) -> (width: Int, height: Int)? {
        let bytes = [UInt8](data)
        guard bytes.count > 24, bytes[12...15].elementsEqual("IHDR".utf8) else { return nil }
        func int(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (int(16), int(20))
    }

    @Test("while a crashed extension waits out its backoff, a widget that rendered is served stale in formats and scales never asked before; one that never rendered answers 503")
    func lastGoodRenderWhileAway() async throws {
        let programs = try Host.Programs(["stale-widgets"])
        let server = try ServerProcess(arguments: [
            "--bundle", programs.url("stale-widgets").path, "--extension-backoff", "3600",
        ])
        defer { server.stop() }
        let id = try await Host.add(server, kind: "stale-widgets/Probe")
        let first = try await Host.waitFor(server, id: id, title: "^Probe v1 #")

        let fresh = try await Self.get(server.baseURL + "widgets/\(id).png?scale=2")
        #expect(fresh.status == 200)
        #expect(fresh.headers["x-widget-stale"] == "false")
        let page = try await Self.get(server.baseURL + "widgets/\(id)/fragment")
        #expect(page.status == 200 && page.headers["x-widget-stale"] == "false")

        // The trap ends the extension; the host waits an hour before it starts it again.
        let (trapped, trappedBody) = try await Host.request(
            "POST", server.baseURL + "api/instances/\(id)/perform", json: ["control": 0])
        #expect(trapped == 502, "\(trappedBody)")
        #expect(try await ExtensionSafetyTests.eventually(30) { Host.isGone(first.pid) })

        // A scale never asked before: drawn from the last display list, at that scale.
        let png = try await Self.get(server.baseURL + "widgets/\(id).png?scale=3")
        #expect(png.status == 200, "\(String(decoding: png.body, as: UTF8.self).prefix(300))")
        #expect(png.headers["x-widget-stale"] == "true")
        #expect(png.headers["x-widget-placeholder"] == "false")
        let size = try #require(Self.pixelSize(ofPNG: png.body))
        #expect(size.width == 510 && size.height == 510, "a small widget at 3×: \(size)")

        // A format never asked before, and the fragment the page embeds.
        let svg = try await Self.get(server.baseURL + "widgets/\(id).svg")
        #expect(svg.status == 200 && svg.headers["x-widget-stale"] == "true")
        #expect(String(decoding: svg.body, as: UTF8.self).contains(first.title), "the SVG shows what the widget last showed")
        let fragment = try await Self.get(server.baseURL + "widgets/\(id)/fragment")
        #expect(fragment.status == 200 && fragment.headers["x-widget-stale"] == "true")
        #expect(String(decoding: fragment.body, as: UTF8.self).contains(first.title))

        // The page keeps the tile, marked stale.
        let home = String(decoding: try await Self.get(server.baseURL).body, as: UTF8.self)
        let tile = try #require(home.range(of: "id=\"tile-\(id)\"[^>]*", options: .regularExpression).map { String(home[$0]) })
        #expect(tile.contains("data-state=\"stale\""), "\(tile)")

        // A widget placed now never rendered: nothing to show yet.
        let (added, addedBody) = try await Host.request(
            "POST", server.baseURL + "api/instances", json: ["kind": "stale-widgets/Probe", "family": "systemMedium"])
        #expect(added == 201, "\(addedBody)")
        let newID = try #require((try JSONSerialization.jsonObject(with: Data(addedBody.utf8)) as? [String: Any])?["id"] as? String)
        let never = try await Self.get(server.baseURL + "widgets/\(newID).png")
        #expect(never.status == 503, "\(String(decoding: never.body, as: UTF8.self).prefix(300))")
    }
}
