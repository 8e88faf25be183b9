import CPangoCairo
import DisplayList

/// A request run with its language resolved: the style every byte of a ``TextSource`` points to.
struct ResolvedStyle {
    var font: FontSpec
    var paint: Paint
    var underline: Bool
    var strikethrough: Bool
    /// BCP 47, as given or detected; reported on the runs.
    var language: String?
    /// The fontconfig language tag Pango is given.
    var pangoTag: String?
    var baselineOffset: Double = 0
    var underlineColor: Paint?
    var strikethroughColor: Paint?
    var underlinePattern: TextLinePattern?
    var strikethroughPattern: TextLinePattern?

    init(font: FontSpec, paint: Paint, underline: Bool, strikethrough: Bool, language: String?) {
        self.font = font
        self.paint = paint
        self.underline = underline
        self.strikethrough = strikethrough
        self.language = language
        self.pangoTag = language.map(TextLanguage.pangoTag(for:))
    }

    /// The style of a request's run, with `language` as given or detected.
    init(_ run: StyledRun, language: String?) {
        self.init(font: run.font, paint: run.paint, underline: run.underline, strikethrough: run.strikethrough,
                  language: language)
        baselineOffset = run.baselineOffset
        underlineColor = run.underlineColor
        strikethroughColor = run.strikethroughColor
        underlinePattern = run.underlinePattern
        strikethroughPattern = run.strikethroughPattern
    }
}

/// The key of a cached Pango font description.
struct FontKey: Hashable {
    var font: FontSpec
    var scale: Double
    var pangoTag: String?
}

extension FontSpec {
    /// This font with its size and tracking multiplied by `scale`.
    func scaled(by scale: Double) -> FontSpec {
        guard scale != 1 else { return self }
        var font = self
        font.size *= scale
        font.tracking *= scale
        font.lineHeight = font.lineHeight.map { $0 * scale }
        return font
    }
}

extension TextEngine {
    /// Font options that keep metrics identical at every render scale.
    static func configure(context: OpaquePointer, forDrawing: Bool) {
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        if forDrawing {
            cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        }
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        pango_context_set_round_glyph_positions(context, 0)
        pango_context_set_language(context, pango_language_from_string("en"))
        pango_context_set_base_dir(context, PANGO_DIRECTION_WEAK_LTR)
    }

    /// A Pango layout on `context` that wraps at word, then character, boundaries.
    static func makeLayout(_ context: OpaquePointer) -> OpaquePointer {
        guard let layout = pango_layout_new(context) else { fatalError("pango_layout_new failed") }
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        return layout
    }

    /// The cached Pango font description of `font` at `scale` for a language.
    func fontDescription(_ font: FontSpec, scale: Double, pangoTag: String?) -> OpaquePointer {
        let key = FontKey(font: font, scale: scale, pangoTag: pangoTag)
        if let description = fontDescriptions[key] { return description }
        if fontDescriptions.count >= 512 {
            for description in fontDescriptions.values { pango_font_description_free(description) }
            fontDescriptions.removeAll(keepingCapacity: true)
        }
        guard let description = pango_font_description_new() else { fatalError("pango_font_description_new failed") }
        var requested = Self.pangoFamilies(font.families)
        var weight = font.weight
        var italic = font.italic
        // A face named by PostScript or full name ("Geist-Bold") is its family at its weight,
        // unless the font asks for another weight.
        if let primary = requested.first, let face = namedFace(primary) {
            requested[0] = face.family
            if weight == 400 { weight = face.weight }
            italic = italic || face.italic
        }
        let families = TextLanguage.families(requested, pangoTag: pangoTag)
        pango_font_description_set_family(description, families.joined(separator: ","))
        pango_font_description_set_absolute_size(description, Self.pangoSize(font.size * scale))
        weight = weight < 100 ? 100 : weight > 1000 ? 1000 : weight
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(weight)))
        pango_font_description_set_style(description, italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        fontDescriptions[key] = description
        return description
    }

    /// The family list handed to fontconfig: color emoji families are left out.
    ///
    /// Fontconfig's configuration reads an emoji family in the pattern as a request for color
    /// fonts in general (`color=true`, `lang=und-zsye`), which draws digits and spaces with the
    /// emoji font. Emoji still draw in color: Pango itemizes emoji sequences separately and
    /// fontconfig's fallback picks Noto Color Emoji for them.
    static func pangoFamilies(_ families: [String]) -> [String] {
        let list = families.isEmpty ? FontSpec.defaultFamilies : families
        let text = list.filter { !$0.lowercased().contains("emoji") }
        return text.isEmpty ? list : text
    }

    /// A font size in Pango units, kept in a range Pango handles.
    static func pangoSize(_ points: Double) -> Double {
        guard points.isFinite else { return 0.01 * Double(PANGO_SCALE) }
        return min(max(points, 0.01), 4096) * Double(PANGO_SCALE)
    }

    /// A length in points as Pango units, saturating instead of overflowing.
    static func pangoUnits(_ points: Double) -> Int32 {
        guard points.isFinite else { return 0 }
        let units = (points * Double(PANGO_SCALE)).rounded()
        return Int32(min(max(units, -1e9), 1e9))
    }

    /// Puts `source` with its styles into `layout`, wrapping at `width` points (`nil`: no wrap).
    func configure(
        _ layout: OpaquePointer, source: TextSource, styles: [ResolvedStyle], scale: Double, width: Double?,
        decorations: Bool = true
    ) {
        source.bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { chars in
                if let base = chars.baseAddress {
                    pango_layout_set_text(layout, base, Int32(chars.count))
                } else {
                    pango_layout_set_text(layout, "", 0)
                }
            }
        }
        guard let attributes = pango_attr_list_new() else { fatalError("pango_attr_list_new failed") }
        for span in source.spans {
            let style = styles[span.style]
            func insert(_ attribute: UnsafeMutablePointer<PangoAttribute>?) {
                guard let attribute else { return }
                attribute.pointee.start_index = guint(span.start)
                attribute.pointee.end_index = guint(span.end)
                pango_attr_list_insert(attributes, attribute)
            }
            insert(pango_attr_font_desc_new(fontDescription(style.font, scale: scale, pangoTag: style.pangoTag)))
            if let tag = style.pangoTag {
                insert(pango_attr_language_new(pango_language_from_string(tag)))
            }
            if style.font.monospacedDigits {
                insert(pango_attr_font_features_new("tnum"))
            }
            if style.font.tracking != 0, style.font.tracking.isFinite {
                insert(pango_attr_letter_spacing_new(Self.pangoUnits(style.font.tracking * scale)))
            }
            if style.baselineOffset != 0 {
                insert(pango_attr_rise_new(Self.pangoUnits(style.baselineOffset * scale)))
            }
            if decorations, style.underline {
                insert(pango_attr_underline_new(PANGO_UNDERLINE_SINGLE))
            }
            if decorations, style.strikethrough {
                insert(pango_attr_strikethrough_new(1))
            }
        }
        pango_layout_set_attributes(layout, attributes)
        pango_attr_list_unref(attributes)
        if let width {
            let units = (width * Double(PANGO_SCALE)).rounded(.up)
            pango_layout_set_width(layout, Int32(min(max(units, 0), 2e9)))
        } else {
            pango_layout_set_width(layout, -1)
        }
    }
}
