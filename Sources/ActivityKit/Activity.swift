public import Foundation

/// A Live Activity (ActivityKit's `Activity`), kept by the home screen of the data directory:
/// ``request(attributes:content:pushType:)`` starts one there, ``update(_:)`` and
/// ``end(_:dismissalPolicy:)`` change it, ``activities`` lists the app's. Without a running
/// home screen `request` throws ``ActivityAuthorizationError/unsupported``, as iOS does on a
/// device without Live Activities.
///
/// ```swift
/// let activity = try Activity.request(
///     attributes: DeliveryAttributes(orderNumber: "1042", courier: "Sam"),
///     content: ActivityContent(state: .init(minutesLeft: 12, stage: "Preparing", progress: 0), staleDate: nil),
///     pushType: .token)
/// await activity.update(ActivityContent(state: .init(minutesLeft: 5, stage: "On its way", progress: 0.6), staleDate: nil))
/// await activity.end(nil, dismissalPolicy: .default)
/// ```
///
/// The activity lives in the host, not in the app's process: it stays when the app ends,
/// until it is ended or dismissed, and a restart of the host keeps it (SQLite). The
/// asynchronous sequences (``activityStateUpdates``, ``contentUpdates``, ``pushTokenUpdates``,
/// ``activityUpdates``, ``pushToStartTokenUpdates``) ask the host every half second.
public final class Activity<Attributes: ActivityAttributes>: Identifiable, @unchecked Sendable {
    /// The type of the activity's changing state.
    public typealias ContentState = Attributes.ContentState

    /// The activity's identifier (the host's).
    public let id: String
    /// The static data.
    public let attributes: Attributes
    private let lock = NSLock()
    /// What the host last said of the activity.
    private var record: ActivityRecord
    /// Its content decoded (kept when a later state does not decode).
    private var decodedContent: ActivityContent<ContentState>

    private init(attributes: Attributes, record: ActivityRecord, content: ActivityContent<ContentState>) {
        id = record.id
        self.attributes = attributes
        self.record = record
        decodedContent = content
    }

    /// How often the asynchronous sequences ask the host.
    static var pollInterval: Duration { .milliseconds(500) }

    /// The attributes type's name: the activity's kind on the host.
    static var kind: String { String(describing: Attributes.self) }

    /// The current content: its state, stale date and relevance.
    public var content: ActivityContent<ContentState> {
        lock.withLock { decodedContent }
    }

    /// The current state (iOS 16.1's name).
    @available(*, deprecated, renamed: "content.state")
    public var contentState: ContentState { content.state }

    /// Where the activity is in its life, as the host last said.
    public var activityState: ActivityState { lock.withLock { record.state } }

    /// The token a server pushes this activity's updates to, for `pushType: .token`.
    public var pushToken: Data? {
        lock.withLock { record.pushToken }.flatMap(ActivityHost.bytes(hex:))
    }

    /// Takes the host's word on the activity.
    fileprivate func apply(_ newer: ActivityRecord) {
        let content = Self.content(of: newer)
        lock.withLock {
            record = newer
            if let content { decodedContent = content }
        }
    }

    // MARK: Listing

    /// The app's activities of this type on the home screen, most relevant first (ended ones
    /// until they are dismissed); empty without a home screen.
    public static var activities: [Activity<Attributes>] {
        let records = (try? ActivityHost.send(ActivityHostRequest(operation: .list, attributesType: kind))) ?? []
        var activities: [Activity<Attributes>] = []
        for record in records {
            if let activity = activity(from: record) { activities.append(activity) }
        }
        return activities
    }

    /// The activity a record describes, when its attributes and state decode as this type's.
    private static func activity(from record: ActivityRecord) -> Activity<Attributes>? {
        guard let attributes = try? JSONDecoder().decode(Attributes.self, from: Data(record.attributes.utf8)),
              let content = content(of: record) else { return nil }
        return Activity(attributes: attributes, record: record, content: content)
    }

    // MARK: Starting

    /// Requests and starts a Live Activity on the home screen.
    ///
    /// - Parameters:
    ///   - pushType: `.token` to have the host issue the activity a push token
    ///     (``pushToken``, ``pushTokenUpdates``); `.channel(_:)` for a broadcast channel;
    ///     `nil` for updates from the app only.
    /// - Throws: ``ActivityAuthorizationError/unsupported`` when no home screen is running;
    ///   ``ActivityAuthorizationError/attributesTooLarge`` when the attributes and state exceed
    ///   4 KB; ``ActivityAuthorizationError/unsupportedTarget`` when the home screen has no
    ///   `ActivityConfiguration` for these attributes;
    ///   ``ActivityAuthorizationError/targetMaximumExceeded`` when too many run.
    public static func request(
        attributes: Attributes, content: ActivityContent<Activity<Attributes>.ContentState>, pushType: PushType? = nil
    ) throws -> Activity<Attributes> {
        try start(attributes: attributes, content: content, pushType: pushType, style: .standard, alert: nil,
                  startDate: nil)
    }

    /// Requests and starts a Live Activity in a style (iOS 18).
    public static func request(
        attributes: Attributes, content: ActivityContent<Activity<Attributes>.ContentState>, pushType: PushType? = nil,
        style: ActivityStyle
    ) throws -> Activity<Attributes> {
        try start(attributes: attributes, content: content, pushType: pushType, style: style, alert: nil, startDate: nil)
    }

    /// Requests and schedules a Live Activity for `start` (iOS 26): it is
    /// ``ActivityState/pending`` until then, and its alert is shown when it starts.
    public static func request(
        attributes: Attributes, content: ActivityContent<Activity<Attributes>.ContentState>, pushType: PushType? = nil,
        style: ActivityStyle, alertConfiguration: AlertConfiguration, start: Date
    ) throws -> Activity<Attributes> {
        try self.start(attributes: attributes, content: content, pushType: pushType, style: style,
                       alert: alertConfiguration, startDate: start)
    }

    /// Requests and schedules a Live Activity (the iOS 26 beta's name of the `start:` form).
    @available(*, deprecated, renamed: "request(attributes:content:pushType:style:alertConfiguration:start:)")
    public static func request(
        attributes: Attributes, content: ActivityContent<Activity<Attributes>.ContentState>, pushType: PushType? = nil,
        style: ActivityStyle, alertConfiguration: AlertConfiguration, startDate: Date
    ) throws -> Activity<Attributes> {
        try start(attributes: attributes, content: content, pushType: pushType, style: style,
                  alert: alertConfiguration, startDate: startDate)
    }

    /// Requests and starts a Live Activity (iOS 16.1's form).
    @available(*, deprecated, renamed: "request(attributes:content:pushType:)")
    public static func request(
        attributes: Attributes, contentState: Activity<Attributes>.ContentState, pushType: PushType? = nil
    ) throws -> Activity<Attributes> {
        try request(attributes: attributes, content: ActivityContent(state: contentState, staleDate: nil), pushType: pushType)
    }

    /// The most attributes and content state may take together, encoded (ActivityKit's and APNs' 4 KB).
    static var sizeLimit: Int { 4096 }

    private static func start(
        attributes: Attributes, content: ActivityContent<ContentState>, pushType: PushType?, style: ActivityStyle,
        alert: AlertConfiguration?, startDate: Date?
    ) throws -> Activity<Attributes> {
        let encoder = JSONEncoder()
        let attributesJSON = String(decoding: try encoder.encode(attributes), as: UTF8.self)
        let stateJSON = String(decoding: try encoder.encode(content.state), as: UTF8.self)
        guard attributesJSON.utf8.count + stateJSON.utf8.count <= sizeLimit else {
            throw ActivityAuthorizationError.attributesTooLarge
        }
        let request = ActivityHostRequest(
            operation: .request, attributesType: kind, attributes: attributesJSON, contentState: stateJSON,
            staleDate: content.staleDate, relevanceScore: content.relevanceScore,
            wantsPushToken: pushType.map { $0.channel == nil }, channel: pushType?.channel,
            style: style == .transient ? "transient" : "standard", startDate: startDate,
            alert: alert?.hostRecord)
        let records: [ActivityRecord]
        do {
            records = try ActivityHost.send(request)
        } catch let error as ActivityHostError {
            throw ActivityAuthorizationError(hostCode: error.code) ?? .persistenceFailure
        } catch {
            // No home screen answers: as a device without Live Activities.
            throw ActivityAuthorizationError.unsupported
        }
        guard let record = records.first else { throw ActivityAuthorizationError.persistenceFailure }
        return Activity(attributes: attributes, record: record, content: content)
    }

    // MARK: Changing

    /// Updates the dynamic content of the Live Activity. Ignored once it ended, or when the
    /// state takes more than 4 KB.
    public func update(_ content: ActivityContent<Activity<Attributes>.ContentState>) async {
        await change(.update, content: content, alert: nil, dismissalDate: nil, timestamp: nil)
    }

    /// Updates the content and alerts the person (the page shows the alert's title and body).
    public func update(_ content: ActivityContent<Activity<Attributes>.ContentState>,
                       alertConfiguration: AlertConfiguration?) async {
        await change(.update, content: content, alert: alertConfiguration, dismissalDate: nil, timestamp: nil)
    }

    /// Updates the content, unless `timestamp` is older than the last update's (an app update's
    /// or a push's), which the host then ignores (iOS 17.2).
    public func update(_ content: ActivityContent<Activity<Attributes>.ContentState>,
                       alertConfiguration: AlertConfiguration? = nil, timestamp: Date) async {
        await change(.update, content: content, alert: alertConfiguration, dismissalDate: nil, timestamp: timestamp)
    }

    /// Updates the activity's state (iOS 16.1's form).
    @available(*, deprecated, renamed: "update(_:)")
    public func update(using contentState: Activity<Attributes>.ContentState) async {
        await update(ActivityContent(state: contentState, staleDate: nil))
    }

    /// Updates the activity's state and alerts (iOS 16.1's form).
    @available(*, deprecated, renamed: "update(_:alertConfiguration:)")
    public func update(using contentState: Activity<Attributes>.ContentState, alertConfiguration: AlertConfiguration? = nil) async {
        await update(ActivityContent(state: contentState, staleDate: nil), alertConfiguration: alertConfiguration)
    }

    /// Ends the activity, with its last content. `.default` keeps it on the Lock Screen for
    /// four hours, `.immediate` removes it at once, `.after(date)` at that date (at most four
    /// hours after the end); then it is ``ActivityState/dismissed``.
    public func end(_ content: ActivityContent<Activity<Attributes>.ContentState>?,
                    dismissalPolicy: ActivityUIDismissalPolicy = .default) async {
        await change(.end, content: content, alert: nil, dismissalDate: dismissalPolicy.dismissalDate(endingAt: Date()),
                     timestamp: nil)
    }

    /// Ends the activity, unless `timestamp` is older than the last update's (iOS 17.2).
    public func end(_ content: ActivityContent<Activity<Attributes>.ContentState>?,
                    dismissalPolicy: ActivityUIDismissalPolicy = .default, timestamp: Date) async {
        await change(.end, content: content, alert: nil, dismissalDate: dismissalPolicy.dismissalDate(endingAt: Date()),
                     timestamp: timestamp)
    }

    /// Ends the activity (iOS 16.1's form).
    @available(*, deprecated, renamed: "end(_:dismissalPolicy:)")
    public func end(using contentState: Activity<Attributes>.ContentState? = nil,
                    dismissalPolicy: ActivityUIDismissalPolicy = .default) async {
        await end(contentState.map { ActivityContent(state: $0, staleDate: nil) }, dismissalPolicy: dismissalPolicy)
    }

    private func change(_ operation: ActivityHostRequest.Operation, content: ActivityContent<ContentState>?,
                        alert: AlertConfiguration?, dismissalDate: Date?, timestamp: Date?) async {
        var state: String?
        if let content {
            guard let data = try? JSONEncoder().encode(content.state), data.count <= Self.sizeLimit else { return }
            state = String(decoding: data, as: UTF8.self)
        }
        let request = ActivityHostRequest(
            operation: operation, id: id, contentState: state, staleDate: content?.staleDate,
            relevanceScore: content?.relevanceScore, dismissalDate: dismissalDate, alert: alert?.hostRecord,
            timestamp: timestamp)
        if let latest = await ActivityHost.detached({ try ActivityHost.send(request) })?.first {
            apply(latest)
        }
    }

    // MARK: Push to start

    /// The token a server starts activities of this type with (iOS 17.2), issued by the host
    /// on first ask; `nil` without a home screen.
    public static var pushToStartToken: Data? {
        (try? ActivityHost.exchange(ActivityHostRequest(operation: .pushToStartToken, attributesType: kind)))?
            .pushToStartToken.flatMap(ActivityHost.bytes(hex:))
    }

    // MARK: Observing

    /// Changes of the activity's state, from the one it has now; ends after ``ActivityState/dismissed``.
    public var activityStateUpdates: Activity<Attributes>.ActivityStateUpdates {
        ActivityStateUpdates(activity: self)
    }

    /// Changes of the activity's content (the app's updates and pushes).
    public var contentUpdates: Activity<Attributes>.ContentUpdates {
        ContentUpdates(activity: self)
    }

    /// The activity's push token once the host issued one, then its changes.
    public var pushTokenUpdates: Activity<Attributes>.PushTokenUpdates {
        PushTokenUpdates(source: .activity(self))
    }

    /// Activities of this type as they start (by the app or by a push), from now on.
    public static var activityUpdates: Activity<Attributes>.ActivityUpdates {
        ActivityUpdates()
    }

    /// The push-to-start token of this type once the host issued it, then its changes (iOS 17.2).
    public static var pushToStartTokenUpdates: Activity<Attributes>.PushTokenUpdates {
        PushTokenUpdates(source: .pushToStart)
    }

    /// What asking the host for one activity gave.
    fileprivate enum Lookup {
        case found(ActivityRecord)
        /// The host no longer has it.
        case gone
        /// No host answered (it may come back).
        case unreachable
    }

    fileprivate static func lookUp(_ id: String) async -> Lookup {
        let records = await ActivityHost.detached { try ActivityHost.send(ActivityHostRequest(operation: .list, id: id)) }
        guard let records else { return .unreachable }
        return records.first.map(Lookup.found) ?? .gone
    }

    /// Sleeps one poll interval; `false` when the task was cancelled.
    fileprivate static func pause() async -> Bool {
        (try? await Task.sleep(for: pollInterval)) != nil
    }

    // MARK: Helpers

    fileprivate static func content(of record: ActivityRecord) -> ActivityContent<ContentState>? {
        guard let state = try? JSONDecoder().decode(ContentState.self, from: Data(record.contentState.utf8)) else {
            return nil
        }
        return ActivityContent(state: state, staleDate: record.staleDate, relevanceScore: record.relevanceScore)
    }
}

// MARK: - The asynchronous sequences

extension Activity {
    /// Changes of a Live Activity's state (ActivityKit's `Activity.ActivityStateUpdates`).
    public struct ActivityStateUpdates: AsyncSequence, Sendable {
        /// The state the activity changed to.
        public typealias Element = ActivityState

        let activity: Activity<Attributes>

        /// The iterator, starting from the activity's state now.
        public func makeAsyncIterator() -> Iterator {
            Iterator(activity: activity, last: activity.activityState)
        }

        /// Gives each new state, asking the host every half second.
        public struct Iterator: AsyncIteratorProtocol, Sendable {
            let activity: Activity<Attributes>
            var last: ActivityState?

            /// The next state; `nil` after ``ActivityState/dismissed`` or when the task is cancelled.
            public mutating func next() async -> ActivityState? {
                while last != .dismissed {
                    switch await Activity.lookUp(activity.id) {
                    case .found(let record):
                        activity.apply(record)
                        if record.state != last {
                            last = record.state
                            return record.state
                        }
                    case .gone:
                        // Removed by the host after its dismissal.
                        last = .dismissed
                        return .dismissed
                    case .unreachable:
                        break
                    }
                    guard await Activity.pause() else { return nil }
                }
                return nil
            }
        }
    }

    /// Changes of a Live Activity's content (ActivityKit's `Activity.ContentUpdates`).
    public struct ContentUpdates: AsyncSequence, Sendable {
        /// The new content.
        public typealias Element = ActivityContent<Activity<Attributes>.ContentState>

        let activity: Activity<Attributes>

        /// The iterator, starting from the activity's content now.
        public func makeAsyncIterator() -> Iterator {
            Iterator(activity: activity, last: activity.lock.withLock { ContentKey(activity.record) })
        }

        /// What makes two contents differ, as the host keeps them.
        struct ContentKey: Equatable, Sendable {
            var state: String
            var staleDate: Date?
            var relevanceScore: Double

            init(_ record: ActivityRecord) {
                state = record.contentState
                staleDate = record.staleDate
                relevanceScore = record.relevanceScore
            }
        }

        /// Gives each new content, asking the host every half second.
        public struct Iterator: AsyncIteratorProtocol, Sendable {
            let activity: Activity<Attributes>
            var last: ContentKey

            /// The next content; `nil` once the activity is dismissed or the task is cancelled.
            public mutating func next() async -> ActivityContent<Activity<Attributes>.ContentState>? {
                while true {
                    switch await Activity.lookUp(activity.id) {
                    case .found(let record):
                        activity.apply(record)
                        let key = ContentKey(record)
                        if key != last, let content = Activity.content(of: record) {
                            last = key
                            return content
                        }
                        if record.state == .dismissed { return nil }
                    case .gone:
                        return nil
                    case .unreachable:
                        break
                    }
                    guard await Activity.pause() else { return nil }
                }
            }
        }
    }

    /// Push tokens as the host issues them (ActivityKit's `Activity.PushTokenUpdates`): an
    /// activity's (``Activity/pushTokenUpdates``) or its type's push-to-start token
    /// (``Activity/pushToStartTokenUpdates``).
    public struct PushTokenUpdates: AsyncSequence, Sendable {
        /// A token.
        public typealias Element = Data

        enum Source: Sendable {
            case activity(Activity<Attributes>)
            case pushToStart
        }

        let source: Source

        /// The iterator; its first element is the token the host has issued.
        public func makeAsyncIterator() -> Iterator {
            Iterator(source: source)
        }

        /// Gives the token, then each change, asking the host every half second.
        public struct Iterator: AsyncIteratorProtocol, Sendable {
            let source: Source
            var last: Data?

            /// The next token; `nil` once the activity is dismissed or the task is cancelled.
            public mutating func next() async -> Data? {
                while true {
                    var token: Data?
                    switch source {
                    case .activity(let activity):
                        switch await Activity.lookUp(activity.id) {
                        case .found(let record):
                            activity.apply(record)
                            if record.state == .dismissed { return nil }
                            token = record.pushToken.flatMap(ActivityHost.bytes(hex:))
                        case .gone:
                            return nil
                        case .unreachable:
                            break
                        }
                    case .pushToStart:
                        let request = ActivityHostRequest(operation: .pushToStartToken, attributesType: Activity.kind)
                        token = await ActivityHost.detached { try ActivityHost.exchange(request) }?
                            .pushToStartToken.flatMap(ActivityHost.bytes(hex:))
                    }
                    if let token, token != last {
                        last = token
                        return token
                    }
                    guard await Activity.pause() else { return nil }
                }
            }
        }
    }

    /// Activities of a type as they start (ActivityKit's `Activity.ActivityUpdates`).
    public struct ActivityUpdates: AsyncSequence, Sendable {
        /// An activity that started.
        public typealias Element = Activity<Attributes>

        /// The iterator: activities the host has now are known, the ones that start after are given.
        public func makeAsyncIterator() -> Iterator {
            let request = ActivityHostRequest(operation: .list, attributesType: Activity.kind)
            let known = (try? ActivityHost.send(request)).map { Set($0.map(\.id)) }
            return Iterator(known: known ?? [])
        }

        /// Gives each activity that started, asking the host every half second.
        public struct Iterator: AsyncIteratorProtocol, Sendable {
            var known: Set<String>

            /// The next activity that started; `nil` when the task is cancelled.
            public mutating func next() async -> Activity<Attributes>? {
                while true {
                    let request = ActivityHostRequest(operation: .list, attributesType: Activity.kind)
                    let records = await ActivityHost.detached { try ActivityHost.send(request) } ?? []
                    // Oldest first, so two that started between asks come in their order.
                    for record in records.sorted(by: { $0.createdAt < $1.createdAt }) where !known.contains(record.id) {
                        known.insert(record.id)
                        if let activity = Activity.activity(from: record) { return activity }
                    }
                    guard await Activity.pause() else { return nil }
                }
            }
        }
    }
}

extension AlertConfiguration {
    /// The alert as the host keeps it, its texts resolved now.
    var hostRecord: ActivityAlertRecord {
        ActivityAlertRecord(title: title.resolved(in: .current), body: body.resolved(in: .current), sound: sound.name,
                            date: Date())
    }
}

extension ActivityUIDismissalPolicy {
    /// When an activity ended at `end` leaves the Lock Screen under this policy: four hours
    /// after by default, at once, or at the date given (within those four hours).
    package func dismissalDate(endingAt end: Date) -> Date {
        let limit = end.addingTimeInterval(4 * 3600)
        return switch kind {
        case .standard: limit
        case .immediate: end
        case .after(let date): min(max(date, end), limit)
        }
    }
}

extension ActivityAuthorizationError {
    /// The error a host's refusal code names (`LiveActivityCenter`'s codes are these cases' names).
    init?(hostCode: String?) {
        switch hostCode {
        case "unsupportedTarget": self = .unsupportedTarget
        case "targetMaximumExceeded": self = .targetMaximumExceeded
        case "attributesTooLarge": self = .attributesTooLarge
        case "malformedActivityIdentifier": self = .malformedActivityIdentifier
        case "persistenceFailure": self = .persistenceFailure
        default: return nil
        }
    }
}
