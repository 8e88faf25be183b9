import Foundation
import Testing
import TimelineScheduling
import WidgetCore
import TestSupport

/// Kinds added and removed while the scheduler runs (a bundle installed into, uninstalled from
/// or rebuilt under a running home screen).
@Suite("Scheduler kinds at run time")
struct SchedulerKindsTests {
    private func counting(_ clock: ManualClock, base: Int) -> ScriptedProvider {
        ScriptedProvider(clock: clock) { call, now in
            Timeline(entries: [TestEntry(date: now, id: base + call)], policy: .after(now + 60))
        }
    }

    @Test("A kind added at run time can be placed, is driven by its provider and reloads by kind")
    func addedKind() throws {
        let clock = ManualClock(now: t0)
        let a = counting(clock, base: 100)
        let b = counting(clock, base: 200)
        let scheduler = TimelineScheduler(registry: WidgetRegistry([descriptor(kind: "A", provider: a)]), clock: clock)
        #expect(throws: TimelineSchedulerError.unknownKind("B")) { try scheduler.addInstance("b1", kind: "B", family: .systemSmall) }

        scheduler.addKinds([descriptor(kind: "B", provider: b, families: [.systemSmall])])
        #expect(scheduler.registry.kinds == ["A", "B"])
        try scheduler.addInstance("a1", kind: "A", family: .systemSmall)
        try scheduler.addInstance("b1", kind: "B", family: .systemSmall)
        #expect(throws: TimelineSchedulerError.unsupportedFamily(kind: "B", family: .systemLarge)) {
            try scheduler.addInstance("b2", kind: "B", family: .systemLarge)
        }
        #expect(scheduler.shownID("b1") == 201)
        #expect(scheduler.status(of: "b1")?.kind == "B")

        scheduler.advance(to: t0 + 301)
        #expect((a.calls, b.calls) == (2, 2), "each on its own policy (at least 300 s apart)")
        #expect(scheduler.shownID("b1") == 202)
        scheduler.advance(to: t0 + 310)
        scheduler.reloadTimelines(ofKind: "B")
        #expect((a.calls, b.calls) == (2, 3))
        #expect(scheduler.shownID("a1") == 102)
    }

    @Test("Replacing a kind's widget gives its placed instances the new provider from their next reload")
    func replacedKind() throws {
        let clock = ManualClock(now: t0)
        let old = counting(clock, base: 100)
        let new = counting(clock, base: 900)
        let scheduler = TimelineScheduler(
            registry: WidgetRegistry([descriptor(kind: "A", provider: old), descriptor(kind: "Z", provider: old)]), clock: clock)
        try scheduler.addInstance("a1", kind: "A", family: .systemSmall)
        #expect(scheduler.shownID("a1") == 101)

        scheduler.addKinds([descriptor(kind: "A", provider: new)])
        #expect(scheduler.registry.kinds == ["A", "Z"], "replaced in place, not appended")
        #expect(scheduler.shownID("a1") == 101, "nothing reloads at once")
        scheduler.advance(to: t0 + 301)
        #expect(scheduler.shownID("a1") == 901)
        #expect(old.calls == 1)
    }

    @Test("Removing kinds removes their placed instances, and completions still on their way are ignored")
    func removedKinds() throws {
        let clock = ManualClock(now: t0)
        let a = counting(clock, base: 100)
        let late = DeferredProvider()
        let own = counting(clock, base: 500)
        let scheduler = TimelineScheduler(
            registry: WidgetRegistry([
                descriptor(kind: "app/A", provider: a), descriptor(kind: "app/B", provider: late),
                descriptor(kind: "Own", provider: own),
            ]),
            clock: clock)
        try scheduler.addInstance("a1", kind: "app/A", family: .systemSmall)
        try scheduler.addInstance("b1", kind: "app/B", family: .systemSmall)
        try scheduler.addInstance("own", kind: "Own", family: .systemSmall)
        #expect(scheduler.hasRequestsInFlight)

        let removed = scheduler.removeKinds { $0.hasPrefix("app/") }
        #expect(Set(removed) == ["a1", "b1"])
        #expect(scheduler.registry.kinds == ["Own"])
        #expect(Set(scheduler.instanceIDs) == ["own"])
        #expect(scheduler.status(of: "a1") == nil)
        #expect(!scheduler.hasRequestsInFlight, "the removed instance's request no longer counts")
        #expect(throws: TimelineSchedulerError.unknownKind("app/A")) { try scheduler.addInstance("a2", kind: "app/A", family: .systemSmall) }

        late.complete(0, with: Timeline(entries: [TestEntry(date: t0, id: 7)], policy: .never))
        scheduler.advance(to: t0 + 3_600)
        #expect(a.calls == 1, "a removed instance never reloads")
        #expect(own.calls > 1, "the remaining one does")
        #expect(scheduler.status(of: "b1") == nil)

        // The slots are reused: a new kind's instance takes one.
        scheduler.addKinds([descriptor(kind: "app/A", provider: a)])
        try scheduler.addInstance("a1", kind: "app/A", family: .systemSmall)
        #expect(Set(scheduler.instanceIDs) == ["own", "a1"])
    }

    @Test("The registry adds widgets after its own, replaces a kind in place, and removes by predicate")
    func registryChanges() {
        let clock = ManualClock(now: t0)
        let p = counting(clock, base: 0)
        let registry = WidgetRegistry([descriptor(kind: "A", provider: p), descriptor(kind: "B", provider: p)])
        let added = registry.adding([
            descriptor(kind: "x/C", provider: p), descriptor(kind: "B", provider: p, families: [.systemLarge]),
        ])
        #expect(added.kinds == ["A", "B", "x/C"])
        #expect(added["B"]?.supportedFamilies == [.systemLarge])
        #expect(registry["B"]?.supportedFamilies != [.systemLarge], "a value: the original is unchanged")
        let removed = added.removing { $0.kind.hasPrefix("x/") }
        #expect(removed.kinds == ["A", "B"])
        #expect(removed["x/C"] == nil)
    }
}
