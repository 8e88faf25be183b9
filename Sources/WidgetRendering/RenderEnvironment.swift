public import Foundation
public import ViewCore
public import WidgetCore
import Synchronization
import WidgetResources

/// Everything outside the entry that decides how a widget looks: family, appearance,
/// text size, language, scale and the moment rendered.
public struct RenderEnvironment: Sendable, Hashable {
    public var family: WidgetFamily
    public var colorScheme: ColorScheme
    public var dynamicTypeSize: DynamicTypeSize
    public var locale: Locale
    public var timeZone: TimeZone
    /// The moment shown: what `Text(date, style: .timer)` counts from.
    public var date: Date
    /// Pixels per point, for `@Environment(\.displayScale)` and image variants.
    public var displayScale: Double
    /// Draw the widget's container background (a host may remove it, e.g. on a tinted home screen).
    public var showsContainerBackground: Bool
    /// Redact as a placeholder (a widget whose first timeline is loading).
    public var isPlaceholder: Bool
    /// How the system draws the widget's colours; `nil` for the family's default (see
    /// ``resolvedRenderingMode``).
    public var renderingMode: WidgetRenderingMode?
    /// The iOS release whose look controls are drawn in: iOS 26 unless asked for the iOS 18 look.
    public var systemLook: SystemLook = .iOS26

    public init(
        family: WidgetFamily = .systemSmall, colorScheme: ColorScheme = .light,
        dynamicTypeSize: DynamicTypeSize = .large, locale: Locale = Locale(identifier: "en_US"),
        timeZone: TimeZone = .current, date: Date = Date(), displayScale: Double = 2,
        showsContainerBackground: Bool = true, isPlaceholder: Bool = false, renderingMode: WidgetRenderingMode? = nil
    ) {
        self.family = family
        self.colorScheme = colorScheme
        self.dynamicTypeSize = dynamicTypeSize
        self.locale = locale
        self.timeZone = timeZone
        self.date = date
        self.displayScale = displayScale
        self.showsContainerBackground = showsContainerBackground
        self.isPlaceholder = isPlaceholder
        self.renderingMode = renderingMode
    }

    /// The rendering mode drawn: ``renderingMode``, else `vibrant` for accessory families (the
    /// Lock Screen) and `fullColor` for the home screen's.
    public var resolvedRenderingMode: WidgetRenderingMode {
        renderingMode ?? (family.isSystemFamily ? .fullColor : .vibrant)
    }

    /// The canvas size of the family, in points.
    public var canvasSize: CGSize { family.displaySize() }

    /// The environment values a widget's views read.
    ///
    /// Everything but the date is looked up once per environment and set of bundles (the
    /// calendar, the localization catalog and its fallback chain cost more than a layout).
    package func environmentValues(bundles: [Bundle] = []) -> EnvironmentValues {
        let key = EnvironmentCacheKey(self, bundles: bundles)
        var values = Self.environmentCache.withLock { cache -> EnvironmentValues? in
            cache[key]?.values
        } ?? {
            let values = makeEnvironmentValues(bundles: bundles)
            Self.environmentCache.withLock { cache in
                if cache.count >= 64 { cache.removeAll() }
                cache[key] = EnvironmentCacheEntry(bundles: bundles, values: values)
            }
            return values
        }()
        values.renderDate = date
        return values
    }

    private func makeEnvironmentValues(bundles: [Bundle]) -> EnvironmentValues {
        var values = EnvironmentValues()
        values.widgetFamily = family
        values.colorScheme = colorScheme
        let mode = resolvedRenderingMode
        values.widgetRenderingMode = mode
        values.widgetColorTreatments = mode.colorTreatments
        // The Lock Screen's vibrant material shows light content: its widgets see a dark scheme.
        if mode == .vibrant { values.colorScheme = .dark }
        values.dynamicTypeSize = dynamicTypeSize
        values.systemLook = systemLook
        values.locale = locale
        values.timeZone = timeZone
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = locale
        calendar.timeZone = timeZone
        values.calendar = calendar
        values.displayScale = CGFloat(displayScale)
        values.showsWidgetContainerBackground = showsContainerBackground
        values.resourceBundles = bundles
        values.localizer = LocalizationCatalog.catalog(for: bundles + [Bundle.main]).localizer(for: locale)
        if isPlaceholder { values.redactionReasons = .placeholder }
        return values
    }

    /// Environment values by environment (its date left out) and bundles.
    private static let environmentCache = Mutex<[EnvironmentCacheKey: EnvironmentCacheEntry]>([:])
}

/// A render environment without its date, and the bundles. Equality compares everything; the
/// hash leaves `Locale` and `TimeZone` to their identifiers (hashing them whole cost more than
/// the rest of a lookup).
private struct EnvironmentCacheKey: Hashable {
    var environment: RenderEnvironment
    var bundles: [ObjectIdentifier]

    init(_ environment: RenderEnvironment, bundles: [Bundle]) {
        var undated = environment
        undated.date = Date(timeIntervalSinceReferenceDate: 0)
        self.environment = undated
        self.bundles = bundles.map { ObjectIdentifier($0) }
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(environment.family)
        hasher.combine(environment.colorScheme)
        hasher.combine(environment.dynamicTypeSize)
        hasher.combine(environment.locale.identifier)
        hasher.combine(environment.timeZone.identifier)
        hasher.combine(environment.displayScale)
        hasher.combine(environment.renderingMode)
        hasher.combine(environment.systemLook)
        hasher.combine(bundles)
    }
}

/// Keeps the bundles alive, so their identifiers in the key cannot be reused by other bundles.
private struct EnvironmentCacheEntry: @unchecked Sendable {
    /// Kept alive so that no other bundle can take the identifiers in the key.
    var bundles: [Bundle]
    var values: EnvironmentValues
}
