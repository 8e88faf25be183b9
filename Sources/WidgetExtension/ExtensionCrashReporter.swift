import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Makes an extension's crash known to its host at once.
///
/// A trapping Swift process spends a second or more in the Swift runtime's backtracer before it
/// dies, and its channel stays open all that time (the process holds it), so the host would
/// learn of the crash only from the process's end. The handlers installed here for the fatal
/// signals run first: they write a last frame (``ExtensionMessage/crashed(signal:)``), put
/// `/dev/null` in place of every descriptor of the channel's output (the host reads the end of
/// the stream), and then hand the signal to the handler installed before (the backtracer's), so
/// the backtrace still reaches the log and a fault still ends the process by its signal. (A fatal
/// signal sent from outside, which the backtracer returns from, leaves a process that goes on
/// with its channel sealed: its host kills it after its grace.)
///
/// Everything the handler uses is prepared by ``install(channel:)``; the handler itself only
/// does atomic exchanges and calls `write`, `nanosleep`, `fstat`, `dup2`, `sigaction` and `raise`
/// (async-signal-safe).
package enum ExtensionCrashReporter {
    /// The signals a crash raises: a trap (Swift's runtime errors), an abort, a bad access, an
    /// arithmetic fault.
    package static let signals: [Int32] = [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGABRT, SIGFPE]

    /// Installs the handlers for `channel` (once; later calls do nothing). Call it after the
    /// Swift runtime has installed its own (any time in `main`).
    package static func install(channel: ExtensionChannel) throws {
        guard crashReport == nil else { return }
        let null = open("/dev/null", O_WRONLY | O_CLOEXEC)
        var pipe = stat()
        guard null >= 0, fstat(channel.outputDescriptor, &pipe) == 0 else {
            throw ExtensionChannelError.closed("cannot prepare the crash handlers: \(String(cString: strerror(errno)))")
        }
        let frames = UnsafeMutablePointer<UnsafeRawBufferPointer>.allocate(capacity: signalSlots)
        frames.initialize(repeating: UnsafeRawBufferPointer(start: nil, count: 0), count: signalSlots)
        for signal in signals {
            let frame = try ExtensionChannel.frame(ExtensionMessage.crashed(signal: signal))
            let bytes = UnsafeMutableRawBufferPointer.allocate(byteCount: frame.count, alignment: 1)
            bytes.copyBytes(from: frame)
            frames[Int(signal)] = UnsafeRawBufferPointer(bytes)
        }
        let previous = UnsafeMutablePointer<sigaction>.allocate(capacity: signalSlots)
        previous.initialize(repeating: sigaction(), count: signalSlots)
        let report = UnsafeMutablePointer<CrashReport>.allocate(capacity: 1)
        report.initialize(to: CrashReport(
            channel: Unmanaged.passRetained(channel), null: null, pipeDevice: UInt64(pipe.st_dev),
            pipeInode: UInt64(pipe.st_ino), frames: frames, previous: previous))
        // Set before any handler can run: a handler reads it.
        crashReport = report
        for signal in signals {
            var action = sigaction()
            action.__sigaction_handler.sa_sigaction = fatalSignalHandler
            action.sa_flags = SA_SIGINFO | SA_ONSTACK
            sigemptyset(&action.sa_mask)
            _ = sigaction(signal, &action, &previous[Int(signal)])
        }
    }
}

/// Signal numbers below this have a slot in the handler's tables (the handler checks 65 itself).
private let signalSlots = 65

/// What the handler needs, prepared before it is installed and never freed.
private struct CrashReport {
    var channel: Unmanaged<ExtensionChannel>
    /// `/dev/null`, open for writing.
    var null: Int32
    /// The identity of the channel's output pipe, to find its duplicates.
    var pipeDevice: UInt64
    var pipeInode: UInt64
    /// The ``ExtensionMessage/crashed(signal:)`` frame of each handled signal, by number.
    var frames: UnsafeMutablePointer<UnsafeRawBufferPointer>
    /// The action installed before ours, by signal number.
    var previous: UnsafeMutablePointer<sigaction>
}

/// Set once by ``ExtensionCrashReporter/install(channel:)`` before the handlers; read only by them.
nonisolated(unsafe) private var crashReport: UnsafeMutablePointer<CrashReport>?

/// The handler of the fatal signals (a C function: no captures).
private let fatalSignalHandler: @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void = {
    signal, info, context in
    handleFatalSignal(signal, info, context)
}

private func handleFatalSignal(_ signal: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?) {
    // Literals, not globals: a global's first read runs its lazy initialisation.
    guard let report = crashReport, signal > 0, signal < 65 else { return }
    // The last frame, then the end of the stream: the host restarts this extension now.
    _ = report.pointee.channel.takeUnretainedValue().sealForCrash(frame: report.pointee.frames[Int(signal)])
    var info2 = stat()
    // The channel's output and its duplicates (a descriptor the widget code took), among the
    // first 1024 descriptors.
    for descriptor: Int32 in 0..<1024 where descriptor != report.pointee.null {
        if fstat(descriptor, &info2) == 0, UInt64(info2.st_dev) == report.pointee.pipeDevice,
           UInt64(info2.st_ino) == report.pointee.pipeInode {
            _ = dup2(report.pointee.null, descriptor)
        }
    }
    // The handler installed before ours takes over (the backtracer's, which prints the backtrace):
    // put back, and called with the same arguments. When it returns, a fault returned to faults
    // again with the default action (the backtracer put it back). (A fatal signal sent from
    // outside is not raised again: the backtracer returns to a process that goes on, with its
    // channel sealed; the host kills it after its grace. Raising it again here left the
    // backtracer's helper process behind.)
    var previous = report.pointee.previous[Int(signal)]
    _ = sigaction(signal, &previous, nil)
    let handler = unsafeBitCast(previous.__sigaction_handler, to: Int.self)
    if previous.sa_flags & SA_SIGINFO != 0, let chained = previous.__sigaction_handler.sa_sigaction {
        chained(signal, info, context)
    } else if handler == 0 {
        // The default action (no backtracer): raised again, the signal is delivered, and ends
        // the process, as this handler returns.
        _ = raise(signal)
    } else if handler != 1, let chained = previous.__sigaction_handler.sa_handler {
        chained(signal)
    }
}
