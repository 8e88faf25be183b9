import WidgetKitSupport
import Foundation
import Testing
import TimelineScheduling
import WidgetCore
import TestSupport

@Suite("Scheduling with misbehaving providers")
struct SchedulerFailureTests {
    @Test("A provider that never completes times out, keeps the last good timeline and is retried with backoff")
    func hungProviderBacksOff() throws {
        let clock = ManualClock(now: t0)
        // Call 1: six entries ten minutes apart; calls 2–5 hang; call 6 works again.
        let provider = ScriptedProvider(clock: clock) { call, now in
            switch call {
            case 1: Timeline(entries: entries(from: now, count: 6, step: 600, base: 100), policy: .atEnd)
            case 2...5: nil
            default: Timeline(entries: [TestEntry(date: now, id: call)], policy: .never)
            }
        }
        let scheduler = TimelineScheduler(
            registry: WidgetRegistry([descriptor(kind: "k", provider: provider)]), clock: clock)
        let recorder = EventRecorder(scheduler)
        try scheduler.addInstance("w", kind: "k", family: .systemSmall)

        scheduler.advance(to: t0 + 3_000)
        #expect(provider.calls == 2)
        #expect(scheduler.status(of: "w")?.isReloading == true)
        scheduler.advance(to: t0 + 5_000)

        // Timeouts 30 s after each start; retries 1, 2, 4, 8 minutes after each timeout.
        #expect(recorder.timeouts(for: "w") == [t0 + 3_030, t0 + 3_120, t0 + 3_270, t0 + 3_540])
        #expect(recorder.reloads(for: "w").map(\.date) == [t0, t0 + 3_000, t0 + 3_090, t0 + 3_240, t0 + 3_510, t0 + 4_020])
        #expect(recorder.reloads(for: "w").map(\.reason) == [.initial, .policy, .retry, .retry, .retry, .retry])
        // While it hung, the last entry of the last good timeline stayed: nothing changed until
        // the retry that worked.
        let changes = recorder.changes(for: "w")
        #expect(changes.filter { $0.date > t0 + 3_000 && $0.date < t0 + 4_020 }.isEmpty)
        #expect(changes.last?.date == t0 + 4_020 && changes.last?.id == 6)
        #expect(changes.dropLast().last?.id == 105)
        #expect(scheduler.shownID("w") == 6)
        #expect(scheduler.status(of: "w")?.consecutiveFailures == 0)
    }

    @Test("While a provider hangs, the widget keeps showing its last good entry")
    func hungProviderKeepsTimeline() throws {
        let clock = ManualClock(now: t0)
        let provider = ScriptedProvider(clock: clock) { call, now in
            call == 1 ? Timeline(entries: entries(from: now, count: 2, step: 600, base: 100), policy: .after(now + 900)) : nil
        }
        let scheduler = TimelineScheduler(
            registry: WidgetRegistry([descriptor(kind: "k", provider: provider)]), clock: clock)
        try scheduler.addInstance("w", kind: "k", family: .systemSmall)
        scheduler.advance(to: t0 + 20_000)
        #expect(provider.calls > 5)
        #expect(scheduler.shownID("w") == 101)
        #expect(scheduler.status(of: "w")?.consecutiveFailures == provider.calls - 1)
    }

    @Test("Backoff is capped at an hour and a hung provider stays within the budget")
    func backoffCap() throws {
        let clock = ManualClock(now: t0)
        let provider = ScriptedProvider(clock: clock) { _, _ in nil }
        let scheduler = TimelineScheduler(
            registry: WidgetRegistry([descriptor(kind: "k", provider: provider)]), clock: clock)
        let recorder = EventRecorder(scheduler)
        try scheduler.addInstance("w", kind: "k", family: .systemSmall)
        scheduler.advance(to: t0 + 86_400)
        let starts = recorder.reloads(for: "w").map(\.date)
        let gaps = zip(starts, starts.dropFirst()).map { $1.timeIntervalSince($0) }
        #expect(Array(gaps.prefix(8)) == [90, 150, 270, 510, 990, 1_950, 3_630, 3_630])
        #expect(gaps.max() == 3_630)
        #expect(starts.count <= 71)
        #expect(scheduler.currentEntry(for: "w")?.isPlaceholder == true)
    }

    @Test("A completion called twice is honoured once")
    func doubleCompletion() throws {
        let scheduler = TimelineScheduler(
            registry: WidgetRegistry([descriptor(kind: "k", provider: TwiceProvider())]), clock: ManualClock(now: t0))
        let recorder = EventRecorder(scheduler)
        try scheduler.addInstance("w", kind: "k", family: .systemSmall)
        #expect(recorder.timelines(for: "w") == 1)
        #expect(scheduler.shownID("w") == 1)
        #expect(scheduler.status(of: "w")?.policy == .never)
        scheduler.advance(to: t0 + 3_600)
        #expect(scheduler.shownID("w") == 1)
    }

    @Test("A late completion is accepted unless a newer request was made")
    func lateCompletion() throws {
        let provider = DeferredProvider()
        let clock = ManualClock(now: t0)
        let scheduler = TimelineScheduler(
            registry: WidgetRegistry([descriptor(kind: "k", provider: provider)]), clock: clock)
        let recorder = EventRecorder(scheduler)
        try scheduler.addInstance("w", kind: "k", family: .systemSmall)
        scheduler.advance(to: t0 + 45)  // timed out at 30 s; retry due at 90 s
        #expect(recorder.timeouts(for: "w") == [t0 + 30])
        provider.complete(0, with: Timeline(entries: [TestEntry(date: t0 + 45, id: 1)], policy: .never))
        #expect(scheduler.shownID("w") == 1)
        #expect(scheduler.status(of: "w")?.nextReload == nil, "the retry is cancelled")

        scheduler.advance(to: t0 + 100)
        scheduler.reload("w")
        scheduler.reload("w")  // while in flight: one pending reload
        provider.complete(1, with: Timeline(entries: [TestEntry(date: t0 + 100, id: 2)], policy: .never))
        #expect(provider.requests == 2, "the pending reload waits for the minimum requested interval")
        scheduler.advance(to: t0 + 101)
        #expect(provider.requests == 3)
        provider.complete(1, with: Timeline(entries: [TestEntry(date: t0 + 101, id: 99)], policy: .never))
        #expect(scheduler.shownID("w") == 2, "a second completion of request 2 is ignored")
        provider.complete(2, with: Timeline(entries: [TestEntry(date: t0 + 101, id: 3)], policy: .never))
        #expect(scheduler.shownID("w") == 3)
    }

    @Test("Other instances keep updating while one provider hangs")
    func othersKeepUpdating() throws {
        let clock = ManualClock(now: t0)
        let hung = ScriptedProvider(clock: clock) { _, _ in nil }
        let ticking = ScriptedProvider(clock: clock) { call, now in
            Timeline(entries: entries(from: now, count: 60, step: 60, base: call * 100), policy: .atEnd)
        }
        let scheduler = TimelineScheduler(
            registry: WidgetRegistry([descriptor(kind: "hung", provider: hung), descriptor(kind: "tick", provider: ticking)]),
            clock: clock)
        let recorder = EventRecorder(scheduler)
        try scheduler.addInstance("h", kind: "hung", family: .systemSmall)
        try scheduler.addInstance("t", kind: "tick", family: .systemSmall)
        scheduler.advance(to: t0 + 7_200)
        let switches = recorder.changes(for: "t").filter { $0.cause == .switch }
        // 59 switches in each of the first two timelines, then two in the third (7 140, 7 200 s).
        #expect(switches.count == 2 * 59 + 2)
        #expect(recorder.reloads(for: "t").map(\.date) == [t0, t0 + 3_540, t0 + 7_080])
        #expect(recorder.timeouts(for: "h").count >= 5)
        #expect(scheduler.shownID("t") == 302)
    }

    @Test("A provider that asks for a reload from inside getTimeline cannot loop")
    func reloadFromInsideProvider() throws {
        let clock = ManualClock(now: t0)
        let schedulerBox = LockIsolated<TimelineScheduler?>(nil)
        let provider = ScriptedProvider(clock: clock) { call, now in
            schedulerBox.withLock { $0 }?.reloadAllTimelines()
            return Timeline(entries: [TestEntry(date: now, id: call)], policy: .never)
        }
        let scheduler = TimelineScheduler(
            registry: WidgetRegistry([descriptor(kind: "k", provider: provider)]), clock: clock)
        schedulerBox.withLock { $0 = scheduler }
        try scheduler.addInstance("w", kind: "k", family: .systemSmall)
        #expect(provider.calls == 1)
        scheduler.advance(to: t0 + 10)
        #expect(provider.calls == 11)
    }
}

/// Completes every request twice, with different timelines.
private struct TwiceProvider: TimelineProvider {
    func placeholder(in context: Context) -> TestEntry { TestEntry(date: .distantPast, id: -1) }
    func getSnapshot(in context: Context, completion: @escaping (TestEntry) -> ()) {
        completion(TestEntry(date: .distantPast, id: 0))
        completion(TestEntry(date: .distantPast, id: 1))
    }
    func getTimeline(in context: Context, completion: @escaping (Timeline<TestEntry>) -> ()) {
        completion(Timeline(entries: [TestEntry(date: t0, id: 1)], policy: .never))
        completion(Timeline(entries: [TestEntry(date: t0, id: 2)], policy: .atEnd))
    }
}
