import Synchronization

/// How many calls an extension works on at once, and which waiting call goes next.
///
/// A home screen of thousands of hosted widgets asks for all their timelines at start, and a
/// page asks for every tile's render: sent at once, they would queue inside the extension, where
/// the host's timeout would take a call still waiting for its turn for a hung one. The gate
/// keeps at most `limit` calls in flight (the timeout of each counts from its sending) and lets
/// waiting calls in by priority: what a person waits for (renders, taps, configuration) before
/// what the scheduler does in the background (timelines, snapshots), which never holds every
/// slot, so a render always gets one soon.
package final class ExtensionCallGate: Sendable {
    /// Who waits for a call.
    package enum Priority: Sendable {
        /// A person: a render, a tap, a configuration form.
        case interactive
        /// The scheduler: a timeline, a snapshot, a placeholder.
        case background
    }

    private struct Waiter {
        let priority: Priority
        let continuation: CheckedContinuation<Void, Never>
    }

    /// A first-in, first-out queue that takes its first element in constant time.
    private struct Queue {
        private var items: [CheckedContinuation<Void, Never>] = []
        private var head = 0

        var isEmpty: Bool { head == items.count }
        var count: Int { items.count - head }

        mutating func append(_ item: CheckedContinuation<Void, Never>) { items.append(item) }

        mutating func removeFirst() -> CheckedContinuation<Void, Never> {
            let item = items[head]
            head += 1
            if head > 64 && head * 2 > items.count {
                items.removeFirst(head)
                head = 0
            }
            return item
        }
    }

    private struct State {
        var inFlight = 0
        var backgroundInFlight = 0
        var interactive = Queue()
        var background = Queue()
    }

    /// Calls in flight at most.
    package let limit: Int
    /// Background calls in flight at most (fewer than `limit`, so a render finds a slot).
    package let backgroundLimit: Int
    private let state = Mutex(State())

    /// A gate for `limit` calls at once (at least 2), of which all but one may be background calls.
    package init(limit: Int) {
        self.limit = max(limit, 2)
        self.backgroundLimit = self.limit - 1
    }

    /// Waits until a call of `priority` may be sent; pair with ``leave(_:)``.
    package func enter(_ priority: Priority) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let admitted = state.withLock { state -> Bool in
                if Self.admits(priority, state: state, limit: limit, backgroundLimit: backgroundLimit)
                    && state.interactive.isEmpty && (priority == .interactive || state.background.isEmpty) {
                    Self.count(priority, into: &state, by: 1)
                    return true
                }
                switch priority {
                case .interactive: state.interactive.append(continuation)
                case .background: state.background.append(continuation)
                }
                return false
            }
            if admitted { continuation.resume() }
        }
    }

    /// A call of `priority` is done: lets the next waiting calls in.
    package func leave(_ priority: Priority) {
        let next = state.withLock { state -> [CheckedContinuation<Void, Never>] in
            Self.count(priority, into: &state, by: -1)
            var admitted: [CheckedContinuation<Void, Never>] = []
            while !state.interactive.isEmpty, Self.admits(.interactive, state: state, limit: limit, backgroundLimit: backgroundLimit) {
                Self.count(.interactive, into: &state, by: 1)
                admitted.append(state.interactive.removeFirst())
            }
            while !state.background.isEmpty, Self.admits(.background, state: state, limit: limit, backgroundLimit: backgroundLimit) {
                Self.count(.background, into: &state, by: 1)
                admitted.append(state.background.removeFirst())
            }
            return admitted
        }
        for continuation in next { continuation.resume() }
    }

    /// Calls in flight and waiting, for tests and the log.
    package var load: (inFlight: Int, waiting: Int) {
        state.withLock { ($0.inFlight, $0.interactive.count + $0.background.count) }
    }

    private static func admits(_ priority: Priority, state: State, limit: Int, backgroundLimit: Int) -> Bool {
        guard state.inFlight < limit else { return false }
        return priority == .interactive || state.backgroundInFlight < backgroundLimit
    }

    private static func count(_ priority: Priority, into state: inout State, by delta: Int) {
        state.inFlight += delta
        if priority == .background { state.backgroundInFlight += delta }
    }
}
