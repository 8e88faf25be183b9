package import Foundation

/// Reads Apple's `.strings` format: `"key" = "value";` pairs with `/* */` and `//` comments,
/// in UTF-8 or UTF-16 (Xcode writes both).
package enum StringsFileParser {
    package enum ParseError: Error, CustomStringConvertible {
        case unreadableEncoding
        case unexpected(character: Character, line: Int)
        case unterminatedString(line: Int)

        package var description: String {
            switch self {
            case .unreadableEncoding: return "the file is neither UTF-8 nor UTF-16"
            case .unexpected(let c, let line): return "unexpected '\(c)' on line \(line)"
            case .unterminatedString(let line): return "unterminated string starting on line \(line)"
            }
        }
    }

    package static func parse(_ data: Data) throws -> [String: String] {
        try parse(decode(data))
    }

    static func decode(_ data: Data) throws -> String {
        if data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF]) {
            guard let text = String(data: data, encoding: .utf16) else { throw ParseError.unreadableEncoding }
            return text
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
