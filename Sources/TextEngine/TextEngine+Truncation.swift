import CPangoCairo

extension TextEngine {
    /// The ellipsis that replaces text that does not fit.
    static let ellipsis = "\u{2026}"

    /// The last shown line of `attempt` rebuilt with an ellipsis.
    ///
    /// The text from the start of that line to the end (newlines as spaces) is cut at grapheme
    /// boundaries: the longest prefix (`.tail`), suffix (`.head`) or prefix and suffix
    /// (`.middle`) that fits the width together with "…", found by binary search with Pango
    /// measuring each candidate. Each candidate is laid out in the direction of the paragraph
    /// the line belongs to, not the one Pango would guess from the candidate's first strong
    /// character: the last line of a left-to-right paragraph may start with a neutral character
    /// and then Arabic, and must still end with the ellipsis on the right.
    func ellipsizedLine(_ job: Job, _ attempt: Attempt) -> MeasuredLine {
        let lastIndex = attempt.kept - 1
        let last = attempt.lines[lastIndex]
        let remaining = job.source.slice(last.start..<job.source.count, flatten: true)
        let offsets = remaining.graphemeOffsets()
        let total = offsets.count - 1
        let firstStyle = remaining.spans.first?.style ?? 0
        let isRightToLeft = last.isRightToLeft

        func tail(_ count: Int) -> TextSource {
            var source = remaining.slice(0..<offsets[count]).trimmingTrailingWhitespace()
            source.append(Self.ellipsis, style: source.spans.last?.style ?? firstStyle)
            return source
        }
        func head(_ count: Int) -> TextSource {
            var source = remaining.slice(offsets[total - count]..<offsets[total]).trimmingLeadingWhitespace()
            source.prepend(Self.ellipsis, style: firstStyle)
            return source
        }
        func middle(_ count: Int) -> TextSource {
            var source = remaining.slice(0..<offsets[(count + 1) / 2]).trimmingTrailingWhitespace()
            source.append(Self.ellipsis, style: source.spans.last?.style ?? firstStyle)
            source.append(
                contentsOf: remaining.slice(offsets[total - count / 2]..<offsets[total]).trimmingLeadingWhitespace())
            return source
        }

        // Every candidate is measured in the paragraph's direction: set it once for the search.
        return withBaseDirection(isRightToLeft ? PANGO_DIRECTION_RTL : PANGO_DIRECTION_LTR) {
            guard let maxWidth = job.request.maxWidth else {
                // Nothing wraps: the line keeps its own text and the paragraphs after it go.
                let count = job.source.text(last.start..<last.end).count
                return measureSingleLine(job, tail(min(count, total)), scale: attempt.scale, isRightToLeft: isRightToLeft)
            }

            let candidate: (Int) -> TextSource
            var upper = total
            switch job.request.truncation {
            case .tail:
                candidate = tail
                // Text through the end of the next wrapped line is already wider than the line.
                if let next = attempt.lines.indices.first(where: {
                    $0 > lastIndex && !attempt.lines[$0].isParagraphStart
                }) {
                    let through = job.source.text(last.start..<attempt.lines[next].end).count
                    upper = min(total, through + 1)
                }
            case .head:
                candidate = head
            case .middle:
                candidate = middle
            }

            var low = 0
            var high = upper
            while low < high {
                let middleCount = (low + high + 1) / 2
                let width = measureSingleLine(
                    job, candidate(middleCount), scale: attempt.scale, isRightToLeft: isRightToLeft).width
                if width <= maxWidth + Self.tolerance { low = middleCount } else { high = middleCount - 1 }
            }
            return measureSingleLine(job, candidate(low), scale: attempt.scale, isRightToLeft: isRightToLeft)
        }
    }

    /// Measures `source` as one unwrapped line, in the base direction the caller set with
    /// `withBaseDirection` (`isRightToLeft` says which, for an empty line).
    func measureSingleLine(_ job: Job, _ source: TextSource, scale: Double, isRightToLeft: Bool) -> MeasuredLine {
        configure(measuringLayout, source: source, styles: job.styles, scale: scale, width: nil)
        let lines = measureLines(measuringLayout, source: source, checkWordBreaks: false)
        guard var line = lines.first else {
            return MeasuredLine(
                start: 0, end: 0, ascent: 0, descent: 0, isParagraphStart: true, isRightToLeft: isRightToLeft, minX: 0,
                maxX: 0, breaksInsideWord: false, segments: [])
        }
        // Should a stray separator still have split it, keep every piece on this one line.
        for extra in lines.dropFirst() {
            let shift = line.maxX - extra.minX
            line.segments += extra.segments.map {
                MeasuredSegment(text: $0.text, style: $0.style, x0: $0.x0 + shift, x1: $0.x1 + shift)
            }
            line.maxX += extra.width
            line.ascent = max(line.ascent, extra.ascent)
            line.descent = max(line.descent, extra.descent)
        }
        return applyingSystemLineBox([line], job: job, scale: scale)[0]
    }

    /// Runs `body` with the measuring layout's paragraphs set in `direction` instead of the
    /// direction of their first strong character, then restores automatic direction.
    func withBaseDirection<Result>(_ direction: PangoDirection, _ body: () -> Result) -> Result {
        pango_layout_set_auto_dir(measuringLayout, 0)
        pango_context_set_base_dir(context, direction)
        pango_layout_context_changed(measuringLayout)
        defer {
            pango_layout_set_auto_dir(measuringLayout, 1)
            pango_context_set_base_dir(context, PANGO_DIRECTION_WEAK_LTR)
            pango_layout_context_changed(measuringLayout)
        }
        return body()
    }
}
