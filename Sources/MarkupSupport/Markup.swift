// Markup helpers shared by SVGRenderer and HTMLRenderer.
//

package import DisplayList
package import Foundation

// MARK: - Escaping and safety

/// Escaping, URL checks and small formatting helpers for SVG, HTML and CSS output.

package enum Markup {
    /// Escapes text for an element's content: `&`, `<`, `>`, `"`, `'` become character references
    /// and characters XML forbids (C0 controls other than tab, line feed and carriage return,
    /// U+FFFE, U+FFFF) are dropped, so the result is valid in both XML and HTML.
    package static func text(_ string: String) -> String {
        escape(string, newlines: false)
    }

    /// Escapes text for a double-quoted attribute value: like ``text(_:)``, and tab, line feed and
    /// carriage return become character references so attribute-value normalization keeps them.
    package static func attribute(_ string: String) -> String {
        escape(string, newlines: true)
    }

    private static func escape(_ string: String, newlines: Bool) -> String {
        var result = ""
        result.unicodeScalars.reserveCapacity(string.unicodeScalars.count + 16)
        for scalar in string.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            case "\n": if newlines { result += "&#10;" } else { result.unicodeScalars.append(scalar) }
            case "\r": if newlines { result += "&#13;" } else { result.unicodeScalars.append(scalar) }
            case "\t": if newlines { result += "&#9;" } else { result.unicodeScalars.append(scalar) }
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF { continue }
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Whether a URL may become a link: `javascript:`, `vbscript:` and `data:` URLs are refused
    /// (checked the way browsers read a scheme: ignoring case, whitespace and control characters).
    /// Custom schemes such as `myapp://item/3` are allowed: the host decides what they open.
    package static func isSafeLink(_ url: URL) -> Bool {
        var cleaned = ""
        for scalar in url.absoluteString.unicodeScalars where scalar.value > 0x20 && scalar.value != 0x7F {
            cleaned.unicodeScalars.append(scalar)
        }
        guard !cleaned.isEmpty else { return false }
        let lower = cleaned.lowercased()
        return !["javascript:", "vbscript:", "data:"].contains { lower.hasPrefix($0) }
    }

    /// A double-quoted CSS string: backslash, quotes, `<`, `>` and control characters are written as
    /// CSS escapes, so the value can close neither the string nor a `<style>` element.
    package static func cssString(_ string: String) -> String {
        var result = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\\", "\"", "'", "<", ">", "&":
                result += "\\" + String(scalar.value, radix: 16) + " "
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    result += "\\" + String(scalar.value, radix: 16) + " "
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// The CSS `font-family` list of a font, as ``FontSpec/cssFamily`` writes it, with every family
    /// name reduced to letters, digits, spaces, `-`, `_` and `.` so it cannot break out of CSS.
    package static func cssFamily(_ font: FontSpec) -> String {
        let names = font.families.map { name -> String in
            let kept = name.unicodeScalars.filter {
                CharacterSet.alphanumerics.contains($0) || $0 == " " || $0 == "-" || $0 == "_" || $0 == "."
            }
            return "'" + String(String.UnicodeScalarView(kept)) + "'"
        }
        return (names.filter { $0 != "''" } + ["sans-serif"]).joined(separator: ",")
    }

    /// Letters, digits, `-` and `_` of `string`, for element ids.
    package static func identifier(_ string: String) -> String {
        let kept = string.unicodeScalars.filter {
            ($0.isASCII && CharacterSet.alphanumerics.contains($0)) || $0 == "-" || $0 == "_"
        }
        let result = String(String.UnicodeScalarView(kept))
        return result.isEmpty ? "wk" : result
    }

    /// A short prefix derived from the list's content (FNV-1a of its JSON), so the ids of two
    /// different widgets inlined into one page do not collide, and the same list gets the same ids.
    package static func idPrefix(for list: DisplayList) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let data = try? encoder.encode(list) else { return "wk" }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in data {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        let hex = String(hash & 0xFFFF_FFFF, radix: 16)
        return "wk" + String(repeating: "0", count: 8 - hex.count) + hex
    }

    /// What a screen reader reads for the whole list: labels and values in reading order.
    package static func accessibilitySummary(_ nodes: [AccessibilityNode]) -> String {
        var parts: [String] = []
        func walk(_ nodes: [AccessibilityNode]) {
            for node in nodes {
                let spoken = spokenText(node)
                if !spoken.isEmpty { parts.append(spoken) }
                walk(node.children)
            }
        }
        walk(nodes)
        return parts.joined(separator: ", ")
    }

    /// A node's label followed by its value, as VoiceOver reads them.
    package static func spokenText(_ node: AccessibilityNode) -> String {
        [node.label, node.value ?? ""].filter { !$0.isEmpty }.joined(separator: ", ")
    }

    /// Whether two frames are the same within half a point.
    package static func sameFrame(_ a: CGRect, _ b: CGRect) -> Bool {
        abs(a.minX - b.minX) <= 0.5 && abs(a.minY - b.minY) <= 0.5
            && abs(a.width - b.width) <= 0.5 && abs(a.height - b.height) <= 0.5
    }
}

// MARK: - Fonts
