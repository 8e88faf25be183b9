package import Foundation
package import DisplayList
package import TextEngine

/// `Text`: measured and broken by the text engine at the proposed width and height.
///
/// Its size is the size of its lines (the widest line by all lines), never the proposal.
package final class TextElement: LayoutElement {
    /// The request with `maxWidth`/`maxHeight` left empty; the proposal fills them in.
    package let request: TextLayoutRequest
    package let live: LiveText?
    /// Draws each line as a rounded bar instead of glyphs (`redacted(reason: .placeholder)`).
    package let redacted: Bool
    /// Accessibility label; the text itself when nil.
    package let accessibilityLabel: String?
    /// Lines of height the text takes even when it has fewer (`lineLimit(2...4)`,
    /// `lineLimit(3, reservesSpace: true)`); 0 reserves nothing.
    package let reservedLines: Int

    package init(
        request: TextLayoutRequest, live: LiveText? = nil, redacted: Bool = false, accessibilityLabel: String? = nil,
        reservedLines: Int = 0
    ) {
        self.reservedLines = max(reservedLines, 0)
        self.request = request
        self.live = live
        self.redacted = redacted
        self.accessibilityLabel = accessibilityLabel
    }

    /// The layout for `proposal`. Many proposals give the same layout, and only their
    /// representative is laid out (once per pass):
    /// - a width at least the text's unconstrained width breaks no line: that layout;
    /// - a height the text fits in at the proposed width cuts no line: the width's layout.
    private func layout(_ proposal: ProposedSize, _ context: LayoutContext) -> TextLayoutResult {
        let unconstrained = cachedLayout(width: nil, height: nil, context)
        var width = proposal.width.flatMap { $0.isFinite ? max($0, 0) : nil }
        if let proposed = width, proposed >= Double(unconstrained.size.width) { width = nil }
        let widthOnly = width == nil ? unconstrained : cachedLayout(width: width, height: nil, context)
        guard let height = proposal.height.flatMap({ $0.isFinite ? max($0, 0) : nil }),
              height < Double(widthOnly.size.height)
        else { return widthOnly }
        return cachedLayout(width: width, height: height, context)
    }

    private func cachedLayout(width: Double?, height: Double?, _ context: LayoutContext) -> TextLayoutResult {
        context.texts.result(of: self, for: ProposedSize(width: width, height: height)) {
            var result = context.textEngine.layout(context.preparedText(for: self), maxWidth: width, maxHeight: height)
            result.size.height = Self.roundedUp(result.size.height, scale: context.displayScale)
            return result
        }
    }

    /// `length` rounded up to the device pixel, as iOS sizes text (a 20.29 pt line of `.body`
    /// is 20.33 pt tall at 3×, 20.5 at 2×).
    static func roundedUp(_ length: CGFloat, scale: Double) -> CGFloat {
        guard scale.isFinite, scale > 0, length.isFinite else { return length }
        return CGFloat(((Double(length) * scale) - 0.0001).rounded(.up) / scale)
    }

    package func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> CGSize {
        let result = layout(proposal, context)
        guard reservedLines > result.lines.count else { return result.size }
        return CGSize(width: result.size.width, height: reservedHeight(result, context))
    }

    /// The height of `reservedLines` lines: the laid-out lines plus as many more as are missing,
    /// each as tall as one line of the text's first font.
    private func reservedHeight(_ result: TextLayoutResult, _ context: LayoutContext) -> Double {
        let oneLine: Double
        if let last = result.lines.last {
            let leading = last.runs.map { SystemFontMetrics.leading(of: $0.font) }.max() ?? 0
            oneLine = last.ascent + last.descent + leading + request.lineSpacing
        } else {
            var probe = request
            probe.runs = request.runs.prefix(1).map { var run = $0; run.text = "X"; return run }
            let line = context.textEngine.layout(probe)
            oneLine = Double(line.size.height) + request.lineSpacing
        }
        let missing = reservedLines - result.lines.count
        let height = Double(result.size.height) + Double(missing) * oneLine - (result.lines.isEmpty ? request.lineSpacing : 0)
        return Double(Self.roundedUp(CGFloat(height), scale: context.displayScale))
    }

    package func place(in frame: CGRect, context: LayoutContext, into output: inout DisplayListBuilder) {
        // The layout that chose this size; else lay out at the width this text chose (its
        // frame), rounded up a hair so the engine breaks exactly where it did when measuring.
        let result = context.texts.result(of: self, sized: frame.size)
            ?? layout(ProposedSize(width: Double(frame.width) + 0.001, height: Double(frame.height) + 0.001), context)
        let lines = result.lines.map { line -> TextLine in
            var line = line
            line.origin.x += frame.minX
            line.origin.y += frame.minY
            line.runs = line.runs.map { run in
                var run = run
                run.x += Double(frame.minX)
                return run
            }
            return line
        }
        if redacted {
            for line in lines where line.width > 0 {
                let height = (line.ascent + line.descent) * 0.7
                let bar = CGRect(x: Double(line.origin.x), y: Double(line.origin.y) - line.ascent * 0.8,
                                 width: line.width, height: height)
                let paint = line.runs.first?.paint.multiplyingAlpha(0.25) ?? .color(RGBAColor(hex: 0x8E8E93, alpha: 0.3))
                output.append(.shape(ShapeItem(
                    frame: bar, outline: .roundedRectangle(cornerWidth: height / 4, cornerHeight: height / 4, continuous: false),
                    fill: paint)))
            }
            return
        }
        guard !lines.isEmpty else { return }
        output.append(.text(TextItem(frame: frame, lines: lines, live: live)))
        let label = accessibilityLabel ?? spokenText(lines: lines)
        output.addAccessibility(AccessibilityNode(frame: frame, label: label, traits: ["isStaticText"]))
    }

    /// What VoiceOver reads for this text: the whole string, as on iOS, whatever its line breaks
    /// and truncation (a word broken across lines in a narrow button is still one word), with
    /// line breaks read as spaces. A text longer than the cap (widget data can be huge) is read
    /// as the lines drawn.
    private func spokenText(lines: [TextLine]) -> String {
        let cap = 2_000
        var length = 0
        for run in request.runs {
            length += run.text.utf8.count
            if length > cap { return lines.map(\.string).joined(separator: " ") }
        }
        // Most texts are one run without a line break: the string itself, without splitting it
        // into characters (grapheme breaking is most of a widget's accessibility cost).
        if request.runs.count == 1, !Self.containsNewline(request.runs[0].text) { return request.runs[0].text }
        let whole = request.runs.map(\.text).joined()
        return whole.split(whereSeparator: \.isNewline).joined(separator: " ")
    }

    /// Whether `text` has a character `Character.isNewline` accepts: U+000A–U+000D, U+0085
    /// (`C2 85` in UTF-8), U+2028 or U+2029 (`E2 80 A8`, `E2 80 A9`).
    static func containsNewline(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            for index in bytes.indices {
                switch bytes[index] {
                case 0x0A...0x0D:
                    return true
                case 0xC2:
                    if index + 1 < bytes.count, bytes[index + 1] == 0x85 { return true }
                case 0xE2:
                    if index + 2 < bytes.count, bytes[index + 1] == 0x80, bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9 {
                        return true
                    }
                default:
                    continue
                }
            }
            return false
        }
    }

    /// SwiftUI's spacing of text, from its ideal layout: the lines' ascent and descent, the
    /// largest font's cap height and leading, and the baselines (see ``Spacing``).
    package func spacing(context: LayoutContext) -> Spacing {
        let ideal = layout(.unspecified, context)
        guard !ideal.lines.isEmpty else { return .standard }
        var ascent = 0.0, descent = 0.0
        for line in ideal.lines {
            ascent = max(ascent, line.ascent)
            descent = max(descent, line.descent)
        }
        var largest = request.runs[0].font
        for run in request.runs where run.font.size > largest.size { largest = run.font }
        let scale = ideal.scale
        return .text(
            ascent: ascent, descent: descent, capHeight: largest.size * scale * SystemFontMetrics.capHeight,
            leading: SystemFontMetrics.leading(of: largest) * scale,
            firstBaseline: ideal.firstBaseline, lastBaseline: ideal.lastBaseline, height: Double(ideal.size.height),
            pixelLength: 1 / context.displayScale)
    }

    package func explicitAlignment(_ guide: AlignmentKey, size: CGSize, context: LayoutContext) -> Double? {
        guard guide == .firstTextBaseline || guide == .lastTextBaseline else { return nil }
        let result = context.texts.result(of: self, sized: size) ?? layout(ProposedSize(size), context)
        return guide == .firstTextBaseline ? result.firstBaseline : result.lastBaseline
    }
}
