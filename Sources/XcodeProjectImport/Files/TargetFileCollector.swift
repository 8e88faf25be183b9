import Foundation

/// Collects the files a target builds from: its Sources and Resources build phases (file
/// references, variant groups, version groups, folder references), its Frameworks phase (which
/// targets it links, which binary frameworks it needs), and Xcode 16's synchronized folders.
///
/// Synchronized folders (`PBXFileSystemSynchronizedRootGroup`): every file under a folder listed in
/// the target's `fileSystemSynchronizedGroups` belongs to it, except the paths an exception set
/// (`PBXFileSystemSynchronizedBuildFileExceptionSet`) *for this target* lists in
/// `membershipExceptions`. An exception set for this target on a folder of *another* target works
/// the other way round: its paths are files of that folder this target also builds (a file shared
/// with the app). Paths a `PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet` lists
/// belong to another build phase of the target (copy files, headers) and are left out.
struct TargetFileCollector {
    let project: XcodeProject
    let resolver: FileResolver
    /// Files that are inputs of the build, not members: the target's Info.plist and entitlements.
    let buildInputs: Set<String>

    func collect(_ target: PBXObject) -> TargetFiles {
        var files = TargetFiles()
        var seen: Set<String> = []
        for phase in project.objects("buildPhases", of: target) {
            switch phase.isa {
            case "PBXSourcesBuildPhase", "PBXResourcesBuildPhase":
                for buildFile in project.objects("files", of: phase) {
                    guard let refID = buildFile.string("fileRef") else { continue }
                    add(reference: refID, from: phase.isa, to: &files, seen: &seen)
                }
            case "PBXFrameworksBuildPhase":
                for buildFile in project.objects("files", of: phase) {
                    guard let refID = buildFile.string("fileRef") else { continue }
                    linkedFramework(refID, into: &files)
                }
            default:
                continue
            }
        }
        for dependency in project.objects("dependencies", of: target) {
            if let id = dependency.string("target"), !files.linkedTargetIDs.contains(id) { files.linkedTargetIDs.append(id) }
        }
        addSynchronizedFolders(of: target, to: &files, seen: &seen)
        return files
    }

    // MARK: Build phases

    func add(reference id: String, from phase: String, to files: inout TargetFiles, seen: inout Set<String>) {
        guard let object = project[id] else { return }
        switch object.isa {
        case "PBXVariantGroup":
            for child in object.strings("children") { add(reference: child, from: phase, to: &files, seen: &seen) }
            return
        case "PBXReferenceProxy":
            files.stops.append(Stop(file: resolver.displayName(of: id),
                                    reason: "a product of another Xcode project (cross-project reference) cannot be resolved",
                                    fix: "make that project's code a Swift package or a target of this project"))
            return
        default:
            break
        }
        switch resolver.location(of: id) {
        case .file(let url):
            let isFolder = object.string("lastKnownFileType").map { $0 == "folder" } ?? false
            add(url, phase: phase, folderReference: isFolder, to: &files, seen: &seen)
        case .builtProduct(let path):
            files.stops.append(Stop(file: path, reason: "a build product (BUILT_PRODUCTS_DIR) listed as a source or resource cannot be resolved"))
        case .system:
            return
        case .unresolvable(let tree, let path):
            files.stops.append(Stop(file: path, reason: "the source tree \(tree) is not known to the importer"))
        }
    }

    func add(_ url: URL, phase: String, folderReference: Bool, to files: inout TargetFiles, seen: inout Set<String>) {
        guard seen.insert(url.path).inserted else { return }
        if buildInputs.contains(url.path) { return }
        let display = Paths.display(url, in: project)
        guard FileManager.default.fileExists(atPath: url.path) else {
            files.stops.append(Stop(file: display, reason: "the project lists this file but it is not on disk"))
            return
        }
        if folderReference {
            files.resources.append(url)
            return
        }
        switch FileKind(url: url) {
        case .swift:
            files.sources.append(url)
        case .intentDefinition:
            files.intentDefinitions.append(url)
        case .assetCatalog:
            files.assetCatalogs.append(url)
        case .foreignSource:
            if url.pathExtension != "h" && url.pathExtension != "pch" {
                files.stops.append(Stop(file: display, reason: "Objective-C/C source is not compiled into the Swift target",
                                        fix: "port it to Swift, or move it to a C target of its own in the generated package"))
            }
        case .coreDataModel:
            files.stops.append(Stop(file: display, reason: "a Core Data model: Core Data does not exist on Linux",
                                    fix: "keep the model behind a protocol and give Linux an implementation over SQLite (GRDB) or JSON files (docs/PORTING.md)"))
        case .interfaceBuilder:
            files.stops.append(Stop(file: display, reason: "storyboards and xibs have no meaning in a widget on Linux; left out"))
        case .metal:
            files.stops.append(Stop(file: display, reason: "Metal shaders do not exist on Linux; left out"))
        case .buildInput:
            return
        case .framework:
            files.stops.append(Stop(file: display, reason: "a binary framework or library cannot be linked on Linux",
                                    fix: "build that code from source as a Swift package, or keep it app-side"))
        case .resource:
            if let language = FileKind.language(of: url) {
                files.localized.append(LocalizedFile(language: language, url: url))
            } else if phase == "PBXResourcesBuildPhase" || phase == "synchronized" {
                files.resources.append(url)
            }
        }
    }

    /// A file of the Frameworks phase: a framework another target of the project builds (then
    /// that target is linked), a binary framework (a stop), or a system framework (nothing to do).
    func linkedFramework(_ refID: String, into files: inout TargetFiles) {
        if let producer = project.targets.first(where: { $0.string("productReference") == refID }) {
            if !files.linkedTargetIDs.contains(producer.id) { files.linkedTargetIDs.append(producer.id) }
            return
        }
        switch resolver.location(of: refID) {
        case .file(let url):
            if FileKind(url: url) == .framework {
                files.stops.append(Stop(file: Paths.display(url, in: project),
                                        reason: "a binary framework cannot be linked on Linux",
                                        fix: "build that code from source as a Swift package, or keep it app-side"))
            }
        case .builtProduct(let path):
            files.stops.append(Stop(file: path, reason: "a framework built outside this project cannot be linked",
                                    fix: "add its source as a Swift package dependency"))
        case .system, .unresolvable:
            return
        }
    }

    // MARK: Synchronized folders

    func addSynchronizedFolders(of target: PBXObject, to files: inout TargetFiles, seen: inout Set<String>) {
        let own = Set(target.strings("fileSystemSynchronizedGroups"))
        let phaseIDs = Set(target.strings("buildPhases"))
        let groups = project.objects.values
            .filter { $0.isa == "PBXFileSystemSynchronizedRootGroup" }
            .sorted { $0.id < $1.id }
        for group in groups {
            guard case .file(let root) = resolver.location(of: group.id) else { continue }
            let isMember = own.contains(group.id)
            var toggled: Set<String> = []
            var otherPhase: Set<String> = []
            for exception in project.objects("exceptions", of: group) {
                switch exception.isa {
                case "PBXFileSystemSynchronizedBuildFileExceptionSet" where exception.string("target") == target.id:
                    toggled.formUnion(exception.strings("membershipExceptions"))
                case "PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet":
                    if let phase = exception.string("buildPhase"), phaseIDs.contains(phase) {
                        otherPhase.formUnion(exception.strings("membershipExceptions"))
                    }
                default:
                    continue
                }
            }
            guard isMember || !toggled.isEmpty else { continue }
            let folders = Set(group.strings("explicitFolders"))
            for (relative, url, isFolder) in Self.members(of: root, explicitFolders: folders) {
                let listed = toggled.contains(relative)
                guard isMember != listed, !otherPhase.contains(relative) else { continue }
                add(url, phase: "synchronized", folderReference: isFolder, to: &files, seen: &seen)
            }
        }
    }

    /// The members of a synchronized folder as Xcode sees them: files, with bundles Xcode treats as
    /// one file (`.xcassets`, `.xcdatamodeld`, `.framework`, folders listed in `explicitFolders`)
    /// not entered; paths relative to the folder, sorted. Hidden files are skipped.
    static func members(of root: URL, explicitFolders: Set<String>) -> [(String, URL, Bool)] {
        var found: [(String, URL, Bool)] = []
        func walk(_ folder: URL, _ prefix: String) {
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
            for name in names where !name.hasPrefix(".") {
                let url = folder.appendingPathComponent(name)
                let relative = prefix.isEmpty ? name : prefix + "/" + name
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else { continue }
                if !isDirectory.boolValue {
                    found.append((relative, url, false))
                } else if explicitFolders.contains(relative) {
                    found.append((relative, url, true))
                } else if ["xcassets", "xcdatamodeld", "xcdatamodel", "framework", "xcframework", "bundle", "docc"]
                    .contains(url.pathExtension) {
                    if url.pathExtension != "docc" { found.append((relative, url, false)) }
                } else {
                    walk(url, relative)
                }
            }
        }
        walk(root, "")
        return found
    }
}
