package import Foundation

/// Reads Apple's `.strings` files in the three forms Foundation reads (a strings file is a
/// property list whose top level is a dictionary of strings):
///
/// - the old-style text form, `"key" = "value";` pairs with `/* */` and `//` comments (also
///   inside `{ }`, a whole old-style dictionary);
/// - an XML property list (`<?xml …?><plist><dict><key>…</key><string>…</string>…`);
/// - a binary property list (`bplist00…`, what Xcode's build writes into apps).
///
/// Text forms may be UTF-8 or UTF-16, with or without a byte order mark (Xcode writes both).
/// Entries whose value is not a string (a plural rule dictionary belongs in a `.stringsdict`)
/// are left out.
package enum StringsFileParser {
    package enum ParseError: Error, CustomStringConvertible {
        case unreadableEncoding
        case unexpected(character: Character, line: Int)
        case unterminatedString(line: Int)
        /// An XML or binary property list that Foundation cannot read, with its reason.
        case invalidPropertyList(String)
        /// A property list whose top level is not a dictionary.
        case notADictionary

        package var description: String {
            switch self {
            case .unreadableEncoding: return "the file is neither UTF-8 nor UTF-16"
            case .unexpected(let c, let line): return "unexpected '\(c)' on line \(line)"
            case .unterminatedString(let line): return "unterminated string starting on line \(line)"
            case .invalidPropertyList(let reason): return "not a valid property list: \(reason)"
            case .notADictionary: return "the property list's top level is not a dictionary of strings"
            }
        }
    }

    /// The key-value pairs of a `.strings` file in any of its forms.
    package static func parse(_ data: Data) throws -> [String: String] {
        if data.starts(with: Array("bplist".utf8)) {
            return try parsePropertyList(data)
        }
        let text = try decode(data)
        let start = text.unicodeScalars.first { !CharacterSet.whitespacesAndNewlines.contains($0) && $0 != "\u{FEFF}" }
        if start == "<" {
            return try parsePropertyList(utf8XML(text))
        }
        if start == "{" {
            return try parsePropertyList(Data(text.utf8))
        }
        return try parse(text)
    }

    /// The pairs of a property list: its string values, by key.
    private static func parsePropertyList(_ data: Data) throws -> [String: String] {
        let plist: Any
        do {
            plist = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            let reason = (error as NSError).userInfo["NSDebugDescription"] as? String ?? "\(error)"
            throw ParseError.invalidPropertyList(reason)
        }
        guard let dictionary = plist as? [String: Any] else { throw ParseError.notADictionary }
        return dictionary.compactMapValues { $0 as? String }
    }

    /// XML text as UTF-8 data, its declaration saying so (the file may have been UTF-16).
    private static func utf8XML(_ text: String) -> Data {
        var body = Substring(text).drop { $0 == "\u{FEFF}" || $0.isWhitespace }
        if body.hasPrefix("<?xml"), let end = body.range(of: "?>") {
            body = body[end.upperBound...]
            return Data(("<?xml version=\"1.0\" encoding=\"UTF-8\"?>" + body).utf8)
        }
        return Data(body.utf8)
    }

    static func decode(_ data: Data) throws -> String {
        if data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF]) {
            guard let text = String(data: data, encoding: .utf16) else { throw ParseError.unreadableEncoding }
            return text
        }
        // UTF-16 without a byte order mark: text starts with an ASCII character, so one of its
        // first two bytes is zero (valid UTF-8 too, which would keep the zeros).
        if data.count >= 2, data.count % 2 == 0 {
            let first = data[data.startIndex], second = data[data.startIndex + 1]
            if first == 0, second != 0, let text = String(data: data, encoding: .utf16BigEndian) { return text }
            if second == 0, first != 0, let text = String(data: data, encoding: .utf16LittleEndian) { return text }
        }
        if let text = String(data: data, encoding: .utf8) { return text }
        guard let text = String(data: data, encoding: .utf16) else { throw ParseError.unreadableEncoding }
        return text
    }

    package static func parse(_ text: String) throws -> [String: String] {
        var result: [String: String] = [:]
        let characters = Array(text.unicodeScalars)
        var index = 0
        var line = 1

        func skipTrivia() {
            while index < characters.count {
                let c = characters[index]
                if c == "\n" { line += 1; index += 1 }
                else if c == " " || c == "\t" || c == "\r" || c == "\u{FEFF}" { index += 1 }
                else if c == "/" && index + 1 < characters.count && characters[index + 1] == "*" {
                    index += 2
                    while index + 1 < characters.count && !(characters[index] == "*" && characters[index + 1] == "/") {
                        if characters[index] == "\n" { line += 1 }
                        index += 1
                    }
                    index += 2
                } else if c == "/" && index + 1 < characters.count && characters[index + 1] == "/" {
                    while index < characters.count && characters[index] != "\n" { index += 1 }
                } else { break }
            }
        }

        func readToken() throws -> String {
            guard index < characters.count else { throw ParseError.unterminatedString(line: line) }
            if characters[index] != "\"" {
                // Unquoted keys of letters, digits and _.-
                var token = ""
                while index < characters.count,
                      CharacterSet.alphanumerics.contains(characters[index]) || "_.-".unicodeScalars.contains(characters[index]) {
                    token.unicodeScalars.append(characters[index])
                    index += 1
                }
                if token.isEmpty { throw ParseError.unexpected(character: Character(characters[index]), line: line) }
                return token
            }
            let start = line
            index += 1
            var value = ""
            while index < characters.count {
                let c = characters[index]
                if c == "\"" {
                    index += 1
                    return value
                }
                if c == "\\" && index + 1 < characters.count {
                    let next = characters[index + 1]
                    index += 2
                    switch next {
                    case "n": value += "\n"
                    case "t": value += "\t"
                    case "r": value += "\r"
                    case "\"": value += "\""
                    case "\\": value += "\\"
                    case "U", "u":
                        var hex = ""
                        while hex.count < 4, index < characters.count, characters[index].properties.isASCIIHexDigit {
                            hex.unicodeScalars.append(characters[index])
                            index += 1
                        }
                        if let code = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(code) { value.unicodeScalars.append(scalar) }
                    default: value.unicodeScalars.append(next)
                    }
                    continue
                }
                if c == "\n" { line += 1 }
                value.unicodeScalars.append(c)
                index += 1
            }
            throw ParseError.unterminatedString(line: start)
        }

        while true {
            skipTrivia()
            guard index < characters.count else { break }
            let key = try readToken()
            skipTrivia()
            guard index < characters.count, characters[index] == "=" else {
                if index < characters.count, characters[index] == ";" {
                    // `"key";` means key = key.
                    result[key] = key
                    index += 1
                    continue
                }
                throw ParseError.unexpected(character: index < characters.count ? Character(characters[index]) : " ", line: line)
            }
            index += 1
            skipTrivia()
            let value = try readToken()
            skipTrivia()
            guard index < characters.count, characters[index] == ";" else {
                throw ParseError.unexpected(character: index < characters.count ? Character(characters[index]) : " ", line: line)
            }
            index += 1
            result[key] = value
        }
        return result
    }
}
