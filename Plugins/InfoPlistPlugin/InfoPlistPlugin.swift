import Foundation
import PackagePlugin

/// Gives each widget program its own `Info.plist`, `.entitlements` and resource bundles, as an
/// iOS extension has them in its own bundle: `Bundle.main.infoDictionary`,
/// `Bundle.main.bundleIdentifier` and `Bundle.main.object(forInfoDictionaryKey: "AppGroup")` in
/// `render`, `preview` and `serve`.
///
/// Keep `Info.plist` in the target's folder, where iOS projects keep it (undeclared: not a resource,
/// not excluded), and add the plugin, the one line of set-up:
///
/// ```swift
/// .executableTarget(
///     name: "MyWidgets",
///     dependencies: [.product(name: "WidgetKit", package: "WidgetKitLinux")],
///     plugins: [.plugin(name: "InfoPlistPlugin", package: "WidgetKitLinux")]
/// )
/// ```
///
/// The plist is processed as Xcode does: `$(NAME)` and `${NAME}` are expanded from the build
/// settings the package knows (`PRODUCT_NAME`, `EXECUTABLE_NAME`, `PRODUCT_MODULE_NAME`, …) and
/// those in a `BuildSettings.json` beside it (a flat JSON object of strings, which
/// `widgetkit import` records from the Xcode target), and `CFBundleIdentifier`, `CFBundleName`,
/// `CFBundleExecutable`, `CFBundleShortVersionString`, `CFBundleVersion` and
/// `CFBundlePackageType` are added when missing. The result is installed beside each program
/// made of the target as `<program>.Info.plist`, which the program makes its main bundle's info
/// dictionary when it starts. A library target's plist goes to the programs of the package
/// that link it and have none of their own, and to the build folder's `Info.plist`, which test
/// processes read. The target also gets `InfoPlist.contents`.
///
/// A `.entitlements` file in the target's folder (as an iOS extension target has) is expanded the
/// same way and installed beside each program as `<program>.entitlements`: a home screen hosting
/// the program shows its extension only the app groups listed there
/// (`com.apple.security.application-groups`).
///
/// For an executable target, the plugin also writes `<program>.resource-bundles.json`: the
/// resource bundles of the target and of every target it links. The program loads only those,
/// not the other programs' bundles that share its build folder.
@main
struct InfoPlistPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] {
        guard let target = target as? any SourceModuleTarget else { return [] }
        let tool = try context.tool(named: "info-plist-codegen")
        // <scratch>/plugins/outputs/<package>/<target>/destination/<plugin>: the scratch directory
        // is the parent of the nearest `plugins` folder.
        var scratch = context.pluginWorkDirectoryURL
        while scratch.pathComponents.count > 1, scratch.lastPathComponent != "plugins" {
            scratch = scratch.deletingLastPathComponent()
        }
        scratch = scratch.deletingLastPathComponent()
        let isExecutable = target.kind == .executable
        let settings = Self.file(in: target) { $0.lastPathComponent == "BuildSettings.json" }
        var commands: [Command] = []

        func command(for file: URL, mode: String, programs: [String], extra: [String]) -> Command {
            let output = context.pluginWorkDirectoryURL.appending(path: mode == "info" ? "InfoPlist.swift" : "Entitlements.swift")
            var arguments = [mode, file.path, "--output", output.path, "--scratch", scratch.path,
                             "--target", target.name, "--module", target.moduleName,
                             "--programs", programs.joined(separator: ",")] + extra
            var inputs = [file]
            if let settings {
                arguments += ["--settings", settings.path]
                inputs.append(settings)
            }
            return .buildCommand(
                displayName: "Installing \(target.name)'s \(file.lastPathComponent)",
                executable: tool.url, arguments: arguments, inputFiles: inputs, outputFiles: [output])
        }

        if let plist = Self.file(in: target, where: { $0.lastPathComponent == "Info.plist" }) {
            let programs = isExecutable
                ? Self.programs(of: target, in: context.package)
                : Self.dependentPrograms(of: target, in: context.package) { $0.lastPathComponent == "Info.plist" }
            commands.append(command(for: plist, mode: "info", programs: programs, extra: isExecutable ? [] : ["--shared"]))
        }
        if let entitlements = Self.file(in: target, where: { $0.pathExtension == "entitlements" }) {
            let programs = isExecutable
                ? Self.programs(of: target, in: context.package)
                : [target.name] + Self.dependentPrograms(of: target, in: context.package) { $0.pathExtension == "entitlements" }
            commands.append(command(for: entitlements, mode: "entitlements", programs: programs, extra: []))
        }
        if isExecutable {
            let output = context.pluginWorkDirectoryURL.appending(path: "ResourceBundles.swift")
            let bundles = Self.resourceBundleNames(of: target, in: context.package)
            commands.append(.buildCommand(
                displayName: "Listing \(target.name)'s resource bundles",
                executable: tool.url,
                arguments: ["bundles", "--output", output.path, "--scratch", scratch.path,
                            "--programs", Self.programs(of: target, in: context.package).joined(separator: ","),
                            "--bundles", bundles.joined(separator: ",")],
                // The dependency graph is the manifest's: list again when it changes.
                inputFiles: [context.package.directoryURL.appending(path: "Package.swift")],
                outputFiles: [output]))
        }
        return commands
    }

    /// The target's file nearest its folder that `matches`.
    static func file(in target: any SourceModuleTarget, where matches: (URL) -> Bool) -> URL? {
        target.sourceFiles.map(\.url).filter(matches).sorted { $0.path.count < $1.path.count }.first
    }

    /// The programs made of an executable target: its own name and its executable products'.
    static func programs(of target: any SourceModuleTarget, in package: Package) -> [String] {
        var names = [target.name]
        for product in package.products where product is ExecutableProduct
            && product.targets.contains(where: { $0.id == target.id }) && !names.contains(product.name) {
            names.append(product.name)
        }
        return names
    }

    /// The programs of the package's executable targets that link `target` and have no file of
    /// their own that `matches`.
    static func dependentPrograms(of target: any SourceModuleTarget, in package: Package,
                                  without matches: (URL) -> Bool) -> [String] {
        package.targets.compactMap { $0 as? any SourceModuleTarget }
            .filter { $0.kind == .executable && file(in: $0, where: matches) == nil }
            .filter { $0.recursiveTargetDependencies.contains { $0.id == target.id } }
            .flatMap { programs(of: $0, in: package) }
    }

    /// `<Package>_<Target>`, SwiftPM's name of a target's resource bundle, for the target and
    /// every target it depends on (a target without resources has no bundle; the program skips
    /// names it does not find).
    static func resourceBundleNames(of target: any SourceModuleTarget, in package: Package) -> [String] {
        var packageNames: [Target.ID: String] = [:]
        var visited: Set<Package.ID> = []
        func index(_ package: Package) {
            guard visited.insert(package.id).inserted else { return }
            for member in package.targets { packageNames[member.id] = package.displayName }
            for dependency in package.dependencies { index(dependency.package) }
        }
        index(package)
        return ([target] + target.recursiveTargetDependencies).compactMap { member in
            packageNames[member.id].map { "\($0)_\(member.name)" }
        }
    }
}
