import WidgetKitSupport
import CPangoCairo
import Foundation
import TextEngine

/// Encodes a cairo ARGB32 image surface as PNG, into memory.
///
/// The pixels are compressed with libdeflate at level 1 without row filters: on a widget, zlib
/// at the same level spent four fifths of a render compressing (and libpng's default settings
/// twice that). The PNG container around the compressed data is three chunks (`IHDR`, `IDAT`,
/// `IEND`), written here with libdeflate's CRC-32. Fully opaque images are written as RGB,
/// others as RGBA with Cairo's premultiplied alpha undone.
enum PNGEncoder {
    static func encode(_ surface: OpaquePointer) -> Data {
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard width > 0, height > 0, let pixels = cairo_image_surface_get_data(surface) else { return Data() }
        let rows = UnsafeRawPointer(pixels)
        let opaque = isOpaque(rows, width: width, height: height, stride: stride)
        let channels = opaque ? 3 : 4

        // The image data PNG compresses: each row is a filter byte (0: none) and its pixels.
        let rowLength = 1 + width * channels
        let scratch = EncoderScratch.current
        let raw = scratch.rows.reserve(rowLength * height)
        for y in 0..<height {
            let row = (rows + y * stride).assumingMemoryBound(to: UInt32.self)
            let out = raw + y * rowLength
            out[0] = 0
            if opaque {
                writeRGB(row, width: width, into: out + 1)
            } else {
                writeRGBA(row, width: width, into: out + 1)
            }
        }

        let compressor = scratch.compressor
        let bound = libdeflate_zlib_compress_bound(compressor, rowLength * height)
        let compressed = scratch.compressed.reserve(bound)
        let size = libdeflate_zlib_compress(compressor, raw, rowLength * height, compressed, bound)
        // The bound is libdeflate's worst case for this input, so compression cannot run out of room.
        precondition(size > 0, "libdeflate: output larger than its own bound")

        var png = Data(capacity: 8 + 25 + 12 + size + 12)
        png.append(contentsOf: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        // Width, height, bit depth 8, colour type 2 (RGB) or 6 (RGBA), compression method 0
        // (deflate), filter method 0, no interlace.
        var header = bigEndian(UInt32(width)) + bigEndian(UInt32(height))
        header += [8, opaque ? 2 : 6, 0, 0, 0]
        header.withUnsafeBytes { appendChunk("IHDR", $0, to: &png) }
        appendChunk("IDAT", UnsafeRawBufferPointer(start: compressed, count: size), to: &png)
        appendChunk("IEND", UnsafeRawBufferPointer(start: nil, count: 0), to: &png)
        return png
    }

    /// Whether every pixel has full alpha.
    private static func isOpaque(_ rows: UnsafeRawPointer, width: Int, height: Int, stride: Int) -> Bool {
        for y in 0..<height {
            let row = (rows + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width where row[x] >> 24 != 0xFF { return false }
        }
        return true
    }

    private static func writeRGB(_ row: UnsafePointer<UInt32>, width: Int, into out: UnsafeMutablePointer<UInt8>) {
        for x in 0..<width {
            let pixel = row[x]
            out[3 * x] = UInt8(truncatingIfNeeded: pixel >> 16)
            out[3 * x + 1] = UInt8(truncatingIfNeeded: pixel >> 8)
            out[3 * x + 2] = UInt8(truncatingIfNeeded: pixel)
        }
    }

    /// Cairo stores premultiplied alpha; PNG stores straight alpha.
    private static func writeRGBA(_ row: UnsafePointer<UInt32>, width: Int, into out: UnsafeMutablePointer<UInt8>) {
        let bytes = UnsafeMutableRawPointer(out)
        for x in 0..<width {
            let pixel = row[x]
            let alpha = pixel >> 24
            if alpha == 0xFF || alpha == 0 {
                // Cairo's 0xAARRGGBB as the bytes R, G, B, A: swap red and blue, store once.
                let swapped = (pixel & 0xFF00_FF00) | ((pixel >> 16) & 0xFF) | ((pixel & 0xFF) << 16)
                bytes.storeBytes(of: swapped.littleEndian, toByteOffset: 4 * x, as: UInt32.self)
                continue
            }
            let red = min(255, (((pixel >> 16) & 0xFF) * 255 + alpha / 2) / alpha)
            let green = min(255, (((pixel >> 8) & 0xFF) * 255 + alpha / 2) / alpha)
            let blue = min(255, ((pixel & 0xFF) * 255 + alpha / 2) / alpha)
            out[4 * x] = UInt8(red)
            out[4 * x + 1] = UInt8(green)
            out[4 * x + 2] = UInt8(blue)
            out[4 * x + 3] = UInt8(alpha)
        }
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }

    /// Appends a chunk: length, type, data and the CRC-32 of type and data.
    private static func appendChunk(_ type: StaticString, _ data: UnsafeRawBufferPointer, to png: inout Data) {
        let typeBytes = UnsafeRawBufferPointer(start: type.utf8Start, count: type.utf8CodeUnitCount)
        png.append(contentsOf: bigEndian(UInt32(data.count)))
        png.append(contentsOf: typeBytes)
        png.append(contentsOf: data)
        var crc = libdeflate_crc32(0, typeBytes.baseAddress, typeBytes.count)
        // libdeflate_crc32 with no buffer returns the initial value, not `crc`: skip empty data.
        if !data.isEmpty { crc = libdeflate_crc32(crc, data.baseAddress, data.count) }
        png.append(contentsOf: bigEndian(crc))
    }
}

/// A thread's compressor and buffers, kept between encodes: a compressor's tables and a
/// megabyte of rows cost page faults every time when allocated afresh.
private final class EncoderScratch {
    let compressor: OpaquePointer
    /// The filtered rows handed to the compressor.
    var rows = ByteBuffer()
    /// The compressor's output.
    var compressed = ByteBuffer()

    private init() {
        guard let compressor = libdeflate_alloc_compressor(1) else { fatalError("libdeflate: cannot allocate a compressor") }
        self.compressor = compressor
    }

    deinit {
        libdeflate_free_compressor(compressor)
        rows.deallocate()
        compressed.deallocate()
    }

    /// Uninitialized bytes that only grow, reused from one encode to the next.
    struct ByteBuffer {
        private var start: UnsafeMutablePointer<UInt8>?
        private var capacity = 0

        /// Room for `count` bytes (their contents are whatever was there).
        mutating func reserve(_ count: Int) -> UnsafeMutablePointer<UInt8> {
            if let start, count <= capacity { return start }
            start?.deallocate()
            let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: count)
            start = grown
            capacity = count
            return grown
        }

        func deallocate() { start?.deallocate() }
    }

    /// The scratch of the calling thread, created on first use and freed when the thread exits.
    static var current: EncoderScratch { scratches.value(orMake: EncoderScratch.init) }

    private static let scratches = PerThread<EncoderScratch>()
}
