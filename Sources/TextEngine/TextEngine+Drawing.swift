import CPangoCairo
package import DisplayList

extension TextEngine {
    /// Draws `run` into the cairo context `cairo` (a `cairo_t *`) with its baseline-left at
    /// `(run.x, baselineY)` in the context's user space, with the exact font setup the engine
    /// measured it with (same font description, language, features, tracking, no hinting).
    ///
    /// The glyphs are painted with the context's current source, so set a color or a gradient
    /// pattern first; color emoji keep their own colors. Underline and strikethrough are drawn.
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
        configure(layout, source: source, styles: [style], scale: 1, width: nil)
        guard let line = pango_layout_get_line_readonly(layout, 0) else { return }
        var logical = PangoRectangle()
        pango_layout_line_get_extents(line, nil, &logical)
        cairo_move_to(cairo, run.x - Double(logical.x) / Double(PANGO_SCALE), baselineY)
        pango_cairo_show_layout_line(cairo, line)
        cairo_new_path(cairo)
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
