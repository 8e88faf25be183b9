// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "WeatherCore",
    products: [.library(name: "WeatherCore", targets: ["WeatherCore"])],
    targets: [.target(name: "WeatherCore")]
)
