import Foundation
import HomeScreen
import Hummingbird
import HummingbirdTesting
import Synchronization
import Testing
import TestSupport
import WidgetCore

/// Interactive widgets over HTTP: `POST /api/instances/{id}/perform` runs the App Intent of a
/// control of the widget's current render, reloads the kind and changes what it shows; bad
/// taps are refused with nothing run; taps queue per instance and a flood is answered 429.
@Suite("Performing widgets' intents over HTTP")
struct PerformAPITests {
    static func newBoard() -> String { "board-\(UUID().uuidString.prefix(8))" }

    static func perform(_ client: any TestClientProtocol, _ id: String, _ body: String,
                        headers: HTTPFields = [:]) async throws -> TestResponse {
        try await client.execute(uri: "/api/instances/\(id)/perform", method: .post, headers: headers,
                                 body: ByteBuffer(string: body))
    }

    static func fragment(_ client: any TestClientProtocol, _ id: String) async throws -> String {
        try await client.execute(uri: "/widgets/\(id)/fragment", method: .get).text
    }

    /// Places a Tally and waits until it shows its first entry ("Count 0").
    static func placeTally(_ client: any TestClientProtocol) async throws -> String {
        let id = try await client.placedID("Tally", "systemSmall")
        #expect(try await eventually { try await fragment(client, id).contains("Count 0") })
        return id
    }

    @Test("Tapping a button performs its intent with the view's parameters, and every instance of the kind shows the new entry")
    func buttonChangesRender() async throws {
        let board = Self.newBoard()
        try await withHomeScreen(registry: InteractiveTestWidgets.registry(board: board)) { _, client in
            let id = try await Self.placeTally(client)
            let other = try await Self.placeTally(client)
            let html = try await Self.fragment(client, id)
            // Real controls a person can use, named, with the control id and the intent.
            #expect(html.contains(#"<button type="button" class="wk-control" data-control="0" data-intent="AddIntent" aria-label="Add""#))
            #expect(html.contains(#"<input type="checkbox" role="switch" class="wk-control" data-control="4" data-intent="LampIntent" aria-label="Lamp""#))
            // invalidatableContent(): a wrapper the page dims while a tap is pending.
            #expect(html.contains(#"<div class="wk-invalidatable""#))

            let response = try await Self.perform(client, id, #"{"control":0,"intent":"AddIntent"}"#)
            #expect(response.status == .ok, "\(response.text)")
            let body = try response.json()
            #expect(body["intent"] as? String == "AddIntent")
            #expect(body["reloadedKind"] as? String == "Tally")
            #expect(Boards.board(board).count == 1)
            #expect(try await eventually { try await Self.fragment(client, id).contains("Count 1") })
            #expect(try await eventually { try await Self.fragment(client, other).contains("Count 1") })
            // A second tap (a double click is two taps).
            // As the page sends it: its preferences in the query, the variant's appearance.
            let fromPage = try await client.execute(
                uri: "/api/instances/\(id)/perform?appearance=dark&dynamicTypeSize=xxxLarge&locale=es_ES", method: .post,
                body: ByteBuffer(string: #"{"control":0,"intent":"AddIntent","colorScheme":"dark"}"#))
            #expect(fromPage.status == .ok, "\(fromPage.text)")
            #expect(try await eventually { try await Self.fragment(client, id).contains("Count 2") })
            #expect(Boards.board(board).performed == ["add 1", "add 1"])
            let badQuery = try await client.execute(uri: "/api/instances/\(id)/perform?dynamicTypeSize=enormous", method: .post,
                                                    body: ByteBuffer(string: #"{"control":0}"#))
            #expect(badQuery.status == .badRequest)
            #expect(Boards.board(board).performed.count == 2)
        }
    }

    @Test("An OpenURLIntent, on a button or opened by an intent's result, tells the page where to go")
    func openURLIntent() async throws {
        let board = Self.newBoard()
        try await withHomeScreen(registry: InteractiveTestWidgets.registry(board: board)) { _, client in
            let id = try await client.placedID("Opener", "systemSmall")
            #expect(try await eventually { try await Self.fragment(client, id).contains("Count 0") })
            #expect(try await Self.fragment(client, id).contains(#"data-intent="OpenURLIntent""#))

            let web = try await Self.perform(client, id, #"{"control":0,"intent":"OpenURLIntent"}"#)
            #expect(web.status == .ok, "\(web.text)")
            var body = try web.json()
            #expect(body["opensURL"] as? String == "https://example.com/news?id=7&from=widget")
            #expect(body["openAt"] as? String == "https://example.com/news?id=7&from=widget", "a web page opens as it is")

            let app = try await Self.perform(client, id, #"{"control":1,"intent":"AddAndOpenIntent"}"#)
            #expect(app.status == .ok, "\(app.text)")
            body = try app.json()
            #expect(body["opensURL"] as? String == "examples://tally/\(board)?from=widget")
            #expect(body["openAt"] as? String == "/open?url=examples%3A%2F%2Ftally%2F\(board)%3Ffrom%3Dwidget", "an app's URL goes through /open")
            #expect(Boards.board(board).performed == ["add and open"], "the intent ran, then opened the URL")
            #expect(try await eventually { try await Self.fragment(client, id).contains("Count 1") })
        }
    }

    @Test("A toggle's SetValueIntent gets the new state; the render shows it switched and it stays switched")
    func toggleSwitches() async throws {
        let board = Self.newBoard()
        try await withHomeScreen(registry: InteractiveTestWidgets.registry(board: board)) { _, client in
            let id = try await Self.placeTally(client)
            let before = try await Self.fragment(client, id)
            #expect(before.contains(#"class="wk-control" data-control="4""#))
            #expect(!before.contains(#"class="wk-control" checked data-control="4""#))
            // Without isOn: the opposite of the state shown.
            let response = try await Self.perform(client, id, #"{"control":4}"#)
            #expect(response.status == .ok, "\(response.text)")
            #expect(try response.json()["isOn"] as? Bool == true)
            #expect(Boards.board(board).lamp)
            #expect(try await eventually {
                try await Self.fragment(client, id).contains(#"<input type="checkbox" role="switch" class="wk-control" checked data-control="4""#)
            })
            // With isOn, as the page sends it: the state asked for, even if it is the one shown.
            #expect(try await Self.perform(client, id, #"{"control":4,"isOn":true}"#).status == .ok)
            #expect(Boards.board(board).lamp)
            #expect(try await Self.perform(client, id, #"{"control":4,"isOn":false}"#).status == .ok)
            #expect(!Boards.board(board).lamp)
            #expect(Boards.board(board).performed == ["lamp true", "lamp true", "lamp false"])
        }
    }

    @Test("A fragment with ?switch= draws the toggle in that state (a tap shown at once) without changing anything")
    func switchOverride() async throws {
        let board = Self.newBoard()
        try await withHomeScreen(registry: InteractiveTestWidgets.registry(board: board)) { _, client in
            let id = try await Self.placeTally(client)
            let plain = try await Self.fragment(client, id)
            let on = try await client.execute(uri: "/widgets/\(id)/fragment?switch=4:on", method: .get)
            #expect(on.status == .ok)
            #expect(on.text.contains(#"class="wk-control" checked data-control="4""#))
            #expect(on.text != plain)
            #expect(try await Self.fragment(client, id) == plain, "the override is not cached")
            for bad in ["4", "4:maybe", "x:on", "-1:on", "4:on:off"] {
                let response = try await client.execute(uri: "/widgets/\(id)/fragment?switch=\(bad)", method: .get)
                #expect(response.status == .badRequest, "\(bad)")
            }
            #expect(Boards.board(board).performed.isEmpty)
            #expect(!Boards.board(board).lamp)
        }
    }

    @Test("Forged control ids, malformed bodies, wrong types, unknown instances and foreign origins: 4xx and nothing run")
    func badTapsRunNothing() async throws {
        let board = Self.newBoard()
        try await withHomeScreen(registry: InteractiveTestWidgets.registry(board: board)) { _, client in
            let id = try await Self.placeTally(client)
            let refused: [(String, HTTPResponse.Status)] = [
                (#"{"control":5}"#, .unprocessableContent),
                (#"{"control":-1}"#, .unprocessableContent),
                (#"{"control":999999999999}"#, .unprocessableContent),
                (#"{"control":"0"}"#, .badRequest),
                (#"{"control":0.5}"#, .badRequest),
                (#"{"control":4,"isOn":"yes"}"#, .badRequest),
                (#"{"control":0,"colorScheme":"sepia"}"#, .badRequest),
                (#"{"control":0,"isOn":true}"#, .badRequest),
                (#"{"control":0,"intent":"DeleteEverythingIntent"}"#, .conflict),
                (#"{"isOn":true}"#, .badRequest),
                (#"{"control":0"#, .badRequest),
                ("", .badRequest),
                ("[0]", .badRequest),
            ]
            for (body, status) in refused {
                let response = try await Self.perform(client, id, body)
                #expect(response.status == status, "\(body) answered \(response.status): \(response.text)")
                #expect(try response.json()["error"] is String, "\(body)")
            }
            #expect(try await Self.perform(client, "no-such-widget", #"{"control":0}"#).status == .notFound)
            let foreign = try await Self.perform(client, id, #"{"control":0}"#, headers: [.origin: "http://evil.example"])
            #expect(foreign.status == .forbidden)
            let wrongMethod = try await client.execute(uri: "/api/instances/\(id)/perform", method: .get)
            #expect(wrongMethod.status == .methodNotAllowed)
            #expect(Boards.board(board).performed.isEmpty)
            #expect(Boards.board(board).count == 0)
        }
    }

    @Test("An intent that throws: 502 naming the intent, and the widget keeps its entry")
    func throwingIntentKeepsEntry() async throws {
        let board = Self.newBoard()
        try await withHomeScreen(registry: InteractiveTestWidgets.registry(board: board)) { runtime, client in
            let id = try await Self.placeTally(client)
            let before = try await Self.fragment(client, id)
            let response = try await Self.perform(client, id, #"{"control":2}"#)
            #expect(response.status == .badGateway)
            let message = try response.json()["error"] as? String ?? ""
            #expect(message.contains("BrokenIntent") && message.contains("the printer is on fire"), "\(message)")
            #expect(Boards.board(board).performed == ["broken"])
            // No reload: the same entry, the same render.
            try await Task.sleep(for: .milliseconds(200))
            #expect(try await Self.fragment(client, id) == before)
            #expect(runtime.performQueues.count(id) == 0)
            // And the widget still works.
            #expect(try await Self.perform(client, id, #"{"control":0}"#).status == .ok)
            #expect(try await eventually { try await Self.fragment(client, id).contains("Count 1") })
        }
    }

    @Test("An intent that takes longer than the limit is cancelled: 504, and the widget keeps its entry")
    func slowIntentTimesOut() async throws {
        let board = Self.newBoard()
        try await withHomeScreen(
            registry: InteractiveTestWidgets.registry(board: board), configure: { $0.intentTimeout = .milliseconds(300) }
        ) { _, client in
            let id = try await Self.placeTally(client)
            let started = ContinuousClock.now
            let response = try await Self.perform(client, id, #"{"control":3}"#)
            #expect(response.status == .gatewayTimeout, "\(response.text)")
            #expect(ContinuousClock.now - started < .seconds(10))
            #expect(try response.json()["error"] as? String ?? "" == "SlowIntent took longer than 0.3 seconds and was cancelled.")
            // Cancelled: it never finishes.
            try await Task.sleep(for: .milliseconds(200))
            #expect(Boards.board(board).count == 0)
            #expect(try await Self.fragment(client, id).contains("Count 0"))
        }
    }

    @Test("A flood of taps: at most the queue limit wait, the rest are answered 429, and every tap answered 200 was performed")
    func floodIsBounded() async throws {
        let board = Self.newBoard()
        try await withHomeScreen(
            registry: InteractiveTestWidgets.registry(board: board, delay: 60), configure: { $0.intentQueueLimit = 4 }
        ) { _, client in
            let id = try await Self.placeTally(client)
            let statuses = try await withThrowingTaskGroup(of: HTTPResponse.Status.self) { group in
                for _ in 0..<24 {
                    group.addTask { try await Self.perform(client, id, #"{"control":1}"#).status }
                }
                var statuses: [HTTPResponse.Status] = []
                for try await status in group { statuses.append(status) }
                return statuses
            }
            let accepted = statuses.filter { $0 == .ok }.count
            let refused = statuses.filter { $0 == .tooManyRequests }.count
            #expect(accepted + refused == 24, "\(statuses)")
            #expect(accepted >= 4 && refused >= 1, "accepted \(accepted), refused \(refused)")
            // Nothing acknowledged was lost: every 200 was performed, and nothing else was.
            #expect(Boards.board(board).count == accepted)
            #expect(try await eventually { try await Self.fragment(client, id).contains("Count \(accepted)") })
        }
    }

    @Test("Taps on one instance run one at a time, in the order they came")
    func queueIsFIFO() async throws {
        let queues = PerformQueues()
        let log = Log()
        var tasks: [Task<Int, Never>] = []
        for index in 0..<12 {
            let task = try #require(queues.enqueue("a", limit: 16) {
                log.append("start \(index)")
                try? await Task.sleep(for: .milliseconds(index % 3 == 0 ? 15 : 1))
                log.append("end \(index)")
                return index
            })
            tasks.append(task)
        }
        #expect(queues.count("a") == 12)
        #expect(queues.enqueue("b", limit: 0) { 0 } == nil)
        for task in tasks { _ = await task.value }
        #expect(log.lines == (0..<12).flatMap { ["start \($0)", "end \($0)"] })
        #expect(queues.count("a") == 0)
    }
}

/// Lines appended from several tasks.
final class Log: Sendable {
    private let storage = Mutex<[String]>([])
    func append(_ line: String) { storage.withLock { $0.append(line) } }
    var lines: [String] { storage.withLock { $0 } }
}
