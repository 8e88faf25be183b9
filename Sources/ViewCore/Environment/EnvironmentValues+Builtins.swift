public import Foundation
package import DisplayList
package import LayoutEngine
import Logging
import Synchronization

private struct ColorSchemeKey: EnvironmentKey { static let defaultValue = ColorScheme.light }
private struct DynamicTypeSizeKey: EnvironmentKey { static let defaultValue = DynamicTypeSize.large }
private struct LocaleKey: EnvironmentKey { static var defaultValue: Locale { Locale(identifier: "en_US") } }
private struct CalendarKey: EnvironmentKey { static var defaultValue: Calendar { Calendar(identifier: .gregorian) } }
private struct TimeZoneKey: EnvironmentKey { static var defaultValue: TimeZone { TimeZone.current } }
private struct RedactionReasonsKey: EnvironmentKey { static let defaultValue = RedactionReasons() }
private struct DisplayScaleKey: EnvironmentKey { static let defaultValue: CGFloat = 2 }
private struct OpenURLKey: EnvironmentKey { static let defaultValue = OpenURLAction { _ in .systemAction } }
private struct FontKey: EnvironmentKey { static let defaultValue: Font? = nil }
private struct ForegroundKey: EnvironmentKey { static let defaultValue: Paint? = nil }
private struct TintKey: EnvironmentKey { static let defaultValue: Paint? = nil }
private struct LineLimitKey: EnvironmentKey { static let defaultValue: Int? = nil }
private struct TextAlignmentKey: EnvironmentKey { static let defaultValue = TextAlignment.leading }
private struct MinimumScaleKey: EnvironmentKey { static let defaultValue: CGFloat = 1 }
private struct TruncationKey: EnvironmentKey { static let defaultValue = Text.TruncationMode.tail }
private struct LayoutDirectionKey: EnvironmentKey { static let defaultValue = LayoutDirection.leftToRight }
private struct IsEnabledKey: EnvironmentKey { static let defaultValue = true }
private struct StackAxisKey: EnvironmentKey { static let defaultValue: LayoutEngine.Axis? = nil }
private struct RenderDateKey: EnvironmentKey { static var defaultValue: Date { Date() } }
private struct BundlesKey: EnvironmentKey { static let defaultValue: [Bundle] = [] }
private struct LineSpacingKey: EnvironmentKey { static let defaultValue: CGFloat = 0 }
private struct FontWeightKey: EnvironmentKey { static let defaultValue: Font.Weight? = nil }
private struct ItalicKey: EnvironmentKey { static let defaultValue = false }
private struct AccentedKey: EnvironmentKey { static let defaultValue = false }
private struct LocalizerKey: EnvironmentKey { static let defaultValue: Localizer? = nil }

extension EnvironmentValues {
    /// Light or dark appearance.
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }

    /// The user's text size.
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }

    /// The text size under its older name.
    public var sizeCategory: ContentSizeCategory {
        get { ContentSizeCategory(dynamicTypeSize) }
        set { dynamicTypeSize = newValue.dynamicTypeSize }
    }

    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }

    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }

    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }

    /// Why content is redacted (`.placeholder` while a widget's first timeline loads).
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }

    /// Pixels per point of the rendering.
    public var displayScale: CGFloat {
        get { self[DisplayScaleKey.self] }
        set { self[DisplayScaleKey.self] = newValue }
    }

    /// Opens a URL. In a widget, links are followed by the host instead.
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }

    /// The default font of text in this view.
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }

    /// The maximum number of lines of text in this view.
    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }

    public var multilineTextAlignment: TextAlignment {
        get { self[TextAlignmentKey.self] }
        set { self[TextAlignmentKey.self] = newValue }
    }

    public var minimumScaleFactor: CGFloat {
        get { self[MinimumScaleKey.self] }
        set { self[MinimumScaleKey.self] = newValue }
    }

    public var truncationMode: Text.TruncationMode {
        get { self[TruncationKey.self] }
        set { self[TruncationKey.self] = newValue }
    }

    public var lineSpacing: CGFloat {
        get { self[LineSpacingKey.self] }
        set { self[LineSpacingKey.self] = newValue }
    }

    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }

    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }

    // MARK: Package state carried down the tree

    /// The resolved foreground paint (`foregroundStyle`/`foregroundColor`); nil is the label color.
    package var foregroundPaint: Paint? {
        get { self[ForegroundKey.self] }
        set { self[ForegroundKey.self] = newValue }
    }

    package var tintPaint: Paint? {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }

    package var fontWeight: Font.Weight? {
        get { self[FontWeightKey.self] }
        set { self[FontWeightKey.self] = newValue }
    }

    package var italic: Bool {
        get { self[ItalicKey.self] }
        set { self[ItalicKey.self] = newValue }
    }

    /// Whether the view is in the accented group (`widgetAccentable`).
    package var isWidgetAccented: Bool {
        get { self[AccentedKey.self] }
        set { self[AccentedKey.self] = newValue }
    }

    /// The axis of the stack the view is a direct child of (decides `Spacer` and `Divider`).
    package var stackAxis: LayoutEngine.Axis? {
        get { self[StackAxisKey.self] }
        set { self[StackAxisKey.self] = newValue }
    }

    /// The moment being rendered: what `Text(date, style:)` counts from.
    package var renderDate: Date {
        get { self[RenderDateKey.self] }
        set { self[RenderDateKey.self] = newValue }
    }

    /// Bundles searched for named images, colors and strings, before the main bundle.
    package var resourceBundles: [Bundle] {
        get { self[BundlesKey.self] }
        set { self[BundlesKey.self] = newValue }
    }

    /// Looks up localized strings for `Text` keys.
    package var localizer: Localizer? {
        get { self[LocalizerKey.self] }
        set { self[LocalizerKey.self] = newValue }
    }

    /// Logs `message` once per process.
    package func logOnce(_ message: String) {
        let first = loggedMessages.withLock { $0.insert(message).inserted }
        if first { Logger(label: "WidgetKitLinux.ViewCore").warning("\(message)") }
    }
}

private let loggedMessages = Mutex<Set<String>>([])

/// Finds the localized string for a key: set by the widget runtime from the bundle's
/// `Localizable.strings` / `.xcstrings` and the chosen locale.
package struct Localizer: Sendable {
    package let lookup: @Sendable (_ key: String, _ table: String?) -> String?
    package init(lookup: @escaping @Sendable (_ key: String, _ table: String?) -> String?) {
        self.lookup = lookup
    }
}

/// Reasons to redact content.
public struct RedactionReasons: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Content shown as a placeholder while real data loads.
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    /// Content hidden because it is private.
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    /// Content that is not valid any more.
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

/// Opens a URL: `@Environment(\.openURL) var openURL; openURL(url)`.
public struct OpenURLAction: Sendable {
    /// What a handler did with a URL.
    public struct Result: Sendable {
        package let handled: Bool
        public static let handled = Result(handled: true)
        public static let discarded = Result(handled: false)
        public static let systemAction = Result(handled: false)
    }

    private let handler: @Sendable (URL) -> Result

    public init(handler: @escaping @Sendable (URL) -> Result) {
        self.handler = handler
    }

    public func callAsFunction(_ url: URL) {
        _ = handler(url)
    }
}
