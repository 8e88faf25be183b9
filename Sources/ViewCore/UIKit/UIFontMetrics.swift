public import Foundation

/// Scales fonts and lengths with the text size, as a text style scales: UIKit's `UIFontMetrics`.
///
/// Widget code sizes custom fonts and spacing with it:
///
/// ```swift
/// let size = UIFontMetrics(forTextStyle: .headline).scaledValue(for: 15)
/// Text(entry.title).font(.custom("Avenir-Heavy", size: size))
/// let font = UIFontMetrics.default.scaledFont(for: UIFont.systemFont(ofSize: 13), maximumPointSize: 20)
/// ```
///
/// A value is multiplied by the style's size at the text size divided by its size at Large
/// (Apple's Dynamic Type table). The text size is the traits' when they give one, else the
/// render's (`--dynamic-type-size`, the home screen's text size), read when the method is called.
public final class UIFontMetrics: Sendable {
    private let textStyle: UIFont.TextStyle

    /// Scales as the body style does.
    public static let `default` = UIFontMetrics(forTextStyle: .body)

    /// Scales as `textStyle` does.
    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
    }

    /// `value` scaled to the render's text size.
    public func scaledValue(for value: CGFloat) -> CGFloat {
        scaledValue(for: value, compatibleWith: nil)
    }

    /// `value` scaled to the traits' text size (the render's when they give none).
    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        value * factor(traitCollection)
    }

    /// `font` at its size scaled to the render's text size.
    public func scaledFont(for font: UIFont) -> UIFont {
        scaledFont(for: font, maximumPointSize: 0, compatibleWith: nil)
    }

    /// `font` scaled, never larger than `maximumPointSize` (0 is no limit).
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
    }

    /// `font` scaled to the traits' text size.
    public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        scaledFont(for: font, maximumPointSize: 0, compatibleWith: traitCollection)
    }

    /// `font` scaled to the traits' text size, never larger than `maximumPointSize` (0 is no limit).
    public func scaledFont(
        for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?
    ) -> UIFont {
        var size = font.pointSize * factor(traitCollection)
        if maximumPointSize > 0 { size = min(size, maximumPointSize) }
        return font.withSize(size)
    }

    private func factor(_ traitCollection: UITraitCollection?) -> CGFloat {
        let size = traitCollection?.preferredContentSizeCategory.dynamicTypeSize ?? RenderThread.dynamicTypeSize
        let style = textStyle.swiftUIStyle
        return CGFloat(style.pointSize(at: size) / style.pointSize(at: .large))
    }
}
