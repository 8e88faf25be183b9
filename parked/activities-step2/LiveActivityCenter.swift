package import ActivityKit
package import Foundation
import Logging

/// The home screen's Live Activities: what the app side asks over the `WidgetCenter` socket
/// (start, update, end, list), kept in the ``ActivityStore``, told to the pages.
///
/// An activity is `active` from its start (`pending` before a scheduled start), `stale` past
/// its stale date, `ended` when the app ends it, and `dismissed` at its dismissal date (four
/// hours after its end by default, as iOS keeps an ended activity on the Lock Screen).
package final class LiveActivityCenter: Sendable {
    package let store: ActivityStore
    /// The activity kinds the host can draw (its bundle's and its hosted bundles').
    private let kinds: @Sendable () -> Set<String>
    private let changed: @Sendable (ActivityRecord) -> Void
    private let now: @Sendable () -> Date

    package init(store: ActivityStore, kinds: @escaping @Sendable () -> Set<String>,
                 changed: @escaping @Sendable (ActivityRecord) -> Void, now: @escaping @Sendable () -> Date = { Date() }) {
        self.store = store
        self.kinds = kinds
        self.changed = changed
        self.now = now
    }

    /// Answers one request of the app side.
    package func handle(_ request: ActivityHostRequest) -> ActivityHostReply {
        do {
            return ActivityHostReply(activities: try answer(request))
        } catch {
            return ActivityHostReply(error: "\(error)")
        }
    }

    private func answer(_ request: ActivityHostRequest) throws -> [ActivityRecord] {
        let moment = now()
        switch request.operation {
        case .request:
            guard let kind = request.attributesType, let attributes = request.attributes,
                  let state = request.contentState else {
                throw ActivityHostError(description: "A request needs attributesType, attributes and contentState.")
            }
            guard kinds().contains(kind) else {
                throw ActivityHostError(description: "This home screen has no ActivityConfiguration for \(kind).")
            }
            let pending = request.startDate.map { $0 > moment } ?? false
            let record = ActivityRecord(
                id: UUID().uuidString, attributesType: kind, attributes: attributes, contentState: state,
                staleDate: request.staleDate, relevanceScore: request.relevanceScore ?? 0,
                state: pending ? .pending : .active,
                pushToken: request.wantsPushToken == true ? Self.makeToken() : nil,
                startDate: pending ? request.startDate : nil, createdAt: moment, updatedAt: moment)
            try store.save(record)
            changed(record)
            return [record]
        case .update, .end:
            guard let id = request.id else { throw ActivityHostError(description: "An \(request.operation) needs the activity's id.") }
            let ending = request.operation == .end
            guard let record = try store.update(id, { record in
                guard record.state != .ended && record.state != .dismissed else { return }
                if let state = request.contentState { record.contentState = state }
                if request.contentState != nil || !ending {
                    record.staleDate = request.staleDate
                    record.relevanceScore = request.relevanceScore ?? record.relevanceScore
                }
                if ending {
                    let dismissal = request.dismissalDate ?? moment.addingTimeInterval(4 * 3600)
                    record.state = dismissal <= moment ? .dismissed : .ended
                    record.dismissalDate = dismissal
                }
                record.updatedAt = moment
            }) else { throw ActivityHostError(description: "No Live Activity \(id).") }
            changed(record)
            return [record]
        case .list:
            if let id = request.id {
                return try store.activity(id).map { [current($0, at: moment)] } ?? []
            }
            return try store.all()
                .filter { request.attributesType == nil || $0.attributesType == request.attributesType }
                .map { current($0, at: moment) }
                .filter { $0.state != .dismissed }
                .sorted { $0.relevanceScore > $1.relevanceScore }
        }
    }

    /// The activities shown now (not dismissed), most relevant first.
    package func shown() throws -> [ActivityRecord] {
        try answer(ActivityHostRequest(operation: .list))
    }

    /// `record` as it stands at `moment`: started, stale or dismissed by the clock.
    package func current(_ record: ActivityRecord, at moment: Date) -> ActivityRecord {
        var record = record
        switch record.state {
        case .pending where (record.startDate ?? moment) <= moment:
            record.state = .active
            record.startDate = nil
        case .active where (record.staleDate.map { $0 <= moment } ?? false):
            record.state = .stale
        case .ended where (record.dismissalDate.map { $0 <= moment } ?? false):
            record.state = .dismissed
        default:
            break
        }
        return record
    }

    /// A push token: 32 random bytes in hex, as long as an APNs device token.
    private static func makeToken() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<32).map { _ in String(format: "%02x", UInt8.random(in: .min ... .max, using: &generator)) }.joined()
    }
}
