import WidgetKit
import SwiftUI
import CongressWidgets

/// The Congress app's widget extension, on its own: `congress-widgets`, one of the four bundle
/// programs `scripts/start.sh` serves on one home screen (each in its own process).
@main
struct CongressExtension: WidgetBundle {
    var body: some Widget {
        CongressVotesWidget()
    }
}
