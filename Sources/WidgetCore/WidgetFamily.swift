/// The size and shape of a widget: WidgetKit's `WidgetFamily`.
///
/// Encodes (`Codable`) as its case name, for example `"systemSmall"`.
public enum WidgetFamily: CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// A small widget (170×170 points on a 430×932 iPhone).
    case systemSmall
    /// A medium widget (364×170).
    case systemMedium
    /// A large widget (364×382).
    case systemLarge
    /// An extra-large widget, iPad only (795×378.5).
    case systemExtraLarge
    /// An extra-large widget in a portrait orientation (378.5×795: `systemExtraLarge`
    /// turned upright). Apple declares it for iOS, iPadOS and macOS 27 and visionOS 26.
    case systemExtraLargePortrait
    /// A corner complication, watchOS.
    case accessoryCorner
    /// A circular accessory (76×76).
    case accessoryCircular
    /// A rectangular accessory (172×76).
    case accessoryRectangular
    /// A single line of text (257×26).
    case accessoryInline

    /// The case name, for example `systemSmall`.
    public var description: String {
        switch self {
        case .systemSmall: "systemSmall"
        case .systemMedium: "systemMedium"
        case .systemLarge: "systemLarge"
        case .systemExtraLarge: "systemExtraLarge"
        case .systemExtraLargePortrait: "systemExtraLargePortrait"
        case .accessoryCorner: "accessoryCorner"
        case .accessoryCircular: "accessoryCircular"
        case .accessoryRectangular: "accessoryRectangular"
        case .accessoryInline: "accessoryInline"
        }
    }

    /// The family named `name` (`"systemSmall"`; also accepts `"small"`, `"medium"`, …).
    package init?(name: String) {
        let lowered = name.lowercased()
        if let family = WidgetFamily.allCases.first(where: { $0.description.lowercased() == lowered }) {
            self = family
            return
        }
        switch lowered {
        case "small": self = .systemSmall
        case "medium": self = .systemMedium
        case "large": self = .systemLarge
        case "extralarge", "extra-large", "xl": self = .systemExtraLarge
        case "extralargeportrait", "extra-large-portrait", "xl-portrait": self = .systemExtraLargePortrait
        case "circular": self = .accessoryCircular
        case "rectangular": self = .accessoryRectangular
        case "inline": self = .accessoryInline
        case "corner": self = .accessoryCorner
        default: return nil
        }
    }

    /// Whether this is a Home Screen family (`system…`) rather than an accessory.
    package var isSystem: Bool {
        switch self {
        case .systemSmall, .systemMedium, .systemLarge, .systemExtraLarge, .systemExtraLargePortrait: true
        default: false
        }
    }
}

extension WidgetFamily: Codable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let name = try container.decode(String.self)
        guard let family = WidgetFamily(name: name) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "Unknown widget family '\(name)'")
        }
        self = family
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}

extension WidgetFamily {
    /// Home-screen families (as opposed to accessory families on the Lock Screen).
    package var isSystemFamily: Bool {
        switch self {
        case .systemSmall, .systemMedium, .systemLarge, .systemExtraLarge, .systemExtraLargePortrait: return true
        default: return false
        }
    }
}
