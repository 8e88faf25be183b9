public import AppIntents
import Foundation
import Logging
import WidgetKitSupport

/// Reloads controls and lists the ones shown: WidgetKit's `ControlCenter` (iOS 18).
///
/// ```swift
/// ControlCenter.shared.reloadControls(ofKind: "com.example.garage")
/// ```
///
/// Calls reach the home screen as `WidgetCenter`'s do: the one running in this process, else
/// the one listening on the data directory's socket; with neither they do nothing. A control
/// also reloads by itself after its intent performed.
public final class ControlCenter: Sendable {
    /// The shared control center.
    public static let shared = ControlCenter()

    private let widgetCenter: WidgetCenter
    private let logger = Logger(label: "WidgetKitLinux.ControlCenter")

    /// A center reaching the home screen the way `widgetCenter` does.
    package init(widgetCenter: WidgetCenter = .shared) {
        self.widgetCenter = widgetCenter
    }

    /// Reloads the templates of every control of `kind`: their value providers are asked again.
    ///
    /// App group `UserDefaults` suites this process changed are saved first, so the value
    /// providers read the new values.
    public func reloadControls(ofKind kind: String) {
        AppGroupPreferences.synchronizeAll()
        guard let handler = widgetCenter.resolvedHandler else {
            logger.debug("reloadControls(ofKind: \(kind)): no host running; ignored")
            return
        }
        handler.reloadControls(ofKind: kind)
    }

    /// Reloads the templates of every control of the app.
    public func reloadAllControls() {
        AppGroupPreferences.synchronizeAll()
        guard let handler = widgetCenter.resolvedHandler else {
            logger.debug("reloadAllControls(): no host running; ignored")
            return
        }
        handler.reloadControls(ofKind: nil)
    }

    /// The controls shown, one for each kind the home screen's Control Center holds.
    public func currentControls() async throws -> [ControlInfo] {
        guard let handler = widgetCenter.resolvedHandler else { return [] }
        return try await handler.currentControls().map { ControlInfo(kind: $0) }
    }
}

/// A control someone added: WidgetKit's `ControlInfo`.
public struct ControlInfo: Sendable, Hashable, Identifiable {
    /// The kind the control's configuration declares.
    public let kind: String
    /// Push information of the control; this host issues no control push tokens.
    public var pushInfo: ControlPushInfo?

    /// The control's stable identity: its kind (the home screen shows one control per kind).
    public var id: String { kind }

    package init(kind: String, pushInfo: ControlPushInfo? = nil) {
        self.kind = kind
        self.pushInfo = pushInfo
    }

    /// The configuration of an `AppIntentControlConfiguration` control: the intent's defaults,
    /// as the home screen shows such controls unconfigured.
    public func configurationIntent<Intent: ControlConfigurationIntent>(of intentType: Intent.Type = Intent.self) -> Intent? {
        Intent()
    }
}

/// Push information of a control: WidgetKit's `ControlPushInfo`.
public struct ControlPushInfo: Sendable, Hashable {
    /// The push token.
    public let token: Data

    package init(token: Data) {
        self.token = token
    }
}
