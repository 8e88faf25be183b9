import Foundation
import WidgetKit

/// The timelines of ``DynamicShortcutsWidget``: the four chosen buttons with their links, on
/// the chosen side, with or without the weather; reloaded every two hours.
public struct DynamicShortcutsProvider: IntentTimelineProvider {
    /// The panel entry.
    public typealias Entry = ShortcutsEntry
    /// The intent generated from `Shortcuts.intentdefinition`.
    public typealias Intent = DynamicConfigurationIntent

    /// Creates the provider.
    public init() {}

    /// The entry for `configuration` at `date`. Without chosen buttons (a configuration that
    /// was never edited) the panel shows the default four.
    public static func entry(for configuration: DynamicConfigurationIntent, at date: Date) -> ShortcutsEntry {
        let chosen = (configuration.selectButtons ?? []).compactMap(ShortcutButtonItem.init)
        let buttons = chosen.isEmpty ? ShortcutFunction.defaultSelection.map(ShortcutButtonItem.init) : chosen
        return ShortcutsEntry(
            date: date,
            buttons: Array(buttons.prefix(4)),
            showsWeather: configuration.showWeather?.boolValue ?? true,
            buttonPosition: configuration.buttonPosition == .left ? .left : .right)
    }

    /// The default panel, shown redacted while the first timeline loads.
    public func placeholder(in context: Context) -> ShortcutsEntry {
        ShortcutsEntry.standard(at: Date())
    }

    /// The panel for `configuration` now, for the gallery and previews.
    public func getSnapshot(
        for configuration: DynamicConfigurationIntent, in context: Context, completion: @escaping (ShortcutsEntry) -> Void
    ) {
        completion(Self.entry(for: configuration, at: Date()))
    }

    /// One entry for `configuration` now, reloaded two hours later.
    public func getTimeline(
        for configuration: DynamicConfigurationIntent, in context: Context,
        completion: @escaping (Timeline<ShortcutsEntry>) -> Void
    ) {
        let now = Date()
        completion(ShortcutsRefresh.timeline(with: Self.entry(for: configuration, at: now), from: now))
    }
}
