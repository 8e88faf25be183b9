import Foundation
import HomeScreen
import Hummingbird
import HummingbirdTesting
import Testing
import TestSupport

@Suite("JSON API")
struct APIRouteTests {
    @Test("GET /api/kinds lists every kind with its families")
    func kinds() async throws {
        try await withHomeScreen { _, client in
            let response = try await client.execute(uri: "/api/kinds", method: .get)
            #expect(response.status == .ok)
            #expect(response.headers[.contentType]?.hasPrefix("application/json") == true)
            let kinds = try #require(try response.json()["kinds"] as? [[String: Any]])
            #expect(kinds.compactMap { $0["kind"] as? String } == ["Counter", "Evil", "Silent", "Big"])
            #expect(kinds.first?["families"] as? [String] == ["systemSmall", "systemMedium"])
            #expect(kinds.first?["description"] as? String == "Counts reloads.")
        }
    }

    @Test("POST /api/instances answers 201 with the instance; GET lists it in order")
    func add() async throws {
        try await withHomeScreen { _, client in
            let response = try await client.place("Counter", "systemMedium")
            #expect(response.status == .created)
            let instance = try response.json()
            let id = try #require(instance["id"] as? String)
            #expect(response.headers[.location] == "/api/instances/\(id)")
            #expect(instance["kind"] as? String == "Counter")
            #expect(instance["family"] as? String == "systemMedium")
            #expect(instance["position"] as? Int == 0)
            #expect(instance["available"] as? Bool == true)
            #expect((instance["links"] as? [String: String])?["png"] == "/widgets/\(id).png")
            let second = try await client.placedID("Big", "systemLarge")
            #expect(try await client.instanceIDs() == [id, second])
        }
    }

    @Test("Malformed JSON, missing fields, unknown kind or family: 4xx with a message and no change")
    func badAdds() async throws {
        try await withHomeScreen { _, client in
            let cases: [(String, HTTPResponse.Status)] = [
                ("{not json", .badRequest),
                ("", .badRequest),
                (#"{"kind":"Counter"}"#, .badRequest),
                (#"{"kind":3,"family":"systemSmall"}"#, .badRequest),
                (#"["Counter","systemSmall"]"#, .badRequest),
                (#"{"kind":"Nope","family":"systemSmall"}"#, .unprocessableContent),
                (#"{"kind":"Counter","family":"systemLarge"}"#, .unprocessableContent),
                (#"{"kind":"Counter","family":"enormous"}"#, .unprocessableContent),
            ]
            for (body, status) in cases {
                let response = try await client.execute(uri: "/api/instances", method: .post, body: ByteBuffer(string: body))
                #expect(response.status == status, "\(body)")
                let message = try response.json()["error"] as? String
                #expect(message?.isEmpty == false, "\(body)")
            }
            #expect(try await client.instanceIDs().isEmpty)
        }
    }

    @Test("DELETE removes; an unknown id is 404")
    func remove() async throws {
        try await withHomeScreen { runtime, client in
            let id = try await client.placedID("Counter", "systemSmall")
            let keep = try await client.placedID("Counter", "systemSmall")
            #expect(try await client.execute(uri: "/api/instances/nope", method: .delete).status == .notFound)
            #expect(try await client.execute(uri: "/api/instances/\(id)", method: .delete).status == .noContent)
            #expect(try await client.instanceIDs() == [keep])
            #expect(runtime.scheduler.instanceIDs.map(\.rawValue) == [keep])
            #expect(try await client.execute(uri: "/api/instances/\(id)", method: .delete).status == .notFound)
        }
    }

    @Test("POST …/move reorders; bad positions and unknown ids change nothing")
    func move() async throws {
        try await withHomeScreen { _, client in
            let a = try await client.placedID("Counter", "systemSmall")
            let b = try await client.placedID("Counter", "systemMedium")
            let c = try await client.placedID("Big", "systemLarge")
            let moved = try await client.execute(uri: "/api/instances/\(c)/move", method: .post, body: ByteBuffer(string: #"{"position":0}"#))
            #expect(moved.status == .ok)
            #expect(try await client.instanceIDs() == [c, a, b])
            let far = try await client.execute(uri: "/api/instances/\(c)/move", method: .post, body: ByteBuffer(string: #"{"position":99}"#))
            #expect(far.status == .ok)
            #expect(try await client.instanceIDs() == [a, b, c])
            for (uri, body, status) in [
                ("/api/instances/\(a)/move", #"{"position":-1}"#, HTTPResponse.Status.badRequest),
                ("/api/instances/\(a)/move", #"{"position":"first"}"#, .badRequest),
                ("/api/instances/\(a)/move", "{", .badRequest),
                ("/api/instances/nope/move", #"{"position":0}"#, .notFound),
            ] {
                let response = try await client.execute(uri: uri, method: .post, body: ByteBuffer(string: body))
                #expect(response.status == status, "\(uri) \(body)")
            }
            #expect(try await client.instanceIDs() == [a, b, c])
        }
    }

    @Test("POST …/family resizes; unsupported or unknown families and ids change nothing")
    func family() async throws {
        try await withHomeScreen { runtime, client in
            let id = try await client.placedID("Counter", "systemSmall")
            let changed = try await client.execute(
                uri: "/api/instances/\(id)/family", method: .post, body: ByteBuffer(string: #"{"family":"systemMedium"}"#))
            #expect(changed.status == .ok)
            #expect(try changed.json()["family"] as? String == "systemMedium")
            #expect(runtime.scheduler.status(of: .init(id))?.family == .systemMedium)
            for (uri, body, status) in [
                ("/api/instances/\(id)/family", #"{"family":"systemLarge"}"#, HTTPResponse.Status.unprocessableContent),
                ("/api/instances/\(id)/family", #"{"family":"huge"}"#, .unprocessableContent),
                ("/api/instances/\(id)/family", #"{"size":"systemSmall"}"#, .badRequest),
                ("/api/instances/nope/family", #"{"family":"systemSmall"}"#, .notFound),
            ] {
                let response = try await client.execute(uri: uri, method: .post, body: ByteBuffer(string: body))
                #expect(response.status == status, "\(uri) \(body)")
            }
            let list = try await client.execute(uri: "/api/instances", method: .get)
            let instances = try #require(try list.json()["instances"] as? [[String: Any]])
            #expect(instances.first?["family"] as? String == "systemMedium")
        }
    }

    @Test("Wrong methods are 405 with Allow")
    func wrongMethods() async throws {
        try await withHomeScreen { _, client in
            let id = try await client.placedID("Counter", "systemSmall")
            for (uri, method, allow) in [
                ("/api/instances", HTTPRequest.Method.put, "GET, HEAD, POST, OPTIONS"),
                ("/api/instances", .delete, "GET, HEAD, POST, OPTIONS"),
                ("/api/kinds", .post, "GET, HEAD, OPTIONS"),
                ("/api/instances/\(id)", .get, "DELETE, OPTIONS"),
                ("/api/instances/\(id)", .head, "DELETE, OPTIONS"),
                ("/api/instances/\(id)/move", .get, "POST, OPTIONS"),
                ("/api/instances/\(id)/family", .delete, "POST, OPTIONS"),
                ("/", .post, "GET, HEAD, OPTIONS"),
                ("/", .trace, "GET, HEAD, OPTIONS"),
                ("/events", .post, "GET, HEAD, OPTIONS"),
                ("/fonts/Inter-Regular.otf", .delete, "GET, HEAD, OPTIONS"),
                ("/widgets/\(id).png", .post, "GET, HEAD, OPTIONS"),
                ("/api/instances/\(id)/configuration", .post, "GET, HEAD, PUT, OPTIONS"),
            ] {
                let response = try await client.execute(uri: uri, method: method)
                #expect(response.status == .methodNotAllowed, "\(method) \(uri)")
                #expect(response.headers[.allow] == allow, "\(method) \(uri)")
            }
            #expect(try await client.instanceIDs() == [id])
        }
    }
}
