import Foundation
import PackagePlugin

/// Generates Swift asset symbols for a target's `.xcassets` catalogs, as Xcode does:
/// `Image(.logo)`, `Color(.brandBlue)`, `UIImage(resource: .logo)`, `Color.brandBlue`.
///
/// Keep the catalog a resource of the target (so it is found at run time) and add the plugin:
///
/// ```swift
/// .target(
///     name: "MyWidgets",
///     dependencies: [.product(name: "WidgetKit", package: "WidgetKitLinux")],
///     resources: [.copy("Assets.xcassets")],
///     plugins: [.plugin(name: "AssetSymbolsPlugin", package: "WidgetKitLinux")]
/// )
/// ```
@main
struct AssetSymbolsPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] {
        guard let target = target as? any SourceModuleTarget else { return [] }
        // A target folder may be a link (an imported local package's, docs/IMPORTING.md), and
        // Foundation's enumerator does not enter a linked folder it starts at.
        let catalogs = Self.catalogs(in: target.directoryURL.resolvingSymlinksInPath())
        guard !catalogs.isEmpty else { return [] }
        let tool = try context.tool(named: "asset-symbols-codegen")
        let output = context.pluginWorkDirectoryURL.appending(path: "GeneratedAssetSymbols.swift")
        var inputs: [URL] = []
        for catalog in catalogs {
            let enumerator = FileManager.default.enumerator(at: catalog.resolvingSymlinksInPath(), includingPropertiesForKeys: nil)
            while let url = enumerator?.nextObject() as? URL { inputs.append(url) }
        }
        return [.buildCommand(
            displayName: "Generating asset symbols for \(target.name)",
            executable: tool.url,
            arguments: ["--output", output.path] + catalogs.map(\.path),
            inputFiles: inputs,
            outputFiles: [output]
        )]
    }

    /// Every `.xcassets` directory under the target's folder, sorted.
    static func catalogs(in directory: URL) -> [URL] {
        var found: [URL] = []
        let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: [.isDirectoryKey])
        while let url = enumerator?.nextObject() as? URL {
            if url.pathExtension == "xcassets" {
                found.append(url)
                enumerator?.skipDescendants()
            }
        }
        return found.sorted { $0.path < $1.path }
    }
}
