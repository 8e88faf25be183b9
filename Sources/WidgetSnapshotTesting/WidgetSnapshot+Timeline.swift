public import Foundation
public import WidgetCore
public import WidgetRendering

extension WidgetSnapshot {
    /// Lays out the entry of `timeline` that the widget shows at `environment.date`, by the rule
    /// the home screen and the `render` command use (`Timeline`'s): entries with non-finite
    /// dates are ignored, of equal dates the last given counts, and the entry shown is the
    /// latest dated at or before the moment, else the earliest.
    ///
    /// ```swift
    /// let timeline = Timeline(entries: [morning, noon, evening], policy: .atEnd)
    /// let snapshot = try WidgetSnapshot(of: WeatherWidget.self, timeline: timeline,
    ///                                   environment: .snapshot(family: .systemSmall, date: noonDate))
    /// ```
    ///
    /// - Throws: ``WidgetSnapshotError/emptyTimeline`` when no entry has a finite date, and what
    ///   ``init(of:kind:entry:environment:bundles:)`` throws.
    @MainActor
    public init<W: Widget, Entry: TimelineEntry>(
        of widget: W.Type, kind: String? = nil, timeline: Timeline<Entry>, environment: RenderEnvironment = .snapshot(),
        bundles: [Bundle] = []
    ) throws {
        guard let entry = timeline.entry(at: environment.date) else { throw WidgetSnapshotError.emptyTimeline }
        try self.init(of: widget, kind: kind, entry: entry, environment: environment, bundles: bundles)
    }
}
