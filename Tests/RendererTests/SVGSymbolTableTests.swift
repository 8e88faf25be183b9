import Foundation
import Testing

/// Checks `Sources/ViewCore/SystemSymbols.swift` against the Material Design Icons SVG font.
///
/// ViewCore is not a dependency of this test target, so the test reads the table's source: every
/// entry `"sf.name": 0xF123,  // mdi-glyph-name` must name a glyph that exists in the font with
/// that codepoint, and the symbols widgets use most must be present.
@Suite("SF Symbols table")
struct SVGSymbolTableTests {
    static let fontPath = "/usr/share/fonts/svg/materialdesignicons-webfont/materialdesignicons-webfont.svg"
    static let sourcePath = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/ViewCore/SystemSymbols.swift").path

    static let required = """
        sun.max sun.max.fill star star.fill photo largecircle.fill.circle globe bolt bolt.fill truck.box square plus
        play play.fill pause pause.fill lightbulb lightbulb.fill house house.fill heart heart.fill heart.circle.fill flag
        flag.checkered cube clock clock.fill clock.badge.exclamationmark.fill chevron.right chevron.left chevron.up
        chevron.down calendar arrow.circlepath arrow.2.squarepath arrow.clockwise arrow.right arrow.left arrow.up
        arrow.down cloud cloud.fill cloud.rain cloud.rain.fill cloud.sun cloud.sun.fill cloud.bolt snow wind moon
        moon.fill moon.stars thermometer drop drop.fill umbrella checkmark checkmark.circle checkmark.circle.fill xmark
        xmark.circle xmark.circle.fill bell bell.fill gear gearshape gearshape.fill person person.fill person.circle
        person.2 magnifyingglass envelope envelope.fill phone phone.fill message bubble.left cart bag creditcard qrcode
        qrcode.viewfinder barcode.viewfinder camera music.note book book.fill bookmark newspaper newspaper.fill doc
        doc.text folder trash pencil square.and.pencil square.and.arrow.up link location location.fill map car car.fill
        bus tram airplane bicycle figure.walk flame flame.fill leaf battery.100 battery.25 wifi lock lock.fill info.circle
        exclamationmark.triangle exclamationmark.circle questionmark.circle ellipsis list.bullet chart.bar chart.bar.fill
        chart.line.uptrend.xyaxis dollarsign.circle yensign.circle gift tag ticket building.columns hand.thumbsup
        hand.thumbsdown textformat character.book.closed graduationcap brain
        """.split(whereSeparator: \.isWhitespace).map(String.init)

    @Test(
        "Every codepoint exists in the font under the glyph name the table gives",
        .enabled(if: FileManager.default.fileExists(atPath: fontPath) && FileManager.default.fileExists(atPath: sourcePath))
    )
    func codepointsExist() throws {
        let font = try String(contentsOfFile: Self.fontPath, encoding: .utf8)
        var glyphs: [UInt32: String] = [:]
        for match in font.matches(of: /<glyph\s+glyph-name="([^"]+)"\s+unicode="&#x([0-9A-Fa-f]+);"/) {
            if let value = UInt32(match.output.2, radix: 16) { glyphs[value] = String(match.output.1) }
        }
        #expect(glyphs.count > 1000)

        let source = try String(contentsOfFile: Self.sourcePath, encoding: .utf8)
        var names: [String] = []
        for match in source.matches(of: /"([^"]+)": 0x([0-9A-F]+),\s+\/\/ (\S+)/) {
            let name = String(match.output.1)
            let value = try #require(UInt32(match.output.2, radix: 16))
            names.append(name)
            #expect(glyphs[value] == String(match.output.3), "\(name): U+\(String(value, radix: 16)) is not \(match.output.3)")
        }
        #expect(names.count >= 150)
        #expect(Set(names).count == names.count, "duplicate keys")
        for name in Self.required { #expect(names.contains(name), "\(name) is missing") }
    }
}
