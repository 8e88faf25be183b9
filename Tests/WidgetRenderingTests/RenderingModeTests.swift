import Foundation
import Testing
import DisplayList
import ViewCore
import WidgetCore
import WidgetRendering
import PNGRenderer

/// Accessory families render in the Lock Screen's vibrant mode by default; `accented` and
/// `fullColor` can be asked for (issue 16, item 6).
@MainActor
@Suite("Widget rendering modes")
struct RenderingModeTests {
    /// Every colour of the display list: shape fills and strokes, text runs.
    func colors(_ list: DisplayList) -> [RGBAColor] {
        func colors(_ paint: Paint?) -> [RGBAColor] {
            switch paint {
            case .color(let color)?: [color]
            case .linearGradient(let stops, _, _)?, .radialGradient(let stops, _, _, _)?, .angularGradient(let stops, _, _, _)?,
                 .ellipticalGradient(let stops, _, _, _)?:
                stops.map(\.color)
            case nil: []
            }
        }
        return list.allItems.flatMap { item -> [RGBAColor] in
            switch item {
            case .shape(let shape): colors(shape.fill) + colors(shape.stroke?.paint)
            case .text(let text): text.lines.flatMap(\.runs).flatMap { colors($0.paint) }
            default: []
            }
        }
    }

    struct Gauge: View {
        @Environment(\.widgetRenderingMode) var mode
        var body: some View {
            ZStack {
                AccessoryWidgetBackground()
                VStack(spacing: 2) {
                    Text(verbatim: "\(mode)")
                    Circle().fill(Color.orange).frame(width: 10, height: 10).widgetAccentable()
                    Rectangle().fill(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))
                        .frame(width: 30, height: 4)
                }
            }
        }
    }

    @Test("@Environment(\\.widgetRenderingMode) reports the mode: vibrant on accessories, fullColor at home")
    func environment() {
        for (family, mode) in [(WidgetFamily.accessoryCircular, "vibrant"), (.accessoryRectangular, "vibrant"),
                               (.accessoryInline, "vibrant"), (.systemSmall, "fullColor")] {
            let list = WidgetLayout.displayList(for: Gauge().containerBackground(.clear, for: .widget),
                                                environment: RenderEnvironment(family: family))
            #expect(list.textItems.first?.string == mode, "\(family)")
        }
        let accented = WidgetLayout.displayList(
            for: Gauge(), environment: RenderEnvironment(family: .accessoryCircular, renderingMode: .accented))
        #expect(accented.textItems.first?.string == "accented")
    }

    @Test("vibrant: every colour becomes white at its luminance, no hue survives")
    func vibrant() throws {
        let list = WidgetLayout.displayList(for: Gauge(), environment: RenderEnvironment(family: .accessoryCircular))
        let all = colors(list)
        #expect(all.count >= 5)
        for color in all {
            #expect(color.red == 1 && color.green == 1 && color.blue == 1, "\(color)")
        }
        // The orange dot: its luminance as opacity (Rec. 709 weights on sRGB).
        let orange = Color.orange.resolvePaint(in: { var v = EnvironmentValues(); v.colorScheme = .dark; return v }())
        guard case .color(let source) = orange else {
            Issue.record("orange is not a colour")
            return
        }
        let luminance = 0.2126 * source.red + 0.7152 * source.green + 0.0722 * source.blue
        let dot = try #require(list.allItems.compactMap { item -> ShapeItem? in
            if case .shape(let shape) = item, shape.outline == .ellipse, shape.frame.width == 10 { shape } else { nil }
        }.first)
        #expect(dot.fill == .color(RGBAColor.white.multiplyingAlpha(luminance)))
        // The Lock Screen shows light content: the text is the dark scheme's primary, opaque white.
        let text = try #require(list.textItems.first?.lines.first?.runs.first?.paint)
        #expect(text == .color(.white))
        // AccessoryWidgetBackground: a translucent white disc filling the circular widget.
        let background = try #require(list.allItems.compactMap { item -> ShapeItem? in
            if case .shape(let shape) = item, shape.frame.width == 76 { shape } else { nil }
        }.first)
        #expect(background.outline == .ellipse)
        #expect(background.fill == .color(RGBAColor.white.multiplyingAlpha(0.2)))
    }

    @Test("accented: the accentable dot in the accent colour, everything else white at its own opacity")
    func accented() throws {
        let list = WidgetLayout.displayList(
            for: Gauge(), environment: RenderEnvironment(family: .accessoryCircular, renderingMode: .accented))
        let dot = try #require(list.allItems.compactMap { item -> ShapeItem? in
            if case .shape(let shape) = item, shape.outline == .ellipse, shape.frame.width == 10 { shape } else { nil }
        }.first)
        #expect(dot.fill == .color(WidgetRenderingMode.accentTint))
        let others = colors(list).filter { $0 != WidgetRenderingMode.accentTint }
        #expect(others.count >= 4)
        for color in others {
            #expect(color.red == 1 && color.green == 1 && color.blue == 1, "\(color)")
        }
    }

    @Test("fullColor keeps the colours")
    func fullColor() throws {
        let list = WidgetLayout.displayList(
            for: Gauge(), environment: RenderEnvironment(family: .accessoryCircular, renderingMode: .fullColor))
        #expect(colors(list).contains { $0.red != $0.blue })
    }

    @Test("the PNG, SVG and HTML of a vibrant widget draw the same mapped colours")
    func renderers() throws {
        let list = WidgetLayout.displayList(for: Gauge(), environment: RenderEnvironment(family: .accessoryCircular))
        for format in [RenderFormat.svg, .html] {
            var text = String(decoding: try WidgetRenderer.encode(list, for: RenderRequest(family: .accessoryCircular, format: format),
                                                                  title: "Gauge"), as: UTF8.self)
            // The document's own stylesheet (page colours) is not the widget's.
            text = text.replacing(/<style[^>]*>[^<]*<\/style>/, with: "")
            // Every colour written is white (opaque `#ffffff`, or `rgba(255,255,255,a)`).
            let hexes = text.matches(of: /#([0-9a-fA-F]{6})\b/).map { String($0.output.1).lowercased() }
            let rgbas = text.matches(of: /rgba\((\d+),\s*(\d+),\s*(\d+),/).map { "\($0.output.1),\($0.output.2),\($0.output.3)" }
            #expect(!hexes.isEmpty || !rgbas.isEmpty, "\(format): no colour written")
            let whiteHexes = hexes.allSatisfy { $0 == "ffffff" }, whiteRGBAs = rgbas.allSatisfy { $0 == "255,255,255" }
            #expect(whiteHexes, "\(format): \(Set(hexes))")
            #expect(whiteRGBAs, "\(format): \(Set(rgbas))")
        }
        let png = try WidgetRenderer.encode(list, for: RenderRequest(family: .accessoryCircular, format: .png), title: "Gauge")
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }

    @Test("vibrant: emoji are drawn as levels of white like everything else, not in their own colours")
    func vibrantEmoji() throws {
        let view = VStack(spacing: 2) {
            Text(verbatim: "🍎").font(.system(size: 28))
            Text(verbatim: "Run")
        }
        let list = WidgetLayout.displayList(for: view.containerBackground(.clear, for: .widget),
                                            environment: RenderEnvironment(family: .accessoryCircular))
        // The emoji's text is filtered as an image is; plain text is not.
        let filtered = list.allItems.compactMap { item -> GroupItem? in
            if case .group(let group) = item, group.filters?.contains(.monochrome(.white, fromLuminance: true)) == true { group } else { nil }
        }
        let texts = filtered.flatMap { $0.children }.compactMap { if case .text(let text) = $0 { text.string } else { nil } }
        #expect(texts == ["🍎"], "\(texts)")
        // Drawn, every pixel is gray (a level of white over black): the apple's red is gone.
        let pixels = try PNGRenderer().renderPixels(list, scale: 2, background: RGBAColor(hex: 0x000000))
        var colouredPixels = 0, litPixels = 0
        for word in pixels.argb {
            let red = Int((word >> 16) & 0xFF), green = Int((word >> 8) & 0xFF), blue = Int(word & 0xFF)
            if max(red, green, blue) > 24 { litPixels += 1 }
            if max(abs(red - green), abs(green - blue), abs(red - blue)) > 6 { colouredPixels += 1 }
        }
        #expect(litPixels > 200, "the emoji and the text are drawn: \(litPixels) lit pixels")
        #expect(colouredPixels == 0, "\(colouredPixels) pixels keep a hue")
        if let directory = ProcessInfo.processInfo.environment["RENDERING_MODE_PNG_DIR"] {
            try PNGRenderer().render(list, scale: 3, background: RGBAColor(hex: 0x000000))
                .write(to: URL(fileURLWithPath: directory).appendingPathComponent("vibrant-emoji.png"))
        }
        // At home the emoji keeps its colours.
        let home = WidgetLayout.displayList(for: view, environment: RenderEnvironment(family: .systemSmall))
        #expect(home.textItems.map(\.string).contains("🍎"))
        let homePixels = try PNGRenderer().renderPixels(home, scale: 2, background: RGBAColor(hex: 0x000000))
        let hued = homePixels.argb.contains { word in
            let red = Int((word >> 16) & 0xFF), green = Int((word >> 8) & 0xFF)
            return red - green > 60
        }
        #expect(hued, "full colour keeps the apple red")
    }

    @Test("render requests differ by rendering mode")
    func requestHash() {
        var a = RenderRequest(family: .accessoryCircular)
        let b = a
        a.renderingMode = .accented
        #expect(a != b)
        #expect(RenderEnvironment(family: .accessoryInline).resolvedRenderingMode == .vibrant)
        #expect(RenderEnvironment(family: .systemLarge).resolvedRenderingMode == .fullColor)
        #expect(WidgetRenderingMode(name: "fullcolor") == .fullColor)
        #expect(WidgetRenderingMode(name: "glass") == nil)
    }
}
