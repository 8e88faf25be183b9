package import Foundation
import DisplayList

/// One column of a `LazyVGrid` (row of a `LazyHGrid`): SwiftUI's `GridItem`.
package struct GridTrack: Sendable, Hashable {
    /// How a track is sized.
    package enum Size: Sendable, Hashable {
        case fixed(Double)
        case flexible(minimum: Double, maximum: Double)
        case adaptive(minimum: Double, maximum: Double)
    }

    package var size: Size
    /// Space to the next track; nil is the default of 8 points.
    package var spacing: Double?
    /// How a cell is aligned in its track; nil uses the grid's alignment.
    package var alignment: Alignment2D?

    package init(size: Size, spacing: Double?, alignment: Alignment2D?) {
        self.size = size
        self.spacing = spacing.map { $0.isFinite && $0 >= 0 ? $0 : 0 }
        self.alignment = alignment
    }
}

/// A view that fills a whole line of a lazy grid (a `Section`'s header or footer) instead of
/// one cell; in a stack it is just its child.
package final class GridSpanningElement: ForwardingElement {
    package let child: any LayoutElement

    package init(child: any LayoutElement) { self.child = child }

    package func place(in frame: CGRect, context: LayoutContext, into output: inout DisplayListBuilder) {
        child.place(in: frame, context: context, into: &output)
    }
}

/// `LazyVGrid` / `LazyHGrid` (laid out eagerly: a widget draws everything). Tracks (columns of
/// a vertical grid) are sized by SwiftUI's rules: fixed tracks first; then, in order, each
/// flexible or adaptive track takes an equal share of what is left, clamped to its limits, an
/// adaptive one splitting its share into as many tracks of at least its minimum as fit. Cells
/// fill the tracks line by line; a line is as long as its longest cell, proposed the track's
/// width and nothing across.
package final class LazyGridElement: LayoutElement {
    /// The axis along which tracks are laid side by side (horizontal for `LazyVGrid`).
    package let axis: Axis
    package let tracks: [GridTrack]
    package let alignment: Alignment2D
    /// Space between lines; nil is the default of 8 points.
    package let lineSpacing: Double?
    package let children: [any LayoutElement]
    /// Whether each child fills a whole line (a `GridSpanningElement` under forwarding
    /// wrappers): worked out once, as elements are immutable, not on every layout.
    private let spansLine: [Bool]

    /// More cells than a widget could show are not laid out.
    package static let maximumCells = 1_000

    package init(axis: Axis, tracks: [GridTrack], alignment: Alignment2D, lineSpacing: Double?, children: [any LayoutElement]) {
        self.axis = axis
        if tracks.isEmpty {
            LayoutWarnings.once("grid-no-tracks", "A lazy grid has no \(axis == .horizontal ? "columns" : "rows"): it lays its views out in one")
        }
        self.tracks = tracks.isEmpty ? [GridTrack(size: .flexible(minimum: 10, maximum: .infinity), spacing: nil, alignment: nil)] : tracks
        self.alignment = alignment
        self.lineSpacing = lineSpacing.map { $0.isFinite && $0 >= 0 ? $0 : 0 }
        if children.count > Self.maximumCells {
            LayoutWarnings.once("grid-too-many", "A lazy grid has \(children.count) views: only the first \(Self.maximumCells) are laid out (a widget cannot show more)")
            self.children = Array(children.prefix(Self.maximumCells))
        } else {
            self.children = children
        }
        spansLine = self.children.map { $0.forwarded(as: GridSpanningElement.self) != nil }
    }

    /// A resolved track: its offset and length along the axis, and its cell alignment.
    struct ResolvedTrack {
        var offset: Double
        var length: Double
        var alignment: Alignment2D
    }

    /// The tracks for `length` along the axis (nil: as small as the tracks allow).
    func resolveTracks(_ length: Double?) -> [ResolvedTrack] {
        // Each track (an adaptive one may become several) and the space after it.
        var lengths: [(length: Double, spacing: Double, alignment: Alignment2D)] = []
        let fixed = tracks.reduce(0.0) { sum, track in
            if case .fixed(let value) = track.size { return sum + max(0, value.isFinite ? value : 0) }
            return sum
        }
        let spacings = tracks.dropLast().reduce(0.0) { $0 + ($1.spacing ?? 8) }
        var remaining = (length ?? 0) - fixed - spacings
        var flexibleLeft = tracks.filter { if case .fixed = $0.size { return false } else { return true } }.count
        for track in tracks {
            let spacing = track.spacing ?? 8
            let align = track.alignment ?? alignment
            switch track.size {
            case .fixed(let value):
                lengths.append((max(0, value.isFinite ? value : 0), spacing, align))
            case .flexible(let minimum, let maximum):
                let share = max(0, remaining / Double(flexibleLeft))
                let value = min(max(share, minimum), max(minimum, maximum))
                lengths.append((value, spacing, align))
                remaining -= value
                flexibleLeft -= 1
            case .adaptive(let minimum, let maximum):
                let share = max(0, remaining / Double(flexibleLeft))
                let minimum = max(minimum, 1)
                let fitting = share.isFinite ? Int(((share + spacing) / (minimum + spacing)).rounded(.down)) : 1
                let count = max(1, min(fitting, 1_000))
                let each = min(max((share - spacing * Double(count - 1)) / Double(count), minimum), max(minimum, maximum))
                for index in 0..<count {
                    lengths.append((each, index == count - 1 ? spacing : spacing, align))
                }
                remaining -= each * Double(count) + spacing * Double(count - 1)
                flexibleLeft -= 1
            }
        }
        var offset = 0.0
        return lengths.map { item in
            defer { offset += item.length + item.spacing }
            return ResolvedTrack(offset: offset, length: item.length, alignment: item.alignment)
        }
    }

    /// A line of cells: either cells in tracks, or one spanning element.
    struct Line {
        var cells: Range<Int>
        var spans: Bool
        var offset = 0.0
        var length = 0.0
    }

    struct Result {
        var tracks: [ResolvedTrack]
        var lines: [Line]
        var size: CGSize
        var span: Double
    }

    func layout(_ proposal: ProposedSize, context: LayoutContext) -> Result {
        let tracks = resolveTracks(proposal[axis])
        let span = tracks.last.map { $0.offset + $0.length } ?? 0
        var lines: [Line] = []
        var index = 0
        while index < children.count {
            if spansLine[index] {
                lines.append(Line(cells: index..<index + 1, spans: true))
                index += 1
                continue
            }
            var end = index
            while end < children.count, end - index < tracks.count, !spansLine[end] { end += 1 }
            lines.append(Line(cells: index..<end, spans: false))
            index = end
        }
        let gap = lineSpacing ?? 8
        var offset = 0.0
        for lineIndex in lines.indices {
            var length = 0.0
            for cell in lines[lineIndex].cells {
                let main = lines[lineIndex].spans ? span : tracks[cell - lines[lineIndex].cells.lowerBound].length
                length = max(length, cellSize(cell, main: main, context: context)[axis.other])
            }
            lines[lineIndex].offset = offset
            lines[lineIndex].length = length
            offset += length + gap
        }
        let cross = lines.isEmpty ? 0 : offset - gap
        return Result(tracks: tracks, lines: lines, size: CGSize(axis: axis, main: span, cross: cross), span: span)
    }

    private func cellSize(_ cell: Int, main: Double, context: LayoutContext) -> CGSize {
        var proposal = ProposedSize.unspecified
        proposal[axis] = main
        return children[cell].measure(proposal, context)
    }

    package func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> CGSize {
        layout(proposal, context: context).size
    }

    package func place(in frame: CGRect, context: LayoutContext, into output: inout DisplayListBuilder) {
        var proposal = ProposedSize.unspecified
        proposal[axis] = frame.size[axis]
        let result = layout(proposal, context: context)
        for line in result.lines {
            for cell in line.cells {
                let track = line.spans
                    ? ResolvedTrack(offset: 0, length: result.span, alignment: alignment)
                    : result.tracks[cell - line.cells.lowerBound]
                let size = cellSize(cell, main: track.length, context: context)
                let slotOrigin = axis == .horizontal
                    ? CGPoint(x: frame.minX + track.offset, y: frame.minY + line.offset)
                    : CGPoint(x: frame.minX + line.offset, y: frame.minY + track.offset)
                let slot = CGRect(origin: slotOrigin, size: CGSize(axis: axis, main: track.length, cross: line.length))
                let origin = alignedOrigin(of: children[cell], size: size, in: slot, alignment: track.alignment, context: context)
                children[cell].place(in: CGRect(origin: origin, size: size), context: context, into: &output)
            }
        }
    }
}
