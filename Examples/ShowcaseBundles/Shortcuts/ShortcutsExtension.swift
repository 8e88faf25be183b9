import WidgetKit
import SwiftUI
import Intents
import ShortcutsWidgets

/// The Shortcuts app's widget extension, on its own: `shortcuts-widgets`, one of the four
/// bundle programs `scripts/start.sh` serves on one home screen (each in its own process).
@main
struct ShortcutsExtension: WidgetBundle {
    /// The Intents extension that answers for the dynamic panel's options.
    static let intentsExtension: INExtension.Type? = ShortcutsIntentHandler.self

    var body: some Widget {
        StaticShortcutsWidget()
        DynamicShortcutsWidget()
    }
}
