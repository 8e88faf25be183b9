import Foundation
import Testing
@testable import XcodeProjectImport

/// Issue 26 §1: a project's local Swift package gets a manifest of its own, written by the
/// import, that keeps the original's products, targets, resources and settings and depends on
/// this package, so that its `import SwiftUI` and `import OSLog` find ours. The `Almanac`
/// fixture's package `AlmanacKit` has a target with SwiftUI and OSLog code and an asset catalog
/// (which Xcode takes for a resource by its kind), a target with a resource folder read through
/// `Bundle.module`, and a test target.
@Suite("Importing a project with a local Swift package")
struct LocalPackageImportTests {
    static let project = Fixtures.root.appendingPathComponent("Almanac")
    static let xcodeproj = project.appendingPathComponent("Almanac.xcodeproj")
    static let package = project.appendingPathComponent("AlmanacKit")

    @Test("the main manifest uses the rewritten package, whose target folders link to the original's")
    func mainManifest() throws {
        let (plan, report, output) = try Fixtures.importing(Self.xcodeproj)
        #expect(plan.localPackages.map(\.folderName) == ["AlmanacKit"])
        let manifest = try Fixtures.text(output.appendingPathComponent("Package.swift"))
        #expect(manifest.contains(#".package(path: "LocalPackages/AlmanacKit")"#))
        #expect(manifest.contains(#".product(name: "AlmanacKit", package: "almanackit")"#))
        #expect(Fixtures.linkTarget("LocalPackages/AlmanacKit/Sources/AlmanacKit", in: output)
                == Self.package.appendingPathComponent("Sources/AlmanacKit"))
        #expect(Fixtures.linkTarget("LocalPackages/AlmanacKit/Sources/AlmanacData", in: output)
                == Self.package.appendingPathComponent("Sources/AlmanacData"))
        // The test target does not come over.
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("LocalPackages/AlmanacKit/Sources/AlmanacKitTests").path))
        let local = try #require(report.localPackages.first)
        #expect(local.generated == "LocalPackages/AlmanacKit")
        #expect(local.targets == ["AlmanacKit", "AlmanacData"])
        #expect(local.stops.isEmpty)
        #expect(local.notes.contains { $0.contains("dynamic library AlmanacKit") })
        #expect(report.text.contains("local package AlmanacKit"))
    }

    @Test("swift package dump-package reads the rewritten manifest: the original's targets, resources and settings, and WidgetKit for Linux")
    func rewrittenManifest() throws {
        let (_, _, output) = try Fixtures.importing(Self.xcodeproj)
        let dump = try Fixtures.dumpPackage(output.appendingPathComponent("LocalPackages/AlmanacKit"))
        #expect(dump.status == 0, "\(dump.errors)")
        let manifest = try PackageManifestDump(json: JSONSerialization.data(withJSONObject: try #require(dump.manifest)), folder: "")
        let identity = Fixtures.checkout.lastPathComponent.lowercased()
        #expect(manifest.name == "AlmanacKit")
        #expect(manifest.defaultLocalization == "en")
        #expect(manifest.swiftLanguageModes == ["5"]) // The original's tools 5.9 default.
        #expect(manifest.products == [.init(name: "AlmanacKit", kind: "library", linkage: "automatic", targets: ["AlmanacKit"])])
        #expect(manifest.targets.map(\.name) == ["AlmanacKit", "AlmanacData"])
        #expect(manifest.targets.map(\.path) == ["Sources/AlmanacKit", "Sources/AlmanacData"])
        #expect(manifest.dependencies == [.fileSystem(identity: identity, path: Fixtures.checkout.standardizedFileURL.path)])
        let kit = manifest.targets[0], data = manifest.targets[1]
        #expect(kit.dependencies == [.byName("AlmanacData", nil), .product("WidgetKit", package: identity, moduleAliases: [:], nil)])
        #expect(data.dependencies == [.product("WidgetKit", package: identity, moduleAliases: [:], nil)])
        #expect(kit.resources == [.init(rule: "copy", path: "Assets.xcassets", localization: nil)])
        #expect(data.resources == [.init(rule: "process", path: "Resources", localization: nil)])
        // Computed first: `#expect(a.contains(.init(…)))` warns "result of call to 'contains' is unused" (Swift 6.3.1).
        let logging = PackageManifestDump.Setting(tool: "swift", kind: "define", values: ["ALMANAC_LOGGING"], condition: nil)
        let previews = PackageManifestDump.Setting(tool: "swift", kind: "define", values: ["ALMANAC_PREVIEWS"],
                                                   condition: .init(platforms: ["ios"], configuration: nil))
        let hasLogging = kit.settings.contains(logging), hasPreviews = kit.settings.contains(previews)
        #expect(hasLogging)
        #expect(hasPreviews)
        #expect(kit.settings.contains { $0.kind == "unsafeFlags" && $0.values.contains("FoundationNetworking") })
        #expect(kit.plugins == ["\(identity)/AssetSymbolsPlugin"])
        #expect(data.plugins.isEmpty)
    }

    @Test("the rewritten targets compile against this package's modules, as SwiftPM would compile them")
    func compiles() throws {
        let (_, _, output) = try Fixtures.importing(Self.xcodeproj)
        let generated = output.appendingPathComponent("LocalPackages/AlmanacKit")
        let dump = try Fixtures.dumpPackage(generated)
        let manifest = try PackageManifestDump(json: JSONSerialization.data(withJSONObject: try #require(dump.manifest)), folder: "")
        let modules = try Fixtures.temporaryFolder("modules")
        let flags = try Fixtures.widgetKitSearchFlags()
        // Dependencies first: AlmanacData, then AlmanacKit, which imports it.
        for target in manifest.targets.reversed() {
            var arguments = flags + ["-I", modules.path]
            arguments += ["-swift-version", manifest.swiftLanguageModes?.first ?? "6"]
            for setting in target.settings where setting.tool == "swift" && LocalPackagePlanner.appliesOnLinux(setting.condition) {
                switch setting.kind {
                case "define": arguments += setting.values.map { "-D" + $0 }
                case "unsafeFlags": arguments += setting.values
                default: Issue.record("an unexpected setting \(setting.kind)")
                }
            }
            // Through the link, as SwiftPM reads the target.
            let folder = generated.appendingPathComponent(try #require(target.path))
            var sources = Fixtures.swiftFiles(in: folder)
            #expect(!sources.isEmpty)
            if !target.resources.isEmpty {
                // What SwiftPM generates for a target with resources (`resource_bundle_accessor.swift`).
                let accessor = modules.appendingPathComponent("\(target.name)-accessor.swift")
                try Data("""
                    import Foundation
                    extension Foundation.Bundle {
                        static let module: Bundle = Bundle(path: \(ManifestText.literal(folder.path)))!
                    }
                    """.utf8).write(to: accessor)
                sources.append(accessor)
            }
            let result = try Fixtures.compileModule(target.name, sources: sources, arguments: arguments, into: modules)
            #expect(result.status == 0, "\(target.name): \(result.errors)")
        }
        #expect(FileManager.default.fileExists(atPath: modules.appendingPathComponent("AlmanacKit.swiftmodule").path))
    }

    @Test("a local package whose manifest does not evaluate keeps its own, and the report says why")
    func unreadableManifest() throws {
        // A copy of the fixture with a broken manifest.
        let copy = try Fixtures.temporaryFolder("broken").appendingPathComponent("Almanac")
        try FileManager.default.copyItem(at: Self.project, to: copy)
        let manifestURL = copy.appendingPathComponent("AlmanacKit/Package.swift")
        try Data("// swift-tools-version: 5.9\nimport PackageDescription\nlet package = Package(name: 42)\n".utf8).write(to: manifestURL)
        let (plan, report, output) = try Fixtures.importing(copy.appendingPathComponent("Almanac.xcodeproj"))
        #expect(plan.localPackages.isEmpty)
        let local = try #require(report.localPackages.first)
        #expect(local.generated == nil)
        #expect(local.stops.first?.reason.contains("dump-package") == true)
        #expect(local.stops.first?.reason.contains("does not depend on WidgetKit for Linux") == true)
        let manifest = try Fixtures.text(output.appendingPathComponent("Package.swift"))
        #expect(manifest.contains(".package(path: \"\(Paths.relative(copy.appendingPathComponent("AlmanacKit"), to: output))\")"))
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("LocalPackages").path))
    }

    @Test("a package at its folder's root excludes the manifest; path dependencies become sibling packages")
    func rootTargetAndPathDependency() throws {
        // Two packages as Apple's samples write them: targets at `path: "."`, one depending on
        // the other by path.
        let root = try Fixtures.temporaryFolder("root")
        let base = root.appendingPathComponent("Base"), top = root.appendingPathComponent("Top")
        for (folder, manifest) in [
            (base, #"let package = Package(name: "Base", products: [.library(name: "Base", type: .dynamic, targets: ["Base"])], targets: [.target(name: "Base", path: ".")])"#),
            (top, #"let package = Package(name: "Top", products: [.library(name: "Top", targets: ["Top"])], dependencies: [.package(path: "../Base")], targets: [.target(name: "Top", dependencies: [.product(name: "Base", package: "Base")], path: ".")])"#),
        ] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data("// swift-tools-version: 5.9\nimport PackageDescription\n\(manifest)\n".utf8).write(to: folder.appendingPathComponent("Package.swift"))
            try Data("import SwiftUI\n".utf8).write(to: folder.appendingPathComponent("\(folder.lastPathComponent).swift"))
        }
        var planner = LocalPackagePlanner(project: try XcodeProject(contentsOf: Self.xcodeproj))
        #expect(planner.plan(top) == "Top")
        #expect(planner.plans.map(\.folderName) == ["Base", "Top"])
        let topPlan = planner.plans[1]
        #expect(topPlan.localDependencies == ["base": .generated("Base")])
        #expect(topPlan.targets.first?.extraExcludes == ["Package.swift"])
        let text = LocalManifestText(plan: topPlan, packagePath: Fixtures.checkout, widgetKitIdentity: "widgetkit-linux").text
        #expect(text.contains(#".package(path: "../Base")"#))
        #expect(text.contains(#"exclude: ["Package.swift"]"#))
        #expect(planner.plans[0].notes.contains { $0.contains("dynamic library Base") })
        #expect(LocalManifestText(plan: planner.plans[0], packagePath: Fixtures.checkout, widgetKitIdentity: "widgetkit-linux")
            .text.contains(#".library(name: "Base", targets: ["Base"])"#))
    }
}
