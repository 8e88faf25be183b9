/// Why an import could not be done. Each message names the file or target and what to do.
public enum ImportError: Error, Equatable, CustomStringConvertible {
    /// The project file is missing or not an Xcode project (path, why).
    case unreadableProject(String, String)
    /// `--target` names no target of the project (the name, the project's targets).
    case unknownTarget(String, [String])
    /// The project has no widget extension target and none was named (the project's targets).
    case noWidgetTarget([String])
    /// The output folder holds files this tool did not write (the folder).
    case foreignOutput(String)
    /// An `--exclude` path names no file of the imported targets (the path).
    case unknownExclude(String)
    /// A file could not be written (path, why).
    case cannotWrite(String, String)
    /// A local Swift package's manifest could not be read with `swift package dump-package`
    /// (its folder, why). The import goes on: the package is then used with its own manifest.
    case unreadablePackage(String, String)

    /// A message for the user.
    public var description: String {
        switch self {
        case .unreadableProject(let path, let why):
            return "Cannot read the Xcode project \(path): \(why)."
        case .unknownTarget(let name, let targets):
            return "The project has no target '\(name)'. Its targets: \(targets.joined(separator: ", "))."
        case .noWidgetTarget(let targets):
            return "The project has no widget extension target. Its targets: \(targets.joined(separator: ", ")). Name one with --target."
        case .foreignOutput(let path):
            return "\(path) exists and was not written by `widgetkit import`; choose another --output, or pass --force to write into it (files of the same names are replaced)."
        case .unknownExclude(let path):
            return "--exclude \(path): no source or resource of the imported targets is at that path."
        case .cannotWrite(let path, let why):
            return "Cannot write \(path): \(why)."
        case .unreadablePackage(let path, let why):
            return "Cannot read the Swift package manifest in \(path): \(why)."
        }
    }
}
