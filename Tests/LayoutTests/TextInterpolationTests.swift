import DisplayList
import Foundation
import Testing
@testable import ViewCore
import WidgetResources

/// The runs of the first text in a view laid out 400 × 300.
@MainActor
func textRuns<V: View>(_ view: V, environment: EnvironmentValues = EnvironmentValues()) throws -> [TextRun] {
    let list = layout(view, in: CGSize(width: 400, height: 300), environment: environment)
    let text = try #require(list.textItems.first)
    return text.lines.flatMap(\.runs)
}

@MainActor
@Suite("Text interpolation")
struct TextInterpolationTests {
    @Test("Each interpolation writes the specifier Xcode writes into Localizable.strings")
    func keys() {
        let date = Date(timeIntervalSince1970: 0)
        let formatter = DateFormatter()
        let name = "Ana"
        let keys: [(LocalizedStringKey, String)] = [
            ("\(3) words", "%lld words"),
            ("\(Int32(3)) words", "%d words"),
            ("\(Int16(3))", "%d"),
            ("\(UInt(3)) left", "%llu left"),
            ("\(UInt32(3))", "%u"),
            ("\(Int64(3))", "%lld"),
            ("\(2.5) km", "%lf km"),
            ("\(Float(2.5)) km", "%f km"),
            ("\(2.345, specifier: "%.1f") km", "%.1f km"),
            ("\(7, specifier: "%03d")", "%03d"),
            ("Hello \(name)", "Hello %@"),
            ("Hello \(name[...])", "Hello %@"),
            ("\(date, formatter: formatter)", "%@"),
            ("\(NSNumber(value: 3), formatter: NumberFormatter())", "%@"),
            ("\(0.25, format: .percent)", "%@"),
            ("\(date, style: .time)", "%@"),
            ("\(Text("Bold").bold()) move", "%@ move"),
            ("Rated \(Image(systemName: "star.fill"))", "Rated %@"),
            ("\(AttributedString("x"))", "%@"),
            ("Ends \(timerInterval: date...date.addingTimeInterval(60))", "Ends %@"),
            ("100% \(name)", "100%% %@"),
        ]
        for (key, expected) in keys {
            #expect(key.key == expected)
        }
    }

    @Test("Values are formatted as they show in SwiftUI")
    func values() throws {
        let distance = 2.345
        let count: Int32 = 12
        let score = 0.256
        #expect(try textRuns(Text("\(distance, specifier: "%.1f") km")).map(\.text).joined() == "2.3 km")
        #expect(try textRuns(Text("\(7, specifier: "%03d")")).map(\.text).joined() == "007")
        #expect(try textRuns(Text("\(count) words")).map(\.text).joined() == "12 words")
        let english = Locale(identifier: "en_US")
        #expect(try textRuns(Text("\(score, format: .percent)")).map(\.text).joined() == score.formatted(.percent.locale(english)))
        let price = 9.5
        #expect(try textRuns(Text("Now \(price, format: .currency(code: "USD"))")).map(\.text).joined() == "Now $9.50")
        // Format styles take the environment's locale, not the process's.
        var spanish = EnvironmentValues()
        spanish.locale = Locale(identifier: "es_ES")
        let spanishPrice = price.formatted(.currency(code: "USD").locale(Locale(identifier: "es_ES")))
        #expect(spanishPrice != "$9.50")
        #expect(try textRuns(Text(price, format: .currency(code: "USD")), environment: spanish).map(\.text).joined() == spanishPrice)
        #expect(try textRuns(Text("\(price, format: .currency(code: "USD"))"), environment: spanish).map(\.text).joined()
            == spanishPrice)
        #expect(try textRuns(Text(1234, format: .number)).map(\.text).joined() == "1,234")
        let formatter = NumberFormatter()
        formatter.numberStyle = .spellOut
        formatter.locale = Locale(identifier: "en_US")
        #expect(try textRuns(Text("\(NSNumber(value: 3), formatter: formatter) cats")).map(\.text).joined() == "three cats")
        let date = Date(timeIntervalSince1970: 1_718_012_460)
        let dateFormatter = DateFormatter()
        dateFormatter.dateFormat = "yyyy"
        dateFormatter.timeZone = TimeZone(identifier: "UTC")
        #expect(try textRuns(Text("Since \(date, formatter: dateFormatter)")).map(\.text).joined() == "Since 2024")
        let style = Date.FormatStyle.dateTime.hour().minute()
        var utc = EnvironmentValues()
        utc.timeZone = TimeZone(identifier: "UTC")!
        let shown = try textRuns(Text("At \(date, format: style)"), environment: utc).map(\.text).joined()
        var utcStyle = style.locale(english)
        utcStyle.timeZone = TimeZone(identifier: "UTC")!
        #expect(shown == "At " + date.formatted(utcStyle))
        #expect(shown.hasPrefix("At 9:41"))
        // A specifier that does not print one number shows the value plainly instead of crashing.
        #expect(try textRuns(Text("\(5, specifier: "%@ %@")")).map(\.text).joined().hasPrefix("5"))
    }

    @Test("An interpolated Text keeps its own font, weight and color between the key's runs")
    func styledText() throws {
        let runs = try textRuns(Text("Hello \(Text("World").bold().foregroundColor(.red)), again"))
        #expect(runs.map(\.text) == ["Hello ", "World", ", again"])
        #expect(runs.map(\.font.weight) == [400, 700, 400])
        #expect(runs[1].paint == .color(red))
        #expect(runs[0].paint == runs[2].paint && runs[0].paint != runs[1].paint)
        #expect(runs[1].x >= runs[0].x + runs[0].width - 0.5)
    }

    @Test("An interpolated symbol is a glyph of the symbol font at the text's size and color")
    func inlineSymbol() throws {
        let runs = try textRuns(Text("Rated \(Image(systemName: "star.fill")) 4.8").font(.title).foregroundColor(.red))
        #expect(runs.count == 3)
        #expect(runs[0].text == "Rated " && runs[2].text == " 4.8")
        #expect(runs[1].font.families == FontSpec.symbolFamilies)
        #expect(runs[1].text.unicodeScalars.first.map { $0.value >= 0xE000 } == true)
        #expect(runs[1].paint == .color(red))
        #expect(runs[1].font.size > runs[0].font.size)
        #expect(runs[1].width > 0)
        // A screen reader hears the symbol's name, not its glyph.
        let spoken = layout(Text("Rated \(Image(systemName: "star.fill")) 4.8"), in: CGSize(width: 300, height: 100))
        #expect(spoken.accessibility.first?.label
            == "Rated \(SymbolImageElement.spokenName(forSymbol: "star.fill")) 4.8")
        // Text(Image) in a concatenation, as widgets write it.
        let concatenated = try textRuns(Text(Image(systemName: "flame.fill")) + Text(" 12").bold())
        #expect(concatenated.map(\.font.families.first) == [FontSpec.symbolFamilies.first, "Inter"])
    }

    @Test("An interpolated AttributedString keeps its runs' attributes")
    func attributedInterpolation() throws {
        var highlight = AttributedString("urgent")
        highlight.foregroundColor = .red
        highlight.font = .headline
        let runs = try textRuns(Text("This is \(highlight) now"))
        #expect(runs.map(\.text) == ["This is ", "urgent", " now"])
        #expect(runs[1].paint == .color(red) && runs[1].font.weight == 600)
    }

    @Test("Dates, timers and ranges inside a key")
    func datesInside() throws {
        var environment = EnvironmentValues()
        let now = Date(timeIntervalSince1970: 1_718_012_460)
        environment.renderDate = now
        environment.timeZone = TimeZone(identifier: "UTC")!
        let timer = layout(Text("Ends in \(timerInterval: now...now.addingTimeInterval(125))"),
                           in: CGSize(width: 300, height: 100), environment: environment)
        #expect(timer.textItems.first?.string == "Ends in 2:05")
        #expect(timer.textItems.first?.live?.style == .timer)
        let time = try textRuns(Text("Starts at \(now, style: .time)"), environment: environment)
        #expect(time.map(\.text).joined().hasPrefix("Starts at 9:41"))
        let range = try textRuns(Text(now...now.addingTimeInterval(3600)))
        #expect(range.map(\.text).joined().contains("–"))
        let interval = try textRuns(Text(DateInterval(start: now, duration: 3600)))
        #expect(interval.map(\.text).joined() == range.map(\.text).joined())
    }

    @Test("Translations from a .strings table keep specifiers and styled arguments")
    func localized() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("l10n-interp-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("de.lproj"), withIntermediateDirectories: true)
        try """
        "%.1f km" = "%.1f Kilometer";
        "%d words" = "%d Wörter";
        "Hello %@, again" = "Hallo %@, nochmal";
        "Rated %@" = "Bewertet mit %@";
        "%@ of %@" = "%2$@ von %1$@";
        """.write(to: root.appendingPathComponent("de.lproj/Localizable.strings"), atomically: true, encoding: .utf8)
        var environment = EnvironmentValues()
        environment.localizer = LocalizationCatalog(directories: [root]).localizer(for: Locale(identifier: "de_DE"))
        func shown(_ text: Text) throws -> String { try textRuns(text, environment: environment).map(\.text).joined() }
        #expect(try shown(Text("\(2.345, specifier: "%.1f") km")) == "2.3 Kilometer")
        #expect(try shown(Text("\(Int32(4)) words")) == "4 Wörter")
        #expect(try shown(Text("\("a") of \("b")")) == "b von a")
        let runs = try textRuns(Text("Hello \(Text("Welt").bold()), again"), environment: environment)
        #expect(runs.map(\.text) == ["Hallo ", "Welt", ", nochmal"])
        #expect(runs.map(\.font.weight) == [400, 700, 400])
        let rated = try textRuns(Text("Rated \(Image(systemName: "star.fill"))"), environment: environment)
        #expect(rated.first?.text == "Bewertet mit ")
        #expect(rated.last?.font.families == FontSpec.symbolFamilies)
    }
}
