// The framework target the widget extension links (WeatherShared.framework).
public struct Forecast: Sendable {
    public var city: String
    public var celsius: Int

    public init(city: String, celsius: Int) {
        self.city = city
        self.celsius = celsius
    }
}
