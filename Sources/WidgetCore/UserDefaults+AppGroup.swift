import WidgetKitSupport
public import Foundation

extension UserDefaults {
    /// Creates a defaults object for the suite named `suiteName`, as Foundation's
    /// `init(suiteName:)` does, keeping an app group's suite in the app group's container.
    ///
    /// A suite named by an app group identifier (`group.…`) is shared by the app and its
    /// widgets, as on iOS: on Linux it is stored in the group's container under the data
    /// directory, `<data dir>/AppGroups/<group>/Library/Preferences/<group>.plist` (the
    /// container is `FileManager.containerURL(forSecurityApplicationGroupIdentifier:)`), so the
    /// app process and the home screen read and write the same file. Other suites stay where
    /// swift-corelibs-foundation keeps them (`$XDG_CONFIG_HOME/<suite>.plist`), and
    /// `UserDefaults.standard` is unchanged.
    ///
    /// ```swift
    /// import WidgetKit
    ///
    /// // In the app: write, then ask the widgets to reload.
    /// let shared = UserDefaults(suiteName: "group.com.example.votes")!
    /// shared.set(12, forKey: "unread")
    /// WidgetCenter.shared.reloadAllTimelines()
    ///
    /// // In the widget's timeline provider (the home screen's process):
    /// let unread = UserDefaults(suiteName: "group.com.example.votes")?.integer(forKey: "unread") ?? 0
    /// ```
    ///
    /// Linux differences, because swift-corelibs-foundation has no preferences daemon:
    /// - A new object reads the suite's file as it is now (the process's cached copy is
    ///   refreshed); an object kept from before sees another process's writes after
    ///   `synchronize()`.
    /// - Writes reach the file on `synchronize()`, when this process calls `WidgetCenter`'s
    ///   `reloadAllTimelines()` or `reloadTimelines(ofKind:)` (group suites are saved before the
    ///   home screen is asked), and when the process exits normally.
    /// - Only a non-optional name selects this initializer; `UserDefaults(suiteName: name)` with
    ///   a `String?` is Foundation's own and keeps the suite in `$XDG_CONFIG_HOME`.
    public convenience init?(suiteName: String) {
        guard let domain = AppGroupPreferences.domain(forSuiteName: suiteName) else {
            self.init(suiteName: Optional(suiteName))
            return
        }
        self.init(suiteName: Optional(domain))
        synchronize()
    }
}

/// The app group suites of `UserDefaults` opened by this process, and where they live.
///
/// swift-corelibs-foundation's preferences take an absolute path (without `.plist`) as a suite
/// name and store that suite in `<path>.plist`; app group suites are opened that way.
package enum AppGroupPreferences {
    private static let opened = LockIsolated<Set<String>>([])

    /// The corelibs suite name (an absolute path without `.plist`) that stores `suiteName`, or
    /// `nil` if it is not an app group suite (or its directory cannot be created). The first
    /// time a suite is opened its directory is created and it is saved at exit.
    package static func domain(
        forSuiteName suiteName: String,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> String? {
        guard let domain = location(forSuiteName: suiteName, environment: environment) else { return nil }
        guard !opened.withLock({ $0.contains(domain) }) else { return domain }
        do {
            try FileManager.default.createDirectory(
                at: URL(fileURLWithPath: domain).deletingLastPathComponent(), withIntermediateDirectories: true)
        } catch {
            return nil
        }
        opened.withLock { _ = $0.insert(domain) }
        _ = registerExitHandler
        return domain
    }

    /// The file that stores `suiteName`, if it is an app group suite: `<container>/Library/Preferences/<suiteName>.plist`.
    package static func fileURL(
        forSuiteName suiteName: String,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> URL? {
        location(forSuiteName: suiteName, environment: environment).map { URL(fileURLWithPath: $0 + ".plist") }
    }

    /// Where `suiteName` is stored (without `.plist`), if it is an app group suite; touches nothing.
    private static func location(forSuiteName suiteName: String, environment: [String: String]) -> String? {
        guard suiteName.hasPrefix("group."), suiteName.count > "group.".count,
              let container = WidgetDataDirectory.appGroupURL(identifier: suiteName, environment: environment)
        else { return nil }
        return container.appendingPathComponent("Library/Preferences/\(suiteName)").path
    }

    /// Saves this process's changes to every app group suite it opened and reads the other
    /// processes' changes.
    package static func synchronizeAll() {
        let domains = opened.withLock { $0 }
        for domain in domains {
            UserDefaults(suiteName: Optional(domain))?.synchronize()
        }
    }

    /// Saves app group suites when the process exits normally.
    private static let registerExitHandler: Void = {
        atexit { AppGroupPreferences.synchronizeAll() }
    }()
}
