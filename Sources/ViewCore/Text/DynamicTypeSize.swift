import Foundation

/// The user's preferred text size, from extra small to the largest accessibility size.
public enum DynamicTypeSize: Int, Sendable, Hashable, CaseIterable, Comparable, Codable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// Whether the size is one of the accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    public static func < (lhs: DynamicTypeSize, rhs: DynamicTypeSize) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The name used on the command line and in URLs (`xSmall` … `accessibility5`).
    public var name: String { String(describing: self) }

    /// Parses `name`.
    public init?(name: String) {
        guard let match = Self.allCases.first(where: { $0.name.lowercased() == name.lowercased() }) else { return nil }
        self = match
    }
}

/// The older name of the text size setting.
public enum ContentSizeCategory: Sendable, Hashable, CaseIterable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge
    case accessibilityExtraExtraExtraLarge

    public var isAccessibilityCategory: Bool { dynamicTypeSize.isAccessibilitySize }

    package var dynamicTypeSize: DynamicTypeSize {
        DynamicTypeSize(rawValue: Self.allCases.firstIndex(of: self) ?? 3) ?? .large
    }

    package init(_ size: DynamicTypeSize) {
        self = Self.allCases[size.rawValue]
    }
}

extension Font.TextStyle {
    /// Point sizes from Apple's Dynamic Type table (iOS), one per `DynamicTypeSize` (Human Interface
    /// Guidelines, "Typography" › Specifications; checked cell by cell in session 14).
    package var pointSizes: [Double] {
        switch self {
        case .largeTitle: return [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
        case .title: return [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
        case .title2: return [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
        case .title3: return [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
        case .headline: return [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .body: return [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .callout: return [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
        case .subheadline: return [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
        case .footnote: return [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
        case .caption: return [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
        case .caption2: return [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
        }
    }

    /// The size of this style at `size`.
    package func pointSize(at size: DynamicTypeSize) -> Double { pointSizes[size.rawValue] }

    /// Headlines are semibold; every other style is regular.
    package var defaultWeight: Font.Weight { self == .headline ? .semibold : .regular }
}
