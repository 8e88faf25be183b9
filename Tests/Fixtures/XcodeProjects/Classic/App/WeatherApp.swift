// The app target's own file: not part of the widget extension.
import SwiftUI

@main
struct WeatherApp: App {
    var body: some Scene {
        WindowGroup { Text("Weather") }
    }
}
