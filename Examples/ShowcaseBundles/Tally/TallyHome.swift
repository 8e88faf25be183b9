import WidgetKit
import SwiftUI
import TallyWidgets

/// The program `scripts/start.sh` serves the home screen with: the Tally widget and its controls
/// in process, and the four seed apps' bundle programs (`--bundle`), each in an extension
/// process of its own.
@main
struct TallyHome: WidgetBundle {
    var body: some Widget {
        TallyWidget()
        TallyAddControl()
        TallyLockControl()
    }
}
