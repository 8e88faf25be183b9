import Foundation
import HomeScreen
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Synchronization
import Testing
import TestSupport
import ViewCore
import WidgetCore

/// Widget push updates (iOS 26, docs/WIDGET-PUSH.md): an app's push token issued to its
/// widgets' `WidgetPushHandler`, `content-changed` pushes to `POST /api/push/{token}` that
/// reload its push-enabled widgets, the per-app push budget, `serve --developer-mode`, and
/// `WidgetCenter.currentPushInfo` in an app process.
@Suite("Widget push updates")
struct WidgetPushTests {
    private static let phase = "WIDGETKIT_WIDGET_PUSH_APP_PHASE"
    private static let contentChanged = #"{"aps": {"content-changed": true}}"#
    private static let widgetHeaders = [("apns-push-type", "widgets"), ("apns-topic", "com.example.tally.push-type.widgets"),
                                        ("apns-priority", "10")]

    private static func object(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], "JSON: \(text)")
    }

    /// `GET /api/widget-push`'s apps.
    private static func apps(_ server: ServerProcess) async throws -> [[String: Any]] {
        let answer = try await DataDirectoryFaultTests.request(server, "GET", "/api/widget-push")
        #expect(answer.status == 200, "\(answer.body)")
        return try #require(try Self.object(answer.body)["apps"] as? [[String: Any]])
    }

    /// The serving program's app once its push handler was told about `count` widgets (waited
    /// for: the announcement runs after the placement).
    private static func announcedApp(_ server: ServerProcess, count: Int) async throws -> [String: Any] {
        for _ in 0..<1200 {
            if let app = try await apps(server).first, app["announced"] as? Int == count { return app }
            try await Task.sleep(for: .milliseconds(100))
        }
        Issue.record("the push handler was never told about \(count) widget(s): \(try await apps(server))")
        throw CancellationError()
    }

    @Test("The Tally widget's token reaches its handler and the app; good, malformed and unknown pushes; the count survives a restart",
          .timeLimit(.minutes(10)))
    func tallyPushes() async throws {
        let directory = DataDirectoryFaultTests.newDirectory("wpush")
        defer { try? FileManager.default.removeItem(at: directory) }
        var server = try ServerProcess(dataDirectory: directory)

        // The first start places a Tally: its token is issued and told to TallyPushHandler.
        let app = try await Self.announcedApp(server, count: 1)
        #expect(app["app"] == nil || app["app"] is NSNull)
        #expect(app["kinds"] as? [String] == ["Tally"])
        #expect(app["placed"] as? Int == 1 && app["budget"] as? Int == 70)
        let token = try #require(app["token"] as? String)
        #expect(token.count == 64 && token.allSatisfy(\.isHexDigit))

        // The handler ran in the serving program and wrote the token to the app group, as an app
        // would hand it to its server.
        let plist = directory.appendingPathComponent(
            "AppGroups/group.com.example.tally/Library/Preferences/group.com.example.tally.plist")
        let saved = try #require(
            try PropertyListSerialization.propertyList(from: Data(contentsOf: plist), format: nil) as? [String: Any])
        #expect(saved["pushToken"] as? String == token)
        #expect(saved["pushWidgets"] as? Int == 1)

        // An app process asks WidgetCenter.shared.currentPushInfo over the socket.
        let child = try ChildTestProcess.start("widgetPushInfoApp",
                                               environment: ["WIDGETKIT_DATA_DIR": directory.path, Self.phase: "widgetPushInfoApp"])
        let (status, log) = await child.finish(timeout: .seconds(300))
        #expect(status == 0, "the app process failed:\n\(log)")
        #expect(log.contains("widget-push-token: \(token)"), "\(log)")

        // A good push, in upper case: the Tally reloads.
        let good = try await LiveActivityPushTests.push(server, token: token.uppercased(), Self.contentChanged,
                                                        headers: Self.widgetHeaders)
        #expect(good.status == 200, "\(good.body)")
        #expect(good.headers["apns-id"] != nil)
        let outcome = try Self.object(good.body)
        #expect(outcome["reloaded"] as? [String] == ["Tally"])
        #expect(outcome["instances"] as? Int == 1 && outcome["pushesInLast24Hours"] as? Int == 1)

        // Refused, and not counted: another push type, another topic, no content-changed, not JSON.
        let refusals: [(String, [(String, String)], Int, String)] = [
            (Self.contentChanged, [("apns-push-type", "liveactivity")], 400, "InvalidPushType"),
            (Self.contentChanged, [("apns-topic", "com.example.tally")], 400, "BadTopic"),
            (#"{"aps": {"content-available": 1}}"#, Self.widgetHeaders, 400, "BadPayload"),
            (#"{"aps": {"content-changed": "yes"}}"#, Self.widgetHeaders, 400, "BadPayload"),
            ("content-changed", Self.widgetHeaders, 400, "BadPayload"),
            ("", Self.widgetHeaders, 400, "PayloadEmpty"),
        ]
        for (body, headers, status, reason) in refusals {
            let answer = try await LiveActivityPushTests.push(server, token: token, body, headers: headers)
            #expect(answer.status == status, "\(body) \(headers): \(answer.body)")
            #expect(try Self.object(answer.body)["reason"] as? String == reason, "\(answer.body)")
        }
        // A token nobody was issued, and one that is not a token.
        let unknown = try await LiveActivityPushTests.push(server, token: String(repeating: "ab", count: 32), Self.contentChanged,
                                                           headers: Self.widgetHeaders)
        #expect(unknown.status == 410, "\(unknown.body)")
        #expect(try Self.object(unknown.body)["reason"] as? String == "Unregistered")
        let notAToken = try await LiveActivityPushTests.push(server, token: "tally", Self.contentChanged, headers: Self.widgetHeaders)
        #expect(notAToken.status == 400)
        #expect(try Self.object(notAToken.body)["reason"] as? String == "BadDeviceToken")
        #expect(try await Self.apps(server).first?["pushesInLast24Hours"] as? Int == 1)

        // After a restart: the same token, the same count, and the handler is told again.
        server.stop()
        server = try ServerProcess(dataDirectory: directory)
        defer { server.stop() }
        let again = try await Self.announcedApp(server, count: 1)
        #expect(again["token"] as? String == token)
        #expect(again["pushesInLast24Hours"] as? Int == 1 && again["lastPushAt"] != nil)
    }

    @Test("App side: print WidgetCenter.shared.currentPushInfo (run by tallyPushes)",
          .enabled(if: ProcessInfo.processInfo.environment["WIDGETKIT_WIDGET_PUSH_APP_PHASE"] == "widgetPushInfoApp"))
    func widgetPushInfoApp() async throws {
        let info = try #require(await WidgetCenter.shared.currentPushInfo)
        print("widget-push-token: \(info)")
        #expect(info.token.count == 32)
    }

    @Test("The handler is told each change of the placed push-enabled widgets; pushes reload only those; the budget answers 429",
          .timeLimit(.minutes(10)))
    func handlerAndBudget() async throws {
        let registry = await WidgetRegistry(bundle: PushTestBundle.self)
        try await withHomeScreen(setup: .live, registry: registry, configure: { $0.widgetPushBudget = 2 }) { runtime, client in
            func add(_ kind: String) async throws -> String {
                let response = try await client.execute(uri: "/api/instances", method: .post,
                                                        body: ByteBuffer(string: #"{"kind":"\#(kind)","family":"systemSmall"}"#))
                #expect(response.status == .created, "\(String(buffer: response.body))")
                return try #require(try Self.object(String(buffer: response.body))["id"] as? String)
            }
            func push(_ token: String, _ body: String = Self.contentChanged) async throws -> (Int, [String: Any]) {
                var headers = HTTPFields()
                headers[HTTPField.Name("apns-push-type")!] = "widgets"
                let response = try await client.execute(uri: "/api/push/\(token)", method: .post, headers: headers,
                                                        body: ByteBuffer(string: body))
                return (Int(response.status.code), try Self.object(String(buffer: response.body)))
            }

            // Nothing placed: no token yet.
            #expect(try await runtime.widgetPushSummaries().first?.token == nil)
            #expect(await runtime.widgetPushInfo(app: nil) == nil)

            let first = try await add("Pushed")
            let told = try await PushRecorder.waitFor { $0.last?.widgets == [first] }
            let token = told.token
            #expect(await runtime.widgetPushInfo(app: nil)?.description == token)
            // A widget without a push handler changes nothing the handler is told.
            _ = try await add("Plain")
            let second = try await add("Pushed")
            _ = try await PushRecorder.waitFor { $0.last?.token == token && $0.last?.widgets == [first, second].sorted() }
            let removed = try await client.execute(uri: "/api/instances/\(first)", method: .delete)
            #expect(removed.status == .noContent || removed.status == .ok)
            _ = try await PushRecorder.waitFor { $0.last?.token == token && $0.last?.widgets == [second] }
            #expect(PushRecorder.calls(for: token).allSatisfy { !$0.kinds.contains("Plain") })

            // Two pushes reload the Pushed widget (its provider is asked again); the third is over budget.
            let before = PushedProvider.timelines.withLock { $0 }
            let (status, outcome) = try await push(token)
            #expect(status == 200 && outcome["reloaded"] as? [String] == ["Pushed"] && outcome["instances"] as? Int == 1)
            for _ in 0..<1200 where PushedProvider.timelines.withLock({ $0 }) <= before {
                try await Task.sleep(for: .milliseconds(100))
            }
            #expect(PushedProvider.timelines.withLock { $0 } > before, "the push reloaded the widget's timeline")
            #expect(try await push(token).0 == 200)
            let (over, refusal) = try await push(token)
            #expect(over == 429 && refusal["reason"] as? String == "TooManyRequests", "\(refusal)")
            #expect((refusal["error"] as? String)?.contains("--developer-mode") == true)
            let summary = try #require(try await runtime.widgetPushSummaries().first)
            #expect(summary.pushesInLast24Hours == 2 && summary.budget == 2 && summary.announced == 1)
        }
    }

    @Test("Developer mode lifts the push budget")
    func developerMode() async throws {
        let registry = await WidgetRegistry(widget: DevPushedWidget.self)
        try await withHomeScreen(setup: .live, registry: registry, configure: {
            $0.widgetPushBudget = 1
            $0.developerMode = true
        }) { runtime, client in
            let response = try await client.execute(uri: "/api/instances", method: .post,
                                                    body: ByteBuffer(string: #"{"kind":"DevPushed","family":"systemSmall"}"#))
            let id = try #require(try Self.object(String(buffer: response.body))["id"] as? String)
            let token = try await PushRecorder.waitFor { $0.last?.widgets == [id] }.token
            for _ in 0..<3 {
                let answer = try await client.execute(uri: "/api/push/\(token)", method: .post,
                                                      body: ByteBuffer(string: Self.contentChanged))
                #expect(answer.status == .ok, "\(String(buffer: answer.body))")
            }
            let summary = try #require(try await runtime.widgetPushSummaries().first)
            #expect(summary.budget == nil && summary.pushesInLast24Hours == 3)
        }
    }
}

// MARK: - Fixtures

/// What the test push handler was told, by call.
enum PushRecorder {
    struct Call: Sendable {
        var token: String
        /// Instance ids, sorted.
        var widgets: [String]
        var kinds: [String]
    }

    static let log = Mutex<[Call]>([])

    static func calls(for token: String) -> [Call] { log.withLock { $0.filter { $0.token == token } } }

    /// The last call once `condition` holds of the calls so far (waited for: the handler is told
    /// after the placement). Each test's tokens are its own, so parallel tests do not mix.
    static func waitFor(_ condition: @escaping @Sendable ([Call]) -> Bool) async throws -> Call {
        for _ in 0..<1200 {
            let calls = log.withLock { $0 }
            let tokens = Set(calls.map(\.token))
            for token in tokens {
                let own = calls.filter { $0.token == token }
                if condition(own), let last = own.last { return last }
            }
            try await Task.sleep(for: .milliseconds(100))
        }
        Issue.record("the push handler was not told what the test waited for: \(log.withLock { $0 })")
        throw CancellationError()
    }
}

struct RecordingPushHandler: WidgetPushHandler {
    func pushTokenDidChange(_ pushInfo: WidgetPushInfo, widgets: [WidgetInfo]) {
        let call = PushRecorder.Call(token: pushInfo.description, widgets: widgets.map(\.instanceID).sorted(),
                                     kinds: widgets.map(\.kind))
        PushRecorder.log.withLock { $0.append(call) }
    }
}

struct PushedEntry: TimelineEntry {
    let date: Date
}

struct PushedProvider: TimelineProvider {
    static let timelines = Mutex(0)

    func placeholder(in context: Context) -> PushedEntry { PushedEntry(date: Date()) }
    func getSnapshot(in context: Context, completion: @escaping (PushedEntry) -> Void) { completion(PushedEntry(date: Date())) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<PushedEntry>) -> Void) {
        Self.timelines.withLock { $0 += 1 }
        completion(Timeline(entries: [PushedEntry(date: Date())], policy: .never))
    }
}

struct PushedWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Pushed", provider: PushedProvider()) { entry in
            Text(entry.date, style: .time)
        }
        .supportedFamilies([.systemSmall])
        .pushHandler(RecordingPushHandler.self)
    }
}

struct PlainProvider: TimelineProvider {
    func placeholder(in context: Context) -> PushedEntry { PushedEntry(date: Date()) }
    func getSnapshot(in context: Context, completion: @escaping (PushedEntry) -> Void) { completion(PushedEntry(date: Date())) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<PushedEntry>) -> Void) {
        completion(Timeline(entries: [PushedEntry(date: Date())], policy: .never))
    }
}

/// The developer-mode test's widget (a provider of its own: the other test counts its provider's calls).
struct DevPushedWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "DevPushed", provider: PlainProvider()) { entry in
            Text(entry.date, style: .time)
        }
        .supportedFamilies([.systemSmall])
        .pushHandler(RecordingPushHandler.self)
    }
}

struct PushTestBundle: WidgetBundle {
    var body: some Widget {
        PushedWidget()
        PlainWidget()
    }
}

struct PlainWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Plain", provider: PlainProvider()) { _ in
            Text("Plain")
        }
        .supportedFamilies([.systemSmall])
    }
}
