import Foundation

extension Country {
    /// The country a widget shows when its configuration has none (`.unknown`): the
    /// definition's default.
    public static let fallback: Country = .us

    /// The chosen country, or ``fallback`` for `.unknown`.
    public var resolved: Country { self == .unknown ? Self.fallback : self }

    /// The ISO 3166-1 alpha-2 code NewsAPI's `country` parameter takes (`"us"`, `"gb"`…).
    public var code: String {
        switch resolved {
        case .gb: "gb"
        case .ar: "ar"
        case .de: "de"
        case .fr: "fr"
        case .jp: "jp"
        case .us, .unknown: "us"
        }
    }

    /// The country's name, as the configuration form shows it.
    public var displayName: String {
        Self._caseDefinitions.first { $0.rawValue == resolved.rawValue }?.displayName ?? code.uppercased()
    }

    /// The language most of the country's headlines are written in, for the text engine.
    public var languageCode: String {
        switch resolved {
        case .ar: "es"
        case .de: "de"
        case .fr: "fr"
        case .jp: "ja"
        case .us, .gb, .unknown: "en"
        }
    }
}
