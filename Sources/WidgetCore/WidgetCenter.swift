package import ActivityKit
import WidgetKitSupport
import Foundation
import Logging

/// Reloads widget timelines and lists the widgets placed on the home screen:
/// WidgetKit's `WidgetCenter`.
///
/// ```swift
/// WidgetCenter.shared.reloadTimelines(ofKind: "com.example.votes")
/// WidgetCenter.shared.reloadAllTimelines()
/// ```
///
/// Calls are carried out by the home screen: the one running in this process if it installed
/// itself, else the one listening on the socket of the data directory
/// (`<data dir>/widgetcenter.sock`, see `WIDGETKIT_DATA_DIR`). With neither they return at once
/// and do nothing, as on a device with no widget placed.
public final class WidgetCenter: @unchecked Sendable {
    /// The shared widget center.
    public static let shared = WidgetCenter()

    /// Where a center looks for a home screen in another process.
    package enum RemoteHost: Sendable {
        /// Nowhere: only a handler installed in this process.
        case none
        /// The socket of the data directory of the process environment, looked up at each call.
        case dataDirectory
        /// The socket at this path.
        case socket(path: String)
    }

    private let handler = LockIsolated<(any WidgetCenterHandler)?>(nil)
    private let remote: RemoteHost
    private let logger = Logger(label: "WidgetKitLinux.WidgetCenter")

    /// A center; `shared` uses `.dataDirectory`.
    package init(remote: RemoteHost = .dataDirectory) {
        self.remote = remote
    }

    /// Installs (or, with `nil`, removes) the object that carries out this center's requests.
    package func install(handler: (any WidgetCenterHandler)?) {
        self.handler.withLock { $0 = handler }
    }

    /// The installed handler, if any.
    package var installedHandler: (any WidgetCenterHandler)? {
        handler.withLock { $0 }
    }

    /// The installed handler, else a client of the home screen's socket if there is one.
    package var resolvedHandler: (any WidgetCenterHandler)? {
        if let installed = installedHandler { return installed }
        let path: String
        switch remote {
        case .none: return nil
        case .dataDirectory: path = WidgetCenterSocket.path()
        case .socket(let socketPath): path = socketPath
        }
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        return WidgetCenterSocketClient(path: path)
    }

    /// Reloads the timelines of every placed widget of this program.
    ///
    /// App group `UserDefaults` suites this process changed are saved first, so the widgets'
    /// providers read the new values.
    public func reloadAllTimelines() {
        AppGroupPreferences.synchronizeAll()
        guard let handler = resolvedHandler else {
            logger.debug("reloadAllTimelines(): no widget host running; ignored")
            return
        }
        handler.reloadAllTimelines()
    }

    /// Reloads the timelines of every placed widget of `kind`.
    ///
    /// App group `UserDefaults` suites this process changed are saved first, so the widgets'
    /// providers read the new values.
    public func reloadTimelines(ofKind kind: String) {
        AppGroupPreferences.synchronizeAll()
        guard let handler = resolvedHandler else {
            logger.debug("reloadTimelines(ofKind: \(kind)): no widget host running; ignored")
            return
        }
        handler.reloadTimelines(ofKind: kind)
    }

    /// Asks for the widgets' configuration recommendations again (`recommendations()` of an
    /// `AppIntentTimelineProvider`). The home screen here reads them each time its gallery is
    /// shown, so there is nothing to invalidate.
    public func invalidateConfigurationRecommendations() {
        logger.debug("invalidateConfigurationRecommendations(): recommendations are read when the gallery is shown")
    }

    /// Retrieves information about the placed widgets.
    ///
    /// Without a host the completion is called at once with an empty list.
    @preconcurrency
    public func getCurrentConfigurations(
        _ completion: @escaping @Sendable (Result<[WidgetInfo], any Error>) -> Void
    ) {
        guard let handler = resolvedHandler else {
            logger.debug("getCurrentConfigurations(_:): no widget host running")
            completion(.success([]))
            return
        }
        Task {
            do {
                completion(.success(try await handler.currentConfigurations()))
            } catch {
                completion(.failure(error))
            }
        }
    }

    /// The push information of this app's widgets (iOS 26): the token a `content-changed` push
    /// goes to. `nil` when the app has no widget configured for push (`pushHandler(_:)`) placed,
    /// or no home screen is running.
    ///
    /// The app is the calling process's: a hosted bundle's extension knows its own; an app
    /// process asking over the socket names its bundle in `WIDGETKIT_APP` (the key of
    /// `serve --bundle KEY=…`), else the home screen answers for the one app with push-enabled
    /// widgets (docs/WIDGET-PUSH.md).
    public var currentPushInfo: WidgetPushInfo? {
        get async {
            guard let handler = resolvedHandler else { return nil }
            let app = ProcessInfo.processInfo.environment["WIDGETKIT_APP"].flatMap { $0.isEmpty ? nil : $0 }
            do {
                return try await handler.pushInfo(app: app)
            } catch {
                logger.debug("currentPushInfo: \(error)")
                return nil
            }
        }
    }

    /// Retrieves information about the placed widgets.
    public func currentConfigurations() async throws -> [WidgetInfo] {
        guard let handler = resolvedHandler else {
            logger.debug("currentConfigurations(): no widget host running")
            return []
        }
        return try await handler.currentConfigurations()
    }
}

/// Carries out `WidgetCenter` requests: the scheduler of the home screen in this process, or
/// `WidgetCenterSocketClient`, which forwards them to a home screen in another process.
package protocol WidgetCenterHandler: Sendable {
    /// Reloads every widget's timeline. Must return promptly.
    func reloadAllTimelines()
    /// Reloads the timelines of the widgets of `kind`. Must return promptly.
    func reloadTimelines(ofKind kind: String)
    /// The placed widgets.
    func currentConfigurations() async throws -> [WidgetInfo]
    /// The placed widgets when the handler can list them without waiting (the scheduler can);
    /// `nil` makes the socket listener wait for `currentConfigurations()` instead.
    func placedWidgetsWithoutWaiting() -> [WidgetInfo]?
    /// Answers a Live Activity request of an app (ActivityKit's `Activity`, over the socket).
    /// Must return promptly.
    func handleActivity(_ request: ActivityHostRequest) -> ActivityHostReply
    /// Reloads the controls of `kind` (every control with `nil`): `ControlCenter`. Must return
    /// promptly.
    func reloadControls(ofKind kind: String?)
    /// The kinds of the controls shown.
    func currentControls() async throws -> [String]
    /// The kinds of the controls shown when the handler can list them without waiting (the home
    /// screen can); `nil` makes the socket listener wait for `currentControls()` instead.
    func controlKindsWithoutWaiting() -> [String]?
    /// The widget push information of app `app` (a hosted bundle's key; `nil`: the one app with
    /// push-enabled widgets, else the serving program's), `nil` when it has none.
    func pushInfo(app: String?) async throws -> WidgetPushInfo?
}

extension WidgetCenterHandler {
    package func placedWidgetsWithoutWaiting() -> [WidgetInfo]? { nil }

    /// A handler that shows no controls reloads none.
    package func reloadControls(ofKind kind: String?) {}
    /// A handler that shows no controls lists none.
    package func currentControls() async throws -> [String] { [] }
    package func controlKindsWithoutWaiting() -> [String]? { nil }
    /// A handler that issues no push tokens has none.
    package func pushInfo(app: String?) async throws -> WidgetPushInfo? { nil }

    /// A handler that keeps no Live Activities refuses every request.
    package func handleActivity(_ request: ActivityHostRequest) -> ActivityHostReply {
        ActivityHostReply(error: "This home screen keeps no Live Activities.")
    }
}
