import Foundation
import Testing
@testable import XcodeProjectImport

/// The Xcode 16 fixture: synchronized folders with membership exceptions both ways, a build phase
/// exception, a generated Info.plist (`INFOPLIST_KEY_*`), Swift 6 and a remote package.
@Suite("Importing a project with synchronized folders")
struct SyncedImportTests {
    static let project = Fixtures.synced.deletingLastPathComponent()

    @Test("a widget extension found by `import WidgetKit`; the folder's members minus its exceptions, plus the app's shared file")
    func membership() throws {
        let (plan, report, output) = try Fixtures.importing(Fixtures.synced)
        #expect(plan.targets.map(\.name) == ["CounterWidgetExtension"])
        let folder = "Sources/CounterWidgetExtension"
        #expect(Fixtures.linkTarget("\(folder)/CounterWidget/CounterWidget.swift", in: output)
                == Self.project.appendingPathComponent("CounterWidget/CounterWidget.swift"))
        #expect(Fixtures.linkTarget("\(folder)/CounterApp/Shared/Counter.swift", in: output)
                == Self.project.appendingPathComponent("CounterApp/Shared/Counter.swift"))
        let sources = plan.targets[0].files.sources.map { Paths.relative($0, to: Self.project) }
        #expect(sources == ["CounterWidget/CounterWidget.swift", "CounterApp/Shared/Counter.swift"]
                || sources == ["CounterApp/Shared/Counter.swift", "CounterWidget/CounterWidget.swift"])
        // Excluded by the target's exception set, in another build phase, or the app's own.
        for absent in ["CounterWidget/Drafts/Draft.swift", "CounterApp/CounterApp.swift", "Resources/readme.txt"] {
            #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("\(folder)/\(absent)").path), "\(absent)")
        }
        #expect(report.targets[0].sources == 2)
    }

    @Test("resources of the folder: the catalog, the string catalog and the .lproj file")
    func resources() throws {
        let (plan, report, output) = try Fixtures.importing(Fixtures.synced)
        let folder = "Sources/CounterWidgetExtension"
        #expect(Fixtures.linkTarget("\(folder)/Resources/Assets.xcassets", in: output) == Self.project.appendingPathComponent("CounterWidget/Assets.xcassets"))
        #expect(Fixtures.linkTarget("\(folder)/Resources/Localizable.xcstrings", in: output)
                == Self.project.appendingPathComponent("CounterWidget/Localizable.xcstrings"))
        #expect(Fixtures.linkTarget("\(folder)/Resources/de.lproj/InfoPlist.strings", in: output)
                == Self.project.appendingPathComponent("CounterWidget/de.lproj/InfoPlist.strings"))
        #expect(report.targets[0].resources == 3)
        #expect(plan.targets[0].files.stops.isEmpty)
    }

    @Test("GENERATE_INFOPLIST_FILE: the plist is written with the INFOPLIST_KEY_ settings over the file's keys")
    func generatedInfoPlist() throws {
        let (_, _, output) = try Fixtures.importing(Fixtures.synced)
        let url = output.appendingPathComponent("Sources/CounterWidgetExtension/Info.plist")
        #expect(Fixtures.linkTarget("Sources/CounterWidgetExtension/Info.plist", in: output) == nil)
        let plist = try #require(try PropertyListSerialization.propertyList(from: Data(contentsOf: url), options: [], format: nil) as? [String: Any])
        #expect(plist["CFBundleDisplayName"] as? String == "Counter")
        #expect((plist["NSExtension"] as? [String: Any])?["NSExtensionPointIdentifier"] as? String == "com.apple.widgetkit-extension")
        #expect(Fixtures.linkTarget("Sources/CounterWidgetExtension/CounterWidget.entitlements", in: output)
                == Self.project.appendingPathComponent("CounterWidget/CounterWidget.entitlements"))
    }

    @Test("the remote package and its product; Swift 6 keeps the default language mode")
    func manifest() throws {
        let (_, _, output) = try Fixtures.importing(Fixtures.synced)
        let manifest = try Fixtures.text(output.appendingPathComponent("Package.swift"))
        #expect(manifest.contains(".package(url: \"https://github.com/apple/swift-collections.git\", from: \"1.1.0\")"))
        #expect(manifest.contains(".product(name: \"OrderedCollections\", package: \"swift-collections\")"))
        #expect(!manifest.contains("swiftLanguageMode"))
        #expect(manifest.contains("swiftSettings: implicitImports,"))
        #expect(!manifest.contains("IntentDefinitionPlugin"))
    }
}
