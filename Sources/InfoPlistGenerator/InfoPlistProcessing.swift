public import Foundation

/// What Xcode does to a target's `Info.plist` and `.entitlements` before they reach the
/// product: build settings expanded in every string, and the bundle keys a plist leaves out added.
///
/// The settings come from two places: those the package knows (``knownSettings(target:module:program:)``)
/// and those recorded in `BuildSettings.json` beside the plist (a flat JSON object of
/// strings, which `widgetkit import` writes from the Xcode target's configuration); recorded
/// values win, except `EXECUTABLE_NAME`, which is always the program's name.
public enum InfoPlistProcessing {
    /// The settings the package knows for `program`, made of `target` (module `module`).
    ///
    /// `TARGET_NAME` and `PRODUCT_NAME` are the target's name, `EXECUTABLE_NAME` the program's,
    /// `PRODUCT_MODULE_NAME` the module's, `DEVELOPMENT_LANGUAGE` is `en`,
    /// `PRODUCT_BUNDLE_PACKAGE_TYPE` `XPC!` (an app extension), `PRODUCT_BUNDLE_IDENTIFIER`
    /// `linux.widgetkit.<target>`, `MARKETING_VERSION` `1.0` and `CURRENT_PROJECT_VERSION` `1`
    /// (what a new Xcode target has), `DEVELOPMENT_TEAM` empty. `TeamIdentifierPrefix` and `AppIdentifierPrefix` are
    /// `$(DEVELOPMENT_TEAM).` when a team is recorded and empty otherwise: there is no signing
    /// team on Linux, so `$(TeamIdentifierPrefix)group.example` is `group.example` unless the
    /// importer recorded the team.
    public static func knownSettings(target: String, module: String, program: String) -> [String: String] {
        [
            "TARGET_NAME": target,
            "PRODUCT_NAME": "$(TARGET_NAME)",
            "EXECUTABLE_NAME": program,
            "PRODUCT_MODULE_NAME": module,
            "DEVELOPMENT_LANGUAGE": "en",
            "PRODUCT_BUNDLE_PACKAGE_TYPE": "XPC!",
            "PRODUCT_BUNDLE_IDENTIFIER": "linux.widgetkit.$(TARGET_NAME:rfc1034identifier)",
            "MARKETING_VERSION": "1.0",
            "CURRENT_PROJECT_VERSION": "1",
            "DEVELOPMENT_TEAM": "",
        ]
    }

    /// The settings for `program`: the known ones, then the recorded ones over them, and the
    /// team prefixes (see ``knownSettings(target:module:program:)``).
    public static func settings(target: String, module: String, program: String, recorded: [String: String]) -> BuildSettings {
        var values = knownSettings(target: target, module: module, program: program)
        values.merge(recorded) { _, recorded in recorded }
        values["EXECUTABLE_NAME"] = program
        let team = BuildSettings(values).expandingQuietly("$(DEVELOPMENT_TEAM)")
        for prefix in ["TeamIdentifierPrefix", "AppIdentifierPrefix"] where recorded[prefix] == nil {
            values[prefix] = team.isEmpty ? "" : team + "."
        }
        return BuildSettings(values)
    }

    /// The recorded settings in `BuildSettings.json` data: a flat object of string → string.
    public static func recordedSettings(from data: Data) throws -> [String: String] {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw InfoPlistError("is not JSON: \(error.localizedDescription)")
        }
        guard let dictionary = object as? [String: Any] else {
            throw InfoPlistError("must be a JSON object of setting names and string values")
        }
        var settings: [String: String] = [:]
        for (name, value) in dictionary {
            guard let string = value as? String else {
                throw InfoPlistError("the value of \(name) must be a string")
            }
            settings[name] = string
        }
        return settings
    }

    /// `plist` with every string value expanded (in arrays and dictionaries too; keys stay as they are).
    public static func expand(_ plist: Any, with settings: BuildSettings, unknown: inout Set<String>) -> Any {
        switch plist {
        case let string as String:
            return settings.expand(string, unknown: &unknown)
        case let array as [Any]:
            return array.map { expand($0, with: settings, unknown: &unknown) }
        case let dictionary as [String: Any]:
            return dictionary.mapValues { expand($0, with: settings, unknown: &unknown) }
        default:
            return plist
        }
    }

    /// The keys Xcode's products always have, as `settings` give them: `CFBundleIdentifier`
    /// (`PRODUCT_BUNDLE_IDENTIFIER`), `CFBundleName` (`PRODUCT_NAME`), `CFBundleExecutable`
    /// (`EXECUTABLE_NAME`), `CFBundleShortVersionString` (`MARKETING_VERSION`), `CFBundleVersion`
    /// (`CURRENT_PROJECT_VERSION`), `CFBundlePackageType` (`PRODUCT_BUNDLE_PACKAGE_TYPE`),
    /// `CFBundleDevelopmentRegion` (`DEVELOPMENT_LANGUAGE`) and `CFBundleInfoDictionaryVersion` (`6.0`).
    public static func defaultKeys(with settings: BuildSettings) -> [String: String] {
        var unknown: Set<String> = []
        return [
            "CFBundleIdentifier": settings.expand("$(PRODUCT_BUNDLE_IDENTIFIER)", unknown: &unknown),
            "CFBundleName": settings.expand("$(PRODUCT_NAME)", unknown: &unknown),
            "CFBundleExecutable": settings.expand("$(EXECUTABLE_NAME)", unknown: &unknown),
            "CFBundleShortVersionString": settings.expand("$(MARKETING_VERSION)", unknown: &unknown),
            "CFBundleVersion": settings.expand("$(CURRENT_PROJECT_VERSION)", unknown: &unknown),
            "CFBundlePackageType": settings.expand("$(PRODUCT_BUNDLE_PACKAGE_TYPE)", unknown: &unknown),
            "CFBundleDevelopmentRegion": settings.expand("$(DEVELOPMENT_LANGUAGE)", unknown: &unknown),
            "CFBundleInfoDictionaryVersion": "6.0",
        ]
    }

    /// A target's Info.plist as the program gets it: expanded, with the missing default keys added.
    public static func processInfoPlist(
        _ dictionary: [String: Any], with settings: BuildSettings, unknown: inout Set<String>
    ) -> [String: Any] {
        var result = expand(dictionary, with: settings, unknown: &unknown) as? [String: Any] ?? [:]
        for (key, value) in defaultKeys(with: settings) where result[key] == nil {
            result[key] = value
        }
        return result
    }

    /// A target's entitlements as the program gets them: expanded; the app groups
    /// (`com.apple.security.application-groups`) must be an array of strings.
    public static func processEntitlements(
        _ dictionary: [String: Any], with settings: BuildSettings, unknown: inout Set<String>
    ) throws -> [String: Any] {
        let result = expand(dictionary, with: settings, unknown: &unknown) as? [String: Any] ?? [:]
        let groups = result["com.apple.security.application-groups"]
        guard groups == nil || groups is [String] else {
            throw InfoPlistError("com.apple.security.application-groups must be an array of strings")
        }
        return result
    }
}

extension BuildSettings {
    /// `text` expanded, unknown names ignored.
    func expandingQuietly(_ text: String) -> String {
        var unknown: Set<String> = []
        return expand(text, unknown: &unknown)
    }
}

/// A property list or settings file that cannot be processed; the description says why.
public struct InfoPlistError: Error, CustomStringConvertible, Equatable {
    /// What is wrong, without the file's name.
    public let description: String

    /// An error saying `description`.
    public init(_ description: String) {
        self.description = description
    }
}
