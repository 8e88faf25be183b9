import WidgetKitSupport
import DisplayList
import MarkupSupport
import Foundation

/// Images: `<img>` elements, and inline SVG for image parts.
extension HTMLVisualWriter {
    // MARK: Images

    mutating func write(_ item: ImageItem, origin: CGPoint) {
        let frame = item.frame.offsetBy(origin)
        guard frame.width > 0, frame.height > 0 else { return }
        let imageURL = imageURL
        let url = images.href(for: item.image) { image in imageURL?(image).map(Markup.attribute) }
        if item.source != nil {
            writeImagePart(item, origin: origin, url: url)
            return
        }
        if let tint = item.tint {
            openBox(frame)
            appendBackground(tint, size: frame.size)
            out += ";mask-image:url("
            out += url
            out += ");mask-size:100% 100%;mask-repeat:no-repeat;mask-mode:alpha\"></div>"
        } else {
            out += "<img alt=\"\" src=\""
            out += url
            out += "\" style=\""
            out.appendAbsoluteBox(frame)
            out += ";object-fit:fill"
            if item.pixelated { out += ";image-rendering:pixelated" }
            out += "\"/>"
        }
    }

    /// A `source` part of an image (a nine-slice part or a tile): an inline SVG with the part as a
    /// crisp-edged, pattern-filled rectangle (see ``SVGShapes/image(_:href:definitions:extra:)``),
    /// so parts meet without seams, also under transforms and at any device pixel ratio. Every
    /// part's `<svg>` sits at the origin of the element it is nested in (`viewBox` in canvas
    /// points), so the browser places all of them alike. The whole image is defined in the first
    /// part's `<svg>` only; the other parts' patterns refer to it by id.
    mutating func writeImagePart(_ item: ImageItem, origin: CGPoint, url: String) {
        var definitions = SVGDefinitions(prefix: prefix, nextNumber: nextDefinition, images: images)
        let markup = SVGShapes.imageItem(item, href: url, definitions: &definitions)
        guard !markup.isEmpty else { return }
        nextDefinition = definitions.nextNumber
        images = definitions.images
        out += "<svg width=\"1\" height=\"1\" viewBox=\"\(num(origin.x)) \(num(origin.y)) 1 1\""
        out += " style=\"position:absolute;left:0;top:0;overflow:visible\" aria-hidden=\"true\">"
        if !definitions.isEmpty { out += "<defs>\(definitions.markup)</defs>" }
        out += markup
        out += "</svg>"
    }
}
