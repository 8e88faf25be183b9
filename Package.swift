// swift-tools-version: 6.1
import CompilerPluginSupport
import PackageDescription

/// WidgetKit for Linux.
///
/// The data flow of docs/ARCHITECTURE.md, bottom up:
/// DisplayList ← TextEngine ← LayoutEngine (+ WidgetResources) ← ViewCore ← WidgetCore ← TimelineScheduling
/// ← WidgetRendering (+ PNG/SVG/HTML renderers) ← WidgetProgram; SwiftUI, WidgetKit and
/// UIKit are thin re-export modules so widget source written for iOS compiles unchanged.
/// The home screen (HomeScreen: Hummingbird, NIO, Crypto, the store) is not linked into a widget
/// program: `widgetkit-home` (HomeScreenProgram) is, and a widget program's `serve` hands over
/// to it (docs/ARCHITECTURE.md, "Two programs").
let strict: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
    name: "WidgetKitLinux",
    // Resources in `.lproj` folders are localized, which SwiftPM allows only with a default
    // localization: the fixture with a `Base.lproj` intent definition has one, as Xcode projects do.
    defaultLocalization: "en",
    platforms: [.macOS(.v14)],
    products: [
        // One product gives every drop-in module: a widget target depends on `WidgetKit` alone and
        // may import WidgetKit, SwiftUI, SwiftUICore, UIKit, Intents, AppIntents, OSLog, os, Combine, ActivityKit, Charts,
        // CoreGraphics, CoreLocation.
        .library(
            name: "WidgetKit",
            targets: ["WidgetKit", "SwiftUI", "SwiftUICore", "UIKit", "Intents", "AppIntents", "OSLog", "os", "Combine", "ActivityKit",
                      "Charts", "CoreGraphics", "CoreLocation", "CryptoKit", "FamilyControls", "ManagedSettings",
                      "NetworkExtension", "CoreText"]
        ),
        .library(name: "SwiftUI", targets: ["SwiftUI"]),
        .library(name: "UIKit", targets: ["UIKit"]),
        .library(name: "Intents", targets: ["Intents"]),
        .library(name: "AppIntents", targets: ["AppIntents"]),
        .library(name: "WidgetSnapshotTesting", targets: ["WidgetSnapshotTesting"]),
        // Internal modules for the separate Benchmarks/ package (not API; may change at any time).
        .library(
            name: "WidgetKitLinuxInternals",
            targets: ["WidgetRendering", "DisplayList", "TextEngine", "PNGRenderer", "SVGRenderer", "HTMLRenderer",
                      "TimelineScheduling", "WidgetExtension"]
        ),
        // The home screen as a program of its own: hosts widget bundle programs as extension
        // processes. A widget program's `serve` finds it next to itself or builds it by this name.
        .executable(name: "widgetkit-home", targets: ["WidgetKitHome"]),
        .executable(name: "example-widgets", targets: ["ExampleWidgets"]),
        // Generates Swift for `.intentdefinition` files, as Xcode does (docs/INTENTS.md).
        .plugin(name: "IntentDefinitionPlugin", targets: ["IntentDefinitionPlugin"]),
        // Generates `ImageResource`/`ColorResource` symbols for `.xcassets` catalogs, as Xcode does.
        .plugin(name: "AssetSymbolsPlugin", targets: ["AssetSymbolsPlugin"]),
        // Gives each program its own Info.plist (build settings expanded), entitlements and resource bundles.
        .plugin(name: "InfoPlistPlugin", targets: ["InfoPlistPlugin"]),
        // `widgetkit import App.xcodeproj`: an Xcode project's widget extensions as a package (docs/IMPORTING.md).
        .executable(name: "widgetkit", targets: ["WidgetKitTool"]),
        .executable(name: "showcase", targets: ["Showcase"]),
        .executable(name: "vocabulary", targets: ["VocabularyApp"]),
        // The showcase as separate bundle programs (scripts/start.sh): `tally-widgets` serves the
        // home screen and hosts the four seed apps' programs, each in its own extension process.
        .executable(name: "tally-widgets", targets: ["TallyHome"]),
        .executable(name: "vocabulary-widgets", targets: ["VocabularyExtension"]),
        .executable(name: "congress-widgets", targets: ["CongressExtension"]),
        .executable(name: "shortcuts-widgets", targets: ["ShortcutsExtension"]),
        .executable(name: "headlines-widgets", targets: ["HeadlinesExtension"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.6.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.0"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.0"..<"604.0.0"),
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
        // `swift package generate-documentation --target WidgetKit` (DocC catalogues in Sources/*/*.docc).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
        .package(url: "https://github.com/apple/swift-crypto", "3.0.0"..<"5.0.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.80.0"),
        .package(url: "https://github.com/apple/swift-nio-extras", from: "1.25.0"),
    ],
    targets: [
        // MARK: C libraries (Debian: libpango1.0-dev libcairo2-dev libpng-dev libjpeg-dev)
        .systemLibrary(
            name: "CPangoCairo",
            pkgConfig: "pangocairo",
            providers: [.apt(["libpango1.0-dev", "libcairo2-dev", "libdeflate-dev", "libjpeg-dev"])]
        ),
        // Vector image sets (PDF and SVG), drawn into Cairo by Poppler and librsvg.
        .systemLibrary(name: "CRsvg", pkgConfig: "librsvg-2.0", providers: [.apt(["librsvg2-dev"])]),
        .systemLibrary(name: "CPoppler", pkgConfig: "poppler-glib", providers: [.apt(["libpoppler-glib-dev"])]),

        // MARK: Support: small helpers with no better home (per-thread objects, locks, number formatting)
        .target(name: "WidgetKitSupport", dependencies: [.product(name: "Logging", package: "swift-log")], swiftSettings: strict),

        // MARK: The app ↔ host socket: the data directory's location and the Unix-socket transport
        // `WidgetCenter` (WidgetCore) and ActivityKit's `Activity` reach a running home screen by.
        .target(name: "HostSocket", swiftSettings: strict),

        // MARK: Display list: the positioned, immutable output of layout
        .target(name: "DisplayList", dependencies: ["WidgetKitSupport"], swiftSettings: strict),

        // MARK: Text: Pango/HarfBuzz measuring and line breaking
        .target(
            name: "TextEngine",
            dependencies: ["CPangoCairo", "DisplayList", "WidgetKitSupport", .product(name: "Logging", package: "swift-log")],
            swiftSettings: strict
        ),

        // MARK: Layout: proposal → size → place, producing a display list
        .target(
            name: "LayoutEngine",
            dependencies: ["DisplayList", "TextEngine", "WidgetKitSupport", .product(name: "Logging", package: "swift-log")],
            swiftSettings: strict
        ),

        // MARK: Resources: localization catalogs (.strings, .xcstrings) and image header decoding; no views
        .target(
            name: "WidgetResources",
            dependencies: ["DisplayList", .product(name: "Logging", package: "swift-log")],
            swiftSettings: strict
        ),
        // MARK: Vector images: PDF and SVG image sets as bitmaps at any scale
        .target(
            name: "VectorImages",
            dependencies: ["CPangoCairo", "CRsvg", "CPoppler", "DisplayList", "WidgetResources"],
            swiftSettings: strict
        ),

        // MARK: Views: the SwiftUI-shaped API that resolves to layout elements
        .target(
            name: "ViewCore",
            dependencies: [
                // `CoreGraphics` declares `CGAffineTransform`, which views take (`transformEffect`).
                "LayoutEngine", "TextEngine", "DisplayList", "WidgetResources", "VectorImages", "WidgetKitSupport", "CoreGraphics",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "OpenCombine", package: "OpenCombine"),
                .product(name: "OpenCombineFoundation", package: "OpenCombine"),
                .product(name: "OpenCombineDispatch", package: "OpenCombine"),
            ],
            swiftSettings: strict
        ),

        // MARK: Renderers: each consumes only the display list
        .target(
            name: "PNGRenderer",
            dependencies: ["CPangoCairo", "DisplayList", "TextEngine", "WidgetKitSupport"],
            swiftSettings: strict
        ),
        // MARK: E-paper displays: gray in linear light, dithering, 1-bit BMP and gray PNG, display models
        .target(name: "DisplayImaging", dependencies: ["CPangoCairo"], swiftSettings: strict),
        .target(name: "MarkupSupport", dependencies: ["DisplayList", "WidgetKitSupport"], swiftSettings: strict),
        .target(name: "SVGRenderer", dependencies: ["DisplayList", "MarkupSupport"], swiftSettings: strict),
        .target(name: "HTMLRenderer", dependencies: ["DisplayList", "MarkupSupport", "WidgetKitSupport"], swiftSettings: strict),

        // MARK: Configuration: parameters, options, validation; Intents and App Intents
        .target(name: "ConfigurationSchema", swiftSettings: strict),
        .target(name: "Intents", dependencies: ["ConfigurationSchema", "CoreLocation"], swiftSettings: strict),
        .target(name: "AppIntents", dependencies: ["ConfigurationSchema", "ViewCore"], swiftSettings: strict),

        // MARK: .intentdefinition code generation: parser/generator, its tool, the build plugin
        .target(name: "IntentDefinitionGenerator", swiftSettings: strict),
        .executableTarget(
            name: "intentdefinition-codegen",
            dependencies: [
                "IntentDefinitionGenerator",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Sources/IntentDefinitionCodegen",
            swiftSettings: strict
        ),
        .plugin(
            name: "IntentDefinitionPlugin",
            capability: .buildTool(),
            dependencies: ["intentdefinition-codegen"]
        ),

        // MARK: Asset symbols: generator, its tool, the build plugin
        .target(name: "AssetSymbolsGenerator", swiftSettings: strict),
        .executableTarget(
            name: "asset-symbols-codegen",
            dependencies: ["AssetSymbolsGenerator"],
            path: "Sources/AssetSymbolsCodegen",
            swiftSettings: strict
        ),
        .plugin(name: "AssetSymbolsPlugin", capability: .buildTool(), dependencies: ["asset-symbols-codegen"]),
        // MARK: Info.plist and entitlements: build settings and default keys, its tool, the build plugin
        .target(name: "InfoPlistGenerator", swiftSettings: strict),
        .executableTarget(name: "info-plist-codegen", dependencies: ["InfoPlistGenerator"], path: "Sources/InfoPlistCodegen",
                          swiftSettings: strict),
        .plugin(name: "InfoPlistPlugin", capability: .buildTool(), dependencies: ["info-plist-codegen"]),

        // MARK: Importer: an Xcode project becomes a package (`widgetkit import`); Foundation only, so it builds in seconds
        .target(name: "XcodeProjectImport", swiftSettings: strict),
        .executableTarget(
            name: "WidgetKitTool",
            dependencies: ["XcodeProjectImport", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            swiftSettings: strict
        ),

        // MARK: Macros: #Preview
        .macro(
            name: "WidgetKitMacros",
            dependencies: [
                // See the note at `os`: SwiftSyntaxBuilder may import it.
                "os",
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
                .product(name: "SwiftDiagnostics", package: "swift-syntax"),
            ],
            swiftSettings: strict
        ),

        // MARK: Widgets: declarations, timelines and the scheduler
        .target(
            name: "WidgetCore",
            dependencies: [
                "ViewCore", "WidgetResources", "ConfigurationSchema", "Intents", "AppIntents", "ActivityKit", "WidgetKitMacros",
                "WidgetKitSupport", "HostSocket", .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strict
        ),
        .target(
            name: "TimelineScheduling",
            dependencies: ["WidgetCore", "WidgetKitSupport", .product(name: "Logging", package: "swift-log")],
            swiftSettings: strict
        ),
        .target(
            name: "WidgetRendering",
            dependencies: [
                "WidgetCore", "ViewCore", "WidgetResources", "LayoutEngine", "DisplayList", "ConfigurationSchema",
                "PNGRenderer", "SVGRenderer", "HTMLRenderer",
            ],
            swiftSettings: strict
        ),
        // MARK: Extension processes: the protocol between a home screen and the bundles it hosts
        .target(
            name: "WidgetExtension",
            dependencies: [
                "WidgetCore", "WidgetRendering", "ViewCore", "DisplayList", "ConfigurationSchema", "AppIntents", "WidgetResources",
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strict
        ),
        // MARK: Extension hosting: other bundle programs run out of process, their widgets as descriptors
        // (no HTTP, no store: a home screen or any other host drives it).
        .target(
            name: "WidgetHosting",
            dependencies: [
                "WidgetCore", "WidgetRendering", "WidgetExtension", "ViewCore", "DisplayList", "ConfigurationSchema", "WidgetKitSupport",
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strict
        ),
        // MARK: Home screen: instances in SQLite, HTTP, live updates
        .target(
            name: "HomeScreen",
            dependencies: [
                "WidgetCore", "TimelineScheduling", "WidgetRendering", "WidgetExtension", "WidgetHosting", "ViewCore", "WidgetResources",
                "DisplayList", "HTMLRenderer", "SVGRenderer", "MarkupSupport", "ConfigurationSchema", "PNGRenderer", "DisplayImaging",
                "WidgetKitSupport", "ActivityKit",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Crypto", package: "swift-crypto"),
                // The connection guard sits in front of Hummingbird's HTTP/1 codec.
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOHTTPTypesHTTP1", package: "swift-nio-extras"),
            ],
            swiftSettings: strict
        ),
        // MARK: Programs: a widget program links WidgetProgram (no home screen); `widgetkit-home` links both
        .target(
            name: "WidgetProgram",
            dependencies: [
                "WidgetCore", "TimelineScheduling", "WidgetRendering", "WidgetHosting", "WidgetExtension", "MarkupSupport",
                "ConfigurationSchema", "DisplayList", "ViewCore", "WidgetResources", "InfoPlistGenerator", "WidgetKitSupport",
                "TextEngine",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strict
        ),
        // The home screen's commands (`serve`, `backup`, `restore`, `install`, `uninstall`). A program
        // whose target depends on this module serves in its own process (the examples and test
        // programs here do); any other widget program hands those commands to `widgetkit-home`.
        .target(
            name: "HomeScreenProgram",
            dependencies: [
                "WidgetProgram", "HomeScreen", "WidgetHosting", "WidgetCore", "WidgetResources",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strict
        ),
        .executableTarget(name: "WidgetKitHome", dependencies: ["HomeScreenProgram", "WidgetProgram", "WidgetCore"],
                          swiftSettings: strict),

        // MARK: Snapshot tests of widgets, for users' own test targets
        .target(
            name: "WidgetSnapshotTesting",
            dependencies: ["WidgetRendering", "WidgetCore", "ViewCore", "DisplayList", "ConfigurationSchema", "PNGRenderer",
                           "CPangoCairo"],
            swiftSettings: strict
        ),

        // MARK: Source-compatibility modules (imports unchanged from iOS)
        // As Apple's: `SwiftUI` re-exports `SwiftUICore` (views, shapes, environment, state) and
        // adds widgets and the rest; `import SwiftUI` code may write `SwiftUICore.Font`.
        .target(name: "SwiftUI", dependencies: ["SwiftUICore", "ViewCore", "WidgetCore"], swiftSettings: strict),
        .target(name: "UIKit", dependencies: ["ViewCore", "_Testing_UIKit"], swiftSettings: strict),
        // Swift Testing's cross-import overlay for UIKit: a test file importing both `Testing` and
        // `UIKit` needs a module of this name (empty: see its source).
        .target(name: "_Testing_UIKit", swiftSettings: strict),
        .target(name: "SwiftUICore", dependencies: ["ViewCore", "CoreGraphics"], swiftSettings: strict),
        // Live Activities' attributes and the app-side `Activity` API (none start on Linux).
        .target(name: "ActivityKit", dependencies: ["ViewCore", "HostSocket"], swiftSettings: strict),
        // Swift Charts (`Chart`, marks, axes, scales), drawn into a Canvas. No dependency asks
        // `#if canImport(Charts)`, so the name races with nothing (see the note on `os` below).
        .target(name: "Charts", dependencies: ["ViewCore"], swiftSettings: strict),
        // `import CoreGraphics`: Foundation's geometry, re-exported. GRDB asks
        // `#if canImport(CoreGraphics)`, so it is a dependency (compiled first, never sees ours).
        .target(
            name: "CoreGraphics",
            dependencies: ["_Testing_CoreGraphics", .product(name: "GRDB", package: "GRDB.swift")],
            swiftSettings: strict
        ),
        // `import CoreLocation`: a location service that is always denied (weather widgets fall back).
        .target(name: "CoreLocation", swiftSettings: strict),
        // CryptoKit is swift-crypto's `Crypto` (the same API) under Apple's name; swift-crypto
        // itself never imports `CryptoKit` on Linux (it defines CRYPTO_IN_SWIFTPM_FORCE_BUILD_API).
        .target(
            name: "CryptoKit",
            dependencies: [.product(name: "Crypto", package: "swift-crypto")],
            swiftSettings: strict
        ),
        // Frameworks whose types widget code names, with Linux's answer (no Screen Time, no VPN
        // preferences): docs/FRAMEWORKS.md. No dependency checks `canImport` for these names.
        .target(name: "ManagedSettings", swiftSettings: strict),
        .target(name: "FamilyControls", dependencies: ["ManagedSettings"], swiftSettings: strict),
        .target(name: "NetworkExtension", swiftSettings: strict),
        // Core Text's font registration (`CTFontManagerRegisterFontsForURL`), real: the file is
        // added to fontconfig for the process. No dependency asks `#if canImport(CoreText)`.
        .target(name: "CoreText", dependencies: ["TextEngine"], swiftSettings: strict),
        // Swift Testing's cross-import overlay for CoreGraphics (empty, like `_Testing_UIKit`).
        .target(name: "_Testing_CoreGraphics", swiftSettings: strict),
        // Apple's unified logging (`Logger`, `OSLog`, `os_log`, signposts) over swift-log: the
        // implementation is the `os` module, and `OSLog` re-exports it.
        //
        // These modules carry Apple's names, and packages compiled in the same build check
        // `#if canImport(…)` for them, so whether such a package sees ours depends on which is
        // compiled first. Each case is made to compile in every order, or ordered without cost:
        // - ArgumentParser would import `os` for `os_unfair_lock`, which ours has not: it is a
        //   dependency of `os`, so it is always compiled first. Every widget program links it for
        //   its command line anyway.
        // - GRDB imports `Combine` and `CoreGraphics` when it can, and does not compile against our
        //   Combine ("missing required module 'COpenCombineHelpers'": GRDB's compile has no module
        //   map for OpenCombine's C part): `Combine` and `CoreGraphics` depend on GRDB, so it is
        //   compiled first. This links GRDB (not Hummingbird, NIO or Crypto) into widget programs;
        //   removing it needs our Combine to stop re-exporting OpenCombine's C-backed module
        //   (docs/DECISIONS.md).
        // - swift-syntax's SwiftSyntaxBuilder imports `os` when it can and then logs with `Logger`
        //   when it can import `OSLog`: with `os` the base of `OSLog`, every order compiles, and
        //   the macro target depends on `os` so that it links whichever way it was compiled.
        .target(
            name: "os",
            dependencies: [
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strict
        ),
        .target(name: "OSLog", dependencies: ["os"], swiftSettings: strict),
        // Combine is OpenCombine (with its Foundation and Dispatch schedulers) under Apple's name.
        .target(
            name: "Combine",
            dependencies: [
                .product(name: "OpenCombine", package: "OpenCombine"),
                .product(name: "OpenCombineFoundation", package: "OpenCombine"),
                .product(name: "OpenCombineDispatch", package: "OpenCombine"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ],
            swiftSettings: strict
        ),
        .target(
            name: "WidgetKit",
            dependencies: [
                "SwiftUI", "SwiftUICore", "WidgetCore", "WidgetProgram", "Intents", "AppIntents", "OSLog", "os", "Combine",
                "ActivityKit", "Charts", "CoreGraphics", "CoreLocation",
            ],
            swiftSettings: strict
        ),

        // MARK: Examples
        .executableTarget(
            name: "ExampleWidgets",
            // `HomeScreenProgram`: it serves the home screen in its own process (the tests' server).
            dependencies: ["WidgetKit", "SwiftUI", "AppIntents", "TallyWidgets", "ActivityKit", "HomeScreenProgram"],
            path: "Examples/ExampleWidgets"
        ),
        // An interactive widget (buttons and a toggle that run App Intents), in the examples and the showcase.
        .target(
            name: "TallyWidgets",
            dependencies: ["WidgetKit", "SwiftUI", "AppIntents"],
            path: "Examples/Tally"
        ),

        // MARK: Seed apps: each a widget library (+ its app); the showcase hosts them all
        .target(
            name: "VocabularyWidgets",
            dependencies: ["WidgetKit", "SwiftUI", .product(name: "GRDB", package: "GRDB.swift")],
            path: "Examples/Vocabulary/Widgets",
            resources: [.copy("Resources/en.lproj"), .copy("Resources/es.lproj")]
        ),
        .executableTarget(
            name: "VocabularyApp",
            dependencies: [
                "VocabularyWidgets", "WidgetKit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Examples/Vocabulary/App"
        ),
        .target(
            name: "CongressWidgets",
            dependencies: ["WidgetKit", "SwiftUI", .product(name: "AsyncHTTPClient", package: "async-http-client")],
            path: "Examples/Congress",
            resources: [.process("Resources")]
        ),
        .target(
            name: "ShortcutsWidgets",
            dependencies: ["WidgetKit", "SwiftUI", "Intents"],
            path: "Examples/Shortcuts",
            exclude: ["Tools"],
            resources: [.copy("Resources/Shortcuts.xcassets")],
            plugins: ["IntentDefinitionPlugin"]
        ),
        .target(
            name: "HeadlinesWidgets",
            dependencies: [
                "WidgetKit", "SwiftUI", "Intents",
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
            ],
            path: "Examples/Headlines",
            exclude: ["Tools"],
            resources: [.copy("Resources/Assets.xcassets"), .copy("Resources/Samples")],
            plugins: ["IntentDefinitionPlugin"]
        ),
        .executableTarget(
            name: "Showcase",
            dependencies: [
                "WidgetKit", "SwiftUI", "VocabularyWidgets", "CongressWidgets", "ShortcutsWidgets", "HeadlinesWidgets", "TallyWidgets",
                "HomeScreenProgram",
            ],
            path: "Examples/Showcase"
        ),
        // The same widgets as five programs: one per seed app, hosted out of process by the Tally one,
        // which serves the home screen in its own process (`HomeScreenProgram`). The other four are
        // widget programs as a user's are: no home screen linked (their `serve` hands over).
        .executableTarget(name: "TallyHome", dependencies: ["WidgetKit", "SwiftUI", "TallyWidgets", "HomeScreenProgram"],
                          path: "Examples/ShowcaseBundles/Tally"),
        .executableTarget(name: "VocabularyExtension", dependencies: ["WidgetKit", "SwiftUI", "VocabularyWidgets"],
                          path: "Examples/ShowcaseBundles/Vocabulary",
                          plugins: ["InfoPlistPlugin"]),
        .executableTarget(name: "CongressExtension", dependencies: ["WidgetKit", "SwiftUI", "CongressWidgets"],
                          path: "Examples/ShowcaseBundles/Congress",
                          plugins: ["InfoPlistPlugin"]),
        .executableTarget(name: "ShortcutsExtension", dependencies: ["WidgetKit", "SwiftUI", "Intents", "ShortcutsWidgets"],
                          path: "Examples/ShowcaseBundles/Shortcuts",
                          plugins: ["InfoPlistPlugin"]),
        .executableTarget(name: "HeadlinesExtension", dependencies: ["WidgetKit", "SwiftUI", "HeadlinesWidgets"],
                          path: "Examples/ShowcaseBundles/Headlines",
                          plugins: ["InfoPlistPlugin"]),

        // MARK: Tests
        // Widgets built from `.intentdefinition` files through the plugin, in both language modes.
        .target(
            name: "IntentPluginFixture",
            dependencies: ["WidgetKit", "SwiftUI", "Intents"],
            path: "Tests/IntentPluginFixture",
            plugins: ["IntentDefinitionPlugin"]
        ),
        .target(
            name: "IntentPluginFixtureSwift5",
            dependencies: ["WidgetKit", "SwiftUI", "Intents"],
            path: "Tests/IntentPluginFixtureSwift5",
            swiftSettings: [.swiftLanguageMode(.v5)],
            plugins: ["IntentDefinitionPlugin"]
        ),
        // Widget code using generated asset symbols (`Color(.brandBlue)`, `Image(.logo)`).
        .target(
            name: "AssetSymbolsFixture",
            dependencies: ["WidgetKit", "SwiftUI", "UIKit"],
            path: "Tests/AssetSymbolsFixture",
            resources: [.copy("Assets.xcassets")],
            plugins: ["AssetSymbolsPlugin", "InfoPlistPlugin"]
        ),
        // A localized intent definition, in `Base.lproj` as Xcode keeps it (needs `defaultLocalization`).
        .target(
            name: "BaseIntentFixture",
            dependencies: ["WidgetKit", "SwiftUI", "Intents"],
            path: "Tests/Fixtures/BaseLocalizedIntent",
            plugins: ["IntentDefinitionPlugin"]
        ),
        .testTarget(
            name: "IntentDefinitionTests",
            dependencies: [
                "IntentDefinitionGenerator", "IntentPluginFixture", "IntentPluginFixtureSwift5", "BaseIntentFixture",
                "Intents", "WidgetCore", "ConfigurationSchema", "intentdefinition-codegen",
            ],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "DisplayListTests",
            dependencies: ["DisplayList", "PNGRenderer", "SVGRenderer", "HTMLRenderer"],
            resources: [.copy("Fixtures")]
        ),
        // The drop-in framework modules (OSLog, os, Combine, SwiftUICore, Foundation gaps) as widget code uses them.
        .testTarget(
            name: "FrameworksTests",
            dependencies: [
                "WidgetKit", "SwiftUI", "SwiftUICore", "OSLog", "os", "Combine", "WidgetCore", "WidgetRendering", "UIKit",
                "DisplayList", "AssetSymbolsFixture", "AssetSymbolsGenerator", "InfoPlistGenerator", "WidgetProgram", "PNGRenderer", .product(name: "Logging", package: "swift-log"),
                "CryptoKit", "FamilyControls", "NetworkExtension", "CoreText", "TextEngine",
            ],
            resources: [.copy("Resources/fr.lproj"), .copy("Resources/en.lproj"), .copy("Resources/Assets.xcassets")]
        ),
        .testTarget(name: "TextEngineTests", dependencies: ["TextEngine"]),
        // The importer on Xcode projects of our own (Tests/Fixtures/XcodeProjects), with a real `swift package` call.
        // WidgetKit: LocalPackageImportTests compiles a rewritten local package with the compiler
        // flags SwiftPM gives a target depending on it (read from this target's own command).
        .testTarget(name: "XcodeProjectImportTests", dependencies: ["XcodeProjectImport", "WidgetKit"]),
        .testTarget(
            name: "LayoutTests",
            dependencies: [
                "ViewCore", "WidgetResources", "LayoutEngine", "DisplayList",
                // RealWorldProbeTests: widget source with the imports iOS extensions use, rendered.
                "WidgetKit", "SwiftUI", "UIKit", "AppIntents", "OSLog", "Combine", "ActivityKit", "WidgetCore", "WidgetRendering",
                "Charts", "PNGRenderer", "CoreGraphics", "CoreLocation",
            ]
        ),
        .testTarget(
            name: "RendererTests",
            dependencies: ["PNGRenderer", "SVGRenderer", "HTMLRenderer", "MarkupSupport", "DisplayList", "TextEngine", "WidgetKitSupport", "LayoutEngine"]
        ),
        // Code the test targets share (fixtures, providers, helpers): a library, not a test target.
        .target(
            name: "TestSupport",
            dependencies: [
                "WidgetCore", "TimelineScheduling", "ViewCore", "HomeScreen", "WidgetKitSupport",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
            ],
            path: "Tests/TestSupport"
        ),
        .testTarget(name: "WidgetCoreTests", dependencies: ["WidgetCore", "TimelineScheduling", "WidgetKit", "WidgetKitSupport", "TestSupport"]),
        .testTarget(
            name: "TimelineSchedulingTests",
            dependencies: ["TimelineScheduling", "WidgetCore", "WidgetProgram", "WidgetKitSupport", "TestSupport"]
        ),
        .testTarget(
            name: "WidgetRenderingTests",
            dependencies: ["WidgetRendering", "WidgetCore", "ViewCore", "DisplayList", "MarkupSupport", "WidgetKitSupport",
                           "LayoutDeterminismProbe", "TestSupport", "ActivityKit"]
        ),
        // Lays out GeometryReader rows and prints the display lists, for the determinism test's child processes.
        .executableTarget(name: "LayoutDeterminismProbe", dependencies: ["SwiftUI", "WidgetRendering", "DisplayList"],
                          path: "Tests/Fixtures/LayoutDeterminismProbe"),
        .testTarget(
            name: "ProgramTests",
            dependencies: ["ExampleWidgets", "ProbeWidgetsV1", "ProbeWidgetsV2", "IsolationA", "IsolationB", "TestSupport",
                           "WidgetExtension", "WidgetRendering", "DisplayList",
                           // HomeScreenHandOverTests: a widget program without the home screen, and the host.
                           "ShortcutsExtension", "WidgetKitHome"]),
        // Two programs of one package, each with its own strings, colours, Info.plist and
        // entitlements (ResourceIsolationTests): A's strings are an XML property list and its
        // Info.plist takes build settings from BuildSettings.json; B links IsolationShared's
        // resources and its Info.plist has no CFBundleIdentifier.
        .target(name: "IsolationKit", dependencies: ["WidgetKit", "SwiftUI"], path: "Tests/Fixtures/ResourceIsolation/Kit"),
        .target(name: "IsolationShared", path: "Tests/Fixtures/ResourceIsolation/Shared", resources: [.copy("Shared.xcassets")]),
        .executableTarget(name: "IsolationA", dependencies: ["IsolationKit", "WidgetKit", "HomeScreenProgram"], path: "Tests/Fixtures/ResourceIsolation/A",
                          resources: [.copy("en.lproj"), .copy("A.xcassets")], plugins: ["InfoPlistPlugin"]),
        .executableTarget(name: "IsolationB", dependencies: ["IsolationKit", "IsolationShared", "WidgetKit", "HomeScreenProgram"],
                          path: "Tests/Fixtures/ResourceIsolation/B",
                          resources: [.copy("en.lproj"), .copy("B.xcassets")], plugins: ["InfoPlistPlugin"]),
        // Bundle programs the extension-host tests host out of process: two builds of one widget
        // (they serve in process too: HostedKindMigrationTests).
        .target(
            name: "ProbeWidgets", dependencies: ["WidgetKit", "SwiftUI", "AppIntents"], path: "Tests/Fixtures/ProbeWidgets"),
        .executableTarget(name: "ProbeWidgetsV1", dependencies: ["ProbeWidgets", "WidgetKit", "HomeScreenProgram"], path: "Tests/Fixtures/ProbeWidgetsV1",
                          plugins: ["InfoPlistPlugin"]),
        .executableTarget(name: "ProbeWidgetsV2", dependencies: ["ProbeWidgets", "WidgetKit", "HomeScreenProgram"], path: "Tests/Fixtures/ProbeWidgetsV2",
                          plugins: ["InfoPlistPlugin"]),
        // The extension host (WidgetHosting) against a real bundle program: a hosted widget and
        // the same widget in process give the same bytes and taps.
        .testTarget(
            name: "WidgetHostingTests",
            dependencies: ["WidgetHosting", "WidgetRendering", "WidgetCore", "ViewCore", "ProbeWidgets", "ProbeWidgetsV1",
                           "TestSupport", "WidgetKitSupport"]
        ),
        // `#Preview` expanded by the macro itself, without a compiler (swift-syntax's test support).
        .testTarget(
            name: "WidgetKitMacrosTests",
            dependencies: [
                "WidgetKitMacros",
                .product(name: "SwiftSyntaxMacrosGenericTestSupport", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacroExpansion", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftDiagnostics", package: "swift-syntax"),
            ]
        ),
        // Drives headless Chromium (Debian's `chromium`) against a real `serve` process.
        .testTarget(name: "BrowserTests", dependencies: ["ExampleWidgets", "ProbeWidgetsV1", "ProbeWidgetsV2",
                                                    "TallyHome", "VocabularyExtension", "CongressExtension", "ShortcutsExtension",
                                                    "HeadlinesExtension", "TestSupport", "CPangoCairo", "HTMLRenderer", "WidgetRendering", "ViewCore", "DisplayList",
                                                    "ActivityKit"]),
        .testTarget(
            name: "HomeScreenTests",
            dependencies: [
                "HomeScreen", "WidgetHosting", "WidgetCore", "TimelineScheduling", "WidgetRendering", "ViewCore", "DisplayList",
                "WidgetProgram", "HomeScreenProgram", "WidgetKitSupport", "TestSupport", "ActivityKit",
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
        .testTarget(name: "DisplayImagingTests", dependencies: ["DisplayImaging", "CPangoCairo", "PNGRenderer", "DisplayList"]),
        // E-paper devices against the home screen, with a client that behaves as TRMNL's firmware.
        .testTarget(
            name: "DevicesTests",
            dependencies: [
                "HomeScreen", "DisplayImaging", "WidgetCore", "TimelineScheduling", "ViewCore", "TestSupport",
                .product(name: "HummingbirdTesting", package: "hummingbird"),
            ]
        ),
        // Widget code is mostly written in Swift 5 mode: it must compile there unchanged.
        .testTarget(
            name: "Swift5CompatibilityTests",
            dependencies: ["WidgetKit", "SwiftUI", "UIKit", "WidgetCore", "WidgetRendering", "OSLog", "Combine", "Charts", "CoreLocation"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .testTarget(
            name: "VocabularyTests",
            dependencies: ["VocabularyWidgets", "WidgetSnapshotTesting", "WidgetKit", "VocabularyApp", "Showcase",
                           "TimelineScheduling", "TestSupport"],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "CongressTests",
            dependencies: [
                "CongressWidgets", "WidgetSnapshotTesting", "WidgetKit", "TimelineScheduling", "TestSupport",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
            ],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "ShortcutsTests",
            dependencies: ["ShortcutsWidgets", "WidgetSnapshotTesting", "WidgetKit", "HomeScreen", "WidgetCore",
                           "ConfigurationSchema", "TimelineScheduling", "TestSupport",
                           .product(name: "Hummingbird", package: "hummingbird"),
                           .product(name: "HummingbirdTesting", package: "hummingbird")],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "HeadlinesTests",
            dependencies: [
                "HeadlinesWidgets", "WidgetSnapshotTesting", "WidgetKit", "HomeScreen", "WidgetCore", "ConfigurationSchema",
                "TimelineScheduling", "TestSupport",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
            ],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "SnapshotTests",
            dependencies: ["WidgetSnapshotTesting", "WidgetKit"],
            exclude: ["__Snapshots__"]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// The request router's libFuzzer target (`bash scripts/fuzz.sh router`, never in CI). The script
// sets WIDGETKIT_FUZZ_RUNTIME to the toolchain's libFuzzer without its `main` and builds in its
// own scratch path: HomeScreen is instrumented for coverage there, and the harness's `main`
// starts the home screen before handing over to libFuzzer's driver.
if let fuzzerRuntime = Context.environment["WIDGETKIT_FUZZ_RUNTIME"] {
    let coverage: SwiftSetting = .unsafeFlags(["-sanitize=fuzzer"])
    for target in package.targets where target.name == "HomeScreen" {
        target.swiftSettings = (target.swiftSettings ?? []) + [coverage]
    }
    package.targets.append(.executableTarget(
        name: "RouterFuzz",
        dependencies: [
            "HomeScreen", "TestSupport",
            .product(name: "Hummingbird", package: "hummingbird"),
            .product(name: "HummingbirdTesting", package: "hummingbird"),
        ],
        path: "scripts/fuzz/router",
        swiftSettings: strict + [coverage],
        linkerSettings: [.unsafeFlags([fuzzerRuntime, "-lstdc++"])]
    ))
}
