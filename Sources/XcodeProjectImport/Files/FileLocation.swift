public import Foundation

/// Where a file reference of a project points, by its `sourceTree`.
public enum FileLocation: Sendable, Equatable {
    /// A file on disk (`<group>`, `SOURCE_ROOT`, `<absolute>` outside the system's folders and the like).
    case file(URL)
    /// A product of a build (`BUILT_PRODUCTS_DIR`: another target's framework or app); the path as written.
    case builtProduct(String)
    /// A system framework or library (`SDKROOT`, `DEVELOPER_DIR`, or an `<absolute>` path into
    /// `/System/Library/` or Xcode's SDKs); the path as written.
    case system(String)
    /// A source tree this importer cannot resolve (the tree, the path).
    case unresolvable(String, String)

    /// The file's URL when it is on disk.
    public var url: URL? {
        if case .file(let url) = self { return url }
        return nil
    }
}
