import CPangoCairo
import Foundation

/// A reader of the gray PNGs the encoder writes (unfiltered rows), for the tests: chunks are
/// split by hand and the data inflated with libdeflate, a decoder apart from the encoder.
enum PNGDecoding {
    struct Failure: Error {}

    /// Sample values of a gray PNG, row by row, scaled to 0…255.
    static func graySamples(_ png: Data) throws -> (width: Int, height: Int, samples: [UInt8]) {
        var offset = 8
        var width = 0, height = 0, depth = 0
        var compressed = Data()
        while offset + 8 <= png.count {
            let length = png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: png[offset + 4..<offset + 8], as: UTF8.self)
            let body = png[offset + 8..<offset + 8 + length]
            if type == "IHDR" {
                width = body.prefix(4).reduce(0) { $0 << 8 | Int($1) }
                height = body.dropFirst(4).prefix(4).reduce(0) { $0 << 8 | Int($1) }
                depth = Int(body[body.startIndex + 8])
            } else if type == "IDAT" {
                compressed.append(body)
            }
            offset += 12 + length
        }
        let rowBytes = 1 + (width * depth + 7) / 8
        var raw = [UInt8](repeating: 0, count: rowBytes * height)
        let result = compressed.withUnsafeBytes { input in
            raw.withUnsafeMutableBytes { output in
                let decompressor = libdeflate_alloc_decompressor()
                defer { libdeflate_free_decompressor(decompressor) }
                return libdeflate_zlib_decompress(decompressor, input.baseAddress, input.count, output.baseAddress,
                                                  output.count, nil)
            }
        }
        guard result == LIBDEFLATE_SUCCESS else { throw Failure() }
        let maximum = (1 << depth) - 1
        var samples: [UInt8] = []
        for y in 0..<height {
            let row = y * rowBytes
            guard raw[row] == 0 else { throw Failure() }
            for x in 0..<width {
                let bit = x * depth
                let byte = raw[row + 1 + bit / 8]
                let value = (Int(byte) >> (8 - depth - bit % 8)) & maximum
                samples.append(UInt8(value * 255 / maximum))
            }
        }
        return (width, height, samples)
    }
}
