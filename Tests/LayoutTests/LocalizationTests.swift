import Foundation
import Testing
import DisplayList
@testable import ViewCore
import WidgetResources

@Suite("Localized strings")
struct LocalizationTests {
    /// A bundle folder with `.strings` in two languages (one UTF-16, as Xcode writes them) and a string catalog.
    static func makeBundle() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("l10n-\(UUID().uuidString)")
        let manager = FileManager.default
        for language in ["en", "es", "pt-BR"] {
            try manager.createDirectory(at: root.appendingPathComponent("\(language).lproj"), withIntermediateDirectories: true)
        }
        try """
        /* Widget gallery */
        "Random translation" = "Random translation";
        "%lld words" = "%lld words";
        // A comment
        "Quote \\"here\\"" = "Line one\\nline two";
        """.write(to: root.appendingPathComponent("en.lproj/Localizable.strings"), atomically: true, encoding: .utf8)
        try """
        "Random translation" = "Traducción aleatoria";
        "%lld words" = "%lld palabras";
        """.data(using: .utf16)!.write(to: root.appendingPathComponent("es.lproj/Localizable.strings"))
        try "\"Random translation\" = \"Tradução aleatória\";".write(
            to: root.appendingPathComponent("pt-BR.lproj/Localizable.strings"), atomically: true, encoding: .utf8)
        let catalog = """
        {"sourceLanguage": "en", "version": "1.0", "strings": {
          "Top headlines": {"localizations": {
            "en": {"stringUnit": {"state": "translated", "value": "Top headlines"}},
            "zh-Hans": {"stringUnit": {"state": "translated", "value": "头条新闻"}},
            "de": {"variations": {"plural": {"one": {"stringUnit": {"state": "translated", "value": "Schlagzeile"}},
                                             "other": {"stringUnit": {"state": "translated", "value": "Schlagzeilen"}}}}}
          }},
          "Only a key": {}
        }}
        """
        try catalog.write(to: root.appendingPathComponent("Localizable.xcstrings"), atomically: true, encoding: .utf8)
        return root
    }

    @Test("Format specifiers take arguments in order or by position; text around them is kept", arguments: [
        ("%lld words", ["3"], "3 words"),
        ("H:%@° L:%@°", ["24", "13"], "H:24° L:13°"),
        ("%2$@ – %1$@", ["a", "b"], "b – a"),
        ("100%% sure, %@", ["ja"], "100% sure, ja"),
        ("%.1f km", ["2.5"], "2.5 km"),
        ("日本 %@ 🇯🇵 %@!", ["東京", "é"], "日本 東京 🇯🇵 é!"),
        ("no specifiers ✓", [], "no specifiers ✓"),
        ("%@ and %@", ["only one"], "only one and "),
        ("trailing %", [], "trailing "),
        ("%5$@", ["a"], ""),
    ] as [(String, [String], String)])
    func substitution(format: String, arguments: [String], expected: String) {
        #expect(LocalizedStringKey.substitute(format, arguments) == expected)
    }

    @Test("Keys resolve per language, falling back to the base language and the development language")
    func fallback() throws {
        let root = try Self.makeBundle()
        defer { try? FileManager.default.removeItem(at: root) }
        let catalog = LocalizationCatalog(directories: [root])
        #expect(catalog.string(for: "Random translation", locale: Locale(identifier: "es_ES")) == "Traducción aleatoria")
        #expect(catalog.string(for: "Random translation", locale: Locale(identifier: "es_MX")) == "Traducción aleatoria")
        #expect(catalog.string(for: "Random translation", locale: Locale(identifier: "pt_BR")) == "Tradução aleatória")
        #expect(catalog.string(for: "Random translation", locale: Locale(identifier: "fr_FR")) == "Random translation")
        #expect(catalog.string(for: "Top headlines", locale: Locale(identifier: "zh_CN")) == "头条新闻")
        #expect(catalog.string(for: "Top headlines", locale: Locale(identifier: "de_DE")) == "Schlagzeilen")
        #expect(catalog.string(for: "Only a key", locale: Locale(identifier: "en")) == "Only a key")
        #expect(catalog.string(for: "Quote \"here\"", locale: Locale(identifier: "en")) == "Line one\nline two")
        #expect(catalog.string(for: "Missing", locale: Locale(identifier: "en")) == nil)
        #expect(catalog.languages == ["de", "en", "es", "pt-BR", "zh-Hans"])
    }

    @Test("Text keys with interpolation use the translation for the environment's locale")
    @MainActor
    func textLookup() throws {
        let root = try Self.makeBundle()
        defer { try? FileManager.default.removeItem(at: root) }
        var environment = EnvironmentValues()
        environment.localizer = LocalizationCatalog(directories: [root]).localizer(for: Locale(identifier: "es_ES"))
        let list = layout(VStack { Text("Random translation"); Text("\(12) words") }, in: CGSize(width: 300, height: 200),
                          environment: environment)
        #expect(list.textItems.map(\.string) == ["Traducción aleatoria", "12 palabras"])
    }

    @Test("Accessibility labels, values and hints given as keys or Text are read in the environment's language")
    @MainActor
    func accessibilityStrings() throws {
        let root = try Self.makeBundle()
        defer { try? FileManager.default.removeItem(at: root) }
        try """
        "Random translation" = "Traducción aleatoria";
        "%lld words" = "%lld palabras";
        "Tap to practise" = "Toca para practicar";
        """.write(to: root.appendingPathComponent("es.lproj/Localizable.strings"), atomically: true, encoding: .utf8)
        let catalog = LocalizationCatalog(directories: [root])
        let count = 12
        let view = VStack {
            Text("perro")
                .accessibilityLabel("Random translation")
                .accessibilityValue(Text("\(count) words"))
                .accessibilityHint(Text("Tap to practise"))
            Text("gato")
                .accessibilityLabel(Text("Random translation") + Text(verbatim: " · ") + Text("\(3) words"))
                .accessibilityValue("\(count) words")
            // A String variable is not a key, as in SwiftUI.
            Text("pez").accessibilityLabel(String("Random translation"))
        }

        var spanish = EnvironmentValues()
        spanish.localizer = catalog.localizer(for: Locale(identifier: "es_ES"))
        let read = layout(view, in: CGSize(width: 300, height: 200), environment: spanish).accessibility
        #expect(read.map(\.label) == ["Traducción aleatoria", "Traducción aleatoria · 3 palabras", "Random translation"])
        #expect(read.map(\.value) == ["12 palabras", "12 palabras", nil])
        #expect(read.first?.hint == "Toca para practicar")

        var english = EnvironmentValues()
        english.localizer = catalog.localizer(for: Locale(identifier: "en_US"))
        let heard = layout(view, in: CGSize(width: 300, height: 200), environment: english).accessibility
        #expect(heard.map(\.label) == ["Random translation", "Random translation · 3 words", "Random translation"])
        #expect(heard.first?.value == "12 words")
        #expect(heard.first?.hint == "Tap to practise")
    }

    /// `pairs` as an XML property list, as Xcode's "Property List" strings and real apps ship them.
    static func xmlStrings(_ pairs: [(String, String)]) -> String {
        let entries = pairs.map { "\t<key>\($0.0)</key>\n\t<string>\($0.1)</string>" }.joined(separator: "\n")
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \(entries)
        </dict>
        </plist>
        """
    }

    static let pairs = [("greeting", "Grüß dich & “hallo” <3"), ("%lld words", "%lld Wörter"), ("日本", "東京 🇯🇵")]

    @Test("A .strings file is read in every form Foundation reads: old-style text, XML and binary property lists, UTF-8 and UTF-16",
          arguments: ["old-style UTF-8", "old-style UTF-16", "old-style UTF-16LE without BOM", "old-style braced",
                      "XML UTF-8", "XML UTF-16", "XML UTF-16BE without BOM", "XML UTF-8 with BOM", "binary"])
    func forms(form: String) throws {
        let oldStyle = Self.pairs.map { "\"\($0.0)\" = \"\($0.1.replacingOccurrences(of: "\"", with: "\\\""))\";" }
            .joined(separator: "\n")
        let xml = Self.xmlStrings(Self.pairs.map { ($0.0, $0.1.replacingOccurrences(of: "&", with: "&amp;")
            .replacingOccurrences(of: "<", with: "&lt;")) })
        let data: Data
        switch form {
        case "old-style UTF-8": data = Data(oldStyle.utf8)
        case "old-style UTF-16": data = try #require(oldStyle.data(using: .utf16))
        case "old-style UTF-16LE without BOM": data = try #require(oldStyle.data(using: .utf16LittleEndian))
        case "old-style braced": data = Data("{\n\(oldStyle)\n}".utf8)
        case "XML UTF-8": data = Data(xml.utf8)
        case "XML UTF-16": data = try #require(xml.replacingOccurrences(of: "UTF-8", with: "UTF-16").data(using: .utf16))
        case "XML UTF-16BE without BOM":
            data = try #require(xml.replacingOccurrences(of: "UTF-8", with: "UTF-16").data(using: .utf16BigEndian))
        case "XML UTF-8 with BOM": data = Data([0xEF, 0xBB, 0xBF]) + Data(xml.utf8)
        default:
            data = try PropertyListSerialization.data(
                fromPropertyList: Dictionary(uniqueKeysWithValues: Self.pairs), format: .binary, options: 0)
        }
        let strings = try StringsFileParser.parse(data)
        #expect(strings == Dictionary(uniqueKeysWithValues: Self.pairs), "\(form)")

        // And through a bundle's catalog, as widgets look them up.
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("l10n-form-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("de.lproj"), withIntermediateDirectories: true)
        try data.write(to: root.appendingPathComponent("de.lproj/Localizable.strings"))
        let catalog = LocalizationCatalog(directories: [root])
        #expect(catalog.string(for: "greeting", locale: Locale(identifier: "de_DE")) == "Grüß dich & “hallo” <3", "\(form)")
    }

    @Test("A property list strings file keeps its string entries, and one that is not a dictionary is refused")
    func propertyListEdges() throws {
        let mixed = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>a</key><string>b</string><key>plural</key><dict><key>one</key><string>x</string></dict></dict></plist>
        """
        #expect(try StringsFileParser.parse(Data(mixed.utf8)) == ["a": "b"])
        #expect(throws: StringsFileParser.ParseError.self) {
            try StringsFileParser.parse(Data("<?xml version=\"1.0\"?><plist version=\"1.0\"><array/></plist>".utf8))
        }
        #expect(throws: StringsFileParser.ParseError.self) {
            try StringsFileParser.parse(Data("<?xml version=\"1.0\"?><plist version=\"1.0\"><dict><key>a</key>".utf8))
        }
    }

    @Test("A malformed .strings file is reported with its line, and the rest still loads")
    func malformed() throws {
        #expect(throws: StringsFileParser.ParseError.self) {
            try StringsFileParser.parse("\"a\" = \"b\";\n\"c\" = ;")
        }
        let root = try Self.makeBundle()
        defer { try? FileManager.default.removeItem(at: root) }
        try "\"broken\" = ".write(to: root.appendingPathComponent("es.lproj/Broken.strings"), atomically: true, encoding: .utf8)
        let catalog = LocalizationCatalog(directories: [root])
        #expect(catalog.string(for: "Random translation", locale: Locale(identifier: "es")) == "Traducción aleatoria")
    }
}
