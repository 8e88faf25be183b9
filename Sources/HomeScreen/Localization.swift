package import Foundation
package import WidgetCore
import Synchronization

/// The languages the home screen offers and the gallery's names in them.
///
/// Languages are `en` plus every localization of the resource bundles (`<lang>.lproj`) plus the
/// configured ones. Display names and descriptions are looked up as keys in the bundles'
/// `<lang>.lproj/Localizable.strings`, falling back to the text the widget declared.
package enum Localization {
    private static let tables = Mutex<[String: [String: String]]>([:])

    /// The offered languages, `en` first, without duplicates.
    package static func languages(bundles: [Bundle], additional: [String]) -> [String] {
        var result = ["en"]
        for bundle in bundles {
            for language in bundle.localizations where language != "Base" && !result.contains(language) {
                result.append(language)
            }
            let contents = (try? FileManager.default.contentsOfDirectory(atPath: bundle.bundlePath)) ?? []
            for item in contents.sorted() where item.hasSuffix(".lproj") {
                let language = String(item.dropLast(6))
                if language != "Base" && !result.contains(language) { result.append(language) }
            }
        }
        for language in additional where DisplayPreferences.isLocaleIdentifier(language) && !result.contains(language) {
            result.append(language)
        }
        return result
    }

    /// The name of `language` in that language (`Deutsch` for `de`), else the identifier.
    package static func name(of language: String) -> String {
        let locale = Locale(identifier: language)
        guard let name = locale.localizedString(forIdentifier: language), !name.isEmpty else { return language }
        return name.prefix(1).uppercased() + name.dropFirst()
    }

    /// The widget's display name in `language`.
    package static func displayName(of descriptor: WidgetDescriptor, language: String, bundles: [Bundle]) -> String {
        let name = descriptor.displayName.isEmpty ? descriptor.kind : descriptor.displayName
        return lookup(name, language: language, bundles: bundles) ?? name
    }

    /// The widget's description in `language`.
    package static func description(of descriptor: WidgetDescriptor, language: String, bundles: [Bundle]) -> String {
        lookup(descriptor.description, language: language, bundles: bundles) ?? descriptor.description
    }

    /// `key` in the bundles' `Localizable.strings` for `language` (or its base language).
    package static func lookup(_ key: String, language: String, bundles: [Bundle]) -> String? {
        guard !key.isEmpty else { return nil }
        var candidates = [language]
        if let base = language.split(whereSeparator: { $0 == "-" || $0 == "_" }).first, String(base) != language {
            candidates.append(String(base))
        }
        for bundle in bundles {
            for candidate in candidates {
                let path = bundle.bundlePath + "/\(candidate).lproj/Localizable.strings"
                if let value = table(at: path)[key] { return value }
            }
        }
        return nil
    }

    private static func table(at path: String) -> [String: String] {
        if let cached = tables.withLock({ $0[path] }) { return cached }
        var table: [String: String] = [:]
        if let data = FileManager.default.contents(atPath: path) {
            table = parseStrings(String(decoding: data, as: UTF8.self))
        }
        tables.withLock { $0[path] = table }
        return table
    }

    /// Parses the `"key" = "value";` lines of a `.strings` file (comments and escapes included).
    package static func parseStrings(_ text: String) -> [String: String] {
        var result: [String: String] = [:]
        var scalars = Array(text.unicodeScalars)[...]
        func skipSpaceAndComments() {
            while let first = scalars.first {
                if first.properties.isWhitespace { scalars = scalars.dropFirst(); continue }
                if first == "/", scalars.dropFirst().first == "/" {
                    while let c = scalars.first, c != "\n" { scalars = scalars.dropFirst() }
                    continue
                }
                if first == "/", scalars.dropFirst().first == "*" {
                    scalars = scalars.dropFirst(2)
                    while !scalars.isEmpty, !(scalars.first == "*" && scalars.dropFirst().first == "/") {
                        scalars = scalars.dropFirst()
                    }
                    scalars = scalars.dropFirst(2)
                    continue
                }
                return
            }
        }
        func quoted() -> String? {
            guard scalars.first == "\"" else { return nil }
            scalars = scalars.dropFirst()
            var value = String.UnicodeScalarView()
            while let c = scalars.first {
                scalars = scalars.dropFirst()
                if c == "\"" { return String(value) }
                if c == "\\", let next = scalars.first {
                    scalars = scalars.dropFirst()
                    switch next {
                    case "n": value.append("\n")
                    case "t": value.append("\t")
                    default: value.append(next)
                    }
                } else {
                    value.append(c)
                }
            }
            return nil
        }
        while true {
            skipSpaceAndComments()
            guard let key = quoted() else { break }
            skipSpaceAndComments()
            guard scalars.first == "=" else { break }
            scalars = scalars.dropFirst()
            skipSpaceAndComments()
            guard let value = quoted() else { break }
            skipSpaceAndComments()
            if scalars.first == ";" { scalars = scalars.dropFirst() }
            result[key] = value
        }
        return result
    }
}
