package import DisplayList
package import Foundation

extension SVGDefinitions {
    /// A filter applying `filters` in order (blurs as `feGaussianBlur`, colour filters as
    /// `feColorMatrix` with ``GraphicsFilter/colorMatrix``), over `bounds` grown by what the
    /// blurs spread; `nil` when there is nothing to apply.
    package mutating func effectsFilter(_ filters: [GraphicsFilter], bounds: CGRect) -> String? {
        var primitives = ""
        var reach = 1.0
        for filter in filters {
            if let primitive = Self.primitive(filter) {
                primitives += primitive
                if case .blur(let radius, _) = filter, radius.isFinite { reach += 3 * max(radius, 0) }
            }
        }
        guard !primitives.isEmpty else { return nil }
        let region = bounds.insetBy(dx: -reach, dy: -reach)
        var def = "<filter id=\"\(Self.idPlaceholder)\" filterUnits=\"userSpaceOnUse\""
        def += " x=\"\(num(region.minX))\" y=\"\(num(region.minY))\" width=\"\(num(region.width))\" height=\"\(num(region.height))\""
        def += " color-interpolation-filters=\"sRGB\">\(primitives)</filter>"
        return add("fx", def)
    }

    /// A filter of one colour filter with the default (bounding-box) region, for CSS
    /// `filter: url(#…)` where no CSS function matches SwiftUI's maths.
    package mutating func colorFilter(_ filter: GraphicsFilter) -> String? {
        guard filter.colorMatrix != nil, let primitive = Self.primitive(filter) else { return nil }
        return add("fx", "<filter id=\"\(Self.idPlaceholder)\" color-interpolation-filters=\"sRGB\">\(primitive)</filter>")
    }

    /// The filter primitive of one filter.
    private static func primitive(_ filter: GraphicsFilter) -> String? {
        if case .blur(let radius, let opaque) = filter {
            guard radius.isFinite, radius > 0 else { return nil }
            var result = "<feGaussianBlur stdDeviation=\"\(num(radius))\""
            if opaque {
                result += " edgeMode=\"duplicate\"/><feComponentTransfer><feFuncA type=\"linear\" slope=\"0\" intercept=\"1\"/></feComponentTransfer>"
            } else {
                result += "/>"
            }
            return result
        }
        guard let matrix = filter.colorMatrix else { return nil }
        return "<feColorMatrix type=\"matrix\" values=\"\(matrix.values.map { num($0.isFinite ? $0 : 0) }.joined(separator: " "))\"/>"
    }

    /// A mask showing through the alpha of `content` (SVG markup in user space), over `region`.
    package mutating func alphaMask(content: String, region: CGRect) -> String {
        let white = add(
            "af",
            "<filter id=\"\(Self.idPlaceholder)\" x=\"0\" y=\"0\" width=\"1\" height=\"1\" color-interpolation-filters=\"sRGB\">"
                + "<feColorMatrix type=\"matrix\" values=\"0 0 0 0 1 0 0 0 0 1 0 0 0 0 1 0 0 0 1 0\"/></filter>"
        )
        var def = "<mask id=\"\(Self.idPlaceholder)\" maskUnits=\"userSpaceOnUse\" x=\"\(num(region.minX))\" y=\"\(num(region.minY))\""
        def += " width=\"\(num(region.width))\" height=\"\(num(region.height))\">"
        def += "<g filter=\"url(#\(white))\">\(content)</g></mask>"
        return add("mk", def)
    }
}

extension BlendModeSpec {
    /// The CSS `mix-blend-mode` keyword; `nil` for the compositing operators CSS has no blend
    /// mode for (`sourceAtop`, `destinationOver`, `destinationOut`: drawn normally in SVG and
    /// HTML). `plusDarker` is written `multiply`, as the PNG renderer draws it.
    package var cssKeyword: String? {
        switch self {
        case .normal, .sourceAtop, .destinationOver, .destinationOut: nil
        case .plusDarker: "multiply"
        default: rawValue
        }
    }
}
