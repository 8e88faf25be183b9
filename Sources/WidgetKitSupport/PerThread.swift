import Foundation

/// One object per thread: made on the thread's first use, released when the thread exits.
///
/// For state that must not cross threads (Pango is not thread-safe across threads) or that is
/// cheaper to keep than to rebuild (a pass's memo tables, an encoder's buffers). A lookup is a
/// `pthread_getspecific` load.
package final class PerThread<Value: AnyObject>: Sendable {
    private let key: pthread_key_t

    package init() {
        var key = pthread_key_t()
        let status = pthread_key_create(&key) { pointer in
            if let pointer { Unmanaged<AnyObject>.fromOpaque(pointer).release() }
        }
        precondition(status == 0, "pthread_key_create failed: \(status)")
        self.key = key
    }

    /// The calling thread's value, if it has made one.
    package var existing: Value? {
        pthread_getspecific(key).map { Unmanaged<Value>.fromOpaque($0).takeUnretainedValue() }
    }

    /// The calling thread's value, made by `make` on first use.
    package func value(orMake make: () -> Value) -> Value {
        if let value = existing { return value }
        let value = make()
        pthread_setspecific(key, Unmanaged.passRetained(value).toOpaque())
        return value
    }
}
