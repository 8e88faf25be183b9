import ActivityKit
import Foundation
import HomeScreen
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing
import TestSupport

/// APNs-shaped pushes (`POST /api/push/{token}`, docs/HTTP-API.md "Push"): a real
/// `example-widgets serve` process, an app process that starts a delivery with `pushType:
/// .token` and prints its token, and the pushes a server would send APNs, over HTTP.
@Suite("APNs-shaped pushes to Live Activities")
struct LiveActivityPushTests {
    private static let phase = "WIDGETKIT_ACTIVITY_APP_PHASE"

    /// One push over a connection of its own, with the headers a server sends APNs.
    static func push(_ server: ServerProcess, token: String, _ body: String,
                     headers: [(String, String)] = [("apns-push-type", "liveactivity"), ("apns-priority", "10")])
        async throws -> HTTPMethodsTests.Answer {
        var text = "POST /api/push/\(token) HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\nContent-Type: application/json\r\n"
        for (name, value) in headers { text += "\(name): \(value)\r\n" }
        text += "Content-Length: \(body.utf8.count)\r\n\r\n\(body)"
        return try await HTTPMethodsTests.exchange(server.port, text)
    }

    private static func object(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], "JSON: \(text)")
    }

    private static func activities(_ server: ServerProcess) async throws -> [[String: Any]] {
        let answer = try await DataDirectoryFaultTests.request(server, "GET", "/api/activities")
        #expect(answer.status == 200, "\(answer.body)")
        return try #require(try JSONSerialization.jsonObject(with: Data(answer.body.utf8)) as? [[String: Any]])
    }

    private static func update(_ timestamp: Int, minutes: Int, stage: String = "On its way", extra: String = "") -> String {
        """
        {"aps": {"timestamp": \(timestamp), "event": "update", \
        "content-state": {"minutesLeft": \(minutes), "stage": "\(stage)", "progress": 0.5}\(extra)}}
        """
    }

    @Test("Pushes to an activity's token: a good update, a stale timestamp, malformed bodies, unknown tokens, the end",
          .timeLimit(.minutes(10)))
    func pushesToAnActivity() async throws {
        let directory = DataDirectoryFaultTests.newDirectory("push")
        defer { try? FileManager.default.removeItem(at: directory) }
        let server = try ServerProcess(dataDirectory: directory)
        defer { server.stop() }

        let child = try ChildTestProcess.start("pushableDeliveryApp",
                                               environment: ["WIDGETKIT_DATA_DIR": directory.path, Self.phase: "pushableDeliveryApp"])
        let (status, log) = await child.finish(timeout: .seconds(300))
        #expect(status == 0, "the app process failed:\n\(log)")
        let line = try #require(log.split(separator: "\n").first { $0.hasPrefix("push-token: ") }, "the app prints its token:\n\(log)")
        let token = String(line.dropFirst("push-token: ".count)).trimmingCharacters(in: .whitespaces)
        #expect(token.count == 64)
        let id = try #require(try await Self.activities(server).first?["id"] as? String)
        let now = Int(Date().timeIntervalSince1970)

        // A good update, priority 10, with a relevance score and an alert: applied, answered with an apns-id.
        let good = try await Self.push(server, token: token, Self.update(now, minutes: 3, stage: "Around the corner", extra: """
            , "relevance-score": 50, "stale-date": \(now + 3600), "alert": {"title": "Almost there", "body": "3 minutes"}
            """), headers: [("apns-push-type", "liveactivity"), ("apns-priority", "10"), ("apns-topic", "com.example.app.push-type.liveactivity"),
                            ("apns-expiration", "0"), ("apns-id", "1C4CF0DB-7D8E-4D1E-9B5A-0F8E2C1D4A10")])
        #expect(good.status == 200, "\(good.body)")
        #expect(good.headers["apns-id"] == "1C4CF0DB-7D8E-4D1E-9B5A-0F8E2C1D4A10")
        #expect(try Self.object(good.body)["applied"] as? Bool == true)
        var activity = try #require(try await Self.activities(server).first)
        var state = try #require(activity["contentState"] as? [String: Any])
        #expect(state["minutesLeft"] as? Int == 3 && state["stage"] as? String == "Around the corner")
        #expect(activity["relevanceScore"] as? Double == 50)
        #expect((activity["alert"] as? [String: Any])?["title"] as? String == "Almost there")
        #expect(activity["staleDate"] != nil)
        var pushes = try #require(activity["pushes"] as? [String: Any])
        #expect(pushes["highPriority"] as? Int == 1 && pushes["lowPriority"] as? Int == 0)

        // An older timestamp: accepted as APNs does (200), ignored by the activity, still counted.
        let stale = try await Self.push(server, token: token, Self.update(now - 60, minutes: 9))
        #expect(stale.status == 200, "\(stale.body)")
        let staleAnswer = try Self.object(stale.body)
        #expect(staleAnswer["applied"] as? Bool == false)
        #expect((staleAnswer["ignored"] as? String)?.contains("older") == true)
        activity = try #require(try await Self.activities(server).first)
        state = try #require(activity["contentState"] as? [String: Any])
        #expect(state["minutesLeft"] as? Int == 3, "the older push changed nothing")
        pushes = try #require(activity["pushes"] as? [String: Any])
        #expect(pushes["highPriority"] as? Int == 2)

        // Priority 5 is counted apart.
        let low = try await Self.push(server, token: token, Self.update(now + 1, minutes: 2),
                                      headers: [("apns-push-type", "liveactivity"), ("apns-priority", "5")])
        #expect(low.status == 200, "\(low.body)")
        activity = try #require(try await Self.activities(server).first)
        pushes = try #require(activity["pushes"] as? [String: Any])
        #expect(pushes["highPriority"] as? Int == 2 && pushes["lowPriority"] as? Int == 1)
        #expect((activity["contentState"] as? [String: Any])?["minutesLeft"] as? Int == 2)

        // Malformed pushes: 400 with APNs' reason (or ours) and why; nothing changes, nothing is counted.
        let malformed: [(String, [(String, String)], String, String)] = [
            ("{\"aps\": {\"timestamp\": 1,", [], "BadPayload", "not JSON"),
            (#"{"aps": {"event": "update", "content-state": {"minutesLeft": 1, "stage": "x", "progress": 0}}}"#, [], "BadPayload", "timestamp"),
            (#"{"aps": {"timestamp": \#(now + 5), "event": "update", "content-state": {"minutesLeft": "soon", "stage": "x", "progress": 0}}}"#,
             [], "BadPayload", "minutesLeft"),
            (#"{"aps": {"timestamp": \#(now + 5), "event": "update", "content-state": {"stage": "x", "progress": 0}}}"#, [], "BadPayload", "minutesLeft"),
            (#"{"aps": {"timestamp": \#(now + 5), "event": "pause", "content-state": {}}}"#, [], "BadPayload", "event"),
            (#"{"aps": {"timestamp": \#(now + 5), "event": "update"}}"#, [], "BadPayload", "content-state"),
            (#"{"aps": {"timestamp": \#(now + 5), "event": "update", "content-state": {"minutesLeft": 1, "minutesLeft": 2}}}"#, [], "BadPayload", "twice"),
            (Self.update(now + 5, minutes: 1), [("apns-push-type", "liveactivity"), ("apns-priority", "7")], "BadPriority", "priority"),
            (Self.update(now + 5, minutes: 1), [("apns-push-type", "alert")], "InvalidPushType", "liveactivity"),
            (Self.update(now + 5, minutes: 1), [("apns-push-type", "liveactivity"), ("apns-expiration", "soon")], "BadExpirationDate", "expiration"),
            (Self.update(now + 5, minutes: 1), [("apns-push-type", "liveactivity"), ("apns-topic", "com.example.app")], "BadTopic", "topic"),
            ("", [], "PayloadEmpty", "empty"),
        ]
        for (body, headers, reason, mentions) in malformed {
            let answer = try await Self.push(server, token: token, body, headers: headers.isEmpty ? [("apns-push-type", "liveactivity")] : headers)
            #expect(answer.status == 400, "\(body): \(answer.status) \(answer.body)")
            let refusal = try Self.object(answer.body)
            #expect(refusal["reason"] as? String == reason, "\(body): \(answer.body)")
            #expect((refusal["error"] as? String)?.contains(mentions) == true, "\(body): \(answer.body)")
        }
        let tooLarge = try await Self.push(server, token: token, Self.update(now + 5, minutes: 1, stage: String(repeating: "x", count: 5000)))
        #expect(tooLarge.status == 413 && (try? Self.object(tooLarge.body)["reason"] as? String) == "PayloadTooLarge", "\(tooLarge.body)")
        activity = try #require(try await Self.activities(server).first)
        #expect((activity["contentState"] as? [String: Any])?["minutesLeft"] as? Int == 2, "refused pushes changed nothing")
        pushes = try #require(activity["pushes"] as? [String: Any])
        #expect(pushes["highPriority"] as? Int == 2 && pushes["lowPriority"] as? Int == 1, "refused pushes are not counted")

        // Unknown and malformed tokens.
        let unknown = try await Self.push(server, token: String(repeating: "0", count: 64), Self.update(now + 5, minutes: 1))
        #expect(unknown.status == 410 && (try? Self.object(unknown.body)["reason"] as? String) == "Unregistered", "\(unknown.body)")
        let bad = try await Self.push(server, token: "not-a-token", Self.update(now + 5, minutes: 1))
        #expect(bad.status == 400 && (try? Self.object(bad.body)["reason"] as? String) == "BadDeviceToken", "\(bad.body)")
        // Tokens are hex: any case reaches the same activity.
        let upper = try await Self.push(server, token: token.uppercased(), Self.update(now + 6, minutes: 1))
        #expect(upper.status == 200, "\(upper.body)")

        // The end, with a dismissal date an hour on: ended, kept until then; later updates are ignored.
        let dismissal = now + 3600
        let end = try await Self.push(server, token: token, """
            {"aps": {"timestamp": \(now + 7), "event": "end", "dismissal-date": \(dismissal),
             "content-state": {"minutesLeft": 0, "stage": "Delivered", "progress": 1}}}
            """)
        #expect(end.status == 200, "\(end.body)")
        #expect(try Self.object(end.body)["state"] as? String == "ended")
        activity = try #require(try await Self.activities(server).first)
        #expect(activity["state"] as? String == "ended")
        #expect((activity["contentState"] as? [String: Any])?["stage"] as? String == "Delivered")
        #expect(activity["id"] as? String == id)
        let after = try await Self.push(server, token: token, Self.update(now + 8, minutes: 5))
        #expect(after.status == 200 && (try? Self.object(after.body)["applied"] as? Bool) == false, "\(after.body)")

        // An end dismissed at once: the activity leaves; its token then is unknown.
        let child2 = try ChildTestProcess.start("pushableDeliveryApp",
                                                environment: ["WIDGETKIT_DATA_DIR": directory.path, Self.phase: "pushableDeliveryApp"])
        let (status2, log2) = await child2.finish(timeout: .seconds(300))
        #expect(status2 == 0, "\(log2)")
        let line2 = try #require(log2.split(separator: "\n").first { $0.hasPrefix("push-token: ") })
        let token2 = String(line2.dropFirst("push-token: ".count)).trimmingCharacters(in: .whitespaces)
        let immediate = try await Self.push(server, token: token2, """
            {"aps": {"timestamp": \(now), "event": "end", "dismissal-date": \(now - 10)}}
            """)
        #expect(immediate.status == 200, "\(immediate.body)")
        #expect(try await Self.activities(server).compactMap { $0["id"] as? String } == [id], "dismissed at once; the first stays ended")
        let gone = try await Self.push(server, token: token2, Self.update(now + 9, minutes: 1))
        #expect(gone.status == 410, "\(gone.body)")
    }

    @Test("App side: start a delivery that takes pushes and print its token (run by pushesToAnActivity)",
          .enabled(if: ProcessInfo.processInfo.environment["WIDGETKIT_ACTIVITY_APP_PHASE"] == "pushableDeliveryApp"))
    func pushableDeliveryApp() async throws {
        let activity = try Activity.request(
            attributes: DeliveryAttributes(orderNumber: "2001", courier: "Ana"),
            content: ActivityContent(state: .init(minutesLeft: 12, stage: "Preparing", progress: 0.1), staleDate: nil),
            pushType: .token)
        let token = try #require(activity.pushToken)
        print("push-token: " + token.map { String(format: "%02x", $0) }.joined())
    }

    @Test("A start push to a push-to-start token starts an activity the app then sees, with a token of its own")
    func pushToStart() async throws {
        try await withTemporaryDirectory { directory in
            let registry = await registryWithParcelActivity()
            try await withHomeScreen(directory: directory, registry: registry, listensForWidgetCenter: true) { runtime, client in
                try await asApp(runtime) {
                    let tokenData = try #require(Activity<ParcelAttributes>.pushToStartToken)
                    let token = tokenData.map { String(format: "%02x", $0) }.joined()
                    let now = Int(Date().timeIntervalSince1970)
                    func post(_ body: String) async throws -> (Int, [String: Any]) {
                        var headers = HTTPFields()
                        headers[HTTPField.Name("apns-push-type")!] = "liveactivity"
                        let response = try await client.execute(uri: "/api/push/\(token)", method: .post, headers: headers,
                                                                body: ByteBuffer(string: body))
                        let object = try JSONSerialization.jsonObject(with: Data(response.body.readableBytesView)) as? [String: Any]
                        return (Int(response.status.code), object ?? [:])
                    }
                    // An update to a push-to-start token is refused: it starts activities only.
                    let update = try await post(#"{"aps": {"timestamp": \#(now), "event": "update", "content-state": {"minutesLeft": 1}}}"#)
                    #expect(update.0 == 400 && (update.1["error"] as? String)?.contains("push-to-start") == true, "\(update.1)")
                    // Another type's start: refused.
                    let other = try await post("""
                        {"aps": {"timestamp": \(now), "event": "start", "attributes-type": "DeliveryAttributes",
                         "attributes": {"parcel": "B"}, "content-state": {"minutesLeft": 4}}}
                        """)
                    #expect(other.0 == 400, "\(other.1)")
                    // Attributes that do not decode as the type's: refused, naming the key.
                    let undecodable = try await post("""
                        {"aps": {"timestamp": \(now), "event": "start", "attributes-type": "ParcelAttributes",
                         "attributes": {"box": "B"}, "content-state": {"minutesLeft": 4}}}
                        """)
                    #expect(undecodable.0 == 400 && (undecodable.1["error"] as? String)?.contains("parcel") == true, "\(undecodable.1)")
                    #expect(Activity<ParcelAttributes>.activities.isEmpty, "refused starts start nothing")

                    let started = try await post("""
                        {"aps": {"timestamp": \(now), "event": "start", "attributes-type": "ParcelAttributes",
                         "attributes": {"parcel": "B"}, "content-state": {"minutesLeft": 4}, "input-push-token": 1,
                         "alert": {"title": {"loc-key": "Parcel %@", "loc-args": ["B"]}, "body": "On its way", "sound": "default"}}}
                        """)
                    #expect(started.0 == 200 && started.1["applied"] as? Bool == true, "\(started.1)")
                    let activities = Activity<ParcelAttributes>.activities
                    #expect(activities.count == 1)
                    let activity = try #require(activities.first)
                    #expect(activity.id == started.1["activity"] as? String)
                    #expect(activity.attributes.parcel == "B" && activity.content.state.minutesLeft == 4)
                    #expect(activity.pushToken?.count == 32, "input-push-token: 1 issues the new activity a token")

                    let api = try await client.execute(uri: "/api/activities", method: .get)
                    let list = try #require(try JSONSerialization.jsonObject(with: Data(api.body.readableBytesView)) as? [[String: Any]])
                    #expect((list.first?["alert"] as? [String: Any])?["title"] as? String == "Parcel B")
                    #expect((list.first?["pushes"] as? [String: Any])?["highPriority"] as? Int == 1)
                }
            }
        }
    }

    @Test("The push route is guarded as every change is: the access token beyond loopback, and the origin check")
    func pushNeedsAccess() async throws {
        try await withTemporaryDirectory { directory in
            let registry = await registryWithParcelActivity()
            try await withHomeScreen(host: "0.0.0.0", directory: directory, registry: registry,
                                     listensForWidgetCenter: true) { runtime, client in
                let accessToken = try #require(runtime.accessToken)
                try await asApp(runtime) {
                    let activity = try Activity.request(attributes: ParcelAttributes(parcel: "C"),
                                                        content: ActivityContent(state: .init(minutesLeft: 9), staleDate: nil),
                                                        pushType: .token)
                    let token = try #require(activity.pushToken).map { String(format: "%02x", $0) }.joined()
                    let body = #"{"aps": {"timestamp": \#(Int(Date().timeIntervalSince1970)), "event": "update", "content-state": {"minutesLeft": 1}}}"#
                    func post(_ extra: HTTPFields) async throws -> HTTPResponse.Status {
                        var headers: HTTPFields = [:]
                        headers[HTTPField.Name("apns-push-type")!] = "liveactivity"
                        headers.append(contentsOf: extra)
                        return try await client.execute(uri: "/api/push/\(token)", method: .post, headers: headers,
                                                        body: ByteBuffer(string: body)).status
                    }
                    #expect(try await post([:]) == .unauthorized, "no token")
                    #expect(try await post([.authorization: "Bearer nope"]) == .unauthorized)
                    #expect(try await post([.authorization: "Bearer \(accessToken.value)", .origin: "http://evil.example"]) == .forbidden)
                    #expect(Activity<ParcelAttributes>.activities.first?.content.state.minutesLeft == 9, "refused: unchanged")
                    #expect(try await post([.authorization: "Bearer \(accessToken.value)"]) == .ok)
                    #expect(Activity<ParcelAttributes>.activities.first?.content.state.minutesLeft == 1)
                }
            }
        }
    }
}
