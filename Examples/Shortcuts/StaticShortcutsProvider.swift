import Foundation
import WidgetKit

/// The timelines of ``StaticShortcutsWidget``: the chosen function first and highlighted,
/// then the default functions, reloaded every two hours.
public struct StaticShortcutsProvider: IntentTimelineProvider {
    /// The panel entry.
    public typealias Entry = ShortcutsEntry
    /// The intent generated from `Shortcuts.intentdefinition`.
    public typealias Intent = StaticConfigurationIntent

    /// Creates the provider.
    public init() {}

    /// Four buttons: `function` first, then the default functions other than it.
    public static func buttons(featuring function: ShortcutFunction?) -> [ShortcutButtonItem] {
        let rest = ShortcutFunction.defaultSelection.filter { $0 != function }
        return ([function].compactMap { $0 } + rest).prefix(4).map(ShortcutButtonItem.init)
    }

    /// The entry for `configuration` at `date`.
    public static func entry(for configuration: StaticConfigurationIntent, at date: Date) -> ShortcutsEntry {
        let function = ShortcutFunction(configuration.buttonType)
        return ShortcutsEntry(date: date, buttons: buttons(featuring: function), highlightedButtonID: function?.id)
    }

    /// The default panel, shown redacted while the first timeline loads.
    public func placeholder(in context: Context) -> ShortcutsEntry {
        ShortcutsEntry.standard(at: Date())
    }

    /// The panel for `configuration` now, for the gallery and previews.
    public func getSnapshot(
        for configuration: StaticConfigurationIntent, in context: Context, completion: @escaping (ShortcutsEntry) -> Void
    ) {
        completion(Self.entry(for: configuration, at: Date()))
    }

    /// One entry for `configuration` now, reloaded two hours later.
    public func getTimeline(
        for configuration: StaticConfigurationIntent, in context: Context,
        completion: @escaping (Timeline<ShortcutsEntry>) -> Void
    ) {
        let now = Date()
        completion(ShortcutsRefresh.timeline(with: Self.entry(for: configuration, at: now), from: now))
    }
}
