package import Foundation
package import WidgetCore

/// Queries (current entry, next switch, status) and observers.
extension TimelineScheduler {
    // MARK: Queries

    /// What `id` shows at `date` (now by default): the latest entry dated at or before it, the
    /// first entry if all are later, or the placeholder if the timeline is empty.
    package func currentEntry(for id: WidgetInstanceID, at date: Date? = nil) -> DisplayedEntry? {
        state.withLock { state in
            guard let slot = state.slot(id) else { return nil }
            let t = date?.timeIntervalSinceReferenceDate ?? currentTime(&state)
            let index = Self.entryIndex(in: slot.entries, at: t)
            return index < 0
                ? DisplayedEntry(entry: slot.placeholder, isPlaceholder: true)
                : DisplayedEntry(entry: slot.entries[index], isPlaceholder: false)
        }
    }

    /// When what `id` shows next changes after `date` (now by default), or `nil` if its
    /// timeline has no later entry.
    package func nextSwitchDate(for id: WidgetInstanceID, after date: Date? = nil) -> Date? {
        state.withLock { state in
            guard let slot = state.slot(id) else { return nil }
            let t = date?.timeIntervalSinceReferenceDate ?? currentTime(&state)
            return Self.nextSwitch(in: slot.entries, after: t).map(Date.init(timeIntervalSinceReferenceDate:))
        }
    }

    /// The state of one instance, for diagnostics and the host's pages.
    package func status(of id: WidgetInstanceID) -> InstanceStatus? {
        state.withLock { state in
            guard let slot = state.slot(id) else { return nil }
            let t = currentTime(&state)
            slot.log.removeAll(through: t - settings.budgetWindow)
            return InstanceStatus(
                id: id,
                kind: slot.kind,
                family: slot.family,
                configuration: slot.configuration,
                entryCount: slot.entries.count,
                policy: slot.policy,
                nextReload: slot.reloadAt.isFinite ? Date(timeIntervalSinceReferenceDate: slot.reloadAt) : nil,
                nextReloadReason: slot.reloadAt.isFinite ? slot.reloadReason : nil,
                isReloading: slot.inFlight != 0,
                budgetedReloadsInWindow: slot.log.count,
                consecutiveFailures: slot.failures
            )
        }
    }

    // MARK: Observers

    /// A stream of everything that happens to every instance, from now on.
    package func events(
        bufferingPolicy: AsyncStream<TimelineEvent>.Continuation.BufferingPolicy = .unbounded
    ) -> AsyncStream<TimelineEvent> {
        let (stream, continuation) = AsyncStream.makeStream(of: TimelineEvent.self, bufferingPolicy: bufferingPolicy)
        let token = addObserver { event in continuation.yield(event) }
        continuation.onTermination = { [weak self] _ in self?.removeObserver(token) }
        return stream
    }

    /// Calls `observer` with every event, synchronously and under the scheduler's lock: it must
    /// return quickly and must not call the scheduler. Prefer `events()`.
    package func addObserver(_ observer: @escaping @Sendable (TimelineEvent) -> Void) -> ObserverToken {
        state.withLock { state in
            state.nextObserver += 1
            state.observers.append((state.nextObserver, observer))
            return ObserverToken(rawValue: state.nextObserver)
        }
    }

    /// Stops calling an observer.
    package func removeObserver(_ token: ObserverToken) {
        state.withLock { state in state.observers.removeAll { $0.token == token.rawValue } }
    }
}

/// Identifies an observer added with `addObserver(_:)`.
package struct ObserverToken: Hashable, Sendable {
    let rawValue: UInt64
}

/// The state of one instance.
package struct InstanceStatus: Sendable {
    package let id: WidgetInstanceID
    package let kind: String
    package let family: WidgetFamily
    package let configuration: Data?
    /// Entries of the current timeline still to show (the shown one included).
    package let entryCount: Int
    /// The current timeline's policy, `nil` before the first timeline.
    package let policy: TimelineReloadPolicy?
    package let nextReload: Date?
    package let nextReloadReason: ReloadReason?
    package let isReloading: Bool
    /// Budgeted reloads inside the rolling window.
    package let budgetedReloadsInWindow: Int
    /// Requests that timed out since the last timeline arrived.
    package let consecutiveFailures: Int
}
