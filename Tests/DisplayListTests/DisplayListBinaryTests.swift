import DisplayList
import Foundation
import Testing

/// The binary coding of a display list (what an extension sends its host): it round-trips every
/// field of every type, knows every stored property, and refuses truncated, malformed and hostile
/// input with an error, never a trap or a huge allocation.
@Suite("Display list binary coding")
struct DisplayListBinaryTests {
    static let frame = CGRect(x: 1.5, y: -2.25, width: 30, height: 40.125)
    static let colorA = RGBAColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4)
    static let colorB = RGBAColor(red: 0.9, green: 0.8, blue: 0.7, alpha: 1)
    static let stops = [GradientStop(color: colorA, location: 0), GradientStop(color: colorB, location: 0.75)]
    static let path: [PathElement] = [
        .move(to: CGPoint(x: 1, y: 2)), .line(to: CGPoint(x: 3, y: 4)),
        .quadCurve(to: CGPoint(x: 5, y: 6), control: CGPoint(x: 7, y: 8)),
        .curve(to: CGPoint(x: 9, y: 10), control1: CGPoint(x: 11, y: 12), control2: CGPoint(x: 13, y: 14)), .close,
    ]
    static let paints: [Paint] = [
        .color(colorA),
        .linearGradient(stops: stops, start: UnitPoint2D(x: 0, y: 0.5), end: UnitPoint2D(x: 1, y: 0.25)),
        .radialGradient(stops: stops, center: UnitPoint2D(x: 0.5, y: 0.5), startRadius: 2, endRadius: 30),
        .angularGradient(stops: stops, center: UnitPoint2D(x: 0.25, y: 0.75), startAngle: -90, endAngle: 270),
        .ellipticalGradient(stops: stops, center: UnitPoint2D(x: 0.5, y: 0.4), startRadiusFraction: 0.1, endRadiusFraction: 0.5),
    ]
    static let outlines: [ShapeOutline] = [
        .rectangle, .roundedRectangle(cornerWidth: 8, cornerHeight: 6, continuous: true),
        .roundedRectangle(cornerWidth: 4, cornerHeight: 4, continuous: false), .capsule, .ellipse, .path(path),
    ]
    static let filters: [GraphicsFilter] = [
        .blur(radius: 3, opaque: true), .grayscale(0.5), .saturation(1.5), .brightness(0.2), .contrast(1.3),
        .hueRotation(degrees: 45), .colorInvert, .colorMultiply(colorB), .luminanceToAlpha,
        .monochrome(colorA, fromLuminance: true),
    ]
    static let font = FontSpec(families: ["Inter", "Noto Sans CJK SC"], size: 15.5, weight: 600, italic: true,
                               monospacedDigits: true, tracking: 0.5, lineHeight: 20)
    static let start = Date(timeIntervalSinceReferenceDate: 786_000_000.125)

    /// A run with every property set to something other than its default.
    static func run(_ text: String, pattern: TextLinePattern) -> TextRun {
        var run = TextRun(text: text, x: 4, width: 52.5, font: font, paint: paints[1], underline: true, strikethrough: true,
                          language: "zh-Hans", baselineOffset: 2, underlineColor: .color(colorB),
                          strikethroughColor: paints[2], underlinePattern: pattern, strikethroughPattern: .dashDotDot)
        run.underlinePattern = pattern
        return run
    }

    /// One value of every type, every optional property set and every enum case present.
    static let everything: DisplayList = {
        let shapes: [DisplayItem] = outlines.enumerated().map { index, outline in
            .shape(ShapeItem(
                frame: frame, outline: outline, fill: paints[index % paints.count],
                stroke: StrokeSpec(paint: paints[(index + 1) % paints.count], lineWidth: 1.5, dash: [4, 2.5],
                                   lineCap: [StrokeSpec.LineCap.butt, .round, .square][index % 3]),
                liveProgress: LiveProgress(start: start, end: start + 3600, countsDown: index.isMultiple(of: 2), length: 120,
                                           minimumLength: 4, path: index.isMultiple(of: 2) ? path : nil)))
        }
        let patterns: [TextLinePattern] = [.solid, .dot, .dash, .dashDot, .dashDotDot]
        let texts: [DisplayItem] = [LiveText.Style.timer, .relative, .offset].map { style in
            .text(TextItem(frame: frame, lines: [
                TextLine(origin: CGPoint(x: 4, y: 20), width: 100, ascent: 14, descent: 4,
                         runs: patterns.map { run("Hé 漢字 🙂 \($0)", pattern: $0) }),
                TextLine(origin: CGPoint(x: 4, y: 40), width: 60, ascent: 14, descent: 4, runs: [
                    TextRun(text: "plain", x: 4, width: 30, font: FontSpec(families: FontSpec.defaultFamilies, size: 11),
                            paint: .color(.black)),
                ]),
            ], live: LiveText(style: style, date: start, intervalEnd: start + 60, countsDown: false, locale: "de_DE")))
        }
        let image = ImageItem(
            frame: frame, image: ImageData(format: .jpeg, bytes: Data([0xFF, 0xD8, 0, 1, 2, 0xFF, 0xD9]), pixelWidth: 40,
                                           pixelHeight: -3, id: "abc123"),
            tint: paints[3], pixelated: true, source: CGRect(x: 1, y: 2, width: 3, height: 4))
        let png = ImageItem(frame: frame, image: ImageData(format: .png, bytes: Data(), pixelWidth: 0, pixelHeight: 0, id: ""))
        let groups: [DisplayItem] = BlendModeSpec.allCases.enumerated().map { index, mode in
            .group(GroupItem(
                clip: Clip(frame: frame, outline: outlines[index % outlines.count], evenOdd: index.isMultiple(of: 2)),
                opacity: 0.5, shadow: Shadow(color: colorA, radius: 3, x: 1, y: -2),
                transform: AffineTransform2D(a: 1, b: 0.5, c: -0.5, d: 2, tx: 10, ty: -20),
                filters: filters, mask: GroupMask(items: [shapes[0], .image(png)]), blendMode: mode,
                isolated: index.isMultiple(of: 2), invalidatable: !index.isMultiple(of: 2),
                children: [shapes[index % shapes.count], texts[index % texts.count], .image(image)]))
        }
        let plainGroup = DisplayItem.group(GroupItem(children: [.group(GroupItem(opacity: 0, children: []))]))
        let child = AccessibilityNode(frame: frame, label: "Child", traits: [])
        return DisplayList(
            size: CGSize(width: 364, height: 170), items: shapes + texts + [.image(image), .image(png)] + groups + [plainGroup],
            links: [
                LinkRegion(frame: frame, url: URL(string: "https://example.com/a?b=c%20d#e")!),
                LinkRegion(frame: frame, url: URL(string: "detail/1", relativeTo: URL(string: "myapp://host/base/"))!),
            ],
            widgetURL: URL(string: "myapp://open?x=1"),
            accessibility: [
                AccessibilityNode(frame: frame, label: "Add", value: "2", hint: "Adds one", traits: ["isButton", "isHeader"],
                                  url: URL(string: "https://example.com"), children: [child, child], control: 3),
                child,
            ])
    }()

    @Test("Every field of every type round-trips: decode(encode(x)) == x")
    func everythingRoundTrips() throws {
        let bytes = try Self.everything.binaryRepresentation()
        let decoded = try DisplayList(binaryRepresentation: bytes)
        #expect(decoded == Self.everything)
        #expect(try decoded.binaryRepresentation() == bytes)
        // Item by item, so that a failure names the item.
        for (item, back) in zip(Self.everything.items, decoded.items) { #expect(item == back) }
        #expect(decoded.links.map(\.url.absoluteString) == Self.everything.links.map(\.url.absoluteString))
    }

    @Test("Values the initialisers would normalise, and doubles bit for bit (negative zero, infinities, NaN)")
    func exactValues() throws {
        var run = TextRun(text: "", x: -0.0, width: .infinity, font: FontSpec(families: [], size: 0), paint: .color(.clear))
        run.baselineOffset = 0  // the initialiser turns 0 into nil
        run.underlineColor = .color(.white)  // … and drops a colour without an underline
        run.strikethroughPattern = .solid
        let list = DisplayList(size: CGSize(width: -.infinity, height: .nan), items: [
            .text(TextItem(frame: .zero, lines: [TextLine(origin: .zero, width: 0, ascent: 0, descent: 0, runs: [run])])),
        ])
        let decoded = try DisplayList(binaryRepresentation: list.binaryRepresentation())
        #expect(decoded.size.height.isNaN)
        #expect(decoded.size.width == -.infinity)
        guard case .text(let text) = decoded.items.first else {
            Issue.record("no text item")
            return
        }
        let back = try #require(text.lines.first?.runs.first)
        #expect(back == run)
        #expect(back.x.sign == .minus)
    }

    @Test("The JSON fixture of the medium weather widget round-trips, in less than half the size of its JSON")
    func fixture() throws {
        let json = try DisplayListCodingTests.fixtureData("displayList")
        let list = try JSONDecoder().decode(DisplayList.self, from: json)
        let bytes = try list.binaryRepresentation()
        #expect(try DisplayList(binaryRepresentation: bytes) == list)
        #expect(bytes.count * 2 < json.count, "\(bytes.count) bytes binary, \(json.count) JSON")
    }

    @Test("The coding knows every stored property of every display list type")
    func knowsEveryProperty() throws {
        // One value of every struct the display list is made of; a property added to one of them
        // changes its Mirror's count and fails here until the coding (and its table) write it.
        var values: [Any] = [Self.everything]
        for item in Self.everything.allItems {
            switch item {
            case .shape(let shape):
                values += [shape, shape.stroke as Any, shape.liveProgress as Any]
            case .text(let text):
                values += [text, text.live as Any] + text.lines.map { $0 as Any }
                for line in text.lines { values += line.runs.map { $0 as Any } + line.runs.map { $0.font as Any } }
            case .image(let image):
                values += [image, image.image]
            case .group(let group):
                values += [group, group.clip as Any, group.shadow as Any, group.transform as Any, group.mask as Any]
            }
        }
        values += Self.everything.links.map { $0 as Any } + Self.everything.accessibility.map { $0 as Any }
        values += [Self.colorA, UnitPoint2D(x: 0, y: 0), Self.stops[0]]
        var seen: Set<String> = []
        for value in values {
            let mirror = Mirror(reflecting: value)
            // Unwrap optionals.
            guard mirror.displayStyle != .optional else {
                if let wrapped = mirror.children.first?.value {
                    let inner = Mirror(reflecting: wrapped)
                    let name = String(describing: inner.subjectType)
                    seen.insert(name)
                    #expect(DisplayList.binaryFieldCounts[name] == inner.children.count, "\(name)")
                }
                continue
            }
            let name = String(describing: mirror.subjectType)
            seen.insert(name)
            let known = try #require(DisplayList.binaryFieldCounts[name], "the binary coding does not know \(name)")
            #expect(known == mirror.children.count,
                    "\(name) has \(mirror.children.count) stored properties; the binary coding writes \(known)")
        }
        #expect(seen == Set(DisplayList.binaryFieldCounts.keys), "types without a value here: \(Set(DisplayList.binaryFieldCounts.keys).subtracting(seen))")
    }

    /// ``everything`` with two of its groups (one per blend mode there): every type, a shorter list.
    static let compact: DisplayList = {
        var list = everything
        var groups = 0
        list.items = list.items.filter { item in
            guard case .group(let group) = item, group.blendMode != nil else { return true }
            groups += 1
            return groups <= 2
        }
        return list
    }()

    @Test("Every truncation of a list throws, at every byte offset")
    func truncated() throws {
        let bytes = try Self.compact.binaryRepresentation()
        var accepted: [Int] = []
        for count in 0..<bytes.count {
            do {
                _ = try DisplayList(binaryRepresentation: bytes[..<count])
                accepted.append(count)
            } catch {
                // BinaryCodingError is the only error it throws (typed throws).
                #expect(error.offset <= count)
            }
        }
        #expect(accepted.isEmpty, "truncated to \(accepted.prefix(5)) bytes, the list still decoded")
        // And a byte too many.
        #expect(throws: BinaryCodingError.self) { try DisplayList(binaryRepresentation: bytes + [0]) }
    }

    @Test("Random garbage throws; random changes to a valid list throw or decode, never crash")
    func garbage() throws {
        var random = SplitMix64(seed: 18)
        for round in 0..<5_000 {
            let count = Int(random.next() % 300)
            var bytes = (0..<count).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            if round.isMultiple(of: 2) { bytes = DisplayList.binaryMagic + [DisplayList.binaryFormatVersion] + bytes }
            // Random bytes cannot be a list: an item count or tag fails long before the end.
            #expect(throws: BinaryCodingError.self, "round \(round)") { try DisplayList(binaryRepresentation: bytes) }
        }
        let valid = try Self.everything.binaryRepresentation()
        var decoded = 0
        for _ in 0..<2_000 {
            var bytes = valid
            for _ in 0..<(1 + random.next() % 4) {
                bytes[5 + Int(random.next() % UInt64(bytes.count - 5))] = UInt8(truncatingIfNeeded: random.next())
            }
            if (try? DisplayList(binaryRepresentation: bytes)) != nil { decoded += 1 }
        }
        // Changed doubles still decode; most other changes do not. Either way, no trap.
        #expect(decoded < 2_000)
    }

    @Test("Another magic or version is refused by name")
    func versioned() throws {
        var bytes = try Self.everything.binaryRepresentation()
        bytes[4] = DisplayList.binaryFormatVersion + 1
        #expect(throws: BinaryCodingError(offset: 4, reason: "version \(DisplayList.binaryFormatVersion + 1) of the coding; this build reads version \(DisplayList.binaryFormatVersion)")) {
            try DisplayList(binaryRepresentation: bytes)
        }
        let json = Array(#"{"size":[1,2]}"#.utf8)
        let error = #expect(throws: BinaryCodingError.self) { try DisplayList(binaryRepresentation: json) }
        #expect(error?.reason.contains("WKDL") == true)
    }

    /// The header and a canvas size, then `rest`.
    static func list(_ rest: [UInt8]) -> [UInt8] {
        DisplayList.binaryMagic + [DisplayList.binaryFormatVersion] + [UInt8](repeating: 0, count: 16) + rest
    }

    @Test("A hostile count (4 GiB of items, string bytes or image bytes) throws before anything is allocated")
    func hostileLengths() throws {
        let fourGiB: [UInt8] = [0x80, 0x80, 0x80, 0x80, 0x10]
        let maxCount: [UInt8] = [0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01]
        let inputs: [(String, [UInt8])] = [
            ("items", Self.list(fourGiB)),
            ("items (2^64 - 1)", Self.list(maxCount)),
            // One shape item, then a path outline of 4 Gi elements.
            ("path elements", Self.list([1, 0] + [UInt8](repeating: 0, count: 32) + [4] + fourGiB)),
            // One text item: frame, 4 Gi lines.
            ("lines", Self.list([1, 1] + [UInt8](repeating: 0, count: 32) + fourGiB)),
            // One image item: frame, format, 4 GiB of bytes.
            ("bytes", Self.list([1, 2] + [UInt8](repeating: 0, count: 32) + [0] + fourGiB)),
            // No items, one link with a string of 4 GiB.
            ("string bytes", Self.list([0, 1] + [UInt8](repeating: 0, count: 32) + fourGiB)),
        ]
        for (what, bytes) in inputs {
            let error = #expect(throws: BinaryCodingError.self, "\(what)") { try DisplayList(binaryRepresentation: bytes) }
            #expect(error?.reason.contains("claimed") == true, "\(what): \(String(describing: error))")
        }
        // A varint longer than 64 bits.
        let long = Self.list([UInt8](repeating: 0xFF, count: 11) + [0])
        let error = #expect(throws: BinaryCodingError.self) { try DisplayList(binaryRepresentation: long) }
        #expect(error?.reason.contains("64 bits") == true)
    }

    @Test("Nesting is limited: too deep a list neither encodes nor decodes, and the stack survives")
    func depth() throws {
        func nested(_ levels: Int) -> DisplayList {
            var item = DisplayItem.shape(ShapeItem(frame: .zero, outline: .rectangle))
            for _ in 0..<levels { item = .group(GroupItem(children: [item])) }
            return DisplayList(size: .zero, items: [item])
        }
        let deep = nested(DisplayList.maximumBinaryDepth)
        #expect(try DisplayList(binaryRepresentation: deep.binaryRepresentation()) == deep)
        #expect(throws: BinaryCodingError.self) { try nested(DisplayList.maximumBinaryDepth + 1).binaryRepresentation() }
        // 100,000 groups, each the first child of the one before: refused at the limit, not at
        // the end of the stack. A group: tag 3, no clip, opacity, no shadow or transform, 1 child.
        let group: [UInt8] = [3, 0] + [UInt8](repeating: 0, count: 8) + [0, 0, 1]
        let bytes = Self.list([1] + Array([[UInt8]](repeating: group, count: 100_000).joined()))
        let error = #expect(throws: BinaryCodingError.self) { try DisplayList(binaryRepresentation: bytes) }
        #expect(error?.reason.contains("nested") == true)
        // Accessibility nodes nest too.
        var node = AccessibilityNode(frame: .zero, label: "")
        for _ in 0...DisplayList.maximumBinaryDepth { node = AccessibilityNode(frame: .zero, label: "", children: [node]) }
        #expect(throws: BinaryCodingError.self) {
            try DisplayList(size: .zero, accessibility: [node]).binaryRepresentation()
        }
    }

    @Test("Invalid UTF-8, Booleans other than 0 and 1, unknown tags and a font index from the future throw")
    func malformedValues() throws {
        let frame = [UInt8](repeating: 0, count: 32)
        let inputs: [(String, [UInt8], String)] = [
            // A link whose URL is 2 bytes of invalid UTF-8.
            ("UTF-8", Self.list([0, 1] + frame + [2, 0xC3, 0x28]), "UTF-8"),
            // A link to an empty string, which is no URL.
            ("URL", Self.list([0, 1] + frame + [0, 0]), "URL"),
            // An item tag 9.
            ("item tag", Self.list([1, 9] + frame), "display item"),
            // A shape with a fill flag of 2.
            ("Boolean", Self.list([1, 0] + frame + [0, 2]), "Boolean"),
            // A text run whose font is number 5 when none was read.
            ("font", Self.list([1, 1] + frame + [1] + [UInt8](repeating: 0, count: 40) + [1, 1, 65]
                              + [UInt8](repeating: 0, count: 16) + [5] + [UInt8](repeating: 0, count: 64)), "font 5"),
        ]
        for (what, bytes, expected) in inputs {
            let error = #expect(throws: BinaryCodingError.self, "\(what)") { try DisplayList(binaryRepresentation: bytes) }
            #expect(error?.description.contains(expected) == true, "\(what): \(String(describing: error))")
        }
    }
}

/// A small, seeded random number generator: the same garbage on every run.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
