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
/// Calls are forwarded to the host installed in this process (the home screen installs its
/// scheduler). Without one they return at once and do nothing, as on a device with no widget
/// placed.
public final class WidgetCenter: @unchecked Sendable {
    /// The shared widget center.
    public static let shared = WidgetCenter()

    private let handler = LockIsolated<(any WidgetCenterHandler)?>(nil)
    private let logger = Logger(label: "WidgetKitLinux.WidgetCenter")

    package init() {}

    /// Installs (or, with `nil`, removes) the object that carries out this center's requests.
    package func install(handler: (any WidgetCenterHandler)?) {
        self.handler.withLock { $0 = handler }
    }

    /// The installed handler, if any.
    package var installedHandler: (any WidgetCenterHandler)? {
        handler.withLock { $0 }
    }

    /// Reloads the timelines of every placed widget of this program.
    public func reloadAllTimelines() {
        guard let handler = installedHandler else {
            logger.debug("reloadAllTimelines(): no widget host in this process; ignored")
            return
        }
        handler.reloadAllTimelines()
    }

    /// Reloads the timelines of every placed widget of `kind`.
    public func reloadTimelines(ofKind kind: String) {
        guard let handler = installedHandler else {
            logger.debug("reloadTimelines(ofKind: \(kind)): no widget host in this process; ignored")
            return
        }
        handler.reloadTimelines(ofKind: kind)
    }

    /// Retrieves information about the placed widgets.
    ///
    /// Without a host the completion is called at once with an empty list.
    @preconcurrency
    public func getCurrentConfigurations(
        _ completion: @escaping @Sendable (Result<[WidgetInfo], any Error>) -> Void
    ) {
        guard let handler = installedHandler else {
            logger.debug("getCurrentConfigurations(_:): no widget host in this process")
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

    /// Retrieves information about the placed widgets.
    public func currentConfigurations() async throws -> [WidgetInfo] {
        guard let handler = installedHandler else {
            logger.debug("currentConfigurations(): no widget host in this process")
            return []
        }
        return try await handler.currentConfigurations()
    }
}

/// Carries out `WidgetCenter` requests: the scheduler of the home screen in this process, or
/// a client that forwards them to a running host.
package protocol WidgetCenterHandler: Sendable {
    /// Reloads every widget's timeline. Must return promptly.
    func reloadAllTimelines()
    /// Reloads the timelines of the widgets of `kind`. Must return promptly.
    func reloadTimelines(ofKind kind: String)
    /// The placed widgets.
    func currentConfigurations() async throws -> [WidgetInfo]
}
