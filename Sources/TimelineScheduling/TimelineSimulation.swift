import WidgetKitSupport
package import Foundation
package import WidgetCore

/// Runs one widget through the scheduler on a simulated clock: what the `timeline`
/// subcommand prints.
///
/// ```swift
/// let result = await TimelineSimulation.run(
///     descriptor, family: .systemSmall, from: .now, duration: 86_400)
/// for step in result.steps { print(step.date, step.reason, step.entry) }
/// ```
///
/// Simulated time does not pass while a provider works: after each event the simulation
/// waits (in real time, up to `providerWaitLimit`) for requests in flight, so a provider that
/// fetches from the network is simulated faithfully. Providers compute dates from `Date()`,
/// which keeps real time; with `shiftsProviderDates` (the default) the dates of each timeline
/// (entries and `.after`) are moved by the difference between simulated and real time at the
/// call, which is right for the usual "now, now + 1 hour, …" providers.
///
/// Tests pass a long `providerWaitLimit`: on a loaded machine a provider can take longer than
/// the default 30 s of real time, and the simulation would then count it as timed out.
package enum TimelineSimulation {
    /// One change of what the widget shows.
    package struct Step: Sendable, CustomStringConvertible {
        package enum Reason: String, Sendable, Codable {
            /// The first thing shown: the placeholder, or the first timeline's entry.
            case initial
            /// The next entry's date arrived.
            case `switch`
            /// A new timeline replaced the previous one.
            case reload
        }

        package let date: Date
        package let entry: DisplayedEntry
        package let reason: Reason

        package var description: String {
            "\(date.formatted(.iso8601)) \(reason.rawValue): \(entry)"
        }
    }

    /// What a simulation saw.
    package struct Result: Sendable {
        /// What the widget showed, in order. A step replaced at the same instant (a placeholder
        /// replaced by the first timeline, a last entry replaced by the reload it triggered) is
        /// left out.
        package let steps: [Step]
        /// Every scheduler event, in order.
        package let events: [TimelineEvent]

        /// The reloads started, with their reasons.
        package var reloads: [(date: Date, reason: ReloadReason)] {
            events.compactMap { event in
                if case .reloadStarted(let reason) = event.kind { return (event.date, reason) }
                return nil
            }
        }
    }

    package static func run(
        _ descriptor: WidgetDescriptor,
        family: WidgetFamily,
        configuration: Data? = nil,
        from start: Date,
        duration: TimeInterval,
        settings: SchedulerSettings = SchedulerSettings(),
        shiftsProviderDates: Bool = true,
        providerWaitLimit: Duration = .seconds(30)
    ) async -> Result {
        let clock = ManualClock(now: start)
        var simulated = descriptor
        if shiftsProviderDates {
            simulated.provider = shifted(descriptor.provider, clock: clock)
        }
        if !simulated.supportedFamilies.contains(family) {
            simulated.supportedFamilies.append(family)
        }
        let scheduler = TimelineScheduler(
            registry: WidgetRegistry([simulated]), settings: settings, clock: clock)
        let recorded = LockIsolated<[TimelineEvent]>([])
        _ = scheduler.addObserver { event in recorded.withLock { $0.append(event) } }

        let end = start.addingTimeInterval(duration)
        do {
            try scheduler.addInstance("simulated", kind: descriptor.kind, family: family, configuration: configuration)
        } catch {
            return Result(steps: [], events: [])
        }
        await waitForRequests(scheduler, limit: providerWaitLimit)
        while let next = scheduler.nextEventDate, next <= end {
            scheduler.advance(to: next)
            await waitForRequests(scheduler, limit: providerWaitLimit)
        }
        scheduler.advance(to: end)

        let events = recorded.withLock { $0 }
        return Result(steps: steps(from: events), events: events)
    }

    /// Steps from `entryChanged` events, leaving out those replaced at the same instant.
    static func steps(from events: [TimelineEvent]) -> [Step] {
        var steps: [Step] = []
        for event in events {
            guard case .entryChanged(let entry, let cause) = event.kind else { continue }
            let reason: Step.Reason
            switch cause {
            case .placeholder, .initial: reason = .initial
            case .reload: reason = .reload
            case .switch: reason = .switch
            }
            if let last = steps.last, last.date == event.date {
                steps.removeLast()
                steps.append(Step(date: event.date, entry: entry, reason: last.reason == .initial ? .initial : reason))
            } else {
                steps.append(Step(date: event.date, entry: entry, reason: reason))
            }
        }
        return steps
    }

    private static func waitForRequests(_ scheduler: TimelineScheduler, limit: Duration) async {
        guard scheduler.hasRequestsInFlight else { return }
        let deadline = ContinuousClock.now + limit
        while scheduler.hasRequestsInFlight, ContinuousClock.now < deadline {
            try? await Task.sleep(for: .milliseconds(1))
        }
    }

    /// Moves each timeline's dates from real time to simulated time.
    ///
    /// The provider stamps its entries with its own `Date()`, read some time after ours — a few
    /// microseconds, or tens of milliseconds on a loaded machine — and that gap must not add up
    /// over a simulated day of reloads. So the reference is the provider's "now" when it can be
    /// seen: if the earliest entry is dated within the real span of the call (the provider
    /// began its timeline at `Date()`, as most do), that date maps to the simulated time of the
    /// call. Otherwise (entries aligned to a boundary in the past, or all in the future) the
    /// reference is our reading of the real clock when the call began. Offsets are then rounded
    /// to the millisecond.
    private static func shifted(_ provider: AnyTimelineProvider, clock: ManualClock) -> AnyTimelineProvider {
        AnyTimelineProvider(
            placeholder: provider.placeholder,
            snapshot: provider.snapshot,
            timeline: { context, configuration, completion in
                let simulatedCall = clock.now
                let realCall = Date()
                provider.timeline(context, configuration) { timeline in
                    let realReturn = Date()
                    var reference = realCall
                    if let earliest = timeline.entries.lazy.map(\.date).min(), earliest >= realCall, earliest <= realReturn {
                        reference = earliest
                    }
                    let move = { (date: Date) -> Date in
                        let offset = date.timeIntervalSince(reference)
                        guard offset.isFinite else { return date }
                        return simulatedCall.addingTimeInterval((offset * 1_000).rounded() / 1_000)
                    }
                    var moved = timeline
                    moved.entries = timeline.entries.map { $0.withDate(move($0.date)) }
                    if case .after(let date) = timeline.policy.kind {
                        moved.policy = .after(move(date))
                    }
                    completion(moved)
                }
            }
        )
    }
}
