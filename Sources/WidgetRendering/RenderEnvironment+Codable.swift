import Foundation
import ViewCore
import WidgetCore

/// A render environment as JSON: what an extension process is asked to lay out in (module
/// `WidgetExtension`). Families, schemes and rendering modes travel as their names, locales and
/// time zones as their identifiers, so the form reads the same in a log as in the code.
extension RenderEnvironment: Codable {
    private enum CodingKeys: String, CodingKey {
        case family, colorScheme, dynamicTypeSize, locale, timeZone, date, displayScale
        case showsContainerBackground, isPlaceholder, renderingMode, systemLook
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(family.description, forKey: .family)
        try container.encode(colorScheme.name, forKey: .colorScheme)
        try container.encode(dynamicTypeSize.rawValue, forKey: .dynamicTypeSize)
        try container.encode(locale.identifier, forKey: .locale)
        try container.encode(timeZone.identifier, forKey: .timeZone)
        try container.encode(date, forKey: .date)
        try container.encode(displayScale, forKey: .displayScale)
        try container.encode(showsContainerBackground, forKey: .showsContainerBackground)
        try container.encode(isPlaceholder, forKey: .isPlaceholder)
        try container.encodeIfPresent(renderingMode?.description, forKey: .renderingMode)
        try container.encode(systemLook, forKey: .systemLook)
    }

    /// Decodes the form ``encode(to:)`` writes; an unknown family, scheme, text size or
    /// rendering mode is a `DecodingError` that names it.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let familyName = try container.decode(String.self, forKey: .family)
        guard let family = WidgetFamily(name: familyName) else {
            throw DecodingError.dataCorruptedError(forKey: .family, in: container, debugDescription: "Unknown family '\(familyName)'.")
        }
        let schemeName = try container.decode(String.self, forKey: .colorScheme)
        guard let colorScheme = ColorScheme(name: schemeName) else {
            throw DecodingError.dataCorruptedError(forKey: .colorScheme, in: container, debugDescription: "Unknown color scheme '\(schemeName)'.")
        }
        let sizeValue = try container.decode(Int.self, forKey: .dynamicTypeSize)
        guard let dynamicTypeSize = DynamicTypeSize(rawValue: sizeValue) else {
            throw DecodingError.dataCorruptedError(
                forKey: .dynamicTypeSize, in: container, debugDescription: "Unknown dynamic type size \(sizeValue).")
        }
        let modeName = try container.decodeIfPresent(String.self, forKey: .renderingMode)
        let renderingMode: WidgetRenderingMode?
        switch modeName {
        case nil: renderingMode = nil
        case "fullColor": renderingMode = .fullColor
        case "accented": renderingMode = .accented
        case "vibrant": renderingMode = .vibrant
        case let name?:
            throw DecodingError.dataCorruptedError(forKey: .renderingMode, in: container, debugDescription: "Unknown rendering mode '\(name)'.")
        }
        let timeZoneIdentifier = try container.decode(String.self, forKey: .timeZone)
        guard let timeZone = TimeZone(identifier: timeZoneIdentifier) else {
            throw DecodingError.dataCorruptedError(forKey: .timeZone, in: container, debugDescription: "Unknown time zone '\(timeZoneIdentifier)'.")
        }
        var environment = RenderEnvironment(
            family: family, colorScheme: colorScheme, dynamicTypeSize: dynamicTypeSize,
            locale: Locale(identifier: try container.decode(String.self, forKey: .locale)), timeZone: timeZone,
            date: try container.decode(Date.self, forKey: .date),
            displayScale: try container.decode(Double.self, forKey: .displayScale),
            showsContainerBackground: try container.decode(Bool.self, forKey: .showsContainerBackground),
            isPlaceholder: try container.decode(Bool.self, forKey: .isPlaceholder),
            renderingMode: renderingMode)
        // Older hosts send no look: they drew iOS 26's.
        environment.systemLook = try container.decodeIfPresent(SystemLook.self, forKey: .systemLook) ?? .iOS26
        self = environment
    }
}
