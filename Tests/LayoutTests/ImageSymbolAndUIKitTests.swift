import Foundation
import Testing
import DisplayList
import LayoutEngine
@testable import ViewCore

@MainActor
@Suite("System symbols, UIImage and UIColor")
struct ImageSymbolAndUIKitTests {
    @Test("A symbol's spoken name drops fill and capitalises the first word", arguments: [
        ("star.fill", "Star"), ("cloud.sun.rain", "Cloud sun rain"), ("fill", ""),
        ("person.crop.circle.fill", "Person crop circle"), ("élan.fill", "Élan"), ("1.circle", "1 circle"),
    ])
    func spokenSymbolName(name: String, expected: String) {
        #expect(SymbolImageElement.spokenName(forSymbol: name) == expected)
    }

    @Test("A system symbol is a glyph of the Material Design Icons font in the foreground style")
    func symbol() throws {
        let list = layout(Image(systemName: "star.fill").foregroundColor(.blue), in: CGSize(width: 170, height: 170))
        let text = try #require(textItemsOf(list).first)
        let run = try #require(text.lines.first?.runs.first)
        #expect(run.font.families == FontSpec.symbolFamilies)
        #expect(run.text == String(try #require(SystemSymbols.glyph(for: "star.fill"))))
        #expect(run.paint == .color(blue))
        #expect(list.accessibility.map(\.label) == ["Star"])
        #expect(text.frame.width > 10 && text.frame.width < 40)
    }

    @Test("A symbol follows the font and the image scale")
    func symbolSizes() throws {
        func size(_ view: some View) throws -> Double {
            let list = layout(view, in: CGSize(width: 300, height: 300))
            return try #require(textItemsOf(list).first?.lines.first?.runs.first).font.size
        }
        let body = try size(Image(systemName: "heart"))
        let title = try size(Image(systemName: "heart").font(.largeTitle))
        let small = try size(Image(systemName: "heart").imageScale(.small))
        let large = try size(Image(systemName: "heart").imageScale(.large))
        #expect(title > body)
        #expect(abs(small / body - 0.78) < 0.001)
        #expect(abs(large / body - 1.29) < 0.001)
    }

    @Test("A resizable symbol grows to fit its frame, centred")
    func resizableSymbol() throws {
        let list = layout(Image(systemName: "heart.fill").resizable().frame(width: 80, height: 60), in: CGSize(width: 170, height: 170))
        let text = try #require(textItemsOf(list).first)
        #expect(text.frame.height <= 60.01 && text.frame.width <= 80.01)
        #expect(text.frame.height > 50 || text.frame.width > 70)
        #expect(abs(text.frame.midX - 85) < 0.01 && abs(text.frame.midY - 85) < 0.01)
    }

    @Test("symbolVariant picks the filled glyph")
    func symbolVariant() throws {
        let list = layout(Image(systemName: "heart").symbolVariant(.fill), in: CGSize(width: 100, height: 100))
        let run = try #require(textItemsOf(list).first?.lines.first?.runs.first)
        #expect(run.text == String(try #require(SystemSymbols.glyph(for: "heart.fill"))))
        #expect(SymbolImageElement.name("bell", with: .circle.fill) == "bell.circle.fill")
        #expect(SymbolImageElement.name("bell.fill", with: .slash) == "bell.slash.fill")
        #expect(SymbolImageElement.name("mic.circle", with: .slash.fill) == "mic.slash.circle.fill")
    }

    @Test("An unknown symbol is a placeholder of the glyph's size")
    func unknownSymbol() throws {
        let list = layout(Image(systemName: "no.such.symbol"), in: CGSize(width: 170, height: 170))
        #expect(textItemsOf(list).isEmpty)
        let box = try #require(shapeItems(list).first)
        #expect(box.frame.width == box.frame.height)
        #expect(box.frame.width > 12 && box.frame.width < 24)
        #expect(list.accessibility.contains { $0.label == "Unknown symbol 'no.such.symbol'" })
    }

    @Test("UIImage(data:) keeps its bytes, size and scale; Image(uiImage:) draws it")
    func uiImage() throws {
        let data = TestImages.png(width: 40, height: 20)
        let image = try #require(UIImage(data: data, scale: 2))
        #expect(image.size == CGSize(width: 20, height: 10))
        #expect(image.scale == 2)
        #expect(image.pngData() == data)
        #expect(image.jpegData(compressionQuality: 0.8) == nil)
        #expect(UIImage(data: Data("garbage".utf8)) == nil)
        let jpeg = try #require(UIImage(data: TestImages.jpeg(width: 64, height: 48)))
        #expect(jpeg.size == CGSize(width: 64, height: 48))
        #expect(jpeg.jpegData(compressionQuality: 1) == TestImages.jpeg(width: 64, height: 48))

        let list = layout(Image(uiImage: image), in: CGSize(width: 170, height: 170))
        let item = try #require(imageItems(list).first)
        #expect(item.frame.size == CGSize(width: 20, height: 10))
        #expect(item.image.bytes == data)
        let template = layout(Image(uiImage: image.withRenderingMode(.alwaysTemplate)).foregroundColor(.red),
                              in: CGSize(width: 170, height: 170))
        #expect(imageItems(template).first?.tint == .color(red))
    }

    @Test("UIImage(named:), UIImage(contentsOfFile:) and UIImage(systemName:)")
    func uiImageLookups() throws {
        let fixture = try AssetFixture()
        try fixture.addLooseFile("avatar@2x.png", TestImages.png(width: 64, height: 64))
        let dark = UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(displayScale: 3)])
        let named = try #require(UIImage(named: "avatar", in: fixture.bundle, compatibleWith: dark))
        #expect(named.scale == 2 && named.size == CGSize(width: 32, height: 32))
        #expect(UIImage(named: "absent", in: fixture.bundle, compatibleWith: nil) == nil)
        let file = try #require(UIImage(contentsOfFile: fixture.root.appendingPathComponent("avatar@2x.png").path))
        #expect(file.scale == 2 && file == named)
        #expect(UIImage(contentsOfFile: fixture.root.appendingPathComponent("missing.png").path) == nil)
        #expect(UIImage(systemName: "star.fill") != nil)
        #expect(UIImage(systemName: "no.such.symbol") == nil)
        let symbol = layout(Image(uiImage: try #require(UIImage(systemName: "star.fill"))), in: CGSize(width: 100, height: 100))
        #expect(textItemsOf(symbol).first?.lines.first?.runs.first?.font.families == FontSpec.symbolFamilies)
    }

    @Test("UIColor: components, system colors with dark variants, dynamic providers")
    func uiColor() {
        var light = EnvironmentValues()
        light.colorScheme = .light
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        #expect(Color(uiColor: .systemRed).resolve(in: light) == RGBAColor(hex: 0xFF3B30))
        #expect(Color(UIColor.systemRed).resolve(in: dark) == RGBAColor(hex: 0xFF453A))
        #expect(Color(uiColor: .label).resolve(in: dark) == .white)
        #expect(Color(uiColor: .systemBackground).resolve(in: dark) == .black)
        #expect(Color(uiColor: UIColor(red: 1, green: 0.5, blue: 0, alpha: 0.5)).resolve(in: light)
                == RGBAColor(red: 1, green: 0.5, blue: 0, alpha: 0.5))
        #expect(Color(uiColor: UIColor(white: 0.25, alpha: 1)).resolve(in: light) == RGBAColor(red: 0.25, green: 0.25, blue: 0.25))
        let dynamic = UIColor { traits in traits.userInterfaceStyle == .dark ? .white : .black }
        #expect(Color(uiColor: dynamic).resolve(in: light) == .black)
        #expect(Color(uiColor: dynamic).resolve(in: dark) == .white)
        #expect(dynamic.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == .white)
        #expect(Color(uiColor: UIColor.systemBlue.withAlphaComponent(0.5)).resolve(in: dark) == RGBAColor(hex: 0x0A84FF, alpha: 0.5))
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        UIColor.systemGreen.getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect(RGBAColor(red: Double(r), green: Double(g), blue: Double(b), alpha: Double(a)) == RGBAColor(hex: 0x34C759))
        let p3 = Color(uiColor: UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 1)).resolve(in: light)
        #expect(abs(p3.red - 1) < 0.001 && p3.green < 0.01)
    }
}
