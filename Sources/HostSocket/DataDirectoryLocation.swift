package import Foundation

/// Where a home screen keeps its data and its socket: `$WIDGETKIT_DATA_DIR`, else
/// `$XDG_DATA_HOME/widgetkit-linux`, else `~/.local/share/widgetkit-linux`. WidgetCore's
/// `WidgetDataDirectory` and ActivityKit both find the host by it.
package enum DataDirectoryLocation {
    /// The data directory for `environment` (the process environment by default); not created.
    package static func url(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        if let explicit = environment["WIDGETKIT_DATA_DIR"], !explicit.isEmpty {
            return URL(fileURLWithPath: explicit, isDirectory: true)
        }
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
            return URL(fileURLWithPath: xdg, isDirectory: true)
                .appendingPathComponent("widgetkit-linux", isDirectory: true)
        }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return URL(fileURLWithPath: home, isDirectory: true)
            .appendingPathComponent(".local/share/widgetkit-linux", isDirectory: true)
    }

    /// The home screen's socket in the data directory of `environment`: `<data dir>/widgetcenter.sock`.
    package static func socketPath(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        url(environment: environment).appendingPathComponent("widgetcenter.sock").path
    }
}
