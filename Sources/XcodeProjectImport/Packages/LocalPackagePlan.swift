public import Foundation

/// A local Swift package of the project, rewritten so that it builds against WidgetKit for Linux:
/// the generated package writes `LocalPackages/<folder>/Package.swift` with the original's
/// products, targets, resources, dependencies and settings, each target's folder a link to the
/// original's, and every Swift target depending on this package's `WidgetKit` product (its
/// `import SwiftUI`, `OSLog`, `WidgetKit`… then find ours). See docs/IMPORTING.md.
public struct LocalPackagePlan: Sendable {
    /// A target carried over.
    public struct Target: Sendable {
        /// The original target as its manifest declares it.
        public var original: PackageManifestDump.Target
        /// Its folder in the original package (what `Sources/<name>` links to).
        public var folder: URL
        /// Whether it has Swift sources (a C target gets no WidgetKit dependency and no Swift flags).
        public var isSwift: Bool
        /// Its dependencies that come over (those on left-out targets are dropped).
        public var dependencies: [PackageManifestDump.TargetDependency]
        /// Files to exclude in addition to the original's (the original's manifest, when the
        /// target's folder is the package's own).
        public var extraExcludes: [String]
        /// Asset catalogs and string catalogs the original does not declare, as `.copy` resources
        /// (paths relative to the target's folder): Xcode treats them as resources by their kind,
        /// SwiftPM on Linux leaves them unhandled.
        public var extraResources: [String]
        /// Whether the folder holds an asset catalog (`AssetSymbolsPlugin`) or an intent definition
        /// (`IntentDefinitionPlugin`).
        public var hasAssetCatalogs: Bool
        /// See ``hasAssetCatalogs``.
        public var hasIntentDefinitions: Bool
    }

    /// The package's folder in the project.
    public var original: URL
    /// The generated package's folder name under `LocalPackages/`: the original's, so that
    /// SwiftPM's identity of the package (and every `.product(name:package:)`) stays.
    public var folderName: String
    /// The original manifest.
    public var manifest: PackageManifestDump
    /// The targets carried over, in the original's order.
    public var targets: [Target]
    /// Products carried over: name, `executable` or `library`, linkage (`static` or `nil`), targets.
    public var products: [PackageManifestDump.Product]
    /// The generated folder names of the local packages it depends on, by identity; a dependency
    /// whose manifest could not be read keeps its original absolute path (`path`).
    public var localDependencies: [String: LocalReference]
    /// What could not come over (targets, settings, plugins), and the frameworks Linux lacks
    /// that its sources import.
    public var stops: [Stop]
    /// What was changed to build on Linux (a dynamic library built as automatic…).
    public var notes: [String]

    /// Where a `.package(path:)` of the generated manifest points.
    public enum LocalReference: Sendable, Equatable {
        /// A sibling generated package (`../<folder>`).
        case generated(String)
        /// The original folder, used with its own manifest.
        case original(URL)
    }

    /// The generated folder, relative to the generated package's root.
    public var relativeFolder: String { "\(LocalPackagePlan.folder)/\(folderName)" }

    /// The folder of the generated package that holds the local packages.
    public static let folder = "LocalPackages"
}
