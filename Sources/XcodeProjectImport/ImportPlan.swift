public import Foundation

/// Everything the generated package will contain, decided before anything is written.
public struct ImportPlan: Sendable {
    /// The project read.
    public var project: XcodeProject
    /// The targets, widget extensions first, then the libraries they link.
    public var targets: [ImportedTarget]
    /// The Swift packages the targets use.
    public var dependencies: [PackageDependency]
    /// The project's local Swift packages (and theirs), rewritten to depend on WidgetKit for Linux.
    public var localPackages: [LocalPackagePlan] = []
    /// Local packages that keep their own manifest (it could not be read), with why.
    public var keptPackages: [KeptPackage] = []
    /// Where the package is written.
    public var outputDirectory: URL
    /// The WidgetKit for Linux checkout the package depends on.
    public var packagePath: URL
    /// Write into a folder this tool did not make.
    public var force: Bool

    /// The identity SwiftPM gives the WidgetKit for Linux dependency (`.product(name:package:)`
    /// names it): the last component of its folder.
    public var widgetKitIdentity: String { packagePath.lastPathComponent.lowercased() }

    /// The report of this import.
    public var report: ImportReport {
        ImportReport(
            project: project.bundleURL.path,
            targets: targets.map { target in
                ImportReport.Target(
                    name: target.name, product: target.role == .widgetExtension ? target.name : nil,
                    role: target.role.rawValue, xcodeTarget: target.xcodeName,
                    sources: target.files.sources.count + target.files.intentDefinitions.count,
                    resources: target.files.assetCatalogs.count + target.files.localized.count + target.files.resources.count,
                    stops: target.stops, excluded: target.excluded)
            },
            packageDirectory: outputDirectory.path,
            localPackages: localPackages.map { package in
                ImportReport.LocalPackage(
                    name: package.manifest.name, path: Paths.display(package.original, in: project),
                    generated: package.relativeFolder, targets: package.targets.map(\.original.name),
                    stops: package.stops, notes: package.notes)
            } + keptPackages.map { kept in
                ImportReport.LocalPackage(
                    name: kept.folder.lastPathComponent, path: Paths.display(kept.folder, in: project),
                    generated: nil, targets: [], stops: [kept.stop], notes: [])
            })
    }
}

/// A local Swift package used with its own manifest, because the importer could not read it.
public struct KeptPackage: Sendable {
    /// The package's folder.
    public var folder: URL
    /// Why, as the report says it.
    public var stop: Stop
}
