/// Identifiers for the page templates. Escaping of every string that did not come from the
/// templates' authors goes through `Markup.attribute` (MarkupSupport), as in the renderers.
package enum HTMLText {
    /// `text` as an HTML `id` token: letters, digits, `-` and `_`; others become `-`.
    package static func identifier(_ text: String) -> String {
        String(text.unicodeScalars.map { scalar -> Character in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "_")
                ? Character(scalar) : "-"
        })
    }
}
