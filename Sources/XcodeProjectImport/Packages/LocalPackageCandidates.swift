import Foundation

/// The folders of a project that hold a Swift package (a `Package.swift`): where a product
/// dependency without a `package` reference is looked for.
///
/// In order: the project's `XCLocalSwiftPackageReference`s (`packageReferences`), then every file
/// reference, group or synchronized folder that is a package, or whose direct subfolders are
/// (a `Modules` folder of packages). Each folder once.
struct LocalPackageCandidates {
    let project: XcodeProject
    let resolver: FileResolver

    var folders: [URL] {
        var found: [URL] = []
        var seen: Set<String> = []
        func add(_ folder: URL) {
            let folder = folder.standardizedFileURL
            guard FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path),
                  seen.insert(folder.path).inserted else { return }
            found.append(folder)
        }
        for reference in project.objects("packageReferences", of: project.project) {
            if let dependency = PackageDependency(reference: reference, project: project), case .local(let url) = dependency.source {
                add(url)
            }
        }
        let containers: Set<String> = ["PBXFileReference", "PBXGroup", "PBXFileSystemSynchronizedRootGroup"]
        for object in project.objects.values.sorted(by: { $0.id < $1.id }) where containers.contains(object.isa) {
            guard let folder = resolver.location(of: object.id).url else { continue }
            add(folder)
            guard object.isa != "PBXFileReference" else { continue }
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
            for name in names where !name.hasPrefix(".") {
                add(folder.appendingPathComponent(name))
            }
        }
        return found
    }

    /// Whether the manifest in `folder` declares a library product named `product`
    /// (`.library(name: "product", …)`, whatever the spacing).
    static func declaresLibrary(_ product: String, in folder: URL) -> Bool {
        guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent("Package.swift").path) else { return false }
        let compact = String(decoding: data, as: UTF8.self).filter { !$0.isWhitespace }
        return compact.contains(".library(name:\"\(product)\"")
    }
}
