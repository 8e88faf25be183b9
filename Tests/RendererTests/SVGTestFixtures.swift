import DisplayList
import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Hand-built display lists and helpers shared by the SVG and HTML tests.
enum MarkupFixtures {
    static let hostile = "<script>alert(1)</script> \"quoted\" 'single' & ampersand"
    static let arabic = "مرحبا بالعالم"
    static let hebrew = "שלום עולם"
    static let longTitle = String(repeating: "<b>&\"'", count: 715)  // 5,005 characters

    static let font = FontSpec(families: FontSpec.defaultFamilies, size: 17, weight: 400)
    static let boldFont = FontSpec(families: FontSpec.defaultFamilies, size: 17, weight: 700, italic: true)

    static let timerStart = Date(timeIntervalSince1970: 1_700_000_000)
    static let timerEnd = Date(timeIntervalSince1970: 1_700_000_600)

    /// A widget exercising every item kind.
    static func sample() -> DisplayList {
        let canvas = CGRect(x: 0, y: 0, width: 170, height: 170)
        let line1 = TextLine(
            origin: CGPoint(x: 16, y: 40), width: 90, ascent: 16.5, descent: 4.25,
            runs: [
                TextRun(text: "Hello ", x: 16, width: 44.5, font: font, paint: .color(.black)),
                TextRun(text: "world", x: 60.5, width: 45.5, font: boldFont, paint: .color(RGBAColor(hex: 0x3366FF)),
                        underline: true),
            ]
        )
        let line2 = TextLine(
            origin: CGPoint(x: 16, y: 61), width: 140, ascent: 16.5, descent: 4.25,
            runs: [TextRun(text: hostile, x: 16, width: 140, font: font, paint: .color(.black))]
        )
        let line3 = TextLine(
            origin: CGPoint(x: 16, y: 82), width: 120, ascent: 16.5, descent: 4.25,
            runs: [
                TextRun(text: arabic, x: 16, width: 70, font: font, paint: .color(.black), language: "ar"),
                TextRun(text: hebrew, x: 90, width: 50, font: font,
                        paint: .linearGradient(
                            stops: [GradientStop(color: .black, location: 0), GradientStop(color: .white, location: 1)],
                            start: UnitPoint2D(x: 0, y: 0), end: UnitPoint2D(x: 1, y: 0)),
                        strikethrough: true, language: "he"),
            ]
        )
        let text = TextItem(frame: CGRect(x: 16, y: 20, width: 140, height: 66), lines: [line1, line2, line3])
        let live = TextItem(
            frame: CGRect(x: 100, y: 130, width: 54, height: 21),
            lines: [TextLine(origin: CGPoint(x: 100, y: 146), width: 54, ascent: 16.5, descent: 4.25,
                             runs: [TextRun(text: "10:00", x: 100, width: 54, font: font, paint: .color(.black))])],
            live: LiveText(style: .timer, date: timerStart, intervalEnd: timerEnd, countsDown: true, locale: "en-US")
        )
        let gradient = Paint.linearGradient(
            stops: [GradientStop(color: RGBAColor(hex: 0xFF0000), location: 0),
                    GradientStop(color: RGBAColor(hex: 0x0000FF, alpha: 0.5), location: 1)],
            start: UnitPoint2D(x: 0, y: 0), end: UnitPoint2D(x: 0, y: 1)
        )
        let items: [DisplayItem] = [
            .group(GroupItem(
                clip: Clip(frame: canvas, outline: .roundedRectangle(cornerWidth: 22, cornerHeight: 22, continuous: true)),
                children: [
                    .shape(ShapeItem(frame: canvas, outline: .rectangle, fill: gradient)),
                    .shape(ShapeItem(frame: CGRect(x: 10, y: 100, width: 60, height: 20), outline: .capsule,
                                     fill: .color(.white), stroke: StrokeSpec(paint: .color(.black), lineWidth: 2))),
                    .shape(ShapeItem(frame: CGRect(x: 80, y: 100, width: 20, height: 20), outline: .ellipse,
                                     fill: .radialGradient(stops: [GradientStop(color: .white, location: 0),
                                                                   GradientStop(color: .black, location: 1)],
                                                           center: UnitPoint2D(x: 0.5, y: 0.5), startRadius: 0, endRadius: 10),
                                     stroke: StrokeSpec(paint: .color(.black), lineWidth: 1, dash: [2, 1], lineCap: .round))),
                    .shape(ShapeItem(frame: CGRect(x: 120, y: 100, width: 30, height: 20),
                                     outline: .path([.move(to: CGPoint(x: 120, y: 120)), .line(to: CGPoint(x: 135, y: 100)),
                                                     .quadCurve(to: CGPoint(x: 150, y: 120), control: CGPoint(x: 145, y: 105)),
                                                     .close]),
                                     fill: .angularGradient(stops: [GradientStop(color: .black, location: 0),
                                                                    GradientStop(color: .white, location: 1)],
                                                            center: UnitPoint2D(x: 0.5, y: 0.5), startAngle: 0, endAngle: 360))),
                    .text(text),
                    .image(ImageItem(frame: CGRect(x: 10, y: 130, width: 24, height: 24), image: tinyPNG, pixelated: true)),
                    .group(GroupItem(opacity: 0.5, shadow: Shadow(color: RGBAColor(hex: 0, alpha: 0.3), radius: 4, x: 0, y: 2),
                                     children: [.image(ImageItem(frame: CGRect(x: 40, y: 130, width: 24, height: 24),
                                                                 image: tinyPNG, tint: .color(RGBAColor(hex: 0xFF9500))))])),
                    .text(live),
                ]
            )),
        ]
        let links = [
            LinkRegion(frame: CGRect(x: 10, y: 100, width: 60, height: 20), url: URL(string: "https://example.com/a?x=1&y=\"2\"")!),
            LinkRegion(frame: CGRect(x: 80, y: 100, width: 20, height: 20), url: URL(string: "javascript:alert(1)")!),
            LinkRegion(frame: CGRect(x: 120, y: 100, width: 30, height: 20), url: URL(string: "myapp://item/3")!),
            LinkRegion(frame: CGRect(x: 0, y: 0, width: 10, height: 10), url: URL(string: "JaVaScRiPt:alert(2)")!),
        ]
        let accessibility = [
            AccessibilityNode(frame: CGRect(x: 16, y: 20, width: 140, height: 21), label: "Hello world", traits: ["isHeader"]),
            AccessibilityNode(frame: CGRect(x: 16, y: 41, width: 140, height: 21), label: hostile, value: "42", hint: "Double-tap"),
            AccessibilityNode(frame: CGRect(x: 10, y: 100, width: 60, height: 20), label: "Open example", traits: ["isLink"],
                              url: URL(string: "https://example.com/a?x=1&y=\"2\"")!),
            AccessibilityNode(frame: CGRect(x: 10, y: 130, width: 24, height: 24), label: "Photo", traits: ["isImage"]),
            AccessibilityNode(frame: CGRect(x: 16, y: 62, width: 140, height: 21), label: arabic + " " + hebrew),
        ]
        return DisplayList(size: canvas.size, items: items, links: links, widgetURL: URL(string: "widget://open?id=1&b=2"),
                           accessibility: accessibility)
    }

    /// A 2×2 RGBA PNG (red, green, blue, transparent), encoded with stored deflate blocks.
    static let tinyPNG: ImageData = {
        let pixels: [UInt8] = [255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 0, 0, 0, 0]
        return ImageData(format: .png, bytes: png(width: 2, height: 2, rgba: pixels), pixelWidth: 2, pixelHeight: 2, id: "tiny")
    }()

    static func png(width: Int, height: Int, rgba: [UInt8]) -> Data {
        var raw: [UInt8] = []
        for row in 0..<height {
            raw.append(0)
            raw += rgba[(row * width * 4)..<((row + 1) * width * 4)]
        }
        var zlib: [UInt8] = [0x78, 0x01, 0x01]
        zlib += [UInt8(raw.count & 0xFF), UInt8(raw.count >> 8), UInt8(~raw.count & 0xFF), UInt8((~raw.count >> 8) & 0xFF)]
        zlib += raw
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in raw {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        zlib += bigEndian((b << 16) | a)
        var data: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        data += chunk("IHDR", bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, 6, 0, 0, 0])
        data += chunk("IDAT", zlib)
        data += chunk("IEND", [])
        return Data(data)
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }

    private static func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + body
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in typed {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = (crc & 1) != 0 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return bigEndian(UInt32(body.count)) + typed + bigEndian(~crc)
    }

    /// Parses markup as XML (the SVG document, or an HTML fragment, which the renderer keeps well-formed).
    static func parse(_ markup: String) throws -> XMLDocument {
        try XMLDocument(xmlString: markup, options: [])
    }

    /// Every element named `name` below `node`, in document order.
    static func elements(named name: String, in node: XMLNode) -> [XMLElement] {
        var result: [XMLElement] = []
        func walk(_ node: XMLNode) {
            if let element = node as? XMLElement, element.name == name || element.localName == name { result.append(element) }
            for child in node.children ?? [] { walk(child) }
        }
        walk(node)
        return result
    }

    /// The value of an attribute, matched by qualified or local name (FoundationXML's
    /// `attribute(forName:)` misses attributes of elements in a default namespace, as in SVG).
    static func attribute(_ name: String, of element: XMLElement?) -> String? {
        for attribute in element?.attributes ?? [] where attribute.name == name || attribute.localName == name {
            return attribute.stringValue
        }
        return nil
    }

    /// The parsed style attribute of an element.
    static func style(of element: XMLElement) -> [String: String] {
        var result: [String: String] = [:]
        for declaration in (attribute("style", of: element) ?? "").split(separator: ";") {
            guard let colon = declaration.firstIndex(of: ":") else { continue }
            result[String(declaration[..<colon])] = String(declaration[declaration.index(after: colon)...])
        }
        return result
    }
}
