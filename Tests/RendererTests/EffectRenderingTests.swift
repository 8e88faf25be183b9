import DisplayList
import Foundation
import HTMLRenderer
import PNGRenderer
import SVGRenderer
import Testing

/// Filters, masks and blend modes on groups, drawn by the three renderers.
@Suite("Group effects in PNG, SVG and HTML")
struct EffectRenderingTests {
    let size = CGSize(width: 60, height: 40)
    let red = RGBAColor(red: 1, green: 0, blue: 0)
    let white = RGBAColor(red: 1, green: 1, blue: 1)

    func square(_ color: RGBAColor, _ rect: CGRect = CGRect(x: 10, y: 10, width: 20, height: 20)) -> DisplayItem {
        .shape(ShapeItem(frame: rect, outline: .rectangle, fill: .color(color)))
    }

    func list(_ items: [DisplayItem]) -> DisplayList {
        DisplayList(size: size, items: [.shape(ShapeItem(frame: CGRect(origin: .zero, size: size), outline: .rectangle,
                                                         fill: .color(white)))] + items)
    }

    func png(_ list: DisplayList) throws -> DecodedPNG {
        try #require(DecodedPNG(try PNGRenderer().render(list, scale: 1)))
    }

    @Test("A grayscale red square has equal red, green and blue in the PNG; SVG and HTML carry the filter")
    func grayscale() throws {
        let displayList = list([.group(GroupItem(filters: [.grayscale(1)], children: [square(red)]))])
        let pixel = try png(displayList).rgba(20, 20)
        #expect(pixel.r == pixel.g && pixel.g == pixel.b)
        // Luminance of pure red (0.2126) in 8 bits.
        #expect(abs(pixel.r - 54) <= 2)
        // Outside the square the white background is untouched.
        #expect(try png(displayList).rgba(45, 20).r == 255)
        let svg = SVGRenderer().render(displayList)
        #expect(svg.contains("<feColorMatrix type=\"matrix\" values=\"0.213 0.715 0.072 0 0 0.213"))
        #expect(svg.contains("filter=\"url(#"))
        let html = HTMLRenderer().renderFragment(displayList)
        #expect(html.contains("filter:grayscale(1)"))
    }

    @Test("Colour filters follow SwiftUI's matrices in the PNG")
    func colorMatrices() throws {
        let gray = RGBAColor(red: 0.5, green: 0.5, blue: 0.5)
        let cases: [(GraphicsFilter, RGBAColor, (Int, Int, Int))] = [
            (.brightness(0.25), gray, (191, 191, 191)),
            (.colorInvert, red, (0, 255, 255)),
            (.colorMultiply(RGBAColor(red: 0, green: 0.5, blue: 1)), white, (0, 128, 255)),
            (.contrast(0), red, (128, 128, 128)),
            (.saturation(0), red, (54, 54, 54)),
        ]
        for (filter, color, expected) in cases {
            let pixel = try png(list([.group(GroupItem(filters: [filter], children: [square(color)]))])).rgba(20, 20)
            #expect(abs(pixel.r - expected.0) <= 2 && abs(pixel.g - expected.1) <= 2 && abs(pixel.b - expected.2) <= 2,
                    "\(filter): \(pixel)")
        }
        let rotated = try png(list([.group(GroupItem(filters: [.hueRotation(degrees: 120)], children: [square(red)]))]))
            .rgba(20, 20)
        #expect(rotated.g > rotated.r && rotated.g > rotated.b, "a third of a turn takes red towards green: \(rotated)")
    }

    @Test("A blur spreads a square beyond its edges and softens its centre's edge")
    func blur() throws {
        let plain = try png(list([square(red)]))
        let blurred = try png(list([.group(GroupItem(filters: [.blur(radius: 3, opaque: false)], children: [square(red)]))]))
        // Three points outside the square: white before, pinkish after.
        #expect(plain.rgba(7, 20).g == 255)
        #expect(blurred.rgba(7, 20).g < 250)
        // The centre stays red, the edge is half-way.
        #expect(blurred.rgba(20, 20).g < 10)
        #expect((90...170).contains(blurred.rgba(10, 20).g))
        let displayList = list([.group(GroupItem(filters: [.blur(radius: 3, opaque: false)], children: [square(red)]))])
        #expect(SVGRenderer().render(displayList).contains("<feGaussianBlur stdDeviation=\"3\"/>"))
        #expect(HTMLRenderer().renderFragment(displayList).contains("filter:blur(3px)"))
    }

    @Test("A multiply blend mode mixes with what is behind")
    func multiply() throws {
        let yellow = RGBAColor(red: 1, green: 1, blue: 0)
        let displayList = list([
            square(yellow),
            .group(GroupItem(blendMode: .multiply, children: [square(RGBAColor(red: 0, green: 1, blue: 1),
                                                                     CGRect(x: 20, y: 10, width: 20, height: 20))])),
        ])
        let image = try png(displayList)
        // Yellow × cyan = green where they overlap; cyan over white stays cyan.
        let overlap = image.rgba(25, 20)
        #expect(overlap.r < 5 && overlap.g > 250 && overlap.b < 5)
        let alone = image.rgba(35, 20)
        #expect(alone.r < 5 && alone.g > 250 && alone.b > 250)
        #expect(SVGRenderer().render(displayList).contains("mix-blend-mode:multiply"))
        #expect(HTMLRenderer().renderFragment(displayList).contains("mix-blend-mode:multiply"))
    }

    @Test("A mask shows the group only where the mask is opaque")
    func mask() throws {
        let maskItems: [DisplayItem] = [square(RGBAColor(red: 0, green: 0, blue: 0), CGRect(x: 10, y: 10, width: 10, height: 20))]
        let displayList = list([.group(GroupItem(mask: GroupMask(items: maskItems), children: [square(red)]))])
        let image = try png(displayList)
        #expect(image.rgba(15, 20).g < 5, "inside the mask: red")
        #expect(image.rgba(25, 20).g == 255, "outside the mask: the white background")
        let svg = SVGRenderer().render(displayList)
        #expect(svg.contains("<mask id=") && svg.contains("mask=\"url(#"))
        let html = HTMLRenderer().renderFragment(displayList)
        #expect(html.contains("<mask id=") && html.contains(";mask:url(#"))
    }

    @Test("Groups without the new effects encode as before")
    func encodingUnchanged() throws {
        let group = GroupItem(opacity: 0.5, children: [square(red)])
        let json = String(decoding: try JSONEncoder().encode(group), as: UTF8.self)
        #expect(!json.contains("filters") && !json.contains("blendMode") && !json.contains("mask"))
        let withFilter = GroupItem(filters: [.grayscale(0.5)], blendMode: .screen, children: [square(red)])
        let decoded = try JSONDecoder().decode(GroupItem.self, from: try JSONEncoder().encode(withFilter))
        #expect(decoded == withFilter)
    }

    @Test("An even-odd clip leaves the hole of a ring-shaped path out, in every format")
    func evenOddClip() throws {
        func squarePath(_ r: CGRect) -> [PathElement] {
            [.move(to: CGPoint(x: r.minX, y: r.minY)), .line(to: CGPoint(x: r.maxX, y: r.minY)),
             .line(to: CGPoint(x: r.maxX, y: r.maxY)), .line(to: CGPoint(x: r.minX, y: r.maxY)), .close]
        }
        let outline = ShapeOutline.path(squarePath(CGRect(x: 10, y: 5, width: 30, height: 30))
            + squarePath(CGRect(x: 20, y: 15, width: 10, height: 10)))
        let frame = CGRect(x: 10, y: 5, width: 30, height: 30)
        func clipped(_ evenOdd: Bool?) -> DisplayList {
            list([.group(GroupItem(clip: Clip(frame: frame, outline: outline, evenOdd: evenOdd), children: [square(red, frame)]))])
        }
        #expect(try png(clipped(true)).rgba(25, 20).g == 255, "the hole shows the white background")
        #expect(try png(clipped(true)).rgba(14, 20).g < 5, "the ring is red")
        #expect(try png(clipped(nil)).rgba(25, 20).g < 5, "non-zero winding fills the hole (both squares turn the same way)")
        #expect(SVGRenderer().render(clipped(true)).contains("clip-rule=\"evenodd\""))
        #expect(!SVGRenderer().render(clipped(nil)).contains("evenodd"))
        #expect(HTMLRenderer().renderFragment(clipped(true)).contains("clip-path:path(evenodd,"))
    }
}
