import WidgetKitSupport
import Foundation
import Testing
import TimelineScheduling
import ViewCore
import WidgetCore
import TestSupport

@Suite("Timeline scheduling")
struct TimelineSchedulerTests {
    /// A provider with an entry every 5 s for an hour, `.atEnd`.
    private func everyFiveSeconds(_ clock: ManualClock) -> ScriptedProvider {
        ScriptedProvider(clock: clock) { call, now in
            Timeline(entries: entries(from: now, count: 720, step: 5, base: call * 1000), policy: .atEnd)
        }
    }

    @Test("The current entry changes exactly on each entry's date, and .atEnd reloads at the last one")
    func switchesOnEveryEntryDate() throws {
        let clock = ManualClock(now: t0)
        let scheduler = TimelineScheduler(
            registry: WidgetRegistry([descriptor(kind: "clock", provider: everyFiveSeconds(clock))]), clock: clock)
        let recorder = EventRecorder(scheduler)
        try scheduler.addInstance("w", kind: "clock", family: .systemSmall)
        #expect(scheduler.shownID("w") == 1000)

        for k in 1..<720 {
            let date = t0 + Double(k) * 5
            scheduler.advance(to: date - 0.001)
            #expect(scheduler.shownID("w") == 1000 + k - 1, "just before entry \(k)")
            scheduler.advance(to: date)
            // The last entry's date is also the .atEnd reload, which replaces the timeline.
            #expect(scheduler.shownID("w") == (k == 719 ? 2000 : 1000 + k), "at entry \(k)")
        }

        let changes = recorder.changes(for: "w")
        #expect(changes.first?.cause == .placeholder)
        #expect(changes[1].date == t0 && changes[1].id == 1000 && changes[1].cause == .initial)
        let switches = changes.filter { $0.cause == .switch }
        #expect(switches.count == 719)
        for (k, change) in zip(1..., switches) {
            #expect(change.date == t0 + Double(k) * 5 && change.id == 1000 + k)
        }
        let reloads = recorder.reloads(for: "w")
        #expect(reloads.count == 2)
        #expect(reloads.last?.date == t0 + 3595 && reloads.last?.reason == .policy)
        #expect(changes.last?.cause == .reload && changes.last?.id == 2000)
    }

    @Test("Over a simulated day, an hourly .atEnd timeline reloads 24 times, within the budget")
    func hourlyTimelinesOverADay() throws {
        let clock = ManualClock(now: t0)
        let scheduler = TimelineScheduler(
            registry: WidgetRegistry([descriptor(kind: "clock", provider: everyFiveSeconds(clock))]), clock: clock)
        let recorder = EventRecorder(scheduler)
        try scheduler.addInstance("w", kind: "clock", family: .systemSmall)
        scheduler.advance(to: t0 + 86_400)

        let policyReloads = recorder.reloads(for: "w").filter { $0.reason == .policy }
        #expect(policyReloads.map(\.date) == (1...24).map { t0 + Double($0) * 3595 })
        let switches = recorder.changes(for: "w").filter { $0.cause == .switch }
        // 719 switches per timeline; 86 400 s cover 24 timelines and the first 24 entries of the next.
        #expect(switches.count == 24 * 719 + 24)
    }

    @Test("A timeline asking for a reload every minute is held to the budget and the minimum interval")
    func budgetCapsReloadsPerDay() throws {
        let clock = ManualClock(now: t0)
        let provider = ScriptedProvider(clock: clock) { call, now in
            Timeline(entries: [TestEntry(date: now, id: call)], policy: .after(now + 60))
        }
        let scheduler = TimelineScheduler(
            registry: WidgetRegistry([descriptor(kind: "eager", provider: provider)]), clock: clock)
        let recorder = EventRecorder(scheduler)
        try scheduler.addInstance("w", kind: "eager", family: .systemSmall)
        scheduler.advance(to: t0 + 2 * 86_400)

        let budgeted = recorder.reloads(for: "w").filter { $0.reason.isBudgeted }.map(\.date)
        for (earlier, later) in zip(budgeted, budgeted.dropFirst()) {
            #expect(later.timeIntervalSince(earlier) >= 300)
        }
        // In every rolling day, at most 70.
        for (index, date) in budgeted.enumerated() {
            let inWindow = budgeted[index...].prefix { $0 < date + 86_400 }.count
            #expect(inWindow <= 70)
        }
        // The first day: exactly the budget, the 70th at 70 × 5 min; then nothing until the first
        // one leaves the window.
        let firstDay = budgeted.filter { $0 < t0 + 86_400 }
        #expect(firstDay.count == 70)
        #expect(firstDay.last == t0 + 70 * 300)
        #expect(budgeted.first(where: { $0 > t0 + 70 * 300 }) == t0 + 300 + 86_400)
        let deferrals = recorder.events(for: "w").compactMap { event -> Date? in
            if case .reloadDeferred(let until) = event.kind { return until }
            return nil
        }
        #expect(deferrals.first == t0 + 300 + 86_400)
        // Recovered the next day: reloads continue.
        #expect(budgeted.filter { $0 >= t0 + 86_400 }.count == 70)
    }

    @Test(".after(date) reloads at the date; a date sooner than 5 minutes is moved to 5 minutes")
    func afterPolicy() throws {
        let clock = ManualClock(now: t0)
        let provider = ScriptedProvider(clock: clock) { call, now in
            let next: TimeInterval = call == 1 ? 7_200 : 60
            return Timeline(entries: [TestEntry(date: now, id: call)], policy: .after(now + next))
        }
        let scheduler = TimelineScheduler(
            registry: WidgetRegistry([descriptor(kind: "k", provider: provider)]), clock: clock)
        let recorder = EventRecorder(scheduler)
        try scheduler.addInstance("w", kind: "k", family: .systemMedium)
        #expect(scheduler.status(of: "w")?.nextReload == t0 + 7_200)
        scheduler.advance(to: t0 + 7_199)
        #expect(provider.calls == 1)
        scheduler.advance(to: t0 + 7_200)
        #expect(provider.calls == 2)
        #expect(scheduler.status(of: "w")?.nextReload == t0 + 7_200 + 300)
        scheduler.advance(to: t0 + 7_500)
        #expect(recorder.reloads(for: "w").map(\.date) == [t0, t0 + 7_200, t0 + 7_500])
    }

    @Test(".after(date) in the past does not loop: one reload per minimum interval, within the budget")
    func afterInThePast() throws {
        let clock = ManualClock(now: t0)
        let provider = ScriptedProvider(clock: clock) { call, now in
            Timeline(entries: [TestEntry(date: now, id: call)], policy: .after(now - 3_600))
        }
        let scheduler = TimelineScheduler(
            registry: WidgetRegistry([descriptor(kind: "k", provider: provider)]), clock: clock)
        try scheduler.addInstance("w", kind: "k", family: .systemSmall)
        scheduler.advance(to: t0 + 1)
        #expect(provider.calls == 1)
        scheduler.advance(to: t0 + 3_600)
        #expect(provider.calls == 1 + 12)
        scheduler.advance(to: t0 + 86_399)
        #expect(provider.calls == 1 + 70)
    }

    @Test(".never reloads only when WidgetCenter asks, through the installed handler")
    func neverPolicyAndWidgetCenter() throws {
        let clock = ManualClock(now: t0)
        let provider = ScriptedProvider(clock: clock) { call, now in
            Timeline(entries: [TestEntry(date: now, id: call)], policy: .never)
        }
        let scheduler = TimelineScheduler(
            registry: WidgetRegistry([descriptor(kind: "votes", provider: provider)]), clock: clock)
        let recorder = EventRecorder(scheduler)
        let center = WidgetCenter()
        center.install(handler: scheduler)
        try scheduler.addInstance("w", kind: "votes", family: .systemSmall)
        scheduler.advance(to: t0 + 86_400)
        #expect(provider.calls == 1)
        #expect(scheduler.nextEventDate == nil)

        center.reloadTimelines(ofKind: "other")
        #expect(provider.calls == 1)
        center.reloadTimelines(ofKind: "votes")
        #expect(provider.calls == 2)
        #expect(scheduler.shownID("w") == 2)
        center.reloadAllTimelines()
        #expect(provider.calls == 2, "coalesced with the reload a moment ago")
        scheduler.advance(to: t0 + 86_401)
        #expect(provider.calls == 3)
        #expect(recorder.reloads(for: "w").map(\.reason) == [.initial, .widgetCenter, .widgetCenter])
        #expect(scheduler.status(of: "w")?.budgetedReloadsInWindow == 0)
    }

    @Test("Reloading one kind touches only that kind")
    func kindScopedReloads() throws {
        let clock = ManualClock(now: t0)
        let a = ScriptedProvider(clock: clock) { call, now in Timeline(entries: [TestEntry(date: now, id: call)], policy: .never) }
        let b = ScriptedProvider(clock: clock) { call, now in Timeline(entries: [TestEntry(date: now, id: call)], policy: .never) }
        let scheduler = TimelineScheduler(
            registry: WidgetRegistry([descriptor(kind: "A", provider: a), descriptor(kind: "B", provider: b)]),
            clock: clock)
        try scheduler.addInstance("a1", kind: "A", family: .systemSmall)
        try scheduler.addInstance("a2", kind: "A", family: .systemMedium)
        try scheduler.addInstance("b1", kind: "B", family: .systemSmall)
        #expect((a.calls, b.calls) == (2, 1))
        scheduler.advance(to: t0 + 10)
        scheduler.reloadTimelines(ofKind: "A")
        #expect((a.calls, b.calls) == (4, 1))
        scheduler.advance(to: t0 + 20)
        scheduler.reloadAll()
        #expect((a.calls, b.calls) == (6, 2))
        scheduler.reload("b1")
        scheduler.advance(to: t0 + 21)
        #expect((a.calls, b.calls) == (6, 3))
    }

    @Test("Entries are sorted, duplicates keep the last, past ones give way to the latest due")
    func unsortedDuplicatedAndPastEntries() throws {
        let clock = ManualClock(now: t0)
        let provider = ScriptedProvider(clock: clock) { call, now in
            Timeline(entries: [
                TestEntry(date: now + 10, id: 1),
                TestEntry(date: now - 100, id: 2),
                TestEntry(date: now + 10, id: 3),
                TestEntry(date: now + 5, id: 4),
                TestEntry(date: now - 50, id: 5),
                TestEntry(date: Date(timeIntervalSinceReferenceDate: .nan), id: 6),
                TestEntry(date: now + 5, id: 7),
                TestEntry(date: now + 5, id: 8),
            ], policy: .never)
        }
        let scheduler = TimelineScheduler(
            registry: WidgetRegistry([descriptor(kind: "k", provider: provider)]), clock: clock)
        let recorder = EventRecorder(scheduler)
        try scheduler.addInstance("w", kind: "k", family: .systemSmall)
        #expect(scheduler.shownID("w") == 5)
        #expect(scheduler.nextSwitchDate(for: "w") == t0 + 5)
        scheduler.advance(to: t0 + 60)
        let changes = recorder.changes(for: "w").dropFirst()  // the placeholder
        #expect(changes.map(\.id) == [5, 8, 3])
        #expect(changes.map(\.date) == [t0, t0 + 5, t0 + 10])
        #expect(scheduler.status(of: "w")?.entryCount == 3)
        #expect(scheduler.nextSwitchDate(for: "w") == nil)
    }

    @Test("When every entry is in the future, the first is shown at once")
    func futureEntriesShowTheFirst() throws {
        let clock = ManualClock(now: t0)
        let provider = ScriptedProvider(clock: clock) { _, now in
            Timeline(entries: entries(from: now + 600, count: 3, step: 600, base: 10), policy: .never)
        }
        let scheduler = TimelineScheduler(
            registry: WidgetRegistry([descriptor(kind: "k", provider: provider)]), clock: clock)
        try scheduler.addInstance("w", kind: "k", family: .systemSmall)
        #expect(scheduler.shownID("w") == 10)
        #expect(scheduler.nextSwitchDate(for: "w") == t0 + 1_200)
        scheduler.advance(to: t0 + 1_200)
        #expect(scheduler.shownID("w") == 11)
    }

    @Test("An empty timeline shows the placeholder")
    func emptyTimelineShowsPlaceholder() throws {
        let clock = ManualClock(now: t0)
        let provider = ScriptedProvider(clock: clock) { call, now in
            call == 1
                ? Timeline(entries: [TestEntry(date: now, id: 1)], policy: .after(now + 600))
                : Timeline(entries: [], policy: .atEnd)
        }
        let scheduler = TimelineScheduler(
            registry: WidgetRegistry([descriptor(kind: "k", provider: provider)]), clock: clock)
        try scheduler.addInstance("w", kind: "k", family: .systemSmall)
        #expect(scheduler.currentEntry(for: "w")?.isPlaceholder == false)
        scheduler.advance(to: t0 + 600)
        let shown = try #require(scheduler.currentEntry(for: "w"))
        #expect(shown.isPlaceholder)
        #expect(shown.entry.as(TestEntry.self)?.id == -1)
        // An empty .atEnd timeline reloads after the minimum interval, not at once.
        #expect(scheduler.status(of: "w")?.nextReload == t0 + 900)
    }

    @Test("Removing an instance stops its events; a late completion is ignored")
    func removal() throws {
        let provider = DeferredProvider()
        let clock = ManualClock(now: t0)
        let scheduler = TimelineScheduler(
            registry: WidgetRegistry([descriptor(kind: "k", provider: provider)]), clock: clock)
        let recorder = EventRecorder(scheduler)
        try scheduler.addInstance("w", kind: "k", family: .systemSmall)
        #expect(scheduler.hasRequestsInFlight)
        scheduler.removeInstance("w")
        #expect(scheduler.instanceIDs.isEmpty)
        #expect(!scheduler.hasRequestsInFlight)
        let before = recorder.events.count
        provider.complete(0, with: Timeline(entries: [TestEntry(date: t0, id: 1)], policy: .atEnd))
        scheduler.advance(to: t0 + 86_400)
        #expect(recorder.events.count == before)
        #expect(scheduler.currentEntry(for: "w") == nil)
        // The id can be used again, and the old request's completion does not reach the new one.
        try scheduler.addInstance("w", kind: "k", family: .systemSmall)
        #expect(provider.requests == 2)
        provider.complete(0, with: Timeline(entries: [TestEntry(date: t0, id: 1)], policy: .atEnd))
        #expect(scheduler.currentEntry(for: "w")?.isPlaceholder == true)
    }

    @Test("Instance management errors")
    func instanceErrors() throws {
        let clock = ManualClock(now: t0)
        let provider = ScriptedProvider(clock: clock) { _, now in Timeline(entries: [TestEntry(date: now, id: 1)], policy: .never) }
        let scheduler = TimelineScheduler(
            registry: WidgetRegistry([descriptor(kind: "k", provider: provider, families: [.systemSmall])]), clock: clock)
        #expect(throws: TimelineSchedulerError.unknownKind("nope")) {
            try scheduler.addInstance("w", kind: "nope", family: .systemSmall)
        }
        #expect(throws: TimelineSchedulerError.unsupportedFamily(kind: "k", family: .systemLarge)) {
            try scheduler.addInstance("w", kind: "k", family: .systemLarge)
        }
        try scheduler.addInstance("w", kind: "k", family: .systemSmall)
        #expect(throws: TimelineSchedulerError.duplicateInstance("w")) {
            try scheduler.addInstance("w", kind: "k", family: .systemSmall)
        }
        #expect(throws: TimelineSchedulerError.unknownInstance("x")) {
            try scheduler.updateInstance("x", family: .systemSmall)
        }
    }

    @Test("A configuration change reloads at once, exempt from the budget, with the new family")
    func configurationChange() throws {
        let clock = ManualClock(now: t0)
        let families = LockIsolated<[WidgetFamily]>([])
        let provider = FamilyRecordingProvider(families: families)
        let scheduler = TimelineScheduler(
            registry: WidgetRegistry([WidgetDescriptor(
                kind: "k", provider: AnyTimelineProvider(provider),
                content: WidgetContent { (_: TestEntry) in EmptyView() })]),
            clock: clock)
        let recorder = EventRecorder(scheduler)
        try scheduler.addInstance("w", kind: "k", family: .systemSmall)
        scheduler.advance(to: t0 + 30)
        try scheduler.updateInstance("w", family: .systemLarge, configuration: .some(Data("{}".utf8)))
        #expect(families.withLock { $0 } == [.systemSmall, .systemLarge])
        #expect(recorder.reloads(for: "w").map(\.reason) == [.initial, .configurationChange])
        #expect(scheduler.status(of: "w")?.family == .systemLarge)
        #expect(scheduler.status(of: "w")?.configuration == Data("{}".utf8))
    }
}

private struct FamilyRecordingProvider: TimelineProvider {
    let families: LockIsolated<[WidgetFamily]>

    func placeholder(in context: Context) -> TestEntry { TestEntry(date: .distantPast, id: -1) }
    func getSnapshot(in context: Context, completion: @escaping (TestEntry) -> ()) {
        completion(TestEntry(date: .distantPast, id: 0))
    }
    func getTimeline(in context: Context, completion: @escaping (Timeline<TestEntry>) -> ()) {
        families.withLock { $0.append(context.family) }
        completion(Timeline(entries: [TestEntry(date: .distantPast, id: 1)], policy: .never))
    }
}
