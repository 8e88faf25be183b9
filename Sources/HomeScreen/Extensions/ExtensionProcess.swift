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
final class ExtensionProcess: Sendable {
    /// Which start of the bundle this is: entries stored by an earlier one are gone.
    let generation: UInt64
    let executable: URL
    private let process: UncheckedProcess
    private let channel: ExtensionChannel
    private let pipes: UncheckedPipes
    private let state = Mutex(State())
    private let logger: Logger

    private struct State {
        var nextID: UInt64 = 1
        var waiting: [UInt64: CheckedContinuation<ExtensionResponse, any Error>] = [:]
        var ended: String?
        var onExit: (@Sendable (String) -> Void)?
        var onReload: (@Sendable (String?) -> Void)?
        var lastActivity = ContinuousClock.now
    }

    /// Starts `executable extension` with `environment`; the process caps its own data
    /// segment at `memoryLimitMB` MiB.
    init(
        executable: URL, generation: UInt64, memoryLimitMB: Int, environment: [String: String], logger: Logger,
        onExit: @escaping @Sendable (String) -> Void, onReload: @escaping @Sendable (String?) -> Void
    ) throws {
        self.executable = executable
        self.generation = generation
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
        self.channel = ExtensionChannel(
            input: output.fileHandleForReading.fileDescriptor, output: input.fileHandleForWriting.fileDescriptor)
        state.withLock {
            $0.onExit = onExit
            $0.onReload = onReload
        }
        process.terminationHandler = { [weak self] ended in
            self?.ended(Self.describeTermination(ended))
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
                try await withCheckedThrowingContinuation { continuation in
                    let failure: String? = state.withLock { state in
                        if let ended = state.ended { return ended }
                        state.waiting[id] = continuation
                        return nil
                    }
                    if let failure { continuation.resume(throwing: ExtensionFailure(reason: failure)); return }
                    do {
                        try channel.send(ExtensionRequest(id: id, body: body))
                    } catch {
                        if let waiting = state.withLock({ $0.waiting.removeValue(forKey: id) }) {
                            waiting.resume(throwing: ExtensionFailure(reason: "cannot write to the extension: \(error)"))
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
                if let waiting = state.withLock({ $0.waiting.removeValue(forKey: id) }) {
                    waiting.resume(throwing: error)
                }
                throw error
            }
        }
    }

    /// Ends the process and everything it started (its process group), at once.
    func kill(reason: String) {
        let pid = process.value.processIdentifier
        if pid > 0 {
            _ = Glibc.kill(-pid, SIGKILL)
            _ = Glibc.kill(pid, SIGKILL)
        }
        ended(reason)
    }

    private func readLoop() {
        while true {
            let message: ExtensionMessage
            do {
                message = try channel.receive(ExtensionMessage.self)
            } catch ExtensionChannelError.closed {
                // The process is ending: the termination handler tells how.
                return
            } catch {
                logger.error("Extension \(executable.lastPathComponent) broke the protocol: \(error); ending it")
                kill(reason: "broke the protocol: \(error)")
                return
            }
            switch message {
            case .response(let id, let response):
                let waiting = state.withLock { state in
                    state.lastActivity = .now
                    return state.waiting.removeValue(forKey: id)
                }
                waiting?.resume(returning: response)
            case .reload(let kind):
                state.withLock { $0.onReload }?(kind)
            }
        }
    }

    /// Fails every waiting request and reports the end, once.
    private func ended(_ reason: String) {
        let (waiting, onExit) = state.withLock { state -> ([CheckedContinuation<ExtensionResponse, any Error>], (@Sendable (String) -> Void)?) in
            guard state.ended == nil else { return ([], nil) }
            state.ended = reason
            let waiting = Array(state.waiting.values)
            state.waiting = [:]
            defer { state.onExit = nil }
            return (waiting, state.onExit)
        }
        for continuation in waiting {
            continuation.resume(throwing: ExtensionFailure(reason: reason))
        }
        if onExit != nil { try? pipes.input.fileHandleForWriting.close() }
        onExit?(reason)
    }

    private static func describeTermination(_ process: Process) -> String {
        let status = process.terminationStatus
        switch process.terminationReason {
        case .uncaughtSignal:
            let name: String = switch status {
            case SIGILL: "SIGILL, a trap"
            case SIGTRAP: "SIGTRAP, a trap"
            case SIGABRT: "SIGABRT, an abort"
            case SIGSEGV: "SIGSEGV, a crash or a stack overflow"
            case SIGBUS: "SIGBUS, a crash"
            case SIGKILL: "SIGKILL"
            case SIGXCPU: "SIGXCPU, out of CPU time"
            default: "signal \(status)"
            }
            return "ended by \(name)"
        default:
            return "exited with status \(status)"
        }
    }
}

/// A request to an extension that did not get an answer.
struct ExtensionFailure: Error, CustomStringConvertible {
    /// What happened, for the log and the page: "ended by SIGILL, a trap", "did not answer…".
    var reason: String
    /// The extension did not answer in time (and is restarted).
    var hung = false

    var description: String { "The widget's extension \(reason)." }
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
