/// A local package of the Weather fixture project.
public enum WeatherCore {
    public static let greeting = "Hello from WeatherCore"
}
