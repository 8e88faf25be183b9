import CPangoCairo
import DisplayList
import Foundation

extension Canvas {
    /// Draws an image (or its `source` part) scaled to its frame; a tint paints through the
    /// image's alpha.
    func draw(_ image: ImageItem) {
        let frame = image.frame
        guard Self.isUsable(frame), frame.width > 0, frame.height > 0 else { return }
        guard let surface = images.surface(for: image.image) else {
            drawPlaceholder(frame)
            return
        }
        var surfaceWidth = Double(cairo_image_surface_get_width(surface))
        var surfaceHeight = Double(cairo_image_surface_get_height(surface))
        guard surfaceWidth > 0, surfaceHeight > 0 else {
            drawPlaceholder(frame)
            return
        }
        // A source rectangle (a nine-slice part) is a subsurface, so padding and filtering at its
        // edges repeat the part's own pixels instead of blending in its neighbours.
        var part: OpaquePointer?
        if image.source != nil {
            // The decoded surface may differ from the declared pixel size: map the rectangle onto it.
            let factorX = image.image.pixelWidth > 0 ? surfaceWidth / Double(image.image.pixelWidth) : 1
            let factorY = image.image.pixelHeight > 0 ? surfaceHeight / Double(image.image.pixelHeight) : 1
            let imagePixels = CGRect(x: 0, y: 0, width: surfaceWidth, height: surfaceHeight)
            guard let declared = image.sourcePixels else { return }
            let source = CGRect(x: Double(declared.minX) * factorX, y: Double(declared.minY) * factorY,
                                width: Double(declared.width) * factorX, height: Double(declared.height) * factorY)
                .intersection(imagePixels)
            guard !source.isNull, source.width > 0, source.height > 0,
                  let sub = cairo_surface_create_for_rectangle(
                      surface, Double(source.minX), Double(source.minY), Double(source.width), Double(source.height))
            else { return }
            part = sub
            surfaceWidth = Double(source.width)
            surfaceHeight = Double(source.height)
        }
        defer { if let part { cairo_surface_destroy(part) } }
        guard let pattern = cairo_pattern_create_for_surface(part ?? surface) else {
            drawPlaceholder(frame)
            return
        }
        defer { cairo_pattern_destroy(pattern) }
        var matrix = cairo_matrix_t()
        cairo_matrix_init_scale(&matrix, surfaceWidth / Double(frame.width), surfaceHeight / Double(frame.height))
        cairo_matrix_translate(&matrix, -Double(frame.minX), -Double(frame.minY))
        cairo_pattern_set_matrix(pattern, &matrix)
        cairo_pattern_set_filter(pattern, image.pixelated ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_GOOD)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)

        cairo_save(cairo)
        // Parts (nine-slice parts, tiles) meet at fractional positions: antialiased edges would
        // each cover a boundary pixel partly and let the background through as a seam. Without
        // antialiasing a part covers exactly the pixels whose centres it contains, so parts
        // tile without gaps or overlaps (as the crisp-edged parts of the SVG and HTML renderers).
        if image.source != nil { cairo_set_antialias(cairo, CAIRO_ANTIALIAS_NONE) }
        cairo_new_path(cairo)
        cairo_rectangle(cairo, Double(frame.minX), Double(frame.minY), Double(frame.width), Double(frame.height))
        if let tint = image.tint {
            cairo_clip(cairo)
            setSource(tint, frame: frame)
            cairo_mask(cairo, pattern)
        } else {
            cairo_set_source(cairo, pattern)
            cairo_fill(cairo)
        }
        cairo_restore(cairo)
    }

    /// What an undecodable image shows: a light gray box with a darker diagonal cross.
    func drawPlaceholder(_ frame: CGRect) {
        let x = Double(frame.minX)
        let y = Double(frame.minY)
        let width = Double(frame.width)
        let height = Double(frame.height)
        cairo_save(cairo)
        cairo_new_path(cairo)
        cairo_rectangle(cairo, x, y, width, height)
        cairo_clip_preserve(cairo)
        cairo_set_source_rgb(cairo, 0.86, 0.86, 0.86)
        cairo_fill(cairo)
        cairo_set_source_rgb(cairo, 0.6, 0.6, 0.6)
        cairo_set_line_width(cairo, max(1, min(width, height) / 40))
        cairo_move_to(cairo, x, y)
        cairo_line_to(cairo, x + width, y + height)
        cairo_move_to(cairo, x + width, y)
        cairo_line_to(cairo, x, y + height)
        cairo_stroke(cairo)
        cairo_restore(cairo)
    }
}
