import Foundation

/// `String(format:)` for one floating-point value, used by the float formats and `os_log`'s `%f`.
func cFormat(_ spec: String, _ value: Double) -> String {
    String(format: spec, value)
}

/// A stable hash of a value for `.private(mask: .hash)`: FNV-1a over its UTF-8, base64-encoded.
func maskHash(_ text: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
        hash ^= UInt64(byte)
        hash = hash &* 0x0000_0100_0000_01b3
    }
    let bytes = withUnsafeBytes(of: hash.bigEndian) { Array($0) }
    return Data(bytes).base64EncodedString()
}
