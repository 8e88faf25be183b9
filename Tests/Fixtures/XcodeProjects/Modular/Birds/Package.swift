// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "Birds",
    products: [
        .library(
            name: "Birds",
            targets: ["Birds"]
        ),
    ],
    targets: [.target(name: "Birds")]
)
