// Markup helpers shared by SVGRenderer and HTMLRenderer (the MarkupSupport module), so both
// escape, name fonts and draw SVG shapes and paints in exactly the same way.

package import DisplayList
package import Foundation

/// Escaping, URL checks and small formatting helpers for SVG, HTML and CSS output.
package enum Markup {
    /// Escapes text for an element's content: `&`, `<`, `>`, `"`, `'` become character references
    /// and characters XML forbids (C0 controls other than tab, line feed and carriage return,
    /// U+FFFE, U+FFFF) are dropped, so the result is valid in both XML and HTML.
    package static func text(_ string: String) -> String {
        escape(string, newlines: false)
    }

    /// Escapes text for a double-quoted attribute value: like ``text(_:)``, and tab, line feed and
    /// carriage return become character references so attribute-value normalization keeps them.
    package static func attribute(_ string: String) -> String {
        escape(string, newlines: true)
    }

    private static func escape(_ input: String, newlines: Bool) -> String {
        var string = input
        return string.withUTF8 { bytes -> String in
            // Fast path: nothing to escape or drop, the string is returned unchanged.
            guard let first = firstSpecial(bytes) else { return input }
            var result: [UInt8] = []
            result.reserveCapacity(bytes.count + 32)
            var copied = 0
            var index = first
            let count = bytes.count
            while index < count {
                let byte = bytes[index]
                let replacement: StaticString?
                var skip = 1
                switch byte {
                case UInt8(ascii: "&"): replacement = "&amp;"
                case UInt8(ascii: "<"): replacement = "&lt;"
                case UInt8(ascii: ">"): replacement = "&gt;"
                case UInt8(ascii: "\""): replacement = "&quot;"
                case UInt8(ascii: "'"): replacement = "&#39;"
                case UInt8(ascii: "\n"):
                    if !newlines { index += 1; continue }
                    replacement = "&#10;"
                case UInt8(ascii: "\r"):
                    if !newlines { index += 1; continue }
                    replacement = "&#13;"
                case UInt8(ascii: "\t"):
                    if !newlines { index += 1; continue }
                    replacement = "&#9;"
                case 0..<0x20:
                    replacement = ""
                case 0xEF:
                    // U+FFFE and U+FFFF (EF BF BE, EF BF BF) are dropped.
                    if index + 2 < count, bytes[index + 1] == 0xBF, bytes[index + 2] & 0xFE == 0xBE {
                        replacement = ""
                        skip = 3
                    } else {
                        index += 1
                        continue
                    }
                default:
                    index += 1
                    continue
                }
                if copied < index { result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied..<index])) }
                if let replacement, replacement.utf8CodeUnitCount > 0 {
                    result.append(contentsOf: UnsafeBufferPointer(start: replacement.utf8Start, count: replacement.utf8CodeUnitCount))
                }
                index += skip
                copied = index
            }
            if copied < count { result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied..<count])) }
            return String(decoding: result, as: UTF8.self)
        }
    }

    /// The index of the first byte that may need escaping or dropping, or `nil`.
    private static func firstSpecial(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        for index in bytes.indices {
            switch bytes[index] {
            case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "'"), 0..<0x20, 0xEF:
                return index
            default:
                continue
            }
        }
        return nil
    }

    /// Whether a URL may become a link: `javascript:`, `vbscript:` and `data:` URLs are refused
    /// (checked the way browsers read a scheme: ignoring case, whitespace and control characters).
    /// Custom schemes such as `myapp://item/3` are allowed: the host decides what they open.
    package static func isSafeLink(_ url: URL) -> Bool {
        var cleaned = ""
        for scalar in url.absoluteString.unicodeScalars where scalar.value > 0x20 && scalar.value != 0x7F {
            cleaned.unicodeScalars.append(scalar)
        }
        guard !cleaned.isEmpty else { return false }
        let lower = cleaned.lowercased()
        return !["javascript:", "vbscript:", "data:"].contains { lower.hasPrefix($0) }
    }

    /// A double-quoted CSS string: backslash, quotes, `<`, `>` and control characters are written as
    /// CSS escapes, so the value can close neither the string nor a `<style>` element.
    package static func cssString(_ string: String) -> String {
        var result = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\\", "\"", "'", "<", ">", "&":
                result += "\\" + String(scalar.value, radix: 16) + " "
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    result += "\\" + String(scalar.value, radix: 16) + " "
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// The CSS `font-family` list of a font, as ``FontSpec/cssFamily`` writes it, with every family
    /// name reduced to letters, digits, spaces, `-`, `_` and `.` so it cannot break out of CSS.
    package static func cssFamily(_ font: FontSpec) -> String {
        var result = ""
        for name in font.families {
            let kept = cssFamilyName(name)
            if kept.isEmpty { continue }
            result += "'"
            result += kept
            result += "',"
        }
        result += "sans-serif"
        return result
    }

    /// The SVG `<text>` attributes of a font: ` font-family="…" font-size="…" font-weight="…"`,
    /// and ` font-style="italic"` for an italic one (the weight clamped to CSS's 1...1000).
    package static func svgFontAttributes(_ font: FontSpec) -> String {
        var result = " font-family=\"\(attribute(cssFamily(font)))\""
        result += " font-size=\"\(num(font.size))\" font-weight=\"\(min(max(font.weight, 1), 1000))\""
        if font.italic { result += " font-style=\"italic\"" }
        return result
    }

    /// A family name reduced to letters, digits, spaces, `-`, `_` and `.`.
    private static func cssFamilyName(_ name: String) -> String {
        var plain = true
        for byte in name.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: " "), UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."):
                continue
            default:
                plain = false
            }
            if !plain { break }
        }
        if plain { return name }
        let kept = name.unicodeScalars.filter {
            CharacterSet.alphanumerics.contains($0) || $0 == " " || $0 == "-" || $0 == "_" || $0 == "."
        }
        return String(String.UnicodeScalarView(kept))
    }

    /// Letters, digits, `-` and `_` of `string`, for element ids.
    package static func identifier(_ string: String) -> String {
        let kept = string.unicodeScalars.filter {
            ($0.isASCII && CharacterSet.alphanumerics.contains($0)) || $0 == "-" || $0 == "_"
        }
        let result = String(String.UnicodeScalarView(kept))
        return result.isEmpty ? "wk" : result
    }

    /// A short prefix derived from the list's content (FNV-1a over a compact walk of its items,
    /// links and accessibility tree), so the ids of two different widgets inlined into one page do
    /// not collide, and the same list gets the same ids in every process.
    package static func idPrefix(for list: DisplayList) -> String {
        var hasher = ContentHasher()
        hasher.add(list.size)
        hasher.add(list.items.count)
        for item in list.items { hasher.add(item) }
        hasher.add(list.links.count)
        for link in list.links {
            hasher.add(link.frame)
            hasher.add(link.url.absoluteString)
        }
        hasher.add(list.widgetURL?.absoluteString ?? "")
        hasher.add(list.accessibility)
        let value = UInt32(truncatingIfNeeded: hasher.hash)
        let hex = String(value, radix: 16)
        return "wk" + String(repeating: "0", count: 8 - hex.count) + hex
    }

    /// What a screen reader reads for the whole list: labels and values in reading order.
    package static func accessibilitySummary(_ nodes: [AccessibilityNode]) -> String {
        var parts: [String] = []
        func walk(_ nodes: [AccessibilityNode]) {
            for node in nodes {
                let spoken = spokenText(node)
                if !spoken.isEmpty { parts.append(spoken) }
                walk(node.children)
            }
        }
        walk(nodes)
        return parts.joined(separator: ", ")
    }

    /// A node's label followed by its value, as VoiceOver reads them.
    package static func spokenText(_ node: AccessibilityNode) -> String {
        [node.label, node.value ?? ""].filter { !$0.isEmpty }.joined(separator: ", ")
    }

    /// Whether two frames are the same within half a point.
    package static func sameFrame(_ a: CGRect, _ b: CGRect) -> Bool {
        abs(a.minX - b.minX) <= 0.5 && abs(a.minY - b.minY) <= 0.5
            && abs(a.width - b.width) <= 0.5 && abs(a.height - b.height) <= 0.5
    }
}

// MARK: - Fonts

/// FNV-1a (64-bit) over a compact, deterministic walk of display list content, or over any
/// bytes (the home screen's entity tags and image names).
package struct ContentHasher {
    package private(set) var hash: UInt64 = 0xcbf2_9ce4_8422_2325

    package init() {}

    mutating func add(byte: UInt8) {
        hash ^= UInt64(byte)
        hash = hash &* 0x100_0000_01b3
    }

    /// Adds each byte in order.
    package mutating func add(bytes: some Sequence<UInt8>) {
        for byte in bytes { add(byte: byte) }
    }

    mutating func add(_ value: UInt64) {
        var v = value
        for _ in 0..<8 {
            add(byte: UInt8(truncatingIfNeeded: v))
            v >>= 8
        }
    }

    mutating func add(_ value: Int) { add(UInt64(bitPattern: Int64(value))) }
    mutating func add(_ value: Double) { add(value == 0 ? 0 : value.bitPattern) }
    mutating func add(_ value: CGFloat) { add(Double(value)) }
    mutating func add(_ value: Bool) { add(byte: value ? 1 : 0) }

    mutating func add(_ value: String) {
        var count = 0
        for byte in value.utf8 {
            add(byte: byte)
            count += 1
        }
        add(count)
    }

    mutating func add(_ point: CGPoint) {
        add(point.x)
        add(point.y)
    }

    mutating func add(_ size: CGSize) {
        add(size.width)
        add(size.height)
    }

    mutating func add(_ rect: CGRect) {
        add(rect.origin)
        add(rect.size)
    }

    mutating func add(_ color: RGBAColor) {
        add(color.red)
        add(color.green)
        add(color.blue)
        add(color.alpha)
    }

    mutating func add(_ paint: Paint?) {
        guard let paint else { return add(byte: 0) }
        switch paint {
        case .color(let color):
            add(byte: 1)
            add(color)
        case .linearGradient(let stops, let start, let end):
            add(byte: 2)
            add(stops)
            add(start.x); add(start.y); add(end.x); add(end.y)
        case .radialGradient(let stops, let center, let startRadius, let endRadius):
            add(byte: 3)
            add(stops)
            add(center.x); add(center.y); add(startRadius); add(endRadius)
        case .angularGradient(let stops, let center, let startAngle, let endAngle):
            add(byte: 4)
            add(stops)
            add(center.x); add(center.y); add(startAngle); add(endAngle)
        case .ellipticalGradient(let stops, let center, let startRadius, let endRadius):
            add(byte: 5)
            add(stops)
            add(center.x); add(center.y); add(startRadius); add(endRadius)
        }
    }

    mutating func add(_ stops: [GradientStop]) {
        add(stops.count)
        for stop in stops {
            add(stop.color)
            add(stop.location)
        }
    }

    mutating func add(_ outline: ShapeOutline) {
        switch outline {
        case .rectangle: add(byte: 1)
        case .roundedRectangle(let w, let h, let continuous):
            add(byte: 2); add(w); add(h); add(continuous)
        case .capsule: add(byte: 3)
        case .ellipse: add(byte: 4)
        case .path(let elements):
            add(byte: 5)
            add(elements.count)
            for element in elements {
                switch element {
                case .move(let to): add(byte: 1); add(to)
                case .line(let to): add(byte: 2); add(to)
                case .quadCurve(let to, let control): add(byte: 3); add(to); add(control)
                case .curve(let to, let c1, let c2): add(byte: 4); add(to); add(c1); add(c2)
                case .close: add(byte: 5)
                }
            }
        }
    }

    mutating func add(_ font: FontSpec) {
        add(font.families.count)
        for family in font.families { add(family) }
        add(font.size)
        add(font.weight)
        add(font.italic)
        add(font.monospacedDigits)
        add(font.tracking)
    }

    mutating func add(_ item: DisplayItem) {
        switch item {
        case .shape(let shape):
            add(byte: 1)
            add(shape.frame)
            add(shape.outline)
            add(shape.fill)
            if let stroke = shape.stroke {
                add(byte: 1)
                add(stroke.paint)
                add(stroke.lineWidth)
                add(stroke.dash.count)
                for dash in stroke.dash { add(dash) }
                add(stroke.lineCap.rawValue)
            } else {
                add(byte: 0)
            }
            // Only when present, so the ids of lists without live bars stay as they were.
            if let live = shape.liveProgress {
                add(byte: 7)
                add(live.start.timeIntervalSince1970)
                add(live.end.timeIntervalSince1970)
                add(live.countsDown)
                add(live.length)
                add(live.minimumLength)
                if let path = live.path {
                    add(byte: 8)
                    add(ShapeOutline.path(path))
                }
            }
        case .text(let text):
            add(byte: 2)
            add(text.frame)
            add(text.lines.count)
            for line in text.lines {
                add(line.origin)
                add(line.width)
                add(line.ascent)
                add(line.descent)
                add(line.runs.count)
                for run in line.runs {
                    add(run.text)
                    add(run.x)
                    add(run.width)
                    add(run.font)
                    add(run.paint)
                    add(run.underline)
                    add(run.strikethrough)
                    add(run.language ?? "")
                    if run.baselineOffset != nil || run.underlineColor != nil || run.strikethroughColor != nil {
                        add(byte: 2)
                        add(run.baselineOffset ?? 0)
                        if let color = run.underlineColor { add(byte: 3); add(color) }
                        if let color = run.strikethroughColor { add(byte: 4); add(color) }
                    }
                    if let pattern = run.underlinePattern { add(byte: 5); add(pattern.rawValue) }
                    if let pattern = run.strikethroughPattern { add(byte: 6); add(pattern.rawValue) }
                }
            }
            if let live = text.live {
                add(byte: 1)
                add(live.style.rawValue)
                add(live.date.timeIntervalSince1970)
                add(live.intervalEnd?.timeIntervalSince1970 ?? .nan)
                add(live.countsDown)
                add(live.locale)
            } else {
                add(byte: 0)
            }
        case .image(let image):
            add(byte: 3)
            add(image.frame)
            add(image.image.id)
            add(image.image.format.rawValue)
            add(image.image.pixelWidth)
            add(image.image.pixelHeight)
            add(image.image.bytes.count)
            add(image.tint)
            add(image.pixelated)
            // Only when present, so the ids of lists without slices stay as they were.
            if let source = image.source {
                add(byte: 7)
                add(source)
            }
        case .group(let group):
            add(byte: 4)
            if let clip = group.clip {
                add(byte: 1); add(clip.frame); add(clip.outline)
            } else {
                add(byte: 0)
            }
            add(group.opacity)
            if let shadow = group.shadow {
                add(byte: 1); add(shadow.color); add(shadow.radius); add(shadow.x); add(shadow.y)
            } else {
                add(byte: 0)
            }
            if let t = group.transform {
                add(byte: 1); add(t.a); add(t.b); add(t.c); add(t.d); add(t.tx); add(t.ty)
            } else {
                add(byte: 0)
            }
            add(group.children.count)
            for child in group.children { add(child) }
        }
    }

    mutating func add(_ nodes: [AccessibilityNode]) {
        add(nodes.count)
        for node in nodes {
            add(node.frame)
            add(node.label)
            add(node.value ?? "")
            add(node.hint ?? "")
            add(node.traits.count)
            for trait in node.traits { add(trait) }
            add(node.url?.absoluteString ?? "")
            if let control = node.control { add(control) }
            add(node.children)
        }
    }
}
