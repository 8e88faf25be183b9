import WidgetKitSupport
package import Foundation
import WidgetCore

/// The scheduler's source of time.
///
/// The real host uses `SystemClock`; tests and the timeline simulator use `ManualClock`,
/// which only moves when told, so a simulated day takes milliseconds.
package protocol SchedulerClock: Sendable {
    /// The current date.
    var now: Date { get }
    /// Suspends until `deadline` (or the task is cancelled).
    func sleep(until deadline: Date) async throws
    /// Called by `TimelineScheduler.advance(to:)` as simulated time passes, before each event:
    /// a manual clock moves to `date` so providers reading it see simulated time; the system
    /// clock ignores it.
    func schedulerDidAdvance(to date: Date)
}

/// Wall-clock time.
package struct SystemClock: SchedulerClock {
    package init() {}

    package var now: Date { Date() }

    package func sleep(until deadline: Date) async throws {
        let delay = deadline.timeIntervalSinceNow
        if delay > 0 {
            try await Task.sleep(for: .seconds(delay))
        } else {
            try Task.checkCancellation()
        }
    }

    package func schedulerDidAdvance(to date: Date) {}
}

/// A clock that moves only when told: `advance(to:)`, `advance(by:)`, or the scheduler's
/// `advance(to:)`. Sleepers wake when the clock reaches their deadline.
package final class ManualClock: SchedulerClock {
    private struct State {
        var now: Date
        var sleepers: [(deadline: Date, id: UInt64, continuation: CheckedContinuation<Void, any Error>)] = []
        var nextID: UInt64 = 0
    }

    private let state: LockIsolated<State>

    package init(now: Date = Date(timeIntervalSinceReferenceDate: 0)) {
        state = LockIsolated(State(now: now))
    }

    package var now: Date { state.withLock { $0.now } }

    /// Moves the clock to `date` (never backwards) and wakes the sleepers it passed.
    package func advance(to date: Date) {
        let woken = state.withLock { state -> [CheckedContinuation<Void, any Error>] in
            guard date > state.now else { return [] }
            state.now = date
            guard !state.sleepers.isEmpty else { return [] }
            let due = state.sleepers.filter { $0.deadline <= date }
            state.sleepers.removeAll { $0.deadline <= date }
            return due.map(\.continuation)
        }
        for continuation in woken { continuation.resume() }
    }

    /// Moves the clock forward by `interval`.
    package func advance(by interval: TimeInterval) {
        advance(to: now.addingTimeInterval(interval))
    }

    package func schedulerDidAdvance(to date: Date) {
        advance(to: date)
    }

    package func sleep(until deadline: Date) async throws {
        let id = state.withLock { state -> UInt64 in
            state.nextID += 1
            return state.nextID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let resumeNow = state.withLock { state -> Bool in
                    if state.now >= deadline { return true }
                    state.sleepers.append((deadline, id, continuation))
                    return false
                }
                if resumeNow { continuation.resume() }
            }
        } onCancel: {
            let cancelled = state.withLock { state -> CheckedContinuation<Void, any Error>? in
                guard let index = state.sleepers.firstIndex(where: { $0.id == id }) else { return nil }
                return state.sleepers.remove(at: index).continuation
            }
            cancelled?.resume(throwing: CancellationError())
        }
    }
}
