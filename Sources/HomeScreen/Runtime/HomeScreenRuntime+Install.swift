import Foundation
import TimelineScheduling
import WidgetCore
import WidgetHosting
import WidgetRendering
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Bundles installed into the data directory (`BUNDLE install`) while the home screen runs:
/// the runtime polls `InstalledBundles`' file, hosts what is added (its kinds join the
/// registry, the scheduler and the gallery at once) and asks the page before it removes what
/// `uninstall` marked.
extension HomeScreenRuntime {
    /// An installed bundle `uninstall` asked to remove, as the page shows it.
    package struct RemovalRequest: Sendable, Equatable {
        /// The bundle's key (its kinds are `KEY/kind`).
        package var key: String
        /// The app's display name (its extension's, else the key).
        package var name: String
        /// The program.
        package var path: String
    }

    /// The path of this process's own program, which never hosts itself.
    static let ownProgramPath: String? = {
        if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") { return path }
        return CommandLine.arguments.first.map { URL(fileURLWithPath: $0).resolvingSymlinksInPath().path }
    }()

    /// Installed bundles waiting for the page's Remove or Keep, in installation order.
    package var removalRequests: [RemovalRequest] {
        let requests = state.withLock { $0.removalRequests.values.sorted { $0.installedAt < $1.installedAt } }
        return requests.map { registration in
            let name = hosted?.supervisor(key: registration.key)?.description?.displayName ?? registration.key
            return RemovalRequest(key: registration.key, name: name, path: registration.path)
        }
    }

    /// Whether bundle `key` is hosted because it is installed (not through `serve --bundle`).
    package func isInstalled(_ key: String) -> Bool {
        state.withLock { $0.installed[key] != nil }
    }

    /// Polls the installed-bundles file while the runtime runs (`installedBundlesPollInterval`).
    func startInstallWatch() {
        guard let interval = configuration.installedBundlesPollInterval else { return }
        let file = InstalledBundles.fileURL(in: configuration.dataDirectory)
        let task = Task { [weak self] in
            var stamp = Self.stamp(of: file)
            var lastSync = ContinuousClock.now
            while (try? await Task.sleep(for: interval)) != nil {
                guard let self else { return }
                let now = Self.stamp(of: file)
                // A program that could not be started (still being written, say) is tried again every 5 s.
                let retry = state.withLock { !$0.failedInstalls.isEmpty } && ContinuousClock.now - lastSync >= .seconds(5)
                guard now != stamp || retry else { continue }
                stamp = now
                lastSync = .now
                await syncInstalledBundles(placingStored: true)
            }
        }
        let stopped = state.withLock { state -> Bool in
            if !state.stopped { state.installWatchTask = task }
            return state.stopped
        }
        if stopped { task.cancel() }
    }

    /// What identifies a version of the file: device, inode (an atomic replace makes a new
    /// one), size and modification time; `nil` when there is no file.
    private static func stamp(of file: URL) -> [Int]? {
        var info = stat()
        guard stat(file.path, &info) == 0 else { return nil }
        return [Int(info.st_dev), Int(info.st_ino), Int(info.st_size), Int(info.st_mtim.tv_sec), Int(info.st_mtim.tv_nsec)]
    }

    /// Makes the hosted bundles match the installed-bundles file: starts the extensions of new
    /// ones and adds their kinds, stops those no longer listed, and notes removal requests.
    /// Open pages get a layout event when anything they show changed.
    ///
    /// - Parameter placingStored: whether stored instances of newly hosted kinds are placed in
    ///   the scheduler (at start the runtime places every stored instance afterwards itself).
    func syncInstalledBundles(placingStored: Bool) async {
        let registrations: [InstalledBundle]
        do {
            registrations = try InstalledBundles.load(in: configuration.dataDirectory)
        } catch {
            logger.warning("Installed bundles not read: \(error)")
            return
        }
        guard let hosted else { return }
        let paths = Set(registrations.map(\.path))
        state.withLock { $0.failedInstalls = $0.failedInstalls.filter { paths.contains($0.key) } }
        var changed = false
        // Listed no more (removed by hand, or uninstalled while no page answered): stop hosting.
        let listed = Set(registrations.map(\.key))
        for key in state.withLock({ Array($0.installed.keys) }) where !listed.contains(key) {
            logger.info("Bundle \(key) is no longer installed; its widgets become unavailable")
            unhost(key)
            changed = true
        }
        for registration in registrations where registration.path != Self.ownProgramPath {
            let key = registration.key
            if state.withLock({ $0.installed[key] != nil }) { continue }
            if let other = hosted.supervisor(key: key) {
                if other.executable.path != registration.path {
                    logger.warning("Installed bundle \(registration.path) not hosted: \(other.executable.path) is hosted as '\(key)' already")
                }
                continue
            }
            let supervisor = ExtensionSupervisor(
                executable: URL(fileURLWithPath: registration.path), settings: configuration.extensionSettings,
                environment: HostedBundles.extensionEnvironment(configuration), appGroups: HostedBundles.appGroups(configuration))
            do {
                try await supervisor.start()
            } catch {
                supervisor.stop()
                let reason = "\(registration.path) is not a widget bundle program this home screen can host: \(error)"
                let isNew = state.withLock { $0.failedInstalls.updateValue(reason, forKey: registration.path) != reason }
                if isNew { logger.error("Installed bundle not hosted: \(reason)") }
                continue
            }
            let added = state.withLock { state -> Bool in
                guard !state.stopped, hosted.add(supervisor) else { return false }
                state.installed[key] = registration
                state.failedInstalls[registration.path] = nil
                return true
            }
            guard added else {
                supervisor.stop()
                continue
            }
            observe(supervisor)
            scheduler.addKinds(HostedBundles.descriptors(of: supervisor))
            logger.info("Hosting installed bundle \(key) (\(registration.path))")
            if placingStored { await placeStoredInstances(ofBundle: key) }
            changed = true
        }
        let requests = Dictionary(
            registrations.filter { $0.removalRequestedAt != nil }.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        let requestsChanged = state.withLock { state -> Bool in
            defer { state.removalRequests = requests }
            return state.removalRequests != requests
        }
        if changed || requestsChanged { publishLayout(requestsChanged ? "uninstall-requested" : "installed") }
    }

    /// Stops hosting bundle `key`: its kinds leave the registry and the scheduler (with their
    /// placed instances) and its extension stops. Stored instances stay (shown as unavailable).
    func unhost(_ key: String) {
        state.withLock { state in
            state.installed[key] = nil
            state.removalRequests[key] = nil
        }
        forget(scheduler.removeKinds { $0.hasPrefix(key + "/") })
        hosted?.remove(key: key)
    }

    /// Carries out an uninstall the page confirmed: deletes the bundle's widgets, stops its
    /// extension, removes its kinds and its registration. Returns how many widgets were removed.
    ///
    /// Throws 404 for a bundle not installed, 409 when `uninstall` did not ask for it (or the
    /// home screen is read-only).
    package func confirmRemoval(of key: String) async throws -> Int {
        if let reason = readOnlyReason { throw RequestError(status: 409, message: "Read-only: nothing can be removed. \(reason)") }
        try requireRemovalRequest(key)
        let records = try await store.instances().filter { $0.kind.hasPrefix(key + "/") }
        for record in records {
            try await store.delete(record.id)
            scheduler.removeInstance(WidgetInstanceID(record.id))
        }
        forget(records.map { WidgetInstanceID($0.id) })
        unhost(key)
        // Its links to shared app groups and its private containers; the shared ones stay.
        HostedBundles.appGroups(configuration).remove(key: key)
        try InstalledBundles.update(in: configuration.dataDirectory) { bundles in
            bundles.removeAll { $0.key == key }
        }
        logger.info("Uninstalled \(key) and its \(records.count) widgets")
        publishLayout("uninstalled")
        return records.count
    }

    /// Keeps a bundle `uninstall` asked to remove: the request is withdrawn.
    package func keepInstalled(_ key: String) throws {
        try requireRemovalRequest(key)
        try InstalledBundles.update(in: configuration.dataDirectory) { bundles in
            for index in bundles.indices where bundles[index].key == key { bundles[index].removalRequestedAt = nil }
        }
        state.withLock { _ = $0.removalRequests.removeValue(forKey: key) }
        publishLayout("uninstall-kept")
    }

    private func requireRemovalRequest(_ key: String) throws {
        let registration = try InstalledBundles.load(in: configuration.dataDirectory).first { $0.key == key }
        guard let registration else {
            throw RequestError.notFound("No bundle '\(key)' is installed on this home screen.")
        }
        guard registration.removalRequestedAt != nil else {
            throw RequestError(status: 409, message: "Nobody asked to remove '\(key)': run `\(key) uninstall` first.")
        }
    }
}
