import Foundation
import HomeScreen
import Hummingbird
import HummingbirdTesting
import Synchronization
import Testing
import TestSupport
import TimelineScheduling
import ViewCore
import WidgetCore
#if canImport(Glibc)
import Glibc
#endif

// MARK: Raw HTTP over a socket (streaming responses, any Host header)

/// A plain TCP connection that writes a request and reads what comes back, for what the test
/// clients cannot do: read a stream that never ends, or send an arbitrary `Host`.
final class RawConnection: @unchecked Sendable {
    private let descriptor: Int32
    private(set) var received = ""

    /// Connects to `port` on 127.0.0.1 from `source` (another loopback address: `127.0.0.2`…).
    init(port: Int, source: String? = nil) throws {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        if let source {
            var local = sockaddr_in()
            local.sin_family = sa_family_t(AF_INET)
            local.sin_addr.s_addr = inet_addr(source)
            let bound = withUnsafePointer(to: &local) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
            guard bound == 0 else {
                close(descriptor)
                throw CocoaError(.fileReadUnknown)
            }
        }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard result == 0 else {
            close(descriptor)
            throw CocoaError(.fileReadUnknown)
        }
        var timeout = timeval(tv_sec: 0, tv_usec: 100_000)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    }

    deinit { close(descriptor) }

    func send(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    }

    /// Whether the server has closed the connection (a read finds the end of the stream or a reset).
    func isClosed() -> Bool {
        var byte: UInt8 = 0
        let count = recv(descriptor, &byte, 1, Int32(MSG_PEEK | MSG_DONTWAIT))
        return count == 0 || (count < 0 && errno != EAGAIN && errno != EWOULDBLOCK)
    }

    /// Reads until `predicate` holds for everything received, or `timeout` passes, on a thread
    /// of its own (blocking reads must not hold the concurrency pool the server runs on).
    @discardableResult
    func read(until predicate: @escaping @Sendable (String) -> Bool, timeout: Duration = .seconds(15)) async -> Bool {
        await offPool { self.readBlocking(until: predicate, timeout: timeout) }
    }

    private func readBlocking(until predicate: (String) -> Bool, timeout: Duration) -> Bool {
        let deadline = ContinuousClock.now + Patience.duration(timeout)
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        while !predicate(received), ContinuousClock.now < deadline {
            let count = recv(descriptor, &buffer, buffer.count, 0)
            if count > 0 { received += String(decoding: buffer[0..<count], as: UTF8.self) }
            if count == 0 || (count < 0 && errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR) { break }
        }
        return predicate(received)
    }
}

/// Runs blocking `work` on a thread of its own and waits for it without blocking a pool thread.
func offPool<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
    await withCheckedContinuation { continuation in
        Thread.detachNewThread { continuation.resume(returning: work()) }
    }
}
