import Foundation
import HummingbirdCore
import Logging
import NIOCore
import NIOHTTP1
import NIOHTTPTypesHTTP1
import Synchronization
import WidgetKitSupport

extension ConnectionLimits {
    /// `maxConnections`, or the figure the current descriptor budget allows.
    package var effectiveMaxConnections: Int {
        maxConnections ?? OpenFileLimit.defaultMaxConnections(openFileLimit: OpenFileLimit.current)
    }
}

/// The open connections, in all and per peer, across the server's event loops.
final class PeerConnections: Sendable {
    private struct Counts {
        var total = 0
        var byPeer: [String: Int] = [:]
    }

    /// Why a connection was not counted.
    enum Refusal {
        case serverFull, peerFull
    }

    private let counts = Mutex(Counts())
    let limit: Int
    let totalLimit: Int

    init(limit: Int, totalLimit: Int = .max) {
        self.limit = limit
        self.totalLimit = totalLimit
    }

    /// Counts a new connection of `peer`; past a limit, not counted and why.
    func open(_ peer: String) -> Refusal? {
        counts.withLock { counts in
            guard counts.total < totalLimit else { return .serverFull }
            guard counts.byPeer[peer, default: 0] < limit else { return .peerFull }
            counts.total += 1
            counts.byPeer[peer, default: 0] += 1
            return nil
        }
    }

    func close(_ peer: String) {
        counts.withLock { counts in
            counts.total = max(0, counts.total - 1)
            let left = counts.byPeer[peer, default: 1] - 1
            counts.byPeer[peer] = left > 0 ? left : nil
        }
    }
}

/// Hummingbird's HTTP/1 child channel with two handlers of ours: `ConnectionGuardHandler` in
/// front (raw bytes: the per-peer cap and the timeouts) and `RequestHeadGuard` between the
/// HTTP/1 decoder and the conversion to HTTP types (duplicate `Host`, absolute-form targets).
struct GuardedHTTP1Channel: ServerChildChannel {
    typealias Value = HTTP1Channel.Value

    let base: HTTP1Channel
    let limits: ConnectionLimits
    let peers: PeerConnections

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        do {
            try channel.pipeline.syncOperations.addHandler(
                ConnectionGuardHandler(limits: limits, peers: peers, logger: logger))
        } catch {
            return channel.eventLoop.makeFailedFuture(error)
        }
        return base.setup(channel: channel, logger: logger).flatMapThrowing { value in
            let operations = channel.pipeline.syncOperations
            let connection = try operations.handler(type: ConnectionGuardHandler.self)
            let codec = try operations.handler(type: HTTP1ToHTTPServerCodec.self)
            try operations.addHandler(RequestHeadGuard(connection: connection, logger: logger), position: .before(codec))
            return value
        }
    }

    func handle(value: Value, logger: Logger) async {
        await base.handle(value: value, logger: logger)
    }
}

/// Counts the connection against its peer's cap and closes connections whose client is too slow.
///
/// Inbound only: the pipeline's outbound events (every write, flush and read of a response,
/// an event stream's for hours) skip it. `RequestHeadGuard` tells it where a request is.
final class ConnectionGuardHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer
    typealias OutboundOut = ByteBuffer

    private enum Phase { case idle, head, body, responding, closing }

    private let limits: ConnectionLimits
    private let peers: PeerConnections
    private let logger: Logger
    private var phase = Phase.idle
    private var peer: String?
    private var counted = false
    private var pending = 0
    private var timer: Scheduled<Void>?
    private weak var context: ChannelHandlerContext?

    init(limits: ConnectionLimits, peers: PeerConnections, logger: Logger) {
        self.limits = limits
        self.peers = peers
        self.logger = logger
    }

    func handlerAdded(context: ChannelHandlerContext) {
        self.context = context
        if context.channel.isActive { activate(context) }
    }

    func channelActive(context: ChannelHandlerContext) {
        activate(context)
        context.fireChannelActive()
    }

    func channelInactive(context: ChannelHandlerContext) {
        timer?.cancel()
        timer = nil
        if counted, let peer { peers.close(peer) }
        counted = false
        context.fireChannelInactive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard phase != .closing else { return }
        if phase == .idle {
            phase = .head
            arm(limits.headerTimeout, context: context)
        }
        context.fireChannelRead(data)
    }

    private func activate(_ context: ChannelHandlerContext) {
        guard peer == nil else { return }
        let address = context.channel.remoteAddress?.ipAddress ?? "unknown"
        peer = address
        switch peers.open(address) {
        case nil:
            break
        case .serverFull:
            logger.warning("Refused a connection from \(address): the server holds \(peers.totalLimit) connections, its limit")
            reject(context, status: "503 Service Unavailable", retryAfter: 5,
                   message: "The home screen holds as many connections as it can (\(peers.totalLimit)); try again shortly.")
            return
        case .peerFull:
            logger.notice("Refused a connection from \(address): it already holds \(peers.limit) connections")
            reject(context, status: "503 Service Unavailable", retryAfter: 5,
                   message: "Too many connections from this address (at most \(peers.limit)).")
            return
        }
        counted = true
        arm(limits.idleTimeout, context: context)
    }

    /// The request's head was decoded.
    func headReceived() {
        guard phase != .closing, let context else { return }
        phase = .body
        arm(limits.bodyTimeout, context: context)
    }

    /// The request's body ended: the server answers it now, however long that takes.
    func requestEnded() {
        guard phase != .closing else { return }
        pending += 1
        phase = .responding
        timer?.cancel()
        timer = nil
    }

    /// A response was written to its end.
    func responseEnded() {
        guard phase != .closing, let context else { return }
        pending = max(0, pending - 1)
        guard pending == 0, phase == .responding else { return }
        phase = .idle
        arm(limits.idleTimeout, context: context)
    }

    private func arm(_ duration: Duration, context: ChannelHandlerContext) {
        timer?.cancel()
        let phase = self.phase
        timer = context.eventLoop.assumeIsolated().scheduleTask(in: Self.timeAmount(duration)) { [self] in
            timedOut(phase, context: context)
        }
    }

    private func timedOut(_ expected: Phase, context: ChannelHandlerContext) {
        guard phase == expected, phase != .closing, phase != .responding else { return }
        let peer = peer ?? "unknown"
        switch phase {
        case .idle:
            phase = .closing
            context.close(promise: nil)
        case .head:
            logger.notice("Closed a connection from \(peer): its request head did not arrive within \(limits.headerTimeout)")
            reject(context, status: "408 Request Timeout", message: "The request's head took too long.")
        case .body:
            logger.notice("Closed a connection from \(peer): its request body did not arrive within \(limits.bodyTimeout)")
            reject(context, status: "408 Request Timeout", message: "The request's body took too long.")
        case .responding, .closing:
            break
        }
    }

    /// Answers with `status` and a JSON error straight on the socket, and closes.
    private func reject(_ context: ChannelHandlerContext, status: String, retryAfter: Int? = nil, message: String) {
        phase = .closing
        timer?.cancel()
        timer = nil
        let body = (try? JSONEncoder().encode(["error": message])) ?? Data("{}".utf8)
        var buffer = context.channel.allocator.buffer(capacity: 160 + body.count)
        buffer.writeString("HTTP/1.1 \(status)\r\nContent-Type: application/json; charset=utf-8\r\n"
                           + "Content-Length: \(body.count)\r\n" + (retryAfter.map { "Retry-After: \($0)\r\n" } ?? "")
                           + "Connection: close\r\n\r\n")
        buffer.writeBytes(body)
        context.writeAndFlush(wrapOutboundOut(buffer)).assumeIsolated().whenComplete { _ in
            context.close(promise: nil)
        }
    }

    static func timeAmount(_ duration: Duration) -> TimeAmount {
        let (seconds, attoseconds) = duration.components
        return .nanoseconds(seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
    }
}

/// Refuses request heads a browser cannot send but a proxy or script can: two `Host` headers
/// (which one would the checks trust?), an HTTP/1.1 request without one (RFC 9112 §3.2), and an
/// absolute-form target (`GET http://other/`) naming another host than `Host`. Tells
/// `ConnectionGuardHandler` where the request is, and closes the connection after the answer to
/// a request that does not ask to keep it (HTTP/1.0 without `Connection: keep-alive`, or
/// `Connection: close`), saying so in the answer's `Connection` header.
final class RequestHeadGuard: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart
    typealias OutboundIn = HTTPServerResponsePart
    typealias OutboundOut = HTTPServerResponsePart

    private let connection: ConnectionGuardHandler
    private let logger: Logger
    private var refusing = false
    /// Per request read and not yet answered, in order (requests may be pipelined): whether it
    /// asked to keep the connection (``HTTPRequestHead/isKeepAlive``) and its version.
    private var waiting: [(keepsAlive: Bool, version: HTTPVersion)] = []
    /// The response being written closes the connection at its end.
    private var closesAfterResponse = false

    init(connection: ConnectionGuardHandler, logger: Logger) {
        self.connection = connection
        self.logger = logger
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let part = unwrapInboundIn(data)
        guard !refusing else { return }
        switch part {
        case .head(let head):
            connection.headReceived()
            waiting.append((head.isKeepAlive, head.version))
            if let problem = Self.problem(with: head) {
                refusing = true
                logger.notice("Refused a request: \(LogText.escaped(problem))")
                refuse(context, problem)
                return
            }
        case .body:
            break
        case .end:
            connection.requestEnded()
        }
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        switch unwrapOutboundIn(data) {
        case .head(var head) where head.status.code >= 200:
            let request = waiting.isEmpty ? (keepsAlive: true, version: HTTPVersion.http1_1) : waiting.removeFirst()
            closesAfterResponse = !request.keepsAlive
            if !request.keepsAlive {
                head.headers.replaceOrAdd(name: "Connection", value: "close")
            } else if request.version == .http1_0 {
                head.headers.replaceOrAdd(name: "Connection", value: "keep-alive")
            }
            context.write(wrapOutboundOut(.head(head)), promise: promise)
            return
        case .head, .body:
            break
        case .end:
            let connection = connection
            let closes = closesAfterResponse
            let written = context.eventLoop.makePromise(of: Void.self)
            written.futureResult.assumeIsolated().whenComplete { result in
                connection.responseEnded()
                switch result {
                case .success: promise?.succeed()
                case .failure(let error): promise?.fail(error)
                }
                if closes { context.close(promise: nil) }
            }
            context.write(data, promise: written)
            return
        }
        context.write(data, promise: promise)
    }

    /// What is wrong with `head`, or nil.
    static func problem(with head: HTTPRequestHead) -> String? {
        let hosts = head.headers["Host"]
        if hosts.count > 1 { return "\(hosts.count) Host headers" }
        if hosts.isEmpty, (head.version.major, head.version.minor) >= (1, 1) { return "no Host header (HTTP/1.1 requires one)" }
        let target = head.uri
        guard !target.hasPrefix("/"), target != "*" else { return nil }
        // Absolute form: its authority must be the Host header's.
        guard let url = URLComponents(string: target), let scheme = url.scheme?.lowercased(), let host = url.host,
              ["http", "https"].contains(scheme)
        else { return "a request target that is neither a path nor an absolute URL" }
        let authority = (host.contains(":") ? "[\(host)]" : host) + (url.port.map { ":\($0)" } ?? "")
        guard let hostHeader = hosts.first, hostHeader.lowercased() == authority.lowercased() else {
            return "an absolute-form target naming another host (\(authority)) than Host (\(hosts.first ?? "none"))"
        }
        return nil
    }

    private func refuse(_ context: ChannelHandlerContext, _ problem: String) {
        let body = (try? JSONEncoder().encode(["error": "Bad request: \(problem)."])) ?? Data("{}".utf8)
        var headers = HTTPHeaders()
        headers.add(name: "Content-Type", value: "application/json; charset=utf-8")
        headers.add(name: "Content-Length", value: "\(body.count)")
        headers.add(name: "Connection", value: "close")
        context.write(wrapOutboundOut(.head(HTTPResponseHead(version: .http1_1, status: .badRequest, headers: headers))),
                      promise: nil)
        context.write(wrapOutboundOut(.body(.byteBuffer(context.channel.allocator.buffer(bytes: body)))), promise: nil)
        context.writeAndFlush(wrapOutboundOut(.end(nil))).assumeIsolated().whenComplete { _ in
            context.close(promise: nil)
        }
    }
}
