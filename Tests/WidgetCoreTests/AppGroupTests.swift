import Foundation
import Testing
import WidgetCore

@Suite("Data directory and app groups", .serialized)
struct AppGroupTests {
    @Test("The data directory follows WIDGETKIT_DATA_DIR, then XDG_DATA_HOME, then ~/.local/share")
    func dataDirectory() {
        #expect(WidgetDataDirectory.url(environment: ["WIDGETKIT_DATA_DIR": "/srv/w", "XDG_DATA_HOME": "/x", "HOME": "/h"]).path == "/srv/w")
        #expect(WidgetDataDirectory.url(environment: ["XDG_DATA_HOME": "/x", "HOME": "/h"]).path == "/x/widgetkit-linux")
        #expect(WidgetDataDirectory.url(environment: ["XDG_DATA_HOME": "relative", "HOME": "/h"]).path == "/h/.local/share/widgetkit-linux")
        #expect(WidgetDataDirectory.url(environment: ["HOME": "/h"]).path == "/h/.local/share/widgetkit-linux")
        #expect(WidgetDataDirectory.appGroupURL(identifier: "group.com.example", environment: ["WIDGETKIT_DATA_DIR": "/d"])?.path
                == "/d/AppGroups/group.com.example")
        for bad in ["", ".", "..", "a/b", "../x"] {
            #expect(WidgetDataDirectory.appGroupURL(identifier: bad, environment: ["WIDGETKIT_DATA_DIR": "/d"]) == nil)
        }
    }

    @Test("WIDGETKIT_APP_GROUPS_DIR (an extension's) replaces <data dir>/AppGroups; a relative one is ignored")
    func appGroupsDirectory() {
        let extensionEnvironment = ["WIDGETKIT_APP_GROUPS_DIR": "/d/AppGroups", "HOME": "/h"]
        #expect(WidgetDataDirectory.appGroupURL(identifier: "group.a", environment: extensionEnvironment)?.path == "/d/AppGroups/group.a")
        #expect(AppGroupPreferences.fileURL(forSuiteName: "group.a", environment: extensionEnvironment)?.path
                == "/d/AppGroups/group.a/Library/Preferences/group.a.plist")
        #expect(WidgetDataDirectory.appGroupsURL(environment: ["WIDGETKIT_APP_GROUPS_DIR": "g", "WIDGETKIT_DATA_DIR": "/d"]).path
                == "/d/AppGroups")
    }

    @Test("FileManager creates the app group container in the data directory")
    func containerURL() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("appgroups-\(UUID().uuidString)")
        // The environment is passed, not set: `setenv` races other tests' process launches.
        let environment = ["WIDGETKIT_DATA_DIR": root.path]
        defer { try? FileManager.default.removeItem(at: root) }
        let url = try #require(FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.votes", environment: environment))
        #expect(url.standardizedFileURL.path == root.appendingPathComponent("AppGroups/group.votes").standardizedFileURL.path)
        var isDirectory: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue)
        let mode = (try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int) ?? 0
        #expect(mode == 0o700, "the container is the user's alone: \(String(mode, radix: 8))")
        try Data("shared".utf8).write(to: url.appendingPathComponent("data.json"))
        let again = try #require(FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.votes", environment: environment))
        #expect(try Data(contentsOf: again.appendingPathComponent("data.json")) == Data("shared".utf8))
        #expect(FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "../escape", environment: environment) == nil)
    }
}
