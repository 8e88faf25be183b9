import ActivityKit
import Foundation

/// A Live Activity push as a server sends it to APNs, taken at `POST /api/push/{token}`: the
/// `apns-push-type`, `apns-priority`, `apns-expiration` and `apns-topic` headers and the JSON
/// body `{"aps": {"timestamp", "event", "content-state", "stale-date", "dismissal-date",
/// "relevance-score", "alert", "attributes-type", "attributes", "input-push-token"}}`
/// (docs/HTTP-API.md, "Push"). Dates are seconds since 1970, as APNs takes them.
struct LiveActivityPush: Sendable {
    enum Event: String, Sendable {
        case update, end, start
    }

    var event: Event
    /// When the push's data was made: an update older than the last one applied is ignored.
    var timestamp: Date
    /// The `content-state` object as JSON text (decoded later with the app's `ContentState`).
    var contentState: String?
    var staleDate: Date?
    var dismissalDate: Date?
    var relevanceScore: Double?
    var alert: ActivityAlertRecord?
    /// For `start`: the attributes type's name and the attributes as JSON text.
    var attributesType: String?
    var attributes: String?
    /// For `start`: `"input-push-token": 1` asks a push token for the new activity.
    var wantsPushToken: Bool
    /// `apns-priority`: 10 (at once, the default), 5 or 1 (when convenient).
    var priority: Int

    /// A push refused as APNs refuses one: the HTTP status, APNs' `reason` name (or ours,
    /// `BadPayload`, where APNs leaves the check to the device) and what is wrong.
    struct Refusal: Error, CustomStringConvertible, Sendable {
        var status: Int
        var reason: String
        var message: String
        var description: String { "\(status) \(reason): \(message)" }

        static func payload(_ message: String) -> Refusal {
            Refusal(status: 400, reason: "BadPayload", message: message)
        }
    }

    /// The greatest body APNs takes for a Live Activity push (4 KB).
    static let maximumBodySize = 4096

    /// The headers a push is sent with (names lowercased), the value of each as given.
    struct Headers: Sendable {
        var pushType: String?
        var priority: String?
        var expiration: String?
        var topic: String?
    }

    /// Reads a push, or throws the ``Refusal`` APNs (or the device) would give it.
    static func parse(body: Data, headers: Headers, now: Date = Date()) throws(Refusal) -> LiveActivityPush {
        if let type = headers.pushType?.trimmingCharacters(in: .whitespaces), type != "liveactivity" {
            throw Refusal(status: 400, reason: "InvalidPushType",
                          message: "apns-push-type is '\(type.prefix(40))'; this route takes 'liveactivity' pushes.")
        }
        if let topic = headers.topic, !topic.hasSuffix(".push-type.liveactivity") {
            throw Refusal(status: 400, reason: "BadTopic",
                          message: "A Live Activity push's apns-topic is '<bundle id>.push-type.liveactivity'.")
        }
        var priority = 10
        if let text = headers.priority {
            guard let value = Int(text.trimmingCharacters(in: .whitespaces)), [1, 5, 10].contains(value) else {
                throw Refusal(status: 400, reason: "BadPriority", message: "apns-priority must be 10, 5 or 1.")
            }
            priority = value
        }
        if let text = headers.expiration {
            // Delivered at once or never: an expiration only has to be well formed here.
            guard let value = Int(text.trimmingCharacters(in: .whitespaces)), value >= 0 else {
                throw Refusal(status: 400, reason: "BadExpirationDate",
                              message: "apns-expiration must be 0 or a date in seconds since 1970.")
            }
        }
        let aps = try apsObject(of: body)
        guard case .string(let eventName)? = aps["event"], let event = Event(rawValue: eventName) else {
            throw .payload("aps.event must be \"update\", \"end\" or \"start\".")
        }
        guard let timestamp = try date(aps["timestamp"], "timestamp") else {
            throw .payload("aps.timestamp (seconds since 1970) is required.")
        }
        var push = LiveActivityPush(event: event, timestamp: timestamp, wantsPushToken: false, priority: priority)
        switch aps["content-state"] {
        case nil: break
        case .object?: push.contentState = aps["content-state"]?.jsonText
        default: throw .payload("aps.content-state must be an object (the app's ContentState as JSON).")
        }
        if event != .end, push.contentState == nil {
            throw .payload("An \(event.rawValue) push needs aps.content-state.")
        }
        push.staleDate = try date(aps["stale-date"], "stale-date")
        push.dismissalDate = try date(aps["dismissal-date"], "dismissal-date")
        if let value = aps["relevance-score"] {
            guard case .number(let literal) = value, let score = Double(literal), score.isFinite else {
                throw .payload("aps.relevance-score must be a number.")
            }
            push.relevanceScore = score
        }
        if let value = aps["alert"] { push.alert = try readAlert(value, at: now) }
        if event == .start {
            guard case .string(let type)? = aps["attributes-type"], !type.isEmpty else {
                throw .payload("A start push needs aps.attributes-type (the ActivityAttributes type's name).")
            }
            guard case .object? = aps["attributes"] else {
                throw .payload("A start push needs aps.attributes (the attributes as JSON).")
            }
            push.attributesType = type
            push.attributes = aps["attributes"]?.jsonText
            switch aps["input-push-token"] {
            case nil: break
            case .number(let literal)? where Double(literal) == 1 || Double(literal) == 0: push.wantsPushToken = Double(literal) == 1
            default: throw .payload("aps.input-push-token must be 1 (or 0).")
            }
        }
        return push
    }

    /// The `aps` object of a push's body (any push type); throws the refusal for an empty or
    /// too large body, one that is not JSON, or one without an `aps` object.
    static func apsObject(of body: Data) throws(Refusal) -> [String: StrictJSON] {
        guard !body.isEmpty else { throw Refusal(status: 400, reason: "PayloadEmpty", message: "The body is empty.") }
        guard body.count <= maximumBodySize else {
            throw Refusal(status: 413, reason: "PayloadTooLarge",
                          message: "The body takes \(body.count) bytes; APNs takes at most \(maximumBodySize).")
        }
        let root: StrictJSON
        do {
            root = try StrictJSON.parse(body)
        } catch {
            throw .payload("The body is not JSON: \(error).")
        }
        guard case .object(let top) = root, case .object(let aps)? = top["aps"] else {
            throw .payload("The body must be an object with an \"aps\" object.")
        }
        return aps
    }

    /// A date in seconds since 1970; `nil` when absent.
    private static func date(_ value: StrictJSON?, _ name: String) throws(Refusal) -> Date? {
        guard let value else { return nil }
        guard case .number(let literal) = value, let seconds = Double(literal), seconds.isFinite, seconds >= 0,
              seconds < 32_503_680_000
        else { throw .payload("aps.\(name) must be a date in seconds since 1970.") }
        return Date(timeIntervalSince1970: seconds)
    }

    /// `alert`: a string (its body), or `{"title", "body", "sound"}` whose texts are strings or
    /// `{"loc-key", "loc-args"}` (the key is shown, its `%@` replaced by the arguments in order:
    /// the host has no app strings files to look the key up in).
    private static func readAlert(_ value: StrictJSON, at now: Date) throws(Refusal) -> ActivityAlertRecord {
        func text(_ value: StrictJSON?, _ name: String) throws(Refusal) -> String {
            switch value {
            case nil: return ""
            case .string(let text)?: return text
            case .object(let localized)?:
                guard case .string(var key)? = localized["loc-key"] else {
                    throw .payload("aps.alert.\(name) must be a string or an object with loc-key.")
                }
                if case .array(let arguments)? = localized["loc-args"] {
                    for argument in arguments {
                        guard let range = key.range(of: "%@") else { break }
                        let replacement: String
                        switch argument {
                        case .string(let value): replacement = value
                        case .number(let literal): replacement = literal
                        default: throw .payload("aps.alert.\(name).loc-args must hold strings or numbers.")
                        }
                        key.replaceSubrange(range, with: replacement)
                    }
                }
                return key
            default:
                throw .payload("aps.alert.\(name) must be a string or an object with loc-key.")
            }
        }
        switch value {
        case .string(let body):
            return ActivityAlertRecord(title: "", body: body, sound: nil, date: now)
        case .object(let members):
            var sound: String?
            switch members["sound"] {
            case nil: break
            case .string(let name)?: sound = name == "default" ? nil : name
            case .object(let critical)?:
                if case .string(let name)? = critical["name"] { sound = name == "default" ? nil : name }
            default: throw .payload("aps.alert.sound must be a sound's name.")
            }
            return ActivityAlertRecord(title: try text(members["title"], "title"), body: try text(members["body"], "body"),
                                       sound: sound, date: now)
        default:
            throw .payload("aps.alert must be a string or an object with title and body.")
        }
    }
}
