public import Foundation
public import ViewCore

// `import ActivityKit` in widget and app source resolves here: Live Activities' attributes and
// the app-side `Activity` API (Activity.swift), which reaches the running home screen of the
// data directory over its socket (ActivityHost.swift). Without one, `Activity.request` throws
// `ActivityAuthorizationError.unsupported`, as iOS does on a device without Live Activities.

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

/// How a Live Activity stays on the Lock Screen (ActivityKit's `ActivityStyle`).
public enum ActivityStyle: Equatable, Hashable, Sendable {
    /// It stays until it ends and is dismissed.
    case standard
    /// It may leave the Lock Screen early (the system removes it when it is no longer relevant).
    case transient
}

/// When an ended Live Activity leaves the Lock Screen (ActivityKit's `ActivityUIDismissalPolicy`).
public struct ActivityUIDismissalPolicy: Hashable, Sendable {
    package enum Kind: Hashable, Sendable {
        case standard, immediate, after(Date)
    }

    package let kind: Kind

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
    /// The broadcast channel; `nil` for `.token`.
    package let channel: String?

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
        /// The sound file's name; `nil` for the system's sound.
        package let name: String?

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

/// Whether the app may start Live Activities (ActivityKit's `ActivityAuthorizationInfo`): when a
/// home screen that keeps them answers on the data directory's socket.
public final class ActivityAuthorizationInfo: Sendable {
    /// Information for this app.
    public init() {}

    /// Whether a home screen is running to show Live Activities (asked each time it is read).
    public var areActivitiesEnabled: Bool { ActivityHost.isReachable }

    /// `false`: no push reaches an activity more often than the default budget allows.
    public var frequentPushesEnabled: Bool { false }

    /// Changes of ``areActivitiesEnabled``: a home screen starting or stopping.
    public let activityEnablementUpdates = ActivityEnablementUpdates()

    /// Changes of ``frequentPushesEnabled``: none come.
    public let frequentPushEnablementUpdates = FrequentPushEnablementUpdates()

    /// Whether Live Activities can start, each time it changes (ActivityKit's
    /// `ActivityAuthorizationInfo.ActivityEnablementUpdates`); the host is asked every second.
    public struct ActivityEnablementUpdates: AsyncSequence, Sendable {
        /// Whether they can.
        public typealias Element = Bool

        /// The iterator, starting from what holds now.
        public func makeAsyncIterator() -> Iterator {
            Iterator(last: ActivityHost.isReachable)
        }

        /// Gives each change.
        public struct Iterator: AsyncIteratorProtocol, Sendable {
            var last: Bool

            /// The next value; `nil` when the task is cancelled.
            public mutating func next() async -> Bool? {
                while (try? await Task.sleep(for: .seconds(1))) != nil {
                    let now = await ActivityHost.detached { ActivityHost.isReachable } ?? false
                    if now != last {
                        last = now
                        return now
                    }
                }
                return nil
            }
        }
    }

    /// Whether frequent pushes are allowed, each time it changes (ActivityKit's
    /// `ActivityAuthorizationInfo.FrequentPushEnablementUpdates`): never here, so it waits until
    /// its task is cancelled.
    public struct FrequentPushEnablementUpdates: AsyncSequence, Sendable {
        /// Whether they are.
        public typealias Element = Bool

        /// The iterator.
        public func makeAsyncIterator() -> Iterator {
            Iterator()
        }

        /// Gives nothing.
        public struct Iterator: AsyncIteratorProtocol, Sendable {
            /// `nil` once the task is cancelled.
            public mutating func next() async -> Bool? {
                while (try? await Task.sleep(for: .seconds(3600))) != nil {}
                return nil
            }
        }
    }
}
