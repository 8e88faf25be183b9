package import Foundation

/// The primitives of the binary coding of a display list (``DisplayList/binaryRepresentation()``):
/// bytes appended to a growing buffer, fixed-width numbers little-endian, lengths and integers as
/// LEB128 varints (integers zigzag-encoded first), strings as a length and their UTF-8 bytes.
package struct BinaryWriter {
    /// What has been written.
    package private(set) var bytes: [UInt8]

    /// A writer that appends to `prefix`, with room for `capacity` bytes in all before its
    /// buffer grows.
    package init(prefix: [UInt8] = [], capacity: Int = 4096) {
        bytes = prefix
        bytes.reserveCapacity(capacity)
    }

    /// One byte.
    @inline(__always)
    package mutating func byte(_ value: UInt8) {
        bytes.append(value)
    }

    /// `true` as 1, `false` as 0.
    @inline(__always)
    package mutating func bool(_ value: Bool) {
        bytes.append(value ? 1 : 0)
    }

    /// An unsigned integer as a LEB128 varint: 7 bits a byte, low bits first, the high bit set on
    /// every byte but the last (1 byte below 128, at most 10).
    package mutating func unsigned(_ value: UInt64) {
        var value = value
        while value >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: value) | 0x80)
            value >>= 7
        }
        bytes.append(UInt8(truncatingIfNeeded: value))
    }

    /// A count or length (never negative).
    @inline(__always)
    package mutating func count(_ value: Int) {
        unsigned(UInt64(max(value, 0)))
    }

    /// A signed integer, zigzag-encoded (0, -1, 1, -2 … become 0, 1, 2, 3 …) as a varint.
    package mutating func integer(_ value: Int) {
        let wide = Int64(value)
        unsigned(UInt64(bitPattern: (wide << 1) ^ (wide >> 63)))
    }

    /// The IEEE 754 bits of `value`, 8 bytes little-endian: every value, NaN payloads and the
    /// sign of zero included, comes back bit for bit.
    package mutating func double(_ value: Double) {
        withUnsafeBytes(of: value.bitPattern.littleEndian) { bytes.append(contentsOf: $0) }
    }

    /// A string: its UTF-8 length, then its UTF-8 bytes.
    package mutating func string(_ value: String) {
        var value = value
        value.withUTF8 { utf8 in
            count(utf8.count)
            bytes.append(contentsOf: utf8)
        }
    }

    /// Bytes: their count, then themselves.
    package mutating func data(_ value: Data) {
        count(value.count)
        bytes.append(contentsOf: value)
    }
}

/// Why binary input could not be read: where, and what was wrong there.
package struct BinaryCodingError: Error, CustomStringConvertible, Equatable {
    /// The offset of the byte where reading failed.
    package var offset: Int
    /// What was wrong, in words.
    package var reason: String

    package init(offset: Int, reason: String) {
        self.offset = offset
        self.reason = reason
    }

    package var description: String { "binary display list, byte \(offset): \(reason)" }
}

/// Reads what a ``BinaryWriter`` wrote, from bytes it does not own (valid only inside the
/// `withUnsafeBytes` that lent them). Every read checks the bounds and throws
/// ``BinaryCodingError`` on short or malformed input; no count is trusted before it is checked
/// against the bytes left, so a hostile length never allocates.
package struct BinaryReader {
    private let buffer: UnsafeRawBufferPointer
    /// The offset of the next byte to read.
    package private(set) var offset = 0

    /// A reader of `buffer`, from its start.
    package init(_ buffer: UnsafeRawBufferPointer) {
        self.buffer = buffer
    }

    /// How many bytes are left.
    package var remaining: Int { buffer.count - offset }

    /// An error at the current offset.
    package func failure(_ reason: String) -> BinaryCodingError {
        BinaryCodingError(offset: offset, reason: reason)
    }

    /// Throws unless `count` more bytes are there.
    @inline(__always)
    private func need(_ count: Int, _ what: StaticString) throws(BinaryCodingError) {
        guard count <= remaining else {
            throw failure("the input ends inside \(what) (\(count) bytes needed, \(remaining) left)")
        }
    }

    /// One byte.
    package mutating func byte() throws(BinaryCodingError) -> UInt8 {
        try need(1, "a byte")
        defer { offset += 1 }
        return buffer[offset]
    }

    /// A tag byte below `limit` (an enum case), named `what` in an error.
    package mutating func tag(below limit: UInt8, _ what: StaticString) throws(BinaryCodingError) -> UInt8 {
        let value = try byte()
        guard value < limit else {
            offset -= 1
            throw failure("\(value) is not a \(what) (0..<\(limit))")
        }
        return value
    }

    /// A Boolean: 0 or 1, nothing else.
    package mutating func bool() throws(BinaryCodingError) -> Bool {
        switch try byte() {
        case 0: return false
        case 1: return true
        case let value:
            offset -= 1
            throw failure("\(value) is not a Boolean (0 or 1)")
        }
    }

    /// Whether an optional value follows (a Boolean).
    package mutating func isPresent() throws(BinaryCodingError) -> Bool {
        try bool()
    }

    /// A LEB128 varint of at most 64 bits.
    package mutating func unsigned() throws(BinaryCodingError) -> UInt64 {
        let start = offset
        var result: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            guard offset < buffer.count else {
                offset = start
                throw failure("the input ends inside a number")
            }
            let byte = buffer[offset]
            offset += 1
            let bits = UInt64(byte & 0x7F)
            if shift == 63, bits > 1 {
                offset = start
                throw failure("a number longer than 64 bits")
            }
            result |= bits << shift
            if byte & 0x80 == 0 { return result }
            shift += 7
            guard shift <= 63 else {
                offset = start
                throw failure("a number longer than 64 bits")
            }
        }
    }

    /// A zigzag varint that fits in an `Int`.
    package mutating func integer() throws(BinaryCodingError) -> Int {
        let raw = try unsigned()
        let value = Int64(bitPattern: (raw >> 1) ^ (0 &- (raw & 1)))
        guard let result = Int(exactly: value) else { throw failure("\(value) does not fit in an integer") }
        return result
    }

    /// A count of elements that each take at least `minimumSize` bytes: more than the bytes left
    /// can hold is an error, before anything is allocated for them.
    package mutating func count(elementsOfAtLeast minimumSize: Int, _ what: StaticString) throws(BinaryCodingError) -> Int {
        let start = offset
        let raw = try unsigned()
        guard raw <= UInt64(remaining / max(minimumSize, 1)) else {
            offset = start
            throw failure("\(raw) \(what) claimed, but only \(remaining) bytes are left")
        }
        return Int(raw)
    }

    /// 8 bytes little-endian as the bits of a `Double`.
    package mutating func double() throws(BinaryCodingError) -> Double {
        try need(8, "a number")
        let bits = buffer.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
        offset += 8
        return Double(bitPattern: UInt64(littleEndian: bits))
    }

    /// A string: its UTF-8 length and bytes, which must be valid UTF-8.
    package mutating func string() throws(BinaryCodingError) -> String {
        let count = try count(elementsOfAtLeast: 1, "string bytes")
        let bytes = UnsafeRawBufferPointer(rebasing: buffer[offset..<offset + count])
        guard let string = String(validating: bytes, as: UTF8.self) else {
            throw failure("a string that is not UTF-8")
        }
        offset += count
        return string
    }

    /// Bytes: a count, then that many bytes.
    package mutating func data() throws(BinaryCodingError) -> Data {
        let count = try count(elementsOfAtLeast: 1, "bytes")
        defer { offset += count }
        return Data(UnsafeRawBufferPointer(rebasing: buffer[offset..<offset + count]))
    }

    /// Throws unless every byte was read.
    package func expectEnd() throws(BinaryCodingError) {
        guard remaining == 0 else { throw failure("\(remaining) bytes after the end") }
    }
}
