import Foundation
import Testing
@testable import XcodeProjectImport

/// The modular fixture: package products that name no package (older Xcode, or package folders
/// dragged into the project) and a framework target of Objective-C only.
@Suite("Importing a project of local packages and an Objective-C framework")
struct ModularImportTests {
    static let project = Fixtures.root.appendingPathComponent("Modular")
    static let xcodeproj = project.appendingPathComponent("Modular.xcodeproj")

    func products(_ plan: ImportPlan) throws -> [String: String] {
        let widget = try #require(plan.targets.first { $0.role == .widgetExtension })
        return Dictionary(uniqueKeysWithValues: widget.packageProducts.map { ($0.name, $0.package.identity) })
    }

    @Test("a product is found in the project's local package whose manifest declares it, whatever the folder's name")
    func localReference() throws {
        let plan = try XcodeProjectImporter.plan(ImportOptions(project: Self.xcodeproj, packagePath: Fixtures.checkout))
        #expect(try products(plan)["CoreModels"] == "models")
        #expect(plan.dependencies.first { $0.identity == "models" }?.source == .local(Self.project.appendingPathComponent("Models")))
    }

    @Test("a package that only depends on a product is not taken for its provider")
    func provider() throws {
        let plan = try XcodeProjectImporter.plan(ImportOptions(project: Self.xcodeproj, packagePath: Fixtures.checkout))
        // Artwork's manifest names "Birds" (it depends on it) and comes first in the project.
        #expect(try products(plan)["Birds"] == "birds")
        #expect(!plan.dependencies.contains { $0.identity == "artwork" })
    }

    @Test("a package inside a synchronized folder of packages is a dependency, not a folder")
    func synchronizedFolder() throws {
        let plan = try XcodeProjectImporter.plan(ImportOptions(project: Self.xcodeproj, packagePath: Fixtures.checkout))
        #expect(try products(plan)["Web"] == "web")
        #expect(plan.dependencies.first { $0.identity == "web" }?.source == .local(Self.project.appendingPathComponent("Modules/Web")))
    }

    @Test("a framework target without Swift sources is no target of the package, and the report says so")
    func objectiveCFramework() throws {
        let (plan, report, output) = try Fixtures.importing(Self.xcodeproj)
        #expect(plan.targets.map(\.name) == ["ModularWidget"])
        #expect(plan.targets[0].libraries.isEmpty)
        let stop = try #require(report.targets[0].stops.first { $0.file == "Codec" })
        #expect(stop.reason.contains("no Swift sources"))
        #expect(stop.fix != nil)
        let manifest = try Fixtures.text(output.appendingPathComponent("Package.swift"))
        #expect(!manifest.contains("\"Codec\""))
        #expect(manifest.contains(#".product(name: "Birds", package: "birds")"#))
        #expect(manifest.contains(#".package(path: "#))
    }

    @Test("swift package dump-package reads the generated manifest with its three local packages")
    func dumpPackage() throws {
        let (_, _, output) = try Fixtures.importing(Self.xcodeproj)
        let dump = try Fixtures.dumpPackage(output)
        #expect(dump.status == 0, "\(dump.errors)")
        let package = try #require(dump.manifest)
        let dependencies = try #require(package["dependencies"] as? [[String: Any]])
        #expect(dependencies.count == 4) // WidgetKit for Linux, Models, Birds, Web.
    }
}
