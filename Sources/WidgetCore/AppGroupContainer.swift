public import Foundation
import HostSocket

/// Where WidgetKit for Linux keeps its data: the home screen's store, app group containers
/// and the `WidgetCenter` socket.
///
/// `$WIDGETKIT_DATA_DIR` if set, else `$XDG_DATA_HOME/widgetkit-linux`, else
/// `~/.local/share/widgetkit-linux`.
package enum WidgetDataDirectory {
    /// The data directory for `environment` (the process environment by default); not created.
    package static func url(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> URL {
        DataDirectoryLocation.url(environment: environment)
    }

    /// The folder of the app group containers: `$WIDGETKIT_APP_GROUPS_DIR` if set (a home
    /// screen gives its extension processes this instead of the whole data directory), else
    /// `<data dir>/AppGroups/`.
    package static func appGroupsURL(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> URL {
        if let explicit = environment["WIDGETKIT_APP_GROUPS_DIR"], explicit.hasPrefix("/") {
            return URL(fileURLWithPath: explicit, isDirectory: true)
        }
        return url(environment: environment).appendingPathComponent("AppGroups", isDirectory: true)
    }

    /// The container of app group `identifier`: `<app groups folder>/<identifier>/` (see
    /// ``appGroupsURL(environment:)``), or `nil` if the identifier is not a plain name (empty,
    /// `.`, `..`, or containing `/`).
    package static func appGroupURL(
        identifier: String,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> URL? {
        guard isPlainName(identifier) else { return nil }
        return appGroupsURL(environment: environment).appendingPathComponent(identifier, isDirectory: true)
    }

    /// Whether `name` can name a folder of its own: not empty, `.` or `..`, and without `/` or NUL.
    package static func isPlainName(_ name: String) -> Bool {
        !name.isEmpty && name != "." && name != ".." && !name.contains("/") && !name.contains("\0")
    }
}

extension FileManager {
    /// The container directory shared by a widget and its app: Foundation's
    /// `containerURL(forSecurityApplicationGroupIdentifier:)`.
    ///
    /// On Linux it is `<data dir>/AppGroups/<identifier>/` (see the data directory rules of
    /// `WIDGETKIT_DATA_DIR`; `WIDGETKIT_APP_GROUPS_DIR` replaces `<data dir>/AppGroups`),
    /// created on first use, private to the user (0700). Returns `nil` for an identifier that is not
    /// a plain name or when the directory cannot be created.
    public func containerURL(forSecurityApplicationGroupIdentifier groupIdentifier: String) -> URL? {
        containerURL(forSecurityApplicationGroupIdentifier: groupIdentifier, environment: ProcessInfo.processInfo.environment)
    }

    /// The container of `groupIdentifier` as the process would find it with `environment`.
    ///
    /// Tests call this rather than changing the process environment: `setenv` while another
    /// thread starts a process (which copies `environ`) can crash that thread.
    package func containerURL(forSecurityApplicationGroupIdentifier groupIdentifier: String, environment: [String: String]) -> URL? {
        guard let url = WidgetDataDirectory.appGroupURL(identifier: groupIdentifier, environment: environment) else { return nil }
        do {
            try createDirectory(at: url, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            return nil
        }
        return url
    }
}
