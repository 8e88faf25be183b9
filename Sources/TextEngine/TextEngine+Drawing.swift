import CPangoCairo
package import DisplayList

/// Where underline and strikethrough lines go, relative to a run's baseline, in points.
package struct TextDecorationMetrics: Sendable, Hashable {
    /// Distance from the baseline down to the top of the underline.
    package var underlineOffset: Double
    package var underlineThickness: Double
    /// Distance from the baseline up to the top of the strikethrough line.
    package var strikethroughOffset: Double
    package var strikethroughThickness: Double
}

extension TextEngine {
    /// Draws `run` into the cairo context `cairo` (a `cairo_t *`) with its baseline-left at
    /// `(run.x, baselineY)` in the context's user space, with the exact font setup the engine
    /// measured it with (same font description, language, features, tracking, no hinting).
    ///
    /// The glyphs are painted with the context's current source, so set a color or a gradient
    /// pattern first; color emoji keep their own colors. Underline and strikethrough are drawn
    /// as rectangles from ``decorationMetrics(for:)`` (Pango 1.50 misplaces its own decorations
    /// when the cairo context is scaled).
    package func draw(_ run: TextRun, baselineY: Double, in cairo: OpaquePointer) {
        guard !run.text.isEmpty else { return }
        let (context, layout) = drawingObjects()
        pango_cairo_update_context(cairo, context)
        pango_layout_context_changed(layout)
        let style = ResolvedStyle(
            font: run.font, paint: run.paint, underline: run.underline, strikethrough: run.strikethrough,
            language: run.language ?? TextLanguage.detect(in: run.text))
        var source = TextSource()
        source.append(String(run.text.map { $0.isNewline ? " " : $0 }), style: 0)
        configure(layout, source: source, styles: [style], scale: 1, width: nil, decorations: false)
        guard let line = pango_layout_get_line_readonly(layout, 0) else { return }
        var logical = PangoRectangle()
        pango_layout_line_get_extents(line, nil, &logical)
        cairo_move_to(cairo, run.x - Double(logical.x) / Double(PANGO_SCALE), baselineY)
        pango_cairo_show_layout_line(cairo, line)
        cairo_new_path(cairo)

        if run.underline || run.strikethrough {
            let metrics = decorationMetrics(for: run)
            if run.underline {
                for piece in (run.underlinePattern ?? .solid).segments(x: run.x, width: run.width, thickness: metrics.underlineThickness) {
                    cairo_rectangle(cairo, piece.x, baselineY + metrics.underlineOffset, piece.width, metrics.underlineThickness)
                }
            }
            if run.strikethrough {
                for piece in (run.strikethroughPattern ?? .solid).segments(x: run.x, width: run.width, thickness: metrics.strikethroughThickness) {
                    cairo_rectangle(cairo, piece.x, baselineY - metrics.strikethroughOffset, piece.width, metrics.strikethroughThickness)
                }
            }
            cairo_fill(cairo)
        }
    }

    /// Underline and strikethrough placement for `run`'s font, from the font's own metrics.
    package func decorationMetrics(for run: TextRun) -> TextDecorationMetrics {
        let tag = (run.language ?? TextLanguage.detect(in: run.text)).map(TextLanguage.pangoTag(for:))
        let key = FontKey(font: run.font, scale: 1, pangoTag: tag)
        if let metrics = decorationCache[key] { return metrics }
        let description = fontDescription(run.font, scale: 1, pangoTag: tag)
        let size = max(0, run.font.size.isFinite ? run.font.size : 0)
        var result = TextDecorationMetrics(
            underlineOffset: size * 0.1, underlineThickness: max(size * 0.06, 0.5),
            strikethroughOffset: size * 0.3, strikethroughThickness: max(size * 0.06, 0.5))
        if let metrics = pango_context_get_metrics(context, description, tag.map { pango_language_from_string($0) }) {
            let unit = Double(PANGO_SCALE)
            let underlineThickness = Double(pango_font_metrics_get_underline_thickness(metrics)) / unit
            let strikethroughThickness = Double(pango_font_metrics_get_strikethrough_thickness(metrics)) / unit
            if underlineThickness > 0 {
                // Pango gives the top of the line above the baseline (negative: below).
                result.underlineOffset = -Double(pango_font_metrics_get_underline_position(metrics)) / unit
                result.underlineThickness = underlineThickness
            }
            if strikethroughThickness > 0 {
                result.strikethroughOffset = Double(pango_font_metrics_get_strikethrough_position(metrics)) / unit
                result.strikethroughThickness = strikethroughThickness
            }
            pango_font_metrics_unref(metrics)
        }
        if decorationCache.count >= 512 { decorationCache.removeAll(keepingCapacity: true) }
        decorationCache[key] = result
        return result
    }

    /// The drawing context and layout of this engine, created on first use.
    private func drawingObjects() -> (OpaquePointer, OpaquePointer) {
        if let drawingContext, let drawingLayout { return (drawingContext, drawingLayout) }
        guard let context = pango_font_map_create_context(fontMap) else {
            fatalError("Pango could not create a drawing context")
        }
        Self.configure(context: context, forDrawing: true)
        let layout = Self.makeLayout(context)
        drawingContext = context
        drawingLayout = layout
        return (context, layout)
    }
}
