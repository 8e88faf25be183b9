import Benchmark
import Foundation
import Synchronization
import TimelineScheduling
import SwiftUI
import WidgetCore

// The timeline scheduler with 10 000 placed widgets over one simulated day, mixed reload
// policies and entries 5 seconds to 1 hour apart. Target: < 1 s CPU, < 200 MB.
//
// The mix (per 100 instances):
//   2 "ticker"   5-second entries for 5 minutes, .atEnd     → budget-limited (~70 reloads a day)
//   8 "minutes"  1-minute entries for 15 minutes, .atEnd    → budget-limited
//  45 "quarters" 4 entries 15 minutes apart, .atEnd        → 32 reloads a day
//  30 "hourly"   6 hourly entries, .after(now + 3 h)       → 8 reloads a day
//  15 "static"   24 hourly entries, .never                 → 1 load, 23 switches
// Instances are placed 0.36 s apart over the first hour, so their cycles spread out.
// An observer counts every event, as the host's live-update stream would see them.

struct Entry: TimelineEntry {
    let date: Date
    let index: Int
}

/// Provider with entries `spacing` seconds apart.
struct SpacedProvider: TimelineProvider {
    let clock: ManualClock
    let count: Int
    let spacing: TimeInterval
    let policy: @Sendable (Date) -> TimelineReloadPolicy

    func placeholder(in context: Context) -> Entry { Entry(date: clock.now, index: -1) }
    func getSnapshot(in context: Context, completion: @escaping (Entry) -> ()) {
        completion(Entry(date: clock.now, index: 0))
    }
    func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> ()) {
        let now = clock.now
        let entries = (0..<count).map { Entry(date: now + Double($0) * spacing, index: $0) }
        completion(Timeline(entries: entries, policy: policy(now)))
    }
}

final class Counters: Sendable {
    let reloads = Atomic<Int>(0)
    let switches = Atomic<Int>(0)
    let events = Atomic<Int>(0)
}

func descriptor(_ kind: String, _ provider: SpacedProvider) -> WidgetDescriptor {
    WidgetDescriptor(kind: kind, supportedFamilies: [.systemSmall, .systemMedium], provider: AnyTimelineProvider(provider),
                     content: WidgetContent { (_: Entry) in EmptyView() })
}

/// One simulated day; returns (reloads, switches, events) as counted by an observer, if any.
func simulateDay(instances: Int, observed: Bool) throws -> (Int, Int, Int) {
    let t0 = Date(timeIntervalSinceReferenceDate: 800_000_000)
    let clock = ManualClock(now: t0)
    let kinds: [(String, SpacedProvider, Int)] = [
        ("ticker", SpacedProvider(clock: clock, count: 60, spacing: 5, policy: { _ in .atEnd }), 2),
        ("minutes", SpacedProvider(clock: clock, count: 15, spacing: 60, policy: { _ in .atEnd }), 8),
        ("quarters", SpacedProvider(clock: clock, count: 4, spacing: 900, policy: { _ in .atEnd }), 45),
        ("hourly", SpacedProvider(clock: clock, count: 6, spacing: 3_600, policy: { .after($0 + 3 * 3_600) }), 30),
        ("static", SpacedProvider(clock: clock, count: 24, spacing: 3_600, policy: { _ in .never }), 15),
    ]
    let scheduler = TimelineScheduler(
        registry: WidgetRegistry(kinds.map { descriptor($0.0, $0.1) }), clock: clock)
    let counters = Counters()
    if observed {
        _ = scheduler.addObserver { event in
            counters.events.add(1, ordering: .relaxed)
            switch event.kind {
            case .reloadStarted: counters.reloads.add(1, ordering: .relaxed)
            case .entryChanged(_, .switch): counters.switches.add(1, ordering: .relaxed)
            default: break
            }
        }
    }
    // Kind of each of 100 consecutive instances, by the shares above.
    let pattern = kinds.enumerated().flatMap { index, kind in Array(repeating: index, count: kind.2) }
    let families: [WidgetFamily] = [.systemSmall, .systemMedium]
    for i in 0..<instances {
        scheduler.advance(to: t0 + Double(i) * 0.36)
        try scheduler.addInstance(
            WidgetInstanceID("w\(i)"), kind: kinds[pattern[(i * 37) % pattern.count]].0, family: families[i % 2])
    }
    scheduler.advance(to: t0 + 86_400)
    return (counters.reloads.load(ordering: .relaxed), counters.switches.load(ordering: .relaxed),
            counters.events.load(ordering: .relaxed))
}

let benchmarks: @Sendable () -> Void = {
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .cpuTotal, .cpuUser, .peakMemoryResident, .peakMemoryResidentDelta, .mallocCountTotal],
        timeUnits: .milliseconds,
        warmupIterations: 1,
        maxDuration: .seconds(60),
        maxIterations: 5
    )
    let verbose = ProcessInfo.processInfo.environment["SCHEDULER_BENCHMARK_VERBOSE"] != nil

    Benchmark("Scheduler 10k instances, 1 simulated day", configuration: configuration) { benchmark in
        let (reloads, switches, events) = try! simulateDay(instances: 10_000, observed: true)
        benchmark.stopMeasurement()
        if verbose {
            print("[scheduler] 10000 instances: \(reloads) reloads, \(switches) switches, \(events) events")
        }
    }

    Benchmark("Scheduler 10k instances, 1 simulated day, no observer", configuration: configuration) { _ in
        blackHole(try! simulateDay(instances: 10_000, observed: false))
    }
}
