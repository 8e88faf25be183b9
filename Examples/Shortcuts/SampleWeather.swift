import Foundation

/// The weather the panel shows: offline sample data that changes with the hour and the day,
/// for a sample city.
///
/// A real widget would fetch a forecast in its provider; the sample keeps the example
/// self-contained and its snapshots stable. Days cycle through sunny, cloudy and rainy
/// weather; the temperature peaks in the afternoon.
public struct SampleWeather: Hashable, Sendable {
    /// The sky, such as "Cloudy".
    public var condition: String
    /// The SF Symbol for the sky.
    public var symbolName: String
    /// The temperature in degrees Celsius.
    public var celsius: Int
    /// Where the sample weather is.
    public var city: String

    /// The sample city.
    public static let city = "Hangzhou"

    /// The sample weather at `date`, read in `calendar`'s time zone.
    public static func at(_ date: Date, calendar: Calendar) -> SampleWeather {
        let hour = calendar.component(.hour, from: date)
        let day = calendar.ordinality(of: .day, in: .era, for: date) ?? 0
        let isNight = hour < 6 || hour >= 19
        // Warmest at 3 PM, coolest at 3 AM: 20…30 °C.
        let daily = cos(Double(hour - 15) / 24 * 2 * Double.pi)
        var celsius = Int((25 + 5 * daily).rounded())
        let condition: String
        let symbol: String
        switch day % 3 {
        case 0:
            (condition, symbol) = isNight ? ("Clear", "moon.stars.fill") : ("Sunny", "sun.max.fill")
        case 1:
            (condition, symbol) = isNight ? ("Cloudy", "cloud.fill") : ("Cloudy", "cloud.sun.fill")
        default:
            (condition, symbol) = ("Light Rain", "cloud.rain.fill")
            celsius -= 3
        }
        return SampleWeather(condition: condition, symbolName: symbol, celsius: celsius, city: city)
    }
}
