public import Foundation

/// Writes 1-bit BMP files as TRMNL's firmware reads them.
///
/// The layout is the classic Windows bitmap: a 14-byte file header (`BM`, file size, the pixel
/// offset 62), a 40-byte `BITMAPINFOHEADER` (width, a positive height, so rows run bottom-up,
/// one plane, 1 bit per pixel, no compression, the pixel data's size, 2 colours), a 2-entry
/// colour table (black `00 00 00 00`, then white `FF FF FF 00`: the order the firmware calls
/// standard, bit 1 is white), then the rows, each padded to 4 bytes. An 800 × 480 picture is
/// 62 + 48,000 = 48,062 bytes, the size the firmware checks.
///
/// ```swift
/// let bmp = BMPEncoder.encode(levels)   // levels.levels == 2
/// ```
public enum BMPEncoder {
    /// Bytes before the pixels: file header, info header, two colour table entries.
    public static let pixelOffset = 62

    /// The BMP of a 2-level picture (level 0 black, 1 white).
    public static func encode(_ image: LevelImage) -> Data {
        precondition(image.levels == 2, "BMPEncoder: a 1-bit BMP needs 2 levels, not \(image.levels)")
        let rowBytes = ((image.width + 31) / 32) * 4
        let pixelBytes = rowBytes * image.height
        var data = Data(count: pixelOffset + pixelBytes)
        data.withUnsafeMutableBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            func put16(_ value: Int, at offset: Int) {
                bytes[offset] = UInt8(value & 0xFF)
                bytes[offset + 1] = UInt8((value >> 8) & 0xFF)
            }
            func put32(_ value: Int, at offset: Int) {
                for i in 0..<4 { bytes[offset + i] = UInt8((value >> (8 * i)) & 0xFF) }
            }
            bytes[0] = UInt8(ascii: "B")
            bytes[1] = UInt8(ascii: "M")
            put32(pixelOffset + pixelBytes, at: 2)
            put32(pixelOffset, at: 10)
            put32(40, at: 14)
            put32(image.width, at: 18)
            put32(image.height, at: 22)
            put16(1, at: 26)
            put16(1, at: 28)
            put32(0, at: 30)
            put32(pixelBytes, at: 34)
            // 2835 pixels per metre is 72 dpi, what most writers put here.
            put32(2835, at: 38)
            put32(2835, at: 42)
            put32(2, at: 46)
            put32(2, at: 50)
            // Colour table: index 0 black, index 1 white, each blue, green, red, reserved.
            for i in 58..<61 { bytes[i] = 0xFF }
            image.pixels.withUnsafeBufferPointer { pixels in
                for y in 0..<image.height {
                    let row = pixelOffset + (image.height - 1 - y) * rowBytes
                    let source = y * image.width
                    var x = 0
                    while x < image.width {
                        var byte: UInt8 = 0
                        for bit in 0..<8 where x + bit < image.width && pixels[source + x + bit] != 0 {
                            byte |= 0x80 >> UInt8(bit)
                        }
                        bytes[row + x / 8] = byte
                        x += 8
                    }
                }
            }
        }
        return data
    }
}
