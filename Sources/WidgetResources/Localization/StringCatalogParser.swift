package import Foundation

/// Reads Xcode string catalogs (`.xcstrings`, JSON): every language's value of every key.
package enum StringCatalogParser {
    /// The catalog: its source language and, per language, key → value.
    package struct Catalog: Sendable {
        package var sourceLanguage: String
        package var tables: [String: [String: String]]
    }

    private struct File: Decodable {
        var sourceLanguage: String?
        var strings: [String: Entry]
    }

    private struct Entry: Decodable {
        var localizations: [String: Localization]?
    }

    private struct Localization: Decodable {
        var stringUnit: StringUnit?
        var variations: Variations?
    }

    private struct StringUnit: Decodable {
        var state: String?
        var value: String
    }

    /// Plural and device variations: we take `other` (or the first) as the value.
    private struct Variations: Decodable {
        var plural: [String: Localization]?
        var device: [String: Localization]?
    }

    package static func parse(_ data: Data) throws -> Catalog {
        let file = try JSONDecoder().decode(File.self, from: data)
        let source = file.sourceLanguage ?? "en"
        var tables: [String: [String: String]] = [:]
        func value(_ localization: Localization) -> String? {
            if let unit = localization.stringUnit { return unit.value }
            if let plural = localization.variations?.plural {
                return (plural["other"] ?? plural.values.first).flatMap(value)
            }
            if let device = localization.variations?.device {
                return (device["iphone"] ?? device["other"] ?? device.values.first).flatMap(value)
            }
            return nil
        }
        for (key, entry) in file.strings {
            for (language, localization) in entry.localizations ?? [:] {
                if let text = value(localization) { tables[language, default: [:]][key] = text }
            }
            // A key without a source-language value shows the key itself.
            if tables[source]?[key] == nil { tables[source, default: [:]][key] = key }
        }
        return Catalog(sourceLanguage: source, tables: tables)
    }
}
