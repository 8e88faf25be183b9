package import WidgetKitSupport
package import AppIntents
package import ConfigurationSchema
import Foundation
package import Intents
import Logging

/// How a configurable widget's configuration is described, decoded and reported: the bridge
/// between the host (which stores JSON) and the widget's intent type.
package struct WidgetConfigurationSupport: Sendable {
    /// The schema, given the bundle's Intents extension (ignored by App Intents).
    package let schema: @Sendable (INExtension.Type?) -> ConfigurationSchema
    /// The configured intent for `WidgetInfo`, in this process.
    package let intent: @Sendable ([String: JSONValue]) async -> UncheckedSendable<Any>?

    package init<Intent: INIntent>(intentType: Intent.Type) {
        schema = { Intent.configurationSchema(extension: $0) }
        intent = { UncheckedSendable(Intent.make(from: $0)) }
    }

    package init<Intent: WidgetConfigurationIntent>(appIntentType: Intent.Type) {
        schema = { _ in Intent.configurationSchema() }
        intent = { configuration in
            (try? await Intent.make(from: configuration)).map { UncheckedSendable($0) }
        }
    }

    /// A stored configuration as an object: `{}` for none or unreadable JSON (logged).
    package static func object(from data: Data?) -> [String: JSONValue] {
        guard let data, !data.isEmpty else { return [:] }
        guard let object = (try? JSONValue.parse(data))?.objectValue else {
            Logger(label: "WidgetKitLinux.WidgetCore").error("A stored widget configuration is not a JSON object; using defaults")
            return [:]
        }
        return object
    }
}

extension WidgetDescriptor {
    /// The descriptor of a widget a person configures through the parameters of an intent type
    /// (an App Intent's or an `.intentdefinition` one's) named `intentTypeName`, with `support`
    /// (its parameters and defaults) registered for `kind`.
    @MainActor
    static func configurable(
        kind: String, intentTypeName: String, support: WidgetConfigurationSupport, provider: AnyTimelineProvider,
        content: WidgetContent
    ) -> WidgetDescriptor {
        var descriptor = WidgetDescriptor(
            kind: kind, configurationKind: .parameters(typeName: intentTypeName), provider: provider, content: content)
        descriptor.configuration = support
        ConfigurationSupportRegistry.register(support, kind: kind)
        return descriptor
    }
}

/// The configurable widgets this process has declared, by kind, so `WidgetCenter` can decode
/// the configurations a host in another process reports.
package enum ConfigurationSupportRegistry {
    private static let supports = LockIsolated<[String: WidgetConfigurationSupport]>([:])

    package static func register(_ support: WidgetConfigurationSupport, kind: String) {
        supports.withLock { $0[kind] = support }
    }

    package static func support(kind: String) -> WidgetConfigurationSupport? {
        supports.withLock { $0[kind] }
    }
}
