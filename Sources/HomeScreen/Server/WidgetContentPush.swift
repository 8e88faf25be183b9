import Foundation

/// A widget push as a server sends it to APNs (WidgetKit, iOS 26): `apns-push-type: widgets`,
/// `apns-topic: <bundle id>.push-type.widgets` and the body `{"aps": {"content-changed": true}}`
/// (docs/WIDGET-PUSH.md). It carries no data: the widgets' providers are asked again.
enum WidgetContentPush {
    /// Throws the ``LiveActivityPush/Refusal`` APNs (or the device) would give a push that is
    /// not a widget push; the headers may be absent.
    static func check(body: Data, headers: LiveActivityPush.Headers) throws(LiveActivityPush.Refusal) {
        if let type = headers.pushType?.trimmingCharacters(in: .whitespaces), type != "widgets" {
            throw LiveActivityPush.Refusal(
                status: 400, reason: "InvalidPushType",
                message: "apns-push-type is '\(type.prefix(40))'; a widget push token takes 'widgets' pushes.")
        }
        if let topic = headers.topic, !topic.hasSuffix(".push-type.widgets") {
            throw LiveActivityPush.Refusal(status: 400, reason: "BadTopic",
                                           message: "A widget push's apns-topic is '<bundle id>.push-type.widgets'.")
        }
        if let text = headers.priority {
            guard let value = Int(text.trimmingCharacters(in: .whitespaces)), [1, 5, 10].contains(value) else {
                throw LiveActivityPush.Refusal(status: 400, reason: "BadPriority", message: "apns-priority must be 10, 5 or 1.")
            }
        }
        let aps = try LiveActivityPush.apsObject(of: body)
        guard case .bool(true)? = aps["content-changed"] else {
            throw .payload("A widget push's aps must have \"content-changed\": true.")
        }
    }
}
