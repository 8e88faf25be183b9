import Foundation
import Testing
import AssetSymbolsFixture
import AssetSymbolsGenerator
import DisplayList
import PNGRenderer
import SwiftUI
import WidgetRendering

@Suite("Asset symbols generated from .xcassets by the build plugin")
struct AssetSymbolsTests {
    @Test("Identifiers follow Xcode's rules", arguments: [
        ("BrandBlue", AssetSymbolsGenerator.Asset.Kind.color, "brandBlue"),
        ("brand-blue", .color, "brandBlue"),
        ("Brand Blue", .color, "brandBlue"),
        ("brand_blue", .color, "brandBlue"),
        ("AccentColor", .color, "accent"),
        ("Color", .color, "color"),
        ("HeaderImage", .image, "header"),
        ("HeaderColor", .image, "headerColor"),
        ("HTMLLogo", .image, "htmlLogo"),
        ("3D", .image, "_3D"),
        ("Icons/star", .image, "iconsStar"),
        ("default", .image, "`default`"),
    ])
    func identifiers(name: String, kind: AssetSymbolsGenerator.Asset.Kind, expected: String) {
        #expect(AssetSymbolsGenerator.identifier(for: name, kind: kind) == expected)
    }

    @Test("Colliding identifiers are reported and the later asset is left out")
    func collisions() {
        var warnings: [String] = []
        let source = AssetSymbolsGenerator.source(
            for: [.init(kind: .color, name: "brand-blue"), .init(kind: .color, name: "BrandBlue"), .init(kind: .image, name: "red")],
            warnings: &warnings)
        #expect(warnings.count == 1)
        #expect(source.components(separatedBy: "static let brandBlue").count == 2)
        #expect(source.contains("static let red = ImageResource"))
        #expect(!source.contains("static var red: UIImage"), "a system name gets no UIKit shorthand")
    }

    @Test("Color(.brandBlue), .fill(.brandBlue), Image(.logo) and namespaced sets render from the catalog") @MainActor
    func rendering() throws {
        let list = WidgetLayout.displayList(for: BrandWidgetView(), environment: RenderEnvironment(family: .systemSmall))
        var fills: [RGBAColor] = []
        var images = 0
        for item in list.allItems {
            switch item {
            case .shape(let shape): if case .color(let color)? = shape.fill { fills.append(color) }
            case .image: images += 1
            default: break
            }
        }
        let brandBlue = RGBAColor(hex: 0x0066CC)
        #expect(fills.filter { $0 == brandBlue }.count == 3)
        // SignalRedColor.colorset (not AccentColor: an AccentColor in a resource bundle next to the
        // test executable would become every test's accent colour).
        #expect(fills.contains(RGBAColor(hex: 0xFF3B30)))
        #expect(images == 2)
        #expect(BrandAssets.logo.size == CGSize(width: 20, height: 20))
        let png = try PNGRenderer().render(list)
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        // To look at it: FRAMEWORKS_PNG_DIR=/tmp swift test --filter AssetSymbolsTests
        if let directory = ProcessInfo.processInfo.environment["FRAMEWORKS_PNG_DIR"] {
            try png.write(to: URL(fileURLWithPath: directory).appendingPathComponent("asset-symbols.png"))
        }
    }
}

@Suite("Info.plist through InfoPlistPlugin")
struct InfoPlistTests {
    @Test("Bundle.main.infoDictionary answers the target's Info.plist")
    func bundleMain() {
        #expect(brandAppGroup() == "group.com.example.brand")
        #expect(Bundle.main.object(forInfoDictionaryKey: "AppGroup") as? String == "group.com.example.brand")
        let ext = Bundle.main.infoDictionary?["NSExtension"] as? [String: Any]
        #expect(ext?["NSExtensionPointIdentifier"] as? String == "com.apple.widgetkit-extension")
        #expect(brandInfoPlistContents()["AppGroup"] as? String == "group.com.example.brand")
    }
}
