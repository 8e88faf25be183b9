import ActivityKit
import HostSocket
import WidgetKitSupport
import Foundation
import Logging
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Serves `WidgetCenter` calls from other processes (the app side of a widget) on a Unix
/// socket, handing them to the home screen's handler (its `TimelineScheduler`). Lives beside
/// `WidgetCenterSocket`, the client side of the same socket.
///
/// ```swift
/// let listener = try WidgetCenterSocketListener(path: WidgetCenterSocket.path(), handler: scheduler)
/// defer { listener.stop() }
/// ```
///
/// The socket is made readable and writable by its owner only. A stale socket file left by
/// a home screen that died is replaced; a live one makes `init` throw.
///
/// Each connection is served on a thread of its own, at most ``maxConnections`` at once (more
/// wait in the socket's backlog). An `accept` that fails for want of resources (`EMFILE`,
/// `ENFILE`, `ENOBUFS`, `ENOMEM`) or for the client (`ECONNABORTED`, `EINTR`, `EPROTO`) is logged
/// as an error and retried after a backoff (10 ms doubling to 1 s); the listener never stops
/// before ``stop()``.
package final class WidgetCenterSocketListener: Sendable {
    package let path: String
    private let descriptor: Int32
    private let stopped = LockIsolated(false)
    private let logger = Logger(label: "WidgetKitLinux.WidgetCenterSocket")

    /// Connections served at once by default.
    package static let defaultMaxConnections = 32

    /// Connections served at once.
    package let maxConnections: Int

    /// Listens at `path`, serving at most `maxConnections` connections at once.
    package init(path: String, handler: any WidgetCenterHandler, maxConnections: Int = defaultMaxConnections) throws {
        self.maxConnections = max(1, maxConnections)
        self.path = path
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        if FileManager.default.fileExists(atPath: path) {
            if (try? WidgetCenterSocketClient(path: path, timeout: 1)
                .exchange(WidgetCenterSocket.Request(op: .configurations), expectsReply: true)) != nil {
                throw WidgetCenterSocket.TransportError("A home screen is already listening at \(path)")
            }
            unlink(path)
        }
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw WidgetCenterSocket.TransportError("socket failed: errno \(errno)") }
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        do {
            try LocalSocket.withAddress(path) { address, length in
                guard bind(descriptor, address, length) == 0 else {
                    throw WidgetCenterSocket.TransportError("Cannot listen at \(path): errno \(errno)")
                }
            }
            chmod(path, 0o600)
            guard listen(descriptor, 64) == 0 else {
                throw WidgetCenterSocket.TransportError("listen failed: errno \(errno)")
            }
        } catch {
            close(descriptor)
            throw error
        }
        self.descriptor = descriptor
        let logger = logger
        let stopped = stopped
        let slots = DispatchSemaphore(value: self.maxConnections)
        Thread.detachNewThread {
            Self.acceptLoop(descriptor: descriptor, handler: handler, stopped: stopped, slots: slots, logger: logger)
        }
    }

    /// Stops listening and removes the socket file.
    package func stop() {
        let wasStopped = stopped.withLock { stopped -> Bool in
            defer { stopped = true }
            return stopped
        }
        guard !wasStopped else { return }
        // Wakes the accept loop, which closes the descriptor itself: closing it here could let
        // its number be reused by another socket while the loop still accepts on it.
        shutdown(descriptor, Int32(SHUT_RDWR))
        unlink(path)
    }

    deinit { stop() }

    /// Errors of `accept` that pass: out of descriptors or memory, or a client that went away.
    static func isTransient(_ error: Int32) -> Bool {
        [EMFILE, ENFILE, ENOBUFS, ENOMEM, ECONNABORTED, EINTR, EPROTO, EAGAIN].contains(error)
    }

    private static func acceptLoop(
        descriptor: Int32, handler: any WidgetCenterHandler, stopped: LockIsolated<Bool>, slots: DispatchSemaphore,
        logger: Logger
    ) {
        defer { close(descriptor) }
        var backoff: UInt32 = 0
        var failures = 0
        while true {
            // A free slot first: past the cap, connections wait in the backlog, not on threads.
            slots.wait()
            let client = accept(descriptor, nil, nil)
            if client < 0 {
                let error = errno
                slots.signal()
                if stopped.withLock({ $0 }) { return }
                guard isTransient(error) else {
                    logger.critical("WidgetCenter socket: accept failed for good (\(String(cString: strerror(error)))); app reloads no longer reach the home screen")
                    return
                }
                if error == EINTR { continue }
                failures += 1
                backoff = backoff == 0 ? 10_000 : min(backoff * 2, 1_000_000)
                // Loud, but not a line per retry: the first, then every 100th.
                if failures == 1 || failures % 100 == 0 {
                    logger.error("WidgetCenter socket: accept failed (\(String(cString: strerror(error)))), \(failures) time(s) in a row; retrying in \(backoff / 1000) ms")
                }
                usleep(backoff)
                continue
            }
            if failures > 0 {
                logger.notice("WidgetCenter socket: accepting again after \(failures) failed accept(s)")
                failures = 0
                backoff = 0
            }
            _ = fcntl(client, F_SETFD, FD_CLOEXEC)
            // Each connection on its own thread: a slow client or handler never holds the others.
            Thread.detachNewThread {
                defer { slots.signal() }
                LocalSocket.setTimeouts(client, seconds: 2)
                serve(client, handler: handler, logger: logger)
                close(client)
            }
        }
    }

    private static func serve(_ client: Int32, handler: any WidgetCenterHandler, logger: Logger) {
        do {
            let data = try LocalSocket.readAll(client, limit: 64 * 1024)
            let request = try JSONDecoder().decode(WidgetCenterSocket.Request.self, from: data)
            switch request.op {
            case .reloadAll:
                handler.reloadAllTimelines()
            case .reloadKind:
                if let kind = request.kind { handler.reloadTimelines(ofKind: kind) }
            case .configurations:
                let reply = configurations(from: handler)
                try LocalSocket.writeAll(client, try JSONEncoder().encode(reply))
            case .reloadControls:
                handler.reloadControls(ofKind: request.kind)
            case .controls:
                let reply = controls(from: handler)
                try LocalSocket.writeAll(client, try JSONEncoder().encode(reply))
            case .pushInfo:
                let reply = pushInfo(from: handler, app: request.app)
                try LocalSocket.writeAll(client, try JSONEncoder().encode(reply))
            case .activity:
                let reply = request.activity.map(handler.handleActivity)
                    ?? ActivityHostReply(error: "An activity request needs its 'activity' object.")
                try LocalSocket.writeAll(client, try JSONEncoder().encode(reply))
            }
        } catch {
            logger.debug("Ignored a WidgetCenter request: \(error)")
        }
    }

    /// The kinds of the controls `handler` shows, waited for on this connection's thread.
    private static func controls(from handler: any WidgetCenterHandler) -> WidgetCenterSocket.Reply {
        if let kinds = handler.controlKindsWithoutWaiting() {
            // Answered on this thread, without waiting for the concurrency pool.
            return WidgetCenterSocket.Reply(controls: kinds)
        }
        switch waited(for: { try await handler.currentControls() }) {
        case .success(let kinds): return WidgetCenterSocket.Reply(controls: kinds)
        case .failure(let error): return WidgetCenterSocket.Reply(error: String(describing: error))
        case nil: return WidgetCenterSocket.Reply(error: "The home screen did not answer in time")
        }
    }

    /// The widget push token of `app` (`nil`: the one app with push-enabled widgets).
    private static func pushInfo(from handler: any WidgetCenterHandler, app: String?) -> WidgetCenterSocket.Reply {
        switch waited(for: { try await handler.pushInfo(app: app) }) {
        case .success(let info): return WidgetCenterSocket.Reply(pushToken: info.map { WidgetPushToken(data: $0.token).hex })
        case .failure(let error): return WidgetCenterSocket.Reply(error: String(describing: error))
        case nil: return WidgetCenterSocket.Reply(error: "The home screen did not answer in time")
        }
    }

    /// `work`'s result, waited for on this connection's thread for up to five seconds; `nil`
    /// when it did not come in time.
    private static func waited<T: Sendable>(for work: @escaping @Sendable () async throws -> T) -> Result<T, any Error>? {
        let result = LockIsolated<Result<T, any Error>?>(nil)
        let done = DispatchSemaphore(value: 0)
        Task {
            let value: Result<T, any Error>
            do {
                value = .success(try await work())
            } catch {
                value = .failure(error)
            }
            result.withLock { $0 = value }
            done.signal()
        }
        guard done.wait(timeout: .now() + 5) == .success else { return nil }
        return result.withLock { $0 }
    }

    private static func configurations(from handler: any WidgetCenterHandler) -> WidgetCenterSocket.Reply {
        if let placed = handler.placedWidgetsWithoutWaiting() {
            // Answered on this thread, without waiting for the concurrency pool.
            return reply(for: .success(placed))
        }
        guard let value = waited(for: { try await handler.currentConfigurations() }) else {
            return WidgetCenterSocket.Reply(error: "The home screen did not answer in time")
        }
        return reply(for: value)
    }

    private static func reply(for value: Result<[WidgetInfo], any Error>) -> WidgetCenterSocket.Reply {
        switch value {
        case .success(let infos):
            return WidgetCenterSocket.Reply(widgets: infos.map {
                WidgetCenterSocket.Reply.Widget(
                    kind: $0.kind, family: $0.family, id: $0.instanceID, configuration: $0.configurationValues)
            })
        case .failure(let error):
            return WidgetCenterSocket.Reply(error: String(describing: error))
        }
    }
}
