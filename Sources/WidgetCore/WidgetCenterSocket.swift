package import ConfigurationSchema
package import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// How `WidgetCenter` calls reach a home screen running in another process: a Unix socket in
/// the data directory, `<data dir>/widgetcenter.sock`, readable by its owner only.
///
/// The wire format is one JSON object per connection each way:
/// `{"op":"reloadAll"}`, `{"op":"reloadKind","kind":"…"}` (no reply) and
/// `{"op":"configurations"}` → `{"widgets":[{"kind":…,"family":…,"id":…,"configuration":{…}}]}`.
package enum WidgetCenterSocket {
    /// The socket's path for `environment` (see `WidgetDataDirectory`).
    package static func path(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        WidgetDataDirectory.url(environment: environment).appendingPathComponent("widgetcenter.sock").path
    }

    package struct Request: Codable, Sendable, Equatable {
        package enum Operation: String, Codable, Sendable {
            case reloadAll, reloadKind, configurations
        }

        package var op: Operation
        package var kind: String?

        package init(op: Operation, kind: String? = nil) {
            self.op = op
            self.kind = kind
        }
    }

    package struct Reply: Codable, Sendable {
        package struct Widget: Codable, Sendable {
            package var kind: String
            package var family: WidgetFamily
            package var id: String
            /// The configuration's values, for a configurable widget.
            package var configuration: [String: JSONValue]?

            package init(kind: String, family: WidgetFamily, id: String, configuration: [String: JSONValue]? = nil) {
                self.kind = kind
                self.family = family
                self.id = id
                self.configuration = configuration
            }
        }

        package var widgets: [Widget]?
        package var error: String?

        package init(widgets: [Widget]? = nil, error: String? = nil) {
            self.widgets = widgets
            self.error = error
        }
    }

    /// Errors of the socket transport.
    package struct TransportError: Error, CustomStringConvertible {
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
            throw TransportError("Socket path too long (\(bytes.count) bytes, at most \(capacity - 1)): \(path)")
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
                    throw TransportError("write failed: errno \(errno)")
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
                throw TransportError("read failed: errno \(errno)")
            }
            if count == 0 { break }
            data.append(contentsOf: buffer[0..<count])
        }
        return data
    }
}

/// Forwards `WidgetCenter` calls to the home screen listening on a socket.
///
/// Reloads are sent without waiting for an answer and fail silently (there may be no home
/// screen running); every call gives up within its timeout.
package struct WidgetCenterSocketClient: WidgetCenterHandler {
    package let path: String
    package let timeout: Double

    package init(path: String, timeout: Double = 2) {
        self.path = path
        self.timeout = timeout
    }

    package func reloadAllTimelines() {
        _ = try? exchange(WidgetCenterSocket.Request(op: .reloadAll), expectsReply: false)
    }

    package func reloadTimelines(ofKind kind: String) {
        _ = try? exchange(WidgetCenterSocket.Request(op: .reloadKind, kind: kind), expectsReply: false)
    }

    /// The placed widgets; none when no home screen is running.
    package func currentConfigurations() async throws -> [WidgetInfo] {
        let client = self
        let data = try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Data?, any Error>) in
            // A blocking exchange, off the cooperative pool.
            Thread.detachNewThread {
                continuation.resume(with: Result {
                    do {
                        return try client.exchange(WidgetCenterSocket.Request(op: .configurations), expectsReply: true)
                    } catch let error as WidgetCenterSocket.TransportError where error.isNoHost {
                        return Data(#"{"widgets":[]}"#.utf8)
                    }
                })
            }
        }
        let reply = try JSONDecoder().decode(WidgetCenterSocket.Reply.self, from: data ?? Data())
        if let error = reply.error { throw WidgetCenterSocket.TransportError(error) }
        var result: [WidgetInfo] = []
        for widget in reply.widgets ?? [] {
            result.append(await WidgetInfo.make(
                kind: widget.kind, family: widget.family, configuration: widget.configuration,
                support: ConfigurationSupportRegistry.support(kind: widget.kind), instanceID: widget.id))
        }
        return result
    }

    /// Sends `request`; returns the reply if one is expected.
    @discardableResult
    package func exchange(_ request: WidgetCenterSocket.Request, expectsReply: Bool) throws -> Data? {
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw WidgetCenterSocket.TransportError("socket failed: errno \(errno)") }
        defer { close(descriptor) }
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        WidgetCenterSocket.setTimeouts(descriptor, seconds: timeout)
        try WidgetCenterSocket.withAddress(path) { address, length in
            guard connect(descriptor, address, length) == 0 else {
                let code = errno
                throw WidgetCenterSocket.TransportError(
                    "No home screen at \(path) (errno \(code))", isNoHost: code == ECONNREFUSED || code == ENOENT)
            }
        }
        try WidgetCenterSocket.writeAll(descriptor, try JSONEncoder().encode(request))
        shutdown(descriptor, Int32(SHUT_WR))
        return expectsReply ? try WidgetCenterSocket.readAll(descriptor) : nil
    }
}
