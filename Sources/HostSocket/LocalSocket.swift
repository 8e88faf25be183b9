package import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The stream socket an app process and its home screen talk over: one request and at most one
/// reply per connection, each end closing its writing side when it has written. `WidgetCenter`
/// (WidgetCore) and ActivityKit's `Activity` are its clients; `WidgetCenterSocketListener`
/// (WidgetCore) is the host's end. It sits below both, with Foundation only, so the app side
/// of every framework reaches the host by the same code.
package enum LocalSocket {
    /// A failure of the transport.
    package struct Failure: Error, CustomStringConvertible, Sendable {
        package let description: String
        /// Nothing listens at the socket: no home screen is running.
        package var isNoHost = false

        package init(_ description: String, isNoHost: Bool = false) {
            self.description = description
            self.isNoHost = isNoHost
        }
    }

    /// Runs `body` with a `sockaddr_un` for `path`.
    package static func withAddress<Result>(
        _ path: String, _ body: (UnsafePointer<sockaddr>, socklen_t) throws -> Result
    ) throws -> Result {
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        let capacity = MemoryLayout.size(ofValue: address.sun_path)
        guard bytes.count < capacity else {
            throw Failure("Socket path too long (\(bytes.count) bytes, at most \(capacity - 1)): \(path)")
        }
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            buffer.copyBytes(from: bytes)
            buffer[bytes.count] = 0
        }
        return try withUnsafePointer(to: &address) { pointer in
            try pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                try body($0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
    }

    /// Sets send and receive timeouts on a socket.
    package static func setTimeouts(_ descriptor: Int32, seconds: Double) {
        var time = timeval(tv_sec: Int(seconds), tv_usec: Int((seconds - seconds.rounded(.down)) * 1_000_000))
        _ = setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
        _ = setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
    }

    /// Writes all of `data`; a closed peer is an error, never `SIGPIPE`.
    package static func writeAll(_ descriptor: Int32, _ data: Data) throws {
        #if canImport(Darwin)
        var on: Int32 = 1
        _ = setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
        let flags: Int32 = 0
        #else
        let flags = Int32(MSG_NOSIGNAL)
        #endif
        try data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = send(descriptor, buffer.baseAddress! + offset, buffer.count - offset, flags)
                if written < 0 {
                    if errno == EINTR { continue }
                    throw Failure("write failed: errno \(errno)")
                }
                offset += written
            }
        }
    }

    /// Reads until end of file, at most `limit` bytes.
    package static func readAll(_ descriptor: Int32, limit: Int = 1 << 20) throws -> Data {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while data.count < limit {
            let count = read(descriptor, &buffer, buffer.count)
            if count < 0 {
                if errno == EINTR { continue }
                throw Failure("read failed: errno \(errno)")
            }
            if count == 0 { break }
            data.append(contentsOf: buffer[0..<count])
        }
        return data
    }

    /// Connects to `path`, writes `request`, closes the writing side and, if `expectsReply`,
    /// reads the reply to its end; every step gives up after `timeout` seconds.
    ///
    /// - Throws: ``Failure``; ``Failure/isNoHost`` when nothing listens at `path`.
    @discardableResult
    package static func exchange(path: String, request: Data, timeout: Double, expectsReply: Bool) throws -> Data? {
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw Failure("socket failed: errno \(errno)") }
        defer { close(descriptor) }
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        setTimeouts(descriptor, seconds: timeout)
        try withAddress(path) { address, length in
            guard connect(descriptor, address, length) == 0 else {
                let code = errno
                throw Failure("No home screen at \(path) (errno \(code))", isNoHost: code == ECONNREFUSED || code == ENOENT)
            }
        }
        try writeAll(descriptor, request)
        shutdown(descriptor, Int32(SHUT_WR))
        return expectsReply ? try readAll(descriptor) : nil
    }
}
