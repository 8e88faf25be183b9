// The app side of "App group UserDefaults across processes" (WidgetCoreTests), written as app
// code is, in Swift 5 language mode: `UserDefaults(suiteName: "group.…")` and `@AppStorage`.
import Foundation
import Testing
import WidgetKit
import SwiftUI

private let groupSuite = "group.com.example.shared"

private struct LaunchCounter {
    @AppStorage("launches", store: UserDefaults(suiteName: groupSuite)) var launches = 0
}

@MainActor
@Suite("App group defaults, app side")
struct AppGroupDefaultsAppSide {
    @Test("App side (run by the two-process app group defaults test in a child process)",
          .enabled(if: ProcessInfo.processInfo.environment["WIDGETKIT_DEFAULTS_TEST_CHILD"] == "app"))
    func appGroupDefaultsAppSide() throws {
        let shared = try #require(UserDefaults(suiteName: groupSuite))
        if ProcessInfo.processInfo.environment["WIDGETKIT_DEFAULTS_TEST_STEP"] == "2" {
            // Saved when the process exits.
            shared.set("second", forKey: "message")
            return
        }
        shared.set("hello from the app", forKey: "message")
        let counter = LaunchCounter()
        counter.launches += 1
        let local = try #require(UserDefaults(suiteName: "com.example.local"))
        local.set("not shared through the group", forKey: "message")
        local.synchronize()
        // Saves the group suites, then finds no home screen running.
        WidgetCenter.shared.reloadAllTimelines()
    }
}
