import ActivityKit
import Foundation
import Hummingbird
import HTTPTypes
import WidgetCore
import WidgetRendering

extension HomeScreenServer {
    /// `POST /api/push/{token}`: a push, the very request a server sends APNs
    /// (`POST /3/device/{token}` there), to an activity's push token, a push-to-start token or
    /// an app's widget push token; `GET /api/widget-push`: the apps' widget push tokens and
    /// counts (docs/HTTP-API.md, "Push").
    func addPushRoutes(to router: Router<BasicRequestContext>) {
        router.post("/api/push/{token}") { request, context -> Response in
            let apnsID = Self.apnsID(of: request)
            var headers: HTTPFields = [:]
            headers[HTTPField.Name("apns-id")!] = apnsID
            do {
                let token = context.parameters.get("token") ?? ""
                let (body, pushHeaders) = try await Self.read(request)
                guard token.utf8.count == 64, token.allSatisfy(\.isHexDigit) else {
                    throw LiveActivityPush.Refusal(status: 400, reason: "BadDeviceToken",
                                                   message: "A push token is 64 hexadecimal digits (32 bytes).")
                }
                if let app = try runtime.widgetPushApp(token: token) {
                    return try HTTPResponses.json(try widgetPush(body: body, headers: pushHeaders, app: app), headers: headers)
                }
                if pushHeaders.pushType?.trimmingCharacters(in: .whitespaces) == "widgets" {
                    throw LiveActivityPush.Refusal(
                        status: 410, reason: "Unregistered",
                        message: "No app's widgets here have this push token: it was never issued, or its data directory is another.")
                }
                return try HTTPResponses.json(try await push(body: body, headers: pushHeaders, token: token), headers: headers)
            } catch let refusal as LiveActivityPush.Refusal {
                return try HTTPResponses.json(PushRefusalBody(reason: refusal.reason, error: refusal.message),
                                              status: HTTPResponse.Status(code: refusal.status), headers: headers)
            }
        }
        router.get("/api/widget-push") { _, _ -> Response in
            try HTTPResponses.json(WidgetPushList(apps: try await runtime.widgetPushSummaries()))
        }
    }

    /// A push's body (at most ``LiveActivityPush/maximumBodySize`` bytes) and its APNs headers.
    private static func read(_ request: Request) async throws -> (Data, LiveActivityPush.Headers) {
        let buffer: ByteBuffer
        do {
            buffer = try await request.body.collect(upTo: LiveActivityPush.maximumBodySize)
        } catch {
            throw LiveActivityPush.Refusal(
                status: 413, reason: "PayloadTooLarge",
                message: "The body is larger than the \(LiveActivityPush.maximumBodySize) bytes APNs takes.")
        }
        func header(_ name: String) -> String? { request.headers[HTTPField.Name(name)!] }
        return (Data(buffer.readableBytesView),
                .init(pushType: header("apns-push-type"), priority: header("apns-priority"),
                      expiration: header("apns-expiration"), topic: header("apns-topic")))
    }

    /// A `content-changed` push to an app's widget push token: checked, counted against the
    /// app's budget, and its push-enabled widgets reloaded.
    private func widgetPush(body: Data, headers: LiveActivityPush.Headers, app: String?) throws -> WidgetPushOutcome {
        try WidgetContentPush.check(body: body, headers: headers)
        do {
            return try runtime.applyWidgetPush(app: app)
        } catch let error as RequestError {
            throw LiveActivityPush.Refusal(status: error.status, reason: error.status == 429 ? "TooManyRequests" : "Forbidden",
                                           message: error.message)
        }
    }

    /// The request's `apns-id` when it is a UUID (APNs answers with it), else a new one.
    private static func apnsID(of request: Request) -> String {
        if let given = request.headers[HTTPField.Name("apns-id")!], UUID(uuidString: given) != nil { return given }
        return UUID().uuidString.lowercased()
    }

    /// Checks and applies one Live Activity push to `token`.
    ///
    /// - Throws: ``LiveActivityPush/Refusal``, and nothing is changed.
    private func push(body: Data, headers: LiveActivityPush.Headers, token: String) async throws -> PushAnswer {
        let push = try LiveActivityPush.parse(body: body, headers: headers)
        guard let center = runtime.liveActivities else {
            throw LiveActivityPush.Refusal(status: 403, reason: "Forbidden",
                                           message: "This home screen keeps no Live Activities (it is read-only).")
        }
        guard let target = try center.target(ofPushToken: token) else {
            throw LiveActivityPush.Refusal(
                status: 410, reason: "Unregistered",
                message: "No Live Activity, push-to-start or widget push token here has this token: it was never issued, or its activity is gone.")
        }
        switch (target, push.event) {
        case (.activity(let record), .update), (.activity(let record), .end):
            try await checkDecodes(kind: record.attributesType, attributes: record.attributes,
                                   contentState: push.contentState ?? record.contentState)
            guard let outcome = try center.applyPush(push, toActivity: record.id) else {
                throw LiveActivityPush.Refusal(status: 410, reason: "Unregistered", message: "The activity is gone.")
            }
            return PushAnswer(activity: outcome.activity.id, state: "\(outcome.activity.state)", applied: outcome.applied,
                              ignored: outcome.ignoredReason)
        case (.activity, .start):
            throw LiveActivityPush.Refusal.payload(
                "This is an activity's push token; a start push goes to the push-to-start token of its attributes type.")
        case (.pushToStart(let kind), .start):
            guard push.attributesType == kind else {
                throw LiveActivityPush.Refusal.payload(
                    "This push-to-start token starts \(kind) activities, not \(push.attributesType?.prefix(200) ?? "nil").")
            }
            try await checkDecodes(kind: kind, attributes: push.attributes ?? "", contentState: push.contentState ?? "")
            do {
                let record = try center.startFromPush(push)
                return PushAnswer(activity: record.id, state: "\(record.state)", applied: true, ignored: nil)
            } catch let refusal as LiveActivityCenter.Refusal {
                throw LiveActivityPush.Refusal.payload(refusal.message)
            }
        case (.pushToStart, .update), (.pushToStart, .end):
            throw LiveActivityPush.Refusal.payload(
                "This is a push-to-start token; updates and ends go to the activity's own push token.")
        }
    }

    /// Refuses attributes or a content state that the bundle's types do not decode (the device
    /// would drop such a push; here the sender is told why), by drawing the Lock Screen view.
    private func checkDecodes(kind: String, attributes: String, contentState: String) async throws {
        guard let activity = runtime.registry.activity(kind) else {
            throw LiveActivityPush.Refusal.payload("This home screen has no ActivityConfiguration for \(kind.prefix(200)).")
        }
        let input = ActivityViewInput(attributes: Data(attributes.utf8), contentState: Data(contentState.utf8))
        let bundles = UncheckedPushBundles(runtime.configuration.resourceBundles)
        do {
            try await MainActor.run {
                _ = try ActivityRenderer.layout(activity, input: input, presentation: .lockScreen,
                                                environment: RenderEnvironment(), bundles: bundles.value)
            }
        } catch let error as ActivityDecodingError {
            throw LiveActivityPush.Refusal.payload(error.description)
        }
    }
}

/// What `POST /api/push/{token}` answers with `200`.
struct PushAnswer: Encodable {
    /// The activity the push reached (or started).
    var activity: String
    /// Its state after the push.
    var state: String
    /// Whether the push changed it.
    var applied: Bool
    /// Why it did not, when it did not.
    var ignored: String?
}

/// What `GET /api/widget-push` answers.
struct WidgetPushList: Encodable {
    var apps: [WidgetPushSummary]
}

/// A refused push's body: APNs' `reason`, and what is wrong.
struct PushRefusalBody: Encodable {
    var reason: String
    var error: String
}

/// Bundles cross to the main actor to be read.
private struct UncheckedPushBundles: @unchecked Sendable {
    let value: [Bundle]
    init(_ value: [Bundle]) { self.value = value }
}
