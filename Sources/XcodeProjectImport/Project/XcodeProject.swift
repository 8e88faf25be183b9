public import Foundation

/// A parsed `App.xcodeproj`: the objects of its `project.pbxproj` and where the project lives.
///
/// The project file is an OpenStep property list; Foundation's `PropertyListSerialization` reads
/// that form on Linux too (swift-corelibs-foundation), comments and quoted escapes included.
public struct XcodeProject: Sendable {
    /// The `.xcodeproj` folder.
    public var bundleURL: URL
    /// The folder that holds the `.xcodeproj` (Xcode's `SOURCE_ROOT`/`SRCROOT`, `PROJECT_DIR`
    /// unless the project sets `projectDirPath`).
    public var sourceRoot: URL
    /// Every object by id.
    public var objects: [String: PBXObject]
    /// The `PBXProject` object.
    public var project: PBXObject

    /// The project's name: the `.xcodeproj` folder's name without its extension.
    public var name: String { bundleURL.deletingPathExtension().lastPathComponent }

    /// Reads `bundleURL/project.pbxproj`.
    ///
    /// - Throws: ``ImportError/unreadableProject(_:_:)`` when the file is missing or is not a
    ///   project file.
    public init(contentsOf bundleURL: URL) throws {
        let bundleURL = bundleURL.standardizedFileURL
        let file = bundleURL.appendingPathComponent("project.pbxproj")
        guard let data = FileManager.default.contents(atPath: file.path) else {
            throw ImportError.unreadableProject(file.path, "there is no such file")
        }
        try self.init(data: data, bundleURL: bundleURL)
    }

    /// Parses a project file's contents; `bundleURL` is the `.xcodeproj` folder it belongs to.
    public init(data: Data, bundleURL: URL) throws {
        let path = bundleURL.appendingPathComponent("project.pbxproj").path
        let parsed: Any
        do {
            parsed = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            throw ImportError.unreadableProject(path, "it is not a property list (\(error))")
        }
        guard let top = PlistValue(foundation: parsed)?.dictionary else {
            throw ImportError.unreadableProject(path, "its top level is not a dictionary")
        }
        guard let table = top["objects"]?.dictionary else {
            throw ImportError.unreadableProject(path, "it has no `objects` table")
        }
        var objects: [String: PBXObject] = [:]
        for (id, value) in table {
            guard let fields = value.dictionary else {
                throw ImportError.unreadableProject(path, "object \(id) is not a dictionary")
            }
            objects[id] = PBXObject(id: id, fields: fields)
        }
        guard let rootID = top["rootObject"]?.string, let root = objects[rootID], root.isa == "PBXProject" else {
            throw ImportError.unreadableProject(path, "its `rootObject` is not a PBXProject")
        }
        self.bundleURL = bundleURL
        let container = bundleURL.deletingLastPathComponent()
        if let projectDir = root.string("projectDirPath"), !projectDir.isEmpty {
            self.sourceRoot = projectDir.hasPrefix("/")
                ? URL(fileURLWithPath: projectDir) : container.appendingPathComponent(projectDir).standardizedFileURL
        } else {
            self.sourceRoot = container
        }
        self.objects = objects
        self.project = root
    }

    /// The object `id`, if the table has it.
    public subscript(id: String) -> PBXObject? {
        objects[id]
    }

    /// The objects named by the array field `key` of `object`, in order (ids with no object are skipped).
    public func objects(_ key: String, of object: PBXObject) -> [PBXObject] {
        object.strings(key).compactMap { objects[$0] }
    }

    /// The project's targets (`PBXNativeTarget`, `PBXAggregateTarget`, …), in the project's order.
    public var targets: [PBXObject] {
        objects("targets", of: project)
    }

    /// The project's development language (`developmentRegion`), `en` when unset.
    public var developmentRegion: String {
        project.string("developmentRegion") ?? "en"
    }
}
