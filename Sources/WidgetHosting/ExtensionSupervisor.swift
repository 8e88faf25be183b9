package import Foundation
package import WidgetExtension
import Logging
import WidgetKitSupport
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// How a home screen runs its extension processes.
package struct ExtensionSettings: Sendable {
    /// Memory each extension may allocate (its data segment), in MiB; `serve --extension-memory`.
    package var memoryLimitMB = 512
    /// How long a provider call may take before the extension is taken for hung and restarted.
    package var callTimeout: Duration = .seconds(30)
    /// How long a layout may take.
    package var renderTimeout: Duration = .seconds(10)
    /// CPU time an extension may spend on one call (a provider, a layout, an intent), `nil` for
    /// no limit; past it the call fails and the extension is restarted. `serve --extension-cpu`.
    package var cpuLimit: Duration? = .seconds(10)
    /// The first delay before restarting an extension that ended; doubled after each further
    /// failure in a row.
    package var initialBackoff: Duration = .seconds(1)
    /// The longest delay between restarts.
    package var maximumBackoff: Duration = .seconds(300)
    /// Failures in a row after which its widgets show as unavailable.
    package var failuresBeforeUnavailable = 3
    /// A restart delay from which the home screen tells its pages the extension waits
    /// (``ExtensionSupervisor/longWait``): a widget frozen for a minute or more deserves a notice.
    package var longBackoff: Duration = .seconds(60)
    /// An extension that answered nothing for this long exits; it starts again on demand.
    package var idleTimeout: Duration = .seconds(600)
    /// Calls an extension works on at once; more wait in the host, renders and taps before
    /// timelines (``ExtensionCallGate``), and a call's timeout counts from its sending.
    package var maximumConcurrentCalls = 8
    /// How often the program file is checked for a rebuild.
    package var watchInterval: Duration = .milliseconds(500)

    package init() {}

    /// The delay before restart number `failures` (1 for the first).
    func backoff(afterFailures failures: Int) -> Duration {
        var delay = initialBackoff
        for _ in 1..<max(failures, 1) {
            delay *= 2
            if delay >= maximumBackoff { return maximumBackoff }
        }
        return min(delay, maximumBackoff)
    }
}

/// One bundle program hosted out of process: starts its extension on demand, restarts it with
/// backoff when it ends unexpectedly, restarts it at once when the program file changes (a
/// rebuild) and lets it exit when idle.
///
/// The runtime asks it for timelines, renders and taps (``call(_:timeout:)``); `onRestart` tells
/// the runtime to reload the bundle's widgets (their entries lived in the old process).
package final class ExtensionSupervisor: Sendable {
    /// Why the extension was started again.
    package enum Restart: String, Sendable {
        /// It ended unexpectedly (a trap, an abort, a hang) and came back after its backoff.
        case recovered
        /// Its program file changed.
        case rebuilt
        /// It had exited while idle and was needed again.
        case resumed
    }

    /// The bundle program.
    package let executable: URL
    /// The bundle's key on this home screen: the program's file name. Kinds are qualified with it.
    package let key: String
    let settings: ExtensionSettings
    private let environment: [String: String]
    /// Which app groups its extension is shown; `nil` leaves `environment`'s as they are.
    private let appGroups: ExtensionAppGroups?
    private let logger: Logger
    private let state = Mutex(State())
    /// At most ``ExtensionSettings/maximumConcurrentCalls`` calls in flight, renders first.
    package let gate: ExtensionCallGate

    private struct State {
        var process: ExtensionProcess?
        var starting: Task<ExtensionProcess, any Error>?
        var generation: UInt64 = 0
        var description: ExtensionDescription?
        var failures = 0
        var lastFailure: String?
        /// The generation whose end ``lastFailure`` tells.
        var lastFailureGeneration: UInt64?
        var restartAt: ContinuousClock.Instant?
        var startedAt: ContinuousClock.Instant?
        /// Generations whose end was asked for (idle, rebuild, stop): not failures.
        var endingOnPurpose: Set<UInt64> = []
        var stamp: FileStamp?
        var watchTask: Task<Void, Never>?
        var restartTask: Task<Void, Never>?
        var onRestart: (@Sendable (Restart, ExtensionDescription) -> Void)?
        var onReload: (@Sendable (String?) -> Void)?
        var onReloadControls: (@Sendable (String?) -> Void)?
        var onFailure: (@Sendable (String) -> Void)?
        var stopped = false
    }

    /// A supervisor for the bundle program at `executable`; nothing starts until
    /// ``start()``. Its extension runs in `environment`, whose `WIDGETKIT_APP_GROUPS_DIR` is
    /// replaced, at each start, by the folder of the app groups the program declares when
    /// `appGroups` is given (``ExtensionAppGroups``).
    package init(
        executable: URL, settings: ExtensionSettings = ExtensionSettings(), environment: [String: String],
        appGroups: ExtensionAppGroups? = nil
    ) {
        self.executable = executable.standardizedFileURL
        self.key = executable.lastPathComponent
        self.settings = settings
        self.environment = environment
        self.appGroups = appGroups
        self.logger = Logger(label: "WidgetKitLinux.Extension.\(executable.lastPathComponent)")
        self.gate = ExtensionCallGate(limit: settings.maximumConcurrentCalls)
    }

    /// Sets what happens when the extension starts again, when its code asks for reloads (of
    /// widgets, of controls), and when it fails (ends unexpectedly or cannot be started).
    package func observe(
        restart: @escaping @Sendable (Restart, ExtensionDescription) -> Void, reload: @escaping @Sendable (String?) -> Void,
        reloadControls: @escaping @Sendable (String?) -> Void = { _ in }, failure: @escaping @Sendable (String) -> Void
    ) {
        state.withLock {
            $0.onRestart = restart
            $0.onReload = reload
            $0.onReloadControls = reloadControls
            $0.onFailure = failure
        }
    }

    /// Starts the extension, asks for its widgets and begins watching the program file.
    /// Throws ``ExtensionFailure`` when the program is not a bundle program of this protocol.
    @discardableResult
    package func start() async throws -> ExtensionDescription {
        _ = signal(SIGPIPE, SIG_IGN)
        state.withLock { $0.stamp = FileStamp(executable) }
        _ = try await running()
        let watch = Task { [weak self] in
            while let interval = self?.settings.watchInterval, (try? await Task.sleep(for: interval)) != nil {
                guard let self else { return }
                await self.tick()
            }
        }
        state.withLock { $0.watchTask = watch }
        guard let description = state.withLock({ $0.description }) else {
            throw ExtensionFailure(reason: "did not describe its widgets")
        }
        return description
    }

    /// The widgets the extension last described.
    package var description: ExtensionDescription? { state.withLock { $0.description } }

    /// Which start of the extension is current (entries of another are gone).
    package var generation: UInt64 { state.withLock { $0.generation } }

    /// The running process's id, if it runs.
    package var processID: Int32? {
        state.withLock { state in state.process.flatMap { $0.hasEnded ? nil : $0.processID } }
    }

    /// The extension ended unexpectedly and waits out its backoff: nothing it drew can be
    /// drawn anew until it is back (an idle extension that exited is not away: it starts on demand).
    package var isAway: Bool {
        state.withLock { state in
            (state.process == nil || state.process?.hasEnded == true) && state.restartAt.map { $0 > .now } == true
        }
    }

    /// Whether the bundle is no longer hosted (``stop()`` was called): its widgets are gone.
    package var isStopped: Bool { state.withLock { $0.stopped } }

    /// Why the bundle's widgets cannot be shown, after repeated failures; `nil` while they can.
    package var unavailability: String? {
        state.withLock { state in
            guard state.failures >= settings.failuresBeforeUnavailable, let reason = state.lastFailure else { return nil }
            return "The widget's extension \(reason) (\(state.failures) times in a row); it is restarted with backoff."
        }
    }

    /// The restart the extension waits for after failing, when its delay is long
    /// (``ExtensionSettings/longBackoff`` or more); `nil` while it runs, starts on demand or
    /// waits only briefly.
    package var longWait: ExtensionRestartWait? {
        state.withLock { state in
            // The delay the last failure set: the backoff of this many failures in a row.
            let delay = settings.backoff(afterFailures: state.failures)
            guard state.process == nil || state.process?.hasEnded == true, let at = state.restartAt,
                  delay >= settings.longBackoff, let reason = state.lastFailure else { return nil }
            let remaining = at - .now
            guard remaining > .zero else { return nil }
            return ExtensionRestartWait(
                failures: state.failures, reason: reason, delay: delay, restartsAt: Date(timeIntervalSinceNow: remaining.timeInterval))
        }
    }

    /// Ends a restart wait at once (someone has mended what made the extension fail): starts the
    /// extension now and tells the runtime as after a backoff. Another failure counts as one more
    /// in a row. Returns `false` when there was no wait to end (the extension runs, or is stopped).
    @discardableResult
    package func restartNow() async -> Bool {
        let waiting = state.withLock { state -> Bool in
            guard !state.stopped, state.starting == nil, state.process == nil || state.process?.hasEnded == true,
                  state.restartAt != nil else { return false }
            state.restartAt = nil
            state.restartTask?.cancel()
            state.restartTask = nil
            return true
        }
        guard waiting else { return false }
        logger.info("\(key) restarted on request, before its backoff ended")
        await restart(.recovered)
        return true
    }

    /// Sends `body` to the extension (started first if needed) and returns its answer.
    /// A refusal comes back as ``ExtensionResponse/failure(status:message:)``; an extension that
    /// ended, is in its backoff or did not answer in time throws ``ExtensionFailure`` (a hung one
    /// is ended and restarted).
    ///
    /// - Parameter endsWhenHung: End the extension when it does not answer in time (`false` for
    ///   an intent, which may take long by design: its answer is only abandoned).
    package func call(
        _ body: ExtensionRequest.Body, timeout: Duration? = nil, endsWhenHung: Bool = true
    ) async throws -> (ExtensionResponse, UInt64) {
        let priority = Self.priority(of: body)
        await gate.enter(priority)
        defer { gate.leave(priority) }
        let process = try await running()
        do {
            let response = try await process.call(body, timeout: timeout ?? settings.callTimeout)
            return (response, process.generation)
        } catch let failure as ExtensionFailure where (failure.hung && endsWhenHung) || failure.exceededCPU {
            logger.error("\(key) \(failure.reason); ending it")
            process.kill(reason: failure.reason)
            throw failure
        }
    }

    /// Who waits for a call of `body`: a person for renders, taps and forms; the scheduler for
    /// the rest.
    private static func priority(of body: ExtensionRequest.Body) -> ExtensionCallGate.Priority {
        switch body {
        case .render, .perform, .options, .defaults, .hello, .shutdown, .controlState, .controlRender, .controlPerform:
            .interactive
        case .placeholder, .snapshot, .timeline, .pushToken: .background
        }
    }

    /// Ends the extension and stops watching; no restart follows.
    package func stop() {
        let (process, tasks) = state.withLock { state -> (ExtensionProcess?, [Task<Void, Never>?]) in
            state.stopped = true
            if let process = state.process { state.endingOnPurpose.insert(process.generation) }
            defer {
                state.process = nil
                state.watchTask = nil
                state.restartTask = nil
            }
            return (state.process, [state.watchTask, state.restartTask])
        }
        for task in tasks { task?.cancel() }
        process?.kill(reason: "was stopped")
    }

    // MARK: Starting

    /// The running process, started (and described) if there is none and no backoff is due.
    private func running() async throws -> ExtensionProcess {
        enum Next {
            case ready(ExtensionProcess)
            case wait(Task<ExtensionProcess, any Error>)
        }
        let next: Next = try state.withLock { state in
            if state.stopped { throw ExtensionFailure(reason: "was stopped") }
            if let process = state.process, !process.hasEnded { return .ready(process) }
            if let starting = state.starting { return .wait(starting) }
            if let at = state.restartAt, at > .now, let reason = state.lastFailure {
                throw ExtensionFailure(reason: "\(reason); it restarts in \(spokenDuration((at - .now).timeInterval))")
            }
            let task = Task { [self] in try await launch() }
            state.starting = task
            return .wait(task)
        }
        switch next {
        case .ready(let process): return process
        case .wait(let task): return try await task.value
        }
    }

    /// Starts a process and greets it; on failure counts it and schedules the next try.
    private func launch() async throws -> ExtensionProcess {
        let generation = state.withLock { state -> UInt64 in
            state.generation += 1
            return state.generation
        }
        do {
            let process = try ExtensionProcess(
                executable: executable, generation: generation, memoryLimitMB: settings.memoryLimitMB,
                cpuLimit: settings.cpuLimit, environment: launchEnvironment(), logger: logger,
                onExit: { [weak self] reason in self?.ended(generation: generation, reason: reason) },
                onReload: { [weak self] kind in self?.state.withLock { $0.onReload }?(kind) },
                onRefine: { [weak self] reason in self?.refine(generation: generation, reason: reason) },
                onReloadControls: { [weak self] kind in self?.state.withLock { $0.onReloadControls }?(kind) })
            let response = try await process.call(.hello(version: extensionProtocolVersion), timeout: .seconds(15))
            let description: ExtensionDescription
            switch response {
            case .hello(let described) where described.version == extensionProtocolVersion:
                description = described
            case .hello(let described):
                process.kill(reason: "speaks protocol version \(described.version), not \(extensionProtocolVersion)")
                throw ExtensionFailure(reason: "speaks protocol version \(described.version), not \(extensionProtocolVersion)")
            case .failure(_, let message):
                process.kill(reason: "refused the host: \(message)")
                throw ExtensionFailure(reason: "refused the host: \(message)")
            default:
                process.kill(reason: "answered the greeting with something else")
                throw ExtensionFailure(reason: "answered the greeting with something else")
            }
            state.withLock { state in
                state.process = process
                state.starting = nil
                state.description = description
                state.startedAt = .now
                state.restartAt = nil
            }
            logger.info("\(key) started (process \(process.processID), \(description.widgets.count) widgets)")
            return process
        } catch {
            let reason = (error as? ExtensionFailure)?.reason ?? "could not be started: \(error)"
            state.withLock { state in
                state.starting = nil
                state.endingOnPurpose.insert(generation)
                state.failures += 1
                state.lastFailure = reason
                state.lastFailureGeneration = generation
                state.restartAt = .now + settings.backoff(afterFailures: state.failures)
            }
            logger.error("\(key) \(reason)")
            throw ExtensionFailure(reason: reason)
        }
    }

    /// The environment of the next process: the app groups folder as the program's entitlements
    /// are now (a rebuild may have changed them).
    private func launchEnvironment() -> [String: String] {
        guard let appGroups else { return environment }
        var environment = environment
        environment["WIDGETKIT_APP_GROUPS_DIR"] = appGroups.prepare(key: key, program: executable, logger: logger).folder.path
        return environment
    }

    /// A process ended: unless on purpose, a failure, restarted after its backoff.
    private func ended(generation: UInt64, reason: String) {
        let delay: Duration? = state.withLock { state in
            if state.process?.generation == generation { state.process = nil }
            if state.endingOnPurpose.remove(generation) != nil || state.stopped { return nil }
            // A process that ran a while before failing starts a new run of failures.
            if let started = state.startedAt, ContinuousClock.now - started > .seconds(60) { state.failures = 0 }
            state.failures += 1
            state.lastFailure = reason
            state.lastFailureGeneration = generation
            let delay = settings.backoff(afterFailures: state.failures)
            state.restartAt = .now + delay
            return delay
        }
        guard let delay else { return }
        logger.error("\(key) \(reason); its widgets keep their last render, restarting in \(delay)")
        state.withLock { $0.onFailure }?(reason)
        let task = Task { [weak self] in
            guard (try? await Task.sleep(for: delay)) != nil, let self else { return }
            await self.restart(.recovered)
        }
        state.withLock { $0.restartTask = task }
    }

    /// The process of `generation`, taken for ended when its channel closed, has ended for
    /// `reason`: the failure it counted as says so from now on (unless a later one is the last).
    private func refine(generation: UInt64, reason: String) {
        let refined = state.withLock { state in
            guard state.lastFailureGeneration == generation else { return false }
            state.lastFailure = reason
            return true
        }
        logger.info("\(key) \(reason) (its channel had closed first)\(refined ? "" : "; a later end is the last failure")")
    }

    /// Starts the extension again and tells the runtime.
    private func restart(_ why: Restart) async {
        do {
            _ = try await running()
        } catch {
            if why == .recovered, let delay = state.withLock({ $0.restartAt.map { $0 - .now } }) {
                let task = Task { [weak self] in
                    guard (try? await Task.sleep(for: max(delay, .milliseconds(10)))) != nil, let self else { return }
                    await self.restart(why)
                }
                state.withLock { $0.restartTask = task }
            }
            return
        }
        let (observer, description) = state.withLock { ($0.onRestart, $0.description) }
        if let description { observer?(why, description) }
    }

    // MARK: Watching

    /// Checks the program file for a rebuild and the process for idleness.
    private func tick() async {
        state.withLock { $0.process }?.checkEnded()
        let current = FileStamp(executable)
        let (changed, idle) = state.withLock { state -> (Bool, ExtensionProcess?) in
            var changed = false
            if let current, current != state.stamp {
                // Wait one more tick if it is still being written (size 0 or not executable yet).
                if current.isComplete {
                    state.stamp = current
                    changed = true
                }
            }
            var idle: ExtensionProcess?
            if !changed, let process = state.process, !process.hasEnded, process.waitingCount == 0,
               ContinuousClock.now - process.lastActivity > settings.idleTimeout {
                state.endingOnPurpose.insert(process.generation)
                state.process = nil
                idle = process
            }
            return (changed, idle)
        }
        if let idle {
            logger.info("\(key) idle for \(settings.idleTimeout); ending it until it is needed")
            _ = try? await idle.call(.shutdown, timeout: .seconds(2))
            idle.kill(reason: "was idle")
        }
        guard changed else { return }
        logger.info("\(key) was rebuilt; restarting its extension")
        let old = state.withLock { state -> ExtensionProcess? in
            let old = state.process
            if let old { state.endingOnPurpose.insert(old.generation) }
            state.process = nil
            state.failures = 0
            state.lastFailure = nil
            state.restartAt = nil
            state.restartTask?.cancel()
            return old
        }
        old?.kill(reason: "was rebuilt")
        await restart(.rebuilt)
    }
}

/// What identifies a version of a program file: its inode, size and modification time.
struct FileStamp: Equatable {
    var inode: UInt64
    var size: Int64
    var modified: Int
    var modifiedNanoseconds: Int
    var isExecutable: Bool

    init?(_ url: URL) {
        var info = stat()
        guard stat(url.path, &info) == 0 else { return nil }
        inode = UInt64(info.st_ino)
        size = Int64(info.st_size)
        modified = info.st_mtim.tv_sec
        modifiedNanoseconds = info.st_mtim.tv_nsec
        isExecutable = access(url.path, X_OK) == 0
    }

    /// A file that looks finished: not empty, executable.
    var isComplete: Bool { size > 0 && isExecutable }
}

extension ExtensionSupervisor {
    /// Variables of the host's environment an extension keeps: the ones a program needs to run
    /// and to format for the user (search path, home, user, locale, time zone, temporary and
    /// configuration folders, fonts, certificates, the Swift runtime's backtraces), and
    /// `WIDGETKIT_LOG_PRIVATE`. Everything else (the host's data directory, its address, tokens,
    /// proxies with credentials, the user's own secrets) stays in the host.
    static let keptVariables: Set<String> = [
        "PATH", "HOME", "USER", "LOGNAME", "LANG", "LANGUAGE", "TZ", "TMPDIR", "LD_LIBRARY_PATH",
        "XDG_CONFIG_HOME", "XDG_CACHE_HOME", "XDG_RUNTIME_DIR", "FONTCONFIG_FILE", "FONTCONFIG_PATH",
        "SSL_CERT_FILE", "SSL_CERT_DIR", "SWIFT_BACKTRACE", "WIDGETKIT_LOG_PRIVATE",
    ]

    /// The environment of an extension process: the kept variables of `host` (and its `LC_*`
    /// locale variables), and `WIDGETKIT_APP_GROUPS_DIR`, the folder of the app group
    /// containers, which is all of the data directory an extension sees: `UserDefaults(suiteName:)`
    /// and `containerURL(forSecurityApplicationGroupIdentifier:)` reach the same files as the
    /// app's and the host's, and the store, the access token and the other files of the data
    /// directory are not named to it.
    package static func extensionEnvironment(
        appGroups: URL, host: [String: String] = ProcessInfo.processInfo.environment
    ) -> [String: String] {
        var environment = host.filter { keptVariables.contains($0.key) || $0.key.hasPrefix("LC_") }
        environment["WIDGETKIT_APP_GROUPS_DIR"] = appGroups.path
        // A crash's backtrace stays in the log, without the slow full symbolication (seconds in a
        // debug build) that would hold the extension's restart back; `SWIFT_BACKTRACE` overrides.
        if environment["SWIFT_BACKTRACE"] == nil { environment["SWIFT_BACKTRACE"] = "symbolicate=fast" }
        return environment
    }
}
