import CPangoCairo
import Foundation
import Testing
import DisplayList
import LayoutEngine
import PNGRenderer
@testable import ViewCore

/// Builds small PDF and SVG files in memory: a page of `width`×`height` points with a red
/// rectangle on its left half (and, in the SVG, a blue one on the right half).
enum TestVectors {
    /// A one-page PDF whose content stream fills the left half red; offsets of the cross-reference
    /// table computed, so Poppler reads it without repairing it.
    static func pdf(width: Int, height: Int) -> Data {
        let content = "1 0 0 rg 0 0 \(width / 2) \(height) re f"
        let objects = [
            "<< /Type /Catalog /Pages 2 0 R >>",
            "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
            "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 \(width) \(height)] /Contents 4 0 R /Resources << >> >>",
            "<< /Length \(content.utf8.count) >>\nstream\n\(content)\nendstream",
        ]
        var file = "%PDF-1.4\n"
        var offsets: [Int] = []
        for (index, object) in objects.enumerated() {
            offsets.append(file.utf8.count)
            file += "\(index + 1) 0 obj\n\(object)\nendobj\n"
        }
        let table = file.utf8.count
        file += "xref\n0 \(objects.count + 1)\n0000000000 65535 f \n"
        for offset in offsets { file += String(format: "%010d 00000 n \n", offset) }
        file += "trailer\n<< /Size \(objects.count + 1) /Root 1 0 R >>\nstartxref\n\(table)\n%%EOF\n"
        return Data(file.utf8)
    }

    /// An SVG with a size, or with only a `viewBox` when `sized` is false.
    static func svg(width: Int, height: Int, sized: Bool = true, extra: String = "") -> Data {
        let size = sized ? " width=\"\(width)\" height=\"\(height)\"" : ""
        return Data("""
            <svg xmlns="http://www.w3.org/2000/svg"\(size) viewBox="0 0 \(width) \(height)">\
            <rect x="0" y="0" width="\(width / 2)" height="\(height)" fill="#ff0000"/>\
            <rect x="\(width / 2)" y="0" width="\(width / 2)" height="\(height)" fill="#0000ff"/>\(extra)</svg>
            """.utf8)
    }
}

/// The ARGB pixels of a PNG, decoded by Cairo.
struct DecodedPNG {
    let width: Int
    let height: Int
    private let pixels: [UInt32]

    init(_ data: Data) throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("vector-\(UUID().uuidString).png")
        try data.write(to: path)
        defer { try? FileManager.default.removeItem(at: path) }
        let surface = try #require(cairo_image_surface_create_from_png(path.path))
        defer { cairo_surface_destroy(surface) }
        try #require(cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, "not a PNG Cairo reads")
        width = Int(cairo_image_surface_get_width(surface))
        height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let base = try #require(cairo_image_surface_get_data(surface))
        var pixels: [UInt32] = []
        pixels.reserveCapacity(width * height)
        for y in 0..<height {
            let row = UnsafeRawPointer(base + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width { pixels.append(row[x]) }
        }
        self.pixels = pixels
    }

    /// (red, green, blue, alpha) at a pixel.
    func rgba(_ x: Int, _ y: Int) -> (UInt32, UInt32, UInt32, UInt32) {
        let pixel = pixels[y * width + x]
        return ((pixel >> 16) & 0xFF, (pixel >> 8) & 0xFF, pixel & 0xFF, pixel >> 24)
    }
}

@MainActor
@Suite("Vector image sets (PDF and SVG)")
struct VectorImageSetTests {
    func environment(scale: CGFloat, _ scheme: ColorScheme = .light) -> EnvironmentValues {
        var environment = EnvironmentValues()
        environment.displayScale = scale
        environment.colorScheme = scheme
        return environment
    }

    func singleScale(_ file: String, _ data: Data, preserved: Bool, fixture: AssetFixture, name: String = "logo") throws {
        try fixture.addImageSet(name, files: [file: data], entries: [["idiom": "universal", "filename": file]],
                                properties: preserved ? ["preserves-vector-representation": true] : nil)
    }

    @Test("A PDF image set is its page's size in points, drawn at the display's scale", arguments: [1.0, 2, 3])
    func pdfSize(scale: Double) throws {
        let fixture = try AssetFixture()
        try singleScale("logo.pdf", TestVectors.pdf(width: 40, height: 20), preserved: false, fixture: fixture)
        let list = layout(Image("logo", bundle: fixture.bundle), in: CGSize(width: 170, height: 170),
                          environment: environment(scale: scale))
        let item = try #require(imageItems(list).first, "\(list.accessibility.map(\.label))")
        #expect(item.frame.size == CGSize(width: 40, height: 20))
        #expect(item.image.pixelWidth == Int(40 * scale) && item.image.pixelHeight == Int(20 * scale))
        let pixels = try DecodedPNG(item.image.bytes)
        // The page's left half is red, its right half empty (PDF pages have no background).
        let (red, green, blue, alpha) = pixels.rgba(pixels.width / 4, pixels.height / 2)
        #expect(red == 255 && green == 0 && blue == 0 && alpha == 255)
        #expect(pixels.rgba(pixels.width * 3 / 4, pixels.height / 2).3 == 0)
    }

    @Test("An SVG image set is its width and height, or its viewBox when it has no size")
    func svgSize() throws {
        let fixture = try AssetFixture()
        try singleScale("mark.svg", TestVectors.svg(width: 30, height: 12), preserved: false, fixture: fixture, name: "mark")
        try singleScale("box.svg", TestVectors.svg(width: 16, height: 32, sized: false), preserved: false, fixture: fixture, name: "box")
        for (name, size) in [("mark", CGSize(width: 30, height: 12)), ("box", CGSize(width: 16, height: 32))] {
            let list = layout(Image(name, bundle: fixture.bundle), in: CGSize(width: 170, height: 170),
                              environment: environment(scale: 2))
            let item = try #require(imageItems(list).first, "\(name): \(list.accessibility.map(\.label))")
            #expect(item.frame.size == size, "\(name)")
            let pixels = try DecodedPNG(item.image.bytes)
            let left = pixels.rgba(pixels.width / 4, pixels.height / 2), right = pixels.rgba(pixels.width * 3 / 4, pixels.height / 2)
            #expect(left.0 == 255 && left.2 == 0 && left.3 == 255, "\(name): the left half is red")
            #expect(right.0 == 0 && right.2 == 255 && right.3 == 255, "\(name): the right half is blue")
        }
    }

    @Test("Preserve Vector Data draws the vector large enough to stay sharp when resized; without it, at the display's scale")
    func preserved() throws {
        let fixture = try AssetFixture()
        try singleScale("kept.pdf", TestVectors.pdf(width: 20, height: 20), preserved: true, fixture: fixture, name: "kept")
        try singleScale("flat.pdf", TestVectors.pdf(width: 20, height: 20), preserved: false, fixture: fixture, name: "flat")
        let view = { (name: String) in Image(name, bundle: fixture.bundle).resizable().frame(width: 160, height: 160) }
        let kept = try #require(imageItems(layout(view("kept"), in: CGSize(width: 170, height: 170), environment: environment(scale: 2))).first)
        let flat = try #require(imageItems(layout(view("flat"), in: CGSize(width: 170, height: 170), environment: environment(scale: 2))).first)
        #expect(kept.frame.size == CGSize(width: 160, height: 160) && flat.frame.size == kept.frame.size)
        // 16 × the display scale (the limit) × 20 pt = 640 px; Xcode's bitmap at 2x is 40 px.
        #expect(kept.image.pixelWidth == 640, "\(kept.image.pixelWidth)")
        #expect(flat.image.pixelWidth == 40, "\(flat.image.pixelWidth)")
        // The point size of a preserved vector shown at its own size is unchanged.
        let natural = try #require(imageItems(layout(Image("kept", bundle: fixture.bundle), in: CGSize(width: 170, height: 170),
                                                     environment: environment(scale: 2))).first)
        #expect(natural.frame.size == CGSize(width: 20, height: 20))
    }

    @Test("A PDF drawn in a widget keeps its edge sharp at 3x when resized (rendered to PNG)")
    func renderedEdge() throws {
        let fixture = try AssetFixture()
        try singleScale("logo.pdf", TestVectors.pdf(width: 10, height: 10), preserved: true, fixture: fixture)
        let list = layout(Image("logo", bundle: fixture.bundle).resizable().frame(width: 100, height: 100),
                          in: CGSize(width: 100, height: 100), environment: environment(scale: 3))
        let png = try PNGRenderer().render(list, scale: 3)
        if let directory = ProcessInfo.processInfo.environment["VECTOR_IMAGES_PNG_DIR"] {
            try png.write(to: URL(fileURLWithPath: directory).appendingPathComponent("pdf-resized.png"))
            try fixture.addImageSet("mark", files: ["mark.svg": TestVectors.svg(width: 24, height: 12)],
                                    entries: [["idiom": "universal", "filename": "mark.svg"]])
            AssetCatalog.removeAllCachedData()
            let card = VStack(alignment: .leading, spacing: 8) {
                Image("mark", bundle: fixture.bundle)
                Image("mark", bundle: fixture.bundle).resizable().frame(width: 120, height: 60)
                Text("Vector logos")
            }
            try PNGRenderer().render(layout(card, in: CGSize(width: 170, height: 170), environment: environment(scale: 3)), scale: 3)
                .write(to: URL(fileURLWithPath: directory).appendingPathComponent("svg-card.png"))
        }
        let pixels = try DecodedPNG(png)
        #expect(pixels.width == 300)
        // The red half ends at x = 50 pt = 150 px: one pixel either side is fully red / not red at all,
        // as a vector edge is (a 30 px bitmap scaled 10× would blur it over ten pixels).
        let inside = pixels.rgba(148, 150), outside = pixels.rgba(152, 150)
        #expect(inside.0 == 255 && inside.1 == 0 && inside.3 == 255, "\(inside)")
        #expect(outside.3 == 0, "\(outside)")
    }

    @Test("Dark and template variants of a vector set are honoured")
    func darkAndTemplate() throws {
        let fixture = try AssetFixture()
        try fixture.addImageSet("icon", files: [
            "icon.svg": TestVectors.svg(width: 10, height: 10),
            "icon-dark.svg": TestVectors.svg(width: 12, height: 12),
        ], entries: [
            ["idiom": "universal", "filename": "icon.svg"],
            ["idiom": "universal", "filename": "icon-dark.svg", "appearances": [["appearance": "luminosity", "value": "dark"]]],
        ], properties: ["template-rendering-intent": "template"])
        let light = try #require(imageItems(layout(Image("icon", bundle: fixture.bundle), in: CGSize(width: 170, height: 170),
                                                   environment: environment(scale: 1))).first)
        let dark = try #require(imageItems(layout(Image("icon", bundle: fixture.bundle), in: CGSize(width: 170, height: 170),
                                                  environment: environment(scale: 1, .dark))).first)
        #expect(light.frame.size == CGSize(width: 10, height: 10))
        #expect(dark.frame.size == CGSize(width: 12, height: 12))
        #expect(light.tint != nil, "a template image is drawn in the foreground style")
    }

    @Test("Broken vectors and custom symbols draw a placeholder with a reason, and nothing else is read")
    func unusable() throws {
        let fixture = try AssetFixture()
        try singleScale("cut.pdf", Data("%PDF-1.4\n1 0 obj".utf8), preserved: true, fixture: fixture, name: "cut")
        try singleScale("junk.svg", Data("<svg".utf8), preserved: false, fixture: fixture, name: "junk")
        try singleScale("empty.svg", Data(#"<svg xmlns="http://www.w3.org/2000/svg"/>"#.utf8), preserved: false, fixture: fixture, name: "empty")
        try fixture.write(#"{"symbols":[{"idiom":"universal","filename":"custom.svg"}],"info":{"author":"xcode","version":1}}"#,
                          to: fixture.catalog.appendingPathComponent("custom.symbolset/Contents.json"))
        try fixture.write(TestVectors.svg(width: 10, height: 10), to: fixture.catalog.appendingPathComponent("custom.symbolset/custom.svg"))
        for (name, reason) in [("cut", "cut.pdf: the image data is corrupt"), ("junk", "junk.svg: the image data is corrupt"),
                               ("empty", "empty.svg"), ("custom", "custom symbol")] {
            let list = layout(Image(name, bundle: fixture.bundle), in: CGSize(width: 170, height: 170))
            #expect(imageItems(list).isEmpty, "\(name)")
            #expect(list.accessibility.contains { $0.label.hasPrefix("Unusable image '\(name)'") && $0.label.contains(reason) },
                    "\(name): \(list.accessibility.map(\.label))")
        }
        // An SVG that points at a file outside itself is drawn without it: there is no base to
        // resolve against. (A catalog of its own: directory indexes are cached per process.)
        let other = try AssetFixture()
        let secret = other.root.appendingPathComponent("secret.png")
        try TestImages.png(width: 4, height: 4, pixel: { _, _ in (0, 255, 0, 255) }).write(to: secret)
        let reaching = TestVectors.svg(width: 20, height: 20, extra: "<image href=\"file://\(secret.path)\" x=\"0\" y=\"0\" width=\"20\" height=\"20\"/>")
        try singleScale("reach.svg", reaching, preserved: false, fixture: other, name: "reach")
        let item = try #require(imageItems(layout(Image("reach", bundle: other.bundle), in: CGSize(width: 170, height: 170),
                                                  environment: environment(scale: 1))).first)
        let pixels = try DecodedPNG(item.image.bytes)
        #expect(pixels.rgba(5, 10).1 == 0, "the referenced file's green is not drawn")
    }
}
