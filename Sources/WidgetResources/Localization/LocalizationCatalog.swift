package import Foundation
import Logging
import Synchronization

/// The localized strings of a set of bundles, looked up by language with fallback:
/// the exact language (`es-MX`), its base language (`es`), the development language, then the key.
///
/// Sources, per bundle: `<language>.lproj/<Table>.strings` (any form `StringsFileParser` reads),
/// `Base.lproj/<Table>.strings`, and `<Table>.xcstrings` string catalogs (found at the bundle's
/// top level or in any subfolder). In the main bundle, the executable's folder, only the running
/// program's own resource bundles are read (`ResourceBundles`).
package final class LocalizationCatalog: Sendable {
    /// language → table → key → value
    private let tables: [String: [String: [String: String]]]
    /// The language to fall back to (a catalog's source language, else `en`).
    package let developmentLanguage: String
    /// Every language with strings, sorted.
    package let languages: [String]

    private static let cache = Mutex<[String: LocalizationCatalog]>([:])
    private static let logger = Logger(label: "WidgetKitLinux.Localization")

    /// The catalog of `bundles`, loaded once per set of bundle paths.
    package static func catalog(for bundles: [Bundle]) -> LocalizationCatalog {
        let key = bundles.map(\.bundlePath).joined(separator: "\n")
        if let cached = cache.withLock({ $0[key] }) { return cached }
        let catalog = LocalizationCatalog(directories: bundles.map(\.bundleURL))
        cache.withLock { $0[key] = catalog }
        return catalog
    }

    package init(directories: [URL]) {
        var tables: [String: [String: [String: String]]] = [:]
        var development: String?
        var files: [URL] = []
        // The main bundle is the executable's folder, which holds every program's bundles: only
        // the running program's own are read there (ResourceBundles).
        let mainFolder = Bundle.main.bundleURL.standardizedFileURL.path
        let ownBundles = Set(ResourceBundles.programURLs.map(\.standardizedFileURL.path))
        let isForeignBundle: (URL) -> Bool = { bundle in
            bundle.deletingLastPathComponent().standardizedFileURL.path == mainFolder
                && !ownBundles.contains(bundle.standardizedFileURL.path)
        }
        for directory in directories { Self.collect(in: directory, depth: 0, skipping: isForeignBundle, into: &files) }
        for url in files {
            let table = url.deletingPathExtension().lastPathComponent
            if url.pathExtension == "strings" {
                let language = Self.normalize(url.deletingLastPathComponent().deletingPathExtension().lastPathComponent)
                do {
                    let strings = try StringsFileParser.parse(Data(contentsOf: url))
                    tables[language, default: [:]][table, default: [:]].merge(strings) { first, _ in first }
                } catch {
                    Self.logger.warning("Cannot read \(url.path): \(error)")
                }
            } else {
                do {
                    let catalog = try StringCatalogParser.parse(Data(contentsOf: url))
                    development = development ?? Self.normalize(catalog.sourceLanguage)
                    for (language, strings) in catalog.tables {
                        tables[Self.normalize(language), default: [:]][table, default: [:]].merge(strings) { first, _ in first }
                    }
                } catch {
                    Self.logger.warning("Cannot read \(url.path): \(error)")
                }
            }
        }
        self.tables = tables
        // Xcode projects default to English; keys are written in the development language.
        self.developmentLanguage = development ?? "en"
        self.languages = tables.keys.filter { $0 != "base" }.sorted()
    }

    /// Finds `*.lproj/*.strings` and `*.xcstrings` in a bundle directory without walking
    /// unrelated trees (on Linux the main bundle is the executable's build folder): only the
    /// top level, `.lproj` folders, and nested resource bundles (those `isForeignBundle` does not
    /// reject) or `Resources` folders.
    private static func collect(in directory: URL, depth: Int, skipping isForeignBundle: (URL) -> Bool, into files: inout [URL]) {
        let manager = FileManager.default
        guard depth <= 3, let children = try? manager.contentsOfDirectory(at: directory, includingPropertiesForKeys: [.isDirectoryKey]) else {
            return
        }
        for child in children.sorted(by: { $0.path < $1.path }) {
            let isDirectory = (try? child.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) ?? false
            switch (isDirectory, child.pathExtension) {
            case (true, "lproj"):
                let strings = (try? manager.contentsOfDirectory(at: child, includingPropertiesForKeys: nil)) ?? []
                files += strings.filter { $0.pathExtension == "strings" }.sorted { $0.path < $1.path }
            case (true, "resources"), (true, "bundle"):
                guard !isForeignBundle(child) else { continue }
                collect(in: child, depth: depth + 1, skipping: isForeignBundle, into: &files)
            case (true, _) where child.lastPathComponent == "Resources" || child.lastPathComponent == "Localization":
                collect(in: child, depth: depth + 1, skipping: isForeignBundle, into: &files)
            case (false, "xcstrings"):
                files.append(child)
            default:
                continue
            }
        }
    }

    /// `zh_Hans` and `zh-hans` both become `zh-Hans`; `Base` becomes `base`.
    package static func normalize(_ identifier: String) -> String {
        let parts = identifier.replacingOccurrences(of: "_", with: "-").split(separator: "-").map(String.init)
        guard let first = parts.first else { return identifier }
        if first.lowercased() == "base" { return "base" }
        return ([first.lowercased()] + parts.dropFirst().map { part in
            part.count == 4 ? part.prefix(1).uppercased() + part.dropFirst().lowercased() : part.uppercased()
        }).joined(separator: "-")
    }

    /// The languages to try for a locale, most specific first.
    package func fallbackChain(for locale: Locale) -> [String] {
        let chain = Self.languageChain(for: locale) + [developmentLanguage, "base"]
        var seen = Set<String>()
        return chain.filter { seen.insert($0).inserted }
    }

    /// The languages of `locale`, most specific first, without any catalog's own fallbacks:
    /// `pt-BR`, `pt`; `zh-CN` gives `zh-CN`, `zh-Hans`, `zh`.
    package static func languageChain(for locale: Locale) -> [String] {
        let full = normalize(locale.identifier)
        var chain: [String] = []
        var parts = full.split(separator: "-").map(String.init)
        while !parts.isEmpty {
            chain.append(parts.joined(separator: "-"))
            parts.removeLast()
        }
        // Chinese: zh-CN means Simplified, zh-TW and zh-HK Traditional.
        if full.hasPrefix("zh") {
            chain.insert(full.contains("TW") || full.contains("HK") || full.contains("Hant") ? "zh-Hant" : "zh-Hans", at: 1)
        }
        return chain
    }

    /// The value of `key` in `table` (default `Localizable`) for `locale`, or nil if no language has it.
    package func string(for key: String, table: String? = nil, locale: Locale) -> String? {
        string(for: key, table: table, chain: fallbackChain(for: locale))
    }

    /// ``string(for:table:chain:)`` for one `chain`, with the languages of the chain this
    /// catalog has looked up once, not at each key (a widget looks up each of its texts and
    /// symbols at every render).
    package func lookup(chain: [String]) -> @Sendable (_ key: String, _ table: String?) -> String? {
        let languages = chain.compactMap { tables[$0] }
        guard !languages.isEmpty else { return { _, _ in nil } }
        return { key, table in
            let name = table ?? "Localizable"
            for language in languages {
                if let value = language[name]?[key] { return value }
            }
            return nil
        }
    }

    /// The value of `key` in `table` (default `Localizable`) in the first language of `chain` that has it.
    package func string(for key: String, table: String?, chain: [String]) -> String? {
        guard !tables.isEmpty else { return nil }
        let name = table ?? "Localizable"
        for language in chain {
            if let value = tables[language]?[name]?[key] { return value }
        }
        return nil
    }
}
