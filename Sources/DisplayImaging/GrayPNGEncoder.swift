import CPangoCairo
public import Foundation

/// Writes grayscale PNG files of 1, 2, 4 or 8 bits per pixel (colour type 0, no palette).
///
/// Sample value 0 is black and the largest value white, as PNG defines gray; a ``LevelImage``'s
/// level `k` of `n` is written as `k × (2^depth − 1) / (n − 1)`. TRMNL's firmware draws 1- and
/// 2-bit gray PNGs directly (it reduces palette and 8-bit images itself), so these are what the
/// 1- and 2-bit models get. Rows are unfiltered and compressed with libdeflate at `level` (12,
/// the strongest, by default: devices with 90 KB for an image need it, and it costs about a
/// millisecond at this size).
///
/// ```swift
/// let png = GrayPNGEncoder.encode(levels)              // depth from levels.bitDepth
/// let eightBit = GrayPNGEncoder.encode(levels, bitDepth: 8)
/// ```
public enum GrayPNGEncoder {
    /// The PNG of `image` at `bitDepth` bits per pixel (by default the fewest that hold its levels).
    public static func encode(_ image: LevelImage, bitDepth: Int? = nil, compressionLevel: Int32 = 12) -> Data {
        let depth = bitDepth ?? image.bitDepth
        precondition([1, 2, 4, 8].contains(depth) && (1 << depth) >= image.levels,
                     "GrayPNGEncoder: \(image.levels) levels do not fit \(depth) bits")
        let maximum = (1 << depth) - 1
        let scale = image.levels > 1 ? Double(maximum) / Double(image.levels - 1) : 0
        let samples = (0..<image.levels).map { UInt8((Double($0) * scale).rounded()) }
        let rowBytes = 1 + (image.width * depth + 7) / 8
        var raw = [UInt8](repeating: 0, count: rowBytes * image.height)
        let perByte = 8 / depth
        image.pixels.withUnsafeBufferPointer { pixels in
            raw.withUnsafeMutableBufferPointer { raw in
                for y in 0..<image.height {
                    let row = y * rowBytes + 1
                    let source = y * image.width
                    for x in 0..<image.width {
                        let sample = samples[Int(pixels[source + x])]
                        let shift = (perByte - 1 - x % perByte) * depth
                        raw[row + x / perByte] |= sample << UInt8(shift)
                    }
                }
            }
        }
        guard let compressor = libdeflate_alloc_compressor(compressionLevel) else {
            fatalError("libdeflate: cannot allocate a compressor")
        }
        defer { libdeflate_free_compressor(compressor) }
        let bound = libdeflate_zlib_compress_bound(compressor, raw.count)
        var compressed = [UInt8](repeating: 0, count: bound)
        let size = compressed.withUnsafeMutableBytes { out in
            raw.withUnsafeBytes { input in
                libdeflate_zlib_compress(compressor, input.baseAddress, input.count, out.baseAddress, bound)
            }
        }
        precondition(size > 0, "libdeflate: output larger than its own bound")

        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        var header = bigEndian(UInt32(image.width)) + bigEndian(UInt32(image.height))
        // Bit depth, colour type 0 (gray), deflate, filter method 0, no interlace.
        header += [UInt8(depth), 0, 0, 0, 0]
        appendChunk("IHDR", header, to: &png)
        appendChunk("IDAT", Array(compressed[0..<size]), to: &png)
        appendChunk("IEND", [], to: &png)
        return png
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }

    private static func appendChunk(_ type: String, _ data: [UInt8], to png: inout Data) {
        let typeBytes = Array(type.utf8)
        png.append(contentsOf: bigEndian(UInt32(data.count)))
        png.append(contentsOf: typeBytes)
        png.append(contentsOf: data)
        var crc = typeBytes.withUnsafeBytes { libdeflate_crc32(0, $0.baseAddress, $0.count) }
        if !data.isEmpty { crc = data.withUnsafeBytes { libdeflate_crc32(crc, $0.baseAddress, $0.count) } }
        png.append(contentsOf: bigEndian(crc))
    }
}
