import Foundation

/// Resolves the file references, groups, variant groups and version groups of a project to
/// paths, following each object's `sourceTree` and its parents' paths.
///
/// - `<group>`: relative to the enclosing group's folder (the main group's is the project's `SRCROOT`).
/// - `SOURCE_ROOT` (also written `SRCROOT`, `PROJECT_DIR`): relative to the project's folder.
/// - `<absolute>`: the path itself.
/// - `BUILT_PRODUCTS_DIR`: a build product (another target's framework); not a file on disk.
/// - `SDKROOT`, `DEVELOPER_DIR`: system frameworks and libraries.
public struct FileResolver: Sendable {
    let project: XcodeProject
    /// The group that lists each object as a child.
    let parents: [String: String]

    /// Indexes the children of every group of `project`.
    public init(project: XcodeProject) {
        self.project = project
        var parents: [String: String] = [:]
        for object in project.objects.values where object.fields["children"] != nil {
            for child in object.strings("children") { parents[child] = object.id }
        }
        self.parents = parents
    }

    /// Where the object `id` points.
    public func location(of id: String) -> FileLocation {
        guard let object = project[id] else { return .unresolvable("?", id) }
        return location(of: object, depth: 0)
    }

    func location(of object: PBXObject, depth: Int) -> FileLocation {
        let path = object.string("path") ?? ""
        let tree = object.string("sourceTree") ?? "<group>"
        switch tree {
        case "<group>":
            // The main group (no parent) sits at the project's folder; so does a group without a
            // path (a plain folder-less group in the navigator).
            let base: URL
            if let parentID = parents[object.id], let parent = project[parentID], depth < 64 {
                switch location(of: parent, depth: depth + 1) {
                case .file(let url): base = url
                case let other: return other
                }
            } else {
                base = project.sourceRoot
            }
            return .file(path.isEmpty ? base : Self.join(base, path))
        case "SOURCE_ROOT", "SRCROOT", "PROJECT_DIR":
            return .file(path.isEmpty ? project.sourceRoot : Self.join(project.sourceRoot, path))
        case "<absolute>":
            // Xcode writes a system framework dragged in from the disk as an absolute path
            // (`/System/Library/Frameworks/WidgetKit.framework`, or inside Xcode's SDKs).
            if Self.isSystemPath(path) { return .system(path) }
            return .file(URL(fileURLWithPath: path).standardizedFileURL)
        case "BUILT_PRODUCTS_DIR", "CONFIGURATION_BUILD_DIR", "TARGET_BUILD_DIR":
            return .builtProduct(path)
        case "SDKROOT", "DEVELOPER_DIR", "PLATFORM_DIR":
            return .system(path)
        default:
            return .unresolvable(tree, path)
        }
    }

    /// The display name of a reference: its `name`, else its path's last component.
    public func displayName(of id: String) -> String {
        guard let object = project[id] else { return id }
        if let name = object.string("name") { return name }
        return (object.string("path") ?? id).split(separator: "/").last.map(String.init) ?? id
    }

    /// Whether an absolute path is in the system's or Xcode's folders (a Mac's, not a file of the project).
    static func isSystemPath(_ path: String) -> Bool {
        ["/System/Library/", "/Library/Developer/", "/usr/lib/", "/Applications/Xcode"].contains { path.hasPrefix($0) }
            || path.contains(".platform/Developer/SDKs/")
    }

    static func join(_ base: URL, _ path: String) -> URL {
        path.hasPrefix("/") ? URL(fileURLWithPath: path).standardizedFileURL
            : base.appendingPathComponent(path).standardizedFileURL
    }
}
