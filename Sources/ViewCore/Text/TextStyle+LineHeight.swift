extension Font.TextStyle {
    /// Line heights (Apple calls them leading) from Apple's Dynamic Type table for iOS, one per
    /// `DynamicTypeSize`, matching ``pointSizes``: `.body` is 17/22 at the default size,
    /// `.caption` 12/16. Values: Human Interface Guidelines, "Typography" › Specifications, "iOS,
    /// iPadOS Dynamic Type sizes" and "larger accessibility type sizes" (checked cell by cell in
    /// session 14; docs/TYPOGRAPHY.md). The text engine draws the system font's lines SF Pro's
    /// ascent and descent tall (1.193 em) and puts the rest of the line height between lines, as
    /// the preferred fonts of iOS do.
    package var lineHeights: [Double] {
        switch self {
        case .largeTitle: return [38, 39, 40, 41, 43, 46, 48, 52, 57, 61, 66, 70]
        case .title: return [31, 32, 33, 34, 37, 39, 41, 46, 51, 57, 62, 68]
        case .title2: return [24, 25, 26, 28, 30, 32, 34, 41, 47, 52, 59, 66]
        case .title3: return [22, 23, 24, 25, 28, 30, 32, 38, 44, 51, 58, 65]
        case .headline: return [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62]
        case .body: return [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62]
        case .callout: return [18, 19, 20, 21, 23, 25, 28, 32, 39, 46, 52, 60]
        case .subheadline: return [16, 18, 19, 20, 22, 24, 28, 31, 37, 43, 50, 58]
        case .footnote: return [16, 16, 16, 18, 20, 22, 24, 29, 33, 40, 46, 52]
        case .caption: return [13, 13, 13, 16, 19, 21, 23, 28, 32, 39, 44, 51]
        case .caption2: return [13, 13, 13, 13, 18, 20, 22, 25, 30, 35, 41, 48]
        }
    }

    /// The line height of this style at `size`.
    package func lineHeight(at size: DynamicTypeSize) -> Double { lineHeights[size.rawValue] }
}
