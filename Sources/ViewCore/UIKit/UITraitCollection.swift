public import Foundation

/// The traits a dynamic `UIColor` or a named `UIImage` is resolved for: UIKit's
/// `UITraitCollection`, reduced to the appearance and the display scale.
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

    /// Traits with nothing specified.
    public init() {
        userInterfaceStyle = .unspecified
        displayScale = 0
    }

    public init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.userInterfaceStyle = userInterfaceStyle
        displayScale = 0
    }

    public init(displayScale: CGFloat) {
        userInterfaceStyle = .unspecified
        self.displayScale = displayScale
    }

    /// Traits combining several collections; later ones win where they specify a trait.
    public init(traitsFrom traitCollections: [UITraitCollection]) {
        userInterfaceStyle = traitCollections.last { $0.userInterfaceStyle != .unspecified }?.userInterfaceStyle ?? .unspecified
        displayScale = traitCollections.last { $0.displayScale > 0 }?.displayScale ?? 0
    }

    public var description: String {
        "UITraitCollection(userInterfaceStyle: \(userInterfaceStyle), displayScale: \(displayScale))"
    }

    /// The environment these traits describe (light when unspecified).
    package var environment: EnvironmentValues {
        var environment = EnvironmentValues()
        environment.colorScheme = userInterfaceStyle == .dark ? .dark : .light
        if displayScale > 0 { environment.displayScale = displayScale }
        return environment
    }
}

/// Light or dark interface style.
public enum UIUserInterfaceStyle: Int, Sendable, Hashable {
    case unspecified = 0
    case light = 1
    case dark = 2
}
