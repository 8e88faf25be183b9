public import Foundation
public import DisplayList
import PNGRenderer
import SVGRenderer
import HTMLRenderer
public import ViewCore

/// The formats a widget entry renders to. All three come from one display list.
public enum OutputFormat: String, Sendable, CaseIterable, Codable {
    case png, svg, html

    /// The MIME type of the format.
    public var mimeType: String {
        switch self {
        case .png: return "image/png"
        case .svg: return "image/svg+xml"
        case .html: return "text/html; charset=utf-8"
        }
    }
}

/// Encodes display lists in each output format.
public enum DisplayListEncoder {
    /// The bytes of `list` in `format`.
    ///
    /// - Parameters:
    ///   - scale: pixels per point for PNG.
    ///   - fontBaseURL: where SVG and HTML find the fonts (`nil` uses the viewer's installed fonts).
    ///   - title: the HTML document's title and the widget's accessible name.
    public static func encode(
        _ list: DisplayList, as format: OutputFormat, scale: Double = 2, fontBaseURL: String? = nil,
        title: String = "Widget", colorScheme: ColorScheme = .light, language: String? = nil
    ) throws -> Data {
        switch format {
        case .png:
            return try PNGRenderer().render(list, scale: scale)
        case .svg:
            return Data(SVGRenderer(fontBaseURL: fontBaseURL).render(list).utf8)
        case .html:
            let scheme: HTMLRenderer.ColorScheme = colorScheme == .dark ? .dark : .light
            let html = HTMLRenderer().renderDocument(
                list, title: title, fontBaseURL: fontBaseURL, colorScheme: scheme, language: language)
            return Data(html.utf8)
        }
    }
}
