import Foundation
import Testing
import TimelineScheduling
import WidgetCore
import TestSupport

@Suite("Scheduler run loop")
struct SchedulerRunLoopTests {
    @Test("run() sleeps until the next entry and wakes when the clock reaches it")
    func runLoopFollowsTheClock() async throws {
        let clock = ManualClock(now: t0)
        let provider = ScriptedProvider(clock: clock) { call, now in
            Timeline(entries: entries(from: now, count: 3, step: 60, base: call * 10), policy: .never)
        }
        let scheduler = TimelineScheduler(
            registry: WidgetRegistry([descriptor(kind: "k", provider: provider)]), clock: clock)
        var events = scheduler.events().makeAsyncIterator()
        let runner = Task { await scheduler.run() }
        defer { runner.cancel() }

        try scheduler.addInstance("w", kind: "k", family: .systemSmall)
        #expect(await nextChange(&events)?.cause == .placeholder)
        #expect(await nextChange(&events)?.cause == .initial)

        clock.advance(to: t0 + 60)
        let first = await nextChange(&events)
        #expect(first?.cause == .switch && first?.id == 11 && first?.date == t0 + 60)

        // A reload asked from outside while the loop sleeps until 120 s.
        scheduler.reload("w")
        #expect(await nextChange(&events)?.id == 20)
        clock.advance(to: t0 + 200)
        let next = await nextChange(&events)
        #expect(next?.date == t0 + 120 && next?.id == 21)
    }

    private func nextChange(
        _ events: inout AsyncStream<TimelineEvent>.Iterator
    ) async -> (date: Date, id: Int?, cause: EntryChangeCause)? {
        while let event = await events.next() {
            if case .entryChanged(let shown, let cause) = event.kind {
                return (event.date, shown.isPlaceholder ? nil : shown.entry.as(TestEntry.self)?.id, cause)
            }
        }
        return nil
    }
}
