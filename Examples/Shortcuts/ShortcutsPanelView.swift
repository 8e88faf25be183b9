import SwiftUI
import WidgetKit

/// The medium panel: weather, date and today's offers on one side, a 2×2 grid of shortcut
/// buttons on the other, over the panel background.
struct ShortcutsPanelView: View {
    let entry: ShortcutsEntry

    var body: some View {
        HStack(alignment: .center, spacing: 12) {
            if entry.buttonPosition == .left {
                grid
                WeatherDateView(entry: entry, alignment: .trailing)
                    .frame(maxWidth: .infinity, alignment: .trailing)
            } else {
                WeatherDateView(entry: entry, alignment: .leading)
                    .frame(maxWidth: .infinity, alignment: .leading)
                grid
            }
        }
        .foregroundStyle(.white)
        .widgetURL(URL(string: "shortcuts://home"))
        .containerBackground(for: .widget) {
            PanelBackground()
        }
    }

    private var grid: some View {
        ShortcutButtonGrid(buttons: entry.buttons, highlightedButtonID: entry.highlightedButtonID)
    }
}
