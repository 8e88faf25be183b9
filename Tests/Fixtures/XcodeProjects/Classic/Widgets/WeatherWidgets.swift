import WidgetKit
import SwiftUI

@main
struct WeatherWidgets: WidgetBundle {
    var body: some Widget {
        WeatherWidget()
        #if os(iOS)
        LegacyWidget()
        #endif
    }
}
