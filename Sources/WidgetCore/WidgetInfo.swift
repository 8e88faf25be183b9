public import AppIntents
package import ConfigurationSchema
public import Intents

/// Information about a widget someone placed on the home screen: WidgetKit's `WidgetInfo`.
public struct WidgetInfo: Hashable, Identifiable, @unchecked Sendable, CustomStringConvertible {
    // @unchecked: the intent values are read-only snapshots made for this value.

    /// The string specified when creating the widget's configuration.
    public let kind: String
    /// The size of the widget.
    public let family: WidgetFamily
    /// The configuration of a widget configured through an `.intentdefinition` intent, or
    /// `nil`. Cast it to the intent class: `info.configuration as? SelectCountryIntent`.
    public let configuration: INIntent?
    /// The configuration's values as stored (JSON), or `nil` for a static widget.
    package let configurationValues: [String: JSONValue]?
    /// The configured App Intent, decoded in the host.
    private let appIntent: (any WidgetConfigurationIntent)?
    /// The host's identifier of the placed widget; it makes two placements of the same kind
    /// and family distinct.
    package let instanceID: String

    package init(
        kind: String, family: WidgetFamily, configuration: INIntent? = nil,
        configurationValues: [String: JSONValue]? = nil, appIntent: (any WidgetConfigurationIntent)? = nil,
        instanceID: String
    ) {
        self.kind = kind
        self.family = family
        self.configuration = configuration
        self.configurationValues = configurationValues
        self.appIntent = appIntent
        self.instanceID = instanceID
    }

    /// The configuration of a widget configured through an App Intent, or `nil` if the widget
    /// uses another type: WidgetKit's `widgetConfigurationIntent(of:)`.
    public func widgetConfigurationIntent<Intent: WidgetConfigurationIntent>(of type: Intent.Type = Intent.self) -> Intent? {
        appIntent as? Intent
    }

    /// The stable identity of the widget.
    public var id: WidgetInfo { self }

    public static func == (lhs: WidgetInfo, rhs: WidgetInfo) -> Bool {
        lhs.instanceID == rhs.instanceID && lhs.kind == rhs.kind && lhs.family == rhs.family
            && lhs.configurationValues == rhs.configurationValues
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(instanceID)
        hasher.combine(kind)
        hasher.combine(family)
    }

    public var description: String { "WidgetInfo(kind: \(kind), family: \(family))" }
}

extension WidgetInfo {
    /// A description of a placed widget with its configuration decoded by `support` (the
    /// widget's own intent type, in this process).
    package static func make(
        kind: String, family: WidgetFamily, configuration: [String: JSONValue]?,
        support: WidgetConfigurationSupport?, instanceID: String
    ) async -> WidgetInfo {
        guard let support else {
            return WidgetInfo(kind: kind, family: family, configurationValues: configuration, instanceID: instanceID)
        }
        let decoded = await support.intent(configuration ?? [:])?.value
        return WidgetInfo(
            kind: kind, family: family, configuration: decoded as? INIntent, configurationValues: configuration ?? [:],
            appIntent: decoded as? any WidgetConfigurationIntent, instanceID: instanceID)
    }
}
