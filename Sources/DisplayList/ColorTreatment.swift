import Foundation

/// How a widget rendering mode redraws colours: every colour becomes one tint, at an opacity
/// taken from the colour (WidgetKit's `vibrant` and `accented` modes).
///
/// - ``luminance(_:)``: the colour's luminance times its alpha becomes the opacity of the tint
///   (the Lock Screen's vibrant material: white stays opaque white, black disappears, no hue
///   survives).
/// - ``template(_:)``: the colour's alpha becomes the opacity of the tint, as a template image
///   is drawn (the accented mode: "the system treats the widget's views as if they were
///   template images").
///
/// The layout engine applies a treatment once, to every item as it is appended to the display
/// list (``apply(to:)-(DisplayItem)``), so the PNG, SVG and HTML renderers draw the mapped
/// colours and need nothing of their own; an image becomes a group with a
/// ``GraphicsFilter/monochrome(_:fromLuminance:)`` filter.
///
/// ```swift
/// let vibrant = ColorTreatment.luminance(.white)
/// vibrant.apply(to: RGBAColor(hex: 0x808080))  // white at about 22 % opacity
/// ```
public enum ColorTreatment: Sendable, Codable, Hashable {
    /// The tint at the colour's luminance × alpha.
    case luminance(RGBAColor)
    /// The tint at the colour's alpha.
    case template(RGBAColor)

    /// Rec. 709 luma weights on sRGB components, as SwiftUI's `luminanceToAlpha()`.
    public static let luma = (red: 0.2126, green: 0.7152, blue: 0.0722)

    /// The colour everything is drawn in.
    public var tint: RGBAColor {
        switch self {
        case .luminance(let tint), .template(let tint): tint
        }
    }

    /// The monochrome level of `color`.
    public func apply(to color: RGBAColor) -> RGBAColor {
        let level: Double
        switch self {
        case .luminance:
            let luma = Self.luma.red * color.red + Self.luma.green * color.green + Self.luma.blue * color.blue
            level = min(max(luma, 0), 1) * color.alpha
        case .template:
            level = color.alpha
        }
        return tint.multiplyingAlpha(level.isFinite ? min(max(level, 0), 1) : 0)
    }

    /// `paint` with every colour (gradient stops included) mapped.
    public func apply(to paint: Paint) -> Paint {
        func map(_ stops: [GradientStop]) -> [GradientStop] {
            stops.map { GradientStop(color: apply(to: $0.color), location: $0.location) }
        }
        switch paint {
        case .color(let color): return .color(apply(to: color))
        case .linearGradient(let stops, let start, let end): return .linearGradient(stops: map(stops), start: start, end: end)
        case .radialGradient(let stops, let center, let r0, let r1):
            return .radialGradient(stops: map(stops), center: center, startRadius: r0, endRadius: r1)
        case .angularGradient(let stops, let center, let a0, let a1):
            return .angularGradient(stops: map(stops), center: center, startAngle: a0, endAngle: a1)
        case .ellipticalGradient(let stops, let center, let r0, let r1):
            return .ellipticalGradient(stops: map(stops), center: center, startRadiusFraction: r0, endRadiusFraction: r1)
        }
    }

    /// `item` with every colour mapped: shapes' fills and strokes, text runs and their
    /// decorations, shadows, a group's children (not its mask, which only lends its alpha). A
    /// tinted (template) image has its tint mapped; another image is wrapped in a group that
    /// filters its pixels.
    public func apply(to item: DisplayItem) -> DisplayItem {
        switch item {
        case .shape(var shape):
            shape.fill = shape.fill.map { apply(to: $0) }
            if var stroke = shape.stroke {
                stroke.paint = apply(to: stroke.paint)
                shape.stroke = stroke
            }
            return .shape(shape)
        case .text(var text):
            for index in text.lines.indices {
                for run in text.lines[index].runs.indices {
                    var mapped = text.lines[index].runs[run]
                    mapped.paint = apply(to: mapped.paint)
                    mapped.underlineColor = mapped.underlineColor.map { apply(to: $0) }
                    mapped.strikethroughColor = mapped.strikethroughColor.map { apply(to: $0) }
                    text.lines[index].runs[run] = mapped
                }
            }
            // Emoji are drawn from colour glyphs, which ignore the text's paint: as iOS draws
            // them (levels of the tint like everything else), the text is filtered as an image is.
            guard text.containsColorGlyphs else { return .text(text) }
            let fromLuminance = if case .luminance = self { true } else { false }
            return .group(GroupItem(filters: [.monochrome(tint, fromLuminance: fromLuminance)], children: [.text(text)]))
        case .image(var image):
            if let tint = image.tint {
                image.tint = apply(to: tint)
                return .image(image)
            }
            let fromLuminance = if case .luminance = self { true } else { false }
            return .group(GroupItem(filters: [.monochrome(tint, fromLuminance: fromLuminance)], children: [.image(image)]))
        case .group(var group):
            group.children = group.children.map { apply(to: $0) }
            group.shadow = group.shadow.map { shadow in
                var shadow = shadow
                shadow.color = apply(to: shadow.color)
                return shadow
            }
            return .group(group)
        }
    }
}

extension TextItem {
    /// Whether the text has characters drawn from colour glyphs (emoji presented as emoji):
    /// those the colour of its runs does not reach.
    public var containsColorGlyphs: Bool {
        lines.contains { line in line.runs.contains { TextItem.hasColorGlyphs($0.text) } }
    }

    /// Whether `text` has a character shown as an emoji: one with emoji presentation by default
    /// (😀, 🇵🇹), or an emoji followed by the emoji variation selector (❤️); not digits, `#` or `*`
    /// alone, which are text by default.
    static func hasColorGlyphs(_ text: String) -> Bool {
        for character in text {
            let scalars = character.unicodeScalars
            guard let first = scalars.first, first.value > 0x7F || scalars.count > 1 else { continue }
            if scalars.contains(where: { $0.properties.isEmojiPresentation }) { return true }
            if scalars.contains(where: { $0.value == 0xFE0F }) && scalars.contains(where: { $0.properties.isEmoji }) { return true }
        }
        return false
    }
}
