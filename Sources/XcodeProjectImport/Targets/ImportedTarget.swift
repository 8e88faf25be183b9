public import Foundation

/// A target of the Xcode project as the generated package builds it.
public struct ImportedTarget: Sendable {
    /// What the target becomes.
    public enum Role: String, Sendable, Codable {
        /// A widget extension: an executable target and product (the bundle program).
        case widgetExtension
        /// A framework or library the extension links: a library target.
        case library
    }

    /// The target's name in Xcode.
    public var xcodeName: String
    /// The SwiftPM target (and module) name: for an extension its name made an identifier, for a
    /// library its `PRODUCT_MODULE_NAME` (what the extension's `import` says).
    public var name: String
    /// What it becomes.
    public var role: Role
    /// Its files.
    public var files: TargetFiles
    /// Its build settings.
    public var settings: TargetSettings
    /// The Swift package products it uses.
    public var packageProducts: [PackageProduct]
    /// Names of the library targets (of this import) it depends on.
    public var libraries: [String]
    /// Its Info.plist file (`INFOPLIST_FILE`), when it has one on disk.
    public var infoPlist: URL?
    /// Its entitlements (`CODE_SIGN_ENTITLEMENTS`), when it has one on disk.
    public var entitlements: URL?
    /// Files left out by `--exclude`.
    public var excluded: [ExcludedFile] = []
    /// What cannot come over (files' stops included).
    public var stops: [Stop] = []
}

/// A file `--exclude` left out, with the types it declared that other files still use.
public struct ExcludedFile: Codable, Sendable, Equatable {
    /// The file (as the report names files).
    public var file: String
    /// The types it declared.
    public var declarations: [String]
    /// The files of the target that use one of those names: they need app-side code, a
    /// replacement, or to be excluded too.
    public var usedBy: [String]
}
