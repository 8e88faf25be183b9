/// Escaping for the page templates: every string that did not come from this file's authors
/// (kinds, names, descriptions, ids, URLs, messages) passes through here.
package enum HTMLText {
    /// `text` safe in element content and in double- or single-quoted attribute values.
    package static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// `text` as an HTML `id` token: letters, digits, `-` and `_`; others become `-`.
    package static func identifier(_ text: String) -> String {
        String(text.unicodeScalars.map { scalar -> Character in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "_")
                ? Character(scalar) : "-"
        })
    }
}
