#if os(iOS)
import WidgetKit
import SwiftUI

struct LegacyWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Legacy", provider: WeatherProvider()) { entry in
            Text(entry.forecast.city)
        }
    }
}
#endif
