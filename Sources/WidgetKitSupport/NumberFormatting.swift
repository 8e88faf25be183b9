import Foundation

/// Formats a number for SVG, CSS and JSON output: at most three decimals, no trailing zeros.
public func formatNumber(_ value: Double) -> String {
    // The longest short number is 17 bytes (`-999999999999.999`); up to 15 bytes the string is
    // small, stored inline: no allocation.
    let short = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 17) { buffer -> String? in
        var count = 0
        let written = writeShortNumber(value) { byte in
            buffer[count] = byte
            count += 1
        }
        return written ? String(decoding: UnsafeBufferPointer(rebasing: buffer[..<count]), as: UTF8.self) : nil
    }
    if let short { return short }
    let rounded = (value * 1000).rounded() / 1000
    if rounded == rounded.rounded() && abs(rounded) < 1e15 {
        return String(Int(rounded))
    }
    var text = String(format: "%.3f", rounded)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text
}

/// Writes `value` as ``formatNumber(_:)`` formats it, one byte at a time, without building a
/// string (below 1e12, which is every coordinate; larger values go through `formatNumber`).
///
/// ```swift
/// var bytes: [UInt8] = []
/// formatNumber(-2.25) { bytes.append($0) }   // "-2.25"
/// ```
@inlinable
public func formatNumber(_ value: Double, write: (UInt8) -> Void) {
    guard writeShortNumber(value, write) else {
        for byte in formatNumber(value).utf8 { write(byte) }
        return
    }
}

/// Writes `value` as ``formatNumber(_:)`` formats it when it rounds to fewer than 1e15
/// thousandths (at most 17 bytes), and returns `true`; writes nothing and returns `false` for
/// larger values.
///
/// The digits come from the integer number of thousandths: below 1e15 the double nearest to
/// `thousandths / 1000` prints with three decimals as exactly that, so this is what `%.3f` and
/// trimming would give, without `String(format:)`. An integer prints as `Int` does, so −0 is
/// `0`; anything else carries the sign of the rounded value.
@inlinable
public func writeShortNumber(_ value: Double, _ write: (UInt8) -> Void) -> Bool {
    guard value.isFinite else {
        write(UInt8(ascii: "0"))
        return true
    }
    let thousandths = (value * 1000).rounded()
    guard abs(thousandths) < 1e15 else { return false }
    let magnitude = Int(abs(thousandths))
    if thousandths < 0 && magnitude > 0 { write(UInt8(ascii: "-")) }
    writeDecimalDigits(magnitude / 1000, write)
    var fraction = magnitude % 1000
    guard fraction != 0 else { return true }
    var digits = 3
    while fraction % 10 == 0 {
        fraction /= 10
        digits -= 1
    }
    write(UInt8(ascii: "."))
    var divisor = digits == 3 ? 100 : (digits == 2 ? 10 : 1)
    while divisor > 0 {
        write(UInt8(truncatingIfNeeded: (fraction / divisor) % 10) &+ 48)
        divisor /= 10
    }
    return true
}

/// Writes the decimal digits of a non-negative integer, most significant first.
@inlinable
public func writeDecimalDigits(_ value: Int, _ write: (UInt8) -> Void) {
    var divisor = 1
    while divisor <= value / 10 { divisor *= 10 }
    while divisor > 0 {
        write(UInt8(truncatingIfNeeded: (value / divisor) % 10) &+ 48)
        divisor /= 10
    }
}
