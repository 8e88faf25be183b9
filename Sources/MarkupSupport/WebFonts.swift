import DisplayList
import Foundation

/// One font file the browser may load for a family, weight and style.
package struct WebFontFace: Sendable, Hashable {
    package var family: String
    package var weight: Int
    package var italic: Bool
    /// The absolute path on Debian.
    package var path: String
    /// `local()` names tried *before* the file (only for collections a browser cannot index).
    package var localFirst: [String] = []
    /// `local()` names tried after the file.
    package var localAfter: [String] = []
    /// The CSS `format()` hint, if one is reliable.
    package var format: String?

    /// The file name, used in URLs below the font base URL.
    package var file: String { (path as NSString).lastPathComponent }
}

/// The fonts SVG and HTML output refer to: the text engine's families, served from Debian's packages.
package enum WebFonts {
    package static let faces: [WebFontFace] = {
        var faces: [WebFontFace] = []
        // Inter (fonts-inter): every weight, upright and italic.
        let interWeights: [(Int, String)] = [
            (100, "Thin"), (200, "ExtraLight"), (300, "Light"), (400, "Regular"), (500, "Medium"),
            (600, "SemiBold"), (700, "Bold"), (800, "ExtraBold"), (900, "Black"),
        ]
        for (weight, name) in interWeights {
            for italic in [false, true] {
                let style = italic ? (name == "Regular" ? "Italic" : name + "Italic") : name
                let spaced = name.replacingOccurrences(of: "Semi", with: "Semi ")
                    .replacingOccurrences(of: "Extra", with: "Extra ")
                faces.append(WebFontFace(
                    family: "Inter", weight: weight, italic: italic,
                    path: "/usr/share/fonts/opentype/inter/Inter-\(style).otf",
                    localAfter: ["Inter " + (italic ? (name == "Regular" ? "Italic" : spaced + " Italic") : spaced)],
                    format: "opentype"
                ))
            }
        }
        // Noto Sans CJK (fonts-noto-cjk) ships as collections whose first face is Japanese; a browser
        // cannot pick the SC face of a collection, so the installed SC face is preferred.
        faces.append(WebFontFace(
            family: "Noto Sans CJK SC", weight: 400, italic: false,
            path: "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",
            localFirst: ["Noto Sans CJK SC", "NotoSansCJKsc-Regular"]
        ))
        faces.append(WebFontFace(
            family: "Noto Sans CJK SC", weight: 700, italic: false,
            path: "/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc",
            localFirst: ["Noto Sans CJK SC Bold", "NotoSansCJKsc-Bold"]
        ))
        faces.append(WebFontFace(
            family: "Noto Color Emoji", weight: 400, italic: false,
            path: "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf",
            localAfter: ["Noto Color Emoji"], format: "truetype"
        ))
        faces.append(WebFontFace(
            family: "Material Design Icons", weight: 400, italic: false,
            path: "/usr/share/fonts/woff/materialdesignicons-webfont/materialdesignicons-webfont.woff2",
            localAfter: ["Material Design Icons"], format: "woff2"
        ))
        // The monospaced and serif designs (fonts-dejavu-core has no italics: browsers slant them,
        // as Pango does without fonts-dejavu-extra).
        let dejavu: [(String, String, Int, Bool)] = [
            ("DejaVu Sans Mono", "DejaVuSansMono", 400, false),
            ("DejaVu Sans Mono", "DejaVuSansMono-Bold", 700, false),
            ("DejaVu Serif", "DejaVuSerif", 400, false),
            ("DejaVu Serif", "DejaVuSerif-Bold", 700, false),
        ]
        for (family, file, weight, italic) in dejavu {
            faces.append(WebFontFace(
                family: family, weight: weight, italic: italic,
                path: "/usr/share/fonts/truetype/dejavu/\(file).ttf", format: "truetype"
            ))
        }
        // The designs' first faces (docs/TYPOGRAPHY.md): JetBrains Mono for `.monospaced`
        // (fonts-jetbrains-mono), Caladea for `.serif` (fonts-crosextra-caladea), Quicksand for
        // `.rounded` (fonts-quicksand, whose Light and Medium are families of their own).
        let designs: [(String, String, Int, Bool)] = [
            ("JetBrains Mono", "jetbrains-mono/JetBrainsMono-Regular", 400, false),
            ("JetBrains Mono", "jetbrains-mono/JetBrainsMono-Italic", 400, true),
            ("JetBrains Mono", "jetbrains-mono/JetBrainsMono-Medium", 500, false),
            ("JetBrains Mono", "jetbrains-mono/JetBrainsMono-SemiBold", 600, false),
            ("JetBrains Mono", "jetbrains-mono/JetBrainsMono-Bold", 700, false),
            ("JetBrains Mono", "jetbrains-mono/JetBrainsMono-BoldItalic", 700, true),
            ("Caladea", "crosextra/Caladea-Regular", 400, false),
            ("Caladea", "crosextra/Caladea-Italic", 400, true),
            ("Caladea", "crosextra/Caladea-Bold", 700, false),
            ("Caladea", "crosextra/Caladea-BoldItalic", 700, true),
            ("Quicksand", "quicksand/Quicksand-Light", 300, false),
            ("Quicksand", "quicksand/Quicksand-Regular", 400, false),
            ("Quicksand", "quicksand/Quicksand-Medium", 500, false),
            ("Quicksand", "quicksand/Quicksand-Bold", 700, false),
        ]
        for (family, file, weight, italic) in designs {
            faces.append(WebFontFace(
                family: family, weight: weight, italic: italic,
                path: "/usr/share/fonts/truetype/\(file).ttf", format: "truetype"
            ))
        }
        return faces
    }()

    /// File name → absolute path, for the host to serve below its font base URL.
    package static let files: [String: String] = Dictionary(faces.map { ($0.file, $0.path) }, uniquingKeysWith: { a, _ in a })

    /// `@font-face` rules for every face, with URLs `\(baseURL)/<file>`. Plain CSS text: the caller
    /// escapes it for its container (XML-escape in SVG; nothing in an HTML `<style>`, because
    /// ``Markup/cssString(_:)`` already keeps `<` out).
    package static func css(baseURL: String) -> String {
        var base = baseURL
        while base.hasSuffix("/") { base.removeLast() }
        var css = ""
        for face in faces {
            var sources: [String] = face.localFirst.map { "local(\(Markup.cssString($0)))" }
            var url = "url(\(Markup.cssString(base + "/" + face.file)))"
            if let format = face.format { url += " format(\"\(format)\")" }
            sources.append(url)
            sources += face.localAfter.map { "local(\(Markup.cssString($0)))" }
            css += "@font-face{font-family:\(Markup.cssString(face.family));"
            css += "font-style:\(face.italic ? "italic" : "normal");font-weight:\(face.weight);"
            css += "font-display:block;src:\(sources.joined(separator: ","));}\n"
        }
        return css
    }
}

// MARK: - Geometry and paint helpers
