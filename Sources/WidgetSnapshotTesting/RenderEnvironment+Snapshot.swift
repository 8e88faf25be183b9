public import Foundation
public import ViewCore
public import WidgetCore
public import WidgetRendering

extension RenderEnvironment {
    /// The moment snapshots are rendered at unless you choose one: Monday 10 June 2024,
    /// 09:41 UTC.
    ///
    /// `Text(date, style: .timer)`, `.relative` and `ProgressView(timerInterval:)` count from
    /// this date, so a reference image never depends on when the test runs.
    public static let snapshotDate = Date(timeIntervalSince1970: 1_718_012_460)

    /// A render environment that gives the same pixels on every machine: a fixed date, UTC,
    /// `en_US` and 2 pixels per point unless you say otherwise.
    ///
    /// ```swift
    /// let snapshot = WidgetSnapshot(
    ///     of: WeatherView(entry: .sample),
    ///     environment: .snapshot(family: .systemMedium, colorScheme: .dark, dynamicTypeSize: .xxxLarge))
    /// ```
    ///
    /// `RenderEnvironment()` itself defaults to the current date and time zone, which suits a
    /// host but makes snapshots of dates flaky.
    public static func snapshot(
        family: WidgetFamily = .systemSmall,
        colorScheme: ColorScheme = .light,
        dynamicTypeSize: DynamicTypeSize = .large,
        locale: Locale = Locale(identifier: "en_US"),
        timeZone: TimeZone = TimeZone(identifier: "UTC") ?? .gmt,
        date: Date = RenderEnvironment.snapshotDate,
        scale: Double = 2,
        showsContainerBackground: Bool = true,
        isPlaceholder: Bool = false
    ) -> RenderEnvironment {
        RenderEnvironment(
            family: family, colorScheme: colorScheme, dynamicTypeSize: dynamicTypeSize, locale: locale,
            timeZone: timeZone, date: date, displayScale: scale,
            showsContainerBackground: showsContainerBackground, isPlaceholder: isPlaceholder)
    }
}
