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

/// How the viewer wants widgets shown: appearance, text size, language and the iOS release whose
/// look controls are drawn in.
///
/// Read from the query (`appearance` or `colorScheme`, `dynamicTypeSize`, `locale`, `look`), else
/// from the cookies the page sets (`wk_appearance`, `wk_dynamicTypeSize`, `wk_locale`, `wk_look`),
/// else the defaults (automatic, `large`, `en`, `26`). Every render of a page, fragment or image
/// honours them.
///
/// ```swift
/// let preferences = try DisplayPreferences(query: ["appearance": "dark"], cookies: [:])
/// preferences.queryString   // "appearance=dark&dynamicTypeSize=large&locale=en&look=26"
/// ```
package struct DisplayPreferences: Sendable, Hashable {
    /// Light, dark or automatic.
    package var appearance: Appearance = .automatic
    /// The text size.
    package var dynamicTypeSize: DynamicTypeSize = .large
    /// The language, a locale identifier such as `en` or `zh-Hans`.
    package var locale: String = "en"
    /// The iOS release whose look switches, buttons and gauges are drawn in: iOS 26's, or iOS
    /// 17–18's for those whose reference images are older (as `render --ios 18`).
    package var look: SystemLook = .iOS26

    /// The cookie names.
    package static let appearanceCookie = "wk_appearance"
    package static let dynamicTypeSizeCookie = "wk_dynamicTypeSize"
    package static let localeCookie = "wk_locale"
    package static let lookCookie = "wk_look"
    /// Every cookie the preferences are read from.
    package static let cookies = [appearanceCookie, dynamicTypeSizeCookie, localeCookie, lookCookie]

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
        if let value = query["look"] {
            guard let look = Self.look(named: value) else {
                throw RequestError.badRequest(
                    "Unknown look '\(value)': use 26 (iOS 26) or 18 (iOS 17 and 18), or an iOS major version from 17 on.")
            }
            self.look = look
        } else if let value = cookies[Self.lookCookie], let look = Self.look(named: value) {
            self.look = look
        }
    }

    /// The look an iOS major version names (`26`, `18`, also written `iOS18` or `ios-18`).
    package static func look(named name: String) -> SystemLook? {
        var digits = Substring(name.lowercased())
        if digits.hasPrefix("ios") { digits = digits.dropFirst(3) }
        if digits.hasPrefix("-") || digits.hasPrefix("_") { digits = digits.dropFirst() }
        guard digits.count <= 3, let version = Int(digits) else { return nil }
        return SystemLook(majorVersion: version)
    }

    /// The major version the look is written as in queries and cookies.
    package static func name(of look: SystemLook) -> String {
        switch look {
        case .iOS26: "26"
        case .iOS18: "18"
        }
    }

    /// What a person reads in the look menu.
    package static func title(of look: SystemLook) -> String {
        switch look {
        case .iOS26: "iOS 26"
        case .iOS18: "iOS 17–18"
        }
    }

    /// Whether `text` looks like a locale identifier: letters, digits, `-` and `_`, at most 35.
    package static func isLocaleIdentifier(_ text: String) -> Bool {
        !text.isEmpty && text.count <= 35 && text.first!.isLetter
            && text.unicodeScalars.allSatisfy { ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))) || $0 == "-" || $0 == "_" }
    }

    /// The preferences as a query string, for links and fragment requests.
    package var queryString: String {
        "appearance=\(appearance.rawValue)&dynamicTypeSize=\(dynamicTypeSize.name)&locale=\(locale)&look=\(Self.name(of: look))"
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
        var request = RenderRequest(
            colorScheme: colorScheme, dynamicTypeSize: dynamicTypeSize, locale: Locale(identifier: locale),
            date: HomeScreenRuntime.undatedMoment, scale: format == .png ? scale : 2, format: format,
            fontBaseURL: format == .svg || format == .html ? HomeScreenRuntime.fontBaseURL : nil)
        request.environment.systemLook = look
        return request
    }

    /// The `lang` of the page: the identifier with `_` written as `-`.
    package var languageTag: String {
        locale.replacingOccurrences(of: "_", with: "-")
    }
}
