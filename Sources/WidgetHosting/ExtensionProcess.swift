import Foundation
import WidgetExtension
import Logging
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// One running extension process: a bundle program started as `PROGRAM extension`, its pipes,
/// and the requests waiting for its answers.
///
/// Requests are numbered and answered out of order; a reader thread takes the answers (and the
/// extension's own reload events) off the channel. When the process ends, or writes something
/// that is not the protocol, every waiting request fails with ``ExtensionFailure`` and
/// `onExit` is called once with the reason.
///
/// A crashing extension counts as ended as soon as its channel says so (its last frame names
/// the signal, ``ExtensionMessage/crashed(signal:)``) or closes, not when its process ends: a
/// Swift process spends a second or more in its backtracer first. The process is still waited
/// for, and its process group killed, when it does end (and killed if it takes longer than
/// ``backtraceGrace``); when the end was only guessed from the channel, `onRefine` gets the real
/// reason then.
final class ExtensionProcess: Sendable {
    /// Which start of the bundle this is: entries stored by an earlier one are gone.
    let generation: UInt64
    let executable: URL
    /// CPU time the process may spend on one call; `nil` for no limit.
    let cpuLimit: Duration?
    private let process: UncheckedProcess
    private let channel: ExtensionChannel
    /// Where requests are written, in order.
    private let writer: DispatchQueue
    private let pipes: UncheckedPipes
    private let state = Mutex(State())
    private let logger: Logger

    private struct State {
        var nextID: UInt64 = 1
        var waiting: [UInt64: CheckedContinuation<ExtensionResponse, any Error>] = [:]
        var ended: String?
        /// Why the host is ending it (``kill(reason:)``): the reason every end reports, even when
        /// the termination handler runs before `kill` is done.
        var killReason: String?
        var onExit: (@Sendable (String) -> Void)?
        /// Called with the real reason when the process ends after a reason guessed from its
        /// channel's end.
        var onRefine: (@Sendable (String) -> Void)?
        /// The reason given was guessed from the channel's end: the process's end will tell.
        var reasonIsGuess = false
        /// `Process` reported the end (the process was waited for).
        var terminated = false
        var onReload: (@Sendable (String?) -> Void)?
        var onReloadControls: (@Sendable (String?) -> Void)?
        var lastActivity = ContinuousClock.now
        /// The process was seen ended before `Process` reported it (``checkEnded()``).
        var seenEnded = false
        /// The process's CPU time when each waiting call was sent (with a CPU limit).
        var cpuAtStart: [UInt64: Duration] = [:]
        /// Whether ``sampleCPU()`` runs.
        var sampling = false
        /// Reload requests of the current one-second window (``reloadsPerSecond``).
        var reloadWindow: (start: ContinuousClock.Instant, count: Int) = (.now, 0)
        /// Calls given up (timed out, cancelled, over their CPU time) whose answers may still come.
        var abandoned: Set<UInt64> = []
        /// The input pipe's write end is closed (set on ``writer``): nothing may be written to its
        /// descriptor number, which another file may have by now.
        var inputClosed = false
    }

    /// Starts `executable extension` with `environment`; the process caps its own data
    /// segment at `memoryLimitMB` MiB, and a call that costs it more than `cpuLimit` of CPU
    /// time fails (``ExtensionFailure/exceededCPU``).
    init(
        executable: URL, generation: UInt64, memoryLimitMB: Int, cpuLimit: Duration? = nil, environment: [String: String],
        logger: Logger, onExit: @escaping @Sendable (String) -> Void, onReload: @escaping @Sendable (String?) -> Void,
        onRefine: @escaping @Sendable (String) -> Void = { _ in },
        onReloadControls: @escaping @Sendable (String?) -> Void = { _ in }
    ) throws {
        self.executable = executable
        self.generation = generation
        self.cpuLimit = cpuLimit
        self.logger = logger
        let process = Process()
        process.executableURL = executable
        process.arguments = ["extension", "--memory-limit-mb", String(memoryLimitMB)]
        process.environment = environment
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.standardError
        self.process = UncheckedProcess(process)
        self.pipes = UncheckedPipes(input: input, output: output)
        self.writer = DispatchQueue(label: "extension-writer-\(executable.lastPathComponent)")
        self.channel = ExtensionChannel(
            input: output.fileHandleForReading.fileDescriptor, output: input.fileHandleForWriting.fileDescriptor)
        state.withLock {
            $0.onExit = onExit
            $0.onReload = onReload
            $0.onRefine = onRefine
            $0.onReloadControls = onReloadControls
        }
        process.terminationHandler = { [weak self] ended in
            // Whatever it started in its process group goes with it (the group outlives its
            // leader while a member lives, so its id is still theirs).
            let pid = ended.processIdentifier
            if pid > 0 { _ = Glibc.kill(-pid, SIGKILL) }
            self?.terminated(Self.describeTermination(ended))
        }
        try process.run()
        // The child's ends belong to the child now: without closing them here, its death would
        // never end our reads.
        try? input.fileHandleForReading.close()
        try? output.fileHandleForWriting.close()
        let thread = Thread { [self] in readLoop() }
        thread.name = "extension-\(executable.lastPathComponent)"
        thread.start()
    }

    /// Reload requests (`WidgetCenter` calls of widget code) carried out per second; more become
    /// one reload of all the bundle's widgets a second later, so an extension that asks in a loop
    /// cannot keep the scheduler busy and no request is lost.
    static let reloadsPerSecond = 50

    /// The process id.
    var processID: Int32 { process.value.processIdentifier }

    /// Whether the process has ended (or been cut off).
    var hasEnded: Bool { state.withLock { $0.ended != nil } }

    /// When a request was last sent or answered.
    var lastActivity: ContinuousClock.Instant { state.withLock { $0.lastActivity } }

    /// Requests waiting for an answer.
    var waitingCount: Int { state.withLock { $0.waiting.count } }

    /// Sends `body` and waits for its answer, at most `timeout`; throws ``ExtensionFailure``
    /// when the process ends first, does not answer in time (`hung` is set), or refuses.
    func call(_ body: ExtensionRequest.Body, timeout: Duration) async throws -> ExtensionResponse {
        let id: UInt64 = try state.withLock { state in
            if let ended = state.ended { throw ExtensionFailure(reason: ended) }
            defer { state.nextID += 1 }
            state.lastActivity = .now
            return state.nextID
        }
        return try await withThrowingTaskGroup(of: ExtensionResponse.self) { group in
            group.addTask { [self] in
                // What the process has spent so far: the call is charged what it spends from now.
                let cpuAtStart = cpuLimit == nil ? nil : ProcessCPUTime(processID)?.total
                return try await withCheckedThrowingContinuation { continuation in
                    let (failure, startsSampling): (String?, Bool) = state.withLock { state in
                        if let ended = state.ended { return (ended, false) }
                        state.waiting[id] = continuation
                        guard let cpuAtStart else { return (nil, false) }
                        state.cpuAtStart[id] = cpuAtStart
                        defer { state.sampling = true }
                        return (nil, !state.sampling)
                    }
                    if let failure { continuation.resume(throwing: ExtensionFailure(reason: failure)); return }
                    if startsSampling { sampleCPU() }
                    // Written on the process's own queue: an extension that stops reading its input
                    // blocks that queue once the pipe is full, never a thread of the host's pool
                    // (its calls time out and it is ended, which ends the write).
                    let request = ExtensionRequest(id: id, body: body)
                    writer.async { [self] in
                        do {
                            guard !state.withLock({ $0.inputClosed }) else {
                                throw ExtensionChannelError.closed("the extension has ended")
                            }
                            try channel.send(request)
                        } catch {
                            if let waiting = state.withLock({ $0.waiting.removeValue(forKey: id) }) {
                                waiting.resume(throwing: ExtensionFailure(reason: "cannot write to the extension: \(error)"))
                            }
                        }
                    }
                }
            }
            group.addTask {
                try await Task.sleep(for: timeout)
                throw ExtensionFailure(reason: "did not answer within \(timeout)", hung: true)
            }
            defer { group.cancelAll() }
            do {
                guard let response = try await group.next() else { throw CancellationError() }
                return response
            } catch {
                let waiting = state.withLock { state in
                    state.cpuAtStart[id] = nil
                    let waiting = state.waiting.removeValue(forKey: id)
                    // Its answer may still come: not a stray one.
                    if waiting != nil { state.abandoned.insert(id) }
                    return waiting
                }
                waiting?.resume(throwing: error)
                throw error
            }
        }
    }

    /// Ends the process and everything it started, at once: its process group, and its
    /// descendants that left the group.
    func kill(reason: String) {
        state.withLock { state in
            if state.killReason == nil { state.killReason = reason }
        }
        let pid = process.value.processIdentifier
        if pid > 0 {
            // Frozen first, so none of them starts another process while they are listed.
            _ = Glibc.kill(-pid, SIGSTOP)
            _ = Glibc.kill(pid, SIGSTOP)
            let descendants = Self.descendants(of: pid)
            _ = Glibc.kill(-pid, SIGKILL)
            _ = Glibc.kill(pid, SIGKILL)
            for descendant in descendants {
                _ = Glibc.kill(descendant, SIGKILL)
            }
        }
        ended(reason)
    }

    /// Looks at the process's CPU time five times a second while calls wait, and fails each
    /// call that has cost more than ``cpuLimit`` since it was sent (``ExtensionFailure/exceededCPU``:
    /// the supervisor ends the process). One reader of `/proc` per process, however many calls wait.
    private func sampleCPU() {
        Task.detached { [weak self] in
            while true {
                try? await Task.sleep(for: ProcessCPUTime.sampleInterval)
                guard let self, self.checkCPU() else { return }
            }
        }
    }

    /// One look of ``sampleCPU()``; `false` when no call waits any more (sampling stops).
    private func checkCPU() -> Bool {
        let now = ProcessCPUTime(processID)?.total
        let (over, goesOn) = state.withLock { state -> ([CheckedContinuation<ExtensionResponse, any Error>], Bool) in
            state.cpuAtStart = state.cpuAtStart.filter { state.waiting[$0.key] != nil }
            guard state.ended == nil, !state.cpuAtStart.isEmpty else {
                state.sampling = false
                return ([], false)
            }
            guard let now, let cpuLimit else { return ([], true) }
            var over: [CheckedContinuation<ExtensionResponse, any Error>] = []
            for (id, start) in state.cpuAtStart where now - start > cpuLimit {
                state.cpuAtStart[id] = nil
                if let waiting = state.waiting.removeValue(forKey: id) {
                    state.abandoned.insert(id)
                    over.append(waiting)
                }
            }
            return (over, true)
        }
        for waiting in over {
            waiting.resume(throwing: ExtensionFailure(
                reason: "spent more than \(cpuLimit ?? .zero) of CPU time on one call (a loop that does not end?)",
                exceededCPU: true))
        }
        return goesOn
    }

    /// Notices an end that `Process` has not reported: Foundation learns of it when the
    /// descriptors the process inherited close, and a program it started may hold them. A
    /// process seen ended (a zombie) has its group ended; seen so twice, it is taken for ended.
    func checkEnded() {
        let pid = process.value.processIdentifier
        guard pid > 0, !hasEnded, ProcessStat(pid)?.state == "Z" else { return }
        _ = Glibc.kill(-pid, SIGKILL)
        let again = state.withLock { state in
            defer { state.seenEnded = true }
            return state.seenEnded
        }
        if again { ended("ended, and a program it started kept its pipes open") }
    }

    /// The processes below `pid` (children, their children…), from `/proc`.
    static func descendants(of pid: Int32) -> [Int32] {
        var children: [Int32: [Int32]] = [:]
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
            guard let child = Int32(entry), let stat = ProcessStat(child) else { continue }
            children[stat.parent, default: []].append(child)
        }
        var result: [Int32] = []
        var queue = children[pid] ?? []
        while let next = queue.popLast(), result.count < 10_000 {
            result.append(next)
            queue += children[next] ?? []
        }
        return result
    }

    private func readLoop() {
        // The output pipe's read end is this loop's alone: closed when it ends, or every ended
        // extension would leave a descriptor behind in the host.
        defer { try? pipes.output.fileHandleForReading.close() }
        while true {
            let message: ExtensionMessage
            do {
                message = try channel.receive(ExtensionMessage.self)
            } catch ExtensionChannelError.closed {
                channelEnded(signal: nil)
                return
            } catch {
                logger.error("Extension \(executable.lastPathComponent) broke the protocol: \(error); ending it")
                kill(reason: "broke the protocol: \(error)")
                return
            }
            switch message {
            case .response(let id, let response):
                let (waiting, expected) = state.withLock { state in
                    state.lastActivity = .now
                    state.cpuAtStart[id] = nil
                    if let waiting = state.waiting.removeValue(forKey: id) { return (Optional(waiting), true) }
                    return (nil, state.abandoned.remove(id) != nil)
                }
                guard expected else {
                    logger.error("Extension \(executable.lastPathComponent) broke the protocol: it answered request \(id), which it was not asked; ending it")
                    kill(reason: "broke the protocol: it answered request \(id), which it was not asked")
                    return
                }
                waiting?.resume(returning: response)
            case .reload(let kind):
                let (onReload, firstDropped) = state.withLock { state -> ((@Sendable (String?) -> Void)?, Bool) in
                    let now = ContinuousClock.now
                    if now - state.reloadWindow.start >= .seconds(1) { state.reloadWindow = (now, 0) }
                    state.reloadWindow.count += 1
                    guard state.reloadWindow.count <= Self.reloadsPerSecond else {
                        return (nil, state.reloadWindow.count == Self.reloadsPerSecond + 1)
                    }
                    return (state.onReload, false)
                }
                if firstDropped {
                    logger.warning("Extension \(executable.lastPathComponent) asked for more than \(Self.reloadsPerSecond) reloads in a second; the rest of that second's become one reload of all its widgets")
                    // None is lost: the dropped ones become one reload of everything, after the second.
                    Task { [weak self] in
                        try? await Task.sleep(for: .seconds(1))
                        guard let self, !self.hasEnded else { return }
                        self.state.withLock { $0.onReload }?(nil)
                    }
                }
                onReload?(kind)
            case .reloadControls(let kind):
                // A control reload only redraws its controls; it spends no budget.
                state.withLock { $0.onReloadControls }?(kind)
            case .crashed(let signal):
                channelEnded(signal: signal)
                return
            }
        }
    }

    /// How long a crashed extension may take over its backtrace before it is killed.
    static let backtraceGrace: Duration = .seconds(30)

    /// The channel ended: its last frame named the signal the extension is crashing with, or
    /// the stream ended. The extension is taken for ended now; its process is watched until it is
    /// waited for.
    private func channelEnded(signal: Int32?) {
        if let signal {
            ended("ended by \(Self.describe(signal: signal))")
        } else {
            // A process that exits closes its channel a moment before `Process` reports its end:
            // that report gives the real reason (an exit status, SIGKILL).
            let deadline = ContinuousClock.now + .milliseconds(100)
            while !hasEnded, ContinuousClock.now < deadline { usleep(5_000) }
            ended("ended: its channel closed (crashed?)", isGuess: true)
        }
        watchUntilTerminated()
    }

    /// Waits, off the caller's thread, until `Process` reports the end of a process taken for
    /// ended early: a process seen ended but not reported (a program it started holds its
    /// descriptors) has its group killed, and so has one still running after ``backtraceGrace``.
    private func watchUntilTerminated() {
        let pid = process.value.processIdentifier
        guard pid > 0, !state.withLock({ $0.terminated }) else { return }
        Task.detached { [self] in
            let start = ContinuousClock.now
            var killed = false
            while !state.withLock({ $0.terminated }) {
                try? await Task.sleep(for: .milliseconds(250))
                let overdue = ContinuousClock.now - start > Self.backtraceGrace
                if !killed, overdue || ProcessStat(pid)?.state == "Z" {
                    if overdue { logger.warning("Extension \(executable.lastPathComponent) still runs \(Self.backtraceGrace) after its crash; killing it") }
                    killed = true
                    _ = Glibc.kill(-pid, SIGKILL)
                    _ = Glibc.kill(pid, SIGKILL)
                }
                // Still not waited for long after its grace: left to `Process`.
                if ContinuousClock.now - start > Self.backtraceGrace * 3 { return }
            }
        }
    }

    /// `Process` reported the process's end: the end of the extension, or the real reason of an
    /// end already guessed from its channel.
    private func terminated(_ reason: String) {
        let refine = state.withLock { state -> (@Sendable (String) -> Void)? in
            state.terminated = true
            guard state.ended != nil else { return nil }
            defer {
                state.reasonIsGuess = false
                state.onRefine = nil
            }
            guard state.reasonIsGuess else { return nil }
            state.ended = reason
            return state.onRefine
        }
        guard let refine else { return ended(reason) }
        refine(reason)
    }

    /// Fails every waiting request and reports the end, once; `isGuess`: the reason is guessed
    /// (refined when the process ends).
    private func ended(_ reason: String, isGuess: Bool = false) {
        let (waiting, onExit, reason) = state.withLock {
            state -> ([CheckedContinuation<ExtensionResponse, any Error>], (@Sendable (String) -> Void)?, String) in
            guard state.ended == nil else { return ([], nil, reason) }
            let reason = state.killReason ?? reason
            state.ended = reason
            state.reasonIsGuess = isGuess && state.killReason == nil
            let waiting = Array(state.waiting.values)
            state.waiting = [:]
            state.cpuAtStart = [:]
            state.abandoned = []
            defer { state.onExit = nil }
            return (waiting, state.onExit, reason)
        }
        for continuation in waiting {
            continuation.resume(throwing: ExtensionFailure(reason: reason))
        }
        if onExit != nil {
            // After the writes already queued (a write queued after this finds it closed).
            writer.async { [self] in
                state.withLock { $0.inputClosed = true }
                try? pipes.input.fileHandleForWriting.close()
            }
        }
        onExit?(reason)
    }

    private static func describeTermination(_ process: Process) -> String {
        let status = process.terminationStatus
        switch process.terminationReason {
        case .uncaughtSignal: return "ended by \(describe(signal: status))"
        default: return "exited with status \(status)"
        }
    }

    /// The name of `signal`, and what raises it.
    static func describe(signal: Int32) -> String {
        switch signal {
        case SIGILL: "SIGILL, a trap"
        case SIGTRAP: "SIGTRAP, a trap"
        case SIGABRT: "SIGABRT, an abort"
        case SIGSEGV: "SIGSEGV, a crash or a stack overflow"
        case SIGBUS: "SIGBUS, a crash"
        case SIGFPE: "SIGFPE, an arithmetic fault"
        case SIGKILL: "SIGKILL"
        case SIGXCPU: "SIGXCPU, out of CPU time"
        default: "signal \(signal)"
        }
    }
}

/// A request to an extension that did not get an answer.
package struct ExtensionFailure: Error, CustomStringConvertible {
    /// What happened, for the log and the page: "ended by SIGILL, a trap", "did not answer…".
    package var reason: String
    /// The extension did not answer in time (and is restarted).
    package var hung = false
    /// The extension spent more CPU time on the call than it may (and is restarted, whatever
    /// the call).
    package var exceededCPU = false

    package init(reason: String, hung: Bool = false, exceededCPU: Bool = false) {
        self.reason = reason
        self.hung = hung
        self.exceededCPU = exceededCPU
    }

    package var description: String { "The widget's extension \(reason)." }
}

/// `Process` is a class Foundation does not mark `Sendable`; it is only read after `run()`.
private struct UncheckedProcess: @unchecked Sendable {
    let value: Process
    init(_ value: Process) { self.value = value }
}

/// The pipes, kept so their file handles stay open as long as the process object lives.
private struct UncheckedPipes: @unchecked Sendable {
    let input: Pipe
    let output: Pipe
}

/// A line of `/proc/PID/stat`: the fields after the command name (which may hold spaces and
/// parentheses, so the line is split after its last `)`).
struct ProcessStat {
    /// State (`R`, `S`, `Z`…), field 3.
    var state: Substring
    /// Parent process id, field 4.
    var parent: Int32
    /// Process group id, field 5.
    var group: Int32
    /// User and system CPU time in clock ticks, fields 14 and 15.
    var userTicks: Int
    var systemTicks: Int

    init?(_ pid: Int32) {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = text.lastIndex(of: ")") else { return nil }
        let fields = text[text.index(after: close)...].split(separator: " ")
        guard fields.count > 12, let parent = Int32(fields[1]), let group = Int32(fields[2]),
              let user = Int(fields[11]), let system = Int(fields[12]) else { return nil }
        state = fields[0]
        self.parent = parent
        self.group = group
        userTicks = user
        systemTicks = system
    }
}

/// The CPU time a process has spent so far (user and system), from `/proc/PID/stat`.
struct ProcessCPUTime {
    /// How often a call's CPU time is looked at.
    static let sampleInterval: Duration = .milliseconds(200)
    private static let ticksPerSecond = max(Int(sysconf(Int32(_SC_CLK_TCK))), 1)

    var total: Duration

    init?(_ pid: Int32) {
        guard pid > 0, let stat = ProcessStat(pid), stat.state != "Z" else { return nil }
        let ticks = stat.userTicks + stat.systemTicks
        total = .milliseconds(ticks * 1000 / Self.ticksPerSecond)
    }
}
