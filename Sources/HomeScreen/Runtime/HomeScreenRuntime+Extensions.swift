package import Foundation
import TimelineScheduling
import WidgetCore
import WidgetExtension
import Logging

extension HostedBundles {
    /// Starts an extension for each bundle program and asks for its widgets; `nil` for none.
    ///
    /// A program that is not a bundle program (it cannot be started, does not speak the
    /// protocol or speaks another version) fails the start with a message naming it: a home
    /// screen asked to host it cannot do what it was asked.
    package static func start(_ programs: [URL], configuration: HomeScreenConfiguration) async throws -> HostedBundles? {
        guard !programs.isEmpty else { return nil }
        // An extension sees the app group containers, not the rest of the data directory.
        var hostEnvironment = ProcessInfo.processInfo.environment
        hostEnvironment["WIDGETKIT_DATA_DIR"] = configuration.dataDirectory.path
        let environment = ExtensionSupervisor.extensionEnvironment(
            appGroups: WidgetDataDirectory.appGroupsURL(environment: hostEnvironment))
        var supervisors: [ExtensionSupervisor] = []
        for program in programs {
            let supervisor = ExtensionSupervisor(executable: program, settings: configuration.extensionSettings, environment: environment)
            guard !supervisors.contains(where: { $0.key == supervisor.key }) else {
                throw HostedBundleError("Two bundle programs are named '\(supervisor.key)': \(program.path)")
            }
            do {
                try await supervisor.start()
            } catch {
                for started in supervisors { started.stop() }
                supervisor.stop()
                throw HostedBundleError("\(program.path) is not a widget bundle program this home screen can host: \(error)")
            }
            supervisors.append(supervisor)
        }
        return HostedBundles(supervisors)
    }
}

/// A bundle program that cannot be hosted.
package struct HostedBundleError: Error, CustomStringConvertible {
    package var description: String
    init(_ description: String) { self.description = description }
}

extension HomeScreenRuntime {
    /// Connects the hosted bundles' restarts and reload requests to the scheduler.
    func observeHostedBundles() {
        for supervisor in hosted?.supervisors ?? [] {
            let key = supervisor.key
            supervisor.observe(
                restart: { [weak self] why, _ in self?.hostedBundleRestarted(key, why) },
                reload: { [weak self] kind in
                    guard let self else { return }
                    if let kind {
                        scheduler.reloadTimelines(ofKind: HostedBundles.qualified(kind, in: key), reason: .widgetCenter)
                    } else {
                        reloadHostedBundle(key, reason: .widgetCenter)
                    }
                },
                failure: { [weak self] _ in self?.publishLayout("extension-ended") })
        }
    }

    /// An extension started again: its widgets' entries were in the old process, so each
    /// reloads (exempt from the budget), and open pages fetch the new renders.
    private func hostedBundleRestarted(_ key: String, _ why: ExtensionSupervisor.Restart) {
        logger.info("Extension \(key) \(why.rawValue); reloading its widgets")
        reloadHostedBundle(key, reason: .extensionRestarted)
        publishLayout("extension-\(why.rawValue)")
    }

    private func reloadHostedBundle(_ key: String, reason: ReloadReason) {
        for descriptor in registry.descriptors where descriptor.kind.hasPrefix(key + "/") {
            scheduler.reloadTimelines(ofKind: descriptor.kind, reason: reason)
        }
    }
}
