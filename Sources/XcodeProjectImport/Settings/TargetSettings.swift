public import Foundation

/// The build settings of one target in one configuration, as Xcode layers them: defaults the
/// build system knows, then the project's `.xcconfig` and settings, then the target's `.xcconfig`
/// and settings; each layer's `$(inherited)` is the value below it. The configuration is
/// `Release` when the target has one, else its list's default, else its first.
public struct TargetSettings: Sendable {
    /// The configuration read (`Release`, …).
    public var configuration: String
    /// Lowest first: defaults, project xcconfig, project, target xcconfig, target.
    var layers: [[String: String]]

    /// The settings of `target` in `project`.
    public init(target: PBXObject, project: XcodeProject, resolver: FileResolver) {
        let targetConfigurations = Self.configurations(of: target, in: project)
        let chosen = Self.choose(targetConfigurations, list: project[target.string("buildConfigurationList") ?? ""])
        let name = chosen?.string("name") ?? "Release"
        let projectConfiguration = Self.configurations(of: project.project, in: project)
            .first { $0.string("name") == name }
        let targetName = target.string("name") ?? "Target"
        let defaults: [String: String] = [
            "TARGET_NAME": targetName,
            "PROJECT_NAME": project.name,
            "PROJECT": project.name,
            "SRCROOT": project.sourceRoot.path,
            "SOURCE_ROOT": project.sourceRoot.path,
            "PROJECT_DIR": project.sourceRoot.path,
            "PROJECT_FILE_PATH": project.bundleURL.path,
            "CONFIGURATION": name,
            "SDKROOT": "iphoneos",
            "PLATFORM_NAME": "iphoneos",
            "EFFECTIVE_PLATFORM_NAME": "-iphoneos",
            "PRODUCT_NAME": "$(TARGET_NAME)",
            "PRODUCT_MODULE_NAME": "$(PRODUCT_NAME:c99extidentifier)",
            "EXECUTABLE_NAME": "$(PRODUCT_NAME)",
            "DEVELOPMENT_LANGUAGE": project.developmentRegion,
        ]
        func layer(_ configuration: PBXObject?) -> [[String: String]] {
            guard let configuration else { return [[:], [:]] }
            var base: [String: String] = [:]
            if let reference = configuration.string("baseConfigurationReference"), let url = resolver.location(of: reference).url {
                base = XCConfigFile.settings(at: url)
            } else if let anchor = configuration.string("baseConfigurationReferenceAnchor"),
                      let relative = configuration.string("baseConfigurationReferenceRelativePath"),
                      let folder = resolver.location(of: anchor).url {
                base = XCConfigFile.settings(at: folder.appendingPathComponent(relative))
            }
            var own: [String: String] = [:]
            for (key, value) in configuration.dictionary("buildSettings") where !key.contains("[") {
                if let text = value.settingText { own[key] = text }
            }
            return [base, own]
        }
        self.configuration = name
        self.layers = [defaults] + layer(projectConfiguration) + layer(chosen)
    }

    /// Settings from explicit layers (lowest first), for tests and tools.
    init(configuration: String, layers: [[String: String]]) {
        self.configuration = configuration
        self.layers = layers
    }

    static func configurations(of object: PBXObject, in project: XcodeProject) -> [PBXObject] {
        guard let list = project[object.string("buildConfigurationList") ?? ""] else { return [] }
        return project.objects("buildConfigurations", of: list)
    }

    static func choose(_ configurations: [PBXObject], list: PBXObject?) -> PBXObject? {
        if let release = configurations.first(where: { $0.string("name") == "Release" }) { return release }
        if let name = list?.string("defaultConfigurationName"),
           let configuration = configurations.first(where: { $0.string("name") == name }) { return configuration }
        return configurations.first
    }

    /// The expanded value of `name`, `nil` when no layer sets it.
    public subscript(name: String) -> String? {
        value(name, below: layers.count, depth: 0)
    }

    func value(_ name: String, below limit: Int, depth: Int) -> String? {
        guard depth < 32 else { return nil }
        for index in stride(from: limit - 1, through: 0, by: -1) {
            guard let raw = layers[index][name] else { continue }
            return BuildSettingExpansion.expand(raw) { reference in
                if reference == "inherited" { return value(name, below: index, depth: depth + 1) ?? "" }
                return value(reference, below: layers.count, depth: depth + 1)
            }.trimmingCharacters(in: .whitespaces)
        }
        return nil
    }

    /// Every setting any layer sets, expanded: what the importer records in `BuildSettings.json`.
    public var all: [String: String] {
        var names: Set<String> = []
        for layer in layers { names.formUnion(layer.keys) }
        var result: [String: String] = [:]
        for name in names { result[name] = self[name] }
        return result
    }

    /// Whether a `YES`/`NO` setting is `YES`.
    public func flag(_ name: String) -> Bool {
        guard let value = self[name]?.uppercased() else { return false }
        return value == "YES" || value == "TRUE" || value == "1"
    }

    /// `PRODUCT_NAME`.
    public var productName: String { self["PRODUCT_NAME"] ?? self["TARGET_NAME"] ?? "" }

    /// `PRODUCT_BUNDLE_IDENTIFIER`, when set.
    public var bundleIdentifier: String? { self["PRODUCT_BUNDLE_IDENTIFIER"].flatMap { $0.isEmpty ? nil : $0 } }

    /// `SWIFT_VERSION` (`5.0`, `6.0`), when set.
    public var swiftVersion: String? { self["SWIFT_VERSION"].flatMap { $0.isEmpty ? nil : $0 } }

    /// The file a path setting names (`INFOPLIST_FILE`, `CODE_SIGN_ENTITLEMENTS`), relative to `SRCROOT`.
    public func file(_ name: String) -> URL? {
        guard let path = self[name], !path.isEmpty else { return nil }
        let root = URL(fileURLWithPath: self["SRCROOT"] ?? "/")
        return path.hasPrefix("/") ? URL(fileURLWithPath: path).standardizedFileURL
            : root.appendingPathComponent(path).standardizedFileURL
    }

    /// The compilation conditions: `SWIFT_ACTIVE_COMPILATION_CONDITIONS` and the `-D` flags of
    /// `OTHER_SWIFT_FLAGS`, in order, without duplicates.
    public var compilationConditions: [String] {
        var names: [String] = []
        for word in Self.words(self["SWIFT_ACTIVE_COMPILATION_CONDITIONS"] ?? "") where !names.contains(word) {
            names.append(word)
        }
        let flags = Self.words(self["OTHER_SWIFT_FLAGS"] ?? "")
        var index = 0
        while index < flags.count {
            let flag = flags[index]
            var name: String?
            if flag == "-D", index + 1 < flags.count {
                name = flags[index + 1]
                index += 1
            } else if flag.hasPrefix("-D"), flag.count > 2 {
                name = String(flag.dropFirst(2))
            }
            if let name, !name.isEmpty, !names.contains(name) { names.append(name) }
            index += 1
        }
        return names
    }

    /// `GENERATE_INFOPLIST_FILE = YES`'s keys: every `INFOPLIST_KEY_<Key>` setting, by key.
    public var generatedInfoPlistKeys: [String: String] {
        var keys: [String: String] = [:]
        for (name, value) in all where name.hasPrefix("INFOPLIST_KEY_") {
            keys[String(name.dropFirst("INFOPLIST_KEY_".count))] = value
        }
        return keys
    }

    /// Splits a setting into words as a shell would: spaces separate, quotes group.
    static func words(_ text: String) -> [String] {
        var words: [String] = []
        var current = ""
        var quote: Character?
        var hasWord = false
        for character in text {
            if let open = quote {
                if character == open { quote = nil } else { current.append(character) }
            } else if character == "\"" || character == "'" {
                quote = character
                hasWord = true
            } else if character == " " || character == "\t" {
                if hasWord || !current.isEmpty { words.append(current) }
                current = ""
                hasWord = false
            } else {
                current.append(character)
            }
        }
        if hasWord || !current.isEmpty { words.append(current) }
        return words
    }
}
