import CPangoCairo
import DisplayList
import Foundation
import TextEngine

/// Draws display items into one cairo context whose user space is in points.
struct Canvas {
    let cairo: OpaquePointer
    /// Pixels per point.
    let scale: Double
    let pixelWidth: Int
    let pixelHeight: Int
    let textEngine: TextEngine
    let images: ImageSurfaceCache

    func draw(_ items: [DisplayItem]) {
        for item in items { draw(item) }
    }

    func draw(_ item: DisplayItem) {
        switch item {
        case .shape(let shape): draw(shape)
        case .text(let text): draw(text)
        case .image(let image): draw(image)
        case .group(let group): draw(group)
        }
    }

    // MARK: Shapes

    func draw(_ shape: ShapeItem) {
        guard Self.isUsable(shape.frame) else { return }
        if let fill = shape.fill {
            cairo_new_path(cairo)
            guard addPath(shape.outline, in: shape.frame) else { return }
            setSource(fill, frame: shape.frame)
            cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_WINDING)
            cairo_fill(cairo)
        }
        if let stroke = shape.stroke, stroke.lineWidth > 0, stroke.lineWidth.isFinite {
            cairo_new_path(cairo)
            guard addPath(shape.outline, in: shape.frame) else { return }
            setSource(stroke.paint, frame: shape.frame)
            cairo_set_line_width(cairo, stroke.lineWidth)
            switch stroke.lineCap {
            case .butt: cairo_set_line_cap(cairo, CAIRO_LINE_CAP_BUTT)
            case .round: cairo_set_line_cap(cairo, CAIRO_LINE_CAP_ROUND)
            case .square: cairo_set_line_cap(cairo, CAIRO_LINE_CAP_SQUARE)
            }
            let dashes = stroke.dash.filter { $0.isFinite && $0 >= 0 }
            if !dashes.isEmpty, dashes.contains(where: { $0 > 0 }) {
                cairo_set_dash(cairo, dashes, Int32(dashes.count), 0)
            }
            cairo_stroke(cairo)
            cairo_set_dash(cairo, nil, 0, 0)
            cairo_set_line_cap(cairo, CAIRO_LINE_CAP_BUTT)
        }
    }

    // MARK: Text

    func draw(_ text: TextItem) {
        for line in text.lines {
            let baseline = Double(line.origin.y)
            guard baseline.isFinite else { continue }
            for run in line.runs where !run.text.isEmpty && run.x.isFinite {
                let runBaseline = run.baseline(onLineAt: baseline)
                setSource(run.paint, frame: text.frame)
                guard run.underlineColor != nil || run.strikethroughColor != nil else {
                    textEngine.draw(run, baselineY: runBaseline, in: cairo)
                    continue
                }
                // Lines in a color of their own: the glyphs (and any line in the text's color),
                // then each colored line with its paint.
                var glyphs = run
                glyphs.underline = run.underline && run.underlineColor == nil
                glyphs.strikethrough = run.strikethrough && run.strikethroughColor == nil
                textEngine.draw(glyphs, baselineY: runBaseline, in: cairo)
                let metrics = textEngine.decorationMetrics(for: run)
                if let paint = run.underlineColor {
                    setSource(paint, frame: text.frame)
                    cairo_rectangle(cairo, run.x, runBaseline + metrics.underlineOffset, run.width, metrics.underlineThickness)
                    cairo_fill(cairo)
                }
                if let paint = run.strikethroughColor {
                    setSource(paint, frame: text.frame)
                    cairo_rectangle(cairo, run.x, runBaseline - metrics.strikethroughOffset, run.width,
                                    metrics.strikethroughThickness)
                    cairo_fill(cairo)
                }
            }
        }
    }

    // MARK: Geometry

    /// Whether a frame has finite coordinates and a non-negative size.
    static func isUsable(_ rect: CGRect) -> Bool {
        let values = [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height].map { Double($0) }
        return values.allSatisfy(\.isFinite) && rect.size.width >= 0 && rect.size.height >= 0
    }

    /// Adds `outline` resolved in `frame` to the current path; `false` when there is nothing to add.
    @discardableResult
    func addPath(_ outline: ShapeOutline, in frame: CGRect) -> Bool {
        let x = Double(frame.origin.x)
        let y = Double(frame.origin.y)
        let width = Double(frame.size.width)
        let height = Double(frame.size.height)
        switch outline {
        case .rectangle:
            cairo_rectangle(cairo, x, y, width, height)
        case .roundedRectangle(let cornerWidth, let cornerHeight, let continuous):
            addRoundedRectangle(in: frame, radiusX: cornerWidth, radiusY: cornerHeight, continuous: continuous)
        case .capsule:
            let radius = min(width, height) / 2
            addRoundedRectangle(in: frame, radiusX: radius, radiusY: radius, continuous: false)
        case .ellipse:
            guard width > 0, height > 0 else { return false }
            cairo_save(cairo)
            cairo_translate(cairo, x + width / 2, y + height / 2)
            cairo_scale(cairo, width / 2, height / 2)
            cairo_arc(cairo, 0, 0, 1, 0, 2 * Double.pi)
            cairo_restore(cairo)
        case .path(let elements):
            return addPath(elements)
        }
        return true
    }

    private func addPath(_ elements: [PathElement]) -> Bool {
        func finite(_ points: CGPoint...) -> Bool {
            points.allSatisfy { Double($0.x).isFinite && Double($0.y).isFinite }
        }
        var added = false
        for element in elements {
            switch element {
            case .move(let point):
                guard finite(point) else { continue }
                cairo_move_to(cairo, Double(point.x), Double(point.y))
            case .line(let point):
                guard finite(point) else { continue }
                cairo_line_to(cairo, Double(point.x), Double(point.y))
                added = true
            case .quadCurve(let point, let control):
                guard finite(point, control) else { continue }
                var currentX = Double(control.x)
                var currentY = Double(control.y)
                if cairo_has_current_point(cairo) != 0 { cairo_get_current_point(cairo, &currentX, &currentY) }
                let controlX = Double(control.x)
                let controlY = Double(control.y)
                cairo_curve_to(
                    cairo, currentX + 2 / 3 * (controlX - currentX), currentY + 2 / 3 * (controlY - currentY),
                    Double(point.x) + 2 / 3 * (controlX - Double(point.x)),
                    Double(point.y) + 2 / 3 * (controlY - Double(point.y)), Double(point.x), Double(point.y))
                added = true
            case .curve(let point, let control1, let control2):
                guard finite(point, control1, control2) else { continue }
                cairo_curve_to(
                    cairo, Double(control1.x), Double(control1.y), Double(control2.x), Double(control2.y),
                    Double(point.x), Double(point.y))
                added = true
            case .close:
                cairo_close_path(cairo)
            }
        }
        return added
    }

    /// A rounded rectangle: ``ShapeOutline/roundedRectanglePath(in:radiusX:radiusY:continuous:)``,
    /// the path SVG and HTML draw too. Without rounded corners it is cairo's own rectangle, whose
    /// edges land on the device grid a little differently from the same four lines as a path.
    private func addRoundedRectangle(in frame: CGRect, radiusX: Double, radiusY: Double, continuous: Bool) {
        guard ShapeOutline.hasRoundedCorners(in: frame.size, radiusX: radiusX, radiusY: radiusY) else {
            cairo_rectangle(cairo, Double(frame.origin.x), Double(frame.origin.y), Double(frame.size.width), Double(frame.size.height))
            return
        }
        _ = addPath(ShapeOutline.roundedRectanglePath(
            in: frame, radiusX: radiusX, radiusY: radiusY, continuous: continuous))
    }
}
