import Foundation
import Testing
import TimelineScheduling
import WidgetCore
@testable import WidgetProgram
import TestSupport

/// One rule decides which entry is current: `render --date` shows what the home screen shows.
@Suite("Which entry is current")
struct CurrentEntryRuleTests {
    /// Unsorted, with two entries of one date (the later given wins), one of a NaN date, one of
    /// an infinite date and one before all others.
    private static let messy: [TestEntry] = [
        TestEntry(date: t0 + 100, id: 1),
        TestEntry(date: t0 + 50, id: 2),
        TestEntry(date: t0 + 100, id: 3),
        TestEntry(date: Date(timeIntervalSinceReferenceDate: .nan), id: 4),
        TestEntry(date: t0 + 200, id: 5),
        TestEntry(date: t0 - 10, id: 6),
        TestEntry(date: Date(timeIntervalSinceReferenceDate: .infinity), id: 7),
        TestEntry(date: t0 + 150, id: 8),
    ]

    private static let moments: [Date] = [
        t0 - 500, t0 - 11, t0 - 10, t0, t0 + 49.9, t0 + 50, t0 + 99, t0 + 100, t0 + 149, t0 + 150, t0 + 200, t0 + 10_000,
    ]

    @Test("Timeline sanitises: finite dates, sorted, the last of equal dates, capped")
    func sanitisedEntries() {
        let timeline = Timeline(entries: Self.messy, policy: .atEnd)
        #expect(timeline.sanitizedEntries().map(\.id) == [6, 2, 3, 8, 5])
        #expect(timeline.sanitizedEntries(maximumCount: 2).map(\.id) == [6, 2])
        #expect(timeline.entry(at: t0 - 500)?.id == 6)
        #expect(timeline.entry(at: t0 + 100)?.id == 3)
        #expect(timeline.entry(at: t0 + 120)?.id == 3)
        #expect(timeline.entry(at: t0 + 10_000)?.id == 5)
        let onlyBad = Timeline(entries: [TestEntry(date: Date(timeIntervalSinceReferenceDate: .nan), id: 1)], policy: .never)
        #expect(onlyBad.entry(at: t0) == nil)
    }

    @Test("The CLI's entry selection and the scheduler pick the same entry at every moment")
    func cliAndSchedulerAgree() async throws {
        let clock = ManualClock(now: t0 - 1_000)
        let provider = ScriptedProvider(clock: clock) { _, _ in Timeline(entries: Self.messy, policy: .never) }
        let widget = descriptor(kind: "messy", provider: provider)
        let scheduler = TimelineScheduler(registry: WidgetRegistry([widget]), clock: clock)
        try scheduler.addInstance("w", kind: "messy", family: .systemSmall)

        var seen: Set<Int> = []
        for moment in Self.moments {
            let cli = await EntrySelection.entry(for: widget, family: .systemSmall, at: moment)
            #expect(!cli.isPlaceholder)
            let cliID = cli.entry.as(TestEntry.self)?.id
            let homeScreenID = scheduler.shownID("w", at: moment)
            #expect(cliID == homeScreenID, "at \(moment.timeIntervalSince(t0)) s")
            #expect(cliID == Timeline(entries: Self.messy, policy: .never).entry(at: moment)?.id)
            if let cliID { seen.insert(cliID) }
        }
        #expect(seen == [6, 2, 3, 8, 5])
    }
}
