public import Foundation

/// Horizontal alignment of a paragraph (UIKit's `NSTextAlignment`).
public enum NSTextAlignment: Int, Sendable {
    case left = 0, center = 1, right = 2, justified = 3, natural = 4
}

/// Where a line that does not fit is broken or cut (UIKit's `NSLineBreakMode`).
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping = 0, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

/// The layout of a paragraph, the value of `NSAttributedString.Key.paragraphStyle` (UIKit's
/// `NSParagraphStyle`; change one through ``NSMutableParagraphStyle``).
///
/// Kept on the string for code that reads it back; `AttributedString(_:)` drops it, as SwiftUI's
/// `Text` has no paragraph attributes (use `.multilineTextAlignment` and `.lineSpacing`).
open class NSParagraphStyle: NSObject, @unchecked Sendable {
    fileprivate var storage = Storage()

    fileprivate struct Storage: Equatable {
        var alignment = NSTextAlignment.natural
        var lineBreakMode = NSLineBreakMode.byWordWrapping
        var lineSpacing: CGFloat = 0
        var paragraphSpacing: CGFloat = 0
        var paragraphSpacingBefore: CGFloat = 0
        var firstLineHeadIndent: CGFloat = 0
        var headIndent: CGFloat = 0
        var tailIndent: CGFloat = 0
        var minimumLineHeight: CGFloat = 0
        var maximumLineHeight: CGFloat = 0
        var lineHeightMultiple: CGFloat = 0
    }

    /// The default style: natural alignment, word wrapping, no extra spacing.
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    /// A style with the default values.
    public override init() { super.init() }

    /// The alignment.
    open var alignment: NSTextAlignment { storage.alignment }
    /// How lines are broken.
    open var lineBreakMode: NSLineBreakMode { storage.lineBreakMode }
    /// Points between lines.
    open var lineSpacing: CGFloat { storage.lineSpacing }
    /// Points after the paragraph.
    open var paragraphSpacing: CGFloat { storage.paragraphSpacing }
    /// Points before the paragraph.
    open var paragraphSpacingBefore: CGFloat { storage.paragraphSpacingBefore }
    /// The first line's indent.
    open var firstLineHeadIndent: CGFloat { storage.firstLineHeadIndent }
    /// The other lines' indent.
    open var headIndent: CGFloat { storage.headIndent }
    /// The trailing indent.
    open var tailIndent: CGFloat { storage.tailIndent }
    /// The least line height; 0 is none.
    open var minimumLineHeight: CGFloat { storage.minimumLineHeight }
    /// The greatest line height; 0 is none.
    open var maximumLineHeight: CGFloat { storage.maximumLineHeight }
    /// The line height multiple; 0 is none.
    open var lineHeightMultiple: CGFloat { storage.lineHeightMultiple }

    /// Two styles are equal when every value is.
    open override func isEqual(_ object: Any?) -> Bool {
        (object as? NSParagraphStyle)?.storage == storage
    }

    /// A mutable copy.
    open override func mutableCopy() -> Any {
        let copy = NSMutableParagraphStyle()
        copy.storage = storage
        return copy
    }

    /// A copy.
    open override func copy() -> Any {
        let copy = NSParagraphStyle()
        copy.storage = storage
        return copy
    }
}

/// A paragraph style whose values can be set.
///
/// ```swift
/// let style = NSMutableParagraphStyle()
/// style.alignment = .center
/// style.lineSpacing = 4
/// let text = NSAttributedString(string: "Hello", attributes: [.paragraphStyle: style])
/// ```
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    /// The alignment.
    open override var alignment: NSTextAlignment {
        get { storage.alignment }
        set { storage.alignment = newValue }
    }
    /// How lines are broken.
    open override var lineBreakMode: NSLineBreakMode {
        get { storage.lineBreakMode }
        set { storage.lineBreakMode = newValue }
    }
    /// Points between lines.
    open override var lineSpacing: CGFloat {
        get { storage.lineSpacing }
        set { storage.lineSpacing = newValue }
    }
    /// Points after the paragraph.
    open override var paragraphSpacing: CGFloat {
        get { storage.paragraphSpacing }
        set { storage.paragraphSpacing = newValue }
    }
    /// Points before the paragraph.
    open override var paragraphSpacingBefore: CGFloat {
        get { storage.paragraphSpacingBefore }
        set { storage.paragraphSpacingBefore = newValue }
    }
    /// The first line's indent.
    open override var firstLineHeadIndent: CGFloat {
        get { storage.firstLineHeadIndent }
        set { storage.firstLineHeadIndent = newValue }
    }
    /// The other lines' indent.
    open override var headIndent: CGFloat {
        get { storage.headIndent }
        set { storage.headIndent = newValue }
    }
    /// The trailing indent.
    open override var tailIndent: CGFloat {
        get { storage.tailIndent }
        set { storage.tailIndent = newValue }
    }
    /// The least line height; 0 is none.
    open override var minimumLineHeight: CGFloat {
        get { storage.minimumLineHeight }
        set { storage.minimumLineHeight = newValue }
    }
    /// The greatest line height; 0 is none.
    open override var maximumLineHeight: CGFloat {
        get { storage.maximumLineHeight }
        set { storage.maximumLineHeight = newValue }
    }
    /// The line height multiple; 0 is none.
    open override var lineHeightMultiple: CGFloat {
        get { storage.lineHeightMultiple }
        set { storage.lineHeightMultiple = newValue }
    }

    /// Takes every value of `style`.
    open func setParagraphStyle(_ style: NSParagraphStyle) {
        storage = style.storage
    }
}
