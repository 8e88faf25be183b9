import Foundation

/// A value guarded by a lock, shared across threads.
///
/// ```swift
/// let counter = LockIsolated(0)
/// counter.withLock { $0 += 1 }
/// ```
///
/// Never call back into code that takes the same lock from inside `withLock`.
package final class LockIsolated<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    package init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with exclusive access to the value.
    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}

/// Carries a non-`Sendable` value across an isolation boundary that the code guarantees
/// is safe (for example, a closure that is only ever called on the main actor).
package struct UncheckedSendable<Value>: @unchecked Sendable {
    package let value: Value
    package init(_ value: Value) { self.value = value }
}
