package import DisplayList

/// A growing UTF-8 buffer for writing markup: strings are appended as bytes, numbers digit by
/// digit, and the text becomes one `String` at the end (``string``).
///
/// Appending many short pieces to a `String` costs a capacity and ASCII-flag update per piece;
/// here it is a `memcpy`, which is most of what makes the HTML renderer fast.
///
/// ```swift
/// var out = MarkupBuffer(capacity: 4096)
/// out += "left:"
/// out.appendPx(12.5)          // "12.5px", as formatNumber(12.5) + "px"
/// let css = out.string
/// ```
package struct MarkupBuffer {
    package private(set) var bytes: [UInt8] = []

    package init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    /// The text written so far.
    package var string: String { String(decoding: bytes, as: UTF8.self) }

    package var isEmpty: Bool { bytes.isEmpty }

    @inline(__always)
    package mutating func append(_ string: String) {
        var string = string
        string.withUTF8 { bytes.append(contentsOf: $0) }
    }

    @inline(__always)
    package static func += (buffer: inout MarkupBuffer, string: String) {
        buffer.append(string)
    }

    /// Appends another buffer's bytes.
    package mutating func append(_ other: MarkupBuffer) {
        bytes.append(contentsOf: other.bytes)
    }

    /// A number as ``formatNumber(_:)`` writes it (at most three decimals, no trailing zeros),
    /// without building a string.
    package mutating func appendNumber(_ value: Double) {
        guard value.isFinite else {
            bytes.append(UInt8(ascii: "0"))
            return
        }
        let thousandths = (value * 1000).rounded()
        guard abs(thousandths) < 1e15 else {
            append(formatNumber(value))
            return
        }
        let magnitude = Int(abs(thousandths))
        let whole = magnitude / 1000
        var fraction = magnitude % 1000
        // formatNumber: integers print as Int (so -0 is "0"); otherwise the sign of the rounded value.
        if thousandths < 0 && (whole > 0 || fraction > 0) { bytes.append(UInt8(ascii: "-")) }
        appendDigits(whole)
        guard fraction != 0 else { return }
        var digits = 3
        while fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        bytes.append(UInt8(ascii: "."))
        var divisor = digits == 3 ? 100 : (digits == 2 ? 10 : 1)
        while divisor > 0 {
            bytes.append(UInt8(truncatingIfNeeded: (fraction / divisor) % 10) &+ 48)
            divisor /= 10
        }
    }

    /// `12.5px`.
    @inline(__always)
    package mutating func appendPx(_ value: Double) {
        appendNumber(value)
        bytes.append(UInt8(ascii: "p"))
        bytes.append(UInt8(ascii: "x"))
    }

    /// A color as ``RGBAColor/cssString`` writes it: `#rrggbb` when opaque, else `rgba(r,g,b,a)`.
    package mutating func appendColor(_ color: RGBAColor) {
        func byte(_ v: Double) -> Int { Int((min(max(v, 0), 1) * 255).rounded()) }
        if color.alpha >= 1 {
            let value = (byte(color.red) << 16) | (byte(color.green) << 8) | byte(color.blue)
            bytes.append(UInt8(ascii: "#"))
            var shift = 20
            while shift >= 0 {
                let digit = (value >> shift) & 0xF
                bytes.append(UInt8(truncatingIfNeeded: digit < 10 ? 48 + digit : 87 + digit))
                shift -= 4
            }
            return
        }
        append("rgba(")
        appendDigits(byte(color.red))
        bytes.append(UInt8(ascii: ","))
        appendDigits(byte(color.green))
        bytes.append(UInt8(ascii: ","))
        appendDigits(byte(color.blue))
        bytes.append(UInt8(ascii: ","))
        appendNumber(color.alpha)
        bytes.append(UInt8(ascii: ")"))
    }

    private mutating func appendDigits(_ value: Int) {
        if value < 10 {
            bytes.append(UInt8(truncatingIfNeeded: value) &+ 48)
            return
        }
        var divisor = 1
        while divisor <= value / 10 { divisor *= 10 }
        while divisor > 0 {
            bytes.append(UInt8(truncatingIfNeeded: (value / divisor) % 10) &+ 48)
            divisor /= 10
        }
    }
}
