public import Foundation

// The `attributes:` forms of Apple's interpolations (`\(name, privacy: .public, attributes: "…")`)
// and the pointer-data forms (`\(pointer, bytes: count)`). Attributes tag a value for Xcode's
// console; swift-log has no such tags, so the value is written as its form without them.
extension OSLogInterpolation {
    /// Appends a string with console attributes (redacted by default).
    public mutating func appendInterpolation(_ argumentString: @autoclosure @escaping () -> String,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto,
                                             attributes: String) {
        appendInterpolation(argumentString(), align: align, privacy: privacy)
    }

    /// Appends a value's `description` with console attributes (redacted by default).
    @_disfavoredOverload
    public mutating func appendInterpolation<T: CustomStringConvertible>(
        _ value: @autoclosure @escaping () -> T, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto,
        attributes: String
    ) {
        appendInterpolation(value(), align: align, privacy: privacy)
    }

    /// Appends an object's description with console attributes (redacted by default).
    public mutating func appendInterpolation(_ argumentObject: @autoclosure @escaping () -> NSObject,
                                             privacy: OSLogPrivacy = .auto, attributes: String) {
        appendInterpolation(argumentObject(), privacy: privacy)
    }

    /// Appends a fixed-width integer with console attributes (shown by default).
    public mutating func appendInterpolation<T: FixedWidthInteger>(_ number: @autoclosure @escaping () -> T,
                                                                   format: OSLogIntegerFormatting = .decimal,
                                                                   align: OSLogStringAlignment = .none,
                                                                   privacy: OSLogPrivacy = .auto, attributes: String) {
        appendInterpolation(number(), format: format, align: align, privacy: privacy)
    }

    /// Appends a `Double` with console attributes (shown by default).
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> Double,
                                             format: OSLogFloatFormatting = .fixed, align: OSLogStringAlignment = .none,
                                             privacy: OSLogPrivacy = .auto, attributes: String) {
        appendInterpolation(number(), format: format, align: align, privacy: privacy)
    }

    /// Appends a `Float` with console attributes (shown by default).
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> Float,
                                             format: OSLogFloatFormatting = .fixed, align: OSLogStringAlignment = .none,
                                             privacy: OSLogPrivacy = .auto, attributes: String) {
        appendInterpolation(number(), format: format, align: align, privacy: privacy)
    }

    /// Appends `bytes` bytes of memory at `pointer`, in hexadecimal (redacted by default, as data is).
    public mutating func appendInterpolation(_ pointer: @autoclosure @escaping () -> UnsafeRawPointer,
                                             bytes: @autoclosure @escaping () -> Int,
                                             format: OSLogPointerFormat = .none, privacy: OSLogPrivacy = .auto) {
        append(publicByDefault: false, align: .none, privacy: privacy) {
            let buffer = UnsafeRawBufferPointer(start: pointer(), count: max(0, bytes()))
            return buffer.map { byte in byte < 16 ? "0" + String(byte, radix: 16) : String(byte, radix: 16) }.joined()
        }
    }

    /// Appends `bytes` bytes of memory at `pointer` with console attributes.
    public mutating func appendInterpolation(_ pointer: @autoclosure @escaping () -> UnsafeRawPointer,
                                             bytes: @autoclosure @escaping () -> Int,
                                             format: OSLogPointerFormat = .none, privacy: OSLogPrivacy = .auto,
                                             attributes: String) {
        appendInterpolation(pointer(), bytes: bytes(), format: format, privacy: privacy)
    }
}
