package import Foundation

// The binary coding of a display list: what an extension process sends its host for an entry
// (a third of the size of the JSON and many times faster both ways). Hand-written, not an
// `Encoder`: each type writes its stored properties in declaration order with the primitives of
// `BinaryWriter` (doubles as 8 bytes little-endian, integers and counts as varints, strings as
// UTF-8 with a length, optionals as a presence byte, enum cases as a tag byte). A font is written
// once and referred to by its index after that. The format is versioned
// (`DisplayList.binaryFormatVersion`): a reader refuses another version. `Codable` stays the
// format of snapshots and of the JSON API.
//
// Adding a stored property to a type here means writing and reading it below and updating
// `DisplayList.binaryFieldCounts` (a test compares it with the types' `Mirror`s), and bumping
// the version.

extension DisplayList {
    /// The version of the binary coding, the byte after ``binaryMagic``.
    package static let binaryFormatVersion: UInt8 = 1
    /// The bytes every binary display list starts with: `WKDL`.
    package static let binaryMagic: [UInt8] = Array("WKDL".utf8)
    /// How deeply groups, masks and accessibility nodes may nest in a binary display list.
    package static let maximumBinaryDepth = 256

    /// The number of stored properties the binary coding writes for each struct of the display
    /// list, by type name: a test fails when a type has a property the coding does not know.
    package static let binaryFieldCounts: [String: Int] = [
        "DisplayList": 5, "ShapeItem": 5, "LiveProgress": 6, "TextItem": 3, "TextLine": 5, "TextRun": 13,
        "LiveText": 5, "ImageItem": 5, "ImageData": 5, "GroupItem": 10, "AffineTransform2D": 6, "Clip": 3,
        "Shadow": 4, "LinkRegion": 2, "AccessibilityNode": 8, "FontSpec": 7, "RGBAColor": 4, "UnitPoint2D": 2,
        "GradientStop": 2, "StrokeSpec": 4, "GroupMask": 1,
    ]

    /// The list in the binary coding: ``binaryMagic``, ``binaryFormatVersion``, then the list.
    ///
    /// Throws ``BinaryCodingError`` only for a list nested more than ``maximumBinaryDepth``
    /// levels deep, which no reader would accept.
    ///
    /// ```swift
    /// let bytes = try list.binaryRepresentation()
    /// let same = try DisplayList(binaryRepresentation: bytes)   // == list
    /// ```
    package func binaryRepresentation() throws(BinaryCodingError) -> [UInt8] {
        var writer = BinaryWriter()
        try writeBinaryRepresentation(to: &writer)
        return writer.bytes
    }

    /// Appends the ``binaryRepresentation()`` to what `writer` holds (a frame that carries a
    /// list after a header of its own is written without copying the list's bytes).
    package func writeBinaryRepresentation(to writer: inout BinaryWriter) throws(BinaryCodingError) {
        var list = DisplayListWriter(out: writer)
        writer = BinaryWriter(capacity: 0)
        for byte in Self.binaryMagic { list.out.byte(byte) }
        list.out.byte(Self.binaryFormatVersion)
        try list.write(self)
        writer = list.out
    }

    /// Reads a list from its ``binaryRepresentation()``; throws ``BinaryCodingError`` for
    /// anything else (another magic or version, truncated or malformed bytes, trailing bytes).
    package init(binaryRepresentation bytes: some ContiguousBytes) throws(BinaryCodingError) {
        let result: Result<DisplayList, BinaryCodingError> = bytes.withUnsafeBytes { buffer in
            var reader = BinaryReader(buffer)
            do throws(BinaryCodingError) {
                let list = try DisplayList(reading: &reader)
                try reader.expectEnd()
                return .success(list)
            } catch {
                return .failure(error)
            }
        }
        self = try result.get()
    }

    /// Reads a ``binaryRepresentation()`` at the reader's offset, and moves the reader past it.
    package init(reading input: inout BinaryReader) throws(BinaryCodingError) {
        let start = input.offset
        for byte in Self.binaryMagic {
            guard try input.byte() == byte else {
                throw BinaryCodingError(offset: start, reason: "not a binary display list (it does not start with WKDL)")
            }
        }
        let version = try input.byte()
        guard version == Self.binaryFormatVersion else {
            throw BinaryCodingError(
                offset: start + 4, reason: "version \(version) of the coding; this build reads version \(Self.binaryFormatVersion)")
        }
        var reader = DisplayListReader(input)
        self = try reader.displayList()
        input = reader.input
    }
}

/// Writes display list values into a ``BinaryWriter``, fonts by index after their first time.
struct DisplayListWriter {
    var out: BinaryWriter
    private var fonts: [FontSpec: Int] = [:]
    private var depth = 0

    init(out: BinaryWriter) {
        self.out = out
    }

    mutating func write(_ list: DisplayList) throws(BinaryCodingError) {
        size(list.size)
        try items(list.items)
        out.count(list.links.count)
        for link in list.links {
            rect(link.frame)
            url(link.url)
        }
        if let widgetURL = list.widgetURL {
            out.bool(true)
            url(widgetURL)
        } else {
            out.bool(false)
        }
        out.count(list.accessibility.count)
        for node in list.accessibility { try accessibility(node) }
    }

    private mutating func deeper(_ write: (inout DisplayListWriter) throws(BinaryCodingError) -> Void) throws(BinaryCodingError) {
        guard depth < DisplayList.maximumBinaryDepth else {
            throw BinaryCodingError(
                offset: out.bytes.count,
                reason: "cannot encode values nested more than \(DisplayList.maximumBinaryDepth) levels deep")
        }
        depth += 1
        defer { depth -= 1 }
        try write(&self)
    }

    // MARK: Geometry and values

    private mutating func point(_ point: CGPoint) {
        out.double(Double(point.x))
        out.double(Double(point.y))
    }

    private mutating func size(_ size: CGSize) {
        out.double(Double(size.width))
        out.double(Double(size.height))
    }

    private mutating func rect(_ rect: CGRect) {
        point(rect.origin)
        size(rect.size)
    }

    private mutating func url(_ url: URL) {
        out.string(url.relativeString)
        if let base = url.baseURL {
            out.bool(true)
            out.string(base.absoluteString)
        } else {
            out.bool(false)
        }
    }

    private mutating func optionalDouble(_ value: Double?) {
        if let value {
            out.bool(true)
            out.double(value)
        } else {
            out.bool(false)
        }
    }

    private mutating func optionalBool(_ value: Bool?) {
        out.byte(value.map { $0 ? 1 : 0 } ?? 2)
    }

    private mutating func optionalString(_ value: String?) {
        if let value {
            out.bool(true)
            out.string(value)
        } else {
            out.bool(false)
        }
    }

    private mutating func color(_ color: RGBAColor) {
        out.double(color.red)
        out.double(color.green)
        out.double(color.blue)
        out.double(color.alpha)
    }

    private mutating func unitPoint(_ point: UnitPoint2D) {
        out.double(point.x)
        out.double(point.y)
    }

    private mutating func stops(_ stops: [GradientStop]) {
        out.count(stops.count)
        for stop in stops {
            color(stop.color)
            out.double(stop.location)
        }
    }

    private mutating func paint(_ paint: Paint) {
        switch paint {
        case .color(let value):
            out.byte(0)
            color(value)
        case .linearGradient(let values, let start, let end):
            out.byte(1)
            stops(values)
            unitPoint(start)
            unitPoint(end)
        case .radialGradient(let values, let center, let startRadius, let endRadius):
            out.byte(2)
            stops(values)
            unitPoint(center)
            out.double(startRadius)
            out.double(endRadius)
        case .angularGradient(let values, let center, let startAngle, let endAngle):
            out.byte(3)
            stops(values)
            unitPoint(center)
            out.double(startAngle)
            out.double(endAngle)
        case .ellipticalGradient(let values, let center, let startFraction, let endFraction):
            out.byte(4)
            stops(values)
            unitPoint(center)
            out.double(startFraction)
            out.double(endFraction)
        }
    }

    private mutating func optionalPaint(_ value: Paint?) {
        if let value {
            out.bool(true)
            paint(value)
        } else {
            out.bool(false)
        }
    }

    private mutating func path(_ elements: [PathElement]) {
        out.count(elements.count)
        for element in elements {
            switch element {
            case .move(let to):
                out.byte(0)
                point(to)
            case .line(let to):
                out.byte(1)
                point(to)
            case .quadCurve(let to, let control):
                out.byte(2)
                point(to)
                point(control)
            case .curve(let to, let control1, let control2):
                out.byte(3)
                point(to)
                point(control1)
                point(control2)
            case .close:
                out.byte(4)
            }
        }
    }

    private mutating func outline(_ outline: ShapeOutline) {
        switch outline {
        case .rectangle:
            out.byte(0)
        case .roundedRectangle(let cornerWidth, let cornerHeight, let continuous):
            out.byte(1)
            out.double(cornerWidth)
            out.double(cornerHeight)
            out.bool(continuous)
        case .capsule:
            out.byte(2)
        case .ellipse:
            out.byte(3)
        case .path(let elements):
            out.byte(4)
            path(elements)
        }
    }

    private mutating func font(_ font: FontSpec) {
        if let index = fonts[font] {
            out.count(index)
            return
        }
        // A new font: the next index, then the font itself.
        out.count(fonts.count)
        fonts[font] = fonts.count
        out.count(font.families.count)
        for family in font.families { out.string(family) }
        out.double(font.size)
        out.integer(font.weight)
        out.bool(font.italic)
        out.bool(font.monospacedDigits)
        out.double(font.tracking)
        optionalDouble(font.lineHeight)
    }

    private mutating func pattern(_ pattern: TextLinePattern?) {
        let tag: UInt8 = switch pattern {
        case nil: 0
        case .solid: 1
        case .dot: 2
        case .dash: 3
        case .dashDot: 4
        case .dashDotDot: 5
        }
        out.byte(tag)
    }

    // MARK: Items

    private mutating func items(_ items: [DisplayItem]) throws(BinaryCodingError) {
        out.count(items.count)
        for item in items { try self.item(item) }
    }

    private mutating func item(_ item: DisplayItem) throws(BinaryCodingError) {
        switch item {
        case .shape(let shape):
            out.byte(0)
            self.shape(shape)
        case .text(let text):
            out.byte(1)
            self.text(text)
        case .image(let image):
            out.byte(2)
            self.image(image)
        case .group(let group):
            out.byte(3)
            try deeper { writer throws(BinaryCodingError) in try writer.group(group) }
        }
    }

    private mutating func shape(_ shape: ShapeItem) {
        rect(shape.frame)
        outline(shape.outline)
        optionalPaint(shape.fill)
        if let stroke = shape.stroke {
            out.bool(true)
            paint(stroke.paint)
            out.double(stroke.lineWidth)
            out.count(stroke.dash.count)
            for length in stroke.dash { out.double(length) }
            let cap: UInt8 = switch stroke.lineCap {
            case .butt: 0
            case .round: 1
            case .square: 2
            }
            out.byte(cap)
        } else {
            out.bool(false)
        }
        if let live = shape.liveProgress {
            out.bool(true)
            out.double(live.start.timeIntervalSinceReferenceDate)
            out.double(live.end.timeIntervalSinceReferenceDate)
            out.bool(live.countsDown)
            out.double(live.length)
            out.double(live.minimumLength)
            if let elements = live.path {
                out.bool(true)
                path(elements)
            } else {
                out.bool(false)
            }
        } else {
            out.bool(false)
        }
    }

    private mutating func text(_ text: TextItem) {
        rect(text.frame)
        out.count(text.lines.count)
        for line in text.lines {
            point(line.origin)
            out.double(line.width)
            out.double(line.ascent)
            out.double(line.descent)
            out.count(line.runs.count)
            for run in line.runs {
                out.string(run.text)
                out.double(run.x)
                out.double(run.width)
                font(run.font)
                paint(run.paint)
                out.bool(run.underline)
                out.bool(run.strikethrough)
                optionalString(run.language)
                optionalDouble(run.baselineOffset)
                optionalPaint(run.underlineColor)
                optionalPaint(run.strikethroughColor)
                pattern(run.underlinePattern)
                pattern(run.strikethroughPattern)
            }
        }
        if let live = text.live {
            out.bool(true)
            let style: UInt8 = switch live.style {
            case .timer: 0
            case .relative: 1
            case .offset: 2
            }
            out.byte(style)
            out.double(live.date.timeIntervalSinceReferenceDate)
            optionalDouble(live.intervalEnd?.timeIntervalSinceReferenceDate)
            out.bool(live.countsDown)
            out.string(live.locale)
        } else {
            out.bool(false)
        }
    }

    private mutating func image(_ image: ImageItem) {
        rect(image.frame)
        out.byte(image.image.format == .png ? 0 : 1)
        out.data(image.image.bytes)
        out.integer(image.image.pixelWidth)
        out.integer(image.image.pixelHeight)
        out.string(image.image.id)
        optionalPaint(image.tint)
        out.bool(image.pixelated)
        if let source = image.source {
            out.bool(true)
            rect(source)
        } else {
            out.bool(false)
        }
    }

    private mutating func group(_ group: GroupItem) throws(BinaryCodingError) {
        if let clip = group.clip {
            out.bool(true)
            rect(clip.frame)
            outline(clip.outline)
            optionalBool(clip.evenOdd)
        } else {
            out.bool(false)
        }
        out.double(group.opacity)
        if let shadow = group.shadow {
            out.bool(true)
            color(shadow.color)
            out.double(shadow.radius)
            out.double(shadow.x)
            out.double(shadow.y)
        } else {
            out.bool(false)
        }
        if let transform = group.transform {
            out.bool(true)
            for value in [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty] { out.double(value) }
        } else {
            out.bool(false)
        }
        try items(group.children)
        if let filters = group.filters {
            out.bool(true)
            out.count(filters.count)
            for filter in filters { self.filter(filter) }
        } else {
            out.bool(false)
        }
        if let mask = group.mask {
            out.bool(true)
            try items(mask.items)
        } else {
            out.bool(false)
        }
        if let blendMode = group.blendMode {
            out.bool(true)
            out.byte(BlendModeSpec.binaryTags[blendMode] ?? 0)
        } else {
            out.bool(false)
        }
        optionalBool(group.isolated)
        optionalBool(group.invalidatable)
    }

    private mutating func filter(_ filter: GraphicsFilter) {
        switch filter {
        case .blur(let radius, let opaque):
            out.byte(0)
            out.double(radius)
            out.bool(opaque)
        case .grayscale(let amount):
            out.byte(1)
            out.double(amount)
        case .saturation(let amount):
            out.byte(2)
            out.double(amount)
        case .brightness(let amount):
            out.byte(3)
            out.double(amount)
        case .contrast(let amount):
            out.byte(4)
            out.double(amount)
        case .hueRotation(let degrees):
            out.byte(5)
            out.double(degrees)
        case .colorInvert:
            out.byte(6)
        case .colorMultiply(let value):
            out.byte(7)
            color(value)
        case .luminanceToAlpha:
            out.byte(8)
        case .monochrome(let tint, let fromLuminance):
            out.byte(9)
            color(tint)
            out.bool(fromLuminance)
        }
    }

    private mutating func accessibility(_ node: AccessibilityNode) throws(BinaryCodingError) {
        try deeper { writer throws(BinaryCodingError) in
            writer.rect(node.frame)
            writer.out.string(node.label)
            writer.optionalString(node.value)
            writer.optionalString(node.hint)
            writer.out.count(node.traits.count)
            for trait in node.traits { writer.out.string(trait) }
            if let url = node.url {
                writer.out.bool(true)
                writer.url(url)
            } else {
                writer.out.bool(false)
            }
            writer.out.count(node.children.count)
            for child in node.children { try writer.accessibility(child) }
            if let control = node.control {
                writer.out.bool(true)
                writer.out.integer(control)
            } else {
                writer.out.bool(false)
            }
        }
    }
}

extension BlendModeSpec {
    /// Each mode's tag in the binary coding: its index in `allCases`.
    static let binaryTags: [BlendModeSpec: UInt8] = Dictionary(
        uniqueKeysWithValues: allCases.enumerated().map { ($0.element, UInt8($0.offset)) })
}

/// Reads display list values from a ``BinaryReader``, as ``DisplayListWriter`` wrote them.
struct DisplayListReader {
    var input: BinaryReader
    /// The fonts read so far, by index.
    private var fonts: [FontSpec] = []
    private var depth = 0

    init(_ input: BinaryReader) {
        self.input = input
    }

    /// Reads a nested value one level deeper; past ``DisplayList/maximumBinaryDepth`` levels it
    /// throws instead (a hostile list cannot exhaust the stack).
    private mutating func deeper<Value>(
        _ read: (inout DisplayListReader) throws(BinaryCodingError) -> Value
    ) throws(BinaryCodingError) -> Value {
        guard depth < DisplayList.maximumBinaryDepth else {
            throw input.failure("values nested more than \(DisplayList.maximumBinaryDepth) levels deep")
        }
        depth += 1
        defer { depth -= 1 }
        return try read(&self)
    }

    mutating func displayList() throws(BinaryCodingError) -> DisplayList {
        let size = try size()
        let items = try items()
        let linkCount = try input.count(elementsOfAtLeast: 34, "links")
        var links: [LinkRegion] = []
        links.reserveCapacity(linkCount)
        for _ in 0..<linkCount { links.append(LinkRegion(frame: try rect(), url: try url())) }
        let widgetURL = try input.isPresent() ? try url() : nil
        let nodeCount = try input.count(elementsOfAtLeast: 39, "accessibility nodes")
        var nodes: [AccessibilityNode] = []
        nodes.reserveCapacity(nodeCount)
        for _ in 0..<nodeCount { nodes.append(try accessibility()) }
        return DisplayList(size: size, items: items, links: links, widgetURL: widgetURL, accessibility: nodes)
    }

    // MARK: Geometry and values

    private mutating func point() throws(BinaryCodingError) -> CGPoint {
        CGPoint(x: try input.double(), y: try input.double())
    }

    private mutating func size() throws(BinaryCodingError) -> CGSize {
        CGSize(width: try input.double(), height: try input.double())
    }

    private mutating func rect() throws(BinaryCodingError) -> CGRect {
        CGRect(origin: try point(), size: try size())
    }

    private mutating func url() throws(BinaryCodingError) -> URL {
        let relative = try input.string()
        var base: URL?
        if try input.isPresent() {
            let string = try input.string()
            guard let url = URL(string: string) else { throw input.failure("'\(string)' is not a URL") }
            base = url
        }
        guard let url = URL(string: relative, relativeTo: base) else { throw input.failure("'\(relative)' is not a URL") }
        return url
    }

    private mutating func optionalDouble() throws(BinaryCodingError) -> Double? {
        try input.isPresent() ? try input.double() : nil
    }

    private mutating func optionalBool() throws(BinaryCodingError) -> Bool? {
        switch try input.tag(below: 3, "optional Boolean") {
        case 0: false
        case 1: true
        default: nil
        }
    }

    private mutating func optionalString() throws(BinaryCodingError) -> String? {
        try input.isPresent() ? try input.string() : nil
    }

    private mutating func color() throws(BinaryCodingError) -> RGBAColor {
        RGBAColor(red: try input.double(), green: try input.double(), blue: try input.double(), alpha: try input.double())
    }

    private mutating func unitPoint() throws(BinaryCodingError) -> UnitPoint2D {
        UnitPoint2D(x: try input.double(), y: try input.double())
    }

    private mutating func stops() throws(BinaryCodingError) -> [GradientStop] {
        let count = try input.count(elementsOfAtLeast: 40, "gradient stops")
        var stops: [GradientStop] = []
        stops.reserveCapacity(count)
        for _ in 0..<count { stops.append(GradientStop(color: try color(), location: try input.double())) }
        return stops
    }

    private mutating func paint() throws(BinaryCodingError) -> Paint {
        switch try input.tag(below: 5, "paint") {
        case 0:
            return .color(try color())
        case 1:
            return .linearGradient(stops: try stops(), start: try unitPoint(), end: try unitPoint())
        case 2:
            return .radialGradient(stops: try stops(), center: try unitPoint(), startRadius: try input.double(),
                                   endRadius: try input.double())
        case 3:
            return .angularGradient(stops: try stops(), center: try unitPoint(), startAngle: try input.double(),
                                    endAngle: try input.double())
        default:
            return .ellipticalGradient(stops: try stops(), center: try unitPoint(), startRadiusFraction: try input.double(),
                                       endRadiusFraction: try input.double())
        }
    }

    private mutating func optionalPaint() throws(BinaryCodingError) -> Paint? {
        try input.isPresent() ? try paint() : nil
    }

    private mutating func path() throws(BinaryCodingError) -> [PathElement] {
        let count = try input.count(elementsOfAtLeast: 1, "path elements")
        var elements: [PathElement] = []
        elements.reserveCapacity(count)
        for _ in 0..<count {
            switch try input.tag(below: 5, "path element") {
            case 0: elements.append(.move(to: try point()))
            case 1: elements.append(.line(to: try point()))
            case 2: elements.append(.quadCurve(to: try point(), control: try point()))
            case 3: elements.append(.curve(to: try point(), control1: try point(), control2: try point()))
            default: elements.append(.close)
            }
        }
        return elements
    }

    private mutating func outline() throws(BinaryCodingError) -> ShapeOutline {
        switch try input.tag(below: 5, "shape outline") {
        case 0: .rectangle
        case 1: .roundedRectangle(cornerWidth: try input.double(), cornerHeight: try input.double(), continuous: try input.bool())
        case 2: .capsule
        case 3: .ellipse
        default: .path(try path())
        }
    }

    private mutating func font() throws(BinaryCodingError) -> FontSpec {
        let start = input.offset
        let index = try input.unsigned()
        if index < UInt64(fonts.count) { return fonts[Int(index)] }
        guard index == UInt64(fonts.count) else {
            throw BinaryCodingError(offset: start, reason: "font \(index) before font \(fonts.count)")
        }
        let familyCount = try input.count(elementsOfAtLeast: 1, "font families")
        var families: [String] = []
        families.reserveCapacity(familyCount)
        for _ in 0..<familyCount { families.append(try input.string()) }
        let font = FontSpec(
            families: families, size: try input.double(), weight: try input.integer(), italic: try input.bool(),
            monospacedDigits: try input.bool(), tracking: try input.double(), lineHeight: try optionalDouble())
        fonts.append(font)
        return font
    }

    private mutating func pattern() throws(BinaryCodingError) -> TextLinePattern? {
        switch try input.tag(below: 6, "line pattern") {
        case 0: nil
        case 1: .solid
        case 2: .dot
        case 3: .dash
        case 4: .dashDot
        default: .dashDotDot
        }
    }

    // MARK: Items

    private mutating func items() throws(BinaryCodingError) -> [DisplayItem] {
        let count = try input.count(elementsOfAtLeast: 18, "items")
        var items: [DisplayItem] = []
        items.reserveCapacity(count)
        for _ in 0..<count { items.append(try item()) }
        return items
    }

    private mutating func item() throws(BinaryCodingError) -> DisplayItem {
        switch try input.tag(below: 4, "display item") {
        case 0: .shape(try shape())
        case 1: .text(try text())
        case 2: .image(try image())
        default: .group(try deeper { reader throws(BinaryCodingError) in try reader.group() })
        }
    }

    private mutating func shape() throws(BinaryCodingError) -> ShapeItem {
        let frame = try rect()
        let outline = try outline()
        let fill = try optionalPaint()
        var stroke: StrokeSpec?
        if try input.isPresent() {
            let paint = try paint()
            let lineWidth = try input.double()
            let dashCount = try input.count(elementsOfAtLeast: 8, "dashes")
            var dash: [Double] = []
            dash.reserveCapacity(dashCount)
            for _ in 0..<dashCount { dash.append(try input.double()) }
            let cap: StrokeSpec.LineCap = switch try input.tag(below: 3, "line cap") {
            case 0: .butt
            case 1: .round
            default: .square
            }
            stroke = StrokeSpec(paint: paint, lineWidth: lineWidth, dash: dash, lineCap: cap)
        }
        var live: LiveProgress?
        if try input.isPresent() {
            live = LiveProgress(
                start: Date(timeIntervalSinceReferenceDate: try input.double()),
                end: Date(timeIntervalSinceReferenceDate: try input.double()),
                countsDown: try input.bool(), length: try input.double(), minimumLength: try input.double(),
                path: try input.isPresent() ? try path() : nil)
        }
        return ShapeItem(frame: frame, outline: outline, fill: fill, stroke: stroke, liveProgress: live)
    }

    private mutating func text() throws(BinaryCodingError) -> TextItem {
        let frame = try rect()
        let lineCount = try input.count(elementsOfAtLeast: 41, "lines")
        var lines: [TextLine] = []
        lines.reserveCapacity(lineCount)
        for _ in 0..<lineCount {
            let origin = try point()
            let width = try input.double(), ascent = try input.double(), descent = try input.double()
            let runCount = try input.count(elementsOfAtLeast: 59, "runs")
            var runs: [TextRun] = []
            runs.reserveCapacity(runCount)
            for _ in 0..<runCount {
                var run = TextRun(text: try input.string(), x: try input.double(), width: try input.double(), font: try font(),
                                  paint: try paint())
                // Set one by one: the initialiser normalises what it is given.
                run.underline = try input.bool()
                run.strikethrough = try input.bool()
                run.language = try optionalString()
                run.baselineOffset = try optionalDouble()
                run.underlineColor = try optionalPaint()
                run.strikethroughColor = try optionalPaint()
                run.underlinePattern = try pattern()
                run.strikethroughPattern = try pattern()
                runs.append(run)
            }
            lines.append(TextLine(origin: origin, width: width, ascent: ascent, descent: descent, runs: runs))
        }
        var live: LiveText?
        if try input.isPresent() {
            let style: LiveText.Style = switch try input.tag(below: 3, "live text style") {
            case 0: .timer
            case 1: .relative
            default: .offset
            }
            live = LiveText(
                style: style, date: Date(timeIntervalSinceReferenceDate: try input.double()),
                intervalEnd: try optionalDouble().map { Date(timeIntervalSinceReferenceDate: $0) },
                countsDown: try input.bool(), locale: try input.string())
        }
        return TextItem(frame: frame, lines: lines, live: live)
    }

    private mutating func image() throws(BinaryCodingError) -> ImageItem {
        let frame = try rect()
        let format: ImageData.Format = try input.tag(below: 2, "image format") == 0 ? .png : .jpeg
        let data = ImageData(format: format, bytes: try input.data(), pixelWidth: try input.integer(),
                             pixelHeight: try input.integer(), id: try input.string())
        return ImageItem(frame: frame, image: data, tint: try optionalPaint(), pixelated: try input.bool(),
                         source: try input.isPresent() ? try rect() : nil)
    }

    private mutating func group() throws(BinaryCodingError) -> GroupItem {
        var clip: Clip?
        if try input.isPresent() {
            clip = Clip(frame: try rect(), outline: try outline(), evenOdd: try optionalBool())
        }
        let opacity = try input.double()
        var shadow: Shadow?
        if try input.isPresent() {
            shadow = Shadow(color: try color(), radius: try input.double(), x: try input.double(), y: try input.double())
        }
        var transform: AffineTransform2D?
        if try input.isPresent() {
            transform = AffineTransform2D(a: try input.double(), b: try input.double(), c: try input.double(),
                                          d: try input.double(), tx: try input.double(), ty: try input.double())
        }
        let children = try items()
        var filters: [GraphicsFilter]?
        if try input.isPresent() {
            let count = try input.count(elementsOfAtLeast: 1, "filters")
            var values: [GraphicsFilter] = []
            values.reserveCapacity(count)
            for _ in 0..<count { values.append(try filter()) }
            filters = values
        }
        let mask = try input.isPresent() ? GroupMask(items: try items()) : nil
        var blendMode: BlendModeSpec?
        if try input.isPresent() {
            let cases = BlendModeSpec.allCases
            blendMode = cases[Int(try input.tag(below: UInt8(cases.count), "blend mode"))]
        }
        return GroupItem(clip: clip, opacity: opacity, shadow: shadow, transform: transform, filters: filters, mask: mask,
                         blendMode: blendMode, isolated: try optionalBool(), invalidatable: try optionalBool(), children: children)
    }

    private mutating func filter() throws(BinaryCodingError) -> GraphicsFilter {
        switch try input.tag(below: 10, "filter") {
        case 0: .blur(radius: try input.double(), opaque: try input.bool())
        case 1: .grayscale(try input.double())
        case 2: .saturation(try input.double())
        case 3: .brightness(try input.double())
        case 4: .contrast(try input.double())
        case 5: .hueRotation(degrees: try input.double())
        case 6: .colorInvert
        case 7: .colorMultiply(try color())
        case 8: .luminanceToAlpha
        default: .monochrome(try color(), fromLuminance: try input.bool())
        }
    }

    private mutating func accessibility() throws(BinaryCodingError) -> AccessibilityNode {
        try deeper { reader throws(BinaryCodingError) in try reader.accessibilityNode() }
    }

    private mutating func accessibilityNode() throws(BinaryCodingError) -> AccessibilityNode {
        let frame = try rect()
        let label = try input.string()
        let value = try optionalString()
        let hint = try optionalString()
        let traitCount = try input.count(elementsOfAtLeast: 1, "traits")
        var traits: [String] = []
        traits.reserveCapacity(traitCount)
        for _ in 0..<traitCount { traits.append(try input.string()) }
        let url = try input.isPresent() ? try url() : nil
        let childCount = try input.count(elementsOfAtLeast: 39, "accessibility nodes")
        var children: [AccessibilityNode] = []
        children.reserveCapacity(childCount)
        for _ in 0..<childCount { children.append(try accessibility()) }
        let control = try input.isPresent() ? try input.integer() : nil
        return AccessibilityNode(frame: frame, label: label, value: value, hint: hint, traits: traits, url: url,
                                 children: children, control: control)
    }
}
