import DisplayList
import Foundation
import HTMLRenderer
import LayoutEngine
import PNGRenderer
import SVGRenderer
import Testing

/// Elliptical gradients and inner shadows, drawn by the three renderers.
@Suite("Elliptical gradients and inner shadows in PNG, SVG and HTML")
struct GradientAndInnerShadowRenderingTests {
    let white = RGBAColor(red: 1, green: 1, blue: 1)
    let red = RGBAColor(red: 1, green: 0, blue: 0)
    let blue = RGBAColor(red: 0, green: 0, blue: 1)

    func png(_ list: DisplayList) throws -> DecodedPNG {
        try #require(DecodedPNG(try PNGRenderer().render(list, scale: 1)))
    }

    @Test("An elliptical gradient's ellipse is fitted to the frame: half-way out is half-way mixed on both axes")
    func ellipticalGradient() throws {
        let paint = Paint.ellipticalGradient(
            stops: [GradientStop(color: red, location: 0), GradientStop(color: blue, location: 1)],
            center: UnitPoint2D(x: 0.5, y: 0.5), startRadiusFraction: 0, endRadiusFraction: 0.5)
        let list = DisplayList(size: CGSize(width: 100, height: 50), items: [
            .shape(ShapeItem(frame: CGRect(x: 0, y: 0, width: 100, height: 50), outline: .rectangle, fill: paint)),
        ])
        let image = try png(list)
        let center = image.rgba(50, 25)
        #expect(center.r > 245 && center.b < 10)
        // A quarter of the width right and a quarter of the height down are both half-way along
        // the ellipse's radius: the same mix (a circle would give the second much less blue).
        let across = image.rgba(75, 25), down = image.rgba(50, 37)
        #expect(abs(across.b - 128) < 12 && abs(down.b - 128) < 16, "\(across) \(down)")
        #expect(image.rgba(99, 25).b > 240 && image.rgba(50, 49).b > 235)
        let svg = SVGRenderer().render(list)
        #expect(svg.contains("<radialGradient") && svg.contains("gradientTransform=\"matrix(100 0 0 50 50 25)\""))
        let html = HTMLRenderer().renderFragment(list)
        #expect(html.contains("radial-gradient(ellipse 50px 25px at 50px 25px"))
        // A degenerate frame paints its last colour rather than failing.
        let flat = DisplayList(size: CGSize(width: 10, height: 10), items: [
            .shape(ShapeItem(frame: CGRect(x: 0, y: 0, width: 0, height: 10), outline: .rectangle, fill: paint)),
        ])
        _ = try PNGRenderer().render(flat, scale: 1)
        #expect(!SVGRenderer().render(flat).contains("gradientTransform"))
    }

    @Test("An inner shadow darkens the shape's inside along the edge the offset points away from, and nothing outside")
    func innerShadow() throws {
        var builder = DisplayListBuilder()
        builder.append(.shape(ShapeItem(frame: CGRect(x: 0, y: 0, width: 60, height: 60), outline: .rectangle, fill: .color(white))))
        builder.withInnerShadow(Shadow(color: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.8), radius: 2, x: 0, y: 5)) { inner in
            inner.append(.shape(ShapeItem(frame: CGRect(x: 10, y: 10, width: 40, height: 40),
                                          outline: .roundedRectangle(cornerWidth: 6, cornerHeight: 6, continuous: false),
                                          fill: .color(white))))
        }
        let list = builder.build(size: CGSize(width: 60, height: 60))
        let image = try png(list)
        // Just inside the top edge: in the shadow. The centre and the bottom edge: untouched.
        #expect(image.rgba(30, 11).r < 150, "\(image.rgba(30, 11))")
        #expect(image.rgba(30, 30).r > 250)
        #expect(image.rgba(30, 48).r > 245)
        // Outside the shape nothing changes.
        #expect(image.rgba(30, 5).r == 255 && image.rgba(5, 30).r == 255)
        let svg = SVGRenderer().render(list)
        #expect(svg.contains("clip-path=") && svg.contains("feDropShadow") && svg.contains("evenodd"))
        let html = HTMLRenderer().renderFragment(list)
        #expect(html.contains("drop-shadow(0px 5px 2px") && html.contains("evenodd"))
    }

    @Test("A dashed underline is drawn in pieces in PNG and SVG, and dashed in HTML")
    func dashedUnderline() throws {
        let font = FontSpec(families: FontSpec.defaultFamilies, size: 20)
        func list(_ pattern: TextLinePattern?) -> DisplayList {
            let run = TextRun(text: "Sale ends", x: 0, width: 90, font: font, paint: .color(RGBAColor(red: 0, green: 0, blue: 0)),
                              underline: true, underlinePattern: pattern)
            let line = TextLine(origin: CGPoint(x: 5, y: 25), width: 90, ascent: 18, descent: 5, runs: [run])
            return DisplayList(size: CGSize(width: 100, height: 40), items: [
                .shape(ShapeItem(frame: CGRect(x: 0, y: 0, width: 100, height: 40), outline: .rectangle, fill: .color(white))),
                .text(TextItem(frame: CGRect(x: 5, y: 2, width: 90, height: 30), lines: [line])),
            ])
        }
        // Along the underline's row: a solid line is dark everywhere, a dashed one has gaps.
        func darkColumns(_ image: DecodedPNG) -> (dark: Int, light: Int) {
            var rows: [Int] = []
            for y in 26...33 where (10...80).contains(where: { image.rgba($0, y).r < 100 }) { rows.append(y) }
            // The row with the most dark pixels is the underline's.
            let row = rows.max { a, b in (10...80).filter { image.rgba($0, a).r < 100 }.count < (10...80).filter { image.rgba($0, b).r < 100 }.count }
            guard let row else { return (0, 0) }
            let dark = (10...80).filter { image.rgba($0, row).r < 100 }.count
            return (dark, 71 - dark)
        }
        let solid = darkColumns(try png(list(nil)))
        let dashed = darkColumns(try png(list(.dash)))
        #expect(solid.light < 3, "solid: \(solid)")
        #expect(dashed.light > 10 && dashed.dark > 20, "dashed: \(dashed)")
        let svg = SVGRenderer().render(list(.dash))
        #expect(!svg.contains("text-decoration=\"underline\""))
        #expect(svg.components(separatedBy: "<rect").count > 5)
        #expect(HTMLRenderer().renderFragment(list(.dash)).contains("text-decoration-style:dashed"))
        #expect(HTMLRenderer().renderFragment(list(.dot)).contains("text-decoration-style:dotted"))
        #expect(TextLinePattern.dash.segments(x: 0, width: 1_000_000, thickness: 0).count <= 2_000)
    }
}
