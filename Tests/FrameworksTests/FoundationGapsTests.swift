import Foundation
import Testing
import SwiftUI
import WidgetRendering
import DisplayList

@Suite("Foundation-on-Linux gaps filled by the drop-in modules")
struct FoundationGapsTests {
    @Test("Dispatch's time constants")
    func timeConstants() {
        #expect(NSEC_PER_SEC == 1_000_000_000)
        #expect(NSEC_PER_MSEC * 1_000 == NSEC_PER_SEC)
        #expect(USEC_PER_SEC * NSEC_PER_USEC == NSEC_PER_SEC)
        let deadline = DispatchTime.now() + Double(2 * NSEC_PER_SEC) / Double(NSEC_PER_SEC)
        #expect(deadline > .now())
    }

    @Test("UserDefaults value(forKey:) and setValue(_:forKey:) on an app-group suite")
    func userDefaultsKeyValueCoding() throws {
        let suite = "group.test.frameworks.\(UUID().uuidString)"
        let defaults = try #require(UserDefaults(suiteName: suite))
        defaults.setValue(42, forKey: "count")
        defaults.setValue("Lisbon", forKey: "city")
        #expect(defaults.value(forKey: "count") as? Int == 42)
        #expect(defaults.value(forKey: "city") as? String == "Lisbon")
        defaults.setValue(nil, forKey: "city")
        #expect(defaults.value(forKey: "city") == nil)
        defaults.removePersistentDomain(forName: suite)
    }

    @Test("DispatchSerialQueue runs work in order")
    func serialQueue() {
        let queue = DispatchSerialQueue(label: "widget.serial")
        let order = OrderBox()
        for index in 0..<5 { queue.async { order.values.append(index) } }
        queue.sync {}
        #expect(order.values == [0, 1, 2, 3, 4])
    }

    @Test("ColorResource and ImageResource draw the catalog's set") @MainActor
    func assetResources() {
        let brandBlue = ColorResource(name: "BrandBlue", bundle: .module)
        for view in [AnyView(Color(brandBlue)), AnyView(Color(uiColor: UIColor(resource: brandBlue)))] {
            let list = WidgetLayout.displayList(for: view, environment: RenderEnvironment(family: .systemSmall))
            let fills = list.allItems.compactMap { item -> RGBAColor? in
                if case .shape(let shape) = item, case .color(let color)? = shape.fill { return color }
                return nil
            }
            #expect(fills.contains(RGBAColor(hex: 0x0066CC)))
        }
        // A missing image set gives a placeholder, not a crash.
        let missing = UIImage(resource: ImageResource(name: "no-such-image", bundle: .module))
        #expect(missing.size.width >= 0)
        _ = Image(ImageResource(name: "no-such-image", bundle: .module))
    }
}

/// Written only on the serial queue under test, read after `sync`.
private final class OrderBox: @unchecked Sendable {
    var values: [Int] = []
}

@Suite("Foundation gaps: coding and the OSLog re-export")
struct FoundationCodingTests {
    final class ImageURLProtocol: URLProtocol {}

    @Test("classForCoder() on the class, as URL protocol registrations write it")
    func classForCoder() {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.protocolClasses = [ImageURLProtocol.classForCoder()]
        #expect(configuration.protocolClasses?.first.map(ObjectIdentifier.init) == ObjectIdentifier(ImageURLProtocol.self))
    }

    @Test("AttributedString round-trips through JSON with its link and emphasis")
    func attributedStringCodable() throws {
        let original = try AttributedString(markdown: "Read **more** at [the site](https://example.com/a)")
        let data = try JSONEncoder().encode(original)
        let decoded = try JSONDecoder().decode(AttributedString.self, from: data)
        #expect(decoded == original)
        #expect(String(decoded.characters) == "Read more at the site")
        let link = decoded.runs.compactMap { $0.link }.first
        #expect(link == URL(string: "https://example.com/a"))
        // A run without its attributes is an error, not a guess.
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(AttributedString.self, from: Data(#"["a"]"#.utf8)) }
    }

    @Test("a file importing only OSLog or os uses Foundation")
    func osLogReexportsFoundation() {
        #expect(bundleIdentifierViaOSLog() == "example.com")
        #expect(bundlePathViaOS() == Bundle.main.bundlePath)
    }
}
