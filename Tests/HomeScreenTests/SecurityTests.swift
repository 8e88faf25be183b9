import Foundation
import HomeScreen
import Hummingbird
import HummingbirdTesting
import Testing
import TestSupport

@Suite("Access: origin checks, Host checks and the access token")
struct SecurityTests {
    @Test("Changes from another origin are refused and change nothing")
    func foreignOrigin() async throws {
        try await withHomeScreen { _, client in
            let refused = try await client.place("Counter", "systemSmall", headers: [.origin: "http://evil.example"])
            #expect(refused.status == .forbidden)
            #expect(try refused.json()["error"] as? String != nil)
            let crossSite = try await client.place("Counter", "systemSmall", headers: [.init("Sec-Fetch-Site")!: "cross-site"])
            #expect(crossSite.status == .forbidden)
            let opaque = try await client.place("Counter", "systemSmall", headers: [.origin: "null"])
            #expect(opaque.status == .forbidden)
            #expect(try await client.instanceIDs().isEmpty)
            let same = try await client.place("Counter", "systemSmall", headers: [.origin: "http://localhost"])
            #expect(same.status == .created)
            let id = try await client.instanceIDs()[0]
            let delete = try await client.execute(uri: "/api/instances/\(id)", method: .delete, headers: [.origin: "http://evil.example"])
            #expect(delete.status == .forbidden)
            #expect(try await client.instanceIDs() == [id])
        }
    }

    @Test("On loopback, a Host that is not this machine is refused (DNS rebinding)")
    func rebinding() async throws {
        try await withHomeScreen(setup: .live) { _, client in
            let port = try #require(client.port)
            let connection = try RawConnection(port: port)
            connection.send("GET /api/kinds HTTP/1.1\r\nHost: evil.example:\(port)\r\nConnection: close\r\n\r\n")
            await connection.read(until: { $0.contains("}") })
            #expect(connection.received.hasPrefix("HTTP/1.1 421"))
            let good = try RawConnection(port: port)
            good.send("GET /api/kinds HTTP/1.1\r\nHost: localhost:\(port)\r\nConnection: close\r\n\r\n")
            await good.read(until: { $0.contains("}]}") })
            #expect(good.received.hasPrefix("HTTP/1.1 200"))
        }
    }

    @Test("Bound beyond loopback, every request needs the token: Bearer, or the cookie set by /?token=")
    func token() async throws {
        try await withHomeScreen(host: "0.0.0.0") { runtime, client in
            let token = try #require(runtime.accessToken)
            #expect(token.value.count >= 32)
            let file = AccessToken.fileURL(in: runtime.configuration.dataDirectory)
            let mode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
            #expect(mode == 0o600)

            for uri in ["/", "/api/kinds", "/api/instances", "/events", "/gallery", "/fonts/Inter-Regular.otf"] {
                let response = try await client.execute(uri: uri, method: .get)
                #expect(response.status == .unauthorized, "\(uri)")
            }
            #expect(try await client.place("Counter", "systemSmall").status == .unauthorized)
            let wrong = try await client.execute(uri: "/api/kinds", method: .get, headers: [.authorization: "Bearer nope"])
            #expect(wrong.status == .unauthorized)
            #expect(try await client.execute(uri: "/?token=nope", method: .get).status == .unauthorized)

            let bearer: HTTPFields = [.authorization: "Bearer \(token.value)"]
            #expect(try await client.execute(uri: "/api/kinds", method: .get, headers: bearer).status == .ok)
            #expect(try await client.place("Counter", "systemSmall", headers: bearer).status == .created)

            let visit = try await client.execute(uri: "/?token=\(token.value)", method: .get)
            #expect(visit.status == .seeOther)
            #expect(visit.headers[.location] == "/")
            let setCookie = try #require(visit.headers[.setCookie])
            #expect(setCookie.contains("wk_token=\(token.value)"))
            #expect(setCookie.contains("HttpOnly"))
            let page = try await client.execute(uri: "/", method: .get, headers: [.cookie: "wk_token=\(token.value)"])
            #expect(page.status == .ok)
            #expect(page.text.contains("data-kind=\"Counter\""))
        }
    }

    @Test("The token is generated once and kept across restarts")
    func tokenIsStable() async throws {
        try await withTemporaryDirectory { directory in
            let first = try AccessToken.loadOrCreate(in: directory)
            let second = try AccessToken.loadOrCreate(in: directory)
            #expect(first.created && !second.created)
            #expect(first.token == second.token)
            #expect(first.token.matches(second.token.value) && !first.token.matches("x"))
        }
    }

    @Test("Loopback names")
    func loopback() {
        for name in ["127.0.0.1", "localhost", "[::1]", "::1", "127.1.2.3", "app.localhost"] {
            #expect(HomeScreenConfiguration.isLoopbackHost(name), "\(name)")
        }
        for name in ["0.0.0.0", "192.168.1.2", "evil.example", "127.0.0.1.evil.example", "::"] {
            #expect(!HomeScreenConfiguration.isLoopbackHost(name), "\(name)")
        }
    }
}
