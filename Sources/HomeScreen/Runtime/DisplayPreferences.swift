import Foundation
package import ViewCore
package import WidgetRendering

/// Light, dark, or following the viewer's system setting.
package enum Appearance: String, Sendable, Hashable, CaseIterable {
    case light, dark, automatic

    /// Parses `light`, `dark`, `automatic` (or `auto`, `system`).
    package init?(name: String) {
        switch name.lowercased() {
        case "light": self = .light
        case "dark": self = .dark
        case "automatic", "auto", "system": self = .automatic
        default: return nil
        }
    }

    /// What a person reads in the appearance menu.
    package var title: String {
        switch self {
        case .light: "Light"
        case .dark: "Dark"
        case .automatic: "Automatic"
        }
    }
}

/// How the viewer wants widgets shown: appearance, text size and language.
///
/// Read from the query (`appearance` or `colorScheme`, `dynamicTypeSize`, `locale`), else from the
/// cookies the page sets (`wk_appearance`, `wk_dynamicTypeSize`, `wk_locale`), else the defaults
/// (automatic, `large`, `en`). Every render of a page, fragment or image honours them.
///
/// ```swift
/// let preferences = try DisplayPreferences(query: ["appearance": "dark"], cookies: [:])
/// preferences.queryString   // "appearance=dark&dynamicTypeSize=large&locale=en"
/// ```
package struct DisplayPreferences: Sendable, Hashable {
    /// Light, dark or automatic.
    package var appearance: Appearance = .automatic
    /// The text size.
    package var dynamicTypeSize: DynamicTypeSize = .large
    /// The language, a locale identifier such as `en` or `zh-Hans`.
    package var locale: String = "en"

    /// The cookie names.
    package static let appearanceCookie = "wk_appearance"
    package static let dynamicTypeSizeCookie = "wk_dynamicTypeSize"
    package static let localeCookie = "wk_locale"

    /// The defaults.
    package init() {}

    /// Preferences from `query`, falling back to `cookies`. A malformed query value throws
    /// (the request is answered with 400); a malformed cookie is ignored.
    package init(query: [String: String], cookies: [String: String]) throws {
        if let value = query["appearance"] ?? query["colorScheme"] {
            guard let appearance = Appearance(name: value) else {
                throw RequestError.badRequest(
                    "Unknown appearance '\(value)': use \(Appearance.allCases.map(\.rawValue).joined(separator: ", ")).")
            }
            self.appearance = appearance
        } else if let value = cookies[Self.appearanceCookie], let appearance = Appearance(name: value) {
            self.appearance = appearance
        }
        if let value = query["dynamicTypeSize"] {
            guard let size = DynamicTypeSize(name: value) else {
                throw RequestError.badRequest(
                    "Unknown text size '\(value)': use \(DynamicTypeSize.allCases.map(\.name).joined(separator: ", ")).")
            }
            dynamicTypeSize = size
        } else if let value = cookies[Self.dynamicTypeSizeCookie], let size = DynamicTypeSize(name: value) {
            dynamicTypeSize = size
        }
        if let value = query["locale"] {
            guard Self.isLocaleIdentifier(value) else {
                throw RequestError.badRequest("Malformed locale '\(value)': use an identifier such as en, en_US or zh-Hans.")
            }
            locale = value
        } else if let value = cookies[Self.localeCookie], Self.isLocaleIdentifier(value) {
            locale = value
        }
    }

    /// Whether `text` looks like a locale identifier: letters, digits, `-` and `_`, at most 35.
    package static func isLocaleIdentifier(_ text: String) -> Bool {
        !text.isEmpty && text.count <= 35 && text.first!.isLetter
            && text.unicodeScalars.allSatisfy { ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))) || $0 == "-" || $0 == "_" }
    }

    /// The preferences as a query string, for links and fragment requests.
    package var queryString: String {
        "appearance=\(appearance.rawValue)&dynamicTypeSize=\(dynamicTypeSize.name)&locale=\(locale)"
    }

    /// The color schemes a page shows: both for automatic (the browser picks one by CSS).
    package var colorSchemes: [ColorScheme] {
        switch appearance {
        case .light: [.light]
        case .dark: [.dark]
        case .automatic: [.light, .dark]
        }
    }

    /// The one color scheme of an image: automatic follows the `Sec-CH-Prefers-Color-Scheme`
    /// client hint when the browser sends it, else light.
    package func colorScheme(clientHint: String?) -> ColorScheme {
        switch appearance {
        case .light: return .light
        case .dark: return .dark
        case .automatic: return clientHint?.lowercased().contains("dark") == true ? .dark : .light
        }
    }

    /// The render request for these preferences in `colorScheme` and `format`: the instance's
    /// family, entry and moment are filled in by the runtime. PNGs are drawn at `scale`; SVG and
    /// HTML are laid out at 2 pixels per point and load their fonts from the server.
    package func renderRequest(colorScheme: ColorScheme, format: RenderFormat, scale: Double = 2) -> RenderRequest {
        RenderRequest(
            colorScheme: colorScheme, dynamicTypeSize: dynamicTypeSize, locale: Locale(identifier: locale),
            date: HomeScreenRuntime.undatedMoment, scale: format == .png ? scale : 2, format: format,
            fontBaseURL: format == .svg || format == .html ? HomeScreenRuntime.fontBaseURL : nil)
    }

    /// The `lang` of the page: the identifier with `_` written as `-`.
    package var languageTag: String {
        locale.replacingOccurrences(of: "_", with: "-")
    }
}
