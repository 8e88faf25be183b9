import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Writes the generated package: `Package.swift`, `Sources/<Target>/` made of links to the
/// project's files, each extension's `Info.plist`, entitlements and `BuildSettings.json`, and a
/// record of what it wrote (`.widgetkit-import.json`), so that the next import replaces exactly
/// its own files and never a user's.
///
/// Sources, `Info.plist`, entitlements and intent definitions are relative links (SwiftPM and the
/// plugins read them where they are). Resources are absolute links: SwiftPM copies a resource
/// link into the built bundle as a link, where a relative one would point nowhere.
struct PackageWriter {
    let plan: ImportPlan
    let fileManager = FileManager.default

    /// The record of an import's output.
    struct Record: Codable {
        var tool = "widgetkit import"
        var project: String
        /// Paths written, relative to the output folder.
        var files: [String]
    }

    static let recordName = ".widgetkit-import.json"

    /// Files written so far, relative to the output folder.
    final class Written {
        var paths: [String] = []
    }

    func write() throws {
        let output = plan.outputDirectory
        try prepare(output)
        let written = Written()
        var resources: [String: [String]] = [:]
        for target in plan.targets {
            resources[target.name] = try writeTarget(target, written: written)
        }
        for package in plan.localPackages {
            try writeLocalPackage(package, written: written)
        }
        let manifest = ManifestText(plan: plan, resources: resources).text
        try writeFile(Data(manifest.utf8), at: "Package.swift", written: written)
        // The checkout's pins, so the package resolves to the versions WidgetKit for Linux was
        // tested with (and from SwiftPM's cache, without a network, when they are there). Copied
        // once and not recorded: SwiftPM owns the file from then on (it adds the project's packages).
        let pins = plan.packagePath.appendingPathComponent("Package.resolved")
        let ownPins = output.appendingPathComponent("Package.resolved")
        if !fileManager.fileExists(atPath: ownPins.path), let data = fileManager.contents(atPath: pins.path) {
            try write(data, to: ownPins)
        }
        let record = Record(project: plan.project.bundleURL.path, files: written.paths.sorted())
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        try write(try encoder.encode(record), to: output.appendingPathComponent(Self.recordName))
    }

    /// Makes the output folder ready: a previous import's files are removed (as its record lists
    /// them); a folder with other files is refused unless forced.
    func prepare(_ output: URL) throws {
        var isDirectory: ObjCBool = false
        if fileManager.fileExists(atPath: output.path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw ImportError.foreignOutput(output.path) }
            let recordURL = output.appendingPathComponent(Self.recordName)
            if let data = fileManager.contents(atPath: recordURL.path),
               let record = try? JSONDecoder().decode(Record.self, from: data) {
                for path in record.files where !path.hasPrefix("/") && !path.split(separator: "/").contains("..") {
                    try removeEntry(at: output.appendingPathComponent(path))
                }
                removeEmptyFolders(output.appendingPathComponent("Sources"))
                removeEmptyFolders(output.appendingPathComponent(LocalPackagePlan.folder))
            } else {
                let contents = (try? fileManager.contentsOfDirectory(atPath: output.path)) ?? []
                if !contents.isEmpty && !plan.force { throw ImportError.foreignOutput(output.path) }
            }
        }
        do {
            try fileManager.createDirectory(at: output, withIntermediateDirectories: true)
        } catch {
            throw ImportError.cannotWrite(output.path, "\(error)")
        }
    }

    func removeEmptyFolders(_ folder: URL) {
        guard let names = try? fileManager.contentsOfDirectory(atPath: folder.path) else { return }
        for name in names {
            let child = folder.appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            if let type = try? fileManager.attributesOfItem(atPath: child.path)[.type] as? FileAttributeType,
               type == .typeDirectory, fileManager.fileExists(atPath: child.path, isDirectory: &isDirectory) {
                removeEmptyFolders(child)
            }
        }
        if (try? fileManager.contentsOfDirectory(atPath: folder.path))?.isEmpty == true {
            try? fileManager.removeItem(at: folder)
        }
    }

    /// Writes a target's folder; returns its resources to declare, relative to the folder.
    func writeTarget(_ target: ImportedTarget, written: Written) throws -> [String] {
        let folder = "Sources/\(target.name)"
        var used: Set<String> = []
        func unique(_ path: String) -> String {
            var candidate = path
            var number = 2
            while used.contains(candidate.lowercased()) {
                let url = URL(fileURLWithPath: path)
                let stem = url.deletingPathExtension().lastPathComponent
                let ext = url.pathExtension
                let parent = (path as NSString).deletingLastPathComponent
                let name = ext.isEmpty ? "\(stem) \(number)" : "\(stem) \(number).\(ext)"
                candidate = parent.isEmpty ? name : parent + "/" + name
                number += 1
            }
            used.insert(candidate.lowercased())
            return candidate
        }
        // Swift sources, mirroring their place under the project's folder; a module cannot have two
        // files of one name, so a second `Model.swift` is linked as `Model 2.swift`.
        var baseNames: Set<String> = []
        for source in target.files.sources {
            var relative = mirrored(source)
            var base = URL(fileURLWithPath: relative).lastPathComponent.lowercased()
            var number = 2
            while baseNames.contains(base) {
                let stem = source.deletingPathExtension().lastPathComponent
                relative = ((relative as NSString).deletingLastPathComponent as NSString)
                    .appendingPathComponent("\(stem) \(number).swift")
                base = URL(fileURLWithPath: relative).lastPathComponent.lowercased()
                number += 1
            }
            baseNames.insert(base)
            try link(source, at: "\(folder)/\(unique(relative))", relative: true, written: written)
        }
        for definition in target.files.intentDefinitions {
            try link(definition, at: "\(folder)/\(unique("Intents/" + definition.lastPathComponent))", relative: true, written: written)
        }
        var declared: [String] = []
        for catalog in target.files.assetCatalogs {
            let path = unique("Resources/" + catalog.lastPathComponent)
            try link(catalog, at: "\(folder)/\(path)", relative: false, written: written)
            declared.append(path)
        }
        var languages: [String] = []
        for file in target.files.localized {
            let path = "Resources/\(file.language).lproj/\(file.url.lastPathComponent)"
            guard !used.contains(path.lowercased()) else { continue }
            used.insert(path.lowercased())
            try link(file.url, at: "\(folder)/\(path)", relative: false, written: written)
            if !languages.contains(file.language) { languages.append(file.language) }
        }
        declared += languages.map { "Resources/\($0).lproj" }
        for resource in target.files.resources {
            let path = "Resources/" + resource.lastPathComponent
            guard !used.contains(path.lowercased()) else { continue }
            used.insert(path.lowercased())
            try link(resource, at: "\(folder)/\(path)", relative: false, written: written)
            declared.append(path)
        }
        guard target.role == .widgetExtension else { return declared }
        try writeInfoPlist(target, folder: folder, written: written)
        if let entitlements = target.entitlements {
            try link(entitlements, at: "\(folder)/\(entitlements.lastPathComponent)", relative: true, written: written)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        try writeFile(try encoder.encode(target.settings.all), at: "\(folder)/BuildSettings.json", written: written)
        return declared
    }

    /// A local package rewritten to depend on WidgetKit for Linux: `LocalPackages/<folder>/Package.swift`
    /// and `Sources/<target>`, a relative link to each target's original folder (SwiftPM reads a
    /// target through a linked folder, and copies its resources as the files they are).
    func writeLocalPackage(_ package: LocalPackagePlan, written: Written) throws {
        let folder = package.relativeFolder
        for target in package.targets {
            try link(target.folder, at: "\(folder)/Sources/\(target.original.name)", relative: true, written: written)
        }
        let text = LocalManifestText(plan: package, packagePath: plan.packagePath, widgetKitIdentity: plan.widgetKitIdentity).text
        try writeFile(Data(text.utf8), at: "\(folder)/Package.swift", written: written)
    }

    /// `Info.plist`: a link to the target's `INFOPLIST_FILE`; written instead when Xcode would
    /// generate or complete it (`GENERATE_INFOPLIST_FILE` with `INFOPLIST_KEY_*` settings, or no file).
    func writeInfoPlist(_ target: ImportedTarget, folder: String, written: Written) throws {
        let generated = target.settings.flag("GENERATE_INFOPLIST_FILE") ? target.settings.generatedInfoPlistKeys : [:]
        if let plist = target.infoPlist, generated.isEmpty {
            try link(plist, at: "\(folder)/Info.plist", relative: true, written: written)
            return
        }
        var dictionary: [String: Any] = [:]
        if let plist = target.infoPlist, let data = fileManager.contents(atPath: plist.path),
           let contents = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [String: Any] {
            dictionary = contents
        }
        for (key, value) in generated where dictionary[key] == nil {
            dictionary[key] = value
        }
        let data: Data
        do {
            data = try PropertyListSerialization.data(fromPropertyList: dictionary, format: .xml, options: 0)
        } catch {
            throw ImportError.cannotWrite("\(folder)/Info.plist", "\(error)")
        }
        try writeFile(data, at: "\(folder)/Info.plist", written: written)
    }

    /// Where a source is linked inside its target folder: its path under the project's folder, or
    /// under `_external/` with its absolute path when it lies outside.
    func mirrored(_ url: URL) -> String {
        if Paths.isInside(url, plan.project.sourceRoot) { return Paths.relative(url, to: plan.project.sourceRoot) }
        return "_external" + url.standardizedFileURL.path
    }

    func link(_ destination: URL, at path: String, relative: Bool, written: Written) throws {
        let url = plan.outputDirectory.appendingPathComponent(path)
        try makeParent(of: url)
        let target = relative ? Paths.relative(destination, to: url.deletingLastPathComponent()) : destination.standardizedFileURL.path
        try removeEntry(at: url)
        do {
            try fileManager.createSymbolicLink(atPath: url.path, withDestinationPath: target)
        } catch {
            throw ImportError.cannotWrite(url.path, "\(error)")
        }
        written.paths.append(path)
    }

    func writeFile(_ data: Data, at path: String, written: Written) throws {
        try write(data, to: plan.outputDirectory.appendingPathComponent(path))
        written.paths.append(path)
    }

    func write(_ data: Data, to url: URL) throws {
        try makeParent(of: url)
        try removeEntry(at: url)
        do {
            try data.write(to: url, options: .atomic)
        } catch {
            throw ImportError.cannotWrite(url.path, "\(error)")
        }
    }

    /// Removes a link or a file at `url` (a link itself, never what it points at); refuses a folder.
    func removeEntry(at url: URL) throws {
        guard let type = try? fileManager.attributesOfItem(atPath: url.path)[.type] as? FileAttributeType else { return }
        switch type {
        case .typeSymbolicLink, .typeRegular:
            guard unlink(url.path) == 0 else { throw ImportError.cannotWrite(url.path, "cannot remove the previous file") }
        default:
            throw ImportError.cannotWrite(url.path, "a folder or special file is in the way; the importer removes only files and links")
        }
    }

    func makeParent(of url: URL) throws {
        do {
            try fileManager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        } catch {
            throw ImportError.cannotWrite(url.deletingLastPathComponent().path, "\(error)")
        }
    }
}
