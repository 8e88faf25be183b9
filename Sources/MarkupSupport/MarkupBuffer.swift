import WidgetKitSupport
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

    @inline(__always)
    package mutating func append(_ string: String) {
        var string = string
        string.withUTF8 { bytes.append(contentsOf: $0) }
    }

    @inline(__always)
    package static func += (buffer: inout MarkupBuffer, string: String) {
        buffer.append(string)
    }

    /// A number as ``formatNumber(_:)`` writes it (at most three decimals, no trailing zeros),
    /// without building a string.
    package mutating func appendNumber(_ value: Double) {
        formatNumber(value) { bytes.append($0) }
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
        color.writeCSS { bytes.append($0) }
    }
}
