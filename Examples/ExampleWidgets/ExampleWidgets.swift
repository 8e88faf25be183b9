import WidgetKit
import SwiftUI
import TallyWidgets

/// The example bundle: written exactly as an iOS widget extension is written.
@main
struct ExampleWidgets: WidgetBundle {
    var body: some Widget {
        WeatherWidget()
        CountdownWidget()
        StepsWidget()
        TallyWidget()
        TallyAddControl()
        TallyLockControl()
        DeliveryLiveActivity()
    }
}
