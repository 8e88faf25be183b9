package import DisplayList
import Foundation

/// Writes display items as SVG markup for the content of a `<mask>` (HTML's masks are inline
/// SVG masks): shapes, images, text and nested groups (transform, clip, opacity). Filters,
/// masks and blend modes nested inside a mask are not drawn.
package enum SVGMaskContent {
    package static func markup(_ items: [DisplayItem], definitions: inout SVGDefinitions) -> String {
        var out = ""
        for item in items { write(item, into: &out, definitions: &definitions) }
        return out
    }

    private static func write(_ item: DisplayItem, into out: inout String, definitions: inout SVGDefinitions) {
        switch item {
        case .shape(let shape):
            if let markup = SVGShapes.shapeItem(shape, definitions: &definitions) { out += markup }
        case .image(let image):
            out += SVGShapes.imageItem(image, definitions: &definitions)
        case .text(let text):
            for line in text.lines {
                for run in line.runs where !run.text.isEmpty {
                    out += "<text x=\"\(num(run.x))\" y=\"\(num(line.origin.y))\""
                    out += Markup.svgFontAttributes(run.font)
                    out += definitions.paintAttributes(run.paint, frame: text.frame, property: "fill")
                    if run.width > 0 { out += " textLength=\"\(num(run.width))\" lengthAdjust=\"spacingAndGlyphs\"" }
                    out += " xml:space=\"preserve\">\(Markup.text(run.text))</text>"
                }
            }
        case .group(let group):
            guard group.opacity > 0 else { return }
            var attributes = ""
            if let t = group.transform, [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite) {
                attributes += " transform=\"matrix(\(num(t.a)) \(num(t.b)) \(num(t.c)) \(num(t.d)) \(num(t.tx)) \(num(t.ty)))\""
            }
            if group.opacity < 1 { attributes += " opacity=\"\(num(group.opacity))\"" }
            out += "<g\(attributes)>"
            if let clip = group.clip { out += "<g clip-path=\"url(#\(definitions.clipPath(clip)))\">" }
            for child in group.children { write(child, into: &out, definitions: &definitions) }
            if group.clip != nil { out += "</g>" }
            out += "</g>"
        }
    }
}
