/// Information about a widget someone placed on the home screen: WidgetKit's `WidgetInfo`.
@preconcurrency
public struct WidgetInfo: Hashable, Identifiable, Sendable, CustomStringConvertible {
    /// The string specified when creating the widget's configuration.
    public let kind: String
    /// The size of the widget.
    public let family: WidgetFamily
    /// The user-edited configuration of a configurable widget; `nil` for a static one.
    ///
    /// An approximation until intents land: cast it to your configuration type
    /// (`info.configuration as? MyIntent`).
    public let configuration: (any Sendable)?
    /// The host's identifier of the placed widget; it makes two placements of the same kind
    /// and family distinct.
    package let instanceID: String

    package init(kind: String, family: WidgetFamily, configuration: (any Sendable)? = nil, instanceID: String) {
        self.kind = kind
        self.family = family
        self.configuration = configuration
        self.instanceID = instanceID
    }

    /// The stable identity of the widget.
    public var id: WidgetInfo { self }

    public static func == (lhs: WidgetInfo, rhs: WidgetInfo) -> Bool {
        lhs.instanceID == rhs.instanceID && lhs.kind == rhs.kind && lhs.family == rhs.family
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(instanceID)
        hasher.combine(kind)
        hasher.combine(family)
    }

    public var description: String { "WidgetInfo(kind: \(kind), family: \(family))" }
}
