// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "Web",
    products: [.library(name: "Web", targets: ["Web"])],
    targets: [.target(name: "Web")]
)
