package import Foundation
package import DisplayList
package import LayoutEngine
import TextEngine

/// A system symbol: one Material Design Icons glyph, measured and drawn by the text engine.
///
/// Its frame is the symbol's own (``SymbolMetrics``: its width and height relative to the font
/// size, centred on the font's cap height) and the glyph is drawn as large as fits inside it,
/// centred; a resizable symbol takes the size it is offered and fits the glyph in that.
package final class SymbolImageElement: LayoutElement {
    /// Symbols drawn inside `Text` (`Text(Image(systemName:))`) are this much larger than the
    /// text's font, as MDI glyphs fill about 20 of their 24 units.
    package static let glyphScale = 1.2

    package let glyph: String
    /// The symbol's font: its point size (image scale applied) in the icon font.
    package let font: FontSpec
    package let paint: Paint
    package let resizable: Bool
    package let accessibilityLabel: String?
    /// The glyph's ink box, in ems of the icon font.
    package let bounds: SystemSymbols.GlyphBounds
    /// The symbol's frame, in ems of `font.size`.
    package let metrics: SymbolMetrics

    package init(
        glyph: String, font: FontSpec, paint: Paint, resizable: Bool, accessibilityLabel: String?,
        bounds: SystemSymbols.GlyphBounds, metrics: SymbolMetrics
    ) {
        self.glyph = glyph
        self.font = font
        self.paint = paint
        self.resizable = resizable
        self.accessibilityLabel = accessibilityLabel
        self.bounds = bounds
        self.metrics = metrics
    }

    /// The symbol's own size.
    private var naturalSize: CGSize {
        CGSize(width: metrics.width * font.size, height: metrics.height * font.size)
    }

    private func layout(size: Double, _ context: LayoutContext) -> TextLayoutResult {
        var font = self.font
        font.size = size.isFinite && size > 0 ? size : self.font.size
        return context.textEngine.layoutLine(StyledRun(text: glyph, font: font, paint: paint))
    }

    package func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> CGSize {
        resizable ? proposal.replacingUnspecifiedDimensions(by: naturalSize) : naturalSize
    }

    package func place(in frame: CGRect, context: LayoutContext, into output: inout DisplayListBuilder) {
        guard frame.width.isFinite, frame.height.isFinite, bounds.width > 0, bounds.height > 0 else { return }
        // The glyph's size in points: its ink as large as fits in the frame.
        let size = min(Double(frame.width) / bounds.width, Double(frame.height) / bounds.height)
        guard size > 0, size.isFinite else { return }
        let result = layout(size: size, context)
        guard let first = result.lines.first else { return }
        // The ink centred in the frame: the pen left of it, the baseline below its top.
        let penX = Double(frame.midX) - bounds.width * size / 2 - bounds.minX * size
        let baseline = Double(frame.midY) - bounds.height * size / 2 + bounds.maxY * size
        let dx = penX - Double(first.origin.x), dy = baseline - Double(first.origin.y)
        let lines = result.lines.map { line -> TextLine in
            var line = line
            line.origin.x += dx
            line.origin.y += dy
            line.runs = line.runs.map { run in
                var run = run
                run.x += dx
                return run
            }
            return line
        }
        output.append(.text(TextItem(frame: frame, lines: lines)))
        if let accessibilityLabel {
            output.addAccessibility(AccessibilityNode(frame: frame, label: accessibilityLabel, traits: ["isImage"]))
        }
    }

    package func explicitAlignment(_ guide: AlignmentKey, size: CGSize, context: LayoutContext) -> Double? {
        guard !resizable, guide == .firstTextBaseline || guide == .lastTextBaseline else { return nil }
        return SymbolMetrics.baseline(height: Double(size.height), size: font.size)
    }

    /// A symbol's name as a screen reader might say it: `"star.fill"` → `"Star"`,
    /// `"cloud.sun.rain"` → `"Cloud sun rain"`.
    package static func spokenName(forSymbol name: String) -> String {
        var name = name
        var bytes: [UInt8] = name.withUTF8 { utf8 in
            // The words between dots, empty ones and "fill" left out, joined by spaces: one pass
            // over the bytes, no array of words.
            var bytes: [UInt8] = []
            bytes.reserveCapacity(utf8.count)
            var start = 0
            for end in 0...utf8.count where end == utf8.count || utf8[end] == UInt8(ascii: ".") {
                let word = UnsafeBufferPointer(rebasing: utf8[start..<end])
                start = end + 1
                let isFill = word.count == 4 && word[0] == UInt8(ascii: "f") && word[1] == UInt8(ascii: "i")
                    && word[2] == UInt8(ascii: "l") && word[3] == UInt8(ascii: "l")
                guard !word.isEmpty, !isFill else { continue }
                if !bytes.isEmpty { bytes.append(UInt8(ascii: " ")) }
                bytes.append(contentsOf: word)
            }
            return bytes
        }
        // Symbol names are ASCII: capitalise the first letter without a trip through ICU.
        if let first = bytes.first, first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z") {
            bytes[0] = first - 32
            return String(decoding: bytes, as: UTF8.self)
        }
        let sentence = String(decoding: bytes, as: UTF8.self)
        return sentence.prefix(1).uppercased() + sentence.dropFirst()
    }

    /// `name` with the variants of `variants` added in SF Symbols' order (slash, shape, fill),
    /// leaving out the parts the name already has.
    package static func name(_ name: String, with variants: SymbolVariants) -> String {
        guard variants != .none else { return name }
        var parts = name.split(separator: ".").map(String.init)
        let shapeWords = ["circle", "square", "rectangle"]
        let filled = parts.contains("fill") || variants.isFilled
        parts.removeAll { $0 == "fill" }
        if variants.isSlashed, !parts.contains("slash") {
            if let shape = parts.firstIndex(where: shapeWords.contains) { parts.insert("slash", at: shape) } else { parts.append("slash") }
        }
        if let shape = variants.shape {
            let word: String
            switch shape {
            case .circle: word = "circle"
            case .square: word = "square"
            case .rectangle: word = "rectangle"
            }
            if !parts.contains(word) { parts.append(word) }
        }
        if filled { parts.append("fill") }
        return parts.joined(separator: ".")
    }
}

/// An image under `redacted(reason: .placeholder)`: a light grey rounded rectangle of the
/// image's size.
package final class RedactedImageElement: LayoutElement {
    package let child: any LayoutElement

    package init(child: any LayoutElement) {
        self.child = child
    }

    package var layoutPriority: Double { child.layoutPriority }

    package func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> CGSize {
        child.measure(proposal, context)
    }

    package func place(in frame: CGRect, context: LayoutContext, into output: inout DisplayListBuilder) {
        guard frame.width.isFinite, frame.height.isFinite, frame.width > 0, frame.height > 0 else { return }
        let radius = min(6, Double(min(frame.width, frame.height)) / 4)
        output.append(.shape(ShapeItem(
            frame: frame, outline: .roundedRectangle(cornerWidth: radius, cornerHeight: radius, continuous: true),
            fill: .color(RGBAColor(hex: 0x8E8E93, alpha: 0.3)))))
    }

    package func explicitAlignment(_ guide: AlignmentKey, size: CGSize, context: LayoutContext) -> Double? {
        child.explicitAlignment(guide, size: size, context: context)
    }
}

/// A resizable image with cap insets or tiling: the corners keep their size, the edges and the
/// centre stretch (or repeat at their own size) to fill the frame.
///
/// Each of the nine parts is one image item whose `source` is that part of the image (in pixels)
/// and whose frame is its cell; tiles are one item per repetition, the last one cut to the cell.
package final class SlicedImageElement: LayoutElement {
    package let image: ImageData
    package let scale: Double
    package let capInsets: Insets
    package let tiles: Bool
    package let tint: Paint?
    package let pixelated: Bool
    package let accessibilityLabel: String?

    /// Past this many tiles the middle parts are stretched instead.
    static let maximumTileCount = 1024

    package init(
        image: ImageData, scale: Double, capInsets: Insets, tiles: Bool, tint: Paint?, pixelated: Bool, accessibilityLabel: String?
    ) {
        self.image = image
        self.scale = ImageData.validScale(scale)
        self.capInsets = capInsets
        self.tiles = tiles
        self.tint = tint
        self.pixelated = pixelated
        self.accessibilityLabel = accessibilityLabel
    }

    private var naturalSize: CGSize { image.pointSize(scale: scale) }

    package func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: naturalSize)
    }

    /// Source and destination ranges along one axis: the two caps and the middle.
    private static func segments(length: Double, target: Double, start: Double, end: Double) -> [(source: ClosedRange<Double>, destination: ClosedRange<Double>, middle: Bool)] {
        var start = min(max(start, 0), length)
        var end = min(max(end, 0), length - start)
        // Caps larger than the target shrink proportionally.
        if start + end > target, start + end > 0 {
            let factor = target / (start + end)
            start *= factor
            end *= factor
        }
        let sourceEnd = min(max(end, 0), length - start)
        return [
            (0...start, 0...start, false),
            (start...(length - sourceEnd), start...(target - end), true),
            ((length - sourceEnd)...length, (target - end)...target, false),
        ]
    }

    package func place(in frame: CGRect, context: LayoutContext, into output: inout DisplayListBuilder) {
        guard frame.width.isFinite, frame.height.isFinite, frame.width > 0, frame.height > 0 else { return }
        let size = naturalSize
        let columns = Self.segments(length: Double(size.width), target: Double(frame.width),
                                    start: capInsets.leading, end: capInsets.trailing)
        let rows = Self.segments(length: Double(size.height), target: Double(frame.height),
                                 start: capInsets.top, end: capInsets.bottom)
        var tileBudget = Self.maximumTileCount
        for row in rows {
            for column in columns {
                let sourceWidth = column.source.upperBound - column.source.lowerBound
                let sourceHeight = row.source.upperBound - row.source.lowerBound
                let cell = CGRect(x: Double(frame.minX) + column.destination.lowerBound, y: Double(frame.minY) + row.destination.lowerBound,
                                  width: column.destination.upperBound - column.destination.lowerBound,
                                  height: row.destination.upperBound - row.destination.lowerBound)
                guard sourceWidth > 0.001, sourceHeight > 0.001, cell.width > 0.001, cell.height > 0.001 else { continue }
                let tileColumns = tiles && column.middle ? Int((Double(cell.width) / sourceWidth).rounded(.up)) : 1
                let tileRows = tiles && row.middle ? Int((Double(cell.height) / sourceHeight).rounded(.up)) : 1
                let tiled = tileColumns * tileRows > 1 && tileColumns * tileRows <= tileBudget
                if tiled { tileBudget -= tileColumns * tileRows }
                let pieceWidth = tiled && column.middle ? sourceWidth : Double(cell.width)
                let pieceHeight = tiled && row.middle ? sourceHeight : Double(cell.height)
                let scaleX = pieceWidth / sourceWidth
                let scaleY = pieceHeight / sourceHeight
                for j in 0..<(tiled ? tileRows : 1) {
                    for i in 0..<(tiled ? tileColumns : 1) {
                        let pieceX = Double(cell.minX) + Double(i) * pieceWidth
                        let pieceY = Double(cell.minY) + Double(j) * pieceHeight
                        let piece = CGRect(x: pieceX, y: pieceY, width: pieceWidth, height: pieceHeight).intersection(cell)
                        guard !piece.isNull, piece.width > 0.001, piece.height > 0.001 else { continue }
                        // The part of the image that lands in the piece (a last tile may be cut), in pixels.
                        let source = CGRect(
                            x: (column.source.lowerBound + (Double(piece.minX) - pieceX) / scaleX) * scale,
                            y: (row.source.lowerBound + (Double(piece.minY) - pieceY) / scaleY) * scale,
                            width: Double(piece.width) / scaleX * scale, height: Double(piece.height) / scaleY * scale)
                        output.append(.image(ImageItem(frame: piece, image: image, tint: tint, pixelated: pixelated, source: source)))
                    }
                }
            }
        }
        if let accessibilityLabel {
            output.addAccessibility(AccessibilityNode(frame: frame, label: accessibilityLabel, traits: ["isImage"]))
        }
    }
}

/// `Image(uiImage: UIImage())`: draws nothing; zero points across, or what it is offered when resizable.
package final class EmptyImageElement: LayoutElement {
    let resizable: Bool

    package init(resizable: Bool) { self.resizable = resizable }

    package func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> CGSize {
        resizable ? proposal.replacingUnspecifiedDimensions(by: .zero) : .zero
    }

    package func place(in frame: CGRect, context: LayoutContext, into output: inout DisplayListBuilder) {}
}
