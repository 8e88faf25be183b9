package import Foundation
import Synchronization

/// Fans out what changes on the home screen to every open page's event stream.
///
/// The scheduler's observer publishes an `.entry` update when an instance shows another entry
/// (its date arrived, or a reload brought a new timeline); the API publishes `.layout` when
/// instances are added, removed, moved or resized. Each subscriber has a bounded buffer: a
/// page that stops reading loses old updates rather than growing the host's memory.
package final class LiveUpdates: Sendable {
    /// One change.
    package struct Update: Sendable, Hashable {
        /// What changed.
        package enum Kind: String, Sendable {
            /// An instance shows another entry: fetch its fragment again.
            case entry
            /// The set, order or families of instances changed: reload the page.
            case layout
            /// A Live Activity started, changed or ended (`instance` is its id, `cause` its state).
            case activity
            /// A control is to be drawn again (`instance` is its kind, `version` its version,
            /// `cause` `reload` or `intentFailed`).
            case control
        }

        package var kind: Kind
        /// The instance, for `.entry`.
        package var instance: String?
        /// A number that grows with every update of the host.
        package var version: UInt64
        /// Why (`switch`, `reload`, `initial`, `placeholder`, `added`, …).
        package var cause: String
        /// For `.entry`: the date of the entry now shown (a switch happens at this date).
        package var entryDate: Date?

        package init(kind: Kind, instance: String?, version: UInt64, cause: String, entryDate: Date? = nil) {
            self.kind = kind
            self.instance = instance
            self.version = version
            self.cause = cause
            self.entryDate = entryDate
        }
    }

    private struct State {
        var subscribers: [UInt64: AsyncStream<Update>.Continuation] = [:]
        var nextID: UInt64 = 0
        var finished = false
    }

    private let state = Mutex(State())
    private let bufferSize: Int

    /// A broadcaster whose subscribers each buffer at most `bufferSize` updates.
    package init(bufferSize: Int = 256) {
        self.bufferSize = bufferSize
    }

    /// A stream of the updates from now on; it ends when the consumer stops or on `finishAll()`.
    package func subscribe() -> AsyncStream<Update> {
        let (stream, continuation) = AsyncStream.makeStream(of: Update.self, bufferingPolicy: .bufferingNewest(bufferSize))
        let id = state.withLock { state -> UInt64? in
            guard !state.finished else { return nil }
            state.nextID += 1
            state.subscribers[state.nextID] = continuation
            return state.nextID
        }
        guard let id else {
            continuation.finish()
            return stream
        }
        continuation.onTermination = { [weak self] _ in
            _ = self?.state.withLock { $0.subscribers.removeValue(forKey: id) }
        }
        return stream
    }

    /// The number of open streams.
    package var subscriberCount: Int {
        state.withLock { $0.subscribers.count }
    }

    /// Sends `update` to every subscriber. Returns quickly; safe under other locks.
    package func publish(_ update: Update) {
        let continuations = state.withLock { Array($0.subscribers.values) }
        for continuation in continuations { continuation.yield(update) }
    }

    /// Ends every stream (at shutdown, so open pages do not hold the server up).
    package func finishAll() {
        let continuations = state.withLock { state -> [AsyncStream<Update>.Continuation] in
            state.finished = true
            defer { state.subscribers.removeAll() }
            return Array(state.subscribers.values)
        }
        for continuation in continuations { continuation.finish() }
    }
}
