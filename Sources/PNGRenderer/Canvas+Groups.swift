import CPangoCairo
import DisplayList
import Foundation

extension Canvas {
    /// Draws a group: children clipped, then shadow and content composited with the opacity.
    func draw(_ group: GroupItem) {
        if group.hasCompositingEffects {
            drawComposited(group)
            return
        }
        let opacity = group.opacity.isNaN ? 1 : min(max(group.opacity, 0), 1)
        guard opacity > 0, !group.children.isEmpty else { return }
        let shadow = group.shadow.flatMap { shadow -> Shadow? in
            let usable = [shadow.radius, shadow.x, shadow.y].allSatisfy(\.isFinite) && shadow.color.alpha > 0
            return usable ? shadow : nil
        }
        let layered = opacity < 1
        // Bounds in the group's own coordinates: the transform applies to everything below.
        let contentBounds = localBounds(of: group)
        cairo_save(cairo)
        if let t = group.transform, [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite) {
            var matrix = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
            cairo_transform(cairo, &matrix)
        }
        if layered {
            // Groups get surfaces as large as the clip: keep them as small as the content.
            if shadow == nil { clipToPixels(contentBounds) }
            cairo_push_group(cairo)
        }
        if let shadow {
            cairo_save(cairo)
            // The shadow is cast by the whole content, as in SVG and CSS: an enclosing clip
            // applies to the shadow and content afterwards, not to what casts it (an inner
            // shadow's caster lies entirely outside the shape that clips it).
            cairo_reset_clip(cairo)
            clipToPixels(contentBounds)
            cairo_push_group(cairo)
            clip(group.clip)
            draw(group.children)
            let content = cairo_pop_group(cairo)
            cairo_restore(cairo)
            if let content {
                drawShadow(of: content, bounds: contentBounds, shadow: shadow)
                cairo_set_source(cairo, content)
                cairo_paint(cairo)
                cairo_pattern_destroy(content)
            }
        } else {
            clip(group.clip)
            draw(group.children)
        }
        if layered {
            cairo_pop_group_to_source(cairo)
            cairo_paint_with_alpha(cairo, opacity)
        }
        cairo_restore(cairo)
    }

    /// Clips to `bounds` rounded out to whole pixels (nothing when `bounds` is `nil`).
    func clipToPixels(_ bounds: CGRect?) {
        cairo_new_path(cairo)
        if let bounds, Self.isUsable(bounds) {
            let x0 = (Double(bounds.minX) * scale).rounded(.down) / scale
            let y0 = (Double(bounds.minY) * scale).rounded(.down) / scale
            let x1 = (Double(bounds.maxX) * scale).rounded(.up) / scale
            let y1 = (Double(bounds.maxY) * scale).rounded(.up) / scale
            cairo_rectangle(cairo, x0, y0, x1 - x0, y1 - y0)
        } else {
            cairo_rectangle(cairo, 0, 0, 0, 0)
        }
        cairo_clip(cairo)
    }

    private func clip(_ clip: Clip?) {
        guard let clip else { return }
        cairo_new_path(cairo)
        guard Self.isUsable(clip.frame), addPath(clip.outline, in: clip.frame) else {
            // An empty or unusable clip hides everything.
            cairo_rectangle(cairo, 0, 0, 0, 0)
            cairo_clip(cairo)
            return
        }
        if clip.evenOdd == true {
            cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_EVEN_ODD)
            cairo_clip(cairo)
            cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_WINDING)
            return
        }
        cairo_clip(cairo)
    }

    // MARK: Shadow

    /// Paints the alpha of `content`, blurred and offset, in the shadow color.
    ///
    /// The alpha is drawn into an 8-bit surface covering the content's bounds plus three blur
    /// radii, blurred by three successive box blurs in each direction (which approximates a
    /// Gaussian with standard deviation `shadow.radius` points), then used as a mask. A wide blur
    /// works at a reduced resolution (at least 3 mask pixels per standard deviation) and the mask
    /// is scaled back up with bilinear filtering: the result is blurry by nature, so this costs
    /// nothing visible and keeps shadows cheap at 3×.
    func drawShadow(of content: OpaquePointer, bounds: CGRect?, shadow: Shadow) {
        guard let bounds, !bounds.isNull, !bounds.isEmpty else { return }
        let deviceSigma = max(shadow.radius, 0) * scale
        let reduction = Double(min(8, max(1, Int(deviceSigma / 3))))
        let maskScale = scale / reduction
        let sigma = deviceSigma / reduction
        let margin = (3 * sigma).rounded(.up) + 1
        // The region in mask pixels, limited to what can land on the canvas after the offset.
        let dx = shadow.x * scale
        let dy = shadow.y * scale
        let x0 = max((Double(bounds.minX) * maskScale - margin).rounded(.down), (-dx / reduction - margin).rounded(.down))
        let y0 = max((Double(bounds.minY) * maskScale - margin).rounded(.down), (-dy / reduction - margin).rounded(.down))
        let x1 = min(
            (Double(bounds.maxX) * maskScale + margin).rounded(.up),
            ((Double(pixelWidth) - dx) / reduction + margin).rounded(.up))
        let y1 = min(
            (Double(bounds.maxY) * maskScale + margin).rounded(.up),
            ((Double(pixelHeight) - dy) / reduction + margin).rounded(.up))
        guard x1 > x0, y1 > y0, (x1 - x0) * (y1 - y0) < 100_000_000 else { return }
        let width = Int(x1 - x0)
        let height = Int(y1 - y0)

        guard let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height)),
            cairo_surface_status(mask) == CAIRO_STATUS_SUCCESS
        else { return }
        defer { cairo_surface_destroy(mask) }
        if let context = cairo_create(mask) {
            // The content pattern maps user space to canvas pixels; this context's user space
            // must therefore be the canvas's user space.
            cairo_translate(context, -x0, -y0)
            cairo_scale(context, maskScale, maskScale)
            cairo_set_source(context, content)
            cairo_paint(context)
            cairo_destroy(context)
        }
        cairo_surface_flush(mask)
        if sigma > 0.5, let data = cairo_image_surface_get_data(mask) {
            Self.gaussianApproximation(
                data, width: width, height: height, stride: Int(cairo_image_surface_get_stride(mask)), sigma: sigma)
        }
        cairo_surface_mark_dirty(mask)

        guard let pattern = cairo_pattern_create_for_surface(mask) else { return }
        defer { cairo_pattern_destroy(pattern) }
        var matrix = cairo_matrix_t()
        cairo_matrix_init_scale(&matrix, 1 / reduction, 1 / reduction)
        cairo_matrix_translate(&matrix, -(x0 * reduction + dx), -(y0 * reduction + dy))
        cairo_pattern_set_matrix(pattern, &matrix)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
        cairo_save(cairo)
        cairo_identity_matrix(cairo)
        Self.setColor(cairo, shadow.color)
        cairo_mask(cairo, pattern)
        cairo_restore(cairo)
    }

    /// Three box blurs horizontally and vertically: close to a Gaussian blur with `sigma` pixels.
    static func gaussianApproximation(
        _ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double
    ) {
        // Box widths for three passes (Kovesi's "fast almost-Gaussian filtering").
        let passes = 3
        let ideal = (12 * sigma * sigma / Double(passes) + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        let upper = lower + 2
        let m = ((12 * sigma * sigma - Double(passes * lower * lower) - 4 * Double(passes * lower) - 3 * Double(passes))
            / (-4 * Double(lower) - 4)).rounded()
        let radii = (0..<passes).map { ($0 < Int(m) ? lower : upper) / 2 }

        var line = [Int](repeating: 0, count: max(width, height))
        var output = [Int](repeating: 0, count: max(width, height))
        for radius in radii where radius > 0 {
            for row in 0..<height {
                let base = data + row * stride
                for x in 0..<width { line[x] = Int(base[x]) }
                boxBlur(&line, into: &output, count: width, radius: radius)
                for x in 0..<width { base[x] = UInt8(output[x]) }
            }
            for column in 0..<width {
                for y in 0..<height { line[y] = Int(data[y * stride + column]) }
                boxBlur(&line, into: &output, count: height, radius: radius)
                for y in 0..<height { data[y * stride + column] = UInt8(output[y]) }
            }
        }
    }

    /// A running-sum box blur of `count` values, treating values beyond the ends as zero.
    private static func boxBlur(_ input: inout [Int], into output: inout [Int], count: Int, radius: Int) {
        let size = 2 * radius + 1
        var sum = 0
        for index in 0..<min(radius, count) { sum += input[index] }
        for index in 0..<count {
            let entering = index + radius
            if entering < count { sum += input[entering] }
            let leaving = index - radius - 1
            if leaving >= 0 { sum -= input[leaving] }
            output[index] = (sum + size / 2) / size
        }
    }

    // MARK: Bounds

    /// The area a group paints, in points, before its shadow.
    /// The group's bounds in its parent's coordinates (its transform applied).
    func bounds(of group: GroupItem) -> CGRect? {
        guard let local = localBounds(of: group) else { return nil }
        guard let t = group.transform else { return local }
        let corners = [CGPoint(x: local.minX, y: local.minY), CGPoint(x: local.maxX, y: local.minY),
                       CGPoint(x: local.minX, y: local.maxY), CGPoint(x: local.maxX, y: local.maxY)].map(t.apply(to:))
        let xs = corners.map(\.x), ys = corners.map(\.y)
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return nil }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The group's bounds in its own coordinates (before its transform).
    func localBounds(of group: GroupItem) -> CGRect? {
        guard let content = bounds(of: group.children) else { return nil }
        guard let clip = group.clip else { return Self.grownByBlurs(content, group) }
        let clipped = content.intersection(clip.frame)
        return clipped.isNull ? nil : Self.grownByBlurs(clipped, group)
    }

    func bounds(of items: [DisplayItem]) -> CGRect? {
        var result: CGRect?
        for item in items {
            guard let rect = bounds(of: item), Self.isUsable(rect) else { continue }
            result = result.map { $0.union(rect) } ?? rect
        }
        return result
    }

    private func bounds(of item: DisplayItem) -> CGRect? {
        switch item {
        case .shape(let shape):
            var rect = shape.frame
            if case .path(let elements) = shape.outline {
                for element in elements {
                    let points: [CGPoint] =
                        switch element {
                        case .move(let p), .line(let p): [p]
                        case .quadCurve(let p, let c): [p, c]
                        case .curve(let p, let c1, let c2): [p, c1, c2]
                        case .close: []
                        }
                    for point in points where Double(point.x).isFinite && Double(point.y).isFinite {
                        rect = rect.union(CGRect(origin: point, size: .zero))
                    }
                }
            }
            if let stroke = shape.stroke, stroke.lineWidth.isFinite {
                rect = rect.insetBy(dx: -stroke.lineWidth, dy: -stroke.lineWidth)
            }
            return rect
        case .text(let text):
            var rect = text.frame
            for line in text.lines {
                rect = rect.union(
                    CGRect(
                        x: Double(line.origin.x) - 2, y: Double(line.origin.y) - line.ascent - 2,
                        width: line.width + 4, height: line.ascent + line.descent + 4))
            }
            return rect
        case .image(let image):
            return image.frame
        case .group(let group):
            return bounds(of: group)
        }
    }
}
