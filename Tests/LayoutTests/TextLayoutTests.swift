import Foundation
import Testing
import DisplayList
@testable import ViewCore

@MainActor
@Suite("Text in layout")
struct TextLayoutTests {
    let long = "The quick brown fox jumps over the lazy dog near the river bank"

    @Test("Text wraps at the proposed width and reports its own size")
    func wraps() throws {
        let list = layout(Text(long), in: CGSize(width: 120, height: 400))
        let text = try #require(list.textItems.first)
        #expect(text.lines.count > 1)
        #expect(text.frame.width <= 120)
        #expect(text.lines.allSatisfy { $0.width <= 120.01 })
        #expect(text.string.replacingOccurrences(of: "\n", with: " ").contains("lazy"))
    }

    @Test("lineLimit(1) truncates the tail with an ellipsis")
    func lineLimit() throws {
        let list = layout(Text(long).lineLimit(1), in: CGSize(width: 120, height: 400))
        let text = try #require(list.textItems.first)
        #expect(text.lines.count == 1)
        #expect(text.string.hasSuffix("…"))
    }

    @Test("minimumScaleFactor shrinks text before it truncates")
    func minimumScale() throws {
        let word = "Extraordinarily"
        let shrunk = layout(Text(word).font(.title).lineLimit(1).minimumScaleFactor(0.3), in: CGSize(width: 100, height: 100))
        let cut = layout(Text(word).font(.title).lineLimit(1), in: CGSize(width: 100, height: 100))
        let shrunkText = try #require(shrunk.textItems.first), cutText = try #require(cut.textItems.first)
        #expect(shrunkText.string == word)
        #expect(try #require(shrunkText.lines.first?.runs.first).font.size < 28)
        #expect(cutText.string.hasSuffix("…"))
    }

    @Test("Text styles follow the Dynamic Type table")
    func dynamicType() throws {
        var environment = EnvironmentValues()
        let sizes: [(DynamicTypeSize, Double)] = [(.xSmall, 14), (.large, 17), (.xxxLarge, 23), (.accessibility5, 53)]
        for (size, expected) in sizes {
            environment.dynamicTypeSize = size
            let list = layout(Text("Body"), in: CGSize(width: 300, height: 300), environment: environment)
            let run = try #require(list.textItems.first?.lines.first?.runs.first)
            #expect(run.font.size == expected)
        }
        let headline = layout(Text("Headline").font(.headline), in: CGSize(width: 300, height: 100))
        #expect(headline.textItems.first?.lines.first?.runs.first?.font.weight == 600)
    }

    @Test("Concatenated text keeps each part's style on one line")
    func concatenation() throws {
        let list = layout(Text("Bold").bold() + Text(" plain"), in: CGSize(width: 300, height: 100))
        let line = try #require(list.textItems.first?.lines.first)
        #expect(line.runs.count == 2)
        #expect(line.runs[0].font.weight == 700 && line.runs[1].font.weight == 400)
        #expect(line.runs[1].x >= line.runs[0].x + line.runs[0].width - 0.5)
    }

    @Test("foregroundColor and the environment font reach the runs")
    func styleInheritance() throws {
        let list = layout(VStack { Text("A"); Text("B").foregroundColor(.red) }.font(.caption).foregroundStyle(.blue),
                          in: CGSize(width: 300, height: 100))
        let runs = list.textItems.compactMap { $0.lines.first?.runs.first }
        #expect(runs.count == 2)
        #expect(runs.allSatisfy { $0.font.size == 12 })
        #expect(runs[0].paint == .color(blue))
        #expect(runs[1].paint == .color(red))
    }

    @Test("Dark appearance resolves primary and system colors to their dark values")
    func darkColors() throws {
        var environment = EnvironmentValues()
        environment.colorScheme = .dark
        let list = layout(VStack { Text("A"); Color.blue.frame(width: 5, height: 5) }, in: CGSize(width: 100, height: 100),
                          environment: environment)
        #expect(list.textItems.first?.lines.first?.runs.first?.paint == .color(.white))
        #expect(!frames(of: RGBAColor(hex: 0x0A84FF), in: list).isEmpty)
    }

    @Test("Chinese text under a Chinese locale carries the zh-Hans language")
    func cjkLanguage() throws {
        var environment = EnvironmentValues()
        environment.locale = Locale(identifier: "zh_CN")
        let list = layout(Text("今日优惠"), in: CGSize(width: 300, height: 100), environment: environment)
        let run = try #require(list.textItems.first?.lines.first?.runs.first)
        #expect(run.language == "zh-Hans")
        #expect(run.width > 3 * run.font.size)
    }

    @Test("Interpolated keys are looked up and substituted")
    func localizedKey() throws {
        var environment = EnvironmentValues()
        environment.localizer = Localizer { key, _ in key == "%lld words" ? "%lld palabras" : nil }
        let count = 3
        let list = layout(Text("\(count) words"), in: CGSize(width: 300, height: 100), environment: environment)
        #expect(list.textItems.first?.string == "3 palabras")
        let verbatim = layout(Text(verbatim: "%lld words"), in: CGSize(width: 300, height: 100), environment: environment)
        #expect(verbatim.textItems.first?.string == "%lld words")
    }

    @Test("Timer text records a live date and shows the value at render time")
    func timerText() throws {
        var environment = EnvironmentValues()
        let now = Date(timeIntervalSince1970: 1_000_000)
        environment.renderDate = now
        let list = layout(Text(now.addingTimeInterval(3_723), style: .timer), in: CGSize(width: 300, height: 100),
                          environment: environment)
        let text = try #require(list.textItems.first)
        #expect(text.string == "1:02:03")
        #expect(text.live?.style == .timer)
        let relative = layout(Text(now.addingTimeInterval(7_800), style: .relative), in: CGSize(width: 300, height: 100),
                              environment: environment)
        #expect(relative.textItems.first?.string == "2 hr, 10 min")
    }

    @Test("Dates are formatted in the environment's time zone and at the render date, also when interpolated")
    func timeZones() throws {
        let date = Date(timeIntervalSince1970: 1_700_000_000)  // 22:13:20 UTC
        var environment = EnvironmentValues()
        environment.timeZone = TimeZone(identifier: "UTC")!
        #expect(layout(Text(date, style: .time), in: CGSize(width: 300, height: 50), environment: environment)
            .textItems.first?.string.replacingOccurrences(of: "\u{202F}", with: " ") == "10:13 PM")
        environment.timeZone = TimeZone(identifier: "Asia/Tokyo")!
        #expect(layout(Text(date, style: .time), in: CGSize(width: 300, height: 50), environment: environment)
            .textItems.first?.string.replacingOccurrences(of: "\u{202F}", with: " ") == "7:13 AM")
        environment.renderDate = date.addingTimeInterval(-3_600)
        #expect(layout(Text("Starts in \(date, style: .relative)"), in: CGSize(width: 300, height: 50), environment: environment)
            .textItems.first?.string == "Starts in 1 hr")
    }

    @Test("Placeholder redaction draws bars instead of glyphs")
    func redaction() throws {
        let list = layout(Text("Secret headline").redacted(reason: .placeholder), in: CGSize(width: 300, height: 100))
        #expect(list.textItems.isEmpty)
        #expect(!list.allItems.isEmpty)
        let shown = layout(VStack { Text("A").unredacted() }.redacted(reason: .placeholder), in: CGSize(width: 300, height: 100))
        #expect(shown.textItems.count == 1)
    }

    @Test("HStack first-text-baseline alignment lines up baselines of different sizes")
    func baselineAlignment() throws {
        let list = layout(HStack(alignment: .firstTextBaseline) {
            Text("Big").font(.largeTitle)
            Text("small").font(.caption)
        }, in: CGSize(width: 300, height: 100))
        let baselines = list.textItems.compactMap { $0.lines.first?.origin.y }
        #expect(baselines.count == 2)
        #expect(approximately(baselines[0], baselines[1], tolerance: 0.01))
    }
}

@MainActor
@Suite("Links and accessibility")
struct SemanticLayoutTests {
    @Test("Link records a tappable region and widgetURL the whole widget's URL")
    func links() throws {
        let url = URL(string: "myapp://item/1")!
        let list = layout(VStack {
            Link(destination: url) { Text("Open") }
        }.widgetURL(URL(string: "myapp://home")), in: CGSize(width: 200, height: 100))
        #expect(list.links.count == 1)
        #expect(list.links.first?.url == url)
        #expect(list.widgetURL == URL(string: "myapp://home"))
        #expect(list.accessibility.first?.traits.contains("isLink") == true)
    }

    @Test("accessibilityElement(children: .ignore) with a label reads one sentence")
    func combinedLabel() throws {
        let list = layout(VStack {
            Text("perro")
            Text("dog")
        }.accessibilityElement(children: .ignore).accessibilityLabel("Perro means dog"), in: CGSize(width: 200, height: 100))
        #expect(list.accessibility.count == 1)
        #expect(list.accessibility.first?.label == "Perro means dog")
    }

    @Test("Texts are read in layout order; hidden ones are skipped")
    func readingOrder() throws {
        let list = layout(VStack {
            Text("First")
            Text("Hidden").accessibilityHidden(true)
            Text("Second").accessibilityAddTraits(.isHeader)
        }, in: CGSize(width: 200, height: 200))
        #expect(list.accessibility.map(\.label) == ["First", "Second"])
        #expect(list.accessibility.last?.traits.contains("isHeader") == true)
    }
}
