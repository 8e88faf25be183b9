package import Foundation
package import DisplayList
package import LayoutEngine

/// The interval a `ProgressView(timerInterval:)` follows, which the browser keeps counting.
package typealias ProgressInterval = (start: Date, end: Date, countsDown: Bool)

/// A circular track with a filled arc (`ProgressView` circular style, circular gauges).
package final class RingElement: LayoutElement {
    let fraction: Double
    let lineWidth: Double
    let track: Paint
    let fill: Paint
    /// Degrees left open at the bottom (gauges leave a gap; progress rings do not).
    let gap: Double
    let diameter: Double?
    /// Whether the value is a marker dot on the whole arc (`.accessoryCircular` gauges) rather than
    /// a filled part of it.
    let marker: Bool
    /// For `ProgressView(timerInterval:)`: the interval the filled arc follows in the browser.
    let interval: ProgressInterval?

    package init(
        fraction: Double, lineWidth: Double, track: Paint, fill: Paint, gap: Double = 0, diameter: Double? = nil,
        marker: Bool = false, interval: ProgressInterval? = nil
    ) {
        self.fraction = fraction.isFinite ? min(max(fraction, 0), 1) : 0
        self.lineWidth = lineWidth
        self.track = track
        self.fill = fill
        self.gap = gap
        self.diameter = diameter
        self.marker = marker
        self.interval = interval
    }

    /// The diameter of the marker dot: a little wider than the ring.
    private var markerDiameter: Double { lineWidth + 3 }

    /// The width of the ring of background left clear around the marker dot (iOS draws the open
    /// gauge's marker apart from its track that way).
    private static let knockOutWidth = 2.0

    /// The radius of the ring's centre line in `frame`.
    private func radius(in frame: CGRect) -> Double {
        Double(min(frame.width, frame.height)) / 2 - lineWidth / 2
    }

    /// Where the ring starts, in degrees clockwise from the positive x axis: the top, or just
    /// after a gap centred at the bottom (90°).
    private var startAngle: Double { gap > 0 ? 90 + gap / 2 : -90 }

    /// A clip path: `bounds` with a circular hole of `radius` around `center`. The rectangle runs
    /// clockwise and the circle counter-clockwise, so the hole is empty under the non-zero rule
    /// that Cairo, SVG `clip-path` and CSS `clip-path: path()` all use by default.
    static func knockOut(_ bounds: CGRect, center: CGPoint, radius r: Double) -> [PathElement] {
        let (x0, y0, x1, y1) = (Double(bounds.minX), Double(bounds.minY), Double(bounds.maxX), Double(bounds.maxY))
        let cx = Double(center.x), cy = Double(center.y), k = ShapeOutline.circularControlFraction * r
        func p(_ x: Double, _ y: Double) -> CGPoint { CGPoint(x: x, y: y) }
        return [
            .move(to: p(x0, y0)), .line(to: p(x1, y0)), .line(to: p(x1, y1)), .line(to: p(x0, y1)), .close,
            // Right, top, left, bottom: counter-clockwise on screen (y down).
            .move(to: p(cx + r, cy)),
            .curve(to: p(cx, cy - r), control1: p(cx + r, cy - k), control2: p(cx + k, cy - r)),
            .curve(to: p(cx - r, cy), control1: p(cx - k, cy - r), control2: p(cx - r, cy - k)),
            .curve(to: p(cx, cy + r), control1: p(cx - r, cy + k), control2: p(cx - k, cy + r)),
            .curve(to: p(cx + r, cy), control1: p(cx + k, cy + r), control2: p(cx + r, cy + k)),
            .close,
        ]
    }

    /// The centre of the marker dot in `frame`: on the ring's centre line at the value's angle.
    private func markerCenter(in frame: CGRect) -> CGPoint {
        let radius = radius(in: frame)
        let angle = (startAngle + (360 - gap) * fraction) * .pi / 180
        return CGPoint(x: Double(frame.midX) + radius * cos(angle), y: Double(frame.midY) + radius * sin(angle))
    }

    package func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> CGSize {
        if let diameter { return CGSize(width: diameter, height: diameter) }
        let size = proposal.replacingUnspecifiedDimensions(by: CGSize(width: 20, height: 20))
        let side = min(Double(size.width), Double(size.height))
        return CGSize(width: side, height: side)
    }

    private func arc(in frame: CGRect, from start: Double, sweep: Double) -> [PathElement] {
        let radius = radius(in: frame)
        guard radius > 0, sweep > 0 else { return [] }
        var path = Path()
        path.addArc(center: CGPoint(x: frame.midX, y: frame.midY), radius: radius,
                    startAngle: .degrees(start), endAngle: .degrees(start + sweep), clockwise: false)
        return path.elements
    }

    package func place(in frame: CGRect, context: LayoutContext, into output: inout DisplayListBuilder) {
        let start = startAngle
        let total = 360 - gap
        let trackPath = arc(in: frame, from: start, sweep: total - 0.01)
        let cap: StrokeSpec.LineCap = gap > 0 ? .round : .butt
        let trackItem = DisplayItem.shape(ShapeItem(frame: frame, outline: .path(trackPath),
                                                    stroke: StrokeSpec(paint: track, lineWidth: lineWidth, lineCap: cap)))
        if marker {
            guard !trackPath.isEmpty else {
                output.append(trackItem)
                return
            }
            let center = markerCenter(in: frame), d = markerDiameter
            // The knock-out: the track is clipped to leave a ring of background around the dot.
            let bounds = frame.insetBy(dx: -lineWidth, dy: -lineWidth)
            output.append(.group(GroupItem(clip: Clip(frame: bounds, outline: .path(Self.knockOut(
                bounds, center: center, radius: d / 2 + Self.knockOutWidth))), children: [trackItem])))
            output.append(.shape(ShapeItem(frame: CGRect(x: Double(center.x) - d / 2, y: Double(center.y) - d / 2, width: d, height: d),
                                           outline: .ellipse, fill: fill)))
            return
        }
        output.append(trackItem)
        let fillPath = arc(in: frame, from: start, sweep: total * fraction)
        // A live ring is written even when empty, so the browser can fill it: the outline is the
        // arc at render time, the live progress carries the whole arc and its length.
        let live = interval.flatMap { interval -> LiveProgress? in
            let whole = arc(in: frame, from: start, sweep: total)
            guard !whole.isEmpty else { return nil }
            return LiveProgress(start: interval.start, end: interval.end, countsDown: interval.countsDown,
                                length: radius(in: frame) * total * .pi / 180, minimumLength: 0, path: whole)
        }
        if !fillPath.isEmpty || live != nil {
            output.append(.shape(ShapeItem(frame: frame, outline: .path(fillPath),
                                           stroke: StrokeSpec(paint: fill, lineWidth: lineWidth, lineCap: .round),
                                           liveProgress: live)))
        }
    }
}

/// A horizontal bar with a filled part (`ProgressView` linear style, linear gauges).
package final class BarElement: LayoutElement {
    let fraction: Double
    let thickness: Double
    let track: Paint
    let fill: Paint
    /// For `ProgressView(timerInterval:)`: the interval the bar follows in the browser.
    let interval: ProgressInterval?

    package init(
        fraction: Double, thickness: Double, track: Paint, fill: Paint,
        interval: ProgressInterval? = nil
    ) {
        self.fraction = fraction.isFinite ? min(max(fraction, 0), 1) : 0
        self.thickness = thickness
        self.track = track
        self.fill = fill
        self.interval = interval
    }

    package func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> CGSize {
        let width = proposal.width.map { $0.isFinite ? $0 : 100 } ?? 100
        return CGSize(width: width, height: thickness)
    }

    package func place(in frame: CGRect, context: LayoutContext, into output: inout DisplayListBuilder) {
        let bar = CGRect(x: frame.minX, y: frame.midY - thickness / 2, width: frame.width, height: thickness)
        output.append(.shape(ShapeItem(frame: bar, outline: .capsule, fill: track)))
        let live = interval.map {
            LiveProgress(start: $0.start, end: $0.end, countsDown: $0.countsDown, length: Double(bar.width), minimumLength: thickness)
        }
        // A live bar is written even when empty, so the browser can grow it.
        if fraction > 0 || live != nil {
            let width = fraction > 0 ? max(Double(bar.width) * fraction, thickness) : 0
            let filled = CGRect(x: bar.minX, y: bar.minY, width: width, height: thickness)
            output.append(.shape(ShapeItem(frame: filled, outline: .capsule, fill: fill, liveProgress: live)))
        }
    }
}
