import ConfigurationSchema
import Foundation
import ArgumentParser
import ViewCore
import WidgetCore
import WidgetRendering

/// Options shared by the commands that pick a widget and an environment.
struct WidgetOptions: ParsableArguments {
    @Argument(help: "The widget kind (see `list`).") var kind: String

    @Option(help: "The family: systemSmall, systemMedium, systemLarge, systemExtraLarge, systemExtraLargePortrait, accessoryCircular, accessoryRectangular, accessoryInline.")
    var family: String?

    @Option(help: ArgumentHelp(
        "A configurable widget's configuration: a JSON object of parameter values, or @file to read it.",
        discussion: "For example --configuration '{\"country\": \"gb\"}'. Parameters left out keep their defaults; values are checked like the home screen's Edit form checks them."))
    var configuration: String?

    /// The descriptor and family, validated.
    func resolve() throws -> (WidgetDescriptor, WidgetFamily) {
        let registry = try ProgramState.current
        guard let descriptor = registry[kind] else {
            throw ValidationError("Unknown widget kind '\(kind)'. Known kinds: \(registry.kinds.joined(separator: ", ")).")
        }
        let chosen: WidgetFamily
        if let family {
            guard let parsed = WidgetFamily(name: family) else {
                throw ValidationError("Unknown family '\(family)'. Families: \(WidgetFamily.allCases.map(\.description).joined(separator: ", ")).")
            }
            chosen = parsed
        } else {
            chosen = descriptor.supportedFamilies.first ?? .systemSmall
        }
        guard descriptor.supportedFamilies.contains(chosen) else {
            throw ValidationError("Widget '\(kind)' does not support \(chosen). It supports: \(descriptor.supportedFamilies.map(\.description).joined(separator: ", ")).")
        }
        return (descriptor, chosen)
    }
}

extension WidgetOptions {
    /// The configuration to give the provider: the widget's defaults, with `--configuration`'s
    /// values checked and applied; `nil` for a static widget.
    func resolvedConfiguration(for descriptor: WidgetDescriptor) async throws -> Data? {
        guard let schema = descriptor.configurationSchema else {
            if configuration != nil {
                throw ValidationError("Widget '\(descriptor.kind)' has nothing to configure; leave out --configuration.")
            }
            return nil
        }
        let defaults = await schema.defaultConfiguration()
        guard let configuration else { return JSONValue.object(defaults).jsonData }
        var text = configuration
        if text.hasPrefix("@") {
            let path = String(text.dropFirst())
            guard let data = FileManager.default.contents(atPath: path) else {
                throw ValidationError("Cannot read the configuration file '\(path)'.")
            }
            text = String(decoding: data, as: UTF8.self)
        }
        do {
            let submitted = try JSONValue.parse(Data(text.utf8))
            return JSONValue.object(try await schema.validate(submitted, current: defaults)).jsonData
        } catch let error as ConfigurationError {
            throw ValidationError("Invalid --configuration for '\(descriptor.kind)': \(error.message).")
        }
    }
}

/// Parses ISO 8601 dates ("2026-11-22T09:00:00Z", with or without seconds or zone) and "now".
func parseDate(_ text: String) throws -> Date {
    if text == "now" { return Date() }
    let withZone = ISO8601DateFormatter()
    if let date = withZone.date(from: text) { return date }
    for format in ["yyyy-MM-dd'T'HH:mm:ss", "yyyy-MM-dd'T'HH:mm", "yyyy-MM-dd"] {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = format
        if let date = formatter.date(from: text) { return date }
    }
    throw ValidationError("Cannot read the date '\(text)': use ISO 8601, e.g. 2026-11-22T09:00:00Z.")
}

/// Parses durations such as "90s", "15m", "1h", "1d", "1h30m".
func parseDuration(_ text: String) throws -> TimeInterval {
    var total: TimeInterval = 0
    var number = ""
    for character in text {
        if character.isNumber || character == "." {
            number.append(character)
            continue
        }
        guard let value = Double(number) else { throw ValidationError("Cannot read the duration '\(text)': use e.g. 90s, 15m, 1h, 1d.") }
        switch character {
        case "s": total += value
        case "m": total += value * 60
        case "h": total += value * 3600
        case "d": total += value * 86_400
        default: throw ValidationError("Cannot read the duration '\(text)': use e.g. 90s, 15m, 1h, 1d.")
        }
        number = ""
    }
    if !number.isEmpty {
        guard let value = Double(number) else { throw ValidationError("Cannot read the duration '\(text)'.") }
        total += value
    }
    guard total > 0 else { throw ValidationError("The duration '\(text)' must be positive.") }
    return total
}

/// Parses `light` or `dark`.
func parseColorScheme(_ text: String) throws -> ColorScheme {
    guard let scheme = ColorScheme(name: text.lowercased()) else { throw ValidationError("Unknown color scheme '\(text)': use light or dark.") }
    return scheme
}

/// Parses a Dynamic Type size name.
func parseDynamicTypeSize(_ text: String) throws -> DynamicTypeSize {
    guard let size = DynamicTypeSize(name: text) else {
        throw ValidationError("Unknown text size '\(text)'. Sizes: \(DynamicTypeSize.allCases.map(\.name).joined(separator: ", ")).")
    }
    return size
}

/// Parses `vibrant`, `accented` or `fullColor`.
func parseRenderingMode(_ text: String) throws -> WidgetRenderingMode {
    guard let mode = WidgetRenderingMode(name: text) else {
        throw ValidationError("Unknown rendering mode '\(text)': use vibrant, accented or fullColor.")
    }
    return mode
}

/// Parses `png`, `svg`, `html`, `fragment` or `displayList`.
func parseFormat(_ text: String) throws -> RenderFormat {
    guard let format = RenderFormat(name: text) else {
        throw ValidationError("Unknown format '\(text)': use \(RenderFormat.allCases.map(\.rawValue).joined(separator: ", ")).")
    }
    return format
}
