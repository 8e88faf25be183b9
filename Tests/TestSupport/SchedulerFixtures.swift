import WidgetKitSupport
package import Foundation
package import TimelineScheduling
internal import ViewCore
package import WidgetCore

// Fixtures of the scheduler's tests, shared by the WidgetCore and TimelineScheduling test
// targets.

/// A fixed start for simulated time: 2001-01-12 13:46:40 UTC.
package let t0 = Date(timeIntervalSinceReferenceDate: 1_000_000)


package struct TestEntry: TimelineEntry, Equatable {
    package let date: Date
    package let id: Int

    package init(date: Date, id: Int) {
        self.date = date
        self.id = id
    }
}

/// A provider driven by a script: called with the call number (from 1) and the simulated
/// time, it returns the timeline to complete with, or `nil` to never complete.
package final class ScriptedProvider: TimelineProvider, Sendable {
    package let clock: ManualClock
    package let script: @Sendable (_ call: Int, _ now: Date) -> Timeline<TestEntry>?
    private let callCount = LockIsolated(0)

    package init(clock: ManualClock, script: @escaping @Sendable (_ call: Int, _ now: Date) -> Timeline<TestEntry>?) {
        self.clock = clock
        self.script = script
    }

    package var calls: Int { callCount.withLock { $0 } }

    package func placeholder(in context: Context) -> TestEntry {
        TestEntry(date: clock.now, id: -1)
    }

    package func getSnapshot(in context: Context, completion: @escaping @Sendable (TestEntry) -> Void) {
        completion(TestEntry(date: clock.now, id: 0))
    }

    package func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<TestEntry>) -> Void) {
        let call = callCount.withLock { count -> Int in
            count += 1
            return count
        }
        if let timeline = script(call, clock.now) { completion(timeline) }
    }
}

/// A provider that keeps its completions for the test to call.
package final class DeferredProvider: TimelineProvider, Sendable {
    private let pending = LockIsolated<[@Sendable (Timeline<TestEntry>) -> Void]>([])

    package init() {}

    package var requests: Int { pending.withLock { $0.count } }

    package func placeholder(in context: Context) -> TestEntry { TestEntry(date: .distantPast, id: -1) }

    package func getSnapshot(in context: Context, completion: @escaping @Sendable (TestEntry) -> Void) {
        completion(TestEntry(date: .distantPast, id: 0))
    }

    package func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<TestEntry>) -> Void) {
        pending.withLock { $0.append(completion) }
    }

    /// Completes request `index` (0-based) with `timeline`.
    package func complete(_ index: Int, with timeline: Timeline<TestEntry>) {
        let completion = pending.withLock { $0[index] }
        completion(timeline)
    }
}

package func descriptor<P: TimelineProvider>(
    kind: String, provider: P, families: [WidgetFamily] = WidgetDescriptor.defaultFamilies
) -> WidgetDescriptor where P.Entry == TestEntry {
    WidgetDescriptor(
        kind: kind,
        supportedFamilies: families,
        provider: AnyTimelineProvider(provider),
        content: WidgetContent { (_: TestEntry) in EmptyView() }
    )
}

/// Records a scheduler's events.
package final class EventRecorder: Sendable {
    private let recorded = LockIsolated<[TimelineEvent]>([])

    package init(_ scheduler: TimelineScheduler) {
        _ = scheduler.addObserver { [recorded] event in recorded.withLock { $0.append(event) } }
    }

    package var events: [TimelineEvent] { recorded.withLock { $0 } }

    package func events(for instance: WidgetInstanceID) -> [TimelineEvent] {
        events.filter { $0.instance == instance }
    }

    /// Reloads started, with their dates and reasons.
    package func reloads(for instance: WidgetInstanceID? = nil) -> [(date: Date, reason: ReloadReason)] {
        events.compactMap { event in
            guard instance == nil || event.instance == instance else { return nil }
            if case .reloadStarted(let reason) = event.kind { return (event.date, reason) }
            return nil
        }
    }

    /// Entry changes: date, entry id (`nil` for the placeholder) and cause.
    package func changes(for instance: WidgetInstanceID) -> [(date: Date, id: Int?, cause: EntryChangeCause)] {
        events(for: instance).compactMap { event in
            guard case .entryChanged(let shown, let cause) = event.kind else { return nil }
            return (event.date, shown.isPlaceholder ? nil : shown.entry.as(TestEntry.self)?.id, cause)
        }
    }

    package func timeouts(for instance: WidgetInstanceID) -> [Date] {
        events(for: instance).compactMap { event in
            if case .reloadTimedOut = event.kind { return event.date }
            return nil
        }
    }

    package func timelines(for instance: WidgetInstanceID) -> Int {
        events(for: instance).filter {
            if case .timelineReloaded = $0.kind { return true }
            return false
        }.count
    }
}

extension TimelineScheduler {
    /// The id of the entry `instance` shows now (`nil` for the placeholder).
    package func shownID(_ instance: WidgetInstanceID, at date: Date? = nil) -> Int? {
        guard let shown = currentEntry(for: instance, at: date), !shown.isPlaceholder else { return nil }
        return shown.entry.as(TestEntry.self)?.id
    }
}

/// `count` entries `step` seconds apart from `start`, with ids `base`, `base + 1`, ….
package func entries(from start: Date, count: Int, step: TimeInterval, base: Int) -> [TestEntry] {
    (0..<count).map { TestEntry(date: start + Double($0) * step, id: base + $0) }
}
