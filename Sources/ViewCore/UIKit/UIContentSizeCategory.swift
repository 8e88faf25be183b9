import Foundation

/// UIKit's name for a text size (SwiftUI's ``DynamicTypeSize``): what
/// ``UITraitCollection/preferredContentSizeCategory`` holds and ``UIFontMetrics`` scales by.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Comparable, Sendable {
    /// UIKit's string for the size, `UICTContentSizeCategoryL` for large.
    public let rawValue: String

    /// The size with UIKit's string `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// No size given: the render's text size is used.
    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    /// Extra small.
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    /// Small.
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    /// Medium.
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    /// Large, the default.
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    /// Extra large.
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    /// Extra extra large.
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    /// The largest size outside the accessibility sizes.
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    /// The first accessibility size.
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    /// An accessibility size.
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    /// An accessibility size.
    public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    /// An accessibility size.
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    /// The largest accessibility size.
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    private static let ordered: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// Whether this is one of the accessibility sizes.
    public var isAccessibilityCategory: Bool { dynamicTypeSize?.isAccessibilitySize ?? false }

    /// Smaller sizes first; `unspecified` (and an unknown string) before every size.
    public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool {
        (lhs.dynamicTypeSize?.rawValue ?? -1) < (rhs.dynamicTypeSize?.rawValue ?? -1)
    }

    /// The SwiftUI size; `nil` for `unspecified`.
    package var dynamicTypeSize: DynamicTypeSize? {
        Self.ordered.firstIndex(of: self).flatMap(DynamicTypeSize.init(rawValue:))
    }

    /// The UIKit name of a SwiftUI size.
    package init(_ size: DynamicTypeSize) {
        self = Self.ordered[size.rawValue]
    }
}

extension DynamicTypeSize {
    /// The SwiftUI size of a UIKit content size category; `nil` for `unspecified`.
    public init?(_ uiSizeCategory: UIContentSizeCategory) {
        guard let size = uiSizeCategory.dynamicTypeSize else { return nil }
        self = size
    }
}
