public import Foundation

/// A Swift package's manifest as `swift package dump-package` prints it (JSON): the parts the
/// importer carries into a generated manifest. SwiftPM evaluates the manifest, so nothing of its
/// Swift is parsed here.
public struct PackageManifestDump: Sendable, Equatable {
    /// A platform condition or requirement.
    public struct Platform: Sendable, Equatable {
        /// SwiftPM's lower-case name (`ios`, `macos`, `linux`, …).
        public var name: String
        /// The minimum version (`"17.0"`), for a `platforms:` entry.
        public var version: String?
    }

    /// `.when(platforms:configuration:)`.
    public struct Condition: Sendable, Equatable {
        /// Platform names (`ios`, `macos`…); empty: any platform.
        public var platforms: [String]
        /// `debug` or `release`, when the condition names one.
        public var configuration: String?
    }

    /// A product: a library (with its linkage) or an executable, or another kind.
    public struct Product: Sendable, Equatable {
        /// The product's name.
        public var name: String
        /// `library`, `executable`, `plugin`, `macro`…
        public var kind: String
        /// For a library: `automatic`, `static` or `dynamic`.
        public var linkage: String?
        /// The targets it is made of.
        public var targets: [String]
    }

    /// One dependency of a target.
    public enum TargetDependency: Sendable, Equatable {
        /// A name SwiftPM looks up among the package's targets and its dependencies' products.
        case byName(String, Condition?)
        /// A target of the same package.
        case target(String, Condition?)
        /// A product of another package, by the package's identity (or name).
        case product(String, package: String?, moduleAliases: [String: String], Condition?)
    }

    /// A resource rule of a target.
    public struct Resource: Sendable, Equatable {
        /// `process`, `copy` or `embedInCode`.
        public var rule: String
        /// The path, relative to the target's folder.
        public var path: String
        /// `default` or `base`, for a localized `process` rule.
        public var localization: String?
    }

    /// One build setting of a target (`swiftSettings`, `cSettings`, `cxxSettings`, `linkerSettings`).
    public struct Setting: Sendable, Equatable {
        /// `swift`, `c`, `cxx` or `linker`.
        public var tool: String
        /// The setting's name as SwiftPM dumps it (`define`, `unsafeFlags`, `enableUpcomingFeature`…).
        public var kind: String
        /// Its arguments as text (a flag list for `unsafeFlags`; empty for one without arguments).
        public var values: [String]
        /// When it applies.
        public var condition: Condition?
    }

    /// A target.
    public struct Target: Sendable, Equatable {
        /// The target's name.
        public var name: String
        /// `regular`, `executable`, `test`, `macro`, `plugin`, `system`, `binary`.
        public var type: String
        /// Its folder relative to the package (`nil`: SwiftPM's default, `Sources/<name>`).
        public var path: String?
        /// Its `sources:` list, when it names one.
        public var sources: [String]?
        /// Its `exclude:` list.
        public var exclude: [String]
        /// Its resources.
        public var resources: [Resource]
        /// Its dependencies.
        public var dependencies: [TargetDependency]
        /// Its settings.
        public var settings: [Setting]
        /// A C target's `publicHeadersPath`.
        public var publicHeadersPath: String?
        /// The plugins it uses, as `package/plugin` (a plugin of its own package without `package/`).
        public var plugins: [String]
    }

    /// A package the package depends on.
    public enum Dependency: Sendable, Equatable {
        /// `.package(path:)`: an absolute folder.
        case fileSystem(identity: String, path: String)
        /// `.package(url:…)` with its version rule.
        case sourceControl(identity: String, location: String, requirement: PackageDependency.Requirement)
        /// A dependency of a kind the importer does not carry (`.package(id:)` from a registry).
        case other(identity: String, kind: String)

        /// The dependency's identity.
        public var identity: String {
            switch self {
            case .fileSystem(let identity, _), .sourceControl(let identity, _, _), .other(let identity, _): identity
            }
        }
    }

    /// The package's name (its resource bundles are `<name>_<target>`).
    public var name: String
    /// The manifest's tools version (`"5.9.0"`).
    public var toolsVersion: String
    /// `defaultLocalization`.
    public var defaultLocalization: String?
    /// `platforms`.
    public var platforms: [Platform]
    /// `products`.
    public var products: [Product]
    /// `targets`.
    public var targets: [Target]
    /// `dependencies`.
    public var dependencies: [Dependency]
    /// `swiftLanguageModes` (or the older `swiftLanguageVersions`), as written (`"5"`, `"6"`, `"4.2"`).
    public var swiftLanguageModes: [String]?
    /// `cLanguageStandard`.
    public var cLanguageStandard: String?
    /// `cxxLanguageStandard`.
    public var cxxLanguageStandard: String?
    /// Names of the traits the package declares (not carried over).
    public var traits: [String]

    /// The major version of the manifest's tools version.
    public var toolsMajorVersion: Int { Int(toolsVersion.split(separator: ".").first ?? "") ?? 5 }
}

extension PackageManifestDump {
    /// Reads `swift package dump-package`'s JSON.
    ///
    /// - Throws: ``ImportError/unreadablePackage(_:_:)`` when it is not such a manifest.
    public init(json data: Data, folder: String) throws {
        guard let root = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any],
              let name = root["name"] as? String else {
            throw ImportError.unreadablePackage(folder, "swift package dump-package printed no manifest")
        }
        self.name = name
        let tools = root["toolsVersion"] as? [String: Any]
        self.toolsVersion = tools?["_version"] as? String ?? "5.9.0"
        self.defaultLocalization = root["defaultLocalization"] as? String
        self.platforms = (root["platforms"] as? [[String: Any]] ?? []).compactMap { entry in
            (entry["platformName"] as? String).map { Platform(name: $0, version: entry["version"] as? String) }
        }
        self.products = (root["products"] as? [[String: Any]] ?? []).compactMap { entry in
            guard let name = entry["name"] as? String else { return nil }
            let type = entry["type"] as? [String: Any] ?? [:]
            let kind = type.keys.sorted().first ?? "library"
            let linkage = (type["library"] as? [Any])?.first as? String
            return Product(name: name, kind: kind, linkage: linkage, targets: entry["targets"] as? [String] ?? [])
        }
        self.targets = (root["targets"] as? [[String: Any]] ?? []).compactMap(Self.target)
        self.dependencies = (root["dependencies"] as? [[String: Any]] ?? []).compactMap(Self.dependency)
        self.swiftLanguageModes = (root["swiftLanguageModes"] ?? root["swiftLanguageVersions"]) as? [String]
        self.cLanguageStandard = root["cLanguageStandard"] as? String
        self.cxxLanguageStandard = root["cxxLanguageStandard"] as? String
        self.traits = (root["traits"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
    }

    static func condition(_ value: Any?) -> Condition? {
        guard let entry = value as? [String: Any] else { return nil }
        let platforms = entry["platformNames"] as? [String] ?? []
        let configuration = entry["config"] as? String
        if platforms.isEmpty && configuration == nil { return nil }
        return Condition(platforms: platforms, configuration: configuration)
    }

    static func target(_ entry: [String: Any]) -> Target? {
        guard let name = entry["name"] as? String else { return nil }
        var dependencies: [TargetDependency] = []
        for dependency in entry["dependencies"] as? [[String: Any]] ?? [] {
            if let values = dependency["byName"] as? [Any], let name = values.first as? String {
                dependencies.append(.byName(name, condition(values.dropFirst().first)))
            } else if let values = dependency["target"] as? [Any], let name = values.first as? String {
                dependencies.append(.target(name, condition(values.dropFirst().first)))
            } else if let values = dependency["product"] as? [Any], let name = values.first as? String {
                let package = values.count > 1 ? values[1] as? String : nil
                let aliases = values.count > 2 ? values[2] as? [String: String] ?? [:] : [:]
                dependencies.append(.product(name, package: package, moduleAliases: aliases, values.count > 3 ? condition(values[3]) : nil))
            }
        }
        let resources: [Resource] = (entry["resources"] as? [[String: Any]] ?? []).compactMap { resource in
            guard let path = resource["path"] as? String, let rule = resource["rule"] as? [String: Any],
                  let kind = rule.keys.sorted().first else { return nil }
            let localization = (rule[kind] as? [String: Any])?["localization"] as? String
            return Resource(rule: kind, path: path, localization: localization)
        }
        let settings: [Setting] = (entry["settings"] as? [[String: Any]] ?? []).compactMap { setting in
            guard let tool = setting["tool"] as? String, let kinds = setting["kind"] as? [String: Any],
                  let kind = kinds.keys.sorted().first else { return nil }
            var values: [String] = []
            if let arguments = kinds[kind] as? [String: Any] {
                for key in arguments.keys.sorted() {
                    if let text = arguments[key] as? String { values.append(text) }
                    else if let list = arguments[key] as? [String] { values += list }
                    else if let flag = arguments[key] as? Bool { values.append(flag ? "true" : "false") }
                }
            }
            return Setting(tool: tool, kind: kind, values: values, condition: condition(setting["condition"]))
        }
        let plugins: [String] = (entry["pluginUsages"] as? [[String: Any]] ?? []).compactMap { usage in
            guard let values = usage["plugin"] as? [Any], let name = values.first as? String else { return nil }
            return (values.count > 1 ? values[1] as? String : nil).map { "\($0)/\(name)" } ?? name
        }
        return Target(
            name: name, type: entry["type"] as? String ?? "regular", path: entry["path"] as? String,
            sources: entry["sources"] as? [String], exclude: entry["exclude"] as? [String] ?? [],
            resources: resources, dependencies: dependencies, settings: settings,
            publicHeadersPath: entry["publicHeadersPath"] as? String, plugins: plugins)
    }

    static func dependency(_ entry: [String: Any]) -> Dependency? {
        if let values = entry["fileSystem"] as? [[String: Any]], let value = values.first,
           let identity = value["identity"] as? String, let path = value["path"] as? String {
            return .fileSystem(identity: identity, path: path)
        }
        if let values = entry["sourceControl"] as? [[String: Any]], let value = values.first,
           let identity = value["identity"] as? String {
            let location = value["location"] as? [String: Any] ?? [:]
            let url = ((location["remote"] as? [[String: Any]])?.first?["urlString"] as? String)
                ?? ((location["local"] as? [String])?.first)
            let requirement = value["requirement"] as? [String: Any] ?? [:]
            let rule: PackageDependency.Requirement?
            if let range = (requirement["range"] as? [[String: Any]])?.first,
               let low = range["lowerBound"] as? String, let high = range["upperBound"] as? String {
                rule = .range(low, high)
            } else if let version = (requirement["exact"] as? [String])?.first {
                rule = .exact(version)
            } else if let branch = (requirement["branch"] as? [String])?.first {
                rule = .branch(branch)
            } else if let revision = (requirement["revision"] as? [String])?.first {
                rule = .revision(revision)
            } else {
                rule = nil
            }
            guard let url, let rule else { return .other(identity: identity, kind: "sourceControl") }
            return .sourceControl(identity: identity, location: url, requirement: rule)
        }
        for kind in entry.keys.sorted() {
            if let value = (entry[kind] as? [[String: Any]])?.first, let identity = value["identity"] as? String {
                return .other(identity: identity, kind: kind)
            }
        }
        return nil
    }
}
