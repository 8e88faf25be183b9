import WidgetKitSupport
import Foundation
import Testing
import TimelineScheduling
import WidgetCore
#if canImport(Glibc)
import Glibc
import TestSupport
#endif

/// Four entries a quarter of an hour apart, `.atEnd`: 32 reloads and 96 switches a day.
private struct QuarterHours: TimelineProvider {
    let clock: ManualClock

    func placeholder(in context: Context) -> TestEntry { TestEntry(date: clock.now, id: -1) }
    func getSnapshot(in context: Context, completion: @escaping (TestEntry) -> ()) {
        completion(TestEntry(date: clock.now, id: 0))
    }
    func getTimeline(in context: Context, completion: @escaping (Timeline<TestEntry>) -> ()) {
        let now = clock.now
        completion(Timeline(entries: (0..<4).map { TestEntry(date: now + Double($0) * 900, id: $0) }, policy: .atEnd))
    }
}

@Suite("Scheduler at scale")
struct SchedulerScaleTests {
    @Test("10 000 instances over a simulated day: every reload and switch happens")
    func tenThousandInstancesForADay() throws {
        let clock = ManualClock(now: t0)
        let scheduler = TimelineScheduler(
            registry: WidgetRegistry([descriptor(kind: "q", provider: QuarterHours(clock: clock))]), clock: clock)
        let counts = LockIsolated((reloads: 0, switches: 0))
        _ = scheduler.addObserver { event in
            switch event.kind {
            case .reloadStarted: counts.withLock { $0.reloads += 1 }
            case .entryChanged(_, .switch): counts.withLock { $0.switches += 1 }
            default: break
            }
        }

        let cpuStart = threadCPUTime()
        let instances = 10_000
        // Placed 0.27 s apart, so the reloads spread over the 45-minute cycle.
        for i in 0..<instances {
            let placed = t0 + Double(i) * 0.27
            scheduler.advance(to: placed)
            try scheduler.addInstance(WidgetInstanceID("w\(i)"), kind: "q", family: .systemSmall)
        }
        let end = t0 + 86_400
        scheduler.advance(to: end)
        let cpu = threadCPUTime() - cpuStart

        var expectedReloads = 0
        var expectedSwitches = 0
        for i in 0..<instances {
            let elapsed = end.timeIntervalSince(t0 + Double(i) * 0.27)
            let cycles = Int(elapsed / 2_700)  // completed timelines
            expectedReloads += 1 + cycles
            let rest = elapsed - Double(cycles) * 2_700
            expectedSwitches += cycles * 3 + Int(rest / 900)
        }
        let (reloads, switches) = counts.withLock { ($0.reloads, $0.switches) }
        #expect(reloads == expectedReloads)
        #expect(switches == expectedSwitches)
        #expect(scheduler.instanceIDs.count == instances)
        print("""
            [scale] \(instances) instances, 1 simulated day: \(reloads) reloads, \(switches) switches, \
            \(String(format: "%.2f", cpu)) s thread CPU, \(residentMegabytes()) MB resident
            """)
    }
}

private func threadCPUTime() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

private func residentMegabytes() -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
          let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") })
    else { return -1 }
    let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "") ?? -1
    return kilobytes / 1024
}
