import Foundation
import TextEngine

extension UIFont {
    /// The families iOS installs (Settings' font list as of iOS 17–18), compared without spaces
    /// and case: `UIFont(name: "HelveticaNeue-Bold", size:)` is a font on iOS, so it is here too
    /// (drawn with the nearest installed face when the family is not installed here).
    static let iOSFamilies: Set<String> = [
        "Academy Engraved LET", "Al Nile", "American Typewriter", "Apple Color Emoji", "Apple SD Gothic Neo",
        "Apple Symbols", "Arial", "Arial Hebrew", "Arial Rounded MT Bold", "Avenir", "Avenir Next",
        "Avenir Next Condensed", "Baskerville", "Bodoni 72", "Bodoni 72 Oldstyle", "Bodoni 72 Smallcaps",
        "Bodoni Ornaments", "Bradley Hand", "Chalkboard SE", "Chalkduster", "Charter", "Cochin", "Copperplate",
        "Courier", "Courier New", "Damascus", "Devanagari Sangam MN", "Didot", "DIN Alternate", "DIN Condensed",
        "Euphemia UCAS", "Farah", "Futura", "Galvji", "Geeza Pro", "Georgia", "Gill Sans", "Grantha Sangam MN",
        "Helvetica", "Helvetica Neue", "Hiragino Maru Gothic ProN", "Hiragino Mincho ProN", "Hiragino Sans",
        "Hoefler Text", "Kailasa", "Kefa", "Khmer Sangam MN", "Kohinoor Bangla", "Kohinoor Devanagari",
        "Kohinoor Gujarati", "Kohinoor Telugu", "Lao Sangam MN", "Malayalam Sangam MN", "Marker Felt", "Menlo",
        "Mishafi", "Mukta Mahee", "Myanmar Sangam MN", "Noteworthy", "Noto Nastaliq Urdu", "Noto Sans Kannada",
        "Noto Sans Myanmar", "Noto Sans Oriya", "Optima", "Palatino", "Papyrus", "Party LET", "PingFang HK",
        "PingFang SC", "PingFang TC", "Rockwell", "Savoye LET", "Sinhala Sangam MN", "Snell Roundhand", "STIX Two Math",
        "STIX Two Text", "Symbol", "Tamil Sangam MN", "Thonburi", "Times New Roman", "Trebuchet MS", "Verdana",
        "Zapf Dingbats", "Zapfino",
    ].reduce(into: Set<String>()) { $0.insert(normalizedFamily($1)) }

    /// A family or font name without spaces, lowercased: "Helvetica Neue" and "HelveticaNeue" match.
    static func normalizedFamily(_ name: String) -> String {
        name.replacingOccurrences(of: " ", with: "").lowercased()
    }

    /// Whether `UIFont(name:size:)` finds a font of this name: a family, PostScript or full name
    /// fontconfig knows (installed, or registered from the app's `UIAppFonts`), or a font iOS
    /// ships ("Menlo-Bold": the family before the style suffix).
    static func isKnownFontName(_ name: String) -> Bool {
        guard !name.isEmpty else { return false }
        let family = name.split(separator: "-", maxSplits: 1).first.map(String.init) ?? name
        if iOSFamilies.contains(normalizedFamily(family)) || iOSFamilies.contains(normalizedFamily(name)) { return true }
        return TextEngine.knowsFont(named: name)
    }
}
