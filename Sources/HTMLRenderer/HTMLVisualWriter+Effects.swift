import DisplayList
import Foundation
import MarkupSupport

extension HTMLVisualWriter {
    /// A group's filters as a CSS `filter` value: CSS functions where their matrices are
    /// SwiftUI's (`blur`, `grayscale`, `saturate`, `contrast`, `hue-rotate`, `invert`), an inline
    /// SVG filter (`url(#…)`) for the others; `nil` when there are none.
    mutating func cssFilter(_ filters: [GraphicsFilter]) -> String? {
        var parts: [String] = []
        var definitions = SVGDefinitions(prefix: prefix, nextNumber: nextDefinition)
        for filter in filters {
            switch filter {
            case .blur(let radius, _):
                if radius.isFinite, radius > 0 { parts.append("blur(\(num(radius))px)") }
            case .grayscale(let amount):
                parts.append("grayscale(\(num(min(max(amount.isFinite ? amount : 0, 0), 1))))")
            case .saturation(let amount):
                parts.append("saturate(\(num(max(amount.isFinite ? amount : 1, 0))))")
            case .contrast(let amount) where amount.isFinite && amount >= 0:
                parts.append("contrast(\(num(amount)))")
            case .hueRotation(let degrees):
                parts.append("hue-rotate(\(num(degrees.isFinite ? degrees : 0))deg)")
            case .colorInvert:
                parts.append("invert(1)")
            default:
                if let id = definitions.colorFilter(filter) { parts.append("url(#\(id))") }
            }
        }
        nextDefinition = definitions.nextNumber
        if !definitions.isEmpty {
            out += "<svg width=\"0\" height=\"0\" style=\"position:absolute\" aria-hidden=\"true\"><defs>"
            out += definitions.markup
            out += "</defs></svg>"
        }
        return parts.isEmpty ? nil : parts.joined(separator: " ")
    }

    /// Writes an inline SVG `<mask>` of the mask's items, in the coordinates of an element at
    /// `origin` of size `box`, and returns its id.
    mutating func writeMaskDefinition(_ mask: GroupMask, origin: CGPoint, box: CGSize) -> String {
        var definitions = SVGDefinitions(prefix: prefix, nextNumber: nextDefinition)
        let content = SVGMaskContent.markup(mask.items, definitions: &definitions)
        let moved = "<g transform=\"translate(\(num(-Double(origin.x))) \(num(-Double(origin.y))))\">\(content)</g>"
        let id = definitions.alphaMask(
            content: moved, region: CGRect(x: 0, y: 0, width: max(Double(box.width), 0), height: max(Double(box.height), 0)))
        nextDefinition = definitions.nextNumber
        out += "<svg width=\"0\" height=\"0\" style=\"position:absolute\" aria-hidden=\"true\"><defs>"
        out += definitions.markup
        out += "</defs></svg>"
        return id
    }
}
