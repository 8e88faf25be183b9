public import Foundation

/// What `widgetkit import` was asked to do.
public struct ImportOptions: Sendable {
    /// The `.xcodeproj` folder.
    public var project: URL
    /// Targets to import by their Xcode names; empty: every widget extension target.
    public var targets: [String]
    /// The generated package's folder; `nil`: `<folder of the .xcodeproj>/.widgetkit-linux`.
    public var output: URL?
    /// Files to leave out (paths relative to the current folder or to the project's folder).
    public var excludes: [String]
    /// The WidgetKit for Linux checkout the package depends on.
    public var packagePath: URL
    /// Write into an output folder this tool did not make.
    public var force: Bool

    /// Creates options.
    public init(project: URL, targets: [String] = [], output: URL? = nil, excludes: [String] = [],
                packagePath: URL, force: Bool = false) {
        self.project = project
        self.targets = targets
        self.output = output
        self.excludes = excludes
        self.packagePath = packagePath
        self.force = force
    }

    /// The output folder the options name.
    public var outputDirectory: URL {
        (output ?? project.standardizedFileURL.deletingLastPathComponent().appendingPathComponent(".widgetkit-linux"))
            .standardizedFileURL
    }
}
