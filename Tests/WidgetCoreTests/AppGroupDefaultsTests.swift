import Foundation
import Testing
import WidgetKit
import WidgetCore
import TestSupport

/// `UserDefaults(suiteName: "group.…")` is stored in the app group's container under the data
/// directory and shared by the app's process and the home screen's.
@Suite("App group UserDefaults")
struct AppGroupDefaultsTests {
    static let childFlag = "WIDGETKIT_DEFAULTS_TEST_CHILD"
    static let suite = "group.com.example.shared"

    @Test("Only app group suites are stored in the group's container")
    func location() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("defaults-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let environment = ["WIDGETKIT_DATA_DIR": root.path]
        let url = try #require(AppGroupPreferences.fileURL(forSuiteName: Self.suite, environment: environment))
        #expect(url.path == root.appendingPathComponent("AppGroups/\(Self.suite)/Library/Preferences/\(Self.suite).plist").path)
        for name in ["com.example.local", "group.", "group./x", "Group.upper"] {
            #expect(AppGroupPreferences.fileURL(forSuiteName: name, environment: environment) == nil, "\(name)")
        }
    }

    @Test("An app process writes, the home screen's process reads, through the data directory")
    func twoProcesses() async throws {
        let directory = URL(fileURLWithPath: "/tmp/wk-defaults-\(UUID().uuidString.prefix(8))", isDirectory: true)
        let config = directory.appendingPathComponent("config", isDirectory: true)
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let base = ["WIDGETKIT_DATA_DIR": directory.path, "XDG_CONFIG_HOME": config.path]

        // 1. The app (Swift 5 mode code) writes a value and an @AppStorage counter, then reloads.
        let app = try ChildTestProcess.start(
            "appGroupDefaultsAppSide", environment: base.merging([Self.childFlag: "app", "WIDGETKIT_DEFAULTS_TEST_STEP": "1"]) { $1 })
        let (appStatus, appLog) = await app.finish(timeout: .seconds(180))
        #expect(appStatus == 0, "app process failed:\n\(appLog)")
        #expect(appLog.contains("1 test"), "the child ran the app-side test:\n\(appLog)")

        let file = directory.appendingPathComponent("AppGroups/\(Self.suite)/Library/Preferences/\(Self.suite).plist")
        let stored = try PropertyListSerialization.propertyList(from: Data(contentsOf: file), format: nil) as? [String: Any]
        #expect(stored?["message"] as? String == "hello from the app")
        #expect((stored?["launches"] as? NSNumber)?.intValue == 1)
        #expect(!FileManager.default.fileExists(atPath: config.appendingPathComponent("\(Self.suite).plist").path),
                "the group suite is not in the user's config directory")

        // 2. The home screen's process reads it, then waits for the app's next write.
        let host = try ChildTestProcess.start("appGroupDefaultsHostSide", environment: base.merging([Self.childFlag: "host"]) { $1 })
        let ready = directory.appendingPathComponent("host-ready")
        var hostIsReady = false
        for _ in 0..<36_000 where host.isRunning {
            if FileManager.default.fileExists(atPath: ready.path) { hostIsReady = true; break }
            try await Task.sleep(for: .milliseconds(5))
        }
        #expect(hostIsReady)

        // 3. The app writes again and exits without saving explicitly.
        let second = try ChildTestProcess.start(
            "appGroupDefaultsAppSide", environment: base.merging([Self.childFlag: "app", "WIDGETKIT_DEFAULTS_TEST_STEP": "2"]) { $1 })
        let (secondStatus, secondLog) = await second.finish(timeout: .seconds(180))
        #expect(secondStatus == 0, "second app process failed:\n\(secondLog)")

        let (hostStatus, hostLog) = await host.finish(timeout: .seconds(180))
        #expect(hostStatus == 0, "home screen process failed:\n\(hostLog)")
        #expect(hostLog.contains("1 test"), "the child ran the host-side test:\n\(hostLog)")
    }

    @Test("Home screen side (run by twoProcesses in a child process)",
          .enabled(if: ProcessInfo.processInfo.environment["WIDGETKIT_DEFAULTS_TEST_CHILD"] == "host"))
    func appGroupDefaultsHostSide() async throws {
        // What a timeline provider does.
        let shared = try #require(UserDefaults(suiteName: Self.suite))
        #expect(shared.string(forKey: "message") == "hello from the app")
        #expect(shared.integer(forKey: "launches") == 1)
        #expect(UserDefaults.standard.string(forKey: "message") == nil)
        let local = try #require(UserDefaults(suiteName: "com.example.local"))
        #expect(local.string(forKey: "message") == "not shared through the group")

        let directory = try #require(ProcessInfo.processInfo.environment["WIDGETKIT_DATA_DIR"])
        #expect(FileManager.default.createFile(atPath: directory + "/host-ready", contents: nil))
        // A new object, as the provider makes on its next reload, reads the app's later write.
        var message: String?
        for _ in 0..<36_000 {
            message = UserDefaults(suiteName: Self.suite)?.string(forKey: "message")
            if message == "second" { break }
            try await Task.sleep(for: .milliseconds(5))
        }
        #expect(message == "second")
        #expect(shared.string(forKey: "message") == "second", "an object kept from before sees it too")
        #expect(shared.integer(forKey: "launches") == 1)
    }
}
