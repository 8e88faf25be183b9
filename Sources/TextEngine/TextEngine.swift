import WidgetKitSupport
import Foundation
import DisplayList
import CPangoCairo
import Logging

/// Measures and breaks text with Pango and HarfBuzz (fontconfig fonts).
///
/// Pango is not thread-safe across threads, so each thread has its own engine:
/// use ``current``. Results are cached per engine.
///
/// ```swift
/// let font = FontSpec(families: FontSpec.defaultFamilies, size: 17)
/// let result = TextEngine.current.layout(
///     TextLayoutRequest(runs: [StyledRun(text: "Hello, world", font: font)], maxWidth: 120, lineLimit: 1))
/// print(result.size, result.lines.map(\.string))
/// ```
///
/// Metrics do not depend on the render scale: hinting of metrics is off, outlines are not
/// hinted and glyph positions are not rounded, and everything is laid out in points.
public final class TextEngine {
    /// The engine of the calling thread, created on first use.
    public static var current: TextEngine {
        engines.value(orMake: TextEngine.init)
    }

    /// Each thread's engine, released on that thread when it exits.
    private static let engines = PerThread<TextEngine>()

    /// The number of layouts an engine keeps before it forgets them all.
    public static let cacheLimit = 4096

    static let logger = Logger(label: "WidgetKitLinux.TextEngine")

    /// Initializes fontconfig once per process, before any engine touches Pango.
    static let fontconfigReady: Bool = {
        FcInit()
        if !isFontFamilyInstalled("Inter") {
            logger.warning(
                "Font family 'Inter' is not installed (Debian: fonts-inter); Latin text falls back to another face and metrics differ from the reference."
            )
        }
        return true
    }()

    /// Whether fontconfig knows a font of `family`.
    static func isFontFamilyInstalled(_ family: String) -> Bool {
        guard let pattern = FcPatternCreate() else { return false }
        defer { FcPatternDestroy(pattern) }
        _ = FcPatternAddString(pattern, FC_FAMILY, family)
        guard let objects = FcObjectSetCreate() else { return false }
        defer { FcObjectSetDestroy(objects) }
        _ = FcObjectSetAdd(objects, FC_FAMILY)
        guard let fonts = FcFontList(nil, pattern, objects) else { return false }
        defer { FcFontSetDestroy(fonts) }
        return fonts.pointee.nfont > 0
    }

    let fontMap: UnsafeMutablePointer<PangoFontMap>
    /// The context every measurement uses; never tied to a cairo surface.
    let context: OpaquePointer
    let measuringLayout: OpaquePointer
    /// A second context for drawing, updated from the cairo context drawn into.
    var drawingContext: OpaquePointer?
    var drawingLayout: OpaquePointer?
    var fontDescriptions: [FontKey: OpaquePointer] = [:]
    var decorationCache: [FontKey: TextDecorationMetrics] = [:]
    /// The registration generation (``fontFileGeneration``) the font map last adopted.
    var fontMapGeneration = 0
    /// Faces found by PostScript or full name (`nil`: the name is a family, or unknown).
    var namedFaces: [String: NamedFace?] = [:]
    /// Prepared texts by content; each keeps its layouts by proposed size.
    private var cache: [ContentKey: PreparedText] = [:]
    /// The number of layouts kept by the prepared texts in `cache`.
    private var layoutCount = 0
    /// One-line layouts of single runs (symbols' glyphs) by run: ``layoutLine(_:)``.
    private var lineCache: [LineKey: TextLayoutResult] = [:]
    /// Runs kept in `lineCache` before it is emptied.
    static let lineCacheLimit = 1024

    /// A run as the key of `lineCache`: hashed by its text's bytes, size, weight and paint
    /// (what tells glyphs apart; equal keys hash equal), compared whole and byte for byte.
    private struct LineKey: Hashable {
        let run: StyledRun

        static func == (lhs: LineKey, rhs: LineKey) -> Bool {
            lhs.run == rhs.run && lhs.run.text.utf8.elementsEqual(rhs.run.text.utf8)
        }

        func hash(into hasher: inout Hasher) {
            var text = run.text
            text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
            hasher.combine(run.font.size)
            hasher.combine(run.font.weight)
            hasher.combine(run.paint)
        }
    }

    /// A sanitized request without its proposed size, hashed once.
    private struct ContentKey: Hashable {
        let request: TextLayoutRequest
        let contentHash: Int

        static func == (lhs: ContentKey, rhs: ContentKey) -> Bool {
            lhs.contentHash == rhs.contentHash && lhs.request == rhs.request
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(contentHash)
        }
    }

    private init() {
        _ = Self.fontconfigReady
        guard let fontMap = pango_cairo_font_map_new(),
            let context = pango_font_map_create_context(fontMap)
        else { fatalError("Pango could not create a font map") }
        self.fontMap = fontMap
        self.context = context
        Self.configure(context: context, forDrawing: false)
        measuringLayout = Self.makeLayout(context)
    }

    deinit {
        for description in fontDescriptions.values { pango_font_description_free(description) }
        if let drawingLayout { g_object_unref(UnsafeMutableRawPointer(drawingLayout)) }
        if let drawingContext { g_object_unref(UnsafeMutableRawPointer(drawingContext)) }
        g_object_unref(UnsafeMutableRawPointer(measuringLayout))
        g_object_unref(UnsafeMutableRawPointer(context))
        g_object_unref(UnsafeMutableRawPointer(fontMap))
    }

    /// Forgets every layout and decoration measured so far (the fonts they used may have changed).
    func forgetLayouts() {
        cache.removeAll(keepingCapacity: true)
        layoutCount = 0
        lineCache.removeAll(keepingCapacity: true)
        decorationCache.removeAll(keepingCapacity: true)
    }

    /// Lays out `request`: line breaks, truncation, scaling and positions of every run.
    ///
    /// Results are cached: laying out an equal request again is a dictionary lookup.
    public func layout(_ request: TextLayoutRequest) -> TextLayoutResult {
        layout(prepare(request), maxWidth: request.maxWidth, maxHeight: request.maxHeight)
    }

    /// `run` laid out on one line (`lineLimit` 1, no proposed size), as ``layout(_:)`` lays it
    /// out, remembered by run: a symbol's glyph is laid out at every render, and looking its
    /// run up here costs a fraction of preparing a request.
    public func layoutLine(_ run: StyledRun) -> TextLayoutResult {
        adoptRegisteredFontFiles()
        let key = LineKey(run: run)
        if let cached = lineCache[key] { return cached }
        let result = layout(TextLayoutRequest(runs: [run], lineLimit: 1))
        if lineCache.count >= Self.lineCacheLimit { lineCache.removeAll(keepingCapacity: true) }
        lineCache[key] = result
        return result
    }

    /// The text of `request` ready to be laid out at any size: sanitized, hashed and looked
    /// up once (its `maxWidth` and `maxHeight` are ignored). Lay it out with
    /// ``layout(_:maxWidth:maxHeight:)`` on this engine, for as many sizes as needed.
    public func prepare(_ request: TextLayoutRequest) -> PreparedText {
        adoptRegisteredFontFiles()
        var content = Self.sanitized(request)
        content.maxWidth = nil
        content.maxHeight = nil
        let key = ContentKey(request: content, contentHash: Self.contentHash(ofSanitized: content))
        if let prepared = cache[key] { return prepared }
        let prepared = PreparedText(request: content)
        cache[key] = prepared
        return prepared
    }

    /// Lays out a prepared text at a proposed size (sanitized as ``layout(_:)`` does).
    ///
    /// The text keeps its layouts by size: asking again is a short scan.
    public func layout(_ prepared: PreparedText, maxWidth: Double?, maxHeight: Double?) -> TextLayoutResult {
        let width = Self.sanitized(length: maxWidth), height = Self.sanitized(length: maxHeight)
        if let cached = prepared.layout(width: width, height: height) { return cached }
        var request = prepared.request
        request.maxWidth = width
        request.maxHeight = height
        let result = computeLayout(request)
        if layoutCount >= Self.cacheLimit { removeAllCachedLayouts() }
        if prepared.store(result, width: width, height: height) { layoutCount += 1 }
        return result
    }

    /// A hash of part of what `ContentKey`'s `==` compares, so equal keys hash equal: every
    /// field of each run but the font's family names (their number only) and the line
    /// decorations' colours, patterns and language, the text as its UTF-8 bytes, and the
    /// request's own fields.
    ///
    /// Each text is looked up at every render, so this is a multiply-xor mix seeded per
    /// process (as `Hasher` is, so keys cannot be chosen to collide), a fraction of the cost
    /// of `Hasher` over the same fields; `String`'s own hash also normalises any non-ASCII text
    /// (`21°`) first. Canonically equivalent texts of different bytes get different keys
    /// (`ContentKey` compares this hash too), as they are different input to the shaper.
    private static func contentHash(ofSanitized request: TextLayoutRequest) -> Int {
        var mix = ContentMix(seed: hashSeed)
        mix.add(UInt64(request.runs.count))
        for run in request.runs {
            var text = run.text
            text.withUTF8 { mix.add(bytes: $0) }
            let font = run.font
            mix.add(UInt64(truncatingIfNeeded: font.weight) & 0xFFFF | UInt64(font.families.count) << 16
                | (font.italic ? 1 << 32 : 0) | (font.monospacedDigits ? 1 << 33 : 0) | (run.underline ? 1 << 34 : 0)
                | (run.strikethrough ? 1 << 35 : 0) | (font.lineHeight == nil ? 1 << 36 : 0))
            mix.add(font.size)
            mix.add(font.tracking)
            mix.add(font.lineHeight ?? 0)
            mix.add(run.baselineOffset)
            if case .color(let color) = run.paint {
                mix.add(color.red)
                mix.add(color.green)
                mix.add(color.blue)
                mix.add(color.alpha)
            } else {
                mix.add(UInt64(bitPattern: Int64(run.paint.hashValue)))
            }
        }
        mix.add(UInt64(bitPattern: Int64(request.lineLimit ?? -1)))
        let alignment: UInt64 = switch request.alignment { case .leading: 0; case .center: 1; case .trailing: 2 }
        let truncation: UInt64 = switch request.truncation { case .head: 0; case .middle: 1; case .tail: 2 }
        mix.add(alignment | truncation << 8)
        mix.add(request.minimumScaleFactor)
        mix.add(request.lineSpacing)
        return Int(truncatingIfNeeded: mix.finalize())
    }

    /// This process's seed of ``contentHash(ofSanitized:)``: `Hasher`'s random per-process seed.
    private static let hashSeed: UInt64 = {
        var hasher = Hasher()
        hasher.combine(0x5EED)
        return UInt64(bitPattern: Int64(hasher.finalize()))
    }()

    /// A multiply-xor mix of 64-bit words (the keys are few and the seed secret).
    private struct ContentMix {
        private var state: UInt64

        init(seed: UInt64) { state = seed }

        @inline(__always)
        mutating func add(_ word: UInt64) {
            state = (state ^ word) &* 0x9E37_79B9_7F4A_7C15
            state ^= state >> 29
        }

        /// A length, by value (`-0` as `0`, as `==` has them equal).
        @inline(__always)
        mutating func add(_ value: Double) {
            add(value == 0 ? 0 : value.bitPattern)
        }

        /// Bytes, eight at a time, then their count.
        mutating func add(bytes: UnsafeBufferPointer<UInt8>) {
            guard let base = bytes.baseAddress else { return add(UInt64(0)) }
            let raw = UnsafeRawPointer(base)
            var offset = 0
            while offset + 8 <= bytes.count {
                add(raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                offset += 8
            }
            var tail: UInt64 = 0
            var shift: UInt64 = 0
            while offset < bytes.count {
                tail |= UInt64(bytes[offset]) << shift
                shift += 8
                offset += 1
            }
            add(tail)
            add(UInt64(bytes.count))
        }

        func finalize() -> UInt64 {
            var x = state
            x = (x ^ (x >> 32)) &* 0xC2B2_AE3D_27D4_EB4F
            x = (x ^ (x >> 29)) &* 0x1656_67B1_9E37_79F9
            return x ^ (x >> 32)
        }
    }

    /// Forgets every cached layout of this engine.
    public func removeAllCachedLayouts() {
        for prepared in cache.values { prepared.evict() }
        cache.removeAll()
        lineCache.removeAll()
        layoutCount = 0
    }

    /// The number of layouts this engine has cached.
    public var cachedLayoutCount: Int { layoutCount }

    /// A proposed length made meaningful: NaN and lengths over a million points are
    /// unspecified, negative lengths zero.
    static func sanitized(length: Double?) -> Double? {
        guard let length else { return nil }
        if length.isNaN || length > 1_000_000 { return nil }
        return length < 0 ? 0 : length
    }

    /// `request` with non-finite and negative sizes made meaningful (so it can also be a cache key).
    static func sanitized(_ request: TextLayoutRequest) -> TextLayoutRequest {
        var request = request
        request.maxWidth = sanitized(length: request.maxWidth)
        request.maxHeight = sanitized(length: request.maxHeight)
        if let limit = request.lineLimit, limit < 1 { request.lineLimit = 1 }
        request.runs = capped(request.runs, budget: characterBudget(lineLimit: request.lineLimit))
        let minimum = request.minimumScaleFactor
        request.minimumScaleFactor = minimum.isNaN ? 1 : min(max(minimum, 0.01), 1)
        if !request.lineSpacing.isFinite { request.lineSpacing = 0 }
        // NaN never equals itself: it would make every such request a cache miss.
        if request.runs.contains(where: { !$0.font.size.isFinite || !$0.font.tracking.isFinite }) {
            for index in request.runs.indices {
                let font = request.runs[index].font
                if !font.size.isFinite { request.runs[index].font.size = font.size == .infinity ? 4096 : 0 }
                if !font.tracking.isFinite { request.runs[index].font.tracking = 0 }
            }
        }
        return request
    }

    // MARK: - Layout

    /// What is laid out: the request's text and resolved styles.
    struct Job {
        var request: TextLayoutRequest
        var source: TextSource
        var styles: [ResolvedStyle]
    }

    /// The lines of a job at one scale, and which of them are shown.
    struct Attempt {
        var scale: Double
        var lines: [MeasuredLine]
        /// The number of lines shown.
        var kept: Int
        /// The last shown line needs an ellipsis.
        var truncated: Bool
        /// Everything is shown without truncation, overflow or words broken inside.
        var fits: Bool
    }

    /// Tolerance for comparing widths and heights, about one Pango unit.
    static let tolerance = 0.001

    private func computeLayout(_ request: TextLayoutRequest) -> TextLayoutResult {
        let source = TextSource(runs: request.runs)
        guard !source.isEmpty else {
            return TextLayoutResult(size: .zero, lines: [], scale: 1, isTruncated: false)
        }
        let detected = request.runs.contains { $0.language == nil } ? TextLanguage.detect(in: source.string) : nil
        let styles = request.runs.map { ResolvedStyle($0, language: $0.language ?? detected) }
        let job = Job(request: request, source: source, styles: styles)

        let minimum = request.minimumScaleFactor
        let full = attempt(job, scale: 1)
        if full.fits { return finish(job, full) }
        // `allowsTightening`: letters closer together first, then (if that is not enough) the
        // usual shrinking and truncation at the normal spacing.
        if request.allowsTightening {
            var tight = job
            tight.styles = job.styles.map { style in
                var style = style
                style.font.tracking -= style.font.size * TextLayoutRequest.maximumTightening
                return style
            }
            let tightened = attempt(tight, scale: 1)
            if tightened.fits { return finish(tight, tightened) }
        }
        if minimum >= 1 { return finish(job, full) }
        let smallest = attempt(job, scale: minimum)
        if !smallest.fits { return finish(job, smallest) }
        var low = minimum
        var high = 1.0
        for _ in 0..<8 {
            let middle = (low + high) / 2
            if attempt(job, scale: middle).fits { low = middle } else { high = middle }
        }
        let rounded = max(minimum, (low * 100).rounded(.down) / 100)
        let chosen = attempt(job, scale: rounded)
        return finish(job, chosen.fits ? chosen : attempt(job, scale: low))
    }

    /// Breaks the job's text at `scale` and decides which lines are shown.
    private func attempt(_ job: Job, scale: Double) -> Attempt {
        let request = job.request
        configure(measuringLayout, source: job.source, styles: job.styles, scale: scale, width: request.maxWidth)
        let lines = applyingSystemLineBox(
            measureLines(measuringLayout, source: job.source, checkWordBreaks: request.minimumScaleFactor < 1),
            job: job, scale: scale)
        guard !lines.isEmpty else { return Attempt(scale: scale, lines: [], kept: 0, truncated: false, fits: true) }

        var kept = min(lines.count, request.lineLimit ?? .max)
        var height = 0.0
        for (index, line) in lines.prefix(kept).enumerated() {
            let gap = index > 0 ? request.lineSpacing + lines[index - 1].leading : 0
            let bottom = height + gap + line.height
            if index > 0, let maxHeight = request.maxHeight, bottom > maxHeight + Self.tolerance {
                kept = index
                break
            }
            height = bottom
        }

        var truncated = kept < lines.count
        var fits = !truncated
        if let maxWidth = request.maxWidth {
            let last = lines[kept - 1]
            if !truncated, last.width > maxWidth + Self.tolerance,
                job.source.text(last.start..<last.end).count > 1
            {
                truncated = true
            }
            if lines.prefix(kept).contains(where: { $0.width > maxWidth + Self.tolerance }) { fits = false }
        }
        if let maxHeight = request.maxHeight, height > maxHeight + Self.tolerance { fits = false }
        if request.minimumScaleFactor < 1, lines.prefix(kept).contains(where: \.breaksInsideWord) { fits = false }
        return Attempt(scale: scale, lines: lines, kept: kept, truncated: truncated, fits: fits && !truncated)
    }

    /// Positions the shown lines of `attempt`, with an ellipsis where it is truncated.
    private func finish(_ job: Job, _ attempt: Attempt) -> TextLayoutResult {
        var lines = Array(attempt.lines.prefix(attempt.kept))
        if attempt.truncated, !lines.isEmpty {
            lines[lines.count - 1] = ellipsizedLine(job, attempt)
        }
        var boxWidth = lines.map(\.width).max() ?? 0
        if let maxWidth = job.request.maxWidth { boxWidth = min(boxWidth, maxWidth) }

        var textLines: [TextLine] = []
        textLines.reserveCapacity(lines.count)
        var y = 0.0
        for (index, line) in lines.enumerated() {
            if index > 0 { y += job.request.lineSpacing + lines[index - 1].leading }
            let baseline = y + line.ascent
            y += line.height
            var alignment = job.request.alignment
            if line.isRightToLeft {
                alignment = alignment == .leading ? .trailing : alignment == .trailing ? .leading : .center
            }
            let free = boxWidth - line.width
            let x: Double =
                switch alignment {
                case .leading: 0
                case .center: max(0, free / 2)
                case .trailing: max(0, free)
                }
            let runs = line.segments.map { segment in
                let style = job.styles[segment.style]
                return TextRun(
                    text: segment.text, x: x + segment.x0 - line.minX, width: segment.x1 - segment.x0,
                    font: style.font.scaled(by: attempt.scale), paint: style.paint, underline: style.underline,
                    strikethrough: style.strikethrough, language: style.language,
                    baselineOffset: style.baselineOffset * attempt.scale, underlineColor: style.underlineColor,
                    strikethroughColor: style.strikethroughColor, underlinePattern: style.underlinePattern,
                    strikethroughPattern: style.strikethroughPattern)
            }
            textLines.append(
                TextLine(
                    origin: CGPoint(x: x, y: baseline), width: line.width, ascent: line.ascent,
                    descent: line.descent, runs: runs))
        }
        return TextLayoutResult(
            size: CGSize(width: boxWidth, height: max(0, y)), lines: textLines, scale: attempt.scale,
            isTruncated: attempt.truncated)
    }
}
