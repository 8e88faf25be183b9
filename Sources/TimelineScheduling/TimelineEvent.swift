package import Foundation
package import WidgetCore

/// Why the scheduler asked a provider for a timeline.
package enum ReloadReason: String, Sendable, Codable, CaseIterable {
    /// The instance was placed (or the scheduler started): exempt from the budget.
    case initial
    /// The timeline's reload policy (`.atEnd`, `.after`): counts against the budget.
    case policy
    /// A retry after the provider failed to complete in time: counts against the budget.
    case retry
    /// `WidgetCenter.reloadTimelines(ofKind:)` or `reloadAllTimelines()`: exempt.
    case widgetCenter
    /// The instance's family or configuration changed: exempt.
    case configurationChange
    /// An App Intent of a control of the widget's kind was performed (interactive widgets):
    /// exempt, and started at once (taps are already one at a time per instance).
    case intent
    /// The widget's extension process started again (after a crash, a rebuild or idling): its
    /// entries were in the old process. Exempt, and started at once.
    case extensionRestarted
    /// A `content-changed` push to the app's widget push token (`POST /api/push/{token}`):
    /// exempt from the reload budget (pushes have their own), and started at once.
    case push

    /// Whether the reload counts against the daily budget.
    package var isBudgeted: Bool {
        switch self {
        case .policy, .retry: true
        case .initial, .widgetCenter, .configurationChange, .intent, .extensionRestarted, .push: false
        }
    }

    /// Whether the reload starts at once, not waiting out the minimum interval between
    /// requested reloads.
    package var startsAtOnce: Bool {
        self == .intent || self == .extensionRestarted || self == .push
    }
}

/// What an instance shows: an entry of its timeline, or its placeholder while it has none.
package struct DisplayedEntry: Sendable, CustomStringConvertible {
    package let entry: AnyEntry
    package let isPlaceholder: Bool

    package var description: String {
        isPlaceholder ? "placeholder(\(entry))" : entry.description
    }
}

/// Why the displayed entry changed.
package enum EntryChangeCause: String, Sendable, Codable {
    /// The instance was placed and shows its placeholder until a timeline arrives.
    case placeholder
    /// The instance's first timeline arrived.
    case initial
    /// A later timeline replaced the previous one.
    case reload
    /// The next entry's date arrived.
    case `switch`
}

/// Something that happened to a widget instance, for hosts that update pages live.
package struct TimelineEvent: Sendable, CustomStringConvertible {
    package enum Kind: Sendable {
        /// The instance now shows `entry`.
        case entryChanged(DisplayedEntry, cause: EntryChangeCause)
        /// The scheduler asked the provider for a timeline.
        case reloadStarted(ReloadReason)
        /// A timeline arrived.
        case timelineReloaded(ReloadReason, entryCount: Int, policy: TimelineReloadPolicy)
        /// The provider did not complete in time; the last good timeline stays, and a retry is
        /// due at `retryAt` (`nil` when another reload was already waiting and starts now).
        case reloadTimedOut(retryAt: Date?)
        /// The reload budget is spent; the policy reload waits until `until`.
        case reloadDeferred(until: Date)
    }

    /// The instance.
    package let instance: WidgetInstanceID
    /// When it happened, in the scheduler's time.
    package let date: Date
    /// What happened.
    package let kind: Kind

    package var description: String {
        let when = date.formatted(.iso8601)
        switch kind {
        case .entryChanged(let entry, let cause): return "\(when) \(instance) \(cause.rawValue): \(entry)"
        case .reloadStarted(let reason): return "\(when) \(instance) reload started (\(reason.rawValue))"
        case .timelineReloaded(let reason, let count, let policy):
            return "\(when) \(instance) timeline (\(reason.rawValue)): \(count) entries, \(policy.summary)"
        case .reloadTimedOut(let retry):
            return "\(when) \(instance) timed out; retry \(retry.map { $0.formatted(.iso8601) } ?? "now")"
        case .reloadDeferred(let until):
            return "\(when) \(instance) budget spent; next reload \(until.formatted(.iso8601))"
        }
    }
}

/// Errors of the scheduler's instance management.
package enum TimelineSchedulerError: Error, Equatable, CustomStringConvertible {
    case unknownKind(String)
    case unsupportedFamily(kind: String, family: WidgetFamily)
    case duplicateInstance(WidgetInstanceID)
    case unknownInstance(WidgetInstanceID)

    package var description: String {
        switch self {
        case .unknownKind(let kind): "No widget of kind '\(kind)'"
        case .unsupportedFamily(let kind, let family): "Widget '\(kind)' does not support \(family)"
        case .duplicateInstance(let id): "Instance '\(id)' already exists"
        case .unknownInstance(let id): "No instance '\(id)'"
        }
    }
}
