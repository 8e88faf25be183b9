import Foundation
import Testing
@testable import XcodeProjectImport

@Suite("Build settings: layers, $(inherited), expansion")
struct BuildSettingsTests {
    func widgetSettings() throws -> TargetSettings {
        let project = try XcodeProject(contentsOf: Fixtures.classic)
        let target = try #require(project.targets.first { $0.string("name") == "Weather Widgets" })
        return TargetSettings(target: target, project: project, resolver: FileResolver(project: project))
    }

    @Test("the Release configuration: the project's .xcconfig and settings under the target's")
    func layering() throws {
        let settings = try widgetSettings()
        #expect(settings.configuration == "Release")
        #expect(settings["APP_GROUP_ID"] == "group.com.example.weather")
        #expect(settings.bundleIdentifier == "com.example.weather.widgets")
        #expect(settings.productName == "Weather Widgets")
        #expect(settings["PRODUCT_MODULE_NAME"] == "Weather_Widgets")
        #expect(settings.swiftVersion == "5.0")
        #expect(settings["MARKETING_VERSION"] == "1.4")
        #expect(settings.file("INFOPLIST_FILE") == Fixtures.classic.deletingLastPathComponent().appendingPathComponent("Widgets/Info.plist"))
    }

    @Test("compilation conditions: $(inherited) from the project, -D flags, no conditional settings, no Debug")
    func conditions() throws {
        let settings = try widgetSettings()
        #expect(settings.compilationConditions == ["RELEASE_BUILD", "WIDGETS", "WIDGET_EXTENSION", "HAS_FORECAST"])
        #expect(settings["LD_RUNPATH_SEARCH_PATHS"] == "@executable_path/Frameworks")
    }

    @Test("$(VAR), ${VAR}, nesting and modifiers expand as Xcode does; unknown names are empty")
    func expansion() {
        let settings = TargetSettings(configuration: "Release", layers: [
            ["TARGET_NAME": "My Widgets 2", "PRODUCT_NAME": "$(TARGET_NAME)", "FLAGS": "-DA"],
            ["FLAGS": "$(inherited) -DB", "SUFFIX": "NAME", "ID": "com.example.$(PRODUCT_NAME:rfc1034identifier)"],
            ["FLAGS": "${inherited} -DC", "NESTED": "$(PRODUCT_$(SUFFIX):lower)", "MODULE": "$(PRODUCT_NAME:c99extidentifier)",
             "MISSING": "a$(NOPE)b", "DEFAULTED": "$(NOPE:default=fallback)", "FILE": "$(PATHY:base)", "PATHY": "/x/y/Info.plist"],
        ])
        #expect(settings["FLAGS"] == "-DA -DB -DC")
        #expect(settings["ID"] == "com.example.My-Widgets-2")
        #expect(settings["NESTED"] == "my widgets 2")
        #expect(settings["MODULE"] == "My_Widgets_2")
        #expect(settings["MISSING"] == "ab")
        #expect(settings["DEFAULTED"] == "fallback")
        #expect(settings["FILE"] == "Info")
        #expect(settings.compilationConditions == [])
    }

    @Test("a reference to itself does not loop")
    func cycles() {
        let settings = TargetSettings(configuration: "Release", layers: [["A": "$(B)", "B": "$(A)x"]])
        #expect(settings["A"] != nil)
    }

    @Test("flags split like a shell: quotes group words")
    func words() {
        #expect(TargetSettings.words(#"-D A "-DB C" '-DX'"#) == ["-D", "A", "-DB C", "-DX"])
    }
}
