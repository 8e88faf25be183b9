import SwiftUI
import WidgetKit

/// The shortcuts panel a person composes in Edit Widget: four of the eight functions (offered
/// by ``ShortcutsIntentHandler``), the side the buttons sit on, and whether the weather shows.
/// A dynamic-intent widget.
public struct DynamicShortcutsWidget: Widget {
    /// The widget's kind.
    nonisolated public static let kind = "DynamicShortcutsWidget"

    let title: String
    let desc: String

    /// The widget with its gallery name and description.
    public init() {
        self.init(
            title: "My Shortcuts",
            desc: "Pick four of eight shortcuts, put them left or right, and show or hide the weather.")
    }

    /// The widget with another gallery name and description.
    public init(title: String, desc: String) {
        self.title = title
        self.desc = desc
    }

    /// A medium panel configured with its intent.
    public var body: some WidgetConfiguration {
        IntentConfiguration(kind: Self.kind, intent: DynamicConfigurationIntent.self, provider: DynamicShortcutsProvider()) { entry in
            ShortcutsPanelView(entry: entry)
        }
        .configurationDisplayName(title)
        .description(desc)
        .supportedFamilies([.systemMedium])
    }
}
