import WidgetKit
import SwiftUI
import HeadlinesWidgets

/// The Top Headlines app's widget extension, on its own: `headlines-widgets`, one of the four
/// bundle programs `scripts/start.sh` serves on one home screen (each in its own process).
@main
struct HeadlinesExtension: WidgetBundle {
    var body: some Widget {
        TopHeadlinesWidget()
    }
}
