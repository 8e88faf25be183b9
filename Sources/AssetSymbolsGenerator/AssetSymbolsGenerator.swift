public import Foundation

/// Generates Swift constants for the color and image sets of asset catalogs, as Xcode does
/// ("Generate Swift Asset Symbol Extensions"): `ColorResource.brandBlue`, `ImageResource.logo`,
/// and `Color.brandBlue`, `UIColor.brandBlue`, `UIImage.logo` shorthands.
public enum AssetSymbolsGenerator {
    /// A set found in a catalog.
    public struct Asset: Equatable, Sendable {
        public enum Kind: Sendable { case color, image }
        public var kind: Kind
        /// The name the catalog looks it up by (`Icons/star` inside a namespace folder).
        public var name: String

        public init(kind: Kind, name: String) {
            self.kind = kind
            self.name = name
        }
    }

    /// The color and image sets of a catalog directory, sorted by name.
    public static func assets(inCatalog catalog: URL) -> [Asset] {
        var found: [Asset] = []
        collect(catalog, prefix: "", into: &found)
        return found.sorted { ($0.name, $0.kind == .color ? 0 : 1) < ($1.name, $1.kind == .color ? 0 : 1) }
    }

    private static func collect(_ directory: URL, prefix: String, into found: inout [Asset]) {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: directory.path))?.sorted() ?? []
        for entry in entries {
            let url = directory.appendingPathComponent(entry)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
            let base = (entry as NSString).deletingPathExtension
            switch (entry as NSString).pathExtension {
            case "colorset": found.append(Asset(kind: .color, name: prefix + base))
            case "imageset": found.append(Asset(kind: .image, name: prefix + base))
            case "": collect(url, prefix: providesNamespace(url) ? prefix + entry + "/" : prefix, into: &found)
            default: continue
            }
        }
    }

    private static func providesNamespace(_ folder: URL) -> Bool {
        guard let data = try? Data(contentsOf: folder.appendingPathComponent("Contents.json")),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let properties = json["properties"] as? [String: Any] else { return false }
        return properties["provides-namespace"] as? Bool ?? false
    }

    /// The Swift identifier Xcode gives an asset: camel case of its words (`brand-blue` and
    /// `Brand Blue` → `brandBlue`, `HTMLLogo` → `htmlLogo`), the kind's suffix dropped
    /// (`AccentColor` → `accent`, `HeaderImage` → `header`), `_` before a leading digit, and
    /// keywords in backticks.
    public static func identifier(for name: String, kind: Asset.Kind) -> String {
        var words: [String] = []
        var current = ""
        let characters = Array(name)
        for (index, character) in characters.enumerated() {
            guard character.isLetter || character.isNumber else {
                if !current.isEmpty { words.append(current) }
                current = ""
                continue
            }
            if character.isUppercase, !current.isEmpty {
                let previous = characters[index - 1]
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                // A new word at a lower→Upper step, or at the last capital of a run followed by lower case.
                if previous.isLowercase || previous.isNumber || (previous.isUppercase && next?.isLowercase == true) {
                    words.append(current)
                    current = ""
                }
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        let suffix = kind == .color ? "color" : "image"
        if words.count > 1, words.last?.lowercased() == suffix { words.removeLast() }
        guard !words.isEmpty else { return "_" }
        var result = words[0].lowercased()
        for word in words.dropFirst() {
            result += word.prefix(1).uppercased() + word.dropFirst().lowercased()
        }
        if result.first?.isNumber == true { result = "_" + result }
        return keywords.contains(result) ? "`\(result)`" : result
    }

    private static let keywords: Set<String> = [
        "as", "break", "case", "catch", "class", "continue", "default", "defer", "do", "else", "enum", "extension",
        "fallthrough", "false", "for", "func", "guard", "if", "import", "in", "init", "inout", "internal", "is", "let",
        "nil", "operator", "private", "protocol", "public", "repeat", "rethrows", "return", "self", "static", "struct",
        "subscript", "super", "switch", "throw", "throws", "true", "try", "typealias", "var", "where", "while", "Type",
    ]

    /// Names SwiftUI's `Color` and UIKit's `UIColor`/`UIImage` already have: no shorthand is made for them
    /// (the `ColorResource`/`ImageResource` constant still is).
    static let systemNames: Set<String> = [
        "accentColor", "black", "blue", "brown", "clear", "cyan", "gray", "green", "indigo", "mint", "orange", "pink",
        "primary", "purple", "red", "secondary", "teal", "white", "yellow", "label", "secondaryLabel", "tertiaryLabel",
        "systemBackground", "secondarySystemBackground", "separator", "tintColor", "lightGray", "darkGray", "add", "remove",
        "checkmark", "actions", "strokedCheckmark",
    ]

    /// The Swift source for the assets of the given catalogs. Assets whose identifiers collide
    /// are reported in `warnings` and the later one is left out.
    public static func source(for assets: [Asset], bundleExpression: String = "Bundle.module",
                              warnings: inout [String]) -> String {
        var colors: [(String, String)] = []
        var images: [(String, String)] = []
        var seen: [Asset.Kind: [String: String]] = [:]
        for asset in assets {
            let identifier = identifier(for: asset.name, kind: asset.kind)
            if let other = seen[asset.kind]?[identifier] {
                warnings.append("asset '\(asset.name)' has the same symbol '\(identifier)' as '\(other)'; it gets none")
                continue
            }
            seen[asset.kind, default: [:]][identifier] = asset.name
            if asset.kind == .color { colors.append((identifier, asset.name)) } else { images.append((identifier, asset.name)) }
        }
        func literal(_ name: String) -> String {
            "\"" + name.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        }
        func plain(_ identifier: String) -> String { identifier.replacingOccurrences(of: "`", with: "") }
        var out = """
        // Generated by AssetSymbolsPlugin from the target's asset catalogs. Do not edit.
        import Foundation
        #if canImport(SwiftUI)
        import SwiftUI
        #endif
        #if canImport(UIKit)
        import UIKit
        #endif

        private var resourceBundle: Bundle { \(bundleExpression) }

        extension ColorResource {

        """
        /// One member a line, each after a doc comment naming the asset: "The "x" asset catalog `what`."
        func members(_ entries: [(String, String)], _ what: String, _ declaration: (String, String) -> String) -> String {
            var text = ""
            for (identifier, name) in entries {
                text += "    /// The \(literal(name)) asset catalog \(what).\n"
                text += "    \(declaration(identifier, name))\n"
            }
            return text
        }
        out += members(colors, "color resource") {
            "static let \($0) = ColorResource(name: \(literal($1)), bundle: resourceBundle)"
        }
        out += "}\n\nextension ImageResource {\n"
        out += members(images, "image resource") {
            "static let \($0) = ImageResource(name: \(literal($1)), bundle: resourceBundle)"
        }
        out += "}\n"
        let shorthandColors = colors.filter { !systemNames.contains(plain($0.0)) }
        let shorthandImages = images.filter { !systemNames.contains(plain($0.0)) }
        let color = members(shorthandColors, "color") { identifier, _ in
            "@_disfavoredOverload static var \(identifier): Color { Color(ColorResource.\(identifier)) }"
        }
        out += "\n#if canImport(SwiftUI)\nextension Color {\n" + color
        out += "}\n\nextension ShapeStyle where Self == Color {\n" + color
        out += "}\n#endif\n\n#if canImport(UIKit)\nextension UIColor {\n"
        out += members(shorthandColors, "color") { identifier, _ in
            "@_disfavoredOverload static var \(identifier): UIColor { UIColor(resource: ColorResource.\(identifier)) }"
        }
        out += "}\n\nextension UIImage {\n"
        out += members(shorthandImages, "image") { identifier, _ in
            "@_disfavoredOverload static var \(identifier): UIImage { UIImage(resource: ImageResource.\(identifier)) }"
        }
        out += "}\n#endif\n"
        return out
    }
}
