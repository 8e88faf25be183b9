import WidgetKitSupport
package import Foundation

/// A timeline provider of any widget, called through completion handlers from any thread.
///
/// `configuration` is the placed widget's configuration (JSON) for configurable widgets; a
/// static provider ignores it.
package struct AnyTimelineProvider: Sendable {
    package typealias Placeholder = @Sendable (TimelineProviderContext, Data?) -> AnyEntry
    package typealias Snapshot = @Sendable (
        TimelineProviderContext, Data?, @escaping @Sendable (AnyEntry) -> Void
    ) -> Void
    package typealias GetTimeline = @Sendable (
        TimelineProviderContext, Data?, @escaping @Sendable (AnyTimeline) -> Void
    ) -> Void

    package let placeholder: Placeholder
    package let snapshot: Snapshot
    package let timeline: GetTimeline

    package init(placeholder: @escaping Placeholder, snapshot: @escaping Snapshot, timeline: @escaping GetTimeline) {
        self.placeholder = placeholder
        self.snapshot = snapshot
        self.timeline = timeline
    }

    /// Wraps a `TimelineProvider`. The provider is called from whatever thread asks, as
    /// WidgetKit does; it is not required to be `Sendable`.
    package init<Provider: TimelineProvider>(_ provider: Provider) {
        let box = UncheckedSendable<any ErasedTimelineProvider>(TypedTimelineProvider(provider: provider))
        placeholder = { context, _ in box.value.placeholder(in: context) }
        snapshot = { context, _, completion in box.value.snapshot(in: context, completion: completion) }
        timeline = { context, _, completion in box.value.timeline(in: context, completion: completion) }
    }
}

/// A provider behind an existential, so the `@Sendable` closures above capture no generic type.
private protocol ErasedTimelineProvider {
    func placeholder(in context: TimelineProviderContext) -> AnyEntry
    func snapshot(in context: TimelineProviderContext, completion: @escaping @Sendable (AnyEntry) -> Void)
    func timeline(in context: TimelineProviderContext, completion: @escaping @Sendable (AnyTimeline) -> Void)
}

private struct TypedTimelineProvider<Provider: TimelineProvider>: ErasedTimelineProvider {
    let provider: Provider

    func placeholder(in context: TimelineProviderContext) -> AnyEntry {
        AnyEntry(provider.placeholder(in: context))
    }

    func snapshot(in context: TimelineProviderContext, completion: @escaping @Sendable (AnyEntry) -> Void) {
        provider.getSnapshot(in: context, completion: ErasingCompletion<Provider.Entry>(completion).entry)
    }

    func timeline(in context: TimelineProviderContext, completion: @escaping @Sendable (AnyTimeline) -> Void) {
        provider.getTimeline(in: context, completion: ErasingCompletion<Provider.Entry>(completion).timeline)
    }
}

/// Erases what a provider hands its completion. A `Sendable` object's methods are `@Sendable`
/// values without capturing the entry type in a closure.
private final class ErasingCompletion<Entry: TimelineEntry>: Sendable {
    private enum Target {
        case entry(@Sendable (AnyEntry) -> Void)
        case timeline(@Sendable (AnyTimeline) -> Void)
    }

    private let target: Target

    init(_ completion: @escaping @Sendable (AnyEntry) -> Void) { target = .entry(completion) }
    init(_ completion: @escaping @Sendable (AnyTimeline) -> Void) { target = .timeline(completion) }

    func entry(_ entry: Entry) {
        if case .entry(let completion) = target { completion(AnyEntry(entry)) }
    }

    func timeline(_ timeline: Timeline<Entry>) {
        if case .timeline(let completion) = target { completion(AnyTimeline(timeline)) }
    }
}

/// Thrown when a provider does not call its completion in time.
package struct ProviderTimeoutError: Error, CustomStringConvertible {
    package let kind: String
    package let seconds: Double
    package var description: String { "The provider of '\(kind)' did not complete within \(seconds) s" }
}

/// Resumes a continuation at most once: a completion called twice is ignored, and a waiting
/// task that is cancelled gets `CancellationError` at once instead of hanging forever.
final class OnceContinuation<Value: Sendable>: Sendable {
    private enum State {
        case idle
        case waiting(CheckedContinuation<Value, any Error>)
        case finished
    }

    private let state = LockIsolated(State.idle)

    func attach(_ continuation: CheckedContinuation<Value, any Error>) {
        let resumeCancelled = state.withLock { state -> Bool in
            switch state {
            case .idle:
                state = .waiting(continuation)
                return false
            case .waiting, .finished:
                return true
            }
        }
        if resumeCancelled { continuation.resume(throwing: CancellationError()) }
    }

    func resume(returning value: Value) {
        finish()?.resume(returning: value)
    }

    func cancel() {
        finish()?.resume(throwing: CancellationError())
    }

    /// Marks the continuation finished, returning it if it was waiting.
    private func finish() -> CheckedContinuation<Value, any Error>? {
        state.withLock { state in
            switch state {
            case .waiting(let continuation):
                state = .finished
                return continuation
            case .idle:
                // Cancelled before the continuation was attached; `attach` resumes it.
                state = .finished
                return nil
            case .finished:
                return nil
            }
        }
    }
}

extension OnceContinuation {
    /// Bridges a completion-handler call into `async`, ignoring extra completions and
    /// honouring cancellation.
    static func value(
        _ start: (@escaping @Sendable (Value) -> Void) -> Void
    ) async throws -> Value {
        let once = OnceContinuation<Value>()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Value, any Error>) in
                // Attached before the provider runs, so even a synchronous completion finds it.
                once.attach(continuation)
                start { value in once.resume(returning: value) }
            }
        } onCancel: {
            once.cancel()
        }
    }
}
