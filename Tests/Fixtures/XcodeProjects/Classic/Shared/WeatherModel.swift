// Shared with the app target. Imports only Foundation, as on iOS, and uses what Apple's
// Foundation has and Linux's keeps in other modules.
import Foundation

enum WeatherModel {
    static let appGroup = "group.com.example.weather"
    static let refreshDelay = Int(15 * NSEC_PER_SEC)
    static let queue: DispatchSerialQueue? = nil

    static func request(for city: String) -> URLRequest {
        URLRequest(url: URL(string: "https://weather.example/\(city)")!)
    }
}
