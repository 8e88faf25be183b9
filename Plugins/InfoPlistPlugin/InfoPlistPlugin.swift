import Foundation
import PackagePlugin

/// Makes a target's `Info.plist` what `Bundle.main.infoDictionary` returns, as on iOS:
/// `Bundle.main.object(forInfoDictionaryKey: "AppGroup")` in `render`, `preview`, `serve` and tests.
///
/// Keep `Info.plist` in the target's folder, where iOS projects keep it (undeclared: not a resource,
/// not excluded), and add the plugin, the one line of set-up:
///
/// ```swift
/// .target(
///     name: "MyWidgets",
///     dependencies: [.product(name: "WidgetKit", package: "WidgetKitLinux")],
///     plugins: [.plugin(name: "InfoPlistPlugin", package: "WidgetKitLinux")]
/// )
/// ```
///
/// Foundation on Linux reads the main bundle's Info.plist from the executable's folder, so the plugin
/// copies it to `.build/debug/` (and `.build/release/`): one Info.plist per package's build, the
/// last target built wins if several have one. The target also gets `InfoPlist.contents`.
@main
struct InfoPlistPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] {
        guard let target = target as? any SourceModuleTarget else { return [] }
        let plists = target.sourceFiles.map(\.url).filter { $0.lastPathComponent == "Info.plist" }
            .sorted { $0.path.count < $1.path.count }
        guard let plist = plists.first else { return [] }
        let tool = try context.tool(named: "info-plist-codegen")
        let output = context.pluginWorkDirectoryURL.appending(path: "InfoPlist.swift")
        // <scratch>/plugins/outputs/<package>/<target>/destination/<plugin>: the scratch directory
        // is the parent of the nearest `plugins` folder.
        var scratch = context.pluginWorkDirectoryURL
        while scratch.pathComponents.count > 1, scratch.lastPathComponent != "plugins" {
            scratch = scratch.deletingLastPathComponent()
        }
        scratch = scratch.deletingLastPathComponent()
        return [.buildCommand(
            displayName: "Installing \(target.name)'s Info.plist",
            executable: tool.url,
            arguments: [plist.path, "--output", output.path, "--scratch", scratch.path],
            inputFiles: [plist],
            outputFiles: [output]
        )]
    }
}
