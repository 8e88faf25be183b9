import ActivityKit
import Foundation

extension LiveActivityCenter {
    /// Where a push token leads.
    enum PushTarget {
        /// The token of an activity (`pushType: .token`): updates and ends reach it.
        case activity(ActivityRecord)
        /// A push-to-start token of an attributes type (`Activity.pushToStartToken`).
        case pushToStart(attributesType: String)
    }

    /// What a push did.
    struct PushOutcome {
        var activity: ActivityRecord
        /// Whether it changed the activity; when not, why (``ignoredReason``).
        var applied: Bool
        var ignoredReason: String?
    }

    /// The activity or the push-to-start kind `token` (64 hex digits, any case) was issued for;
    /// `nil` when it was never issued or its activity is gone.
    func target(ofPushToken token: String) throws -> PushTarget? {
        let token = token.lowercased()
        try store.removeDismissed(before: Date())
        if let record = try store.activity(pushToken: token) {
            let record = current(record, at: Date())
            return record.state == .dismissed ? nil : .activity(record)
        }
        if let kind = try store.attributesType(pushToStartToken: token) { return .pushToStart(attributesType: kind) }
        return nil
    }

    /// Applies an `update` or `end` push to activity `id` and counts it under its priority (even
    /// when it is ignored: an ended activity, or a timestamp older than the last applied).
    func applyPush(_ push: LiveActivityPush, toActivity id: String) throws -> PushOutcome? {
        let request = ActivityHostRequest(
            operation: push.event == .end ? .end : .update, id: id, contentState: push.contentState,
            staleDate: push.staleDate, relevanceScore: push.relevanceScore, dismissalDate: push.dismissalDate,
            alert: push.alert, timestamp: push.timestamp)
        let moment = Date()
        var applied = false
        guard let record = try store.push(id, priority: push.priority, at: moment, { record in
            applied = change(&record, with: request, at: moment)
        }) else { return nil }
        if applied {
            publish(record)
            return PushOutcome(activity: record, applied: true)
        }
        let reason = record.state == .ended || record.state == .dismissed
            ? "The activity has ended; it takes no more updates."
            : "The push's timestamp is older than the last update applied."
        return PushOutcome(activity: record, applied: false, ignoredReason: reason)
    }

    /// Starts an activity of `push.attributesType` from a `start` push (to that type's
    /// push-to-start token), counted under the push's priority.
    ///
    /// - Throws: ``Refusal`` as for an app's request (an unknown type, more than 4 KB, too many).
    func startFromPush(_ push: LiveActivityPush) throws -> ActivityRecord {
        let request = ActivityHostRequest(
            operation: .request, attributesType: push.attributesType, attributes: push.attributes,
            contentState: push.contentState, staleDate: push.staleDate, relevanceScore: push.relevanceScore,
            wantsPushToken: push.wantsPushToken, style: "standard", alert: push.alert, timestamp: push.timestamp)
        let reply = handle(request)
        if let error = reply.error { throw Refusal(message: error, code: reply.code) }
        guard let record = reply.activities?.first else { throw Refusal(message: "The activity was not kept.", code: nil) }
        return try store.push(record.id, priority: push.priority, at: Date(), { _ in }) ?? record
    }

    /// The pushes each activity received, by id.
    func pushCounts() -> [String: ActivityPushCounts] {
        (try? store.pushCounts()) ?? [:]
    }
}
