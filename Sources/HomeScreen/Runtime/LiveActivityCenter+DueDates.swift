import ActivityKit
import Foundation

/// The state of ``LiveActivityCenter``'s due-date watch.
struct DueDateWatch: Sendable {
    /// The loop, while it runs.
    var loop: Task<Void, Never>?
    /// Its sleep until the next due date; cancelled to wake it (a change may bring an earlier date).
    var sleeper: Task<Void, Never>?
    /// Counts the wakes: one that comes while the loop works out its next sleep (before the
    /// sleeper is kept) must not be lost.
    var wakes: UInt64 = 0
    var stopped = false
}

extension LiveActivityCenter {
    /// The longest the watch sleeps without a due date (it is woken by every change anyway).
    static let idleWatchInterval: TimeInterval = 3600

    /// The dates at which `record` changes by the clock alone: a scheduled start (pending), its
    /// stale date (pending or active), its dismissal (ended).
    static func dueDates(of record: ActivityRecord) -> [Date] {
        switch record.state {
        case .pending: [record.startDate, record.staleDate].compactMap { $0 }
        case .active: [record.staleDate].compactMap { $0 }
        case .ended: [record.dismissalDate].compactMap { $0 }
        case .stale, .dismissed: []
        }
    }

    /// The next date after `moment` at which a kept activity changes by the clock alone.
    func nextDueDate(after moment: Date) -> Date? {
        guard let records = try? store.all() else { return nil }
        return records.flatMap { Self.dueDates(of: $0) }.filter { $0 > moment }.min()
    }

    /// Tells the pages of every activity the clock has changed (its state at `moment` is not the
    /// one stored: started, stale, dismissed) and that they were not told of yet (`announced`,
    /// the states told, by id, kept between calls), then removes the dismissed. Working from
    /// states rather than from the dates between two looks, nothing is missed when the watch runs
    /// late (a loaded machine) or an activity comes in with a date already past.
    func announceDue(at moment: Date, announced: inout [String: ActivityState]) {
        guard let records = try? store.all() else { return }
        var told: [String: ActivityState] = [:]
        for record in records {
            let now = current(record, at: moment)
            guard now.state != record.state else { continue }
            if announced[record.id] != now.state { changed(now) }
            told[record.id] = now.state
        }
        announced = told
        _ = try? store.removeDismissed(before: moment.addingTimeInterval(0.001))
    }

    /// Starts telling the pages, as an `activity` event, when an activity's scheduled start, stale
    /// date or dismissal date comes due (no app or push changes it then). Stopped by ``stopWatchingDueDates()``.
    package func startWatchingDueDates() {
        let loop = Task { [weak self] in
            var announced: [String: ActivityState] = [:]
            while !Task.isCancelled {
                guard let center = self else { return }
                let wakes = center.dueDateWatch.withLock { $0.wakes }
                // Tell what came due before working out the next sleep: a date that passed while
                // this loop waited for a core (a loaded machine) is no longer "next", and would
                // otherwise wait for the idle interval.
                center.announceDue(at: Date(), announced: &announced)
                let delay = center.nextDueDate(after: Date()).map { max(0, $0.timeIntervalSinceNow) } ?? Self.idleWatchInterval
                let sleeper = Task<Void, Never> {
                    // A little past the date, so that the state read then is the new one.
                    _ = try? await Task.sleep(for: .seconds(min(delay, Self.idleWatchInterval)) + .milliseconds(20))
                }
                let stopped = center.dueDateWatch.withLock { watch -> Bool in
                    watch.sleeper = sleeper
                    // Woken meanwhile: look again at once.
                    if watch.wakes != wakes { sleeper.cancel() }
                    return watch.stopped
                }
                if stopped {
                    sleeper.cancel()
                    return
                }
                await sleeper.value
            }
        }
        dueDateWatch.withLock { watch in
            if watch.stopped { loop.cancel() } else { watch.loop = loop }
        }
    }

    /// Wakes the watch to look at the dates again (after a change).
    func wakeDueDateWatch() {
        dueDateWatch.withLock { watch in
            watch.wakes &+= 1
            return watch.sleeper
        }?.cancel()
    }

    /// Stops the watch (at the home screen's stop).
    package func stopWatchingDueDates() {
        let (loop, sleeper) = dueDateWatch.withLock { watch in
            watch.stopped = true
            defer {
                watch.loop = nil
                watch.sleeper = nil
            }
            return (watch.loop, watch.sleeper)
        }
        loop?.cancel()
        sleeper?.cancel()
    }
}
