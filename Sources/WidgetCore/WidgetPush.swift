public import Foundation
import ActivityKit

/// A widget's push information: WidgetKit's `WidgetPushInfo` (iOS 26). Its `token` is what the
/// app's server sends a `content-changed` push to, so the widgets reload.
///
/// On this home screen a token is 32 bytes issued per app (every push-enabled widget of an app
/// shares it, as on iOS) and pushes go to `POST /api/push/{token in hex}` (docs/WIDGET-PUSH.md).
public struct WidgetPushInfo: Sendable, Hashable, CustomStringConvertible {
    /// The push token.
    public let token: Data

    package init(token: Data) {
        self.token = token
    }

    /// The token as the 64 hexadecimal digits a push is addressed to.
    public var description: String { WidgetPushToken(data: token).hex }
}

/// A push token: 32 bytes, written as 64 lowercase hexadecimal digits in URLs and messages.
package struct WidgetPushToken: Sendable, Hashable {
    package let data: Data

    package init(data: Data) {
        self.data = data
    }

    /// The token `hex` spells (64 hexadecimal digits, either case); `nil` for anything else.
    package init?(hex: String) {
        guard hex.utf8.count == 64, let data = ActivityHost.bytes(hex: hex) else { return nil }
        self.data = data
    }

    /// A new random token.
    package static func random() -> WidgetPushToken {
        var generator = SystemRandomNumberGenerator()
        return WidgetPushToken(data: Data((0..<32).map { _ in UInt8.random(in: .min ... .max, using: &generator) }))
    }

    /// The 64 lowercase hexadecimal digits.
    package var hex: String {
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        text.reserveCapacity(data.count * 2)
        for byte in data {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0f)])
        }
        return String(decoding: text, as: UTF8.self)
    }
}

/// Receives a widget's push token when it is issued or changes, and the widgets it serves
/// (WidgetKit's `WidgetPushHandler`, iOS 26): send it to the server that pushes.
///
/// ```swift
/// struct ScorePushHandler: WidgetPushHandler {
///     func pushTokenDidChange(_ pushInfo: WidgetPushInfo, widgets: [WidgetInfo]) {
///         ScoreServer.register(token: pushInfo.token, kinds: widgets.map(\.kind))
///     }
/// }
///
/// StaticConfiguration(kind: "Score", provider: ScoreProvider()) { ScoreView(entry: $0) }
///     .pushHandler(ScorePushHandler.self)
/// ```
///
/// The home screen makes the handler with `init()` and calls it where the widget runs: on the
/// main actor of the serving program, or in a hosted bundle's extension process. It is called
/// when the app's token is issued (the first time a push-enabled widget of it is placed) and
/// each time the set of its placed push-enabled widgets changes, with that set.
public protocol WidgetPushHandler {
    /// Makes a handler; the home screen makes one for each call.
    init()

    /// The app's push token was issued or changed, or the widgets it reaches changed.
    ///
    /// - Parameters:
    ///   - pushInfo: The token to push to.
    ///   - widgets: The placed widgets of the app that are configured for push.
    func pushTokenDidChange(_ pushInfo: WidgetPushInfo, widgets: [WidgetInfo])
}

/// Receives the push tokens of controls (WidgetKit's `ControlPushHandler`, iOS 26).
///
/// It compiles so controls written for iOS 26 build unchanged; this home screen issues no
/// control push tokens (``ControlInfo/pushInfo`` is `nil`), so it is never called.
public protocol ControlPushHandler {
    /// Makes a handler.
    init()

    /// The controls' push tokens changed.
    func pushTokensDidChange(controls: [ControlInfo])
}

extension WidgetConfiguration {
    /// Configures the widget for push updates: the app's push token is issued to
    /// `pushHandlerType`, and a `content-changed` push to it reloads the widget's timeline
    /// (docs/WIDGET-PUSH.md).
    @MainActor @preconcurrency
    public func pushHandler(_ pushHandlerType: any WidgetPushHandler.Type) -> some WidgetConfiguration {
        modified(.pushHandler(WidgetPushHandlerType(pushHandlerType)))
    }
}

extension ControlWidgetConfiguration {
    /// Names the type that receives the control's push tokens. This home screen issues none
    /// (see ``ControlPushHandler``), so the control is drawn and driven as without it.
    @MainActor @preconcurrency
    public func pushHandler(_ pushHandlerType: any ControlPushHandler.Type) -> some ControlWidgetConfiguration {
        self
    }
}

/// A widget's push handler type, kept in its descriptor.
package struct WidgetPushHandlerType: @unchecked Sendable {
    // @unchecked: a metatype; the handler is made and called on the main actor only.
    package let type: any WidgetPushHandler.Type

    package init(_ type: any WidgetPushHandler.Type) {
        self.type = type
    }

    /// The handler type's name, for logs.
    package var name: String { String(describing: type) }

    /// Makes a handler and tells it `pushInfo` and `widgets`.
    @MainActor
    package func announce(_ pushInfo: WidgetPushInfo, widgets: [WidgetInfo]) {
        type.init().pushTokenDidChange(pushInfo, widgets: widgets)
    }
}
