public import Foundation
public import ViewCore

// `import ActivityKit` in widget source resolves here: Live Activities' attributes and the
// app-side `Activity` API, so a widget extension whose bundle holds an `ActivityConfiguration`
// compiles unchanged. A Linux home screen has no Lock Screen or Dynamic Island: the host lists
// no Live Activity, and `Activity.request` throws `ActivityAuthorizationError.unsupported`, as
// iOS does on a device without Live Activities.

/// The static data of a Live Activity and the type of its changing state (ActivityKit's
/// `ActivityAttributes`).
///
/// ```swift
/// struct DeliveryAttributes: ActivityAttributes {
///     public struct ContentState: Codable, Hashable {
///         var minutesLeft: Int
///     }
///     var orderNumber: String
/// }
/// ```
public protocol ActivityAttributes: Decodable, Encodable {
    /// The state that changes while the activity runs.
    associatedtype ContentState: Decodable, Encodable, Hashable
}

/// A Live Activity's state with its stale date and relevance (ActivityKit's `ActivityContent`).
public struct ActivityContent<State: Decodable & Encodable & Hashable>: Equatable, Hashable {
    /// The state shown.
    public let state: State
    /// When the state becomes outdated; `nil` for never.
    public let staleDate: Date?
    /// How relevant this activity is among the app's others.
    public let relevanceScore: Double

    /// Content with a state, an optional stale date and a relevance score (0 by default).
    public init(state: State, staleDate: Date?, relevanceScore: Double = 0) {
        self.state = state
        self.staleDate = staleDate
        self.relevanceScore = relevanceScore
    }
}

extension ActivityContent: Sendable where State: Sendable {}

extension ActivityContent: Codable {
    private enum CodingKeys: String, CodingKey { case state, staleDate, relevanceScore }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        state = try container.decode(State.self, forKey: .state)
        staleDate = try container.decodeIfPresent(Date.self, forKey: .staleDate)
        relevanceScore = try container.decodeIfPresent(Double.self, forKey: .relevanceScore) ?? 0
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(state, forKey: .state)
        try container.encodeIfPresent(staleDate, forKey: .staleDate)
        try container.encode(relevanceScore, forKey: .relevanceScore)
    }
}

/// Where a Live Activity is in its life (ActivityKit's `ActivityState`).
public enum ActivityState: Equatable, Hashable, Sendable, Codable {
    case active
    case ended
    case dismissed
    case stale
    case pending
}

/// When an ended Live Activity leaves the Lock Screen (ActivityKit's `ActivityUIDismissalPolicy`).
public struct ActivityUIDismissalPolicy: Hashable, Sendable {
    private enum Kind: Hashable, Sendable {
        case standard, immediate, after(Date)
    }

    private let kind: Kind

    /// After up to four hours.
    public static let `default` = ActivityUIDismissalPolicy(kind: .standard)
    /// At once.
    public static let immediate = ActivityUIDismissalPolicy(kind: .immediate)

    /// At `date` (at most four hours after the end).
    public static func after(_ date: Date) -> ActivityUIDismissalPolicy {
        ActivityUIDismissalPolicy(kind: .after(date))
    }
}

/// How a Live Activity receives remote updates (ActivityKit's `PushType`).
public struct PushType: Equatable, Hashable, Sendable {
    private let channel: String?

    /// Updates pushed to the activity's token.
    public static let token = PushType(channel: nil)

    /// Updates broadcast on a channel (iOS 18).
    public static func channel(_ channelID: String) -> PushType {
        PushType(channel: channelID)
    }
}

/// An alert shown when a Live Activity updates (ActivityKit's `AlertConfiguration`).
public struct AlertConfiguration: Sendable {
    /// The sound of an alert.
    public struct AlertSound: Hashable, Sendable {
        private let name: String?

        /// The system's sound.
        public static let `default` = AlertSound(name: nil)

        /// A sound file in the app's bundle.
        public static func named(_ name: String) -> AlertSound {
            AlertSound(name: name)
        }
    }

    /// The alert's title (for Apple Watch).
    public let title: LocalizedStringResource
    /// The alert's text (for Apple Watch).
    public let body: LocalizedStringResource
    /// The sound played.
    public let sound: AlertSound

    /// An alert with a title, a body and a sound.
    public init(title: LocalizedStringResource, body: LocalizedStringResource, sound: AlertSound) {
        self.title = title
        self.body = body
        self.sound = sound
    }
}

/// Why a Live Activity could not start (ActivityKit's `ActivityAuthorizationError`).
public enum ActivityAuthorizationError: Error, Equatable, Hashable, Sendable, LocalizedError {
    case attributesTooLarge
    case denied
    case globalMaximumExceeded
    case malformedActivityIdentifier
    case missingProcessIdentifier
    case persistenceFailure
    case reconnectNotPermitted
    case targetMaximumExceeded
    case unentitled
    case unsupported
    case unsupportedTarget
    case visibility

    public var errorDescription: String? {
        switch self {
        case .unsupported: "Live Activities are not supported on this device."
        case .denied: "Live Activities are turned off."
        default: "The Live Activity could not be started (\(self))."
        }
    }
}

/// Whether the app may start Live Activities (ActivityKit's `ActivityAuthorizationInfo`): never here.
public struct ActivityAuthorizationInfo: Sendable {
    /// Information for this app.
    public init() {}

    /// `false`: a Linux home screen shows no Live Activities.
    public var areActivitiesEnabled: Bool { false }

    /// `false`.
    public var frequentPushesEnabled: Bool { false }

    /// Changes of ``areActivitiesEnabled``: none ever come.
    public var activityEnablementUpdates: AsyncStream<Bool> {
        AsyncStream { $0.finish() }
    }
}

/// A running Live Activity (ActivityKit's `Activity`). None can start on Linux: ``request(attributes:content:pushType:)``
/// throws ``ActivityAuthorizationError/unsupported`` and ``activities`` is empty, so app code
/// that guards its requests with `try`/`catch` runs unchanged.
public final class Activity<Attributes: ActivityAttributes>: Identifiable, @unchecked Sendable {
    /// The activity's identifier.
    public let id: String
    /// The static data.
    public let attributes: Attributes
    /// The current state.
    public let content: ActivityContent<Attributes.ContentState>

    private init(attributes: Attributes, content: ActivityContent<Attributes.ContentState>) {
        id = UUID().uuidString
        self.attributes = attributes
        self.content = content
    }

    /// The app's running activities of this type: none.
    public static var activities: [Activity<Attributes>] { [] }

    /// Starts a Live Activity: throws ``ActivityAuthorizationError/unsupported``.
    public static func request(
        attributes: Attributes, content: ActivityContent<Attributes.ContentState>, pushType: PushType? = nil
    ) throws -> Activity<Attributes> {
        throw ActivityAuthorizationError.unsupported
    }

    /// Starts a Live Activity (iOS 16.1's form): throws ``ActivityAuthorizationError/unsupported``.
    @available(*, deprecated, renamed: "request(attributes:content:pushType:)")
    public static func request(
        attributes: Attributes, contentState: Attributes.ContentState, pushType: PushType? = nil
    ) throws -> Activity<Attributes> {
        throw ActivityAuthorizationError.unsupported
    }

    /// The current state (iOS 16.1's name).
    @available(*, deprecated, renamed: "content.state")
    public var contentState: Attributes.ContentState { content.state }

    /// Where the activity is in its life.
    public var activityState: ActivityState { .ended }

    /// The push token: `nil`.
    public var pushToken: Data? { nil }

    /// Changes of state: none come.
    public var activityStateUpdates: AsyncStream<ActivityState> { AsyncStream { $0.finish() } }

    /// Changes of content: none come.
    public var contentUpdates: AsyncStream<ActivityContent<Attributes.ContentState>> { AsyncStream { $0.finish() } }

    /// Changes of the push token: none come.
    public var pushTokenUpdates: AsyncStream<Data> { AsyncStream { $0.finish() } }

    /// Updates the activity's content.
    public func update(_ content: ActivityContent<Attributes.ContentState>) async {}

    /// Updates the activity's content and alerts.
    public func update(_ content: ActivityContent<Attributes.ContentState>, alertConfiguration: AlertConfiguration?) async {}

    /// Updates the activity's state (iOS 16.1's form).
    @available(*, deprecated, renamed: "update(_:)")
    public func update(using contentState: Attributes.ContentState) async {}

    /// Ends the activity.
    public func end(_ content: ActivityContent<Attributes.ContentState>?, dismissalPolicy: ActivityUIDismissalPolicy = .default) async {}

    /// Ends the activity (iOS 16.1's form).
    @available(*, deprecated, renamed: "end(_:dismissalPolicy:)")
    public func end(using contentState: Attributes.ContentState? = nil, dismissalPolicy: ActivityUIDismissalPolicy = .default) async {}
}
