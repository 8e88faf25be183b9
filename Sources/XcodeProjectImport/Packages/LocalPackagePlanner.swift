import Foundation

/// Plans a ``LocalPackagePlan`` for each local Swift package the imported targets use, and for
/// the local packages those depend on (`.package(path:)`), each once. A package whose manifest
/// cannot be read (`swift package dump-package` fails) keeps its own manifest, with a stop.
struct LocalPackagePlanner {
    let project: XcodeProject
    /// Reads a package's manifest (SwiftPM's `dump-package`; replaceable for tests of failures).
    var dump: (URL) throws -> PackageManifestDump = PackageDumper.dump
    /// The plans made, in the order they were reached (dependencies first).
    var plans: [LocalPackagePlan] = []
    /// Packages that keep their own manifest, with why.
    var failures: [(folder: URL, stop: Stop)] = []
    /// Folders already reached (standardized paths), with the generated folder name or `nil` for a failure.
    var reached: [String: String?] = [:]

    init(project: XcodeProject) {
        self.project = project
    }

    /// The generated folder name of the package in `folder`, planning it (and its local
    /// dependencies) on first use; `nil` when it keeps its own manifest.
    @discardableResult
    mutating func plan(_ folder: URL) -> String? {
        let folder = folder.standardizedFileURL
        if let known = reached[folder.path] { return known }
        reached[folder.path] = .some(nil) // Reached: a cycle stops here.
        let display = Paths.display(folder, in: project)
        let name = folder.lastPathComponent
        if plans.contains(where: { $0.folderName.lowercased() == name.lowercased() }) {
            failures.append((folder, Stop(
                file: display,
                reason: "another local package of the same folder name (\(name)) is already imported; SwiftPM names packages by their folder, so this one keeps its own manifest")))
            return nil
        }
        let manifest: PackageManifestDump
        do {
            manifest = try dump(folder)
        } catch {
            failures.append((folder, Stop(
                file: display,
                reason: "\(error) It builds with its own manifest, which does not depend on WidgetKit for Linux: its `import SwiftUI`, `WidgetKit`, `OSLog`… find nothing",
                fix: "make `swift package dump-package --package-path \(folder.path)` work on Linux, then import again")))
            return nil
        }
        var localDependencies: [String: LocalPackagePlan.LocalReference] = [:]
        for dependency in manifest.dependencies {
            guard case .fileSystem(let identity, let path) = dependency else { continue }
            let url = URL(fileURLWithPath: path)
            localDependencies[identity] = plan(url).map { .generated($0) } ?? .original(url.standardizedFileURL)
        }
        plans.append(Self.make(manifest, folder: folder, localDependencies: localDependencies, project: project))
        reached[folder.path] = .some(name)
        return name
    }

    /// SwiftPM's folders for a target without `path:`, in the order it looks.
    static let defaultFolders = ["Sources", "Source", "src", "srcs"]

    static func make(_ manifest: PackageManifestDump, folder: URL, localDependencies: [String: LocalPackagePlan.LocalReference],
                     project: XcodeProject) -> LocalPackagePlan {
        var stops: [Stop] = []
        var notes: [String] = []
        let display = Paths.display(folder, in: project)
        var kept: [PackageManifestDump.Target] = []
        var dropped: Set<String> = []
        for target in manifest.targets {
            switch target.type {
            case "regular", "executable", "macro":
                kept.append(target)
            case "test":
                dropped.insert(target.name)
            case "binary":
                dropped.insert(target.name)
                stops.append(Stop(file: display, reason: "the binary target \(target.name) is left out (an Apple framework binary cannot be linked on Linux), so `import \(target.name)` finds no module"))
            default:
                dropped.insert(target.name)
                stops.append(Stop(file: display, reason: "the \(target.type) target \(target.name) is left out (the importer carries regular, executable and macro targets)"))
            }
        }
        let available = Frameworks.available.union(manifest.targets.map(\.name))
            .union(manifest.targets.flatMap(\.dependencies).compactMap { dependency -> String? in
                switch dependency {
                case .byName(let name, _), .target(let name, _), .product(let name, _, _, _): name
                }
            })
        var targets: [LocalPackagePlan.Target] = []
        for target in kept {
            let targetFolder = Self.folder(of: target, in: folder)
            let files = Self.files(of: target, in: targetFolder)
            let swiftFiles = files.filter { $0.pathExtension == "swift" }
            var extraExcludes: [String] = []
            // A target whose folder is the package's own (`path: "."`) would compile the manifest:
            // SwiftPM leaves it out only at a package's root, and the link is not one.
            if targetFolder.standardizedFileURL.path == folder.standardizedFileURL.path {
                let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
                extraExcludes = names.filter { $0 == "Package.swift" || ($0.hasPrefix("Package@swift-") && $0.hasSuffix(".swift")) }
                    .filter { !target.exclude.contains($0) }
            }
            if !FileManager.default.fileExists(atPath: targetFolder.path) {
                stops.append(Stop(file: display, reason: "the target \(target.name)'s folder \(Paths.display(targetFolder, in: project)) is not on disk"))
            }
            let dependencies = target.dependencies.filter { dependency in
                switch dependency {
                case .byName(let name, _), .target(let name, _): !dropped.contains(name)
                case .product: true
                }
            }
            for plugin in target.plugins {
                stops.append(Stop(file: display, reason: "the target \(target.name)'s plugin \(plugin) is not run (plugins of local packages are not carried over); what it generates is missing"))
            }
            for setting in target.settings where LocalManifestText.settingText(setting) == nil {
                notes.append("\(target.name): the \(setting.tool) setting \(setting.kind) is left out")
            }
            let defines = Set(target.settings.filter { $0.kind == "define" && $0.tool == "swift" && Self.appliesOnLinux($0.condition) }.flatMap(\.values))
            let scanner = SourceScanner(evaluator: ConditionEvaluator(defines: defines, importable: available))
            if target.type != "macro" {
                for file in swiftFiles {
                    stops += scanner.scan(file, display: Paths.display(file, in: project)).stops
                }
            }
            let declared = target.resources.map { targetFolder.appendingPathComponent($0.path).standardizedFileURL.path }
            let extraResources = target.type == "macro" ? [] : files
                .filter { ["xcassets", "xcstrings"].contains($0.pathExtension) }
                .filter { file in !declared.contains { file.path == $0 || file.path.hasPrefix($0 + "/") } }
                .map { Paths.relative($0, to: targetFolder) }
            targets.append(LocalPackagePlan.Target(
                original: target, folder: targetFolder, isSwift: !swiftFiles.isEmpty || files.isEmpty,
                dependencies: dependencies, extraExcludes: extraExcludes, extraResources: extraResources,
                hasAssetCatalogs: files.contains { $0.pathExtension == "xcassets" },
                hasIntentDefinitions: files.contains { $0.pathExtension == "intentdefinition" }))
        }
        var products: [PackageManifestDump.Product] = []
        for var product in manifest.products {
            guard product.kind == "library" || product.kind == "executable" else {
                notes.append("the \(product.kind) product \(product.name) is left out")
                continue
            }
            product.targets = product.targets.filter { !dropped.contains($0) }
            guard !product.targets.isEmpty else { continue }
            if product.linkage == "dynamic" {
                product.linkage = nil
                notes.append("the dynamic library \(product.name) is built as an automatic one: a shared library would hold a copy of WidgetKit for Linux's modules of its own")
            }
            products.append(product)
        }
        for dependency in manifest.dependencies {
            if case .other(let identity, let kind) = dependency {
                stops.append(Stop(file: display, reason: "the \(kind) dependency \(identity) is left out (the importer carries path and URL dependencies)"))
            }
        }
        if !manifest.traits.isEmpty {
            notes.append("traits are not carried over (\(manifest.traits.joined(separator: ", "))): the default ones apply")
        }
        return LocalPackagePlan(
            original: folder, folderName: folder.lastPathComponent, manifest: manifest, targets: targets,
            products: products, localDependencies: localDependencies, stops: stops, notes: notes)
    }

    /// Whether a setting or dependency with this condition applies on Linux.
    static func appliesOnLinux(_ condition: PackageManifestDump.Condition?) -> Bool {
        guard let condition else { return true }
        return (condition.platforms.isEmpty || condition.platforms.contains("linux")) && condition.configuration != "debug"
    }

    /// A target's folder: its `path`, else the first of SwiftPM's default folders that holds
    /// `<name>` (`Sources/<name>` when none does).
    static func folder(of target: PackageManifestDump.Target, in package: URL) -> URL {
        if let path = target.path {
            return (path.hasPrefix("/") ? URL(fileURLWithPath: path) : package.appendingPathComponent(path)).standardizedFileURL
        }
        for base in defaultFolders {
            let candidate = package.appendingPathComponent(base).appendingPathComponent(target.name)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), isDirectory.boolValue {
                return candidate
            }
        }
        return package.appendingPathComponent("Sources").appendingPathComponent(target.name)
    }

    /// The files of a target's folder SwiftPM would see: under its `sources` (all when it has
    /// none), minus its `exclude`s and hidden files; an asset catalog counts as one file.
    static func files(of target: PackageManifestDump.Target, in folder: URL) -> [URL] {
        let roots = (target.sources ?? ["."]).map { folder.appendingPathComponent($0).standardizedFileURL }
        let excluded = target.exclude.map { folder.appendingPathComponent($0).standardizedFileURL.path }
        func isExcluded(_ url: URL) -> Bool {
            excluded.contains { url.path == $0 || url.path.hasPrefix($0 + "/") }
        }
        var found: [URL] = []
        for root in roots where !isExcluded(root) {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory) else { continue }
            guard isDirectory.boolValue else { found.append(root); continue }
            guard let enumerator = FileManager.default.enumerator(
                at: root.resolvingSymlinksInPath(), includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles]) else { continue }
            let resolvedRoot = root.resolvingSymlinksInPath().path
            while let url = enumerator.nextObject() as? URL {
                // Back under the unresolved root, so excludes and displayed paths match.
                let path = url.standardizedFileURL.path
                let relative = path.hasPrefix(resolvedRoot + "/") ? String(path.dropFirst(resolvedRoot.count + 1)) : url.lastPathComponent
                let file = root.appendingPathComponent(relative)
                if isExcluded(file) { enumerator.skipDescendants(); continue }
                if ["xcassets", "xcdatamodeld", "bundle"].contains(file.pathExtension) {
                    found.append(file)
                    enumerator.skipDescendants()
                    continue
                }
                if (try? url.resourceValues(forKeys: [.isDirectoryKey]))?.isDirectory == true { continue }
                found.append(file)
            }
        }
        return found.sorted { $0.path < $1.path }
    }
}
