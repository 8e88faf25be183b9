public import Foundation
public import DisplayList
public import ViewCore
public import WidgetCore

/// What a render produces: the three renderers' outputs, the HTML fragment a page embeds,
/// and the display list itself.
public enum RenderFormat: String, Sendable, Hashable, CaseIterable, Codable {
    /// A PNG at the request's scale.
    case png
    /// A standalone SVG document.
    case svg
    /// A complete HTML5 document: `lang`, the widget's localized name as the title, page colours.
    case html
    /// The `<div class="wk-widget">` fragment a page embeds.
    case fragment
    /// The display list as JSON (`DisplayList`'s `Codable` form, keys sorted): what the three
    /// renderers draw, decodable again.
    case displayList

    /// The parsed name: `png`, `svg`, `html`, `fragment` or `displayList` (any case); `nil` otherwise.
    public init?(name: String) {
        guard let format = Self.allCases.first(where: { $0.rawValue.lowercased() == name.lowercased() }) else {
            return nil
        }
        self = format
    }

    /// The MIME type of the format.
    public var mimeType: String {
        switch self {
        case .png: "image/png"
        case .svg: "image/svg+xml"
        case .html, .fragment: "text/html; charset=utf-8"
        case .displayList: "application/json"
        }
    }
}

/// One render of a widget entry, described completely: family, appearance, text size, locale,
/// time zone, moment, scale, placeholder redaction and output format. The `render` and
/// `preview` commands, the home screen and snapshot tests all build one, and
/// ``WidgetRenderer`` fulfils it, so the same request gives the same bytes everywhere.
///
/// ```swift
/// var request = RenderRequest(family: .systemMedium, colorScheme: .dark, format: .html)
/// request.locale = Locale(identifier: "es_ES")
/// let bytes = try WidgetRenderer.encode(displayList, for: request, title: "Tiempo")
/// ```
public struct RenderRequest: Sendable, Hashable {
    /// Family, appearance, text size, locale, time zone, date, scale and redaction: what the
    /// layout sees.
    public var environment: RenderEnvironment
    /// The output format.
    public var format: RenderFormat
    /// Where SVG and HTML documents load the fonts from (`nil`: the viewer's installed fonts).
    public var fontBaseURL: String?
    /// The `id` of an HTML fragment's root element (`nil`: derived from the content).
    public var fragmentID: String?

    /// A request for `environment` in `format`.
    public init(environment: RenderEnvironment, format: RenderFormat, fontBaseURL: String? = nil,
                fragmentID: String? = nil) {
        self.environment = environment
        self.format = format
        self.fontBaseURL = fontBaseURL
        self.fragmentID = fragmentID
    }

    /// A request with each part given; see ``RenderEnvironment`` for the defaults.
    public init(
        family: WidgetFamily = .systemSmall, colorScheme: ColorScheme = .light,
        dynamicTypeSize: DynamicTypeSize = .large, locale: Locale = Locale(identifier: "en_US"),
        timeZone: TimeZone = .current, date: Date = Date(), scale: Double = 2, isPlaceholder: Bool = false,
        renderingMode: WidgetRenderingMode? = nil,
        format: RenderFormat = .png, fontBaseURL: String? = nil, fragmentID: String? = nil
    ) {
        self.init(
            environment: RenderEnvironment(
                family: family, colorScheme: colorScheme, dynamicTypeSize: dynamicTypeSize, locale: locale,
                timeZone: timeZone, date: date, displayScale: scale, isPlaceholder: isPlaceholder,
                renderingMode: renderingMode),
            format: format, fontBaseURL: fontBaseURL, fragmentID: fragmentID)
    }

    /// The family rendered.
    public var family: WidgetFamily {
        get { environment.family }
        set { environment.family = newValue }
    }

    /// How the system draws the widget's colours (`nil`: `vibrant` for accessory families,
    /// `fullColor` otherwise).
    public var renderingMode: WidgetRenderingMode? {
        get { environment.renderingMode }
        set { environment.renderingMode = newValue }
    }

    /// Light or dark.
    public var colorScheme: ColorScheme {
        get { environment.colorScheme }
        set { environment.colorScheme = newValue }
    }

    /// The language and region.
    public var locale: Locale {
        get { environment.locale }
        set { environment.locale = newValue }
    }

    /// Pixels per point: the layout's display scale and the PNG's resolution.
    public var scale: Double {
        get { environment.displayScale }
        set { environment.displayScale = newValue }
    }

    /// The moment shown.
    public var date: Date {
        get { environment.date }
        set { environment.date = newValue }
    }

    /// The HTML `lang` of the locale: a BCP 47 tag such as `en-US` or `zh-Hans`.
    public var languageTag: String {
        environment.locale.identifier.replacingOccurrences(of: "_", with: "-")
    }

    // Equality compares everything; the hash leaves `Locale` and `TimeZone` to their
    // identifiers (hashing them whole is slow, and the home screen hashes a request per answer).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(environment.family)
        hasher.combine(environment.colorScheme)
        hasher.combine(environment.dynamicTypeSize)
        hasher.combine(environment.locale.identifier)
        hasher.combine(environment.timeZone.identifier)
        hasher.combine(environment.date)
        hasher.combine(environment.displayScale)
        hasher.combine(environment.isPlaceholder)
        hasher.combine(environment.showsContainerBackground)
        hasher.combine(environment.renderingMode)
        hasher.combine(environment.systemLook)
        hasher.combine(format)
        hasher.combine(fontBaseURL)
        hasher.combine(fragmentID)
    }
}
