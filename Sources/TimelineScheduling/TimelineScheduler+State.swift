import WidgetKitSupport
import Foundation
import WidgetCore

/// A provider call decided under the lock and made after it is released.
struct ProviderCall: Sendable {
    let slot: Int
    let instance: WidgetInstanceID
    let serial: UInt64
    let provider: AnyTimelineProvider
    let family: WidgetFamily
    let configuration: Data?
}

/// Per-instance state. A class so the scheduler mutates it in place under its lock.
///
/// Fields read on every event come first, so that an entry switch touches one or two cache
/// lines of the slot.
final class Slot {
    // Hot: every queue event.
    /// The shown entry, `-1` for the placeholder.
    var shown = -1
    var reloadAt = Double.infinity
    /// The serial of the request in flight, `0` if none.
    var inFlight: UInt64 = 0
    var deadline = Double.infinity
    /// Whether the deadline of the request in flight is in the queue (see `execute`).
    var deadlineQueued = true
    var reloadReason = ReloadReason.policy
    /// The current timeline from the entry shown when it arrived, sorted. Each entry carries
    /// its date, so a switch reads one buffer (no separate array of dates).
    var entries: [AnyEntry] = []
    let id: WidgetInstanceID

    // Warm: reloads.
    let kind: String
    /// The provider of `kind` (replaced when the kind's widget is, by `addKinds`).
    var provider: AnyTimelineProvider
    var family: WidgetFamily
    var hasTimeline = false
    var inFlightReason = ReloadReason.initial
    var lastStart = -Double.infinity
    var lastIssued: UInt64 = 0
    var lastDelivered: UInt64 = 0
    /// A reload asked for while a request was in flight.
    var pending: ReloadReason?
    var failures = 0
    var log = ReloadLog()
    var policy: TimelineReloadPolicy?
    var configuration: Data?
    var placeholder: AnyEntry

    init(id: WidgetInstanceID, kind: String, provider: AnyTimelineProvider, family: WidgetFamily, configuration: Data?,
         placeholder: AnyEntry) {
        self.id = id
        self.kind = kind
        self.provider = provider
        self.family = family
        self.configuration = configuration
        self.placeholder = placeholder
    }

    /// The date of entry `index`, in seconds since the reference date.
    @inline(__always)
    func date(at index: Int) -> Double {
        entries[index].date.timeIntervalSinceReferenceDate
    }

    /// The date of the entry after the shown one, if any.
    var nextDate: Double? {
        shown + 1 < entries.count ? date(at: shown + 1) : nil
    }
}

struct State {
    var slots: [Slot?] = []
    var free: [Int] = []
    var index: [WidgetInstanceID: Int] = [:]
    var queue = EventQueue()
    var now: Double
    var serial: UInt64 = 0
    var inFlightCount = 0
    /// In the order they were added (an array: every event walks it).
    var observers: [(token: UInt64, call: @Sendable (TimelineEvent) -> Void)] = []
    var nextObserver: UInt64 = 0
    /// The deadline `run()` sleeps until; an earlier event wakes it. `-∞` when not sleeping.
    var armedDeadline = -Double.infinity

    init(now: Double) { self.now = now }

    func slot(_ id: WidgetInstanceID) -> Slot? {
        index[id].flatMap { slots[$0] }
    }
}

/// Wakes `run()` when it sleeps and something becomes due sooner.
final class Wakeup: Sendable {
    private struct State {
        var continuation: CheckedContinuation<Void, Never>?
        var signalled = false
    }

    private let state = LockIsolated(State())

    func signal() {
        let continuation = state.withLock { state -> CheckedContinuation<Void, Never>? in
            if let continuation = state.continuation {
                state.continuation = nil
                return continuation
            }
            state.signalled = true
            return nil
        }
        continuation?.resume()
    }

    func wait(until deadline: Date?, clock: any SchedulerClock) async {
        let timer = deadline.map { deadline in
            Task { [self] in
                if (try? await clock.sleep(until: deadline)) != nil { signal() }
            }
        }
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                let resumeNow = state.withLock { state -> Bool in
                    if state.signalled {
                        state.signalled = false
                        return true
                    }
                    state.continuation = continuation
                    return false
                }
                if resumeNow { continuation.resume() }
            }
        } onCancel: {
            signal()
        }
        timer?.cancel()
        state.withLock { $0.signalled = false }
    }
}
