import BenchmarkFixtures
import WidgetKit
import SwiftUI

/// A bundle program with the benchmarks' forecast widget: the home screen and the extension
/// benchmarks run it as `forecast-widgets serve` or `forecast-widgets extension`.
@main
struct ForecastWidgets: WidgetBundle {
    var body: some Widget {
        ForecastWidget()
    }
}
