import CPangoCairo
import DisplayList
import Foundation

extension Canvas {
    /// Draws a group with filters, a mask, a blend mode or isolation: the clipped children are
    /// drawn into an intermediate surface covering their bounds (grown by what a blur spreads),
    /// the filters change its pixels, the mask is applied with `cairo_mask`, and the result is
    /// composited (shadow, opacity) with the blend mode's operator.
    func drawComposited(_ group: GroupItem) {
        let opacity = group.opacity.isNaN ? 1 : min(max(group.opacity, 0), 1)
        // The bounds include what the group's blurs spread (see `grownByBlurs`).
        guard opacity > 0, !group.children.isEmpty, let region = localBounds(of: group) else { return }
        let filters = group.filters ?? []
        cairo_save(cairo)
        if let t = group.transform, [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite) {
            var matrix = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
            cairo_transform(cairo, &matrix)
        }
        cairo_save(cairo)
        clipToPixels(region)
        cairo_push_group(cairo)
        draw(GroupItem(clip: group.clip, children: group.children))
        var content = cairo_pop_group(cairo)
        if let pattern = content {
            for filter in filters { apply(filter, to: pattern) }
        }
        if let mask = group.mask, let pattern = content {
            cairo_push_group(cairo)
            cairo_push_group(cairo)
            draw(mask.items)
            let maskPattern = cairo_pop_group(cairo)
            cairo_set_source(cairo, pattern)
            if let maskPattern {
                cairo_mask(cairo, maskPattern)
                cairo_pattern_destroy(maskPattern)
            }
            cairo_pattern_destroy(pattern)
            content = cairo_pop_group(cairo)
        }
        cairo_restore(cairo)
        if let content {
            if let shadow = group.shadow, [shadow.radius, shadow.x, shadow.y].allSatisfy(\.isFinite), shadow.color.alpha > 0 {
                drawShadow(of: content, bounds: region, shadow: shadow)
            }
            cairo_set_operator(cairo, Self.cairoOperator(group.blendMode ?? .normal))
            cairo_set_source(cairo, content)
            cairo_paint_with_alpha(cairo, opacity)
            cairo_pattern_destroy(content)
        }
        cairo_restore(cairo)
    }

    /// `bounds` grown by the reach of the group's blurs (three standard deviations), so that
    /// surfaces and clips around a blurred group hold all of it.
    static func grownByBlurs(_ bounds: CGRect, _ group: GroupItem) -> CGRect {
        guard let filters = group.filters else { return bounds }
        var result = bounds
        for case .blur(let radius, let opaque) in filters where !opaque && radius.isFinite && radius > 0 {
            result = result.insetBy(dx: -(3 * radius + 1), dy: -(3 * radius + 1))
        }
        return result
    }

    /// The cairo operator of a blend mode (`plusDarker` has none: drawn as `multiply`).
    static func cairoOperator(_ mode: BlendModeSpec) -> cairo_operator_t {
        switch mode {
        case .normal: CAIRO_OPERATOR_OVER
        case .multiply, .plusDarker: CAIRO_OPERATOR_MULTIPLY
        case .screen: CAIRO_OPERATOR_SCREEN
        case .overlay: CAIRO_OPERATOR_OVERLAY
        case .darken: CAIRO_OPERATOR_DARKEN
        case .lighten: CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: CAIRO_OPERATOR_COLOR_BURN
        case .softLight: CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: CAIRO_OPERATOR_HARD_LIGHT
        case .difference: CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: CAIRO_OPERATOR_EXCLUSION
        case .hue: CAIRO_OPERATOR_HSL_HUE
        case .saturation: CAIRO_OPERATOR_HSL_SATURATION
        case .color: CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: CAIRO_OPERATOR_HSL_LUMINOSITY
        case .sourceAtop: CAIRO_OPERATOR_ATOP
        case .destinationOver: CAIRO_OPERATOR_DEST_OVER
        case .destinationOut: CAIRO_OPERATOR_DEST_OUT
        case .plusLighter: CAIRO_OPERATOR_ADD
        }
    }

    // MARK: Filters

    /// Changes the pixels of a group's surface in place.
    private func apply(_ filter: GraphicsFilter, to pattern: OpaquePointer) {
        var surfaceOut: OpaquePointer?
        guard cairo_pattern_get_surface(pattern, &surfaceOut) == CAIRO_STATUS_SUCCESS, let surface = surfaceOut,
            cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE,
            cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32
        else { return }
        cairo_surface_flush(surface)
        guard let raw = cairo_image_surface_get_data(surface) else { return }
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard width > 0, height > 0 else { return }
        if case .blur(let radius, let opaque) = filter {
            let sigma = (radius.isFinite ? max(radius, 0) : 0) * scale
            Self.blurARGB(raw, width: width, height: height, stride: stride, sigma: sigma, opaque: opaque)
        } else if let matrix = filter.colorMatrix {
            Self.applyColorMatrix(matrix, to: raw, width: width, height: height, stride: stride)
        }
        cairo_surface_mark_dirty(surface)
    }

    /// Applies a colour matrix to premultiplied ARGB32 pixels (unpremultiplied maths).
    static func applyColorMatrix(
        _ matrix: ColorMatrixValues, to data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int
    ) {
        let m = matrix.values.map { $0.isFinite ? $0 : 0 }
        guard m.count == 20 else { return }
        // Alpha of a transparent pixel can become non-zero (luminance-to-alpha, brightness
        // offsets do not touch alpha), so every pixel is converted.
        for row in 0..<height {
            let line = UnsafeMutableRawPointer(data + row * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                let pixel = line[x]
                let a = Double(pixel >> 24) / 255
                var r = 0.0, g = 0.0, b = 0.0
                if a > 0 {
                    r = Double((pixel >> 16) & 0xFF) / 255 / a
                    g = Double((pixel >> 8) & 0xFF) / 255 / a
                    b = Double(pixel & 0xFF) / 255 / a
                }
                func channel(_ i: Int) -> Double {
                    let value = m[i * 5] * r + m[i * 5 + 1] * g + m[i * 5 + 2] * b + m[i * 5 + 3] * a + m[i * 5 + 4]
                    return min(max(value, 0), 1)
                }
                let na = channel(3)
                let nr = channel(0) * na, ng = channel(1) * na, nb = channel(2) * na
                func byte(_ v: Double) -> UInt32 { UInt32((v * 255).rounded()) }
                line[x] = byte(na) << 24 | byte(nr) << 16 | byte(ng) << 8 | byte(nb)
            }
        }
    }

    /// Blurs premultiplied ARGB32 pixels channel by channel (three box blurs ≈ Gaussian).
    /// `opaque` extends the edge pixels instead of fading to transparent, and makes the result opaque.
    static func blurARGB(
        _ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double, opaque: Bool
    ) {
        guard sigma > 0.3 else {
            if opaque { makeOpaque(data, width: width, height: height, stride: stride) }
            return
        }
        let pad = opaque ? Int((3 * sigma).rounded(.up)) + 1 : 0
        let paddedWidth = width + 2 * pad
        let paddedHeight = height + 2 * pad
        guard paddedWidth * paddedHeight < 50_000_000 else { return }
        var plane = [UInt8](repeating: 0, count: paddedWidth * paddedHeight)
        for channel in 0..<4 {
            let shift = UInt32(channel * 8)
            for y in 0..<paddedHeight {
                let sourceY = min(max(y - pad, 0), height - 1)
                let line = UnsafeMutableRawPointer(data + sourceY * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<paddedWidth {
                    let sourceX = min(max(x - pad, 0), width - 1)
                    plane[y * paddedWidth + x] = UInt8((line[sourceX] >> shift) & 0xFF)
                }
            }
            plane.withUnsafeMutableBufferPointer { buffer in
                if let base = buffer.baseAddress {
                    gaussianApproximation(base, width: paddedWidth, height: paddedHeight, stride: paddedWidth, sigma: sigma)
                }
            }
            for y in 0..<height {
                let line = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width {
                    let value = UInt32(plane[(y + pad) * paddedWidth + x + pad])
                    line[x] = (line[x] & ~(0xFF << shift)) | (value << shift)
                }
            }
        }
        // Channels blurred separately can round a colour above its alpha: keep them premultiplied.
        for y in 0..<height {
            let line = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                let pixel = line[x]
                let a = pixel >> 24
                let r = min((pixel >> 16) & 0xFF, a), g = min((pixel >> 8) & 0xFF, a), b = min(pixel & 0xFF, a)
                line[x] = a << 24 | r << 16 | g << 8 | b
            }
        }
        if opaque { makeOpaque(data, width: width, height: height, stride: stride) }
    }

    /// Sets every pixel's alpha to 1, un-premultiplying its colour.
    private static func makeOpaque(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int) {
        for y in 0..<height {
            let line = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                let pixel = line[x]
                let a = pixel >> 24
                guard a < 255 else { continue }
                func unpremultiplied(_ c: UInt32) -> UInt32 { a == 0 ? 0 : min(255, (c * 255 + a / 2) / a) }
                line[x] = 0xFF00_0000 | unpremultiplied((pixel >> 16) & 0xFF) << 16
                    | unpremultiplied((pixel >> 8) & 0xFF) << 8 | unpremultiplied(pixel & 0xFF)
            }
        }
    }
}
