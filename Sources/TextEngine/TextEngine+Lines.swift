import CPangoCairo

/// A piece of one line in one style, in line coordinates (points).
struct MeasuredSegment {
    var text: String
    var style: Int
    var x0: Double
    var x1: Double
    /// Byte range in the layout's text and whether the text runs right to left.
    var start: Int = 0
    var end: Int = 0
    var isRightToLeft: Bool = false
}

/// One line of a configured Pango layout, measured in points.
struct MeasuredLine {
    /// Byte range of the line's text, without the paragraph separator.
    var start: Int
    var end: Int
    var ascent: Double
    var descent: Double
    /// Space below this line before the next one (the font's leading, see `TextEngine+LineBox`).
    var leading: Double = 0
    var isParagraphStart: Bool
    var isRightToLeft: Bool
    /// Horizontal extent of the visible text (trailing whitespace at a wrap point excluded).
    var minX: Double
    var maxX: Double
    /// The line starts inside a word: Pango had to break by characters.
    var breaksInsideWord: Bool
    /// Visible pieces, in visual order.
    var segments: [MeasuredSegment]

    var width: Double { maxX - minX }
    var height: Double { ascent + descent }
}

extension TextEngine {
    /// Measures every line of `layout`, which must hold `source`.
    func measureLines(_ layout: OpaquePointer, source: TextSource, checkWordBreaks: Bool) -> [MeasuredLine] {
        guard let iterator = pango_layout_get_iter(layout) else { return [] }
        defer { pango_layout_iter_free(iterator) }
        let scale = Double(PANGO_SCALE)

        // Lines with their offset from line to layout coordinates (alignment, RTL).
        var raw: [(line: UnsafeMutablePointer<PangoLayoutLine>, offset: Int32, logical: PangoRectangle)] = []
        repeat {
            guard let line = pango_layout_iter_get_line_readonly(iterator) else { break }
            var inLayout = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, nil, &inLayout)
            var inLine = PangoRectangle()
            pango_layout_line_get_extents(line, nil, &inLine)
            raw.append((line, inLayout.x - inLine.x, inLine))
        } while pango_layout_iter_next_line(iterator) != 0

        var logAttributes: UnsafePointer<PangoLogAttr>?
        var attributeCount: Int32 = 0
        if checkWordBreaks {
            logAttributes = pango_layout_get_log_attrs_readonly(layout, &attributeCount)
        }
        var countedBytes = 0
        var countedCharacters = 0

        var lines: [MeasuredLine] = []
        lines.reserveCapacity(raw.count)
        for (index, entry) in raw.enumerated() {
            let line = entry.line
            let start = Int(line.pointee.start_index)
            let end = min(start + Int(line.pointee.length), source.count)
            let wrapsIntoNext = index + 1 < raw.count && raw[index + 1].line.pointee.is_paragraph_start == 0
            let visibleEnd = wrapsIntoNext ? Self.trimmingTrailingSpaces(source.bytes, start..<end) : end

            var segments: [MeasuredSegment] = []
            var run = line.pointee.runs
            while let node = run {
                run = node.pointee.next
                guard let data = node.pointee.data else { continue }
                let glyphItem = data.assumingMemoryBound(to: PangoGlyphItem.self)
                guard let item = glyphItem.pointee.item else { continue }
                let itemIsRightToLeft = item.pointee.analysis.level % 2 == 1
                let itemStart = max(Int(item.pointee.offset), start)
                let itemEnd = min(Int(item.pointee.offset + item.pointee.length), visibleEnd)
                guard itemStart < itemEnd else { continue }
                for span in source.spans {
                    let lower = max(span.start, itemStart)
                    let upper = min(span.end, itemEnd)
                    guard lower < upper else { continue }
                    guard let (x0, x1) = xExtent(line, lower, upper, offset: entry.offset) else { continue }
                    segments.append(
                        MeasuredSegment(
                            text: source.text(lower..<upper), style: span.style, x0: x0 / scale, x1: x1 / scale,
                            start: lower, end: upper, isRightToLeft: itemIsRightToLeft))
                }
            }
            segments = Self.mergingNeighbours(segments.sorted { $0.x0 < $1.x0 })

            var breaksInsideWord = false
            if let logAttributes, line.pointee.is_paragraph_start == 0, start <= source.count {
                while countedBytes < start {
                    if source.bytes[countedBytes] & 0xC0 != 0x80 { countedCharacters += 1 }
                    countedBytes += 1
                }
                if countedCharacters < Int(attributeCount) {
                    breaksInsideWord = logAttributes[countedCharacters].is_line_break == 0
                }
            }

            let logical = entry.logical
            lines.append(
                MeasuredLine(
                    start: start, end: end,
                    ascent: Double(-logical.y) / scale,
                    descent: Double(logical.height + logical.y) / scale,
                    isParagraphStart: line.pointee.is_paragraph_start != 0,
                    isRightToLeft: line.pointee.resolved_dir == PANGO_DIRECTION_RTL.rawValue,
                    minX: segments.map(\.x0).min() ?? 0,
                    maxX: segments.map(\.x1).max() ?? 0,
                    breaksInsideWord: breaksInsideWord,
                    segments: segments))
        }
        return lines
    }

    /// Joins left-to-right pieces of one style that Pango split only because the font changed
    /// (a CJK or emoji fallback inside Latin text), so each run is drawn and shaped as a whole.
    static func mergingNeighbours(_ segments: [MeasuredSegment]) -> [MeasuredSegment] {
        var merged: [MeasuredSegment] = []
        merged.reserveCapacity(segments.count)
        for segment in segments {
            if var last = merged.last, last.style == segment.style, !last.isRightToLeft, !segment.isRightToLeft,
                last.end == segment.start, abs(last.x1 - segment.x0) < 0.01
            {
                last.text += segment.text
                last.x1 = segment.x1
                last.end = segment.end
                merged[merged.count - 1] = last
            } else {
                merged.append(segment)
            }
        }
        return merged
    }

    /// The horizontal extent, in Pango units and line coordinates, of bytes `lower..<upper` of `line`.
    private func xExtent(
        _ line: UnsafeMutablePointer<PangoLayoutLine>, _ lower: Int, _ upper: Int, offset: Int32
    ) -> (Double, Double)? {
        var ranges: UnsafeMutablePointer<Int32>?
        var count: Int32 = 0
        pango_layout_line_get_x_ranges(line, Int32(lower), Int32(upper), &ranges, &count)
        defer { g_free(ranges) }
        guard let ranges, count > 0 else { return nil }
        var low = Int32.max
        var high = Int32.min
        for index in 0..<Int(count) {
            low = min(low, ranges[2 * index])
            high = max(high, ranges[2 * index + 1])
        }
        return (Double(low - offset), Double(high - offset))
    }

    /// The end of `range` without trailing spaces, tabs and ideographic spaces.
    static func trimmingTrailingSpaces(_ bytes: [UInt8], _ range: Range<Int>) -> Int {
        var end = range.upperBound
        while end > range.lowerBound {
            let byte = bytes[end - 1]
            if byte == 0x20 || byte == 0x09 {
                end -= 1
            } else if end - 3 >= range.lowerBound, bytes[end - 3] == 0xE3, bytes[end - 2] == 0x80, byte == 0x80 {
                end -= 3
            } else {
                break
            }
        }
        return end
    }
}

extension TextEngine {
    /// The font faces Pango picked for each item of `request`'s text, laid out unscaled
    /// (for example `Noto Sans CJK SC 17`): lets tests check fontconfig's choices.
    func resolvedFaces(_ request: TextLayoutRequest) -> [String] {
        let request = Self.sanitized(request)
        let source = TextSource(runs: request.runs)
        let detected = request.runs.contains { $0.language == nil } ? TextLanguage.detect(in: source.string) : nil
        let styles = request.runs.map {
            ResolvedStyle(
                font: $0.font, paint: $0.paint, underline: $0.underline, strikethrough: $0.strikethrough,
                language: $0.language ?? detected)
        }
        configure(measuringLayout, source: source, styles: styles, scale: 1, width: request.maxWidth)
        var faces: [String] = []
        var list = pango_layout_get_lines_readonly(measuringLayout)
        while let node = list {
            list = node.pointee.next
            guard let line = node.pointee.data?.assumingMemoryBound(to: PangoLayoutLine.self) else { continue }
            var run = line.pointee.runs
            while let runNode = run {
                run = runNode.pointee.next
                guard let item = runNode.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self).pointee.item,
                    let font = item.pointee.analysis.font, let description = pango_font_describe(font)
                else { continue }
                defer { pango_font_description_free(description) }
                if let text = pango_font_description_to_string(description) {
                    faces.append(String(cString: text))
                    g_free(text)
                }
            }
        }
        return faces
    }
}
