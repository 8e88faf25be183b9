package import Foundation
import HostSocket

// The app side of Live Activities reaches a running home screen over the socket `WidgetCenter`
// uses (`<data dir>/widgetcenter.sock`, `LocalSocket`): one `{"op": "activity", "activity": {…}}`
// request per connection, one `ActivityHostReply` back. The host keeps the activities (SQLite),
// draws them and issues their push tokens.

/// What the host keeps of one Live Activity: its kind, the JSON of its attributes and current
/// content state, and where it is in its life.
package struct ActivityRecord: Codable, Sendable, Equatable {
    package var id: String
    /// The attributes type's name: the activity's kind.
    package var attributesType: String
    /// The attributes' JSON.
    package var attributes: String
    /// The current content state's JSON.
    package var contentState: String
    package var staleDate: Date?
    package var relevanceScore: Double
    /// The state as stored: `active`, `pending`, `ended` or `dismissed` (`stale` and a start or
    /// dismissal that came due are worked out at each read, `LiveActivityCenter.current`).
    package var state: ActivityState
    /// `standard` or `transient` (iOS 18's `ActivityStyle`, by name).
    package var style: String
    /// The token pushes to this activity are addressed to (hex), for `pushType: .token`.
    package var pushToken: String?
    /// The broadcast channel, for `pushType: .channel(_:)`.
    package var channel: String?
    /// When an ended activity leaves the Lock Screen.
    package var dismissalDate: Date?
    /// A scheduled start (iOS 26); `nil` for one started at once.
    package var startDate: Date?
    /// The last alert of an update (`update(_:alertConfiguration:)`), for the page to show.
    package var alert: ActivityAlertRecord?
    /// The timestamp of the newest update applied: an older one is ignored (as APNs does).
    package var timestamp: Date?
    package var createdAt: Date
    package var updatedAt: Date

    package init(id: String, attributesType: String, attributes: String, contentState: String, staleDate: Date? = nil,
                 relevanceScore: Double = 0, state: ActivityState = .active, style: String = "standard",
                 pushToken: String? = nil, channel: String? = nil, dismissalDate: Date? = nil, startDate: Date? = nil,
                 alert: ActivityAlertRecord? = nil, timestamp: Date? = nil, createdAt: Date = Date(),
                 updatedAt: Date = Date()) {
        self.id = id
        self.attributesType = attributesType
        self.attributes = attributes
        self.contentState = contentState
        self.staleDate = staleDate
        self.relevanceScore = relevanceScore
        self.state = state
        self.style = style
        self.pushToken = pushToken
        self.channel = channel
        self.dismissalDate = dismissalDate
        self.startDate = startDate
        self.alert = alert
        self.timestamp = timestamp
        self.createdAt = createdAt
        self.updatedAt = updatedAt
    }
}

/// An update's alert as the host keeps it: its texts resolved, its sound's name (`nil` for the
/// system's).
package struct ActivityAlertRecord: Codable, Sendable, Equatable {
    package var title: String
    package var body: String
    package var sound: String?
    package var date: Date

    package init(title: String, body: String, sound: String?, date: Date) {
        self.title = title
        self.body = body
        self.sound = sound
        self.date = date
    }
}

/// One request of the app side.
package struct ActivityHostRequest: Codable, Sendable, Equatable {
    package enum Operation: String, Codable, Sendable {
        /// Start an activity (`Activity.request`).
        case request
        /// Change its content (`update`).
        case update
        /// End it (`end`).
        case end
        /// The activities of a kind (`Activity.activities`), or one by `id`.
        case list
        /// The kind's push-to-start token (`Activity.pushToStartToken`), issued on first ask.
        case pushToStartToken
    }

    package var operation: Operation
    package var id: String?
    package var attributesType: String?
    package var attributes: String?
    package var contentState: String?
    package var staleDate: Date?
    package var relevanceScore: Double?
    /// Whether the activity takes pushes to a token of its own (`pushType: .token`).
    package var wantsPushToken: Bool?
    /// The broadcast channel (`pushType: .channel(_:)`).
    package var channel: String?
    /// `standard` or `transient`.
    package var style: String?
    /// When an ended activity leaves: `nil` for the default (four hours after its end).
    package var dismissalDate: Date?
    /// A scheduled start (iOS 26).
    package var startDate: Date?
    package var alert: ActivityAlertRecord?
    /// When the update's data was made (`timestamp:`); older than the last applied is ignored.
    package var timestamp: Date?

    package init(operation: Operation, id: String? = nil, attributesType: String? = nil, attributes: String? = nil,
                 contentState: String? = nil, staleDate: Date? = nil, relevanceScore: Double? = nil,
                 wantsPushToken: Bool? = nil, channel: String? = nil, style: String? = nil,
                 dismissalDate: Date? = nil, startDate: Date? = nil, alert: ActivityAlertRecord? = nil,
                 timestamp: Date? = nil) {
        self.operation = operation
        self.id = id
        self.attributesType = attributesType
        self.attributes = attributes
        self.contentState = contentState
        self.staleDate = staleDate
        self.relevanceScore = relevanceScore
        self.wantsPushToken = wantsPushToken
        self.channel = channel
        self.style = style
        self.dismissalDate = dismissalDate
        self.startDate = startDate
        self.alert = alert
        self.timestamp = timestamp
    }
}

/// The host's answer: the activities concerned (or a push-to-start token), or why it refused.
package struct ActivityHostReply: Codable, Sendable, Equatable {
    package var activities: [ActivityRecord]?
    package var pushToStartToken: String?
    package var error: String?
    /// The `ActivityAuthorizationError` case the refusal stands for (`unsupportedTarget`, …).
    package var code: String?

    package init(activities: [ActivityRecord]? = nil, pushToStartToken: String? = nil, error: String? = nil,
                 code: String? = nil) {
        self.activities = activities
        self.pushToStartToken = pushToStartToken
        self.error = error
        self.code = code
    }
}

/// The app side's connection to the home screen.
package enum ActivityHost {
    /// Where to reach the host instead of the data directory's socket (tests that run the host
    /// in their own process).
    @TaskLocal package static var socketPathOverride: String?

    /// The socket of the home screen of this process's data directory.
    package static var socketPath: String {
        socketPathOverride ?? DataDirectoryLocation.socketPath()
    }

    private struct Envelope: Encodable {
        let op = "activity"
        let activity: ActivityHostRequest
    }

    /// Sends `request` and returns the host's reply.
    ///
    /// - Throws: `LocalSocket.Failure` when no host answers; ``ActivityHostError`` when it refuses.
    package static func exchange(_ request: ActivityHostRequest, timeout: Double = 5) throws -> ActivityHostReply {
        let data = try LocalSocket.exchange(path: socketPath, request: try JSONEncoder().encode(Envelope(activity: request)),
                                            timeout: timeout, expectsReply: true) ?? Data()
        guard !data.isEmpty else { throw LocalSocket.Failure("The home screen closed the connection without an answer") }
        let reply = try JSONDecoder().decode(ActivityHostReply.self, from: data)
        if let error = reply.error { throw ActivityHostError(description: error, code: reply.code) }
        return reply
    }

    /// Sends `request` and returns the activities of the host's reply.
    package static func send(_ request: ActivityHostRequest, timeout: Double = 5) throws -> [ActivityRecord] {
        try exchange(request, timeout: timeout).activities ?? []
    }

    /// Whether a home screen that keeps Live Activities answers on the socket.
    package static var isReachable: Bool {
        (try? send(ActivityHostRequest(operation: .list, attributesType: ""), timeout: 2)) != nil
    }

    /// The bytes of a token in hex; `nil` for anything else.
    package static func bytes(hex: String) -> Data? {
        guard hex.utf8.count.isMultiple(of: 2) else { return nil }
        var data = Data()
        var index = hex.startIndex
        while index < hex.endIndex {
            let next = hex.index(index, offsetBy: 2)
            guard let byte = UInt8(hex[index..<next], radix: 16) else { return nil }
            data.append(byte)
            index = next
        }
        return data
    }

    /// Runs a blocking exchange off the cooperative pool; `nil` when it failed.
    package static func detached<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async -> T? {
        // A thread does not inherit the task's locals: the override goes along by hand.
        let override = socketPathOverride
        return await withCheckedContinuation { continuation in
            Thread.detachNewThread {
                continuation.resume(returning: $socketPathOverride.withValue(override) { try? body() })
            }
        }
    }
}

/// A request the host refused, with its reason.
package struct ActivityHostError: Error, CustomStringConvertible, Sendable {
    package let description: String
    /// The `ActivityAuthorizationError` case it stands for, by name.
    package let code: String?

    package init(description: String, code: String? = nil) {
        self.description = description
        self.code = code
    }
}
