import DisplayList
import Foundation
import HTMLRenderer
import SVGRenderer
import Testing
import TextEngine

/// Writes a sample widget, laid out with the real text engine, as SVG and HTML for a look in a
/// browser. Runs only when `WK_WRITE_SAMPLES` names a directory, e.g.
/// `WK_WRITE_SAMPLES=/tmp swift test --filter HTMLSampleOutput`, then
/// `chromium --headless --screenshot=/tmp/shot.png --window-size=400,400 file:///tmp/sample.html`.
/// Thin red lines mark every baseline, so misplaced text is easy to spot. `WK_SAMPLE_FONT_BASE`
/// sets the font base URL (serve `SVGRenderer.fontFiles` there).
@Suite("HTML and SVG sample output")
struct HTMLSampleOutputTests {
    @Test("Write sample.svg and sample.html", .enabled(if: ProcessInfo.processInfo.environment["WK_WRITE_SAMPLES"] != nil))
    func writeSamples() throws {
        let directory = try #require(ProcessInfo.processInfo.environment["WK_WRITE_SAMPLES"])
        let list = Self.sampleList()
        let fontBaseURL = ProcessInfo.processInfo.environment["WK_SAMPLE_FONT_BASE"]
        try SVGRenderer(fontBaseURL: fontBaseURL).render(list).write(toFile: directory + "/sample.svg", atomically: true, encoding: .utf8)
        try HTMLRenderer().renderDocument(list, title: "Sample", fontBaseURL: fontBaseURL, language: "en")
            .write(toFile: directory + "/sample.html", atomically: true, encoding: .utf8)
        let fixture = MarkupFixtures.sample()
        try SVGRenderer(fontBaseURL: fontBaseURL).render(fixture).write(toFile: directory + "/fixture.svg", atomically: true, encoding: .utf8)
        try HTMLRenderer().renderDocument(fixture, title: "Fixture", fontBaseURL: fontBaseURL)
            .write(toFile: directory + "/fixture.html", atomically: true, encoding: .utf8)
        let json = try JSONEncoder().encode(list)
        try json.write(to: URL(fileURLWithPath: directory + "/sample.json"))
    }

    static func sampleList() -> DisplayList {
        let size = CGSize(width: 364, height: 170)
        var items: [DisplayItem] = [
            .shape(ShapeItem(frame: CGRect(origin: .zero, size: size), outline: .rectangle,
                             fill: .linearGradient(stops: [GradientStop(color: RGBAColor(hex: 0xFFF3D6), location: 0),
                                                           GradientStop(color: RGBAColor(hex: 0xD6E8FF), location: 1)],
                                                   start: UnitPoint2D(x: 0, y: 0), end: UnitPoint2D(x: 1, y: 1)))),
        ]
        var guides: [DisplayItem] = []
        func text(_ runs: [StyledRun], at point: CGPoint, width: Double?, lines: Int? = nil, live: LiveText? = nil) {
            let result = TextEngine.current.layout(TextLayoutRequest(runs: runs, maxWidth: width, lineLimit: lines))
            let placed = result.lines.map { line -> TextLine in
                TextLine(origin: CGPoint(x: line.origin.x + point.x, y: line.origin.y + point.y), width: line.width,
                         ascent: line.ascent, descent: line.descent,
                         runs: line.runs.map { run in
                             var run = run
                             run.x += Double(point.x)
                             return run
                         })
            }
            for line in placed {
                guides.append(.shape(ShapeItem(frame: CGRect(x: line.origin.x, y: line.origin.y, width: line.width, height: 0.5),
                                               outline: .rectangle, fill: .color(RGBAColor(hex: 0xFF0000, alpha: 0.8)))))
            }
            items.append(.text(TextItem(frame: CGRect(origin: point, size: result.size), lines: placed, live: live)))
        }
        let body = FontSpec(families: FontSpec.defaultFamilies, size: 15)
        text([StyledRun(text: "Good morning ", font: FontSpec(families: FontSpec.defaultFamilies, size: 22, weight: 700)),
              StyledRun(text: "☀️", font: FontSpec(families: FontSpec.defaultFamilies, size: 22)),
              StyledRun(text: " \u{F599}", font: FontSpec(families: FontSpec.symbolFamilies, size: 22),
                        paint: .color(RGBAColor(hex: 0xFF9500)))],
             at: CGPoint(x: 16, y: 14), width: 330)
        text([StyledRun(text: "Text wraps where the text engine broke it, with ", font: body),
              StyledRun(text: "bold", font: FontSpec(families: FontSpec.defaultFamilies, size: 15, weight: 700),
                        paint: .color(RGBAColor(hex: 0x0A84FF))),
              StyledRun(text: " and italic runs and a long tail of words.", font: FontSpec(families: FontSpec.defaultFamilies, size: 15, italic: true))],
             at: CGPoint(x: 16, y: 48), width: 220)
        text([StyledRun(text: "你好，世界 ", font: body, language: "zh-Hans"),
              StyledRun(text: "مرحبا بالعالم", font: body, language: "ar")],
             at: CGPoint(x: 16, y: 116), width: 220)
        text([StyledRun(text: "12:34", font: FontSpec(families: FontSpec.defaultFamilies, size: 28, weight: 600, monospacedDigits: true))],
             at: CGPoint(x: 262, y: 60), width: nil,
             live: LiveText(style: .timer, date: Date().addingTimeInterval(3600), locale: "en"))
        text([StyledRun(text: "Open", font: FontSpec(families: FontSpec.defaultFamilies, size: 13, weight: 600), paint: .color(.white))],
             at: CGPoint(x: 282, y: 125), width: nil)
        items.insert(.shape(ShapeItem(frame: CGRect(x: 262, y: 118, width: 80, height: 30), outline: .capsule,
                                      fill: .color(RGBAColor(hex: 0x0A84FF)))), at: items.count - 1)
        let card = GroupItem(clip: Clip(frame: CGRect(origin: .zero, size: size),
                                        outline: .roundedRectangle(cornerWidth: 22, cornerHeight: 22, continuous: true)),
                             children: items + guides)
        return DisplayList(
            size: size, items: [.group(card)],
            links: [LinkRegion(frame: CGRect(x: 262, y: 118, width: 80, height: 30), url: URL(string: "myapp://open")!)],
            widgetURL: URL(string: "myapp://home"),
            accessibility: [
                AccessibilityNode(frame: CGRect(x: 16, y: 14, width: 330, height: 30), label: "Good morning", traits: ["isHeader"]),
                AccessibilityNode(frame: CGRect(x: 262, y: 118, width: 80, height: 30), label: "Open", traits: ["isLink"]),
            ]
        )
    }
}
