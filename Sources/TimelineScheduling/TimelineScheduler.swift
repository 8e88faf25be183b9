import WidgetKitSupport
package import Foundation
package import WidgetCore
import Logging

/// Decides what every placed widget shows and when its provider is asked for a new timeline.
///
/// For each instance the scheduler asks the provider for a timeline, keeps its entries sorted,
/// switches to each entry when its date arrives, and schedules the next reload from the
/// timeline's policy, within the rules of `SchedulerSettings`:
///
/// - `.atEnd` reloads at the last entry's date, `.after(date)` at `date`, `.never` only when
///   asked through `WidgetCenter`; a policy date sooner than `minimumReloadInterval` after the
///   timeline arrived is moved to that interval, so a date in the past cannot make a hot loop.
/// - Policy reloads and retries count against `dailyReloadBudget` over a rolling
///   `budgetWindow`; when it is spent the reload waits until the oldest one leaves the window.
///   `WidgetCenter` reloads, the first load and configuration changes are exempt.
/// - A provider that does not complete within `providerTimeout` keeps its last good timeline
///   and is retried after 1, 2, 4 … minutes (capped at an hour). A completion called twice is
///   honoured once; a late one is accepted if no newer request was made since.
/// - Entries are sorted by date (stable); of several at the same date the last wins; entries
///   with a non-finite date are dropped. When every entry is still in the future the first
///   one is shown, as WidgetKit shows the first entry of a new timeline at once. An empty
///   timeline shows the placeholder.
///
/// Time comes from a `SchedulerClock`. The host calls `run()`, which sleeps until the next
/// due event; tests and the timeline simulator call `advance(to:)`, which processes every
/// event due by then in date order, so a simulated day takes milliseconds.
///
/// ```swift
/// let scheduler = TimelineScheduler(registry: WidgetRegistry(bundle: MyWidgets.self))
/// WidgetCenter.shared.install(handler: scheduler)
/// try scheduler.addInstance("home-1", kind: "Votes", family: .systemMedium)
/// Task { await scheduler.run() }
/// for await event in scheduler.events() { … }
/// ```
///
/// Per instance the scheduler keeps a few words of state and its current timeline; due work
/// sits in an indexed heap with at most one element per instance, moved in place when the
/// instance is rescheduled, so nothing scans all instances.
/// Providers are always called without the scheduler's lock held, from the thread that
/// caused the call, and may complete on any thread.
package final class TimelineScheduler: Sendable {
    /// The widgets instances can be made of now (`addKinds`, `removeKinds` change them).
    package var registry: WidgetRegistry { kinds.withLock { $0 } }
    /// The rules for every instance.
    package let settings: SchedulerSettings
    /// The source of time.
    package let clock: any SchedulerClock

    let state: LockIsolated<State>
    /// The widgets; changed only with `state`'s lock held too (lock order: `state`, then `kinds`),
    /// so an instance is never placed for a kind being removed. Each slot keeps its provider, so
    /// the hot paths never read this.
    let kinds: LockIsolated<WidgetRegistry>
    let wakeup = Wakeup()
    let logger = Logger(label: "WidgetKitLinux.TimelineScheduler")

    package init(
        registry: WidgetRegistry,
        settings: SchedulerSettings = SchedulerSettings(),
        clock: any SchedulerClock = SystemClock()
    ) {
        self.kinds = LockIsolated(registry)
        self.settings = settings
        self.clock = clock
        self.state = LockIsolated(State(now: clock.now.timeIntervalSinceReferenceDate))
    }

    // MARK: Time

    /// Processes, in date order, everything due up to `date`: entry switches, reloads,
    /// timeouts and retries. Providers that complete synchronously are handled on the way, so
    /// their timelines take part in the same pass. Returns the date of the next due event.
    @discardableResult
    package func advance(to date: Date) -> Date? {
        advance(to: date, arming: false)
    }

    /// The date of the next due event, if any.
    package var nextEventDate: Date? {
        state.withLock { state in state.queue.nextTime().map(Date.init(timeIntervalSinceReferenceDate:)) }
    }

    /// Whether a provider request is waiting for its completion.
    package var hasRequestsInFlight: Bool {
        state.withLock { state in state.inFlightCount > 0 }
    }

    /// The scheduler's current time: the latest of the clock and the last processed event.
    package var now: Date {
        state.withLock { state in Date(timeIntervalSinceReferenceDate: currentTime(&state)) }
    }

    /// Drives the scheduler in real time until the task is cancelled: processes what is due,
    /// then sleeps until the next due event or until new work arrives sooner.
    package func run() async {
        while !Task.isCancelled {
            let next = advance(to: clock.now, arming: true)
            await wakeup.wait(until: next, clock: clock)
        }
        state.withLock { $0.armedDeadline = -.infinity }
    }

    func advance(to date: Date, arming: Bool) -> Date? {
        let target = date.timeIntervalSinceReferenceDate
        while true {
            let calls = state.withLock { state -> [ProviderCall] in
                var calls: [ProviderCall] = []
                while calls.isEmpty, let top = state.queue.first(through: target) {
                    let index = top.slot
                    // `removeInstance` takes a slot's element out of the queue with the slot.
                    guard let slot = state.slots[index] else { preconditionFailure("a queued slot has no instance") }
                    // The element stays in the queue: `service` ends with `reschedule`, which
                    // moves it to the slot's next due time (or removes it).
                    if top.time > state.now {
                        state.now = top.time
                        clock.schedulerDidAdvance(to: Date(timeIntervalSinceReferenceDate: top.time))
                    }
                    service(&state, slot, index, at: top.time, calls: &calls)
                }
                return calls
            }
            if calls.isEmpty { break }
            execute(calls)
        }
        return state.withLock { state in
            if target > state.now {
                state.now = target
                clock.schedulerDidAdvance(to: date)
            }
            let next = state.queue.nextTime()
            if arming { state.armedDeadline = next ?? .infinity }
            return next.map(Date.init(timeIntervalSinceReferenceDate:))
        }
    }

    // MARK: - Internals

    func context(for family: WidgetFamily) -> TimelineProviderContext {
        TimelineProviderContext(
            family: family,
            displaySize: family.displaySize(on: settings.deviceClass),
            isPreview: false,
            environmentVariants: settings.environmentVariants
        )
    }

    func currentTime(_ state: inout State) -> Double {
        let clockNow = clock.now.timeIntervalSinceReferenceDate
        if clockNow > state.now { state.now = clockNow }
        return state.now
    }

    /// Handles whatever is due for `slot` at `t`.
    func service(_ state: inout State, _ slot: Slot, _ index: Int, at t: Double, calls: inout [ProviderCall]) {
        // 1. A request that ran out of time: keep the timeline, retry with backoff.
        if slot.inFlight != 0, slot.deadline <= t {
            slot.inFlight = 0
            slot.deadline = .infinity
            state.inFlightCount -= 1
            slot.failures += 1
            logger.debug("Provider of '\(slot.kind)' timed out for \(slot.id)")
            if let pending = slot.pending {
                slot.pending = nil
                emit(state, slot, t, .reloadTimedOut(retryAt: nil))
                requestReload(&state, slot, index, reason: pending, at: t, calls: &calls)
            } else {
                slot.reloadAt = t + settings.retryDelay(afterFailures: slot.failures)
                slot.reloadReason = .retry
                emit(state, slot, t, .reloadTimedOut(retryAt: Date(timeIntervalSinceReferenceDate: slot.reloadAt)))
            }
        }
        // 2. A reload that is due, if the budget allows.
        if slot.inFlight == 0, slot.reloadAt <= t {
            var allowed = true
            if slot.reloadReason.isBudgeted {
                slot.log.removeAll(through: t - settings.budgetWindow)
                if slot.log.count >= settings.dailyReloadBudget, let oldest = slot.log.oldest {
                    allowed = false
                    slot.reloadAt = oldest + settings.budgetWindow
                    emit(state, slot, t, .reloadDeferred(until: Date(timeIntervalSinceReferenceDate: slot.reloadAt)))
                }
            }
            if allowed {
                start(&state, slot, index, reason: slot.reloadReason, at: t, calls: &calls)
            }
        }
        // 3. The entry whose date has come.
        if let next = slot.nextDate, next <= t {
            var shown = slot.shown + 1
            while shown + 1 < slot.entries.count, slot.date(at: shown + 1) <= t {
                shown += 1
            }
            slot.shown = shown
            emit(state, slot, t, .entryChanged(DisplayedEntry(entry: slot.entries[shown], isPlaceholder: false), cause: .switch))
        }
        reschedule(&state, slot, index)
    }

    /// Asks for a reload now if possible: after the request in flight if there is one, and
    /// never twice within `minimumRequestedReloadInterval` (except after an intent).
    func requestReload(
        _ state: inout State, _ slot: Slot, _ index: Int, reason: ReloadReason, at t: Double,
        calls: inout [ProviderCall]
    ) {
        if slot.inFlight != 0 {
            if slot.pending == nil || reason.isBudgeted == false { slot.pending = reason }
            return
        }
        let earliest = reason.startsAtOnce ? t : slot.lastStart + settings.minimumRequestedReloadInterval
        if t >= earliest {
            start(&state, slot, index, reason: reason, at: t, calls: &calls)
        } else if earliest < slot.reloadAt || slot.reloadReason.isBudgeted {
            slot.reloadAt = earliest
            slot.reloadReason = reason
        }
        reschedule(&state, slot, index)
    }

    /// Starts a provider request (the call itself is made by `execute` once the lock is released).
    func start(
        _ state: inout State, _ slot: Slot, _ index: Int, reason: ReloadReason, at t: Double,
        calls: inout [ProviderCall]
    ) {
        state.serial += 1
        if slot.inFlight == 0 { state.inFlightCount += 1 }
        slot.inFlight = state.serial
        slot.lastIssued = state.serial
        slot.inFlightReason = reason
        slot.deadline = t + settings.providerTimeout
        slot.lastStart = t
        slot.reloadAt = .infinity
        if reason.isBudgeted { slot.log.append(t) }
        emit(state, slot, t, .reloadStarted(reason))
        // The timeout is queued once the call is made, unless the provider completed at once.
        slot.deadlineQueued = false
        calls.append(ProviderCall(
            slot: index, instance: slot.id, serial: state.serial, provider: slot.provider,
            family: slot.family, configuration: slot.configuration))
    }

    /// Makes provider calls, without the lock, then queues the timeouts of those still waiting.
    func execute(_ calls: [ProviderCall]) {
        guard !calls.isEmpty else { return }
        for call in calls {
            let slot = call.slot
            let serial = call.serial
            var context = context(for: call.family)
            context.instanceKey = call.instance.rawValue
            call.provider.timeline(context, call.configuration) { [self] timeline in
                deliver(timeline, slot: slot, serial: serial)
            }
        }
        state.withLock { state in
            for call in calls {
                guard let slot = state.slots[call.slot], slot.inFlight == call.serial, !slot.deadlineQueued else { continue }
                slot.deadlineQueued = true
                reschedule(&state, slot, call.slot)
            }
        }
    }

    /// A provider's completion.
    func deliver(_ timeline: AnyTimeline, slot index: Int, serial: UInt64) {
        let calls = state.withLock { state -> [ProviderCall] in
            guard index < state.slots.count, let slot = state.slots[index],
                  slot.lastIssued == serial, slot.lastDelivered != serial
            else { return [] }  // removed, superseded, or a second completion
            slot.lastDelivered = serial
            let t = currentTime(&state)
            if let failure = timeline.failure {
                // A call that failed outright is a timeout now: keep the timeline, retry with backoff.
                guard slot.inFlight == serial else { return [] }
                logger.debug("Provider of '\(slot.kind)' failed for \(slot.id): \(failure)")
                slot.deadline = t
                var calls: [ProviderCall] = []
                service(&state, slot, index, at: t, calls: &calls)
                reschedule(&state, slot, index)
                return calls
            }
            if slot.inFlight == serial {
                slot.inFlight = 0
                slot.deadline = .infinity
                slot.deadlineQueued = true
                state.inFlightCount -= 1
            }
            slot.failures = 0
            let reason = slot.inFlightReason
            let entries = sanitize(timeline.entries)
            let policy = timeline.policy
            emit(state, slot, t, .timelineReloaded(reason, entryCount: entries.count, policy: policy))

            // Keep only the entry shown now and later ones.
            let shown = Self.entryIndex(in: entries, at: t)
            slot.entries = shown > 0 ? Array(entries[shown...]) : entries
            slot.shown = shown < 0 ? -1 : 0
            slot.policy = policy

            // The next reload, from the policy.
            let earliest = t + settings.minimumReloadInterval
            switch policy.kind {
            case .never:
                slot.reloadAt = .infinity
            case .atEnd:
                slot.reloadAt = max(slot.entries.indices.last.map(slot.date(at:)) ?? t, earliest)
            case .after(let date):
                let requested = date.timeIntervalSinceReferenceDate
                slot.reloadAt = requested.isFinite ? max(requested, earliest) : earliest
            }
            slot.reloadReason = .policy

            let cause: EntryChangeCause = slot.hasTimeline ? .reload : .initial
            slot.hasTimeline = true
            let displayed = slot.shown < 0
                ? DisplayedEntry(entry: slot.placeholder, isPlaceholder: true)
                : DisplayedEntry(entry: slot.entries[0], isPlaceholder: false)
            emit(state, slot, t, .entryChanged(displayed, cause: cause))

            var calls: [ProviderCall] = []
            if let pending = slot.pending {
                slot.pending = nil
                requestReload(&state, slot, index, reason: pending, at: t, calls: &calls)
            }
            reschedule(&state, slot, index)
            return calls
        }
        execute(calls)
    }

    /// The timeline's entries by the rule every host uses (`TimelineEntryRule`): finite
    /// dates, sorted (stable), one entry per date (the last given), bounded count.
    func sanitize(_ entries: [AnyEntry]) -> [AnyEntry] {
        TimelineEntryRule.sanitized(entries, maximumCount: settings.maximumEntriesPerTimeline) { $0.date }
    }

    /// Puts the slot's next due time in the queue (moving its element), or takes it out.
    func reschedule(_ state: inout State, _ slot: Slot, _ index: Int) {
        var due = slot.inFlight == 0 ? slot.reloadAt : (slot.deadlineQueued ? slot.deadline : .infinity)
        if let next = slot.nextDate {
            due = min(due, next)
        }
        guard due != state.queue.time(of: index) ?? .infinity else { return }
        guard due.isFinite else {
            state.queue.remove(slot: index)
            return
        }
        state.queue.update(slot: index, time: due)
        if due < state.armedDeadline {
            state.armedDeadline = -.infinity
            wakeup.signal()
        }
    }

    func emit(_ state: State, _ slot: Slot, _ t: Double, _ kind: @autoclosure () -> TimelineEvent.Kind) {
        guard !state.observers.isEmpty else { return }
        let event = TimelineEvent(instance: slot.id, date: Date(timeIntervalSinceReferenceDate: t), kind: kind())
        for observer in state.observers { observer.call(event) }
    }

    /// The index of the entry shown at `t` (`TimelineEntryRule`): the last dated at or
    /// before `t`, the first if all are later, `-1` if there is none.
    static func entryIndex(in entries: [AnyEntry], at t: Double) -> Int {
        TimelineEntryRule.index(in: entries, at: t) { $0.date } ?? -1
    }

    /// The date after `t` at which the shown entry changes.
    static func nextSwitch(in entries: [AnyEntry], after t: Double) -> Double? {
        TimelineEntryRule.nextSwitch(in: entries, after: t) { $0.date }
    }
}
