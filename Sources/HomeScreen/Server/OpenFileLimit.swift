import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The process's budget of file descriptors (`RLIMIT_NOFILE`), and how much of it the HTTP
/// server may spend on connections.
///
/// A process past its budget fails every `open`, `socket`, `pipe` and `accept`: the store, the
/// extensions' pipes, the `WidgetCenter` socket and the runtime's own event descriptors then fail
/// too (libdispatch traps). So `serve` raises the soft limit to the hard one at start, and the
/// server caps its connections well below it (``defaultMaxConnections(openFileLimit:)``),
/// answering `503` beyond.
package enum OpenFileLimit {
    /// Descriptors kept out of the connections' share whatever the budget: the store (database,
    /// WAL, shared memory, lock), each extension's pipes, the `WidgetCenter` socket and its
    /// connections, the event loops, fonts being read.
    package static let reserve = 128

    /// The soft limit now.
    package static var current: Int {
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0 else { return 1024 }
        return Int(clamping: limit.rlim_cur)
    }

    /// Raises the soft limit to the hard limit (at most 1,048,576); the limit before and after.
    @discardableResult
    package static func raiseToHardLimit() -> (before: Int, after: Int) {
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0 else { return (current, current) }
        let before = current
        let target = min(limit.rlim_max, 1 << 20)
        if limit.rlim_cur < target {
            limit.rlim_cur = target
            _ = setrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
        }
        return (before, current)
    }

    /// Open HTTP connections the server allows with a budget of `openFileLimit` descriptors:
    /// half of what is left after ``reserve``, at least 16 and at most 4,096.
    package static func defaultMaxConnections(openFileLimit: Int) -> Int {
        min(4096, max(16, (openFileLimit - reserve) / 2))
    }
}
