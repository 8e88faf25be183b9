import Foundation
import Testing
@testable import XcodeProjectImport

/// The classic fixture: groups with mixed source trees, a file shared with the app, a framework
/// target the extension links, a local package, variant groups, a `Base.lproj` intent definition,
/// build settings from an `.xcconfig`, Swift 5, `-D` flags, a Core Data file and an iOS-only widget.
@Suite("Importing a project with classic groups")
struct ClassicImportTests {
    static let project = Fixtures.classic.deletingLastPathComponent()

    @Test("without --target: the widget extension (by its Info.plist) and the framework it links; not the app")
    func targets() throws {
        let (plan, report, _) = try Fixtures.importing(Fixtures.classic)
        #expect(plan.targets.map(\.name) == ["Weather_Widgets", "WeatherShared"])
        #expect(plan.targets.map(\.role) == [.widgetExtension, .library])
        #expect(report.targets.map(\.product) == ["Weather_Widgets", nil])
        #expect(report.targets[0].xcodeTarget == "Weather Widgets")
        #expect(plan.targets[0].libraries == ["WeatherShared"])
        #expect(plan.dependencies.map(\.identity) == ["weathercore"])
    }

    @Test("sources are relative links to the project's files, exactly the build phase's set")
    func sourceLinks() throws {
        let (_, report, output) = try Fixtures.importing(Fixtures.classic)
        let folder = "Sources/Weather_Widgets"
        for path in ["Widgets/WeatherWidgets.swift", "Widgets/WeatherWidget.swift", "Widgets/LegacyWidget.swift",
                     "Widgets/ForecastStore.swift", "Shared/WeatherModel.swift"] {
            #expect(Fixtures.linkTarget("\(folder)/\(path)", in: output) == Self.project.appendingPathComponent(path), "\(path)")
            let destination = try FileManager.default.destinationOfSymbolicLink(atPath: output.appendingPathComponent("\(folder)/\(path)").path)
            #expect(!destination.hasPrefix("/"), "\(path) links relatively")
        }
        // The app's own file stays out; the framework's file is the library's.
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("\(folder)/App/WeatherApp.swift").path))
        #expect(Fixtures.linkTarget("Sources/WeatherShared/Framework/Forecast.swift", in: output)
                == Self.project.appendingPathComponent("Framework/Forecast.swift"))
        #expect(report.targets[0].sources == 6)
        #expect(report.targets[1].sources == 1)
    }

    @Test("the Base.lproj intent definition leaves its .lproj (the plugin's input); resources are absolute links")
    func resources() throws {
        let (_, report, output) = try Fixtures.importing(Fixtures.classic)
        let folder = "Sources/Weather_Widgets"
        #expect(Fixtures.linkTarget("\(folder)/Intents/Intents.intentdefinition", in: output)
                == Self.project.appendingPathComponent("Widgets/Base.lproj/Intents.intentdefinition"))
        for (link, file) in [("Resources/Assets.xcassets", "Widgets/Assets.xcassets"),
                             ("Resources/en.lproj/Localizable.strings", "Widgets/en.lproj/Localizable.strings"),
                             ("Resources/fr.lproj/Localizable.strings", "Widgets/fr.lproj/Localizable.strings"),
                             ("Resources/en.lproj/Intents.strings", "Widgets/en.lproj/Intents.strings")] {
            let destination = try FileManager.default.destinationOfSymbolicLink(atPath: output.appendingPathComponent("\(folder)/\(link)").path)
            #expect(destination == Self.project.appendingPathComponent(file).path, "\(link)")
        }
        #expect(report.targets[0].resources == 4)
    }

    @Test("Info.plist and entitlements are linked beside BuildSettings.json, for InfoPlistPlugin")
    func plistAndSettings() throws {
        let (_, _, output) = try Fixtures.importing(Fixtures.classic)
        let folder = output.appendingPathComponent("Sources/Weather_Widgets")
        #expect(Fixtures.linkTarget("Sources/Weather_Widgets/Info.plist", in: output) == Self.project.appendingPathComponent("Widgets/Info.plist"))
        #expect(Fixtures.linkTarget("Sources/Weather_Widgets/Widgets.entitlements", in: output)
                == Self.project.appendingPathComponent("Widgets/Widgets.entitlements"))
        let settings = try JSONDecoder().decode([String: String].self, from: Data(contentsOf: folder.appendingPathComponent("BuildSettings.json")))
        #expect(settings["PRODUCT_BUNDLE_IDENTIFIER"] == "com.example.weather.widgets")
        #expect(settings["APP_GROUP_ID"] == "group.com.example.weather")
        #expect(settings["PRODUCT_NAME"] == "Weather Widgets")
        #expect(settings["CURRENT_PROJECT_VERSION"] == "12")
        // The library gets neither.
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("Sources/WeatherShared/BuildSettings.json").path))
    }

    @Test("the manifest: products, the path dependency, plugins, Swift 5, defines, implicit imports")
    func manifest() throws {
        let (_, _, output) = try Fixtures.importing(Fixtures.classic)
        let manifest = try Fixtures.text(output.appendingPathComponent("Package.swift"))
        let identity = Fixtures.checkout.lastPathComponent.lowercased()
        #expect(manifest.hasPrefix("// swift-tools-version: 6.1\n"))
        #expect(manifest.contains(".executable(name: \"Weather_Widgets\", targets: [\"Weather_Widgets\"])"))
        #expect(manifest.contains(".package(path: \"\(Fixtures.checkout.path)\")"))
        #expect(manifest.contains(#".package(path: "LocalPackages/WeatherCore")"#)) // Rewritten to depend on WidgetKit for Linux.
        #expect(manifest.contains("dependencies: [.product(name: \"WidgetKit\", package: \"\(identity)\"), \"WeatherShared\", .product(name: \"WeatherCore\", package: \"weathercore\")]"))
        #expect(manifest.contains(".plugin(name: \"InfoPlistPlugin\", package: \"\(identity)\"), .plugin(name: \"AssetSymbolsPlugin\", package: \"\(identity)\"), .plugin(name: \"IntentDefinitionPlugin\", package: \"\(identity)\")"))
        #expect(manifest.contains("implicitImports + [.swiftLanguageMode(.v5), .define(\"RELEASE_BUILD\"), .define(\"WIDGETS\"), .define(\"WIDGET_EXTENSION\"), .define(\"HAS_FORECAST\")]"))
        #expect(manifest.contains("\"-Xfrontend\", \"-import-module\", \"-Xfrontend\", \"FoundationNetworking\""))
        #expect(manifest.contains("resources: [.copy(\"Resources/Assets.xcassets\"), .copy(\"Resources/en.lproj\"), .copy(\"Resources/fr.lproj\")]"))
        #expect(manifest.contains("defaultLocalization: \"en\""))
    }

    @Test("the report names the Core Data file, @NSManaged, the iOS-only widget and the binary framework, with fixes")
    func stops() throws {
        let (_, report, _) = try Fixtures.importing(Fixtures.classic)
        let stops = report.targets[0].stops
        let coreData = stops.first { $0.file == "Widgets/ForecastStore.swift" && $0.line == 1 }
        #expect(coreData?.reason == "imports CoreData, which Linux does not have")
        #expect(coreData?.fix?.contains("SQLite (GRDB)") == true)
        #expect(stops.contains { $0.file == "Widgets/ForecastStore.swift" && $0.line == 8 && $0.reason.contains("@NSManaged") })
        let vanished = stops.first { $0.file == "Widgets/LegacyWidget.swift" }
        #expect(vanished?.line == 5)
        #expect(vanished?.reason.contains("LegacyWidget is declared inside `#if os(iOS)`") == true)
        #expect(stops.contains { $0.file == "Vendor/Analytics.xcframework" && $0.reason.contains("binary framework") })
        // The Core Data model (an XCVersionGroup in the Sources phase) is not brought over.
        #expect(stops.contains { $0.file == "Widgets/Forecasts.xcdatamodeld" && $0.reason.contains("Core Data model") })
        // The `#if canImport(CoreData)` use and the `#if os(iOS)` bundle entry are not stops.
        #expect(!stops.contains { $0.file == "Widgets/WeatherWidget.swift" || $0.file == "Widgets/WeatherWidgets.swift" })
        #expect(report.targets[1].stops.isEmpty)
        #expect(report.text.contains("stop: Widgets/ForecastStore.swift:1: imports CoreData"))
    }

    @Test("--exclude leaves the file out and names its types and the files that still use them")
    func exclude() throws {
        let (_, report, output) = try Fixtures.importing(Fixtures.classic, excludes: ["Widgets/ForecastStore.swift"])
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("Sources/Weather_Widgets/Widgets/ForecastStore.swift").path))
        #expect(report.targets[0].excluded == [ExcludedFile(
            file: "Widgets/ForecastStore.swift", declarations: ["ForecastStore", "CachedForecast"], usedBy: ["Widgets/WeatherWidget.swift"])])
        #expect(!report.targets[0].stops.contains { $0.file == "Widgets/ForecastStore.swift" })
        #expect(throws: ImportError.unknownExclude("Widgets/Nope.swift")) {
            try XcodeProjectImporter.plan(ImportOptions(project: Fixtures.classic, excludes: ["Widgets/Nope.swift"], packagePath: Fixtures.checkout))
        }
    }

    @Test("an unknown --target is refused with the list of targets; a named one is imported even if not a widget")
    func namedTargets() throws {
        #expect(throws: ImportError.unknownTarget("Nope", ["Weather", "Weather Widgets", "WeatherShared"])) {
            try XcodeProjectImporter.plan(ImportOptions(project: Fixtures.classic, targets: ["Nope"], packagePath: Fixtures.checkout))
        }
        let plan = try XcodeProjectImporter.plan(ImportOptions(project: Fixtures.classic, targets: ["Weather Widgets"], packagePath: Fixtures.checkout))
        #expect(plan.targets.map(\.xcodeName) == ["Weather Widgets", "WeatherShared"])
    }

    @Test("the report as JSON has the fields the corpus script reads")
    func reportJSON() throws {
        let (_, report, output) = try Fixtures.importing(Fixtures.classic)
        let object = try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(report)) as? [String: Any])
        #expect(object["project"] as? String == Fixtures.classic.path)
        #expect(object["packageDirectory"] as? String == output.path)
        let target = try #require((object["targets"] as? [[String: Any]])?.first)
        #expect(target["name"] as? String == "Weather_Widgets")
        #expect(target["product"] as? String == "Weather_Widgets")
        #expect(target["sources"] as? Int == 6)
        #expect(target["resources"] as? Int == 4)
        let stop = try #require((target["stops"] as? [[String: Any]])?.first)
        #expect(Set(stop.keys).isSuperset(of: ["file", "reason"]))
        #expect(target["excluded"] is [Any])
    }
}
