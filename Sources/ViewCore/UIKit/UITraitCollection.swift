public import Foundation

/// The traits a dynamic `UIColor` or a named `UIImage` is resolved for: UIKit's
/// `UITraitCollection`, reduced to the appearance, the display scale and the text size.
///
/// ```swift
/// let dark = UITraitCollection(userInterfaceStyle: .dark)
/// let color = UIColor.label.resolvedColor(with: dark)   // white
/// ```
public final class UITraitCollection: Sendable, CustomStringConvertible {
    /// Light or dark appearance; `.unspecified` resolves as light.
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// Pixels per point; 0 means unspecified (the rendering's scale is used).
    public let displayScale: CGFloat
    /// The text size; `.unspecified` means the render's.
    public let preferredContentSizeCategory: UIContentSizeCategory

    /// Traits with nothing specified.
    public init() {
        userInterfaceStyle = .unspecified
        displayScale = 0
        preferredContentSizeCategory = .unspecified
    }

    /// Traits with only the appearance specified.
    public init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.userInterfaceStyle = userInterfaceStyle
        displayScale = 0
        preferredContentSizeCategory = .unspecified
    }

    /// Traits with only the scale specified.
    public init(displayScale: CGFloat) {
        userInterfaceStyle = .unspecified
        self.displayScale = displayScale
        preferredContentSizeCategory = .unspecified
    }

    /// Traits with only the text size specified.
    public init(preferredContentSizeCategory: UIContentSizeCategory) {
        userInterfaceStyle = .unspecified
        displayScale = 0
        self.preferredContentSizeCategory = preferredContentSizeCategory
    }

    /// Traits combining several collections; later ones win where they specify a trait.
    public init(traitsFrom traitCollections: [UITraitCollection]) {
        userInterfaceStyle = traitCollections.last { $0.userInterfaceStyle != .unspecified }?.userInterfaceStyle ?? .unspecified
        displayScale = traitCollections.last { $0.displayScale > 0 }?.displayScale ?? 0
        preferredContentSizeCategory = traitCollections.last { $0.preferredContentSizeCategory != .unspecified }?
            .preferredContentSizeCategory ?? .unspecified
    }

    public var description: String {
        "UITraitCollection(userInterfaceStyle: \(userInterfaceStyle), displayScale: \(displayScale))"
    }

    /// The environment these traits describe (light when unspecified).
    package var environment: EnvironmentValues {
        var environment = EnvironmentValues()
        environment.colorScheme = userInterfaceStyle == .dark ? .dark : .light
        if displayScale > 0 { environment.displayScale = displayScale }
        if let size = preferredContentSizeCategory.dynamicTypeSize { environment.dynamicTypeSize = size }
        return environment
    }
}

/// Light or dark interface style.
public enum UIUserInterfaceStyle: Int, Sendable, Hashable {
    case unspecified = 0
    case light = 1
    case dark = 2
}
