/// Expands `$(NAME)` and `${NAME}` references in build setting values as Xcode does, with
/// modifiers (`$(PRODUCT_NAME:rfc1034identifier)`, `:c99extidentifier`, `:identifier`, `:lower`,
/// `:upper`, `:base`, `:file`, `:dir`, `:suffix`, `:default=value`). `$NAME` without brackets is
/// also expanded when `NAME` is a known setting. Unknown names expand to the empty string.
enum BuildSettingExpansion {
    /// Expands `text`; `lookup` returns a setting's expanded value (`inherited` included).
    static func expand(_ text: String, lookup: (String) -> String?) -> String {
        var output = ""
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            guard character == "$" else {
                output.append(character)
                index = text.index(after: index)
                continue
            }
            let next = text.index(after: index)
            guard next < text.endIndex else {
                output.append(character)
                break
            }
            let open = text[next]
            if open == "(" || open == "{" {
                let close: Character = open == "(" ? ")" : "}"
                // Find the matching bracket (references may nest: `$(A_$(B))`).
                var depth = 0
                var cursor = text.index(after: next)
                var end: String.Index?
                while cursor < text.endIndex {
                    let c = text[cursor]
                    if c == open { depth += 1 }
                    if c == close {
                        if depth == 0 { end = cursor; break }
                        depth -= 1
                    }
                    cursor = text.index(after: cursor)
                }
                guard let end else {
                    output.append(contentsOf: text[index...])
                    break
                }
                let inner = expand(String(text[text.index(after: next)..<end]), lookup: lookup)
                output += reference(inner, lookup: lookup)
                index = text.index(after: end)
            } else if open == "$" {
                output.append("$")
                index = text.index(after: next)
            } else {
                var cursor = next
                while cursor < text.endIndex, text[cursor].isLetter || text[cursor].isNumber || text[cursor] == "_" {
                    cursor = text.index(after: cursor)
                }
                let name = String(text[next..<cursor])
                if !name.isEmpty, let value = lookup(name) {
                    output += value
                    index = cursor
                } else {
                    output.append(character)
                    index = next
                }
            }
        }
        return output
    }

    /// `NAME` or `NAME:modifier:modifier`.
    static func reference(_ inner: String, lookup: (String) -> String?) -> String {
        var parts = inner.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        let name = parts.removeFirst()
        var value = lookup(name) ?? ""
        for modifier in parts {
            value = apply(modifier, to: value)
        }
        return value
    }

    static func apply(_ modifier: String, to value: String) -> String {
        if modifier.hasPrefix("default=") {
            return value.isEmpty ? String(modifier.dropFirst("default=".count)) : value
        }
        switch modifier {
        case "rfc1034identifier":
            return String(value.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "." || $0 == "-") ? $0 : "-" })
        case "c99extidentifier", "identifier":
            return identifier(value)
        case "lower": return value.lowercased()
        case "upper": return value.uppercased()
        case "base":
            let file = value.split(separator: "/").last.map(String.init) ?? value
            guard let dot = file.lastIndex(of: "."), dot != file.startIndex else { return file }
            return String(file[..<dot])
        case "file": return value.split(separator: "/").last.map(String.init) ?? value
        case "dir":
            guard let slash = value.lastIndex(of: "/") else { return "./" }
            return String(value[...slash])
        case "suffix":
            let file = value.split(separator: "/").last.map(String.init) ?? value
            guard let dot = file.lastIndex(of: ".") else { return "" }
            return String(file[dot...])
        case "quote":
            return value.contains(" ") ? "\"\(value)\"" : value
        default:
            return value
        }
    }

    /// A C identifier made of `text`: every other character becomes `_`, a leading digit is prefixed by `_`.
    static func identifier(_ text: String) -> String {
        var result = String(text.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") ? $0 : "_" })
        if result.isEmpty { return "_" }
        if let first = result.first, first.isNumber { result = "_" + result }
        return result
    }
}
