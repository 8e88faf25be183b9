import Foundation
import Testing
import TimelineScheduling
import ViewCore
import WidgetCore
import TestSupport

/// Entries every 15 minutes for an hour from `Date()`, as real providers do.
private struct QuarterHourProvider: TimelineProvider {
    func placeholder(in context: Context) -> TestEntry { TestEntry(date: Date(), id: -1) }
    func getSnapshot(in context: Context, completion: @escaping (TestEntry) -> ()) {
        completion(TestEntry(date: Date(), id: 0))
    }
    func getTimeline(in context: Context, completion: @escaping (Timeline<TestEntry>) -> ()) {
        let now = Date()
        completion(Timeline(entries: (0..<4).map { TestEntry(date: now + Double($0) * 900, id: $0) }, policy: .atEnd))
    }
}

/// Completes after a real delay, on another thread.
private struct NetworkProvider: TimelineProvider {
    func placeholder(in context: Context) -> TestEntry { TestEntry(date: Date(), id: -1) }
    func getSnapshot(in context: Context, completion: @escaping @Sendable (TestEntry) -> ()) {
        completion(TestEntry(date: Date(), id: 0))
    }
    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<TestEntry>) -> ()) {
        let now = Date()
        DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(5)) {
            completion(Timeline(entries: [TestEntry(date: now, id: 1)], policy: .after(now + 3_600)))
        }
    }
}

/// Spends real time (a slow database, a loaded machine) before it reads the clock, then asks
/// to be reloaded in an hour.
private struct SlowStartProvider: TimelineProvider {
    func placeholder(in context: Context) -> TestEntry { TestEntry(date: Date(), id: -1) }
    func getSnapshot(in context: Context, completion: @escaping (TestEntry) -> ()) {
        completion(TestEntry(date: Date(), id: 0))
    }
    func getTimeline(in context: Context, completion: @escaping (Timeline<TestEntry>) -> ()) {
        Thread.sleep(forTimeInterval: 0.02)
        let now = Date()
        completion(Timeline(entries: [TestEntry(date: now, id: 1)], policy: .after(now + 3_600)))
    }
}

@Suite("Timeline simulation")
struct TimelineSimulationTests {
    @Test("Simulating two hours of a Date()-based provider gives every switch and reload in simulated time")
    func quarterHours() async throws {
        let start = Date(timeIntervalSinceReferenceDate: 700_000_000)
        let result = await TimelineSimulation.run(
            descriptor(kind: "q", provider: QuarterHourProvider()), family: .systemSmall,
            from: start, duration: 7_200, providerWaitLimit: .seconds(600))
        let steps = result.steps
        #expect(steps.map(\.reason) == [.initial, .switch, .switch, .reload, .switch, .switch, .reload, .switch, .switch])
        #expect(steps.map { $0.date.timeIntervalSince(start) } == [0, 900, 1_800, 2_700, 3_600, 4_500, 5_400, 6_300, 7_200])
        #expect(steps.map { $0.entry.entry.as(TestEntry.self)?.id } == [0, 1, 2, 0, 1, 2, 0, 1, 2])
        #expect(steps.allSatisfy { !$0.entry.isPlaceholder })
        #expect(result.reloads.map(\.reason) == [.initial, .policy, .policy])
    }

    @Test("Simulated time waits for a provider that completes later")
    func asynchronousProvider() async throws {
        let start = Date(timeIntervalSinceReferenceDate: 700_000_000)
        let result = await TimelineSimulation.run(
            descriptor(kind: "n", provider: NetworkProvider()), family: .systemMedium,
            from: start, duration: 3 * 3_600, providerWaitLimit: .seconds(600))
        #expect(result.reloads.map { $0.date.timeIntervalSince(start) } == [0, 3_600, 7_200, 10_800])
        // The placeholder shown while the first request was in flight was replaced at the same
        // simulated instant, so it is not a step.
        #expect(result.steps.map(\.reason) == [.initial, .reload, .reload, .reload])
        #expect(result.steps.allSatisfy { !$0.entry.isPlaceholder })
        #expect(result.events.contains {
            if case .entryChanged(let shown, .placeholder) = $0.kind { shown.isPlaceholder } else { false }
        })
        #expect(!result.events.contains { if case .reloadTimedOut = $0.kind { true } else { false } })
    }

    @Test("Time a provider spends before reading the clock does not drift a simulated day")
    func slowProviderDoesNotDrift() async throws {
        let start = Date(timeIntervalSinceReferenceDate: 700_000_000)
        let result = await TimelineSimulation.run(
            descriptor(kind: "s", provider: SlowStartProvider()), family: .systemSmall,
            from: start, duration: 86_400, providerWaitLimit: .seconds(600))
        // 20 ms a call, 25 calls: half a second off by the end if the gap were kept.
        #expect(result.reloads.map { $0.date.timeIntervalSince(start) } == (0...24).map { Double($0) * 3_600 })
        #expect(result.steps.map { $0.date.timeIntervalSince(start) } == (0...24).map { Double($0) * 3_600 })
    }

    @Test("A family the widget does not list is still simulated")
    func anyFamily() async {
        let result = await TimelineSimulation.run(
            descriptor(kind: "q", provider: QuarterHourProvider(), families: [.systemSmall]),
            family: .accessoryInline, from: t0, duration: 60, providerWaitLimit: .seconds(600))
        #expect(result.steps.count == 1)
    }
}
