package import ConfigurationSchema
import Foundation
import WidgetExtension
package import TimelineScheduling
package import WidgetCore
import Logging
import Synchronization
package import WidgetHosting
import WidgetRendering

/// The running home screen: the placed widgets in the store, the scheduler that decides what
/// each shows, the renders of what they show, and the updates open pages listen to.
///
/// The data flow of docs/ARCHITECTURE.md, host side: the store lists instances; each is placed in the
/// `TimelineScheduler`, which asks its provider for timelines and switches entries on their
/// dates; the scheduler's observer bumps the instance's version, drops its stale renders and
/// publishes a `LiveUpdates` update; a request renders the current entry in the asked
/// environment once (`RenderCache`) and serves it from the cache afterwards.
///
/// ```swift
/// let runtime = try await HomeScreenRuntime.start(registry: registry, configuration: configuration)
/// defer { runtime.stop() }
/// let placed = try await runtime.add(kind: "Weather", family: "systemSmall")
/// ```
package final class HomeScreenRuntime: Sendable {
    /// The widgets of the bundle and of the bundles it hosts, as they are now (hosted bundles
    /// come and go while it runs: the scheduler's registry is the one list).
    package var registry: WidgetRegistry { scheduler.registry }
    /// How the host was set up.
    package let configuration: HomeScreenConfiguration
    /// The placed widgets.
    package let store: any InstanceStore
    /// What each placed widget shows.
    package let scheduler: TimelineScheduler
    /// Changes open pages are told about.
    package let liveUpdates: LiveUpdates
    /// Renders kept for reuse.
    package let renderCache = RenderCache()
    /// Hosted instances' last good display lists, drawn while their extension is away.
    package let lastGoodLayouts = LastGoodLayouts()
    /// The images the page's fragments point at instead of repeating them inline.
    package let imageAssets = ImageAssets()
    /// Taps on widgets' controls waiting or running, per instance (`perform(instance:tap:)`),
    /// and on the controls of Control Center, per kind.
    package let performQueues = PerformQueues()
    /// The versions of the controls (a reload moves one on).
    package let controlVersions = ControlVersions()
    /// The access token, when the host listens beyond loopback.
    package let accessToken: AccessToken?
    /// The languages of the serving bundle: `en`, its localizations and the configured ones.
    private let ownLanguages: [String]
    /// The languages the page offers: ``ownLanguages``, then those hosted bundles have strings for.
    package var languages: [String] {
        var result = ownLanguages
        // From what the extensions declared, without building their descriptors at each page.
        for widget in (hosted?.supervisors ?? []).flatMap({ $0.description?.widgets ?? [] }) {
            for language in (widget.translations ?? [:]).keys.sorted() where !result.contains(language) { result.append(language) }
        }
        return result
    }
    /// The bundle programs hosted out of process (`serve --bundle`, `BUNDLE install`); never
    /// `nil` from `start`, possibly empty.
    package let hosted: HostedBundles?

    struct Shown {
        var version: UInt64
        var entry: DisplayedEntry
    }

    struct State {
        var shown: [String: Shown] = [:]
        var version: UInt64 = 0
        var runTask: Task<Void, Never>?
        var checkpointTask: Task<Void, Never>?
        var listener: WidgetCenterSocketListener?
        /// The Live Activities apps started (`HomeScreenRuntime+Activities.swift`).
        var liveActivities: LiveActivityCenter?
        var installedWidgetCenter = false
        /// Hosted bundles whose widgets open pages were told to show as unavailable, or whose
        /// long restart wait they were told to show (a layout event): when such a bundle comes
        /// back, the pages load the layout again.
        var failingBundles: Set<String> = []
        var stopped = false
        /// Bundles hosted because they are installed (`BUNDLE install`), by key.
        var installed: [String: InstalledBundle] = [:]
        /// Installed bundles `uninstall` asked to remove, by key, waiting for the page's answer.
        var removalRequests: [String: InstalledBundle] = [:]
        /// Installed programs that could not be started, by path, with why (tried again every
        /// 5 s, and when the installed-bundles file changes).
        var failedInstalls: [String: String] = [:]
        var installWatchTask: Task<Void, Never>?
        /// What each app's widget push handlers were last told (`HomeScreenRuntime+WidgetPush.swift`).
        var pushAnnouncements = PushAnnouncements()
    }

    let state = Mutex(State())
    let logger = Logger(label: "WidgetKitLinux.HomeScreen")

    /// How long a provider may take to answer the gallery's snapshot request.
    static let snapshotTimeout: Duration = .seconds(5)

    private init(
        configuration: HomeScreenConfiguration, store: any InstanceStore,
        scheduler: TimelineScheduler, accessToken: AccessToken?, hosted: HostedBundles?
    ) {
        self.hosted = hosted
        self.configuration = configuration
        self.store = store
        self.scheduler = scheduler
        self.liveUpdates = LiveUpdates()
        self.accessToken = accessToken
        self.ownLanguages = Localization.languages(bundles: configuration.resourceBundles,
                                                additional: configuration.additionalLanguages)
    }

    /// Opens the store, places every stored instance in a new scheduler, starts the scheduler's
    /// loop and (if configured) the `WidgetCenter` socket.
    ///
    /// - Parameters:
    ///   - store: The store; by default `SQLiteInstanceStore` in the data directory.
    ///   - clock: The scheduler's clock (`SystemClock` by default; tests pass a `ManualClock`).
    package static func start(
        registry: WidgetRegistry, configuration: HomeScreenConfiguration, store: (any InstanceStore)? = nil,
        settings: SchedulerSettings = SchedulerSettings(), clock: any SchedulerClock = SystemClock(),
        hosted: HostedBundles? = nil
    ) async throws -> HomeScreenRuntime {
        let store = try store ?? openStore(configuration)
        var token: AccessToken?
        if !configuration.isLoopback {
            let (loaded, created) = try AccessToken.loadOrCreate(in: configuration.dataDirectory)
            token = loaded
            if created && configuration.printsNewAccessToken {
                print("""
                    Listening beyond this machine: every request needs the access token (stored in \
                    \(AccessToken.fileURL(in: configuration.dataDirectory).path)). Open the home screen once with
                      /?token=\(loaded.value)
                    """)
            }
        }
        let scheduler = TimelineScheduler(registry: registry, settings: settings, clock: clock)
        let runtime = HomeScreenRuntime(
            configuration: configuration, store: store, scheduler: scheduler, accessToken: token,
            hosted: hosted ?? HostedBundles([]))
        let observer = scheduler.addObserver { [weak runtime] event in runtime?.observe(event) }
        _ = observer
        runtime.observeHostedBundles()
        // Installed bundles' kinds must be known before their stored instances are placed.
        await runtime.syncInstalledBundles(placingStored: false)
        var records = try await store.instances()
        if let hosted, let store = store as? SQLiteInstanceStore {
            records = try await qualifyHostedKinds(records, registry: registry, hosted: hosted, store: store, logger: runtime.logger)
        }
        if configuration.placesDefaultWidgets, !(store is ReadOnlyInstanceStore) {
            records = try await placeDefaultWidgets(registry: runtime.registry, store: store, records: records,
                                                    dataDirectory: configuration.dataDirectory)
        }
        for record in records {
            runtime.place(record)
        }
        let task = Task { await scheduler.run() }
        let checkpoints = (store as? SQLiteInstanceStore).map { store in
            Task { [logger = runtime.logger, interval = configuration.checkpointInterval] in
                while (try? await Task.sleep(for: interval)) != nil {
                    do { try store.checkpoint() } catch { logger.warning("WAL checkpoint failed: \(error)") }
                }
            }
        }
        runtime.state.withLock {
            $0.runTask = task
            $0.checkpointTask = checkpoints
        }
        runtime.openLiveActivities()
        if configuration.listensForWidgetCenter {
            runtime.startWidgetCenter()
        }
        runtime.startInstallWatch()
        runtime.announcePushTokens()
        return runtime
    }

    /// Places one widget of every kind on a home screen that never had any, once per data
    /// directory (a marker file remembers it).
    private static func placeDefaultWidgets(
        registry: WidgetRegistry, store: any InstanceStore, records: [WidgetInstanceRecord], dataDirectory: URL
    ) async throws -> [WidgetInstanceRecord] {
        let marker = dataDirectory.appendingPathComponent("default-widgets-placed")
        guard records.isEmpty, !FileManager.default.fileExists(atPath: marker.path) else { return records }
        var placed: [WidgetInstanceRecord] = []
        for descriptor in registry.descriptors {
            guard let family = descriptor.supportedFamilies.first(where: \.isSystemFamily) else { continue }
            placed.append(try await store.insert(
                kind: descriptor.kind, family: family.description, configuration: await initialConfiguration(of: descriptor)))
        }
        _ = FileManager.default.createFile(atPath: marker.path, contents: Data(), attributes: [.posixPermissions: 0o600])
        return placed
    }

    /// Stops the scheduler's loop and the socket and ends every open event stream.
    package func stop() {
        let (task, listener, installed) = state.withLock { state in
            state.stopped = true
            defer {
                state.runTask = nil
                state.listener = nil
            }
            state.checkpointTask?.cancel()
            state.checkpointTask = nil
            state.installWatchTask?.cancel()
            state.installWatchTask = nil
            return (state.runTask, state.listener, state.installedWidgetCenter)
        }
        task?.cancel()
        liveActivities?.stopWatchingDueDates()
        // A clean stop leaves everything in the database file, nothing only in the WAL.
        do { try (store as? SQLiteInstanceStore)?.checkpoint() } catch { logger.warning("WAL checkpoint at stop failed: \(error)") }
        listener?.stop()
        for supervisor in hosted?.supervisors ?? [] { supervisor.stop() }
        if installed, (WidgetCenter.shared.installedHandler as? ControlsWidgetCenter)?.base as? TimelineScheduler === scheduler {
            WidgetCenter.shared.install(handler: nil)
        }
        liveUpdates.finishAll()
    }

    private func startWidgetCenter() {
        WidgetCenter.shared.install(handler: ControlsWidgetCenter(base: scheduler, runtime: self))
        let path = configuration.dataDirectory.appendingPathComponent("widgetcenter.sock").path
        do {
            let handler: any WidgetCenterHandler = hosted.map {
                HostedKindsWidgetCenter(scheduler: scheduler, registry: registry, hosted: $0)
            } ?? scheduler
            let listener = try WidgetCenterSocketListener(
                path: path, handler: withLiveActivities(ControlsWidgetCenter(base: handler, runtime: self)))
            state.withLock {
                $0.listener = listener
                $0.installedWidgetCenter = true
            }
        } catch {
            state.withLock { $0.installedWidgetCenter = true }
            logger.warning("WidgetCenter requests of other processes will not reach this home screen: \(error)")
        }
    }

    // MARK: Scheduler events

    /// Called by the scheduler under its lock: records the entry, drops stale renders and
    /// tells the pages. Must return quickly and must not call the scheduler.
    private func observe(_ event: TimelineEvent) {
        guard case .entryChanged(let entry, let cause) = event.kind else { return }
        let id = event.instance.rawValue
        let version = state.withLock { state -> UInt64 in
            state.version += 1
            state.shown[id] = Shown(version: state.version, entry: entry)
            return state.version
        }
        renderCache.invalidate(id, below: version)
        liveUpdates.publish(.init(kind: .entry, instance: id, version: version, cause: cause.rawValue, entryDate: entry.entry.date))
    }

    /// What `id` shows now and the version of it, if the scheduler has it.
    func shown(_ id: String) -> Shown? {
        if let shown = state.withLock({ $0.shown[id] }) { return shown }
        guard let entry = scheduler.currentEntry(for: WidgetInstanceID(id)) else { return nil }
        return Shown(version: 0, entry: entry)
    }

    // MARK: Instances

    /// Why a stored instance cannot be shown, or `nil` if it can.
    package func unavailability(of record: WidgetInstanceRecord) -> String? {
        if let problem = placementProblem(of: record) { return problem }
        if case let (supervisor, _)? = hosted?.widget(record.kind), let reason = supervisor.unavailability {
            return reason
        }
        return nil
    }

    /// Why a stored instance cannot be placed in the scheduler: an unknown kind or family.
    private func placementProblem(of record: WidgetInstanceRecord) -> String? {
        guard let descriptor = registry[record.kind] else {
            return "This widget (“\(record.kind)”) is no longer part of the app."
        }
        guard let family = WidgetFamily(name: record.family), descriptor.supportedFamilies.contains(family) else {
            return "\(descriptor.displayName.isEmpty ? record.kind : descriptor.displayName) is not available in this size."
        }
        return nil
    }

    /// Places a stored instance in the scheduler, unless its kind or family is unknown.
    func place(_ record: WidgetInstanceRecord) {
        guard placementProblem(of: record) == nil, let family = WidgetFamily(name: record.family) else {
            logger.warning("Instance \(record.id) of '\(record.kind)' (\(record.family)) is unavailable; shown as such")
            return
        }
        do {
            try scheduler.addInstance(
                WidgetInstanceID(record.id), kind: record.kind, family: family,
                configuration: record.configuration.map { Data($0.utf8) })
        } catch {
            logger.error("Cannot place instance \(record.id): \(error)")
        }
    }

    /// The placed widgets, in order.
    package func instances() async throws -> [WidgetInstanceRecord] {
        try await store.instances()
    }

    /// Validates `kind` and `family` (a case name such as `systemSmall`).
    package func validate(kind: String, family name: String) throws -> (WidgetDescriptor, WidgetFamily) {
        guard let descriptor = registry[kind] else {
            throw RequestError.unprocessable("Unknown widget kind '\(kind)'. Kinds: \(registry.kinds.joined(separator: ", ")).")
        }
        guard let family = WidgetFamily(name: name) else {
            throw RequestError.unprocessable(
                "Unknown family '\(name)'. Families: \(WidgetFamily.allCases.map(\.description).joined(separator: ", ")).")
        }
        guard descriptor.supportedFamilies.contains(family) else {
            throw RequestError.unprocessable(
                "Widget '\(kind)' does not support \(family). It supports: "
                    + "\(descriptor.supportedFamilies.map(\.description).joined(separator: ", ")).")
        }
        return (descriptor, family)
    }

    /// Places a new widget at the end; committed before it returns.
    package func add(kind: String, family name: String, recommendation: Int? = nil) async throws -> WidgetInstanceRecord {
        let (descriptor, family) = try validate(kind: kind, family: name)
        let record = try await store.insert(
            kind: kind, family: family.description,
            configuration: try await Self.configuration(of: descriptor, recommendation: recommendation))
        place(record)
        publishLayout("added")
        return record
    }

    /// Removes a widget; `false` if there is none with `id`.
    package func remove(_ id: String) async throws -> Bool {
        guard try await store.delete(id) else { return false }
        scheduler.removeInstance(WidgetInstanceID(id))
        state.withLock { _ = $0.shown.removeValue(forKey: id) }
        renderCache.remove(id)
        lastGoodLayouts.remove(id)
        publishLayout("removed")
        return true
    }

    /// Moves a widget to `position`; the new order, or `nil` if there is none with `id`.
    package func move(_ id: String, to position: Int) async throws -> [WidgetInstanceRecord]? {
        guard let order = try await store.move(id, to: position) else { return nil }
        publishLayout("moved")
        return order
    }

    /// Changes a widget's family; the changed record, or `nil` if there is none with `id`.
    package func setFamily(_ id: String, family name: String) async throws -> WidgetInstanceRecord? {
        guard let record = try await store.instance(id) else { return nil }
        let (_, family) = try validate(kind: record.kind, family: name)
        guard let updated = try await store.setFamily(id, family: family.description) else { return nil }
        do {
            try scheduler.updateInstance(WidgetInstanceID(id), family: family)
        } catch TimelineSchedulerError.unknownInstance {
            place(updated)
        }
        publishLayout("resized")
        return updated
    }

    /// The configuration a new widget starts with: its schema's defaults (static, then the
    /// code's dynamic defaults), as JSON text; `nil` for a static widget.
    static func initialConfiguration(of descriptor: WidgetDescriptor) async -> String? {
        guard let schema = descriptor.configurationSchema else { return nil }
        return JSONValue.object(await schema.defaultConfiguration()).jsonString
    }

    /// The schema and current values of a configurable widget.
    package func configuration(of id: String) async throws -> (WidgetInstanceRecord, ConfigurationSchema, [String: JSONValue]) {
        guard let record = try await store.instance(id) else {
            throw RequestError.notFound("No widget '\(id)' is placed on this home screen.")
        }
        guard let schema = registry[record.kind]?.configurationSchema else {
            throw RequestError.badRequest("The widget '\(record.kind)' has nothing to configure.")
        }
        let values = WidgetConfigurationSupport.object(from: record.configuration.map { Data($0.utf8) })
        return (record, schema, values)
    }

    /// Validates `submitted` against the widget's parameters and options, stores it and
    /// reloads the widget with it (exempt from the budget). A refused configuration changes
    /// nothing and throws a 400 naming the parameter.
    package func setConfiguration(_ id: String, submitted: JSONValue) async throws -> WidgetInstanceRecord {
        let (_, schema, current) = try await configuration(of: id)
        let validated: [String: JSONValue]
        do {
            validated = try await schema.validate(submitted, current: current)
        } catch let error as ConfigurationError {
            throw RequestError.badRequest(error.message)
        } catch {
            throw RequestError(status: 502, message: "The widget could not check the configuration: \(error)")
        }
        let text = JSONValue.object(validated).jsonString
        guard let updated = try await store.setConfiguration(id, configuration: text) else {
            throw RequestError.notFound("No widget '\(id)' is placed on this home screen.")
        }
        do {
            try scheduler.updateInstance(WidgetInstanceID(id), configuration: .some(Data(text.utf8)))
        } catch TimelineSchedulerError.unknownInstance {
            place(updated)
        }
        // No layout event: the reload's entry event updates every open page in place.
        return updated
    }

    func publishLayout(_ cause: String) {
        let version = state.withLock { state -> UInt64 in
            state.version += 1
            return state.version
        }
        liveUpdates.publish(.init(kind: .layout, instance: nil, version: version, cause: cause))
        // The placed push-enabled widgets may have changed: their push handlers are told.
        announcePushTokens()
    }
}
