import Foundation
import PackagePlugin

/// Generates Swift for each `.intentdefinition` file of a target, as Xcode does: an
/// `INIntent` subclass and an `…IntentHandling` protocol per intent, an enum per enum and an
/// `INObject` subclass per custom type.
///
/// Add it to the widget target and keep the definition file among its sources, undeclared
/// (neither `exclude:`d nor a resource; the plugin handles it, so SwiftPM does not warn):
///
/// ```swift
/// .target(
///     name: "MyWidgets",
///     dependencies: [.product(name: "WidgetKit", package: "WidgetKitLinux")],
///     plugins: [.plugin(name: "IntentDefinitionPlugin", package: "WidgetKitLinux")]
/// )
/// ```
///
/// The generated file is rebuilt when the definition changes. A definition the generator
/// cannot represent fails the build with a message naming the file and the element.
@main
struct IntentDefinitionPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] {
        guard let target = target as? any SourceModuleTarget else { return [] }
        let definitions = target.sourceFiles
            .map(\.url)
            .filter { $0.pathExtension == "intentdefinition" }
            .sorted { $0.path < $1.path }
        guard !definitions.isEmpty else { return [] }
        let tool = try context.tool(named: "intentdefinition-codegen")
        let names = outputNames(for: definitions, in: target.directoryURL)
        return zip(definitions, names).map { definition, name in
            let output = context.pluginWorkDirectoryURL.appending(path: name)
            return .buildCommand(
                displayName: "Generating Swift for \(definition.lastPathComponent)",
                executable: tool.url,
                arguments: [definition.path, "--output", output.path],
                inputFiles: [definition],
                outputFiles: [output]
            )
        }
    }

    /// `<name>.intentdefinition.swift`; definitions of the same name in different folders are
    /// told apart by their folders (a module cannot have two source files of the same name).
    func outputNames(for definitions: [URL], in directory: URL) -> [String] {
        let baseNames = definitions.map { $0.deletingPathExtension().lastPathComponent }
        return zip(definitions, baseNames).map { definition, baseName in
            guard baseNames.filter({ $0 == baseName }).count > 1 else { return "\(baseName).intentdefinition.swift" }
            let root = directory.standardizedFileURL.pathComponents
            let components = definition.deletingPathExtension().standardizedFileURL.pathComponents
            let relative = components.starts(with: root) ? Array(components.dropFirst(root.count)) : [baseName]
            return relative.joined(separator: "_") + ".intentdefinition.swift"
        }
    }
}
