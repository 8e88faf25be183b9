import Foundation
import Testing
@testable import XcodeProjectImport

@Suite("The output folder: its own files replaced, a user's never")
struct OutputFolderTests {
    @Test("a folder with files the tool did not write is refused, and the files stay as they were")
    func foreignFolder() throws {
        let output = try Fixtures.temporaryFolder("foreign")
        let mine = output.appendingPathComponent("Package.swift")
        try Data("// my package\n".utf8).write(to: mine)
        let options = ImportOptions(project: Fixtures.classic, output: output, packagePath: Fixtures.checkout)
        #expect(throws: ImportError.foreignOutput(output.path)) {
            try XcodeProjectImporter.write(try XcodeProjectImporter.plan(options))
        }
        #expect(try Fixtures.text(mine) == "// my package\n")
    }

    @Test("--force writes into a foreign folder, replacing files of the same names and keeping the others")
    func force() throws {
        let output = try Fixtures.temporaryFolder("force")
        let manifest = output.appendingPathComponent("Package.swift")
        let notes = output.appendingPathComponent("NOTES.txt")
        try Data("// old\n".utf8).write(to: manifest)
        try Data("mine\n".utf8).write(to: notes)
        let options = ImportOptions(project: Fixtures.classic, output: output, packagePath: Fixtures.checkout, force: true)
        _ = try XcodeProjectImporter.write(try XcodeProjectImporter.plan(options))
        #expect(try Fixtures.text(manifest).hasPrefix("// swift-tools-version: 6.1"))
        #expect(try Fixtures.text(notes) == "mine\n")
    }

    @Test("importing again replaces the previous import's files: an excluded file's link disappears")
    func reimport() throws {
        let (_, _, output) = try Fixtures.importing(Fixtures.classic)
        let store = output.appendingPathComponent("Sources/Weather_Widgets/Widgets/ForecastStore.swift")
        #expect(FileManager.default.fileExists(atPath: store.path))
        let pins = output.appendingPathComponent("Package.resolved")
        let hasPins = FileManager.default.fileExists(atPath: pins.path)
        if hasPins { try Data("{ \"pins\" : [], \"version\" : 3 }\n".utf8).write(to: pins) }
        let options = ImportOptions(project: Fixtures.classic, output: output, excludes: ["Widgets/ForecastStore.swift"],
                                    packagePath: Fixtures.checkout)
        _ = try XcodeProjectImporter.write(try XcodeProjectImporter.plan(options))
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: store.path)) == nil)
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("Sources/Weather_Widgets/Widgets/WeatherWidget.swift").path))
        // The project's files are untouched by the removal of links to them.
        #expect(FileManager.default.fileExists(atPath: Fixtures.classic.deletingLastPathComponent().appendingPathComponent("Widgets/ForecastStore.swift").path))
        #expect(FileManager.default.fileExists(atPath: Fixtures.classic.deletingLastPathComponent().appendingPathComponent("Widgets/Assets.xcassets/Contents.json").path))
        // Package.resolved was copied once from the checkout; SwiftPM owns it after that.
        #expect(hasPins == FileManager.default.fileExists(atPath: Fixtures.checkout.appendingPathComponent("Package.resolved").path))
        if hasPins { #expect(try Fixtures.text(pins) == "{ \"pins\" : [], \"version\" : 3 }\n") }
    }

    @Test("the default output is .widgetkit-linux beside the .xcodeproj")
    func defaultOutput() {
        let options = ImportOptions(project: URL(fileURLWithPath: "/src/App/App.xcodeproj"), packagePath: URL(fileURLWithPath: "/wk"))
        #expect(options.outputDirectory.path == "/src/App/.widgetkit-linux")
    }
}
