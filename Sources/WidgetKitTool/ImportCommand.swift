import ArgumentParser
import Foundation
import XcodeProjectImport

/// `widgetkit import App.xcodeproj`: writes a Swift package that builds the project's widget
/// extensions against WidgetKit for Linux, prints what cannot come over, and with `--build`
/// builds it and renders each widget.
struct ImportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Make a Swift package of an Xcode project's widget extensions (files referenced in place).",
        discussion: "See docs/IMPORTING.md. Exit codes: 0 success, 1 build or render failed, 2 usage error.")

    @Argument(help: "The Xcode project (a .xcodeproj folder).") var project: String
    @Option(name: .customLong("target"), help: "A target to import (repeatable; default: every widget extension).")
    var targets: [String] = []
    @Option(help: "The package's folder (default: .widgetkit-linux beside the .xcodeproj).") var output: String?
    @Option(name: .customLong("exclude"), help: "Leave this file out (repeatable; relative to the current or the project's folder).")
    var excludes: [String] = []
    @Option(name: .customLong("package-path"), help: "The WidgetKit for Linux checkout to build against (default: WIDGETKIT_LINUX_PATH, else the checkout this tool was built in).")
    var packagePath: String?
    @Option(name: .customLong("report-json"), help: "Also write the report as JSON to this file.") var reportJSON: String?
    @Flag(help: "Build the package, then list and render its widgets into <output>/previews.") var build = false
    @Option(name: .customLong("scratch-path"), help: "With --build: swift build's --scratch-path.") var scratchPath: String?
    @Flag(help: "Write into an output folder this tool did not make (files of the same names are replaced).") var force = false

    func run() async throws {
        guard let checkout = packagePath.map({ URL(fileURLWithPath: $0).standardizedFileURL }) ?? PackageLocation.find() else {
            throw ToolFailure.usage("Cannot find the WidgetKit for Linux checkout; pass --package-path or set WIDGETKIT_LINUX_PATH.")
        }
        guard PackageLocation.isCheckout(checkout) else {
            throw ToolFailure.usage("\(checkout.path) is not a WidgetKit for Linux checkout (no Package.swift naming WidgetKitLinux).")
        }
        var projectURL = URL(fileURLWithPath: project).standardizedFileURL
        if projectURL.lastPathComponent == "project.pbxproj" { projectURL.deleteLastPathComponent() }
        let options = ImportOptions(
            project: projectURL, targets: targets, output: output.map { URL(fileURLWithPath: $0) },
            excludes: excludes, packagePath: checkout, force: force)
        let report: ImportReport
        do {
            report = try XcodeProjectImporter.write(try XcodeProjectImporter.plan(options))
        } catch let error as ImportError {
            throw ToolFailure.usage(error.description)
        }
        print(report.text)
        if let reportJSON {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            do {
                try encoder.encode(report).write(to: URL(fileURLWithPath: reportJSON), options: .atomic)
            } catch {
                throw ToolFailure.usage("Cannot write --report-json \(reportJSON): \(error)")
            }
        }
        print("")
        guard build else {
            print("Next: swift build --package-path \(report.packageDirectory)")
            return
        }
        try await BuildRunner(report: report, scratchPath: scratchPath).run()
    }
}
