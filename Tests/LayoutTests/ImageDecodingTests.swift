import Foundation
import Testing
import DisplayList
@testable import ViewCore
import WidgetResources

@Suite("Image decoding")
struct ImageDecodingTests {
    @Test("A PNG's pixel size comes from its IHDR chunk; its id is a stable digest")
    func pngHeader() throws {
        let data = TestImages.png(width: 40, height: 30)
        let image = try ImageDecoding.decode(data).get()
        #expect(image.format == .png)
        #expect(image.pixelWidth == 40 && image.pixelHeight == 30)
        #expect(image.bytes == data)
        #expect(image.id == ImageDecoding.digest(data))
        #expect(image.id != ImageDecoding.digest(TestImages.png(width: 40, height: 31)))
        #expect(image.id.allSatisfy { $0.isHexDigit || $0 == "-" })
    }

    @Test("A JPEG's pixel size comes from its SOF0 or SOF2 frame header")
    func jpegHeader() throws {
        let baseline = try ImageDecoding.decode(TestImages.jpeg(width: 640, height: 480)).get()
        #expect(baseline.format == .jpeg)
        #expect(baseline.pixelWidth == 640 && baseline.pixelHeight == 480)
        let progressive = try ImageDecoding.decode(TestImages.jpeg(width: 1200, height: 801, frameMarker: 0xC2)).get()
        #expect(progressive.pixelWidth == 1200 && progressive.pixelHeight == 801)
    }

    @Test("Unknown, truncated, zero-sized and unsupported data is refused with a reason")
    func invalid() {
        #expect(ImageDecoding.decode(Data("GIF89a".utf8)) == .failure(.unknownFormat))
        #expect(ImageDecoding.decode(Data()) == .failure(.unknownFormat))
        let png = TestImages.png(width: 8, height: 8)
        #expect(ImageDecoding.decode(png.prefix(20)) == .failure(.truncated))
        #expect(ImageDecoding.decode(png.prefix(png.count - 5)) == .failure(.truncated))
        #expect(ImageDecoding.decode(TestImages.pngHeader(width: 0, height: 10)) == .failure(.zeroSize))
        let jpeg = TestImages.jpeg(width: 10, height: 10)
        #expect(ImageDecoding.decode(jpeg.prefix(12)) == .failure(.truncated))
        #expect(ImageDecoding.decode(TestImages.jpeg(width: 0, height: 10)) == .failure(.zeroSize))
        if case .failure(.unsupported) = ImageDecoding.decode(TestImages.jpeg(width: 10, height: 10, frameMarker: 0xC3)) {} else {
            Issue.record("a lossless JPEG should be refused as unsupported")
        }
    }

    @Test("Data over 25 MiB or images over 40 megapixels are refused")
    func limits() {
        #expect(ImageDecoding.decode(TestImages.pngHeader(width: 8000, height: 6000)) == .failure(.tooManyPixels(width: 8000, height: 6000)))
        #expect((try? ImageDecoding.decode(TestImages.pngHeader(width: 8000, height: 5000)).get()) != nil)
        var big = TestImages.png(width: 2, height: 2)
        big.append(Data(count: ImageDecoding.maximumByteCount))
        guard case .failure(.tooLarge) = ImageDecoding.decode(big) else {
            Issue.record("oversized data should be refused")
            return
        }
    }
}
