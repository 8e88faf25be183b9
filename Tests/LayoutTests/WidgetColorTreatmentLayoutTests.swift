import Foundation
import Testing
import DisplayList
import LayoutEngine
@testable import ViewCore

/// `widgetAccentable()` and an image's accented rendering choose their colour treatment when
/// the host renders in the accented mode (issue 16, item 6).
@MainActor
@Suite("Widget colour treatments")
struct WidgetColorTreatmentLayoutTests {
    let accent = RGBAColor(hex: 0x0A84FF)
    let canvas = CGSize(width: 100, height: 100)

    var accented: EnvironmentValues {
        var values = EnvironmentValues()
        values.widgetColorTreatments = .accented(accent: accent)
        return values
    }

    func images(_ list: DisplayList) -> [ImageItem] {
        list.allItems.compactMap { if case .image(let image) = $0 { image } else { nil } }
    }

    func filters(_ list: DisplayList) -> [GraphicsFilter] {
        list.allItems.flatMap { item -> [GraphicsFilter] in
            if case .group(let group) = item { group.filters ?? [] } else { [] }
        }
    }

    func photo() throws -> Image {
        Image(uiImage: try #require(UIImage(data: TestImages.png(width: 8, height: 8), scale: 2)))
    }

    @Test("an accentable shape takes the accent colour at its own opacity; the rest is not touched here")
    func accentable() throws {
        let list = layout(
            VStack(spacing: 0) {
                Color(red: 1, green: 0, blue: 0, opacity: 0.5).frame(height: 10).widgetAccentable()
                Color.green.frame(height: 10)
            }, in: canvas, environment: accented)
        let fills = shapes(list).map(\.fill)
        // Accented mode draws views as templates: the colour goes, the alpha stays.
        #expect(fills.first == .color(accent.multiplyingAlpha(0.5)))
        // Outside the accented group the host's root treatment applies (not installed here).
        #expect(fills.last == .color(green))
    }

    @Test("widgetAccentable(false) inside an accented group returns to the default group's white")
    func notAccentable() throws {
        let list = layout(
            VStack(spacing: 0) {
                Color.red.frame(height: 10).widgetAccentable(false)
            }.widgetAccentable(), in: canvas, environment: accented)
        #expect(shapes(list).first?.fill == .color(.white))
    }

    @Test("an image's accented rendering: desaturated by luminance, or left in full colour")
    func imageModes() throws {
        let desaturated = layout(try photo().accentedImageRendering(.desaturated), in: canvas, environment: accented)
        #expect(filters(desaturated) == [.monochrome(.white, fromLuminance: true)])
        let accentedDesaturated = layout(try photo().accentedImageRendering(.accentedDesaturated), in: canvas, environment: accented)
        #expect(filters(accentedDesaturated) == [.monochrome(accent, fromLuminance: true)])
        let asAccent = layout(try photo().accentedImageRendering(.accented), in: canvas, environment: accented)
        #expect(filters(asAccent) == [.monochrome(accent, fromLuminance: false)])
        // Full colour wins over the accented group around it.
        let full = layout(VStack { try! photo().accentedImageRendering(.fullColor) }.widgetAccentable(), in: canvas,
                          environment: accented)
        #expect(filters(full).isEmpty)
        #expect(images(full).count == 1)
    }

    @Test("without a rendering mode nothing changes")
    func fullColor() throws {
        let list = layout(
            VStack { Color.red.frame(height: 10).widgetAccentable(); try! photo().accentedImageRendering(.desaturated) },
            in: canvas)
        #expect(shapes(list).first?.fill == .color(red))
        #expect(filters(list).isEmpty)
    }

    @Test("a mask keeps its alpha under a luminance treatment")
    func maskUntouched() throws {
        let list = layout(
            VStack {
                Color.red.frame(width: 10, height: 10).mask(Color.black)
            }.widgetAccentable(), in: canvas, environment: {
                var values = EnvironmentValues()
                values.widgetColorTreatments = .vibrant
                return values
            }())
        let masks = list.allItems.compactMap { item -> GroupMask? in
            if case .group(let group) = item { group.mask } else { nil }
        }
        let mask = try #require(masks.first)
        guard case .shape(let shape)? = mask.items.first else {
            Issue.record("no mask shape")
            return
        }
        #expect(shape.fill == .color(.black))
    }
}
