/// Language handling for CJK text: detection, Pango language tags and Noto CJK face choice.
///
/// Fontconfig binds an explicitly named family more strongly than a language, so a family list
/// that names `Noto Sans CJK SC` would draw Japanese with the Chinese faces even with the
/// language set. The engine therefore also rewrites the region suffix of Noto CJK families
/// (`SC`, `TC`, `HK`, `JP`, `KR`) to match the language of the run.
enum TextLanguage {
    /// The BCP 47 language of CJK text that carries none: `ja` when there is kana, `zh-Hans`
    /// for Han characters without kana, `ko` for Hangul; `nil` for anything else.
    static func detect(in text: String) -> String? {
        var han = false
        var hangul = false
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x3040...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9F:
                return "ja"
            case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x3134F:
                han = true
            case 0x1100...0x11FF, 0x3130...0x318F, 0xAC00...0xD7AF:
                hangul = true
            default:
                continue
            }
        }
        if han { return "zh-Hans" }
        if hangul { return "ko" }
        return nil
    }

    /// The fontconfig language tag Pango should use for a BCP 47 language
    /// (`zh-Hans` → `zh-cn`, `zh-Hant` → `zh-tw`, `ja-JP` → `ja`).
    static func pangoTag(for language: String) -> String {
        let tag = language.lowercased().replacingOccurrences(of: "_", with: "-")
        let parts = tag.split(separator: "-").map(String.init)
        guard let primary = parts.first else { return "en" }
        switch primary {
        case "zh":
            let rest = Set(parts.dropFirst())
            if rest.contains("hk") || rest.contains("mo") { return "zh-hk" }
            if rest.contains("hant") || rest.contains("tw") { return "zh-tw" }
            return "zh-cn"
        case "ja", "jpn":
            return "ja"
        case "ko", "kor":
            return "ko"
        default:
            return tag
        }
    }

    /// The region suffix of the Noto CJK face for a Pango language tag.
    static func cjkSuffix(forPangoTag tag: String?) -> String? {
        switch tag {
        case "zh-cn": "SC"
        case "zh-tw": "TC"
        case "zh-hk": "HK"
        case "ja": "JP"
        case "ko": "KR"
        default: nil
        }
    }

    private static let cjkPrefixes = ["Noto Sans CJK ", "Noto Serif CJK ", "Noto Sans Mono CJK "]
    private static let cjkSuffixes: Set<String> = ["SC", "TC", "HK", "JP", "KR"]

    /// `families` with every Noto CJK family switched to the faces of `pangoTag`'s language.
    static func families(_ families: [String], pangoTag: String?) -> [String] {
        guard let suffix = cjkSuffix(forPangoTag: pangoTag) else { return families }
        return families.map { family in
            for prefix in cjkPrefixes where family.hasPrefix(prefix) {
                let current = String(family.dropFirst(prefix.count))
                if cjkSuffixes.contains(current) { return prefix + suffix }
            }
            return family
        }
    }
}
