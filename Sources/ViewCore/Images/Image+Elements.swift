package import Foundation
package import DisplayList
package import LayoutEngine
import TextEngine

/// A system symbol: one Material Design Icons glyph, measured and drawn by the text engine.
///
/// Its size is the glyph's advance by the font's line height; a resizable symbol takes the size
/// it is offered and draws the glyph as large as fits, centred.
package final class SymbolImageElement: LayoutElement {
    /// MDI glyphs fill about 20 of their 24 units; SF Symbols are drawn a little above the
    /// font's size. This factor brings a glyph to an SF Symbol's visual size at the same font.
    package static let glyphScale = 1.2

    package let glyph: String
    package let font: FontSpec
    package let paint: Paint
    package let resizable: Bool
    package let accessibilityLabel: String?

    package init(glyph: String, font: FontSpec, paint: Paint, resizable: Bool, accessibilityLabel: String?) {
        self.glyph = glyph
        self.font = font
        self.paint = paint
        self.resizable = resizable
        self.accessibilityLabel = accessibilityLabel
    }

    /// The glyph at the symbol's own font size, laid out once per pass.
    private func naturalLayout(_ context: LayoutContext) -> TextLayoutResult {
        context.fixedTextLayout(of: self) { layout(size: font.size, context) }
    }

    private func layout(size: Double, _ context: LayoutContext) -> TextLayoutResult {
        var font = self.font
        font.size = size.isFinite && size > 0 ? size : self.font.size
        return context.textEngine.layout(TextLayoutRequest(runs: [StyledRun(text: glyph, font: font, paint: paint)], lineLimit: 1))
    }

    package func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> CGSize {
        let natural = naturalLayout(context).size
        return resizable ? proposal.replacingUnspecifiedDimensions(by: natural) : natural
    }

    package func place(in frame: CGRect, context: LayoutContext, into output: inout DisplayListBuilder) {
        guard frame.width.isFinite, frame.height.isFinite else { return }
        var result = naturalLayout(context)
        if resizable, result.size.width > 0, result.size.height > 0 {
            let factor = min(Double(frame.width / result.size.width), Double(frame.height / result.size.height))
            guard factor > 0 else { return }
            result = layout(size: font.size * factor, context)
        }
        let origin = CGPoint(x: frame.midX - result.size.width / 2, y: frame.midY - result.size.height / 2)
        let lines = result.lines.map { line -> TextLine in
            var line = line
            line.origin.x += origin.x
            line.origin.y += origin.y
            line.runs = line.runs.map { run in
                var run = run
                run.x += Double(origin.x)
                return run
            }
            return line
        }
        output.append(.text(TextItem(frame: CGRect(origin: origin, size: result.size), lines: lines)))
        if let accessibilityLabel {
            output.addAccessibility(AccessibilityNode(frame: frame, label: accessibilityLabel, traits: ["isImage"]))
        }
    }

    package func explicitAlignment(_ guide: AlignmentKey, size: CGSize, context: LayoutContext) -> Double? {
        guard !resizable else { return nil }
        switch guide {
        case .firstTextBaseline: return naturalLayout(context).firstBaseline
        case .lastTextBaseline: return naturalLayout(context).lastBaseline
        default: return nil
        }
    }

    /// A symbol's name as a screen reader might say it: `"star.fill"` → `"Star"`,
    /// `"cloud.sun.rain"` → `"Cloud sun rain"`.
    package static func spokenName(forSymbol name: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(name.utf8.count)
        for word in name.utf8.split(separator: UInt8(ascii: ".")) where !word.elementsEqual("fill".utf8) {
            if !bytes.isEmpty { bytes.append(UInt8(ascii: " ")) }
            bytes.append(contentsOf: word)
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
        self.scale = scale > 0 && scale.isFinite ? scale : 1
        self.capInsets = capInsets
        self.tiles = tiles
        self.tint = tint
        self.pixelated = pixelated
        self.accessibilityLabel = accessibilityLabel
    }

    private var naturalSize: CGSize {
        CGSize(width: Double(image.pixelWidth) / scale, height: Double(image.pixelHeight) / scale)
    }

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
