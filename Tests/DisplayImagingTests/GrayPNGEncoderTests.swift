import DisplayImaging
import Foundation
import Testing

/// Gray PNGs as the firmware's PNG decoder takes them: colour type 0 (gray, no palette, which
/// it draws directly at 1 and 2 bits), the bit depth of the model, 0 black.
@Suite struct GrayPNGEncoderTests {
    private func header(_ png: Data) -> (width: UInt32, height: UInt32, depth: UInt8, colourType: UInt8) {
        func be32(_ offset: Int) -> UInt32 { png[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) } }
        return (be32(16), be32(20), png[24], png[25])
    }

    @Test(arguments: [(2, 1), (4, 2), (16, 4), (256, 8)])
    func headerNamesGrayAtTheDepth(levels: Int, depth: Int) throws {
        let image = LevelImage(width: 800, height: 480, levels: levels, level: 0)
        let png = GrayPNGEncoder.encode(image)
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        #expect(String(decoding: png[12..<16], as: UTF8.self) == "IHDR")
        let ihdr = header(png)
        #expect(ihdr.width == 800 && ihdr.height == 480)
        #expect(Int(ihdr.depth) == depth)
        #expect(ihdr.colourType == 0)
        // No palette chunk: gray images carry none.
        #expect(png.range(of: Data("PLTE".utf8)) == nil)
        #expect(String(decoding: png.suffix(8).prefix(4), as: UTF8.self) == "IEND")
    }

    /// A 2-bit image's levels are its samples: 0 black, 3 white, four to a byte, high bits first.
    @Test func twoBitLevelsDecodeToEvenGrays() throws {
        var image = LevelImage(width: 5, height: 2, levels: 4, level: 3)
        for x in 0..<4 { image[x, 0] = UInt8(x) }
        let decoded = try PNGDecoding.graySamples(GrayPNGEncoder.encode(image))
        #expect(decoded.width == 5 && decoded.height == 2)
        #expect(Array(decoded.samples.prefix(5)) == [0x00, 0x55, 0xAA, 0xFF, 0xFF])
        #expect(decoded.samples.suffix(5).allSatisfy { $0 == 0xFF })
    }

    @Test func oneBitRoundTrips() throws {
        var image = LevelImage(width: 11, height: 3, levels: 2, level: 1)
        image[3, 1] = 0
        image[10, 2] = 0
        let decoded = try PNGDecoding.graySamples(GrayPNGEncoder.encode(image))
        let expected = image.pixels.map { $0 == 0 ? UInt8(0) : 255 }
        #expect(decoded.samples == expected)
    }
}
