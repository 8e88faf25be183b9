package import Foundation
package import Logging
import WidgetCore

/// The app group containers an extension process is shown: only those its bundle program
/// declares (``BundleEntitlements``).
///
/// The containers themselves live in the shared folder (`<data dir>/AppGroups/<group>`), where
/// apps write them. Each hosted bundle gets a folder of its own,
/// `<data dir>/Extensions/<bundle>/AppGroups`, holding a link to the shared container of each
/// group it declares, and its extension's `WIDGETKIT_APP_GROUPS_DIR` names that folder: an
/// undeclared group's container is then created there, private to the bundle, as iOS keeps an
/// undeclared group from being shared. A bundle program without entitlements is shown the
/// shared folder, with a warning in the log.
package struct ExtensionAppGroups: Sendable {
    /// The shared app group containers (`<data dir>/AppGroups`).
    package var shared: URL
    /// The hosted bundles' own folders (`<data dir>/Extensions`).
    package var bundles: URL

    package init(shared: URL, bundles: URL) {
        self.shared = shared
        self.bundles = bundles
    }

    /// The app groups of the home screen whose data directory is `dataDirectory`: the shared
    /// containers where apps find them (`<data dir>/AppGroups`, or `WIDGETKIT_APP_GROUPS_DIR` of
    /// `environment`), and the bundles' folders in `<data dir>/Extensions`.
    package init(dataDirectory: URL, environment: [String: String] = ProcessInfo.processInfo.environment) {
        var environment = environment
        environment["WIDGETKIT_DATA_DIR"] = dataDirectory.path
        self.init(
            shared: WidgetDataDirectory.appGroupsURL(environment: environment),
            bundles: dataDirectory.appendingPathComponent("Extensions", isDirectory: true))
    }

    /// What an extension is shown.
    package struct Grant: Sendable, Equatable {
        /// The folder its `WIDGETKIT_APP_GROUPS_DIR` names.
        package var folder: URL
        /// The groups it may share with apps; `nil` for every group (no entitlements).
        package var groups: [String]?

        package init(folder: URL, groups: [String]?) {
            self.folder = folder
            self.groups = groups
        }
    }

    /// Makes the folder of bundle `key`, whose program is at `program`, hold exactly the links of
    /// the groups it declares (creating their shared containers, 0700), and returns it. Without
    /// entitlements the grant is the shared folder; entitlements that cannot be read grant no
    /// group (the error is logged).
    package func prepare(key: String, program: URL, logger: Logger) -> Grant {
        let declared: [String]
        do {
            guard let entitlements = try BundleEntitlements(program: program) else {
                logger.warning(
                    "\(key) declares no app groups (no \(program.lastPathComponent).entitlements beside it), so it is shown every app group; list its groups under \(BundleEntitlements.applicationGroupsKey) in that file to show it only its own")
                return Grant(folder: shared, groups: nil)
            }
            declared = entitlements.applicationGroups
        } catch {
            logger.error("\(key): \(error); it is shown no shared app group")
            declared = []
        }
        let own = bundles.appendingPathComponent(key, isDirectory: true).appendingPathComponent("AppGroups", isDirectory: true)
        do {
            try link(declared, into: own)
        } catch {
            logger.error("\(key): cannot prepare its app groups in \(own.path): \(error)")
        }
        return Grant(folder: own, groups: declared)
    }

    /// Removes bundle `key`'s own folder (its links and the containers of groups it did not
    /// declare); the shared containers stay.
    package func remove(key: String) {
        guard WidgetDataDirectory.isPlainName(key) else { return }
        try? FileManager.default.removeItem(at: bundles.appendingPathComponent(key, isDirectory: true))
    }

    private func link(_ groups: [String], into own: URL) throws {
        let manager = FileManager.default
        for folder in [bundles, own.deletingLastPathComponent(), own, shared] {
            try manager.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        }
        // Links of groups no longer declared go; a container the bundle made for itself stays.
        for name in try manager.contentsOfDirectory(atPath: own.path) where !groups.contains(name) {
            let path = own.appendingPathComponent(name).path
            if (try? manager.destinationOfSymbolicLink(atPath: path)) != nil { try manager.removeItem(atPath: path) }
        }
        for group in groups {
            let target = shared.appendingPathComponent(group, isDirectory: true)
            try manager.createDirectory(at: target, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            let path = own.appendingPathComponent(group).path
            if let existing = try? manager.destinationOfSymbolicLink(atPath: path) {
                if existing == target.path { continue }
                try manager.removeItem(atPath: path)
            } else if manager.fileExists(atPath: path) {
                // The bundle's own container from before it declared the group: kept aside.
                let aside = own.appendingPathComponent(".\(group).before-declared-\(Int(Date().timeIntervalSince1970))")
                try manager.moveItem(atPath: path, toPath: aside.path)
            }
            try manager.createSymbolicLink(atPath: path, withDestinationPath: target.path)
        }
    }
}
