// swift-tools-version: 5.9
import PackageDescription

// Depends on Birds, so its manifest names "Birds" without providing it.
let package = Package(
    name: "Artwork",
    products: [.library(name: "Artwork", targets: ["Artwork"])],
    dependencies: [.package(path: "../Birds")],
    targets: [.target(name: "Artwork", dependencies: [.product(name: "Birds", package: "Birds")])]
)
