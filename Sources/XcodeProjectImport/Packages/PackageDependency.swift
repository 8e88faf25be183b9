public import Foundation

/// A Swift package the project depends on, as the generated manifest's `.package(…)` line.
public struct PackageDependency: Sendable, Equatable {
    /// Where the package comes from.
    public enum Source: Sendable, Equatable {
        /// `XCLocalSwiftPackageReference`: a folder.
        case local(URL)
        /// `XCRemoteSwiftPackageReference`: a repository and its version rule.
        case remote(url: String, requirement: Requirement)
    }

    /// `XCRemoteSwiftPackageReference`'s `requirement`, by `kind`.
    public enum Requirement: Sendable, Equatable {
        /// `upToNextMajorVersion`: `from: minimumVersion`.
        case upToNextMajor(String)
        /// `upToNextMinorVersion`: `.upToNextMinor(from: minimumVersion)`.
        case upToNextMinor(String)
        /// `exactVersion`: `exact: version`.
        case exact(String)
        /// `versionRange`: `minimumVersion ..< maximumVersion`.
        case range(String, String)
        /// `branch`: `branch: name`.
        case branch(String)
        /// `revision`: `revision: hash`.
        case revision(String)
    }

    /// The package's identity, which `.product(name:package:)` names: the last component of its
    /// folder or of its URL without `.git`, lower-cased as SwiftPM compares it.
    public var identity: String
    /// Where it comes from.
    public var source: Source

    /// Reads an `XCLocalSwiftPackageReference` or `XCRemoteSwiftPackageReference`; `nil` for
    /// another object or a requirement kind this importer does not know.
    public init?(reference: PBXObject, project: XcodeProject) {
        switch reference.isa {
        case "XCLocalSwiftPackageReference":
            guard let path = reference.string("relativePath") ?? reference.string("path") else { return nil }
            let url = path.hasPrefix("/") ? URL(fileURLWithPath: path)
                : project.bundleURL.deletingLastPathComponent().appendingPathComponent(path)
            self.source = .local(url.standardizedFileURL)
            self.identity = url.standardizedFileURL.lastPathComponent.lowercased()
        case "XCRemoteSwiftPackageReference":
            guard let location = reference.string("repositoryURL") else { return nil }
            let requirement = reference.dictionary("requirement")
            func text(_ key: String) -> String? { requirement[key]?.string }
            let rule: Requirement
            switch text("kind") {
            case "upToNextMajorVersion": guard let v = text("minimumVersion") else { return nil }; rule = .upToNextMajor(v)
            case "upToNextMinorVersion": guard let v = text("minimumVersion") else { return nil }; rule = .upToNextMinor(v)
            case "exactVersion": guard let v = text("version") else { return nil }; rule = .exact(v)
            case "versionRange":
                guard let low = text("minimumVersion"), let high = text("maximumVersion") else { return nil }
                rule = .range(low, high)
            case "branch": guard let v = text("branch") else { return nil }; rule = .branch(v)
            case "revision": guard let v = text("revision") else { return nil }; rule = .revision(v)
            default: return nil
            }
            self.source = .remote(url: location, requirement: rule)
            var last = location.split(separator: "/").last.map(String.init) ?? location
            if last.hasSuffix(".git") { last.removeLast(4) }
            self.identity = last.lowercased()
        default:
            return nil
        }
    }

    /// Creates a dependency.
    public init(identity: String, source: Source) {
        self.identity = identity
        self.source = source
    }
}

/// A product of a Swift package that a target uses (`XCSwiftPackageProductDependency`).
public struct PackageProduct: Sendable, Equatable {
    /// The product's name.
    public var name: String
    /// The package it comes from.
    public var package: PackageDependency
}
