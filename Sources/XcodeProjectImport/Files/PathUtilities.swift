import Foundation

/// Path arithmetic on file URLs (no symlinks resolved).
enum Paths {
    /// `url`'s path relative to `base`, with `..` where it lies outside; `nil` when both are
    /// the same folder.
    static func relative(_ url: URL, to base: URL) -> String {
        let target = url.standardizedFileURL.pathComponents
        let root = base.standardizedFileURL.pathComponents
        var common = 0
        while common < target.count, common < root.count, target[common] == root[common] { common += 1 }
        let ups = Array(repeating: "..", count: root.count - common)
        let rest = Array(target[common...])
        let parts = ups + rest
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    /// Whether `url` is `base` or inside it.
    static func isInside(_ url: URL, _ base: URL) -> Bool {
        let target = url.standardizedFileURL.pathComponents
        let root = base.standardizedFileURL.pathComponents
        return target.count >= root.count && Array(target.prefix(root.count)) == root
    }

    /// How a report names a file: relative to the project's folder when inside it, else absolute.
    static func display(_ url: URL, in project: XcodeProject) -> String {
        isInside(url, project.sourceRoot) ? relative(url, to: project.sourceRoot) : url.standardizedFileURL.path
    }
}
