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
        var environment = ProcessInfo.processInfo.environment
        environment["WIDGETKIT_DATA_DIR"] = configuration.dataDirectory.path
        // A crash's backtrace stays in the log, without the slow full symbolication (seconds in a
        // debug build) that would hold the extension's restart back; `SWIFT_BACKTRACE` overrides.
        if environment["SWIFT_BACKTRACE"] == nil { environment["SWIFT_BACKTRACE"] = "symbolicate=fast" }
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
                failure: { [weak self, weak supervisor] _ in
                    guard let self, supervisor?.unavailability != nil else { return }
                    hostedBundleBecameUnavailable(key)
                })
        }
    }

    /// An extension failed often enough that its widgets show as unavailable: open pages load
    /// the layout again to show them so. (A single failure changes nothing on the page: the
    /// widgets keep their last render.)
    private func hostedBundleBecameUnavailable(_ key: String) {
        state.withLock { _ = $0.unavailableBundles.insert(key) }
        publishLayout("extension-ended")
    }

    /// An extension started again: its widgets' entries were in the old process, so each
    /// reloads (exempt from the budget), and open pages swap in each new render as it comes, in
    /// place (entry events), as for any reload. Only if the pages were told to show the bundle's
    /// widgets as unavailable do they load the layout again.
    private func hostedBundleRestarted(_ key: String, _ why: ExtensionSupervisor.Restart) {
        logger.info("Extension \(key) \(why.rawValue); reloading its widgets")
        reloadHostedBundle(key, reason: .extensionRestarted)
        if state.withLock({ $0.unavailableBundles.remove(key) }) != nil {
            publishLayout("extension-\(why.rawValue)")
        }
    }

    private func reloadHostedBundle(_ key: String, reason: ReloadReason) {
        for descriptor in registry.descriptors where descriptor.kind.hasPrefix(key + "/") {
            scheduler.reloadTimelines(ofKind: descriptor.kind, reason: reason)
        }
    }
}
