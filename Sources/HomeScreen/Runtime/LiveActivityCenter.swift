package import ActivityKit
package import Foundation
import Synchronization
import WidgetCore

/// The home screen's Live Activities: what apps ask over the `WidgetCenter` socket (start,
/// update, end, list, push-to-start tokens), kept in the ``ActivityStore``, told to the pages.
///
/// An activity is `active` from its start (`pending` before a scheduled start), `stale` past
/// its stale date (until an update brings a later one), `ended` when the app ends it, and
/// `dismissed` at its dismissal date: four hours after its end by default, as iOS keeps an
/// ended activity on the Lock Screen; a dismissed activity is removed from the store. Dates
/// are worked out when an activity is read (``current(_:at:)``), so a restart loses nothing.
package final class LiveActivityCenter: Sendable {
    package let store: ActivityStore
    /// The activity kinds the host can draw (its bundle's `ActivityConfiguration`s).
    private let kinds: @Sendable () -> Set<String>
    let changed: @Sendable (ActivityRecord) -> Void
    private let now: @Sendable () -> Date
    /// The task that tells the pages when a date comes due (`LiveActivityCenter+DueDates.swift`).
    let dueDateWatch = Mutex(DueDateWatch())

    /// Activities of one kind kept at once (not yet dismissed); a request past it is refused
    /// with `targetMaximumExceeded`. Apple publishes no figure; this one bounds the store.
    package static let maximumPerKind = 32

    /// How long an ended activity stays by default, and at most (ActivityKit's four hours).
    package static let dismissalWindow: TimeInterval = 4 * 3600

    package init(store: ActivityStore, kinds: @escaping @Sendable () -> Set<String>,
                 changed: @escaping @Sendable (ActivityRecord) -> Void, now: @escaping @Sendable () -> Date = { Date() }) {
        self.store = store
        self.kinds = kinds
        self.changed = changed
        self.now = now
    }

    /// A refusal with the `ActivityAuthorizationError` case it stands for.
    struct Refusal: Error {
        let message: String
        let code: String?
    }

    /// Answers one request of an app.
    package func handle(_ request: ActivityHostRequest) -> ActivityHostReply {
        do {
            if request.operation == .pushToStartToken {
                guard let kind = request.attributesType, kinds().contains(kind) else {
                    throw Refusal(message: "This home screen has no ActivityConfiguration for \(request.attributesType ?? "nil").",
                                  code: "unsupportedTarget")
                }
                return ActivityHostReply(pushToStartToken: try store.pushToStartToken(for: kind, make: Self.makeToken))
            }
            return ActivityHostReply(activities: try answer(request))
        } catch let refusal as Refusal {
            return ActivityHostReply(error: refusal.message, code: refusal.code)
        } catch {
            return ActivityHostReply(error: "The home screen could not keep the Live Activity: \(error)",
                                     code: "persistenceFailure")
        }
    }

    private func answer(_ request: ActivityHostRequest) throws -> [ActivityRecord] {
        let moment = now()
        try store.removeDismissed(before: moment)
        switch request.operation {
        case .request:
            return [try start(request, at: moment)]
        case .update, .end:
            guard let id = request.id else {
                throw Refusal(message: "An \(request.operation.rawValue) needs the activity's id.", code: "malformedActivityIdentifier")
            }
            var applied = false
            guard let record = try store.update(id, { record in
                applied = change(&record, with: request, at: moment)
            }) else {
                throw Refusal(message: "No Live Activity '\(id.prefix(64))' on this home screen.", code: "malformedActivityIdentifier")
            }
            if applied { publish(record) }
            return [record]
        case .list:
            if let id = request.id {
                return try store.activity(id).map { [current($0, at: moment)] } ?? []
            }
            let shown = try store.all()
                .filter { request.attributesType == nil || $0.attributesType == request.attributesType }
                .map { current($0, at: moment) }
                .filter { $0.state != .dismissed }
            return Self.ordered(shown)
        case .pushToStartToken:
            return []
        }
    }

    /// Applies an update or an end to `record` (as it stands at `moment`); `false` when it is
    /// ignored: the activity has ended (ActivityKit ignores updates then), or `request`'s
    /// timestamp is older than the last applied (as APNs and ActivityKit do).
    func change(_ record: inout ActivityRecord, with request: ActivityHostRequest, at moment: Date) -> Bool {
        record = current(record, at: moment)
        guard record.state != .ended, record.state != .dismissed else { return false }
        if let timestamp = request.timestamp, let last = record.timestamp, timestamp < last { return false }
        if let state = request.contentState {
            record.contentState = state
            record.staleDate = request.staleDate
            record.relevanceScore = request.relevanceScore ?? 0
            if record.state == .stale { record.state = .active }
        }
        if let alert = request.alert { record.alert = alert }
        if let timestamp = request.timestamp { record.timestamp = timestamp }
        if request.operation == .end {
            let latest = moment.addingTimeInterval(Self.dismissalWindow)
            let dismissal = min(max(request.dismissalDate ?? latest, moment), latest)
            record.state = dismissal <= moment ? .dismissed : .ended
            record.dismissalDate = dismissal
        }
        record.updatedAt = moment
        return true
    }

    private func start(_ request: ActivityHostRequest, at moment: Date) throws -> ActivityRecord {
        guard let kind = request.attributesType, let attributes = request.attributes, let state = request.contentState else {
            throw Refusal(message: "A request needs attributesType, attributes and contentState.", code: nil)
        }
        guard kinds().contains(kind) else {
            throw Refusal(message: "This home screen has no ActivityConfiguration for \(kind.prefix(200)).",
                          code: "unsupportedTarget")
        }
        guard attributes.utf8.count + state.utf8.count <= 4096 else {
            throw Refusal(message: "The attributes and content state take more than 4 KB.", code: "attributesTooLarge")
        }
        let pending = request.startDate.map { $0 > moment } ?? false
        let record = ActivityRecord(
            id: UUID().uuidString, attributesType: kind, attributes: attributes, contentState: state,
            staleDate: request.staleDate, relevanceScore: request.relevanceScore ?? 0,
            state: pending ? .pending : .active, style: request.style == "transient" ? "transient" : "standard",
            pushToken: request.wantsPushToken == true ? Self.makeToken() : nil, channel: request.channel,
            startDate: pending ? request.startDate : nil, alert: request.alert, timestamp: request.timestamp,
            createdAt: moment, updatedAt: moment)
        let admitted = try store.insert(record) { existing in
            existing.filter { current($0, at: moment).state != .dismissed }.count < Self.maximumPerKind
        }
        guard admitted else {
            throw Refusal(message: "\(Self.maximumPerKind) Live Activities of \(kind) are running already.",
                          code: "targetMaximumExceeded")
        }
        publish(record)
        return record
    }

    /// Tells the pages that `record` changed, and the due-date watch that its dates may have.
    func publish(_ record: ActivityRecord) {
        changed(record)
        wakeDueDateWatch()
    }

    /// The activities shown now (not dismissed), most relevant first.
    package func shown() throws -> [ActivityRecord] {
        try answer(ActivityHostRequest(operation: .list))
    }

    /// The activity `id` as it stands now; `nil` when there is none.
    package func activity(_ id: String) throws -> ActivityRecord? {
        try store.activity(id).map { current($0, at: now()) }
    }

    /// Most relevant first (the higher `relevanceScore`, as ActivityKit orders an app's
    /// activities); of equal relevance, the one that started first.
    package static func ordered(_ records: [ActivityRecord]) -> [ActivityRecord] {
        records.sorted {
            $0.relevanceScore != $1.relevanceScore ? $0.relevanceScore > $1.relevanceScore
                : ($0.createdAt, $0.id) < ($1.createdAt, $1.id)
        }
    }

    /// `record` as it stands at `moment`: started, stale or dismissed by the clock.
    package func current(_ record: ActivityRecord, at moment: Date) -> ActivityRecord {
        var record = record
        if record.state == .pending, let start = record.startDate, start <= moment {
            record.state = .active
        }
        if record.state == .active, let stale = record.staleDate, stale <= moment {
            record.state = .stale
        }
        if record.state == .ended, let dismissal = record.dismissalDate, dismissal <= moment {
            record.state = .dismissed
        }
        return record
    }

    /// A push token: 32 random bytes in hex, as long as an APNs device token.
    private static func makeToken() -> String {
        WidgetPushToken.random().hex
    }
}
