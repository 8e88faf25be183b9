import DisplayImaging
import Foundation
import Testing

/// The BMP as TRMNL's firmware parses it (`parseBMPHeader` in lib/trmnl/src/bmp.cpp): the
/// fields it reads, at the offsets it reads them, and the size its setup download checks.
@Suite struct BMPEncoderTests {
    private func uint32(_ data: Data, _ offset: Int) -> UInt32 {
        data[offset..<offset + 4].enumerated().reduce(0) { $0 | UInt32($1.element) << (8 * UInt32($1.offset)) }
    }

    private func uint16(_ data: Data, _ offset: Int) -> UInt16 {
        UInt16(data[offset]) | UInt16(data[offset + 1]) << 8
    }

    @Test func headerIsWhatTheFirmwareChecks() {
        var image = LevelImage(width: 800, height: 480, levels: 2, level: 1)
        image[0, 0] = 0
        let bmp = BMPEncoder.encode(image)
        #expect(bmp.count == 48_062)
        #expect(bmp[0] == UInt8(ascii: "B") && bmp[1] == UInt8(ascii: "M"))
        #expect(uint32(bmp, 2) == 48_062)
        #expect(uint32(bmp, 10) == 62)
        #expect(uint32(bmp, 18) == 800)
        #expect(uint32(bmp, 22) == 480)
        #expect(uint16(bmp, 26) == 1)
        #expect(uint16(bmp, 28) == 1)
        #expect(uint32(bmp, 30) == 0)
        #expect(uint32(bmp, 34) == 48_000)
        #expect(uint32(bmp, 46) == 2)
        // The colour table the firmware calls standard: black first, then white.
        #expect(Array(bmp[54..<62]) == [0, 0, 0, 0, 255, 255, 255, 0])
    }

    @Test func rowsRunBottomUpWithWhiteAsOne() {
        var image = LevelImage(width: 800, height: 480, levels: 2, level: 1)
        image[0, 0] = 0          // top left black
        image[799, 479] = 0      // bottom right black
        let bmp = BMPEncoder.encode(image)
        let rowBytes = 100
        // The first stored row is the bottom one: its last bit is black (0), the rest white.
        #expect(bmp[62 + rowBytes - 1] == 0xFE)
        #expect(bmp[62] == 0xFF)
        // The last stored row is the top one: its first bit is black.
        let top = 62 + 479 * rowBytes
        #expect(bmp[top] == 0x7F)
        #expect(bmp[top + 1] == 0xFF)
    }

    @Test func rowsArePaddedToFourBytes() {
        let image = LevelImage(width: 33, height: 2, levels: 2, level: 1)
        let bmp = BMPEncoder.encode(image)
        // 33 bits need 5 bytes, padded to 8.
        #expect(bmp.count == 62 + 8 * 2)
        #expect(uint32(bmp, 34) == 16)
    }
}
