import AppIntents
import Foundation
import HomeScreen
import Hummingbird
import HummingbirdTesting
import Testing
import TestSupport
import ViewCore
import WidgetCore

// Controls (iOS 18) on the home screen: listed with their state, drawn in Control Center's sizes,
// tapped through the API (the intent runs, the control and the app's widgets reload), reloaded
// by an app process through `ControlCenter`, and shown on the page.

/// Says whether the board's lamp is on.
struct LampValueProvider: ControlValueProvider {
    let board: String
    var previewValue: Bool { true }
    func currentValue() async throws -> Bool { Boards.board(board).lamp }
}

/// A value provider that cannot answer.
struct FailingValueProvider: ControlValueProvider {
    struct Failure: Error, CustomStringConvertible { var description: String { "the bridge is offline" } }
    var previewValue: Bool { false }
    func currentValue() async throws -> Bool { throw Failure() }
}

struct LampControl: ControlWidget {
    var board = ""
    init() {}
    init(board: String) { self.board = board }

    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "com.example.lamp", provider: LampValueProvider(board: board)) { isOn in
            ControlWidgetToggle("Lamp", isOn: isOn, action: LampIntent(board: board)) { isOn in
                Label(isOn ? "Shining" : "Dark", systemImage: isOn ? "lightbulb.fill" : "lightbulb")
            }
            .tint(.yellow)
        }
        .displayName("Desk Lamp")
        .description("Turns the lamp on and off.")
    }
}

struct AddControl: ControlWidget {
    var board = ""
    init() {}
    init(board: String) { self.board = board }

    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "com.example.add") {
            ControlWidgetButton(action: AddIntent(board: board, amount: 1)) {
                Label("Add", systemImage: "plus")
            }
        }
    }
}

struct BrokenControl: ControlWidget {
    var board = ""
    init() {}
    init(board: String) { self.board = board }

    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "com.example.broken") {
            ControlWidgetButton(action: BrokenIntent(board: board)) { Label("Break", systemImage: "hammer") }
        }
    }
}

struct OfflineControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "com.example.offline", provider: FailingValueProvider()) { isOn in
            ControlWidgetToggle(isOn: isOn, action: LampIntent(board: "")) { Label("Bridge", systemImage: "network") }
        }
    }
}

@Suite("Control Center: controls listed, drawn, tapped and reloaded")
struct ControlCenterTests {
    /// The interactive test widgets with the controls of `board`.
    @MainActor
    static func registry(board: String) -> WidgetRegistry {
        var registry = InteractiveTestWidgets.registry(board: board)
        registry.controls = [
            ControlDescriptor(LampControl(board: board)), ControlDescriptor(AddControl(board: board)),
            ControlDescriptor(BrokenControl(board: board)), ControlDescriptor(OfflineControl()),
        ]
        return registry
    }

    static func controls(_ client: any TestClientProtocol) async throws -> [String: [String: Any]] {
        let response = try await client.execute(uri: "/api/controls", method: .get)
        #expect(response.status == .ok, "\(response.text)")
        let list = try #require(try JSONSerialization.jsonObject(with: Data(response.text.utf8)) as? [[String: Any]])
        return Dictionary(uniqueKeysWithValues: list.map { ($0["kind"] as? String ?? "", $0) })
    }

    static func perform(_ client: any TestClientProtocol, _ body: String) async throws -> TestResponse {
        try await client.execute(uri: "/api/controls/perform", method: .post, body: ByteBuffer(string: body))
    }

    /// The width and height of a PNG, from its header.
    static func pngSize(_ response: TestResponse) -> (Int, Int)? {
        let bytes = [UInt8](response.body.readableBytesView)
        guard bytes.count > 24, bytes[1] == 0x50, bytes[2] == 0x4E, bytes[3] == 0x47 else { return nil }
        func word(_ at: Int) -> Int { bytes[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
        return (word(16), word(20))
    }

    @Test("GET /api/controls lists every control with its role, name and the state its value provider gives")
    func listed() async throws {
        let board = PerformAPITests.newBoard()
        Boards.change(board) { $0.lamp = true }
        try await withHomeScreen(registry: await Self.registry(board: board)) { _, client in
            let controls = try await Self.controls(client)
            #expect(controls.keys.sorted() == ["com.example.add", "com.example.broken", "com.example.lamp", "com.example.offline"])
            let lamp = try #require(controls["com.example.lamp"])
            #expect(lamp["role"] as? String == "toggle")
            #expect(lamp["isOn"] as? Bool == true, "currentValue(), not the preview value")
            #expect(lamp["displayName"] as? String == "Desk Lamp")
            #expect(lamp["description"] as? String == "Turns the lamp on and off.")
            let add = try #require(controls["com.example.add"])
            #expect(add["role"] as? String == "button")
            #expect(add["isOn"] == nil || add["isOn"] is NSNull)
            // Without displayName(_:) the app's name, as iOS shows it.
            #expect(add["displayName"] as? String == "Widgets")
            let offline = try #require(controls["com.example.offline"])
            #expect((offline["error"] as? String)?.contains("the bridge is offline") == true, "\(offline)")
        }
    }

    @Test("/controls/{size}.png draws each size at Control Center's cell sizes; bad requests are refused")
    func drawn() async throws {
        let board = PerformAPITests.newBoard()
        try await withHomeScreen(registry: await Self.registry(board: board)) { _, client in
            for (size, points) in [("small", (72, 72)), ("medium", (160, 72)), ("large", (160, 160))] {
                let response = try await client.execute(uri: "/controls/\(size).png?kind=com.example.lamp&scale=2", method: .get)
                #expect(response.status == .ok, "\(size): \(response.text.prefix(200))")
                #expect(response.headers[.contentType] == "image/png")
                let pixels = try #require(Self.pngSize(response))
                #expect(pixels.0 == points.0 * 2 && pixels.1 == points.1 * 2, "\(size): \(pixels)")
            }
            let svg = try await client.execute(uri: "/controls/medium.svg?kind=com.example.lamp", method: .get)
            #expect(svg.status == .ok)
            #expect(svg.text.contains("Desk Lamp") || svg.text.contains("Lamp"), "\(svg.text.prefix(400))")
            #expect(svg.text.contains("Dark"), "the value label of the off state")
            // The on state drawn on request differs from the provider's off.
            let off = try await client.execute(uri: "/controls/medium.png?kind=com.example.lamp", method: .get)
            let on = try await client.execute(uri: "/controls/medium.png?kind=com.example.lamp&state=on", method: .get)
            #expect(on.status == .ok && off.headers[.eTag] != on.headers[.eTag])

            #expect(try await client.execute(uri: "/controls/medium.png?kind=com.example.nothing", method: .get).status == .notFound)
            #expect(try await client.execute(uri: "/controls/huge.png?kind=com.example.lamp", method: .get).status == .notFound)
            #expect(try await client.execute(uri: "/controls/small.png", method: .get).status == .badRequest)
            #expect(try await client.execute(uri: "/controls/small.png?kind=com.example.lamp&state=maybe", method: .get).status == .badRequest)
            // A value provider that throws: a clear error, the server stays up.
            let failed = try await client.execute(uri: "/controls/small.png?kind=com.example.offline", method: .get)
            #expect(failed.status == .badGateway && failed.text.contains("the bridge is offline"), "\(failed.text)")
        }
    }

    @Test("Tapping a toggle runs its SetValueIntent with the new state, then the control reloads and shows it")
    func toggle() async throws {
        let board = PerformAPITests.newBoard()
        try await withHomeScreen(registry: await Self.registry(board: board)) { _, client in
            let before = try #require(try await Self.controls(client)["com.example.lamp"])
            #expect(before["isOn"] as? Bool == false)
            let version = try #require(before["version"] as? Int)
            let image = try await client.execute(uri: "/controls/medium.png?kind=com.example.lamp", method: .get)

            let response = try await Self.perform(client, #"{"kind":"com.example.lamp"}"#)
            #expect(response.status == .ok, "\(response.text)")
            let body = try response.json()
            #expect(body["intent"] as? String == "LampIntent")
            #expect(body["isOn"] as? Bool == true, "by default the opposite of the state now")
            #expect(Boards.board(board).lamp)
            #expect(Boards.board(board).performed == ["lamp true"])
            let after = try #require(try await Self.controls(client)["com.example.lamp"])
            #expect(after["isOn"] as? Bool == true)
            #expect((after["version"] as? Int ?? 0) > version)
            let reloaded = try await client.execute(uri: "/controls/medium.png?kind=com.example.lamp", method: .get)
            #expect(reloaded.headers[.eTag] != image.headers[.eTag], "drawn anew in its new state")

            // An explicit state is set as asked, even when it is the state already.
            #expect(try await Self.perform(client, #"{"kind":"com.example.lamp","isOn":true}"#).status == .ok)
            #expect(Boards.board(board).lamp)
            #expect(try await Self.perform(client, #"{"kind":"com.example.lamp","isOn":false}"#).status == .ok)
            #expect(!Boards.board(board).lamp)
        }
    }

    @Test("Tapping a button runs its intent, and the app's widgets reload to show what it changed")
    func button() async throws {
        let board = PerformAPITests.newBoard()
        try await withHomeScreen(registry: await Self.registry(board: board)) { _, client in
            let id = try await PerformAPITests.placeTally(client)
            let response = try await Self.perform(client, #"{"kind":"com.example.add"}"#)
            #expect(response.status == .ok, "\(response.text)")
            #expect(try response.json()["intent"] as? String == "AddIntent")
            #expect(Boards.board(board).count == 1)
            #expect(try await eventually { try await PerformAPITests.fragment(client, id).contains("Count 1") })
        }
    }

    @Test("A failing intent answers 502 with its error; the control keeps its state and version; bad taps are refused")
    func failures() async throws {
        let board = PerformAPITests.newBoard()
        try await withHomeScreen(registry: await Self.registry(board: board)) { _, client in
            let version = try #require(try await Self.controls(client)["com.example.broken"]?["version"] as? Int)
            let broken = try await Self.perform(client, #"{"kind":"com.example.broken"}"#)
            #expect(broken.status == .badGateway)
            #expect(broken.text.contains("the printer is on fire"), "\(broken.text)")
            #expect(try await Self.controls(client)["com.example.broken"]?["version"] as? Int == version)

            let offline = try await Self.perform(client, #"{"kind":"com.example.offline"}"#)
            #expect(offline.status == .badGateway && offline.text.contains("the bridge is offline"), "\(offline.text)")
            #expect(try await Self.perform(client, #"{"kind":"com.example.nothing"}"#).status == .notFound)
            #expect(try await Self.perform(client, #"{"kind":7}"#).status == .badRequest)
            #expect(try await Self.perform(client, #"{"kind":"com.example.lamp","isOn":"yes"}"#).status == .badRequest)
            #expect(!Boards.board(board).lamp, "nothing ran")
        }
    }

    @Test("An app process reloads controls through ControlCenter over the data directory's socket and lists them")
    func fromApp() async throws {
        let board = PerformAPITests.newBoard()
        try await withHomeScreen(registry: await Self.registry(board: board), listensForWidgetCenter: true) { runtime, client in
            let socket = runtime.configuration.dataDirectory.appendingPathComponent("widgetcenter.sock").path
            let center = ControlCenter(widgetCenter: WidgetCenter(remote: .socket(path: socket)))
            let kinds = try await center.currentControls().map(\.kind)
            #expect(kinds.sorted() == ["com.example.add", "com.example.broken", "com.example.lamp", "com.example.offline"])

            let version = try #require(try await Self.controls(client)["com.example.lamp"]?["version"] as? Int)
            Boards.change(board) { $0.lamp = true }
            center.reloadControls(ofKind: "com.example.lamp")
            #expect(try await eventually {
                try await Self.controls(client)["com.example.lamp"]?["version"] as? Int ?? 0 > version
            })
            #expect(try await Self.controls(client)["com.example.lamp"]?["isOn"] as? Bool == true)
            // Every control moves on with reloadAllControls().
            let add = try #require(try await Self.controls(client)["com.example.add"]?["version"] as? Int)
            center.reloadAllControls()
            #expect(try await eventually {
                try await Self.controls(client)["com.example.add"]?["version"] as? Int ?? 0 > add
            })
        }
    }

    @Test("The page shows Control Center: one button per control with its kind, role, state and image")
    func page() async throws {
        let board = PerformAPITests.newBoard()
        try await withHomeScreen(registry: await Self.registry(board: board)) { _, client in
            let page = try await client.execute(uri: "/", method: .get).text
            #expect(page.contains(#"<section id="control-center" class="control-center" aria-label="Control Center" data-count="4">"#))
            #expect(page.contains(#"data-control-kind="com.example.lamp" data-role="toggle" data-on="false""#), "\(page)")
            #expect(page.contains(#"aria-pressed="false""#))
            #expect(page.contains(#"data-control-kind="com.example.add" data-role="button""#))
            #expect(page.contains(#"src="/controls/medium.png?kind=com.example.lamp&amp;v="#))
            #expect(page.contains(#"aria-label="Desk Lamp""#))
        }
        // Without controls, no panel.
        try await withHomeScreen(registry: InteractiveTestWidgets.registry(board: board)) { _, client in
            let page = try await client.execute(uri: "/", method: .get).text
            #expect(!page.contains("id=\"control-center\""))
        }
    }
}
