public import Foundation

/// How a Live Activity behaves on the Lock Screen (ActivityKit's `ActivityStyle`, iOS 18).
public enum ActivityStyle: Hashable, Sendable {
    /// It stays until it ends.
    case standard
    /// It leaves the Lock Screen when the screen is unlocked (the Dynamic Island keeps it).
    case transient
}

/// A running Live Activity (ActivityKit's `Activity`), kept by the home screen the app reaches
/// through its data directory's socket: ``request(attributes:content:pushType:)`` starts one
/// there, ``update(_:)`` and ``end(_:dismissalPolicy:)`` change it, ``activities`` lists them.
/// Without a running home screen `request` throws ``ActivityAuthorizationError/unsupported``,
/// as on a device without Live Activities.
///
/// ```swift
/// let activity = try Activity.request(
///     attributes: DeliveryAttributes(orderNumber: "1042"),
///     content: ActivityContent(state: .init(minutesLeft: 12), staleDate: nil),
///     pushType: .token)
/// await activity.update(ActivityContent(state: .init(minutesLeft: 5), staleDate: nil))
/// ```
public final class Activity<Attributes: ActivityAttributes>: Identifiable, @unchecked Sendable {
    /// The activity's identifier.
    public let id: String
    /// The static data.
    public let attributes: Attributes
    /// What the host last said of it, and its content decoded (kept when a later state cannot be).
    private let current: Guarded<(record: ActivityRecord, content: ActivityContent<Attributes.ContentState>)>

    private init(attributes: Attributes, record: ActivityRecord, content: ActivityContent<Attributes.ContentState>) {
        id = record.id
        self.attributes = attributes
        current = Guarded((record, content))
    }

    /// The host's word on the activity.
    private func apply(_ record: ActivityRecord) {
        let content = Self.content(of: record)
        current.withLock { current in
            current.record = record
            if let content { current.content = content }
        }
    }

    /// The attributes type's name: the activity's kind on the host.
    static var kind: String { String(describing: Attributes.self) }

    /// The current state, its stale date and relevance.
    public var content: ActivityContent<Attributes.ContentState> {
        current.withLock { $0.content }
    }

    /// The current state (iOS 16.1's name).
    @available(*, deprecated, renamed: "content.state")
    public var contentState: Attributes.ContentState { content.state }

    /// Where the activity is in its life.
    public var activityState: ActivityState { current.withLock { $0.record.state } }

    /// The token a server pushes this activity's updates to, for `pushType: .token`.
    public var pushToken: Data? {
        current.withLock { $0.record.pushToken }.flatMap(Self.bytes(hex:))
    }

    // MARK: Starting

    /// The app's activities of this type the home screen keeps (ended ones until they are dismissed).
    public static var activities: [Activity<Attributes>] {
        guard let records = try? ActivityHost.send(ActivityHostRequest(operation: .list, attributesType: kind)) else {
            return []
        }
        return records.compactMap { record in
            guard let attributes = try? JSONDecoder().decode(Attributes.self, from: Data(record.attributes.utf8)),
                  let content = Self.content(of: record) else { return nil }
            return Activity(attributes: attributes, record: record, content: content)
        }
    }

    /// Starts a Live Activity on the home screen.
    ///
    /// - Throws: ``ActivityAuthorizationError/unsupported`` when no home screen is running,
    ///   ``ActivityAuthorizationError/attributesTooLarge`` when the attributes and state exceed
    ///   4 KB (APNs' payload limit), ``ActivityAuthorizationError/unsupportedTarget`` when the
    ///   home screen hosts no `ActivityConfiguration` for these attributes.
    public static func request(
        attributes: Attributes, content: ActivityContent<Attributes.ContentState>, pushType: PushType? = nil
    ) throws -> Activity<Attributes> {
        try start(attributes: attributes, content: content, pushType: pushType, startDate: nil)
    }

    /// Starts a Live Activity in a style (iOS 18).
    public static func request(
        attributes: Attributes, content: ActivityContent<Attributes.ContentState>, pushType: PushType? = nil,
        style: ActivityStyle
    ) throws -> Activity<Attributes> {
        try start(attributes: attributes, content: content, pushType: pushType, startDate: nil)
    }

    /// Schedules a Live Activity to start at `start` (iOS 26); its alert is shown when it starts.
    public static func request(
        attributes: Attributes, content: ActivityContent<Attributes.ContentState>, pushType: PushType? = nil,
        style: ActivityStyle, alertConfiguration: AlertConfiguration, start: Date
    ) throws -> Activity<Attributes> {
        try self.start(attributes: attributes, content: content, pushType: pushType, startDate: start)
    }

    /// Starts a Live Activity (iOS 16.1's form).
    @available(*, deprecated, renamed: "request(attributes:content:pushType:)")
    public static func request(
        attributes: Attributes, contentState: Attributes.ContentState, pushType: PushType? = nil
    ) throws -> Activity<Attributes> {
        try request(attributes: attributes, content: ActivityContent(state: contentState, staleDate: nil), pushType: pushType)
    }

    private static func start(
        attributes: Attributes, content: ActivityContent<Attributes.ContentState>, pushType: PushType?, startDate: Date?
    ) throws -> Activity<Attributes> {
        let encoder = JSONEncoder()
        let attributesJSON = String(decoding: try encoder.encode(attributes), as: UTF8.self)
        let stateJSON = String(decoding: try encoder.encode(content.state), as: UTF8.self)
        guard attributesJSON.utf8.count + stateJSON.utf8.count <= 4096 else { throw ActivityAuthorizationError.attributesTooLarge }
        let request = ActivityHostRequest(
            operation: .request, attributesType: kind, attributes: attributesJSON, contentState: stateJSON,
            staleDate: content.staleDate, relevanceScore: content.relevanceScore, wantsPushToken: pushType != nil,
            startDate: startDate)
        let records: [ActivityRecord]
        do {
            records = try ActivityHost.send(request)
        } catch is UnixSocket.Failure {
            throw ActivityAuthorizationError.unsupported
        } catch {
            throw ActivityAuthorizationError.unsupportedTarget
        }
        guard let record = records.first else { throw ActivityAuthorizationError.persistenceFailure }
        return Activity(attributes: attributes, record: record, content: content)
    }

    // MARK: Changing

    /// Updates the activity's content.
    public func update(_ content: ActivityContent<Attributes.ContentState>) async {
        await update(content, alertConfiguration: nil)
    }

    /// Updates the activity's content and alerts.
    public func update(_ content: ActivityContent<Attributes.ContentState>, alertConfiguration: AlertConfiguration?) async {
        guard let state = try? JSONEncoder().encode(content.state) else { return }
        await send(ActivityHostRequest(operation: .update, id: id, contentState: String(decoding: state, as: UTF8.self),
                                       staleDate: content.staleDate, relevanceScore: content.relevanceScore))
    }

    /// Updates the activity's state (iOS 16.1's form).
    @available(*, deprecated, renamed: "update(_:)")
    public func update(using contentState: Attributes.ContentState) async {
        await update(ActivityContent(state: contentState, staleDate: nil))
    }

    /// Ends the activity, with a last content; `.default` keeps it on the Lock Screen for four
    /// hours, `.immediate` removes it, `.after(date)` at that date (at most four hours on).
    public func end(_ content: ActivityContent<Attributes.ContentState>?, dismissalPolicy: ActivityUIDismissalPolicy = .default) async {
        let state = content.flatMap { try? JSONEncoder().encode($0.state) }.map { String(decoding: $0, as: UTF8.self) }
        await send(ActivityHostRequest(operation: .end, id: id, contentState: state, staleDate: content?.staleDate,
                                       relevanceScore: content?.relevanceScore,
                                       dismissalDate: dismissalPolicy.dismissalDate(endingAt: Date())))
    }

    /// Ends the activity (iOS 16.1's form).
    @available(*, deprecated, renamed: "end(_:dismissalPolicy:)")
    public func end(using contentState: Attributes.ContentState? = nil, dismissalPolicy: ActivityUIDismissalPolicy = .default) async {
        await end(contentState.map { ActivityContent(state: $0, staleDate: nil) }, dismissalPolicy: dismissalPolicy)
    }

    private func send(_ request: ActivityHostRequest) async {
        let records = await Self.detached { try ActivityHost.send(request) }
        if let latest = records?.first { apply(latest) }
    }

    // MARK: Observing

    /// Changes of state, as the home screen reports them (polled every half second); ends
    /// after the activity is dismissed.
    public var activityStateUpdates: AsyncStream<ActivityState> {
        AsyncStream { continuation in
            let task = Task { [id] in
                var last = current.withLock { $0.record.state }
                for await record in Self.poll(id: id) where record.state != last {
                    last = record.state
                    apply(record)
                    continuation.yield(last)
                }
                continuation.finish()
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }

    /// Changes of content (an update from the app or a push).
    public var contentUpdates: AsyncStream<ActivityContent<Attributes.ContentState>> {
        AsyncStream { continuation in
            let task = Task { [id] in
                var last = current.withLock { $0.record.contentState }
                for await record in Self.poll(id: id) {
                    if record.contentState != last, let content = Self.content(of: record) {
                        last = record.contentState
                        apply(record)
                        continuation.yield(content)
                    }
                }
                continuation.finish()
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }

    /// The push token, once the host issued one.
    public var pushTokenUpdates: AsyncStream<Data> {
        AsyncStream { continuation in
            if let token = pushToken { continuation.yield(token) }
            continuation.finish()
        }
    }

    /// The activity's record every half second until it is dismissed or the task ends.
    private static func poll(id: String) -> AsyncStream<ActivityRecord> {
        AsyncStream { continuation in
            let task = Task {
                while !Task.isCancelled {
                    let records = await detached { try ActivityHost.send(ActivityHostRequest(operation: .list, id: id)) }
                    guard let record = records?.first else { break }
                    continuation.yield(record)
                    if record.state == .dismissed { break }
                    try? await Task.sleep(for: .milliseconds(500))
                }
                continuation.finish()
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }

    // MARK: Helpers

    private static func content(of record: ActivityRecord) -> ActivityContent<Attributes.ContentState>? {
        guard let state = try? JSONDecoder().decode(Attributes.ContentState.self, from: Data(record.contentState.utf8)) else {
            return nil
        }
        return ActivityContent(state: state, staleDate: record.staleDate, relevanceScore: record.relevanceScore)
    }

    /// Runs a blocking exchange off the cooperative pool.
    private static func detached<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async -> T? {
        await withCheckedContinuation { continuation in
            Thread.detachNewThread { continuation.resume(returning: try? body()) }
        }
    }

    private static func bytes(hex: String) -> Data? {
        var data = Data()
        var index = hex.startIndex
        while index < hex.endIndex {
            let next = hex.index(index, offsetBy: 2, limitedBy: hex.endIndex) ?? hex.endIndex
            guard let byte = UInt8(hex[index..<next], radix: 16) else { return nil }
            data.append(byte)
            index = next
        }
        return data
    }
}

extension ActivityUIDismissalPolicy {
    /// When an activity ended at `end` leaves the Lock Screen under this policy.
    package func dismissalDate(endingAt end: Date) -> Date {
        let limit = end.addingTimeInterval(4 * 3600)
        return switch kind {
        case .standard: limit
        case .immediate: end
        case .after(let date): min(max(date, end), limit)
        }
    }
}

/// A value behind a lock (the activity's last known record and content).
private final class Guarded<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) { self.value = value }

    func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}
