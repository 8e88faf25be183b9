import Foundation
import WidgetKit

/// Receives the Tally widget's push token (iOS 26): a server that keeps the tally for several
/// devices pushes `content-changed` to it when the count changes elsewhere, and the widget
/// reloads. The app reads the token from the app group to send it to that server.
struct TallyPushHandler: WidgetPushHandler {
    static let tokenKey = "pushToken"
    static let widgetsKey = "pushWidgets"

    func pushTokenDidChange(_ pushInfo: WidgetPushInfo, widgets: [WidgetInfo]) {
        guard let defaults = TallyStore.defaults else { return }
        let hex = pushInfo.token.map { String(format: "%02x", $0) }.joined()
        defaults.set(hex, forKey: Self.tokenKey)
        defaults.set(widgets.count, forKey: Self.widgetsKey)
        defaults.synchronize()
    }
}
