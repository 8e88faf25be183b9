public import DisplayList
import MarkupSupport
import Foundation

/// Renders a display list to HTML: a fragment for embedding, or a whole page.
///
/// The fragment is a `<div class="wk-widget">` of the widget's size whose children are absolutely
/// positioned in CSS pixels (one pixel per point): shapes are `<div>`s with CSS backgrounds (or a
/// small inline `<svg>` for paths and non-rectangular strokes), text is one `<span>` per run whose
/// baseline sits exactly on the display list's baseline, images are `<img>` elements with data
/// URLs, and groups are nested `<div>`s with opacity, clipping and `drop-shadow`. Nothing is laid
/// out by the browser: every run is placed where the text engine put it.
///
/// The visual layer is hidden from screen readers; the accessibility tree is emitted after it as
/// transparent elements in reading order, each over its node's frame, so a screen reader reads
/// exactly what VoiceOver would and highlights the right place. Links are real `<a href>` elements
/// in that tree, over their regions; the widget URL is an `<a class="wk-widget-link">` beneath them.
///
/// ```swift
/// let renderer = HTMLRenderer()
/// let page = renderer.renderDocument(list, title: "Weather", fontBaseURL: "/fonts")
/// let fragment = renderer.renderFragment(list, id: "widget-42")   // for the home screen
/// ```
///
/// Text that keeps changing (`Text(date, style: .timer)` and friends) carries `data-live-*`
/// attributes; ``liveScript`` updates it every second.
public struct HTMLRenderer: Sendable {
    public init() {}

    /// The font files the `@font-face` rules refer to: file name (as it appears in the URL below
    /// the font base URL) → absolute path on Debian. The same table as `SVGRenderer.fontFiles`.
    public static let fontFiles: [String: String] = WebFonts.files

    /// The `@font-face` rules for fonts served below `baseURL` (plain CSS, safe inside `<style>`).
    public static func fontFaceCSS(baseURL: String) -> String {
        WebFonts.css(baseURL: baseURL)
    }

    /// Cosmetic rules for pages that embed fragments (focus rings of the transparent links). The
    /// fragment does not need them to be laid out correctly: its geometry is in inline styles.
    public static let stylesheet: String = """
        .wk-widget a:focus-visible{outline:2px solid #0a84ff;outline-offset:-2px;border-radius:6px}
        .wk-widget a{-webkit-tap-highlight-color:transparent}

        """

    /// The widget as an HTML fragment.
    ///
    /// - Parameters:
    ///   - list: The laid-out entry.
    ///   - id: The `id` of the root element; also prefixes the ids of inline SVG definitions, so
    ///     give each widget on a page its own. Without it, a prefix is derived from the content.
    ///   - label: What the widget group is called for screen readers (its display name);
    ///     `"Widget"` when `nil`.
    ///   - imageURL: Where each image is loaded from (a URL without spaces, quotes or
    ///     parentheses; it is escaped as an attribute), or `nil` to embed it as a `data:` URL —
    ///     the default, and what the closure's `nil` means for one image. A page showing many
    ///     widgets serves each image once this way instead of repeating its bytes.
    public func renderFragment(
        _ list: DisplayList, id: String? = nil, label: String? = nil,
        imageURL: (@Sendable (ImageData) -> String?)? = nil
    ) -> String {
        let width = max(Double(list.size.width), 0), height = max(Double(list.size.height), 0)
        let prefix = id.map { Markup.identifier($0) } ?? Markup.idPrefix(for: list)
        let name = (label?.isEmpty == false ? label : nil) ?? "Widget"

        var html = MarkupBuffer(capacity: 16_384)
        let widthPx = px(width), heightPx = px(height)
        html += "<div class=\"wk-widget\""
        if let id {
            html += " id=\""
            html += Markup.attribute(id)
            html += "\""
        }
        html += " role=\"group\" aria-label=\""
        html += Markup.attribute(name)
        html += "\" style=\"position:relative;overflow:hidden;width:"
        html += widthPx
        html += ";height:"
        html += heightPx
        html += ";isolation:isolate;"
        html += "direction:ltr;text-align:left;margin:0;padding:0;border:0;box-sizing:content-box;font-size:12px;"
        html += "line-height:normal;letter-spacing:normal;word-spacing:normal;text-indent:0;text-transform:none\">"

        html += "<div class=\"wk-visual\" aria-hidden=\"true\" style=\"position:absolute;left:0;top:0;width:"
        html += widthPx
        html += ";height:"
        html += heightPx
        html += "\">"
        var visuals = HTMLVisualWriter(prefix: prefix, out: html, imageURL: imageURL)
        html = MarkupBuffer()
        visuals.write(list.items, origin: .zero, box: CGSize(width: width, height: height))
        html = visuals.takeOutput()
        html += "</div>"

        if let url = list.widgetURL, Markup.isSafeLink(url) {
            let value = Markup.attribute(url.absoluteString)
            html += "<a class=\"wk-widget-link\" href=\"\(value)\" data-url=\"\(value)\""
            html += " aria-label=\"\(Markup.attribute(name))\" style=\"position:absolute;left:0;top:0;"
            html += "width:\(px(width));height:\(px(height));z-index:1\"></a>"
        }

        HTMLAccessibilityWriter(list: list).render(width: width, height: height, into: &html)
        html += "</div>"
        return html.string
    }

    /// The widget as a complete HTML5 page: the fragment, `@font-face` rules (when `fontBaseURL`
    /// is set), ``stylesheet`` and ``liveScript``.
    ///
    /// - Parameters:
    ///   - title: The page title, also the widget group's accessible name.
    ///   - fontBaseURL: Where ``fontFiles`` are served; `nil` uses the viewer's installed fonts.
    ///   - colorScheme: The page's colors around the widget.
    ///   - language: The page's `lang`, a BCP 47 tag such as `en` or `zh-Hans`.
    public func renderDocument(
        _ list: DisplayList, title: String, fontBaseURL: String? = nil, colorScheme: ColorScheme = .light,
        language: String? = nil
    ) -> String {
        var html = ""
        html.reserveCapacity(24_576)
        html += "<!DOCTYPE html>\n<html"
        if let language, !language.isEmpty { html += " lang=\"\(Markup.attribute(language))\"" }
        html += ">\n<head>\n<meta charset=\"utf-8\">\n"
        html += "<meta name=\"viewport\" content=\"width=device-width,initial-scale=1\">\n"
        html += "<meta name=\"color-scheme\" content=\"\(colorScheme.name)\">\n"
        html += "<title>\(Markup.text(title))</title>\n<style>\n"
        if let fontBaseURL { html += WebFonts.css(baseURL: fontBaseURL) }
        let background = colorScheme == .dark ? "#000" : "#fff"
        html += "html,body{margin:0;padding:0;background:\(background)}\n"
        html += Self.stylesheet
        html += "</style>\n</head>\n<body>\n"
        html += renderFragment(list, id: "widget", label: title)
        html += "\n<script>\n\(Self.liveScript)</script>\n</body>\n</html>\n"
        return html
    }
}

/// `12.5px`.
func px(_ value: Double) -> String { num(value) + "px" }
func px(_ value: CGFloat) -> String { num(value) + "px" }

extension MarkupBuffer {
    /// `position:absolute;left:…;top:…;width:…;height:…` of a frame (its `minX`, `minY`, `width`
    /// and `height`), in CSS pixels; callers clamp the size if they need to.
    mutating func appendAbsoluteBox(_ frame: CGRect) {
        appendAbsoluteBox(x: Double(frame.minX), y: Double(frame.minY), width: Double(frame.width), height: Double(frame.height))
    }

    /// `position:absolute;left:…;top:…;width:…;height:…`, in CSS pixels.
    mutating func appendAbsoluteBox(x: Double, y: Double, width: Double, height: Double) {
        self += "position:absolute;left:"
        appendPx(x)
        self += ";top:"
        appendPx(y)
        self += ";width:"
        appendPx(width)
        self += ";height:"
        appendPx(height)
    }
}
