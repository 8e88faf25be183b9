import DisplayList
import Foundation
import HTMLRenderer
import PNGRenderer
import SVGRenderer
import Testing

/// The display list's JSON form (what `render --format displayList` writes): it round-trips,
/// and a file written by an earlier build still decodes and renders the same.
@Suite("Display list coding")
struct DisplayListCodingTests {
    /// Written by `example-widgets render Weather --family systemMedium --format displayList`
    /// (see Fixtures/README.md), with its PNG, SVG and HTML from the same build.
    static let fixture = "weather-medium"

    static func fixtureData(_ pathExtension: String) throws -> Data {
        let url = try #require(Bundle.module.url(
            forResource: fixture, withExtension: pathExtension, subdirectory: "Fixtures"))
        return try Data(contentsOf: url)
    }

    static func encoded(_ list: DisplayList) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(list)
    }

    /// Every kind of item, paint, outline and the links and accessibility tree, by hand.
    static let handMade = DisplayList(
        size: CGSize(width: 170, height: 170),
        items: [
            .shape(ShapeItem(frame: CGRect(x: 0, y: 0, width: 170, height: 170), outline: .rectangle, fill: .color(.white))),
            .shape(ShapeItem(
                frame: CGRect(x: 10, y: 10, width: 60, height: 30),
                outline: .roundedRectangle(cornerWidth: 8, cornerHeight: 8, continuous: true),
                fill: .linearGradient(stops: [GradientStop(color: RGBAColor(hex: 0xFF9500), location: 0),
                                              GradientStop(color: RGBAColor(hex: 0xFF2D55), location: 1)],
                                      start: UnitPoint2D(x: 0, y: 0), end: UnitPoint2D(x: 1, y: 1)),
                stroke: StrokeSpec(paint: .color(.black), lineWidth: 2, dash: [4, 2], lineCap: .round))),
            .shape(ShapeItem(
                frame: CGRect(x: 90, y: 10, width: 40, height: 40),
                outline: .path([.move(to: CGPoint(x: 90, y: 10)), .line(to: CGPoint(x: 130, y: 10)),
                                .quadCurve(to: CGPoint(x: 110, y: 50), control: CGPoint(x: 130, y: 40)), .close]),
                fill: .color(RGBAColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5)))),
        ],
        links: [LinkRegion(frame: CGRect(x: 10, y: 10, width: 60, height: 30), url: URL(string: "https://example.com/a")!)],
        widgetURL: URL(string: "myapp://open?x=1"))

    @Test("Encode, decode: the same display list, the same bytes again")
    func roundTrip() throws {
        for list in [Self.handMade, try JSONDecoder().decode(DisplayList.self, from: Self.fixtureData("displayList"))] {
            let data = try Self.encoded(list)
            let decoded = try JSONDecoder().decode(DisplayList.self, from: data)
            #expect(decoded == list)
            #expect(try Self.encoded(decoded) == data)
        }
    }

    @Test("A display list written by an earlier build decodes and renders the same")
    func compatibility() throws {
        let data = try Self.fixtureData("displayList")
        let list = try JSONDecoder().decode(DisplayList.self, from: data)
        #expect(try Self.encoded(list) == data, "the JSON form changed: existing files would not read back the same")
        #expect(list.size == CGSize(width: 364, height: 170))
        #expect(!list.items.isEmpty)
        // `WIDGETKIT_REWRITE_FIXTURES=1` rewrites the SVG and PNG after a deliberate change to how
        // things are drawn (issue 31: Apple's continuous corners); the display list itself never.
        if ProcessInfo.processInfo.environment["WIDGETKIT_REWRITE_FIXTURES"] == "1" {
            let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
            try Data(SVGRenderer().render(list).utf8).write(to: folder.appendingPathComponent("\(Self.fixture).svg"))
            try PNGRenderer().render(list, scale: 2).write(to: folder.appendingPathComponent("\(Self.fixture).png"))
        }
        #expect(String(decoding: try Self.fixtureData("svg"), as: UTF8.self) == SVGRenderer().render(list))
        #expect(try Self.fixtureData("png") == PNGRenderer().render(list, scale: 2))
    }

    @Test("A control's id (interactive widgets) round-trips, and a node without one writes no key")
    func controlID() throws {
        let button = AccessibilityNode(frame: CGRect(x: 10, y: 10, width: 40, height: 30), label: "Add",
                                       traits: ["isButton", "performs:AddIntent"], control: 3)
        let text = AccessibilityNode(frame: CGRect(x: 10, y: 50, width: 40, height: 20), label: "Count 2", traits: ["isStaticText"])
        let list = DisplayList(size: CGSize(width: 170, height: 170), accessibility: [button, text])
        let data = try Self.encoded(list)
        let json = String(decoding: data, as: UTF8.self)
        #expect(json.components(separatedBy: "\"control\":3").count == 2, "\(json)")
        #expect(json.components(separatedBy: "\"control\"").count == 2, "only the control writes the key: \(json)")
        let decoded = try JSONDecoder().decode(DisplayList.self, from: data)
        #expect(decoded.accessibility.map(\.control) == [3, nil])
        // The HTML is a real button carrying the id and the intent.
        let html = HTMLRenderer().renderFragment(decoded)
        #expect(html.contains(#"<button type="button" class="wk-control" data-control="3" data-intent="AddIntent" aria-label="Add""#))
    }

    @Test("Malformed JSON is an error, not a crash")
    func malformed() {
        #expect(throws: (any Error).self) { try JSONDecoder().decode(DisplayList.self, from: Data("{\"size\": 3}".utf8)) }
        #expect(throws: (any Error).self) { try JSONDecoder().decode(DisplayList.self, from: Data("not json".utf8)) }
    }
}
