import SwiftUI
import WidgetKit

/// The shortcuts panel with one function chosen in Edit Widget: that function comes first and
/// is highlighted; the rest are the default ones. A static-intent widget (an enum parameter).
public struct StaticShortcutsWidget: Widget {
    /// The widget's kind.
    nonisolated public static let kind = "StaticShortcutsWidget"

    let title: String
    let desc: String

    /// The widget with its gallery name and description.
    public init() {
        self.init(
            title: "Featured Shortcut",
            desc: "Weather, today's offers and four shortcuts, led by the one you choose.")
    }

    /// The widget with another gallery name and description, as two entries in one bundle may have.
    public init(title: String, desc: String) {
        self.title = title
        self.desc = desc
    }

    /// A medium panel configured with its intent.
    public var body: some WidgetConfiguration {
        IntentConfiguration(kind: Self.kind, intent: StaticConfigurationIntent.self, provider: StaticShortcutsProvider()) { entry in
            ShortcutsPanelView(entry: entry)
        }
        .configurationDisplayName(title)
        .description(desc)
        .supportedFamilies([.systemMedium])
    }
}
