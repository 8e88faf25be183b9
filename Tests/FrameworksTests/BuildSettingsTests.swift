import Foundation
import InfoPlistGenerator
import Testing

/// Build setting expansion as Xcode's "Process Info.plist" step does it (InfoPlistPlugin).
@Suite("Build settings in Info.plist and entitlements")
struct BuildSettingsTests {
    static let settings = BuildSettings([
        "PRODUCT_NAME": "My Widgets",
        "BUNDLE_PREFIX": "com.example",
        "PRODUCT_BUNDLE_IDENTIFIER": "$(BUNDLE_PREFIX).$(PRODUCT_NAME:rfc1034identifier)",
        "CONFIGURATION": "Debug",
        "APP_ID_Debug": "debug.app",
        "LOOP": "$(LOOP)x",
    ])

    static func expand(_ text: String) -> (String, Set<String>) {
        var unknown: Set<String> = []
        let result = settings.expand(text, unknown: &unknown)
        return (result, unknown)
    }

    @Test("References in both spellings, with modifiers, nested, and settings made of settings", arguments: [
        ("$(PRODUCT_NAME)", "My Widgets"),
        ("${PRODUCT_NAME}", "My Widgets"),
        ("$(PRODUCT_NAME:rfc1034identifier)", "My-Widgets"),
        ("$(PRODUCT_NAME:identifier)", "My_Widgets"),
        ("$(PRODUCT_NAME:c99extidentifier)", "My_Widgets"),
        ("$(PRODUCT_NAME:lower)", "my widgets"),
        ("$(PRODUCT_NAME:upper:rfc1034identifier)", "MY-WIDGETS"),
        ("$(PRODUCT_BUNDLE_IDENTIFIER).intents", "com.example.My-Widgets.intents"),
        ("$(APP_ID_$(CONFIGURATION))", "debug.app"),
        ("$(inherited) tail", " tail"),
        ("$(MISSING:default=fallback)", "fallback"),
        ("$(PRODUCT_NAME:default=unused)", "My Widgets"),
        ("no references, $ alone, $(unclosed", "no references, $ alone, $(unclosed"),
    ] as [(String, String)])
    func expansion(text: String, expected: String) {
        #expect(Self.expand(text).0 == expected)
    }

    @Test("A setting nobody knows expands to nothing and is reported; a cycle ends")
    func unknown() {
        let (result, unknown) = Self.expand("[$(NOT_SET)][${ALSO_NOT}]")
        #expect(result == "[][]")
        #expect(unknown == ["NOT_SET", "ALSO_NOT"])
        let (cycle, cyclic) = Self.expand("$(LOOP)")
        let onlyX = !cycle.isEmpty && cycle.allSatisfy { $0 == "x" }
        #expect(onlyX)
        #expect(cyclic == ["LOOP"])
        var ignored: Set<String> = []
        #expect(BuildSettings(["N": "7up"]).expand("$(N:identifier)", unknown: &ignored) == "_7up")
    }

    @Test("The package's settings, the recorded ones over them, EXECUTABLE_NAME always the program's")
    func settings() {
        let known = InfoPlistProcessing.settings(target: "Widgets", module: "Widgets", program: "widgets", recorded: [:])
        #expect(known.values["PRODUCT_NAME"] == "$(TARGET_NAME)")
        #expect(known.values["TeamIdentifierPrefix"] == "")
        let recorded = InfoPlistProcessing.settings(
            target: "Widgets", module: "Widgets", program: "widgets",
            recorded: ["PRODUCT_BUNDLE_IDENTIFIER": "com.example.app.widgets", "EXECUTABLE_NAME": "Other", "DEVELOPMENT_TEAM": "ABC"])
        let keys = InfoPlistProcessing.defaultKeys(with: recorded)
        #expect(keys["CFBundleIdentifier"] == "com.example.app.widgets")
        #expect(keys["CFBundleExecutable"] == "widgets")
        #expect(keys["CFBundleName"] == "Widgets")
        #expect(keys["CFBundleShortVersionString"] == "1.0")
        #expect(keys["CFBundleVersion"] == "1")
        #expect(keys["CFBundlePackageType"] == "XPC!")
        #expect(recorded.values["TeamIdentifierPrefix"] == "ABC.")
        #expect(InfoPlistProcessing.defaultKeys(with: known)["CFBundleIdentifier"] == "linux.widgetkit.Widgets")
    }

    @Test("A plist's strings are expanded at every depth, its own keys kept, missing bundle keys added")
    func processing() throws {
        let settings = InfoPlistProcessing.settings(
            target: "Widgets", module: "Widgets", program: "widgets",
            recorded: ["APP_GROUP_ID": "group.example", "MARKETING_VERSION": "2.5"])
        var unknown: Set<String> = []
        let plist: [String: Any] = [
            "CFBundleName": "Custom",
            "Groups": ["$(APP_GROUP_ID)", ["Nested": "$(MARKETING_VERSION)"]] as [Any],
            "Count": 3,
        ]
        let result = InfoPlistProcessing.processInfoPlist(plist, with: settings, unknown: &unknown)
        #expect(result["CFBundleName"] as? String == "Custom")
        let groups = try #require(result["Groups"] as? [Any])
        #expect(groups.first as? String == "group.example")
        #expect((groups.last as? [String: Any])?["Nested"] as? String == "2.5")
        #expect(result["Count"] as? Int == 3)
        #expect(result["CFBundleShortVersionString"] as? String == "2.5")
        #expect(result["CFBundleIdentifier"] as? String == "linux.widgetkit.Widgets")
        #expect(unknown.isEmpty)
        #expect(throws: InfoPlistError.self) {
            try InfoPlistProcessing.processEntitlements(["com.apple.security.application-groups": "group.x"], with: settings, unknown: &unknown)
        }
        #expect(throws: InfoPlistError("the value of X must be a string")) {
            try InfoPlistProcessing.recordedSettings(from: Data(#"{"X": 1}"#.utf8))
        }
    }
}
