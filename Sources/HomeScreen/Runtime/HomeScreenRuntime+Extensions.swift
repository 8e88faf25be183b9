package import Foundation
import TimelineScheduling
import WidgetCore
import WidgetExtension
import WidgetRendering
import Logging
package import WidgetHosting

extension HostedBundles {
    /// Starts an extension for each bundle program and asks for its widgets; `nil` for none.
    /// The extensions start at once, side by side (each start is mostly waiting for a process
    /// to load); the bundles keep the order of `programs`.
    ///
    /// A program that is not a bundle program (it cannot be started, does not speak the
    /// protocol or speaks another version) fails the start with a message naming it (the first
    /// such of `programs`), and every extension started is stopped: a home screen asked to host it
    /// cannot do what it was asked.
    package static func start(_ programs: [URL], configuration: HomeScreenConfiguration) async throws -> HostedBundles? {
        guard !programs.isEmpty else { return nil }
        let environment = extensionEnvironment(configuration)
        var supervisors: [ExtensionSupervisor] = []
        for program in programs {
            let supervisor = ExtensionSupervisor(
                executable: program, settings: configuration.extensionSettings, environment: environment,
                appGroups: appGroups(configuration))
            guard !supervisors.contains(where: { $0.key == supervisor.key }) else {
                throw HostedBundleError("Two bundle programs are named '\(supervisor.key)': \(program.path)")
            }
            supervisors.append(supervisor)
        }
        let failures = await withTaskGroup(of: (Int, (any Error)?).self) { group in
            for (index, supervisor) in supervisors.enumerated() {
                group.addTask {
                    do {
                        try await supervisor.start()
                        return (index, nil)
                    } catch {
                        return (index, error)
                    }
                }
            }
            var failures: [Int: any Error] = [:]
            for await (index, error) in group {
                if let error { failures[index] = error }
            }
            return failures
        }
        if let (index, error) = failures.min(by: { $0.key < $1.key }) {
            for supervisor in supervisors { supervisor.stop() }
            throw HostedBundleError("\(programs[index].path) is not a widget bundle program this home screen can host: \(error)")
        }
        return HostedBundles(supervisors)
    }

    /// The environment extension processes run in.
    /// An extension sees the app group containers, not the rest of the data directory
    /// (``ExtensionSupervisor/extensionEnvironment(appGroups:host:)``).
    static func extensionEnvironment(_ configuration: HomeScreenConfiguration) -> [String: String] {
        ExtensionSupervisor.extensionEnvironment(appGroups: appGroups(configuration).shared)
    }

    /// Where hosted bundles' app groups are: the shared containers and each bundle's own folder
    /// of the groups it declares (``ExtensionAppGroups``), `<data dir>/Extensions/<bundle>`.
    static func appGroups(_ configuration: HomeScreenConfiguration) -> ExtensionAppGroups {
        ExtensionAppGroups(dataDirectory: configuration.dataDirectory)
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
            observe(supervisor)
        }
    }

    /// Connects one hosted bundle's restarts and reload requests to the scheduler.
    func observe(_ supervisor: ExtensionSupervisor) {
        let key = supervisor.key
        supervisor.observe(
            restart: { [weak self, weak supervisor] why, _ in
                guard let self, let supervisor else { return }
                hostedBundleRestarted(supervisor, why)
            },
            reload: { [weak self] kind in
                guard let self else { return }
                if let kind {
                    scheduler.reloadTimelines(ofKind: HostedBundles.qualified(kind, in: key), reason: .widgetCenter)
                } else {
                    reloadHostedBundle(key, reason: .widgetCenter)
                }
            },
            reloadControls: { [weak self] kind in
                guard let self else { return }
                // The bundle's own controls only: by its kind, or all of them.
                for control in controls where control.kind.hasPrefix(key + "/") && (kind == nil || control.ownKind == kind) {
                    reloadControls(ofKind: control.kind)
                }
            },
            failure: { [weak self, weak supervisor] _ in
                guard let self, let supervisor, supervisor.unavailability != nil || supervisor.longWait != nil else { return }
                hostedBundleBecameUnavailable(key)
            })
    }

    /// Ends hosted bundle `key`'s restart wait: its extension starts now (open pages are told
    /// when it is back, or when it fails again). Throws 404 for an unknown bundle, 409 when its
    /// extension is not waiting to restart.
    @discardableResult
    package func restartHostedBundle(_ key: String) async throws -> ExtensionSupervisor {
        guard let supervisor = hosted?.supervisor(key: key) else {
            throw RequestError.notFound("No bundle '\(key)' is hosted on this home screen.")
        }
        guard await supervisor.restartNow() else {
            throw RequestError(status: 409, message: "The extension of '\(key)' is not waiting to restart.")
        }
        return supervisor
    }

    /// An extension failed often enough that its widgets show as unavailable, or waits a long
    /// backoff (a notice says so): open pages load the layout again to show it. (A single failure
    /// with a short backoff changes nothing on the page: the widgets keep their last render.)
    private func hostedBundleBecameUnavailable(_ key: String) {
        state.withLock { _ = $0.failingBundles.insert(key) }
        publishLayout("extension-ended")
    }

    /// An extension started again: its widgets' entries were in the old process, so each
    /// reloads (exempt from the budget), and open pages swap in each new render as it comes, in
    /// place (entry events), as for any reload. A rebuild may have changed its widgets: their
    /// kinds are updated first, and pages load the layout again; so they do when they were told
    /// to show the bundle's widgets as unavailable or its long wait.
    private func hostedBundleRestarted(_ supervisor: ExtensionSupervisor, _ why: ExtensionSupervisor.Restart) {
        let key = supervisor.key
        logger.info("Extension \(key) \(why.rawValue); reloading its widgets")
        guard hosted?.supervisor(key: key) === supervisor else { return }  // uninstalled meanwhile
        let changed = updateKinds(of: supervisor)
        reloadHostedBundle(key, reason: .extensionRestarted)
        // The new process has not been told its push token.
        announcePushTokens(forgetting: key)
        let wasUnavailable = state.withLock { $0.failingBundles.remove(key) } != nil
        if changed {
            // Stored widgets of kinds the new build added are placed now (then pages load the layout).
            Task { await placeStoredInstances(ofBundle: key) }
        } else if wasUnavailable {
            publishLayout("extension-\(why.rawValue)")
        }
    }

    /// Makes the scheduler's kinds of `supervisor`'s bundle those its extension declared at its
    /// last start: new kinds are added, changed ones replaced, vanished ones removed (their
    /// placed instances leave the scheduler and show as unavailable). Whether anything the
    /// page's tiles depend on changed (kinds, families, configurability).
    @discardableResult
    func updateKinds(of supervisor: ExtensionSupervisor) -> Bool {
        let key = supervisor.key
        let descriptors = HostedBundles.descriptors(of: supervisor)
        let declared = Set(descriptors.map(\.kind))
        let before = registry.descriptors.filter { $0.kind.hasPrefix(key + "/") }
        let removed = scheduler.removeKinds { $0.hasPrefix(key + "/") && !declared.contains($0) }
        forget(removed)
        scheduler.addKinds(descriptors)
        // What the page's tiles depend on: a new name or description shows in the gallery when it
        // is next opened, without reloading open pages.
        func signature(_ descriptor: WidgetDescriptor) -> String {
            "\(descriptor.kind)|\(descriptor.supportedFamilies)|\(descriptor.configurationKind)"
        }
        return before.map(signature) != descriptors.map(signature)
    }

    /// Drops what the runtime keeps about instances that left the scheduler.
    func forget(_ instances: [WidgetInstanceID]) {
        guard !instances.isEmpty else { return }
        state.withLock { state in
            for id in instances { state.shown.removeValue(forKey: id.rawValue) }
        }
        for id in instances {
            renderCache.remove(id.rawValue)
            lastGoodLayouts.remove(id.rawValue)
        }
    }

    /// Places the stored instances of bundle `key` the scheduler does not have yet (their kinds
    /// have just become known), then tells open pages.
    func placeStoredInstances(ofBundle key: String) async {
        do {
            for record in try await store.instances() where record.kind.hasPrefix(key + "/") {
                if scheduler.status(of: WidgetInstanceID(record.id)) == nil { place(record) }
            }
        } catch {
            logger.warning("Cannot read the stored widgets of \(key): \(error)")
        }
        publishLayout("kinds-changed")
    }

    private func reloadHostedBundle(_ key: String, reason: ReloadReason) {
        for descriptor in registry.descriptors where descriptor.kind.hasPrefix(key + "/") {
            scheduler.reloadTimelines(ofKind: descriptor.kind, reason: reason)
        }
    }
}
