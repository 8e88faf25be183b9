package import Foundation
import Synchronization
package import WidgetCore

/// One run of an intent's `perform()` with a time limit (the home screen's taps and the
/// `perform` command).
package enum IntentRun: Sendable {
    /// `perform()` returned; the URL the tap opens, if any.
    case performed(opening: URL?)
    /// `perform()` threw; the error's description.
    case failed(String)
    case timedOut

    /// Runs `intent`; after `timeout` the run is cancelled and reported as timed out, even if
    /// the intent ignores cancellation (its task is left to finish on its own).
    package static func run(_ intent: ControlIntent, timeout: Duration) async -> IntentRun {
        let race = Race()
        return await withCheckedContinuation { continuation in
            race.start(continuation)
            let work = Task {
                do {
                    let url = try await intent.perform()
                    race.finish(.performed(opening: url))
                } catch {
                    race.finish(.failed(Self.describe(error)))
                }
            }
            let timer = Task {
                guard (try? await Task.sleep(for: timeout)) != nil else { return }
                race.finish(.timedOut)
            }
            race.hold(work: work, timer: timer)
        }
    }

    private static func describe(_ error: any Error) -> String {
        if let localized = error as? any LocalizedError, let text = localized.errorDescription { return text }
        return String(describing: error)
    }

    /// Whoever finishes first resumes the continuation and cancels the other.
    private final class Race: Sendable {
        private struct State {
            var continuation: CheckedContinuation<IntentRun, Never>?
            var work: Task<Void, Never>?
            var timer: Task<Void, Never>?
            var outcome: IntentRun?
        }

        private let state = Mutex(State())

        func start(_ continuation: CheckedContinuation<IntentRun, Never>) {
            state.withLock { $0.continuation = continuation }
        }

        func hold(work: Task<Void, Never>, timer: Task<Void, Never>) {
            let finished = state.withLock { state -> Bool in
                state.work = work
                state.timer = timer
                return state.outcome != nil
            }
            if finished {
                work.cancel()
                timer.cancel()
            }
        }

        func finish(_ outcome: IntentRun) {
            let (continuation, work, timer) = state.withLock { state in
                guard state.outcome == nil else {
                    return (nil as CheckedContinuation<IntentRun, Never>?, nil as Task<Void, Never>?, nil as Task<Void, Never>?)
                }
                state.outcome = outcome
                defer { state.continuation = nil }
                return (state.continuation, state.work, state.timer)
            }
            guard let continuation else { return }
            work?.cancel()
            timer?.cancel()
            continuation.resume(returning: outcome)
        }
    }
}
