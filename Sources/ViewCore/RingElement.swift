package import Foundation
package import DisplayList
package import LayoutEngine

/// A circular track with a filled arc (`ProgressView` circular style, circular gauges).
package final class RingElement: LayoutElement {
    let fraction: Double
    let lineWidth: Double
    let track: Paint
    let fill: Paint
    /// Degrees left open at the bottom (gauges leave a gap; progress rings do not).
    let gap: Double
    let diameter: Double?

    package init(fraction: Double, lineWidth: Double, track: Paint, fill: Paint, gap: Double = 0, diameter: Double? = nil) {
        self.fraction = fraction.isFinite ? min(max(fraction, 0), 1) : 0
        self.lineWidth = lineWidth
        self.track = track
        self.fill = fill
        self.gap = gap
        self.diameter = diameter
    }

    package func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> CGSize {
        if let diameter { return CGSize(width: diameter, height: diameter) }
        let size = proposal.replacingUnspecifiedDimensions(by: CGSize(width: 20, height: 20))
        let side = min(Double(size.width), Double(size.height))
        return CGSize(width: side, height: side)
    }

    private func arc(in frame: CGRect, from start: Double, sweep: Double) -> [PathElement] {
        let radius = Double(min(frame.width, frame.height)) / 2 - lineWidth / 2
        guard radius > 0, sweep > 0 else { return [] }
        var path = Path()
        path.addArc(center: CGPoint(x: frame.midX, y: frame.midY), radius: radius,
                    startAngle: .degrees(start), endAngle: .degrees(start + sweep), clockwise: false)
        return path.elements
    }

    package func place(in frame: CGRect, context: LayoutContext, into output: inout DisplayListBuilder) {
        // Angles clockwise from the positive x axis; a gap is centred at the bottom (90°).
        let start = gap > 0 ? 90 + gap / 2 : -90
        let total = 360 - gap
        let trackPath = arc(in: frame, from: start, sweep: total - 0.01)
        let cap: StrokeSpec.LineCap = gap > 0 ? .round : .butt
        output.append(.shape(ShapeItem(frame: frame, outline: .path(trackPath),
                                       stroke: StrokeSpec(paint: track, lineWidth: lineWidth, lineCap: cap))))
        let fillPath = arc(in: frame, from: start, sweep: total * fraction)
        if !fillPath.isEmpty {
            output.append(.shape(ShapeItem(frame: frame, outline: .path(fillPath),
                                           stroke: StrokeSpec(paint: fill, lineWidth: lineWidth, lineCap: .round))))
        }
    }
}

/// A horizontal bar with a filled part (`ProgressView` linear style, linear gauges).
package final class BarElement: LayoutElement {
    let fraction: Double
    let thickness: Double
    let track: Paint
    let fill: Paint

    package init(fraction: Double, thickness: Double, track: Paint, fill: Paint) {
        self.fraction = fraction.isFinite ? min(max(fraction, 0), 1) : 0
        self.thickness = thickness
        self.track = track
        self.fill = fill
    }

    package func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> CGSize {
        let width = proposal.width.map { $0.isFinite ? $0 : 100 } ?? 100
        return CGSize(width: width, height: thickness)
    }

    package func place(in frame: CGRect, context: LayoutContext, into output: inout DisplayListBuilder) {
        let bar = CGRect(x: frame.minX, y: frame.midY - thickness / 2, width: frame.width, height: thickness)
        output.append(.shape(ShapeItem(frame: bar, outline: .capsule, fill: track)))
        if fraction > 0 {
            let filled = CGRect(x: bar.minX, y: bar.minY, width: max(bar.width * fraction, thickness), height: thickness)
            output.append(.shape(ShapeItem(frame: filled, outline: .capsule, fill: fill)))
        }
    }
}
