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
///
/// A `.entitlements` file in the target's folder (as an iOS extension target has) is copied beside
/// each executable made of the target as `<program>.entitlements`: a home screen hosting the program
/// shows its extension only the app groups listed there (`com.apple.security.application-groups`).
@main
struct InfoPlistPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] {
        guard let target = target as? any SourceModuleTarget else { return [] }
        let files = target.sourceFiles.map(\.url).sorted { $0.path.count < $1.path.count }
        let tool = try context.tool(named: "info-plist-codegen")
        // <scratch>/plugins/outputs/<package>/<target>/destination/<plugin>: the scratch directory
        // is the parent of the nearest `plugins` folder.
        var scratch = context.pluginWorkDirectoryURL
        while scratch.pathComponents.count > 1, scratch.lastPathComponent != "plugins" {
            scratch = scratch.deletingLastPathComponent()
        }
        scratch = scratch.deletingLastPathComponent()
        var commands: [Command] = []
        if let plist = files.first(where: { $0.lastPathComponent == "Info.plist" }) {
            let output = context.pluginWorkDirectoryURL.appending(path: "InfoPlist.swift")
            commands.append(.buildCommand(
                displayName: "Installing \(target.name)'s Info.plist",
                executable: tool.url,
                arguments: [plist.path, "--output", output.path, "--scratch", scratch.path],
                inputFiles: [plist],
                outputFiles: [output]
            ))
        }
        // The app groups a home screen shows the bundle's extension: `<program>.entitlements`
        // beside each executable made of this target (the target's own name and its products').
        if let entitlements = files.first(where: { $0.pathExtension == "entitlements" }) {
            var names = [target.name]
            for product in context.package.products where product is ExecutableProduct
                && product.targets.contains(where: { $0.id == target.id }) && !names.contains(product.name) {
                names.append(product.name)
            }
            let output = context.pluginWorkDirectoryURL.appending(path: "Entitlements.swift")
            commands.append(.buildCommand(
                displayName: "Installing \(target.name)'s entitlements",
                executable: tool.url,
                arguments: [entitlements.path, "--output", output.path, "--scratch", scratch.path,
                            "--names", names.joined(separator: ",")],
                inputFiles: [entitlements],
                outputFiles: [output]
            ))
        }
        return commands
    }
}
