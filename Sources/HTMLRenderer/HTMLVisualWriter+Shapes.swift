import WidgetKitSupport
import DisplayList
import MarkupSupport
import Foundation

/// Shapes: CSS boxes where a box can draw them, inline SVG otherwise.
extension HTMLVisualWriter {
    // MARK: Shapes

    mutating func write(_ shape: ShapeItem, origin: CGPoint) {
        let frame = shape.frame.offsetBy(origin)
        let stroke = shape.stroke.flatMap { $0.lineWidth > 0 ? $0 : nil }
        let rectLike: Bool
        switch shape.outline {
        case .rectangle, .roundedRectangle, .capsule: rectLike = true
        case .ellipse: rectLike = false
        case .path:
            if let live = shape.liveProgress, let path = live.path, let stroke {
                writeLiveArc(shape, live: live, path: path, stroke: stroke, origin: origin)
            } else {
                writeInlineSVG(shape, origin: origin)
            }
            return
        }
        // A solid, undashed stroke of a rect-like outline is a border centered on the outline.
        let borderStroke: (StrokeSpec, RGBAColor)? = stroke.flatMap { stroke in
            guard case .color(let color) = stroke.paint, !stroke.dash.contains(where: { $0 > 0 }) else { return nil }
            return (stroke, color)
        }
        // Continuous corners: the PNG renderer's squircle path, as a clip path (fill) or in an SVG.
        let squircle = shape.outline.continuousPath(in: shape.frame)
        guard rectLike || stroke == nil, stroke == nil || borderStroke != nil, squircle == nil || stroke == nil else {
            writeInlineSVG(shape, origin: origin)
            return
        }
        if let squircle {
            guard let fill = shape.fill else { return }
            openBox(frame)
            out += ";clip-path:path('"
            SVGShapes.appendPathData(squircle, origin: shape.frame.origin, to: &out)
            out += "')"
            appendBackground(fill, size: frame.size)
            out += "\"></div>"
            return
        }
        if let fill = shape.fill, frame.width > 0 || shape.liveProgress != nil, frame.height > 0 {
            out += "<div"
            if let live = shape.liveProgress { out += Self.liveProgressAttributes(live) }
            out += " style=\""
            out.appendAbsoluteBox(frame)
            if shape.liveProgress != nil, case .capsule = shape.outline {
                // A live bar changes width in the page: round its ends by its height, not by
                // its width at render time (which may be zero).
                appendBorderRadius(Double(frame.height) / 2, Double(frame.height) / 2)
            } else if rectLike {
                let (rx, ry) = SVGShapes.cornerRadii(shape.outline, frame: shape.frame)
                appendBorderRadius(rx, ry)
            } else {
                out += ";border-radius:50%"
            }
            appendBackground(fill, size: frame.size)
            out += "\"></div>"
        }
        if let (stroke, color) = borderStroke, frame.width >= 0, frame.height >= 0 {
            let lw = stroke.lineWidth
            let (rx, ry) = SVGShapes.cornerRadii(shape.outline, frame: shape.frame)
            out += "<div style=\""
            out.appendAbsoluteBox(CGRect(x: Double(frame.minX) - lw / 2, y: Double(frame.minY) - lw / 2,
                                         width: Double(frame.width) + lw, height: Double(frame.height) + lw))
            out += ";box-sizing:border-box;border:"
            out.appendPx(lw)
            out += " solid "
            out.appendColor(color)
            // The outer edge of the border: the outline's radii grown by half the line.
            if rx > 0 || ry > 0 { appendBorderRadius(rx + lw / 2, ry + lw / 2) }
            out += "\"></div>"
        }
    }
}
