package import Foundation
import WidgetCore

/// What a bundle program declares it may use: the app groups of its `.entitlements` file.
///
/// An iOS widget extension lists its app groups in its entitlements
/// (`com.apple.security.application-groups`); here the same file sits beside the program as
/// `<program>.entitlements` (`InfoPlistPlugin` copies a target's `.entitlements` there when it
/// builds). A home screen shows an extension only the app groups its program declares.
///
/// ```swift
/// let declared = try BundleEntitlements(program: URL(fileURLWithPath: ".build/debug/MyWidgets"))
/// declared?.applicationGroups   // ["group.com.example.shared"]
/// ```
package struct BundleEntitlements: Sendable, Equatable {
    /// The entitlements' key for app groups.
    package static let applicationGroupsKey = "com.apple.security.application-groups"

    /// The app group identifiers the program declares, in the file's order, without repeats.
    package var applicationGroups: [String]
    /// The file they were read from.
    package var file: URL

    /// The entitlements of the bundle program at `program`, `nil` when it has none: the first of
    /// `<program>.entitlements` and, for a program reached through a link, the same name beside
    /// the file the link resolves to.
    ///
    /// Throws ``BundleEntitlementsError`` for a file that is not a property list dictionary or
    /// whose app groups are not a list of plain names (no `/`, not `.` or `..`).
    package init?(program: URL) throws {
        guard let file = Self.candidates(for: program).first(where: { FileManager.default.isReadableFile(atPath: $0.path) })
        else { return nil }
        try self.init(contentsOf: file)
    }

    /// The entitlements in `file`.
    package init(contentsOf file: URL) throws {
        self.file = file
        let data: Data
        do {
            data = try Data(contentsOf: file)
        } catch {
            throw BundleEntitlementsError(file: file, problem: "cannot be read (\(error.localizedDescription))")
        }
        guard let plist = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil),
              let dictionary = plist as? [String: Any]
        else { throw BundleEntitlementsError(file: file, problem: "is not a property list dictionary") }
        guard let value = dictionary[Self.applicationGroupsKey] else {
            applicationGroups = []
            return
        }
        guard let groups = value as? [String] else {
            throw BundleEntitlementsError(file: file, problem: "\(Self.applicationGroupsKey) is not a list of strings")
        }
        var seen: Set<String> = []
        applicationGroups = []
        for group in groups where seen.insert(group).inserted {
            guard WidgetDataDirectory.isPlainName(group) else {
                throw BundleEntitlementsError(file: file, problem: "app group '\(group)' is not a plain name")
            }
            applicationGroups.append(group)
        }
    }

    /// Where the entitlements of `program` may be.
    static func candidates(for program: URL) -> [URL] {
        let given = program.standardizedFileURL
        let resolved = given.resolvingSymlinksInPath()
        var files = [given.appendingToLastPathComponent(".entitlements")]
        if resolved != given { files.append(resolved.appendingToLastPathComponent(".entitlements")) }
        return files
    }
}

/// An entitlements file that cannot be used.
package struct BundleEntitlementsError: Error, Sendable, CustomStringConvertible {
    package var file: URL
    package var problem: String
    package var description: String { "\(file.path) \(problem)" }
}

extension URL {
    /// This file URL with `suffix` appended to its name (`MyWidgets` → `MyWidgets.entitlements`).
    fileprivate func appendingToLastPathComponent(_ suffix: String) -> URL {
        deletingLastPathComponent().appendingPathComponent(lastPathComponent + suffix)
    }
}
