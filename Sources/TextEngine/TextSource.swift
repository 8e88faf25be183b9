/// UTF-8 text with the style of every byte range: what one Pango layout is built from.
///
/// Spans are contiguous, non-empty and cover the bytes in order; `style` indexes the
/// ``ResolvedStyle`` array of the request being laid out.
struct TextSource {
    struct Span {
        var start: Int
        var end: Int
        var style: Int
    }

    var bytes: [UInt8] = []
    var spans: [Span] = []

    init() {}

    /// The runs of a request, NUL bytes replaced by spaces (Pango stops at a NUL).
    init(runs: [StyledRun]) {
        for (index, run) in runs.enumerated() {
            append(run.text, style: index)
        }
    }

    var isEmpty: Bool { bytes.isEmpty }
    var count: Int { bytes.count }
    var string: String { String(decoding: bytes, as: UTF8.self) }

    func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    mutating func append(_ text: String, style: Int) {
        let start = bytes.count
        bytes.append(contentsOf: text.utf8.lazy.map { $0 == 0 ? 0x20 : $0 })
        guard bytes.count > start else { return }
        if let last = spans.last, last.style == style, last.end == start {
            spans[spans.count - 1].end = bytes.count
        } else {
            spans.append(Span(start: start, end: bytes.count, style: style))
        }
    }

    mutating func prepend(_ text: String, style: Int) {
        var result = TextSource()
        result.append(text, style: style)
        result.append(contentsOf: self)
        self = result
    }

    mutating func append(contentsOf other: TextSource) {
        for span in other.spans {
            append(other.text(span.start..<span.end), style: span.style)
        }
    }

    /// The style of the span holding `byte` (the last span's for the end).
    func style(at byte: Int) -> Int? {
        for span in spans where byte >= span.start && byte < span.end { return span.style }
        return spans.last?.style
    }

    /// The bytes in `range` with their styles; `flatten` turns every newline into one space.
    func slice(_ range: Range<Int>, flatten: Bool = false) -> TextSource {
        var result = TextSource()
        for span in spans {
            let lower = max(span.start, range.lowerBound)
            let upper = min(span.end, range.upperBound)
            guard lower < upper else { continue }
            var piece = text(lower..<upper)
            if flatten, piece.contains(where: \.isNewline) {
                piece = String(piece.map { $0.isNewline ? " " : $0 })
            }
            result.append(piece, style: span.style)
        }
        return result
    }

    /// Byte offsets of grapheme-cluster boundaries, from 0 through `count`.
    func graphemeOffsets() -> [Int] {
        var offsets = [0]
        var offset = 0
        for character in string {
            offset += character.utf8.count
            offsets.append(offset)
        }
        return offsets
    }

    /// Without trailing whitespace and newlines.
    func trimmingTrailingWhitespace() -> TextSource {
        let text = string
        guard let last = text.lastIndex(where: { !$0.isWhitespace }) else { return slice(0..<0) }
        return slice(0..<text.utf8.distance(from: text.startIndex, to: text.index(after: last)))
    }

    /// Without leading whitespace and newlines.
    func trimmingLeadingWhitespace() -> TextSource {
        let text = string
        guard let first = text.firstIndex(where: { !$0.isWhitespace }) else { return slice(0..<0) }
        return slice(text.utf8.distance(from: text.startIndex, to: first)..<count)
    }
}
