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

    @Test("importing again replaces the previous import's files: an excluded file's link disappears")
    func reimport() throws {
        let (_, _, output) = try Fixtures.importing(Fixtures.classic)
        let store = output.appendingPathComponent("Sources/Weather_Widgets/Widgets/ForecastStore.swift")
        #expect(FileManager.default.fileExists(atPath: store.path))
        let pins = output.appendingPathComponent("Package.resolved")
        let options = ImportOptions(project: Fixtures.classic, output: output, excludes: ["Widgets/ForecastStore.swift"],
                                    packagePath: Fixtures.checkout)
        _ = try XcodeProjectImporter.write(try XcodeProjectImporter.plan(options))
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: store.path)) == nil)
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("Sources/Weather_Widgets/Widgets/WeatherWidget.swift").path))
        // The project's files are untouched by the removal of links to them.
        #expect(FileManager.default.fileExists(atPath: Fixtures.classic.deletingLastPathComponent().appendingPathComponent("Widgets/ForecastStore.swift").path))
        #expect(FileManager.default.fileExists(atPath: Fixtures.classic.deletingLastPathComponent().appendingPathComponent("Widgets/Assets.xcassets/Contents.json").path))
        #expect(FileManager.default.fileExists(atPath: pins.path) == FileManager.default.fileExists(atPath: Fixtures.checkout.appendingPathComponent("Package.resolved").path))
    }

    @Test("the default output is .widgetkit-linux beside the .xcodeproj")
    func defaultOutput() {
        let options = ImportOptions(project: URL(fileURLWithPath: "/src/App/App.xcodeproj"), packagePath: URL(fileURLWithPath: "/wk"))
        #expect(options.outputDirectory.path == "/src/App/.widgetkit-linux")
    }
}
