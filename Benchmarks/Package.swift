// swift-tools-version: 6.1
import PackageDescription

/// Performance benchmarks of WidgetKit for Linux, kept out of the main package so that its
/// build and CI never build package-benchmark. Run from this folder:
///
///     swift package benchmark
///
/// See README.md for what each benchmark measures and the targets it is held to.

/// The root package's `-package-name`. It is a path dependency, so its identity is the name
/// of its folder, lowercased (`main` in the usual checkout, but a clone may be named
/// otherwise); SwiftPM's package name is that identity with `-` and `.` as `_`.
let rootIdentity = String(
    (Context.packageDirectory.split(separator: "/").dropLast().last.map { $0.lowercased() } ?? "main")
        .map { $0 == "-" || $0 == "." ? "_" : $0 })

let package = Package(
    name: "WidgetKitLinuxBenchmarks",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "WidgetKitLinux", path: ".."),
        .package(url: "https://github.com/ordo-one/package-benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // Widgets and entries the benchmarks and the Chromium comparison share.
        .target(
            name: "BenchmarkFixtures",
            dependencies: [
                .product(name: "SwiftUI", package: "WidgetKitLinux"),
                .product(name: "WidgetKit", package: "WidgetKitLinux"),
                .product(name: "WidgetKitLinuxInternals", package: "WidgetKitLinux"),
            ]
        ),

        // A bundle program with the forecast widget: the `Extensions` benchmarks run it as an
        // extension process, `Scripts/hosted-scale.sh` serves and hosts copies of it.
        .executableTarget(
            name: "forecast-widgets",
            dependencies: ["BenchmarkFixtures", .product(name: "WidgetKit", package: "WidgetKitLinux")],
            path: "Sources/ForecastWidgets"
        ),

        // Layout, HTML, SVG and PNG of one entry.
        .executableTarget(
            name: "Rendering",
            dependencies: [
                "BenchmarkFixtures",
                .product(name: "Benchmark", package: "package-benchmark"),
                .product(name: "SwiftUI", package: "WidgetKitLinux"),
                .product(name: "WidgetKitLinuxInternals", package: "WidgetKitLinux"),
            ],
            path: "Benchmarks/Rendering",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
        ),

        // The timeline scheduler at scale. `TimelineScheduling`'s API has `package` access, so
        // this target compiles as a member of the root package to reach it: `packageAccess: false`
        // stops SwiftPM passing this package's -package-name, and the flag passes the root's.
        .executableTarget(
            name: "Scheduler",
            dependencies: [
                .product(name: "Benchmark", package: "package-benchmark"),
                .product(name: "SwiftUI", package: "WidgetKitLinux"),
                .product(name: "WidgetKitLinuxInternals", package: "WidgetKitLinux"),
            ],
            path: "Benchmarks/Scheduler",
            packageAccess: false,
            swiftSettings: [.unsafeFlags(["-package-name", rootIdentity])],
            plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
        ),

        // The medium entry in process and across the process boundary (`forecast-widgets
        // extension`). The protocol's API has `package` access: compiled as a member of the root
        // package, as `Scheduler` is.
        .executableTarget(
            name: "Extensions",
            dependencies: [
                "BenchmarkFixtures",
                .product(name: "Benchmark", package: "package-benchmark"),
                .product(name: "SwiftUI", package: "WidgetKitLinux"),
                .product(name: "WidgetKitLinuxInternals", package: "WidgetKitLinux"),
            ],
            path: "Benchmarks/Extensions",
            packageAccess: false,
            swiftSettings: [.unsafeFlags(["-package-name", rootIdentity])],
            plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
        ),

        // Renders one entry N times to PNG and writes its HTML: what scripts/compare-chromium.sh
        // sets against a warm headless Chromium.
        .executableTarget(
            name: "render-compare",
            dependencies: [
                "BenchmarkFixtures",
                .product(name: "SwiftUI", package: "WidgetKitLinux"),
                .product(name: "WidgetKitLinuxInternals", package: "WidgetKitLinux"),
            ],
            path: "Sources/RenderCompare"
        ),
    ],
    swiftLanguageModes: [.v6]
)
