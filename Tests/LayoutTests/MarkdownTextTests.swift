import DisplayList
import Foundation
import Testing
@testable import ViewCore
import WidgetResources

@MainActor
@Suite("Markdown and attributed text")
struct MarkdownTextTests {
    @Test("A string literal's inline markdown becomes bold, italic, code, strikethrough and link runs")
    func literal() throws {
        let runs = try textRuns(Text("**Bold** and _it_, `code`, ~~gone~~ [site](https://example.com) ***both***"))
        #expect(runs.map(\.text).joined() == "Bold and it, code, gone site both")
        func run(_ text: String) throws -> TextRun { try #require(runs.first { $0.text == text }) }
        #expect(try run("Bold").font.weight == 700 && !(try run("Bold").font.italic))
        #expect(try run("it").font.italic && (try run("it").font.weight == 400))
        #expect(try run("code").font.families == FontSpec.monospacedFamilies)
        #expect(try run("gone").strikethrough)
        #expect(try run("site").paint == .color(blue))
        #expect(try run("both").font.weight == 700 && (try run("both").font.italic))
        #expect(try run(" and ").font.weight == 400 && (try run(" and ").paint != .color(blue)))
    }

    @Test("Verbatim text, String variables and unmatched or escaped delimiters stay as written")
    func notMarkdown() throws {
        let variable = "**not bold**"
        #expect(try textRuns(Text(verbatim: "**not bold**")).map(\.text) == ["**not bold**"])
        #expect(try textRuns(Text(variable)).map(\.text) == ["**not bold**"])
        #expect(try textRuns(Text("snake_case_name and 5 * 3")).map(\.text) == ["snake_case_name and 5 * 3"])
        #expect(try textRuns(Text("\\*literal\\* and **open")).map(\.text) == ["*literal* and **open"])
        #expect(try textRuns(Text("a [bracket] here")).map(\.text) == ["a [bracket] here"])
        // Markdown characters inside an interpolated value are text, not markup.
        let name = "_x_"
        #expect(try textRuns(Text("Hi **\(name)**")).map(\.text) == ["Hi ", "_x_"])
        #expect(try textRuns(Text("Hi **\(name)**")).last?.font.weight == 700)
    }

    @Test("Markdown in a translation is applied after the lookup")
    func translated() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("l10n-md-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("es.lproj"), withIntermediateDirectories: true)
        try """
        "Due **today**" = "Vence **hoy**";
        "%lld new" = "%lld _nuevos_";
        """.write(to: root.appendingPathComponent("es.lproj/Localizable.strings"), atomically: true, encoding: .utf8)
        var environment = EnvironmentValues()
        environment.localizer = LocalizationCatalog(directories: [root]).localizer(for: Locale(identifier: "es_ES"))
        let due = try textRuns(Text("Due **today**"), environment: environment)
        #expect(due.map(\.text) == ["Vence ", "hoy"])
        #expect(due.map(\.font.weight) == [400, 700])
        let new = try textRuns(Text("\(3) new"), environment: environment)
        #expect(new.map(\.text) == ["3 ", "nuevos"])
        #expect(new.last?.font.italic == true)
        // Names and descriptions outside views drop the markup.
        #expect(Text("Due **today**").plainString == "Due today")
    }

    @Test("Text(AttributedString) draws each run with its SwiftUI attributes")
    func attributed() throws {
        var string = AttributedString("Red ")
        string.foregroundColor = .red
        string.font = .title
        var underlined = AttributedString("under")
        underlined.underlineStyle = Text.LineStyle(pattern: .solid, color: .blue)
        underlined.kern = 2
        var raised = AttributedString(" up")
        raised.baselineOffset = 4
        raised.tracking = 3
        var struck = AttributedString(" old")
        struck.strikethroughStyle = .single
        var link = AttributedString(" link")
        link.link = URL(string: "https://example.com")
        let runs = try textRuns(Text(string + underlined + raised + struck + link).bold())
        #expect(runs.map(\.text) == ["Red ", "under", " up", " old", " link"])
        #expect(runs[0].paint == .color(red) && runs[0].font.size == 28)
        #expect(runs.allSatisfy { $0.font.weight == 700 })
        // A run's tracking adds to the system font's own at its size (issue 31: as SF's table stays on iOS).
        #expect(runs[1].underline && runs[1].underlineColor == .color(blue)
            && abs(runs[1].font.tracking - (2 + SystemFontTracking.interTracking(at: 17))) < 1e-9)
        #expect(runs[2].baselineOffset == 4 && abs(runs[2].font.tracking - (3 + SystemFontTracking.interTracking(at: 17))) < 1e-9)
        #expect(runs[3].strikethrough)
        #expect(runs[4].paint == .color(blue))
        // The scope is reachable the way Apple's code spells it.
        let container = AttributeContainer().foregroundColor(.red)
        #expect(container[AttributeScopes.SwiftUIAttributes.ForegroundColorAttribute.self] == .red)
    }

    @Test("AttributedString(markdown:) sets presentation intents and links that Text draws")
    func markdownInit() throws {
        let parsed = try AttributedString(
            markdown: "Read **the docs** or _the_ [guide](guide.html)", baseURL: URL(string: "https://example.com/"))
        #expect(String(parsed.characters) == "Read the docs or the guide")
        let intents = parsed.runs.compactMap { $0.inlinePresentationIntent }
        #expect(intents == [.stronglyEmphasized, .emphasized])
        let links = parsed.runs.compactMap { $0.link?.absoluteString }
        #expect(links == ["https://example.com/guide.html"])
        let runs = try textRuns(Text(parsed))
        #expect(runs.first { $0.text == "the docs" }?.font.weight == 700)
        #expect(runs.first { $0.text == "the" }?.font.italic == true)
        #expect(runs.first { $0.text == "guide" }?.paint == .color(blue))
        let options = AttributedString.MarkdownParsingOptions(interpretedSyntax: .inlineOnlyPreservingWhitespace)
        #expect(String(try AttributedString(markdown: "a  *b*", options: options).characters) == "a  b")
    }
}
