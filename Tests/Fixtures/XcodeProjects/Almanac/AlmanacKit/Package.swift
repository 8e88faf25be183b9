// swift-tools-version: 5.9
// A local package of the Almanac fixture (issue 26 §1): one target with SwiftUI and OSLog code
// and an asset catalog Xcode treats as a resource, one with a resource folder it reads
// through `Bundle.module`, and a test target the import leaves out.
import PackageDescription

let package = Package(
    name: "AlmanacKit",
    defaultLocalization: "en",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [
        .library(name: "AlmanacKit", type: .dynamic, targets: ["AlmanacKit"]),
    ],
    targets: [
        .target(
            name: "AlmanacKit",
            dependencies: ["AlmanacData"],
            swiftSettings: [.define("ALMANAC_LOGGING"), .define("ALMANAC_PREVIEWS", .when(platforms: [.iOS]))]
        ),
        .target(name: "AlmanacData", resources: [.process("Resources")]),
        .testTarget(name: "AlmanacKitTests", dependencies: ["AlmanacKit"]),
    ]
)
