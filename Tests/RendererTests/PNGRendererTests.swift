import CPangoCairo
import DisplayList
import Foundation
import PNGRenderer
import Testing
import TextEngine

/// A decoded PNG: cairo reads it back, pixels become straight (unpremultiplied) RGBA.
struct DecodedPNG {
    let width: Int
    let height: Int
    private let pixels: [UInt32]

    init?(_ data: Data) {
        final class Reader {
            let bytes: [UInt8]
            var offset = 0
            init(_ bytes: [UInt8]) { self.bytes = bytes }
        }
        let reader = Reader([UInt8](data))
        let surface = withExtendedLifetime(reader) {
            cairo_image_surface_create_from_png_stream(
                { closure, out, length in
                    let reader = Unmanaged<Reader>.fromOpaque(closure!).takeUnretainedValue()
                    guard reader.offset + Int(length) <= reader.bytes.count else { return CAIRO_STATUS_READ_ERROR }
                    for index in 0..<Int(length) { out![index] = reader.bytes[reader.offset + index] }
                    reader.offset += Int(length)
                    return CAIRO_STATUS_SUCCESS
                }, Unmanaged.passUnretained(reader).toOpaque())
        }
        guard let surface, cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return nil }
        defer { cairo_surface_destroy(surface) }
        width = Int(cairo_image_surface_get_width(surface))
        height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = UnsafeRawPointer(cairo_image_surface_get_data(surface)!)
        var pixels: [UInt32] = []
        pixels.reserveCapacity(width * height)
        for y in 0..<height {
            let row = (data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width { pixels.append(row[x]) }
        }
        self.pixels = pixels
    }

    /// Straight RGBA at a pixel.
    func rgba(_ x: Int, _ y: Int) -> (r: Int, g: Int, b: Int, a: Int) {
        let pixel = pixels[y * width + x]
        let alpha = Int(pixel >> 24)
        func channel(_ shift: UInt32) -> Int {
            let value = Int((pixel >> shift) & 0xFF)
            return alpha == 0 ? 0 : min(255, (value * 255 + alpha / 2) / alpha)
        }
        return (channel(16), channel(8), channel(0), alpha)
    }

    /// Pixels in a point rectangle (at `scale`) that differ from `background` by more than `tolerance`.
    func countDiffering(from background: (Int, Int, Int), in rect: CGRect, scale: Double, tolerance: Int = 40) -> Int {
        var count = 0
        let x0 = Int(Double(rect.minX) * scale)
        let x1 = min(width, Int(Double(rect.maxX) * scale))
        let y0 = Int(Double(rect.minY) * scale)
        let y1 = min(height, Int(Double(rect.maxY) * scale))
        for y in y0..<y1 {
            for x in x0..<x1 {
                let p = rgba(x, y)
                if abs(p.r - background.0) + abs(p.g - background.1) + abs(p.b - background.2) > tolerance {
                    count += 1
                }
            }
        }
        return count
    }
}

private func textItem(_ text: String, at origin: CGPoint, size: Double = 17, maxWidth: Double? = nil) -> TextItem {
    textItem([(text, nil)], at: origin, size: size, maxWidth: maxWidth)
}

/// Text laid out by the engine and moved to `origin`, one run per piece with its language.
private func textItem(
    _ pieces: [(String, String?)], at origin: CGPoint, size: Double = 17, maxWidth: Double? = nil
) -> TextItem {
    let font = FontSpec(families: FontSpec.defaultFamilies, size: size)
    let result = TextEngine.current.layout(
        TextLayoutRequest(runs: pieces.map { StyledRun(text: $0.0, font: font, language: $0.1) }, maxWidth: maxWidth))
    let lines = result.lines.map { line in
        TextLine(
            origin: CGPoint(x: Double(line.origin.x) + Double(origin.x), y: Double(line.origin.y) + Double(origin.y)),
            width: line.width, ascent: line.ascent, descent: line.descent,
            runs: line.runs.map { run in
                var run = run
                run.x += Double(origin.x)
                return run
            })
    }
    return TextItem(frame: CGRect(origin: origin, size: result.size), lines: lines)
}

private let redRect = CGRect(x: 10, y: 10, width: 40, height: 30)
private let textOrigin = CGPoint(x: 60, y: 12)
private let gradientRect = CGRect(x: 10, y: 60, width: 80, height: 40)
private let brokenImageRect = CGRect(x: 110, y: 60, width: 60, height: 40)

private func sampleList() -> DisplayList {
    DisplayList(
        size: CGSize(width: 200, height: 120),
        items: [
            .shape(ShapeItem(frame: CGRect(x: 0, y: 0, width: 200, height: 120), outline: .rectangle, fill: .color(.white))),
            .shape(ShapeItem(frame: redRect, outline: .rectangle, fill: .color(RGBAColor(red: 1, green: 0, blue: 0)))),
            .text(textItem("Hello 你好 👍", at: textOrigin)),
            .shape(
                ShapeItem(
                    frame: gradientRect,
                    outline: .roundedRectangle(cornerWidth: 10, cornerHeight: 10, continuous: true),
                    fill: .linearGradient(
                        stops: [
                            GradientStop(color: RGBAColor(red: 0, green: 0, blue: 1), location: 0),
                            GradientStop(color: RGBAColor(red: 0, green: 1, blue: 0), location: 1),
                        ], start: UnitPoint2D(x: 0, y: 0.5), end: UnitPoint2D(x: 1, y: 0.5)))),
            .image(
                ImageItem(
                    frame: brokenImageRect,
                    image: ImageData(format: .png, bytes: Data("not an image".utf8), pixelWidth: 10, pixelHeight: 10, id: "broken"))),
        ])
}

/// A JPEG made with libjpeg: `width`×`height` pixels of one color.
private func makeJPEG(width: Int, height: Int, red: UInt8, green: UInt8, blue: UInt8) -> Data {
    var info = jpeg_compress_struct()
    var errors = jpeg_error_mgr()
    info.err = jpeg_std_error(&errors)
    jpeg_CreateCompress(&info, JPEG_LIB_VERSION, MemoryLayout<jpeg_compress_struct>.size)
    var buffer: UnsafeMutablePointer<UInt8>?
    var size: UInt = 0
    jpeg_mem_dest(&info, &buffer, &size)
    info.image_width = JDIMENSION(width)
    info.image_height = JDIMENSION(height)
    info.input_components = 3
    info.in_color_space = JCS_RGB
    jpeg_set_defaults(&info)
    jpeg_set_quality(&info, 95, 1)
    jpeg_start_compress(&info, 1)
    var row = [UInt8](repeating: 0, count: width * 3)
    for x in 0..<width {
        row[3 * x] = red
        row[3 * x + 1] = green
        row[3 * x + 2] = blue
    }
    row.withUnsafeMutableBufferPointer { pointer in
        var rows: [JSAMPROW?] = [pointer.baseAddress]
        while info.next_scanline < info.image_height {
            _ = jpeg_write_scanlines(&info, &rows, 1)
        }
    }
    jpeg_finish_compress(&info)
    jpeg_destroy_compress(&info)
    let data = Data(bytes: buffer!, count: Int(size))
    free(buffer)
    return data
}

@Suite("PNG renderer")
struct PNGRendererTests {
    @Test(arguments: [1.0, 2.0, 3.0])
    func rendersShapesTextAndPlaceholder(scale: Double) throws {
        let png = try PNGRenderer().render(sampleList(), scale: scale)
        let image = try #require(DecodedPNG(png))
        #expect(image.width == Int(200 * scale))
        #expect(image.height == Int(120 * scale))

        let red = image.rgba(Int(30 * scale), Int(25 * scale))
        #expect(red.r == 255 && red.g == 0 && red.b == 0 && red.a == 255)

        // The placeholder's light gray, away from its diagonals.
        let gray = image.rgba(Int(140 * scale), Int(62 * scale))
        #expect(abs(gray.r - 219) <= 3 && gray.r == gray.g && gray.g == gray.b)
        // ... and its darker cross at the center.
        let cross = image.rgba(Int(140 * scale), Int(80 * scale))
        #expect(cross.r < 200)

        // Text: dark pixels in the first line's box, nothing beyond it.
        let textBox = CGRect(x: textOrigin.x, y: textOrigin.y, width: 130, height: 22)
        #expect(image.countDiffering(from: (255, 255, 255), in: textBox, scale: scale) > Int(40 * scale * scale))
        #expect(image.countDiffering(from: (255, 255, 255), in: CGRect(x: 60, y: 40, width: 40, height: 15), scale: scale) == 0)

        // Gradient: blue on the left, green on the right, white outside the rounded corner.
        let left = image.rgba(Int(14 * scale), Int(80 * scale))
        let right = image.rgba(Int(86 * scale), Int(80 * scale))
        #expect(left.b > 200 && left.g < 60)
        #expect(right.g > 200 && right.b < 60)
        let corner = image.rgba(Int(10 * scale), Int(60 * scale))
        #expect(corner.r == 255 && corner.g == 255 && corner.b == 255)
    }

    @Test func identicalListsRenderIdenticalBytes() throws {
        let renderer = PNGRenderer()
        let first = try renderer.render(sampleList(), scale: 2)
        let second = try renderer.render(sampleList(), scale: 2)
        #expect(first == second)
        #expect(first.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }

    @Test func rendersTheSameOnAnotherThread() async throws {
        let here = try PNGRenderer().render(sampleList(), scale: 2)
        let list = sampleList()
        let there = await withCheckedContinuation { (continuation: CheckedContinuation<Data?, Never>) in
            Thread { continuation.resume(returning: try? PNGRenderer().render(list, scale: 2)) }.start()
        }
        #expect(here == there)
    }

    @Test func opaqueImagesAreRGBAndTranslucentOnesStraightRGBA() throws {
        // Colour type (byte 25 of the file): 2 for RGB, 6 for RGBA.
        let square = CGRect(x: 0, y: 0, width: 8, height: 8)
        let opaque = try PNGRenderer().render(
            DisplayList(size: square.size, items: [.shape(ShapeItem(frame: square, outline: .rectangle, fill: .color(RGBAColor(red: 0.2, green: 0.4, blue: 0.6))))]),
            scale: 1)
        #expect(opaque[25] == 2)
        let rgb = try #require(DecodedPNG(opaque)).rgba(3, 3)
        #expect(rgb == (51, 102, 153, 255))

        // Half-transparent colours come back as straight alpha, within rounding.
        let translucent = try PNGRenderer().render(
            DisplayList(size: square.size, items: [.shape(ShapeItem(frame: square, outline: .rectangle, fill: .color(RGBAColor(red: 1, green: 0.5, blue: 0, alpha: 0.5))))]),
            scale: 1)
        #expect(translucent[25] == 6)
        let pixel = try #require(DecodedPNG(translucent)).rgba(3, 3)
        #expect(pixel.r == 255 && abs(pixel.g - 128) <= 2 && pixel.b == 0 && abs(pixel.a - 128) <= 1)
    }

    @Test func chunksAreWellFormedWithCorrectCRCs() throws {
        // Decoders may skip some checks (Cairo's reader ignores IEND's CRC): walk the file
        // and check each chunk's length and CRC-32 with an implementation of our own.
        func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
            var crc: UInt32 = 0xFFFF_FFFF
            for byte in bytes {
                crc ^= UInt32(byte)
                for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
            }
            return ~crc
        }
        func bigEndian(_ bytes: ArraySlice<UInt8>) -> UInt32 {
            bytes.reduce(0) { $0 << 8 | UInt32($1) }
        }
        for scale in [1.0, 2.0] {
            let bytes = [UInt8](try PNGRenderer().render(sampleList(), scale: scale))
            #expect(Array(bytes.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
            var offset = 8
            var types: [String] = []
            while offset + 12 <= bytes.count {
                let length = Int(bigEndian(bytes[offset..<offset + 4]))
                let end = offset + 8 + length
                try #require(end + 4 <= bytes.count)
                types.append(String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self))
                #expect(crc32(bytes[offset + 4..<end]) == bigEndian(bytes[end..<end + 4]), "CRC of \(types.last!)")
                offset = end + 4
            }
            #expect(offset == bytes.count)
            #expect(types == ["IHDR", "IDAT", "IEND"])
        }
    }

    @Test func incompressibleImagesEncodeAndDecodeExactly() throws {
        // Noise does not compress: the encoder must still fit it, and every pixel survives.
        // (120 pixels square: the fixture writes one stored deflate block, at most 64 KiB.)
        var generator = SystemRandomNumberGenerator()
        let side = 120
        let noise = (0..<(side * side)).flatMap { _ -> [UInt8] in
            [UInt8.random(in: 0...255, using: &generator), UInt8.random(in: 0...255, using: &generator),
             UInt8.random(in: 0...255, using: &generator), 255]
        }
        let source = ImageData(format: .png, bytes: MarkupFixtures.png(width: side, height: side, rgba: noise),
                               pixelWidth: side, pixelHeight: side, id: "noise")
        let frame = CGRect(x: 0, y: 0, width: side, height: side)
        let list = DisplayList(size: frame.size, items: [.image(ImageItem(frame: frame, image: source, pixelated: true))])
        let encoded = try PNGRenderer().render(list, scale: 1)
        #expect(encoded.count > side * side * 3)
        let image = try #require(DecodedPNG(encoded))
        for (x, y) in [(0, 0), (17, 101), (60, 60), (119, 119)] {
            let expected = noise[(y * side + x) * 4..<(y * side + x) * 4 + 3].map(Int.init)
            let pixel = image.rgba(x, y)
            #expect([pixel.r, pixel.g, pixel.b] == expected && pixel.a == 255)
        }
    }

    @Test func transparentBackgroundAndBackgroundColor() throws {
        let list = DisplayList(size: CGSize(width: 10, height: 10))
        let clear = try #require(DecodedPNG(try PNGRenderer().render(list, scale: 1)))
        #expect(clear.rgba(5, 5).a == 0)
        let filled = try #require(
            DecodedPNG(try PNGRenderer().render(list, scale: 1, background: RGBAColor(red: 0, green: 0, blue: 1))))
        #expect(filled.rgba(5, 5) == (0, 0, 255, 255))
    }

    @Test func decodesPNGAndJPEGImages() throws {
        let green = DisplayList(
            size: CGSize(width: 4, height: 4),
            items: [.shape(ShapeItem(frame: CGRect(x: 0, y: 0, width: 4, height: 4), outline: .rectangle, fill: .color(RGBAColor(red: 0, green: 1, blue: 0))))])
        let pngBytes = try PNGRenderer().render(green, scale: 1)
        let jpegBytes = makeJPEG(width: 16, height: 16, red: 0, green: 0, blue: 255)
        let list = DisplayList(
            size: CGSize(width: 100, height: 50),
            items: [
                .image(ImageItem(frame: CGRect(x: 0, y: 0, width: 50, height: 50), image: ImageData(format: .png, bytes: pngBytes, pixelWidth: 4, pixelHeight: 4, id: "green-png"), pixelated: true)),
                .image(ImageItem(frame: CGRect(x: 50, y: 0, width: 50, height: 50), image: ImageData(format: .jpeg, bytes: jpegBytes, pixelWidth: 16, pixelHeight: 16, id: "blue-jpeg"))),
            ])
        let image = try #require(DecodedPNG(try PNGRenderer().render(list, scale: 2)))
        let png = image.rgba(50, 50)
        #expect(png.g == 255 && png.r == 0 && png.b == 0)
        let jpeg = image.rgba(150, 50)
        #expect(jpeg.b > 240 && jpeg.r < 15 && jpeg.g < 15)

        // A truncated JPEG is a placeholder, not a crash.
        let truncated = ImageData(format: .jpeg, bytes: jpegBytes.prefix(jpegBytes.count / 2), pixelWidth: 16, pixelHeight: 16, id: "truncated")
        let broken = DisplayList(size: CGSize(width: 40, height: 40), items: [.image(ImageItem(frame: CGRect(x: 0, y: 0, width: 40, height: 40), image: truncated))])
        _ = try PNGRenderer().render(broken, scale: 1)
    }

    @Test func tintedImageUsesAlphaAsMask() throws {
        let shape = DisplayList(
            size: CGSize(width: 10, height: 10),
            items: [.shape(ShapeItem(frame: CGRect(x: 0, y: 0, width: 5, height: 10), outline: .rectangle, fill: .color(.black)))])
        let bytes = try PNGRenderer().render(shape, scale: 1)
        let list = DisplayList(
            size: CGSize(width: 10, height: 10),
            items: [.image(ImageItem(frame: CGRect(x: 0, y: 0, width: 10, height: 10), image: ImageData(format: .png, bytes: bytes, pixelWidth: 10, pixelHeight: 10, id: "half"), tint: .color(RGBAColor(red: 1, green: 0, blue: 0)), pixelated: true))])
        let image = try #require(DecodedPNG(try PNGRenderer().render(list, scale: 1)))
        #expect(image.rgba(2, 5) == (255, 0, 0, 255))
        #expect(image.rgba(8, 5).a == 0)
    }

    @Test func oversizedImageIsPlaceholder() throws {
        // A PNG header claiming 10000×10000 pixels (100 megapixels) is refused before decoding.
        var header: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
        header += Array("IHDR".utf8) + [0, 0, 0x27, 0x10, 0, 0, 0x27, 0x10, 8, 6, 0, 0, 0, 0, 0, 0, 0]
        let list = DisplayList(
            size: CGSize(width: 20, height: 20),
            items: [.image(ImageItem(frame: CGRect(x: 0, y: 0, width: 20, height: 20), image: ImageData(format: .png, bytes: Data(header), pixelWidth: 10000, pixelHeight: 10000, id: "huge")))])
        let image = try #require(DecodedPNG(try PNGRenderer().render(list, scale: 1)))
        #expect(abs(image.rgba(10, 2).r - 219) <= 3)
    }

    @Test func groupsClipFadeAndCastShadows() throws {
        let square = ShapeItem(frame: CGRect(x: 20, y: 20, width: 40, height: 40), outline: .rectangle, fill: .color(RGBAColor(red: 0, green: 0, blue: 1)))
        let list = DisplayList(
            size: CGSize(width: 100, height: 100),
            items: [
                .shape(ShapeItem(frame: CGRect(x: 0, y: 0, width: 100, height: 100), outline: .rectangle, fill: .color(.white))),
                .group(GroupItem(clip: Clip(frame: CGRect(x: 20, y: 20, width: 20, height: 40), outline: .rectangle), opacity: 0.5, children: [.shape(square)])),
                .group(GroupItem(shadow: Shadow(color: .black, radius: 3, x: 0, y: 10), children: [.shape(ShapeItem(frame: CGRect(x: 60, y: 10, width: 30, height: 30), outline: .ellipse, fill: .color(RGBAColor(red: 1, green: 0, blue: 0))))])),
            ])
        let image = try #require(DecodedPNG(try PNGRenderer().render(list, scale: 2)))
        let faded = image.rgba(60, 80)
        #expect(abs(faded.r - 128) < 3 && abs(faded.b - 255) < 2)
        #expect(image.rgba(100, 80) == (255, 255, 255, 255))  // clipped away
        let circle = image.rgba(150, 50)
        #expect(circle.r > 250 && circle.g < 5)
        let shadow = image.rgba(150, 95)  // below the circle, inside its shadow
        #expect(shadow.r < 200 && shadow.r == shadow.g)
        #expect(image.rgba(150, 5) == (255, 255, 255, 255))
    }

    @Test func paintsEveryOutlineAndGradient() throws {
        let stops = [GradientStop(color: RGBAColor(red: 1, green: 0, blue: 0), location: 0), GradientStop(color: RGBAColor(red: 0, green: 0, blue: 1), location: 1)]
        let frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        func cell(_ index: Int) -> CGRect { frame.offsetBy(dx: CGFloat(index % 4) * 50, dy: CGFloat(index / 4) * 50) }
        let items: [DisplayItem] = [
            .shape(ShapeItem(frame: cell(0), outline: .capsule, fill: .radialGradient(stops: stops, center: UnitPoint2D(x: 0.5, y: 0.5), startRadius: 0, endRadius: 20))),
            .shape(ShapeItem(frame: cell(1), outline: .ellipse, fill: .angularGradient(stops: stops, center: UnitPoint2D(x: 0.5, y: 0.5), startAngle: 0, endAngle: 360))),
            .shape(ShapeItem(frame: cell(2), outline: .roundedRectangle(cornerWidth: 8, cornerHeight: 8, continuous: false), stroke: StrokeSpec(paint: .color(.black), lineWidth: 3, dash: [4, 2], lineCap: .round))),
            .shape(ShapeItem(frame: cell(3), outline: .path([.move(to: CGPoint(x: 150, y: 0)), .line(to: CGPoint(x: 190, y: 0)), .quadCurve(to: CGPoint(x: 150, y: 40), control: CGPoint(x: 190, y: 40)), .close]), fill: .color(.black))),
            .shape(ShapeItem(frame: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10), outline: .ellipse, fill: .color(.black))),
            .shape(ShapeItem(frame: CGRect(x: 0, y: 0, width: 0, height: 0), outline: .ellipse, fill: .color(.black))),
        ]
        let image = try #require(DecodedPNG(try PNGRenderer().render(DisplayList(size: CGSize(width: 200, height: 50), items: items), scale: 1)))
        let center = image.rgba(20, 20)
        #expect(center.r > 240 && center.b < 20)  // radial: red in the middle
        let angularRight = image.rgba(88, 21)  // just below the 0° direction: start of the sweep
        let angularUp = image.rgba(71, 2)  // 270°: mostly blue
        #expect(angularRight.r > angularRight.b)
        #expect(angularUp.b > angularUp.r)
        #expect(image.rgba(120, 20).a == 0)  // stroked only, the inside stays clear
        #expect(image.rgba(160, 5).a == 255)
    }

    @Test func rejectsUnusableScaleAndSize() {
        let list = DisplayList(size: CGSize(width: 10, height: 10))
        #expect(throws: PNGRenderError.self) { try PNGRenderer().render(list, scale: 0) }
        #expect(throws: PNGRenderError.self) { try PNGRenderer().render(list, scale: .nan) }
        #expect(throws: PNGRenderError.self) { try PNGRenderer().render(DisplayList(size: CGSize(width: -1, height: 10))) }
        #expect(throws: PNGRenderError.self) { try PNGRenderer().render(DisplayList(size: CGSize(width: 1e9, height: 10))) }
    }

    @Test func writesASampleToLookAt() throws {
        var items = sampleList().items
        items.append(
            .text(textItem([("简体中文 语言 ", "zh-Hans"), ("日本語 言語 ", "ja"), ("🎉😀", nil)], at: CGPoint(x: 10, y: 104), size: 11)))
        let list = DisplayList(size: CGSize(width: 200, height: 124), items: items)
        let png = try PNGRenderer().render(list, scale: 3, background: .white)
        try png.write(to: URL(fileURLWithPath: "/tmp/png-sample.png"))
        #expect(DecodedPNG(png) != nil)
    }
}
