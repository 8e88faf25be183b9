package import Foundation

// The app side of Live Activities reaches a running home screen over the socket `WidgetCenter`
// uses (`<data dir>/widgetcenter.sock`): one `{"op": "activity", "activity": {…}}` request per
// connection, one `ActivityHostReply` back. The host keeps the activities (SQLite), draws them
// and accepts their pushes.

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
    package var state: ActivityState
    /// The token pushes to this activity are addressed to (hex), for `pushType: .token`.
    package var pushToken: String?
    /// When an ended activity leaves the Lock Screen.
    package var dismissalDate: Date?
    /// A scheduled start (iOS 26); `nil` once started.
    package var startDate: Date?
    package var createdAt: Date
    package var updatedAt: Date

    package init(id: String, attributesType: String, attributes: String, contentState: String, staleDate: Date? = nil,
                 relevanceScore: Double = 0, state: ActivityState = .active, pushToken: String? = nil,
                 dismissalDate: Date? = nil, startDate: Date? = nil, createdAt: Date = Date(), updatedAt: Date = Date()) {
        self.id = id
        self.attributesType = attributesType
        self.attributes = attributes
        self.contentState = contentState
        self.staleDate = staleDate
        self.relevanceScore = relevanceScore
        self.state = state
        self.pushToken = pushToken
        self.dismissalDate = dismissalDate
        self.startDate = startDate
        self.createdAt = createdAt
        self.updatedAt = updatedAt
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
    }

    package var operation: Operation
    package var id: String?
    package var attributesType: String?
    package var attributes: String?
    package var contentState: String?
    package var staleDate: Date?
    package var relevanceScore: Double?
    /// Whether the activity takes pushes to a token.
    package var wantsPushToken: Bool?
    /// When an ended activity leaves: `nil` for the default (four hours after its end).
    package var dismissalDate: Date?
    /// A scheduled start (iOS 26).
    package var startDate: Date?

    package init(operation: Operation, id: String? = nil, attributesType: String? = nil, attributes: String? = nil,
                 contentState: String? = nil, staleDate: Date? = nil, relevanceScore: Double? = nil,
                 wantsPushToken: Bool? = nil, dismissalDate: Date? = nil, startDate: Date? = nil) {
        self.operation = operation
        self.id = id
        self.attributesType = attributesType
        self.attributes = attributes
        self.contentState = contentState
        self.staleDate = staleDate
        self.relevanceScore = relevanceScore
        self.wantsPushToken = wantsPushToken
        self.dismissalDate = dismissalDate
        self.startDate = startDate
    }
}

/// The host's answer: the activities concerned, or why it refused.
package struct ActivityHostReply: Codable, Sendable, Equatable {
    package var activities: [ActivityRecord]?
    package var error: String?

    package init(activities: [ActivityRecord]? = nil, error: String? = nil) {
        self.activities = activities
        self.error = error
    }
}

/// The app side's connection to the home screen.
package enum ActivityHost {
    /// Where to reach the host instead of the data directory's socket (tests).
    @TaskLocal package static var socketPathOverride: String?

    /// The socket of the home screen of this process's data directory.
    package static var socketPath: String {
        socketPathOverride ?? DataDirectoryLocation.url().appendingPathComponent("widgetcenter.sock").path
    }

    private struct Envelope: Encodable {
        let op = "activity"
        let activity: ActivityHostRequest
    }

    /// Sends `request` and returns the host's reply.
    ///
    /// - Throws: `UnixSocket.Failure` when no host answers; `ActivityHostError` when it refuses.
    package static func send(_ request: ActivityHostRequest, timeout: Double = 5) throws -> [ActivityRecord] {
        let data = try UnixSocket.exchange(path: socketPath, request: try JSONEncoder().encode(Envelope(activity: request)),
                                           timeout: timeout, expectsReply: true) ?? Data()
        let reply = try JSONDecoder().decode(ActivityHostReply.self, from: data)
        if let error = reply.error { throw ActivityHostError(description: error) }
        return reply.activities ?? []
    }

    /// Whether a home screen answers on the socket.
    package static var isReachable: Bool {
        (try? send(ActivityHostRequest(operation: .list, attributesType: ""), timeout: 2)) != nil
    }
}

/// A request the host refused, with its reason.
package struct ActivityHostError: Error, CustomStringConvertible, Sendable {
    package let description: String
}
