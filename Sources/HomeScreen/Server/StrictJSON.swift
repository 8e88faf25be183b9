import Foundation

/// A JSON text read strictly (RFC 8259), for request bodies: an object with a key twice is
/// refused (which of the two would the checks trust?), numbers are kept as they were written so
/// the decoder can refuse `1.5`, `1e3` or `1e-999999` where an integer is expected
/// (``StrictJSONDecoder``), strings must be valid UTF-8, nesting is at most 64 levels deep, and
/// nothing but white space may follow the value.
enum StrictJSON: Equatable {
    case null
    case bool(Bool)
    /// The number's literal text, as the body wrote it (`-12`, `1.5e3`).
    case number(String)
    case string(String)
    case array([StrictJSON])
    case object([String: StrictJSON])

    /// Why a text is not JSON this server accepts, with the byte offset where it went wrong.
    struct SyntaxError: Error, CustomStringConvertible {
        var reason: String
        var offset: Int
        var description: String { "\(reason) (at byte \(offset))" }
    }

    /// How deeply arrays and objects may nest.
    static let maximumDepth = 64

    /// Parses `data`, or throws ``SyntaxError``.
    static func parse(_ data: Data) throws -> StrictJSON {
        var parser = Parser(bytes: Array(data))
        parser.skipWhiteSpace()
        let value = try parser.value(depth: 0)
        parser.skipWhiteSpace()
        guard parser.index == parser.bytes.count else { throw parser.error("text after the JSON value") }
        return value
    }

    private struct Parser {
        let bytes: [UInt8]
        var index = 0

        init(bytes: [UInt8]) {
            self.bytes = bytes
        }

        func error(_ reason: String) -> SyntaxError { SyntaxError(reason: reason, offset: index) }

        var current: UInt8? { index < bytes.count ? bytes[index] : nil }

        mutating func skipWhiteSpace() {
            while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { index += 1 }
        }

        mutating func expect(_ word: String) throws {
            for byte in word.utf8 {
                guard current == byte else { throw error("expected '\(word)'") }
                index += 1
            }
        }

        mutating func value(depth: Int) throws -> StrictJSON {
            guard depth < StrictJSON.maximumDepth else { throw error("nested deeper than \(StrictJSON.maximumDepth) levels") }
            guard let byte = current else { throw error("the text ends where a value should be") }
            switch byte {
            case UInt8(ascii: "{"): return try object(depth: depth)
            case UInt8(ascii: "["): return try array(depth: depth)
            case UInt8(ascii: "\""): return .string(try string())
            case UInt8(ascii: "t"): try expect("true"); return .bool(true)
            case UInt8(ascii: "f"): try expect("false"); return .bool(false)
            case UInt8(ascii: "n"): try expect("null"); return .null
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
            default: throw error("unexpected character where a value should be")
            }
        }

        mutating func object(depth: Int) throws -> StrictJSON {
            index += 1
            var members: [String: StrictJSON] = [:]
            skipWhiteSpace()
            if current == UInt8(ascii: "}") {
                index += 1
                return .object(members)
            }
            while true {
                skipWhiteSpace()
                guard current == UInt8(ascii: "\"") else { throw error("expected a key in quotes") }
                let keyOffset = index
                let key = try string()
                guard members[key] == nil else {
                    throw SyntaxError(reason: "the key '\(key.prefix(100))' appears twice in one object", offset: keyOffset)
                }
                skipWhiteSpace()
                guard current == UInt8(ascii: ":") else { throw error("expected ':' after a key") }
                index += 1
                skipWhiteSpace()
                members[key] = try value(depth: depth + 1)
                skipWhiteSpace()
                switch current {
                case UInt8(ascii: ","): index += 1
                case UInt8(ascii: "}"): index += 1; return .object(members)
                default: throw error("expected ',' or '}' in an object")
                }
            }
        }

        mutating func array(depth: Int) throws -> StrictJSON {
            index += 1
            var elements: [StrictJSON] = []
            skipWhiteSpace()
            if current == UInt8(ascii: "]") {
                index += 1
                return .array(elements)
            }
            while true {
                skipWhiteSpace()
                elements.append(try value(depth: depth + 1))
                skipWhiteSpace()
                switch current {
                case UInt8(ascii: ","): index += 1
                case UInt8(ascii: "]"): index += 1; return .array(elements)
                default: throw error("expected ',' or ']' in an array")
                }
            }
        }

        /// `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`, as written.
        mutating func number() throws -> String {
            let start = index
            func digits() -> Int {
                let first = index
                while let byte = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { index += 1 }
                return index - first
            }
            if current == UInt8(ascii: "-") { index += 1 }
            if current == UInt8(ascii: "0") {
                index += 1
            } else if digits() == 0 {
                throw error("a number needs digits")
            }
            if current == UInt8(ascii: ".") {
                index += 1
                guard digits() > 0 else { throw error("a number needs digits after its '.'") }
            }
            if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
                index += 1
                if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
                guard digits() > 0 else { throw error("a number needs digits in its exponent") }
            }
            return String(decoding: bytes[start..<index], as: UTF8.self)
        }

        mutating func string() throws -> String {
            index += 1
            var scalars = String.UnicodeScalarView()
            var run: [UInt8] = []
            func flush() throws {
                guard !run.isEmpty else { return }
                guard let text = String(validating: run, as: UTF8.self) else { throw error("a string that is not valid UTF-8") }
                scalars.append(contentsOf: text.unicodeScalars)
                run.removeAll(keepingCapacity: true)
            }
            while true {
                guard let byte = current else { throw error("a string that never ends") }
                switch byte {
                case UInt8(ascii: "\""):
                    index += 1
                    try flush()
                    return String(scalars)
                case UInt8(ascii: "\\"):
                    try flush()
                    index += 1
                    scalars.append(try escape())
                case 0..<0x20:
                    throw error("a control character in a string (escape it)")
                default:
                    run.append(byte)
                    index += 1
                }
            }
        }

        mutating func escape() throws -> Unicode.Scalar {
            guard let byte = current else { throw error("a string that never ends") }
            index += 1
            switch byte {
            case UInt8(ascii: "\""): return "\""
            case UInt8(ascii: "\\"): return "\\"
            case UInt8(ascii: "/"): return "/"
            case UInt8(ascii: "b"): return "\u{08}"
            case UInt8(ascii: "f"): return "\u{0C}"
            case UInt8(ascii: "n"): return "\n"
            case UInt8(ascii: "r"): return "\r"
            case UInt8(ascii: "t"): return "\t"
            case UInt8(ascii: "u"):
                let unit = try hexUnit()
                if (0xD800...0xDBFF).contains(unit) {
                    guard current == UInt8(ascii: "\\") else { throw error("a lone surrogate in a \\u escape") }
                    index += 1
                    guard current == UInt8(ascii: "u") else { throw error("a lone surrogate in a \\u escape") }
                    index += 1
                    let low = try hexUnit()
                    guard (0xDC00...0xDFFF).contains(low),
                          let scalar = Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))
                    else { throw error("a lone surrogate in a \\u escape") }
                    return scalar
                }
                guard let scalar = Unicode.Scalar(unit) else { throw error("a lone surrogate in a \\u escape") }
                return scalar
            default:
                throw error("an unknown escape in a string")
            }
        }

        mutating func hexUnit() throws -> UInt32 {
            guard index + 4 <= bytes.count,
                  bytes[index..<index + 4].allSatisfy({ Character(Unicode.Scalar($0)).isHexDigit }),
                  let unit = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
            else { throw error("a \\u escape needs four hex digits") }
            index += 4
            return unit
        }
    }
}
