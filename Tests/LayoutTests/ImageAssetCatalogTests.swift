import Foundation
import Testing
import DisplayList
import LayoutEngine
@testable import ViewCore

@MainActor
@Suite("Images and colors from asset catalogs")
struct ImageAssetCatalogTests {
    /// An image set with 1x/2x/3x variants of distinct pixel sizes and a dark 2x variant.
    func photoFixture() throws -> AssetFixture {
        let fixture = try AssetFixture()
        try fixture.addImageSet("photo", files: [
            "photo.png": TestImages.png(width: 10, height: 10),
            "photo@2x.png": TestImages.png(width: 20, height: 20),
            "photo@3x.png": TestImages.png(width: 30, height: 30),
            "photo-dark@2x.png": TestImages.png(width: 22, height: 22),
        ], entries: [
            ["idiom": "universal", "filename": "photo.png", "scale": "1x"],
            ["idiom": "universal", "filename": "photo@2x.png", "scale": "2x"],
            ["idiom": "universal", "filename": "photo@3x.png", "scale": "3x"],
            ["idiom": "universal", "filename": "photo-dark@2x.png", "scale": "2x",
             "appearances": [["appearance": "luminosity", "value": "dark"]]],
        ])
        return fixture
    }

    func environment(scale: CGFloat, _ scheme: ColorScheme = .light) -> EnvironmentValues {
        var environment = EnvironmentValues()
        environment.displayScale = scale
        environment.colorScheme = scheme
        return environment
    }

    @Test("The variant for the display scale and color scheme is drawn", arguments: [
        (CGFloat(1), ColorScheme.light, 10), (2, .light, 20), (3, .light, 30), (2, .dark, 22), (3, .dark, 22), (1, .dark, 22),
    ])
    func variantChoice(scale: CGFloat, scheme: ColorScheme, pixels: Int) throws {
        let fixture = try photoFixture()
        let list = layout(Image("photo", bundle: fixture.bundle), in: CGSize(width: 170, height: 170),
                          environment: environment(scale: scale, scheme))
        let item = try #require(imageItems(list).first)
        #expect(item.image.pixelWidth == pixels)
    }

    @Test("A non-resizable image is its pixel size divided by its scale")
    func pointSize() throws {
        let fixture = try AssetFixture()
        try fixture.addLooseFile("badge@2x.png", TestImages.png(width: 40, height: 40))
        let list = layout(Image("badge", bundle: fixture.bundle), in: CGSize(width: 170, height: 170))
        let item = try #require(imageItems(list).first)
        #expect(item.frame.size == CGSize(width: 20, height: 20))
        #expect(item.frame.origin == CGPoint(x: 75, y: 75))
        // Even in a smaller frame, a non-resizable image keeps its size.
        let framed = layout(Image("badge", bundle: fixture.bundle).frame(width: 10, height: 10), in: CGSize(width: 170, height: 170))
        #expect(try #require(imageItems(framed).first).frame.size == CGSize(width: 20, height: 20))
    }

    @Test("Loose files pick the nearest scale at or above the display's")
    func looseScales() throws {
        let fixture = try AssetFixture()
        try fixture.addLooseFile("icon.png", TestImages.png(width: 10, height: 10))
        try fixture.addLooseFile("icon@3x.jpg", TestImages.png(width: 30, height: 30))
        let list = layout(Image("icon", bundle: fixture.bundle), in: CGSize(width: 170, height: 170),
                          environment: environment(scale: 2))
        let item = try #require(imageItems(list).first)
        #expect(item.image.pixelWidth == 30)
        #expect(item.frame.size == CGSize(width: 10, height: 10))
    }

    @Test("A resizable image takes the proposed frame; scaledToFit keeps its ratio")
    func resizable() throws {
        let fixture = try AssetFixture()
        try fixture.addLooseFile("wide@2x.png", TestImages.png(width: 80, height: 40))
        let stretched = layout(Image("wide", bundle: fixture.bundle).resizable().frame(width: 100, height: 50),
                               in: CGSize(width: 170, height: 170))
        #expect(try #require(imageItems(stretched).first).frame.size == CGSize(width: 100, height: 50))
        let filling = layout(Image("wide", bundle: fixture.bundle).resizable(), in: CGSize(width: 170, height: 120))
        #expect(try #require(imageItems(filling).first).frame.size == CGSize(width: 170, height: 120))
        let fitted = layout(Image("wide", bundle: fixture.bundle).resizable().scaledToFit(), in: CGSize(width: 170, height: 170))
        let item = try #require(imageItems(fitted).first)
        #expect(approximately(item.frame, CGRect(x: 0, y: 42.5, width: 170, height: 85)))
    }

    @Test("A missing image draws a placeholder with a reason instead of crashing")
    func missing() throws {
        let fixture = try AssetFixture()
        let list = layout(Image("nope", bundle: fixture.bundle), in: CGSize(width: 170, height: 170))
        #expect(imageItems(list).isEmpty)
        #expect(!shapeItems(list).isEmpty)
        #expect(list.accessibility.contains { $0.label == "Missing image 'nope'" })
        // Resizable, the placeholder takes the frame the image would have.
        let framed = layout(Image("nope", bundle: fixture.bundle).resizable().frame(width: 60, height: 40),
                            in: CGSize(width: 170, height: 170))
        #expect(shapeItems(framed).first?.frame.size == CGSize(width: 60, height: 40))
    }

    @Test("Corrupt and oversized images draw a placeholder with a reason")
    func unusable() throws {
        let fixture = try AssetFixture()
        try fixture.addImageSet("broken", files: ["broken.png": Data("not a png at all".utf8)],
                                entries: [["idiom": "universal", "filename": "broken.png", "scale": "1x"]])
        try fixture.addLooseFile("huge.png", TestImages.pngHeader(width: 9000, height: 9000))
        for name in ["broken", "huge"] {
            let list = layout(Image(name, bundle: fixture.bundle), in: CGSize(width: 170, height: 170))
            #expect(imageItems(list).isEmpty)
            #expect(list.accessibility.contains { $0.label.hasPrefix("Unusable image '\(name)'") })
        }
    }

    @Test("Template images are tinted with the foreground style")
    func template() throws {
        let fixture = try AssetFixture()
        try fixture.addImageSet("glyph", files: ["glyph.png": TestImages.png(width: 8, height: 8)],
                                entries: [["idiom": "universal", "filename": "glyph.png", "scale": "1x"]],
                                properties: ["template-rendering-intent": "template"])
        try fixture.addLooseFile("plain.png", TestImages.png(width: 8, height: 8))
        let intent = layout(Image("glyph", bundle: fixture.bundle).foregroundColor(.blue), in: CGSize(width: 100, height: 100))
        #expect(try #require(imageItems(intent).first).tint == .color(blue))
        let original = layout(Image("glyph", bundle: fixture.bundle).renderingMode(.original), in: CGSize(width: 100, height: 100))
        #expect(try #require(imageItems(original).first).tint == nil)
        let plain = layout(Image("plain", bundle: fixture.bundle), in: CGSize(width: 100, height: 100))
        #expect(try #require(imageItems(plain).first).tint == nil)
        let asked = layout(Image("plain", bundle: fixture.bundle).renderingMode(.template), in: CGSize(width: 100, height: 100))
        #expect(try #require(imageItems(asked).first).tint == .color(.black))
        let pixelated = layout(Image("plain", bundle: fixture.bundle).interpolation(.none), in: CGSize(width: 100, height: 100))
        #expect(try #require(imageItems(pixelated).first).pixelated)
    }

    @Test("Namespaced folders prefix set names; the plain name still resolves")
    func namespaces() throws {
        let fixture = try AssetFixture()
        try fixture.write(#"{"properties":{"provides-namespace":true}}"#,
                          to: fixture.catalog.appendingPathComponent("Icons/Contents.json"))
        try fixture.addImageSet("star", folder: "Icons", files: ["s.png": TestImages.png(width: 12, height: 12)],
                                entries: [["idiom": "iphone", "filename": "s.png", "scale": "1x"]])
        for name in ["Icons/star", "star"] {
            let list = layout(Image(name, bundle: fixture.bundle), in: CGSize(width: 100, height: 100))
            #expect(imageItems(list).first?.image.pixelWidth == 12)
        }
    }

    @Test("Images are found through the environment's resource bundles")
    func environmentBundles() throws {
        let fixture = try photoFixture()
        var environment = environment(scale: 3)
        environment.resourceBundles = [fixture.bundle]
        let list = layout(Image("photo"), in: CGSize(width: 170, height: 170), environment: environment)
        #expect(imageItems(list).first?.image.pixelWidth == 30)
    }

    @Test("Named images are labelled with their name or label; decorative ones are not")
    func accessibility() throws {
        let fixture = try photoFixture()
        let named = layout(Image("photo", bundle: fixture.bundle), in: CGSize(width: 170, height: 170))
        #expect(named.accessibility.map(\.label) == ["photo"])
        let labelled = layout(Image("photo", bundle: fixture.bundle, label: Text("A sunset")), in: CGSize(width: 170, height: 170))
        #expect(labelled.accessibility.map(\.label) == ["A sunset"])
        let decorative = layout(Image(decorative: "photo", bundle: fixture.bundle), in: CGSize(width: 170, height: 170))
        #expect(decorative.accessibility.isEmpty)
        #expect(imageItems(decorative).count == 1)
    }

    @Test("Redacted as a placeholder, an image is a grey rounded rectangle of its size")
    func redacted() throws {
        let fixture = try photoFixture()
        let list = layout(Image("photo", bundle: fixture.bundle).redacted(reason: .placeholder), in: CGSize(width: 170, height: 170))
        #expect(imageItems(list).isEmpty)
        let shape = try #require(shapeItems(list).first)
        #expect(shape.frame.size == CGSize(width: 10, height: 10))
        if case .roundedRectangle = shape.outline {} else { Issue.record("expected a rounded rectangle") }
    }

    @Test("Cap insets keep the corners and stretch the middle; tiling repeats it")
    func capInsets() throws {
        let fixture = try AssetFixture()
        try fixture.addLooseFile("bubble.png", TestImages.png(width: 30, height: 30))
        let insets = EdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let list = layout(Image("bubble", bundle: fixture.bundle).resizable(capInsets: insets).frame(width: 100, height: 60),
                          in: CGSize(width: 170, height: 170))
        let items = imageItems(list)
        #expect(items.count == 9)
        // Each part is one item: its cell as the frame, its pixels as the source. Corners keep
        // their size, edges stretch along one axis, the centre along both.
        let cells = items.map(\.frame), sources = items.map(\.source)
        #expect(cells == [
            CGRect(x: 35, y: 55, width: 10, height: 10), CGRect(x: 45, y: 55, width: 80, height: 10), CGRect(x: 125, y: 55, width: 10, height: 10),
            CGRect(x: 35, y: 65, width: 10, height: 40), CGRect(x: 45, y: 65, width: 80, height: 40), CGRect(x: 125, y: 65, width: 10, height: 40),
            CGRect(x: 35, y: 105, width: 10, height: 10), CGRect(x: 45, y: 105, width: 80, height: 10), CGRect(x: 125, y: 105, width: 10, height: 10),
        ])
        #expect(sources == [
            CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 10, y: 0, width: 10, height: 10), CGRect(x: 20, y: 0, width: 10, height: 10),
            CGRect(x: 0, y: 10, width: 10, height: 10), CGRect(x: 10, y: 10, width: 10, height: 10), CGRect(x: 20, y: 10, width: 10, height: 10),
            CGRect(x: 0, y: 20, width: 10, height: 10), CGRect(x: 10, y: 20, width: 10, height: 10), CGRect(x: 20, y: 20, width: 10, height: 10),
        ])
        // No clip groups: the source rectangles do the cutting.
        #expect(!list.allItems.contains { if case .group = $0 { return true } else { return false } })
        let tiled = layout(Image("bubble", bundle: fixture.bundle).resizable(resizingMode: .tile).frame(width: 100, height: 60),
                           in: CGSize(width: 170, height: 170))
        // 100×60 of 30×30 tiles: 3⅓ × 2, the last column cut to 10 pt and 10 pixels of source.
        let tiles = imageItems(tiled)
        #expect(tiles.count == 4 * 2)
        #expect(tiles.map(\.frame.width) == [30, 30, 30, 10, 30, 30, 30, 10])
        #expect(tiles.map { $0.source?.width } == [30, 30, 30, 10, 30, 30, 30, 10])
        #expect(tiles.allSatisfy { $0.frame.height == 30 && $0.source?.minX == 0 && $0.source?.height == 30 })
    }

    @Test("A colorset resolves its light and dark colors in every component notation")
    func colorSet() throws {
        let fixture = try AssetFixture()
        try fixture.addColorSet("Brand", json: """
        {"colors":[
          {"idiom":"universal","color":{"color-space":"srgb","components":{"red":"1.000","green":"0x80","blue":"0","alpha":"1.000"}}},
          {"idiom":"universal","appearances":[{"appearance":"luminosity","value":"dark"}],
           "color":{"color-space":"srgb","components":{"red":"51","green":"102","blue":"0.800","alpha":"0.500"}}}
        ],"info":{"author":"xcode","version":1}}
        """)
        try fixture.addColorSet("Referenced", json: """
        {"colors":[{"idiom":"universal","color":{"platform":"ios","reference":"systemBlueColor"}}]}
        """)
        let color = Color("Brand", bundle: fixture.bundle)
        let light = color.resolve(in: environment(scale: 2, .light))
        #expect(light == RGBAColor(red: 1, green: 128.0 / 255, blue: 0, alpha: 1))
        let dark = color.resolve(in: environment(scale: 2, .dark))
        #expect(dark == RGBAColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 0.5))
        let referenced = Color("Referenced", bundle: fixture.bundle)
        #expect(referenced.resolve(in: environment(scale: 2, .dark)) == RGBAColor(hex: 0x0A84FF))

        let uiColor = try #require(UIColor(named: "Brand", in: fixture.bundle, compatibleWith: nil))
        #expect(Color(uiColor: uiColor).resolve(in: environment(scale: 2, .dark)) == dark)
        #expect(UIColor(named: "Absent", in: fixture.bundle, compatibleWith: nil) == nil)
    }

    @Test("A shape filled with a named color in a view uses the catalog's dark variant")
    func colorSetInLayout() throws {
        let fixture = try AssetFixture()
        try fixture.addColorSet("Card", json: """
        {"colors":[{"color":{"components":{"red":"0.1","green":"0.2","blue":"0.3","alpha":"1"}}},
        {"appearances":[{"appearance":"luminosity","value":"dark"}],"color":{"components":{"red":"0.9","green":"0.8","blue":"0.7","alpha":"1"}}}]}
        """)
        let list = layout(Color("Card", bundle: fixture.bundle), in: CGSize(width: 50, height: 50),
                          environment: environment(scale: 2, .dark))
        #expect(shapeItems(list).first?.fill == .color(RGBAColor(red: 0.9, green: 0.8, blue: 0.7, alpha: 1)))
    }
}
