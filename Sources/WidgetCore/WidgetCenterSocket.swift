package import ActivityKit
package import ConfigurationSchema
package import Foundation
package import HostSocket

/// How `WidgetCenter` calls reach a home screen running in another process: a Unix socket in
/// the data directory, `<data dir>/widgetcenter.sock`, readable by its owner only.
///
/// The wire format is one JSON object per connection each way:
/// `{"op":"reloadAll"}`, `{"op":"reloadKind","kind":"…"}` (no reply) and
/// `{"op":"configurations"}` → `{"widgets":[{"kind":…,"family":…,"id":…,"configuration":{…}}]}`,
/// `ControlCenter`'s `{"op":"reloadControls","kind":…}` (no reply) and `{"op":"controls"}` →
/// `{"controls":["kind", …]}`, `WidgetCenter.currentPushInfo`'s `{"op":"pushInfo","app":…}` →
/// `{"pushToken":"<64 hex digits>"}` (absent: none),
/// and ActivityKit's `{"op":"activity","activity":{…}}` → an `ActivityHostReply`. The bytes go
/// through `LocalSocket` (HostSocket), which ActivityKit's app side uses too.
package enum WidgetCenterSocket {
    /// The socket's path for `environment` (see `WidgetDataDirectory`).
    package static func path(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        DataDirectoryLocation.socketPath(environment: environment)
    }

    package struct Request: Codable, Sendable, Equatable {
        package enum Operation: String, Codable, Sendable {
            case reloadAll, reloadKind, configurations
            /// `ControlCenter`'s reloads (`kind` absent: every control); no reply.
            case reloadControls
            /// `ControlCenter.currentControls()` → `{"controls":["kind", …]}`.
            case controls
            /// A Live Activity request of the app side (`ActivityHostRequest`); the reply is an
            /// `ActivityHostReply`.
            case activity
            /// `WidgetCenter.currentPushInfo` of app `app` → `{"pushToken":…}`.
            case pushInfo
        }

        package var op: Operation
        package var kind: String?
        package var activity: ActivityHostRequest?
        /// For `pushInfo`: the app asking (a hosted bundle's key), if it says.
        package var app: String?

        package init(op: Operation, kind: String? = nil, activity: ActivityHostRequest? = nil, app: String? = nil) {
            self.op = op
            self.kind = kind
            self.activity = activity
            self.app = app
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
        /// The kinds of the controls shown (`controls`).
        package var controls: [String]?
        /// The app's widget push token, 64 hexadecimal digits (`pushInfo`); absent when it has none.
        package var pushToken: String?
        package var error: String?

        package init(widgets: [Widget]? = nil, controls: [String]? = nil, pushToken: String? = nil, error: String? = nil) {
            self.widgets = widgets
            self.controls = controls
            self.pushToken = pushToken
            self.error = error
        }
    }

    /// Errors of the socket transport (the transport is `LocalSocket`, shared with ActivityKit).
    package typealias TransportError = LocalSocket.Failure
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

    package func reloadControls(ofKind kind: String?) {
        _ = try? exchange(WidgetCenterSocket.Request(op: .reloadControls, kind: kind), expectsReply: false)
    }

    /// The kinds of the controls shown; none when no home screen is running.
    package func currentControls() async throws -> [String] {
        let reply = try await replyOffThePool(to: WidgetCenterSocket.Request(op: .controls), empty: #"{"controls":[]}"#)
        return reply.controls ?? []
    }

    /// The reply to `request`, exchanged on a thread of its own (the exchange blocks); `empty`
    /// when no home screen is running.
    private func replyOffThePool(to request: WidgetCenterSocket.Request, empty: String) async throws -> WidgetCenterSocket.Reply {
        let client = self
        let data = try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Data?, any Error>) in
            Thread.detachNewThread {
                continuation.resume(with: Result {
                    do {
                        return try client.exchange(request, expectsReply: true)
                    } catch let error as WidgetCenterSocket.TransportError where error.isNoHost {
                        return Data(empty.utf8)
                    }
                })
            }
        }
        let reply = try JSONDecoder().decode(WidgetCenterSocket.Reply.self, from: data ?? Data())
        if let error = reply.error { throw WidgetCenterSocket.TransportError(error) }
        return reply
    }

    /// The widget push token of `app`; none when no home screen is running.
    package func pushInfo(app: String?) async throws -> WidgetPushInfo? {
        let reply = try await replyOffThePool(to: WidgetCenterSocket.Request(op: .pushInfo, app: app), empty: "{}")
        return reply.pushToken.flatMap(WidgetPushToken.init(hex:)).map { WidgetPushInfo(token: $0.data) }
    }

    /// The placed widgets; none when no home screen is running.
    package func currentConfigurations() async throws -> [WidgetInfo] {
        let reply = try await replyOffThePool(to: WidgetCenterSocket.Request(op: .configurations), empty: #"{"widgets":[]}"#)
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
        try LocalSocket.exchange(path: path, request: try JSONEncoder().encode(request), timeout: timeout,
                                 expectsReply: expectsReply)
    }
}
