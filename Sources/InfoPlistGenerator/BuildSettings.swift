import Foundation

/// Xcode build settings, and the expansion of `$(NAME)` and `${NAME}` references in property
/// list strings, as Xcode's "Process Info.plist" step does.
///
/// A reference may carry modifiers after a colon: `$(PRODUCT_NAME:rfc1034identifier)` (every
/// character other than a letter, digit, `-` or `.` becomes `-`), `:identifier` and
/// `:c99extidentifier` (a C identifier: other characters become `_`, a leading digit gets `_`),
/// `:lower`, `:upper`, and `:default=text` (used when the value is empty). Modifiers chain
/// (`$(PRODUCT_NAME:lower:rfc1034identifier)`). `$(inherited)` is empty (there is no level
/// above the target's). References nest (`$(APP_ID_$(CONFIGURATION))`), and a value may refer to
/// other settings. A name without a value expands to the empty string, as in Xcode, and is
/// reported in `unknown`.
///
/// ```swift
/// let settings = BuildSettings(["PRODUCT_BUNDLE_IDENTIFIER": "com.example.app.widgets"])
/// var unknown: Set<String> = []
/// settings.expand("$(PRODUCT_BUNDLE_IDENTIFIER).intents", unknown: &unknown)  // "com.example.app.widgets.intents"
/// ```
public struct BuildSettings: Equatable, Sendable {
    /// The settings by name.
    public var values: [String: String]

    /// Settings with these values.
    public init(_ values: [String: String] = [:]) {
        self.values = values
    }

    /// How deep settings may refer to settings before a reference counts as a cycle.
    static let maximumDepth = 32

    /// `text` with every reference replaced by its value; names without a value are added to `unknown`.
    public func expand(_ text: String, unknown: inout Set<String>) -> String {
        expand(Array(text), depth: 0, unknown: &unknown)
    }

    private func expand(_ characters: [Character], depth: Int, unknown: inout Set<String>) -> String {
        var result = ""
        var index = 0
        while index < characters.count {
            let character = characters[index]
            guard character == "$", index + 1 < characters.count,
                  let close = Self.closing(for: characters[index + 1]),
                  let end = Self.matchingEnd(of: characters, from: index + 2, open: characters[index + 1], close: close)
            else {
                result.append(character)
                index += 1
                continue
            }
            let reference = expand(Array(characters[(index + 2)..<end]), depth: depth, unknown: &unknown)
            result += resolve(reference, depth: depth, unknown: &unknown)
            index = end + 1
        }
        return result
    }

    private static func closing(for open: Character) -> Character? {
        switch open {
        case "(": return ")"
        case "{": return "}"
        default: return nil
        }
    }

    /// The index of the bracket closing the one opened just before `start`, counting nested pairs.
    private static func matchingEnd(of characters: [Character], from start: Int, open: Character, close: Character) -> Int? {
        var nesting = 0
        var index = start
        while index < characters.count {
            if characters[index] == open {
                nesting += 1
            } else if characters[index] == close {
                if nesting == 0 { return index }
                nesting -= 1
            }
            index += 1
        }
        return nil
    }

    /// The value of `NAME:modifier:…`.
    private func resolve(_ reference: String, depth: Int, unknown: inout Set<String>) -> String {
        var parts = reference.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        let name = parts.removeFirst().trimmingCharacters(in: .whitespaces)
        var value: String
        if name == "inherited" {
            value = ""
        } else if let raw = values[name] {
            if depth >= Self.maximumDepth {
                unknown.insert(name)
                value = ""
            } else {
                value = expand(Array(raw), depth: depth + 1, unknown: &unknown)
            }
        } else {
            unknown.insert(name)
            value = ""
        }
        var modifiers = parts.first ?? ""
        while !modifiers.isEmpty {
            if modifiers.hasPrefix("default=") {
                if value.isEmpty { value = String(modifiers.dropFirst("default=".count)) }
                break
            }
            let next = modifiers.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            value = Self.apply(next[0], to: value)
            modifiers = next.count > 1 ? next[1] : ""
        }
        return value
    }

    /// One modifier; an unknown one leaves the value as it is.
    static func apply(_ modifier: String, to value: String) -> String {
        switch modifier {
        case "lower": return value.lowercased()
        case "upper": return value.uppercased()
        case "rfc1034identifier":
            return String(value.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == ".") ? $0 : "-" })
        case "identifier", "c99extidentifier":
            let allowsUnicode = modifier == "c99extidentifier"
            var result = String(value.map { character -> Character in
                let isWordCharacter = character == "_" || character.isLetter || character.isNumber
                return isWordCharacter && (allowsUnicode || character.isASCII) ? character : "_"
            })
            if let first = result.first, first.isNumber { result = "_" + result }
            return result
        default:
            return value
        }
    }
}
